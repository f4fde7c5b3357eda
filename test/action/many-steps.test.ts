import { describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { runAgainst } from '../support/e2e.ts';
import { FastClock } from '../support/fake-clock.ts';
import type { ActionRun } from '../support/run-action.ts';

/*
 * Issue 30 item 10: the eight steps of a matrix, against one account at the same time. The
 * account's limits are shared (the purge buckets, the rate limit), each step knows only its
 * own requests: every step finishes, none fails on a 429, and the platform's limits hold.
 * The steps and the emulator share one clock that runs ten times faster than the wall clock:
 * the steps' waits overlap as on runners, and a minute of the account's time passes in three seconds.
 */
const FACTOR = 20;
const STEPS = 8;

async function withAccount(options: { rateLimitPerSecond?: number }, body: (emulator: Emulator, clock: FastClock) => Promise<void>) {
  const clock = new FastClock(FACTOR);
  const emulator = await startEmulator({ clock, ...options });
  try {
    await body(emulator, clock);
  } finally {
    await emulator.close();
  }
}

const steps = (make: (index: number) => Promise<ActionRun>) => Promise.all(Array.from({ length: STEPS }, (_, index) => make(index)));

describe('many steps at once against one account', () => {
  it('eight steps purging 40 exact URLs and 6 prefixes each (beyond twice the account bursts) all finish, none failing on a 429', () =>
    withAccount({}, async (emulator, clock) => {
      const runs = await steps((step) =>
        runAgainst(
          emulator,
          {
            operation: 'purge-cache',
            urls: [
              ...Array.from({ length: 40 }, (_, i) => `https://cdn.example.com/step-${step}/file-${i}.js`),
              ...Array.from({ length: 6 }, (_, i) => `https://cdn.example.com/step-${step}/dir-${i}/`),
            ].join('\n'),
          },
          { clock, killAfterMs: 50_000 },
        ),
      );
      for (const run of runs) {
        expect(run.exitCode, run.outputs['error-message']).toBe(0);
        expect(run.outputs['purged']).toBe('46');
      }
      const purges = emulator.state.purges;
      expect(purges.filter((p) => p.kind === 'url' && !p.prefix)).toHaveLength(STEPS * 40);
      expect(purges.filter((p) => p.kind === 'url' && p.prefix)).toHaveLength(STEPS * 6);
      // Each purge was carried out once: a 429 is no purge, and nothing was purged twice.
      expect(new Set(purges.map((p) => (p.kind === 'url' ? p.url : ''))).size).toBe(STEPS * 46);
    }));

  it('eight steps rotating ten secrets each all finish under a rate limit of 2 requests a second, which they keep', () =>
    withAccount({ rateLimitPerSecond: 2 }, async (emulator, clock) => {
      for (let step = 0; step < STEPS; step++) emulator.state.addScript(9100 + step, `matrix-${step}`);
      const names = Array.from({ length: 10 }, (_, i) => `ROTATED_${i}`);
      const value = (step: number, name: string) => `Rv${step}q${name.length}${name.slice(-1)}-Wx4zK9-5b8e1c`;
      const runs = await steps((step) => {
        const env = Object.fromEntries(names.map((name) => [name, value(step, name)]));
        return runAgainst(
          emulator,
          { operation: 'upsert-secret', 'script-id': String(9100 + step), secrets: names.join('\n'), concurrency: '8' },
          { clock, env, secrets: Object.values(env), killAfterMs: 50_000 },
        );
      });
      for (const run of runs) {
        expect(run.exitCode, run.outputs['error-message']).toBe(0);
        expect(JSON.parse(run.outputs['created-names'] ?? '[]')).toEqual(names);
      }
      for (let step = 0; step < STEPS; step++) {
        for (const name of names) expect(emulator.state.secret(9100 + step, name)?.Value).toBe(value(step, name));
      }
      // The limit was kept: no more requests were accepted than 2 a second over the run. (Whether
      // the steps met it with 429s depends on the machine's load: the clock runs 20 times faster.)
      const accepted = emulator.requests.filter((request) => request.status !== 429).map((request) => clock.at(request.time));
      const seconds = (Math.max(...accepted) - Math.min(...accepted)) / 1000;
      // A write each, and each step's two reads before its writes: the variables (a secret may not take a variable's name) and the secret list.
      const methods = emulator.requests.filter((request) => request.status !== 429).map((request) => request.method);
      expect(methods.filter((method) => method === 'PUT')).toHaveLength(STEPS * names.length);
      expect(methods.filter((method) => method === 'GET')).toHaveLength(2 * STEPS);
      expect(accepted).toHaveLength(STEPS * (names.length + 2));
      expect(accepted.length).toBeLessThanOrEqual(2 * Math.ceil(seconds) + 2);
    }));
});
