import { describe, expect, it } from 'vitest';
import type { PullZone } from '../../../src/api/models/pull-zone.ts';
import type { PlatformClient } from '../../../src/api/platform-client.ts';
import type { StepConnections } from '../../../src/http/step-connections.ts';
import type { StepReport } from '../../../src/operations/operation.ts';
import { SiteSwitch } from '../../../src/operations/shared/site-switch-step.ts';
import { blockRule, productionHostnames, productionRule } from '../../../src/platform/pull-zones/site-rules.ts';
import type { StorageClient } from '../../../src/platform/storage/storage-client.ts';
import type { ActionLog } from '../../../src/runner/action-log.ts';
import { JobSummary } from '../../../src/runner/job-summary.ts';
import { FakeClock } from '../../support/fake-clock.ts';

const storage = { id: 5001, name: 'site-zone' };
const SECRET = 'hunter2-storage-password-of-the-site';

/** A site whose production serves v1 already, with every rule as the step writes it: nothing to write. */
const bare: PullZone = {
  Id: 3004,
  EnableHostnameVary: true,
  Hostnames: [
    { Value: 'site-cdn.b-cdn.net', IsSystemHostname: true },
    { Value: 'www.site.example', IsSystemHostname: false, HasCertificate: true },
  ],
};
const zone: PullZone = {
  ...bare,
  EdgeRules: [productionRule(storage, 'v1', productionHostnames(bare)), blockRule()].map((rule, i) => ({ ...rule, Guid: `guid-${i}` })),
};

/** The site's address: the header poll sees v1; any other read of a page fails with `error`. */
function site(error: string): StepConnections {
  const dispatcher = {
    request: async (options: { headers?: Record<string, string> }) => {
      if (options.headers?.['cache-control'] !== 'no-cache') throw new Error(error);
      return { statusCode: 200, headers: { 'x-bunny-deploy': 'v1' }, body: { on: () => undefined, destroy: () => undefined } };
    },
    close: async () => undefined,
  };
  return { routeFor: () => undefined, open: () => ({ dispatcher, close: async () => undefined }) } as unknown as StepConnections;
}

function reportOf(lines: string[]): StepReport {
  const log = {
    info: (line: string) => lines.push(line),
    warning: (line: string) => lines.push(`warning: ${line}`),
    debug: () => undefined,
    redact: (text: string) => text.replaceAll(SECRET, '***'),
    group: async <T>(name: string, body: () => Promise<T>) => {
      lines.push(`group: ${name}`);
      return body();
    },
  } as unknown as ActionLog;
  return {
    log,
    summary: new JobSummary(),
    clock: new FakeClock(),
    setOutput: () => undefined,
    putNothingLive: () => undefined,
    onCancel: () => undefined,
  };
}

describe('SiteSwitch', () => {
  it("scrubs the site's error text of the step's secrets before it cuts it", async () => {
    const lines: string[] = [];
    const client = { send: async () => ({ body: zone }) } as unknown as PlatformClient;
    // The secret straddles the 200th character: cut first, the half left would not be found.
    const said = `${'x'.repeat(190)} ${SECRET} and more`;
    const step = await SiteSwitch.inspect(
      client,
      reportOf(lines),
      {
        pullZoneId: 3004,
        target: { kind: 'production' },
        deployId: 'v1',
        waitSeconds: 10,
        pollIntervalSeconds: 1,
        timeoutMs: 1000,
        probe: undefined,
        rollbackOnFailure: false,
        noRollback: 'rollback-on-failure is false',
        rollbackOnProbeError: true,
        htmlCacheControl: undefined,
        homePage: true,
        http: site(said),
      },
      storage,
      // The zone has no HTML rule: no deploy's folder is listed.
      {} as unknown as StorageClient,
    );
    expect(step.decision.alreadyLive).toBe(true);
    expect(await step.apply({ promoted: false })).toBe(false);
    const failed = lines.find((line) => line.startsWith('Could not read the Cache-Control of https://www.site.example/'));
    expect(failed).toContain(`${'x'.repeat(190)} *** and m…`);
    expect(lines.join('\n')).not.toContain(SECRET.slice(0, 8));
    expect(lines.filter((line) => line.startsWith('group: '))).toEqual([
      'group: Switch production of pull zone 3004 to deploy v1',
      'group: Verify deploy v1 on https://www.site.example/',
    ]);
  });
});
