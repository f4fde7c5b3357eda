import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformClient } from '../../../src/api/platform-client.ts';
import { StepConnections } from '../../../src/http/step-connections.ts';
import { EDGE_PROPAGATION_MS } from '../../../src/platform/pull-zones/edge-propagation.ts';
import { verifySwitch } from '../../../src/platform/pull-zones/switch-verification.ts';
import { FakeClock } from '../../support/fake-clock.ts';

/*
 * The verification on a fake clock, against a site whose answers a test decides from the time
 * and the purges made so far.
 */

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

type Answer = { status: number; deploy: string };

async function site(answer: () => Answer): Promise<string> {
  server = createServer((_request, response) => {
    const { status, deploy } = answer();
    response.writeHead(status, { 'X-Bunny-Deploy': deploy }).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** A client that only purges, counting the purges. */
function purger(): { client: PlatformClient; purges: () => number } {
  let purges = 0;
  const client: Pick<PlatformClient, 'send'> = {
    send: async () => {
      purges += 1;
      return { status: 204, headers: {}, body: undefined };
    },
  };
  return { client: client as PlatformClient, purges: () => purges };
}

describe('the home page after the second purge', () => {
  it('is asked for at least one propagation interval, though the first match came late in the wait: one slow answer does not fail a good deploy', async () => {
    const clock = new FakeClock();
    const { client, purges } = purger();
    let asksAfterPurge = 0;
    const url = await site(() => {
      // The new deploy shows only at 8 s of a 10 s wait; after the second purge, the first ask
      // reaches a storage replica that lags (404 with the header), the next the home page.
      if (purges() < 2) return clock.now() >= 8000 ? { status: 200, deploy: 'v2' } : { status: 200, deploy: 'v1' };
      asksAfterPurge += 1;
      return asksAfterPurge === 1 ? { status: 404, deploy: 'v2' } : { status: 200, deploy: 'v2' };
    });
    const stages: string[] = [];
    const outcome = await verifySwitch(
      client,
      {
        pullZoneId: 1,
        target: { kind: 'production' },
        waitSeconds: 10,
        pollIntervalSeconds: 2,
        timeoutMs: 5000,
        http: StepConnections.direct(),
        homePage: true,
      },
      { url, deployId: 'v2', clock, onPoll: () => undefined, onStage: (line) => stages.push(line), onWarning: (line) => stages.push(line) },
    );
    expect(outcome.shown).toBe(true);
    expect(outcome.last).toMatchObject({ status: 200, seen: 'v2' });
    expect(asksAfterPurge).toBe(2);
    expect(purges()).toBe(2);
    expect(stages.at(-1)).toContain(
      `and at least ${EDGE_PROPAGATION_MS / 1000} s: one propagation interval or 3 poll intervals, whichever is longer`,
    );
  });
});

describe('the poll for the header', () => {
  // Each read keeps to the wait: the one at its end has one poll interval, not timeout-seconds.
  it('cuts each read of a site that never answers to what is left of wait-seconds, and says so', async () => {
    const clock = new FakeClock();
    const { client } = purger();
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const errors: Array<string | undefined> = [];
    const outcome = await verifySwitch(
      client,
      {
        pullZoneId: 1,
        target: { kind: 'production' },
        waitSeconds: 2,
        pollIntervalSeconds: 1,
        timeoutMs: 5_000,
        http: StepConnections.direct(),
        homePage: false,
      },
      {
        url,
        deployId: 'v2',
        clock,
        onPoll: (poll) => errors.push(poll.value?.error),
        onStage: () => undefined,
        onWarning: () => undefined,
      },
    );
    server.closeAllConnections();
    expect(outcome.shown).toBe(false);
    expect(errors).toEqual([
      'no answer within 2 s (what was left of the wait)',
      'no answer within 1 s (one poll interval, at the end of the wait)',
      'no answer within 1 s (one poll interval, at the end of the wait)',
    ]);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  // The route is the step's: a proxy that cannot be reached is what a failed read names, not the site.
  it("names the proxy when the site's reads go through one that cannot be reached", async () => {
    const clock = new FakeClock();
    const { client } = purger();
    const errors: Array<string | undefined> = [];
    const outcome = await verifySwitch(
      client,
      {
        pullZoneId: 1,
        target: { kind: 'production' },
        waitSeconds: 1,
        pollIntervalSeconds: 1,
        timeoutMs: 5_000,
        http: new StepConnections({ HTTP_PROXY: 'http://127.0.0.1:9' }, () => undefined),
        homePage: false,
      },
      {
        url: 'http://site.example/',
        deployId: 'v2',
        clock,
        onPoll: (poll) => errors.push(poll.value?.error),
        onStage: () => undefined,
        onWarning: () => undefined,
      },
    );
    expect(outcome.shown).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors)
      expect(error).toBe('could not connect to site.example through the proxy http://127.0.0.1:9 (from HTTP_PROXY) (ECONNREFUSED)');
  });
});
