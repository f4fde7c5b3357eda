import { describe, expect, it } from 'vitest';
import { SEED } from '../../emulator/server.ts';
import { seedRecords } from '../support/dns-zone.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import type { ActionRun } from '../support/run-action.ts';

/*
 * Issue 29: an operation that reads before it writes decides once (inspect, then show, then
 * apply), so its dry run with a key shows exactly what the run then does. Each case runs the
 * dry run, then the run against the same platform, and compares the plan with the requests sent.
 */
const emulator = useEmulator();
const json = (run: ActionRun, output: string): unknown => JSON.parse(run.outputs[output] ?? 'null');
const writesSent = () =>
  emulator()
    .requests.filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, ...(body === undefined ? {} : { body }) }));

/** The dry run, then the run with the same inputs; the dry run sent no write. */
async function dryRunThenRun(inputs: Record<string, string>, options: { env?: Record<string, string>; secrets?: string[] } = {}) {
  const dry = await runAgainst(emulator(), { ...inputs, 'dry-run': 'true' }, options);
  expect(dry.exitCode, dry.stdout).toBe(0);
  expect(writesSent()).toEqual([]);
  const run = await runAgainst(emulator(), inputs, options);
  expect(run.exitCode, run.stdout).toBe(0);
  return { dry, run };
}

describe('the dry run shows what the run then does', () => {
  for (const [what, value, ifExists] of [
    ['replaces a record in place', '192.0.2.9', 'replace'],
    ['adds a record', '192.0.2.10', 'skip'],
  ] as const) {
    it(`add-dns-record: ${what}, sending the very request the dry run showed`, async () => {
      seedRecords(emulator(), SEED.emptyDnsZoneId, 40_000, [{ Type: 0, Name: 'preview', Value: '192.0.2.1', Ttl: 120, Comment: 'kept' }]);
      const { dry, run } = await dryRunThenRun({
        operation: 'add-dns-record',
        'zone-id': String(SEED.emptyDnsZoneId),
        'record-type': 'A',
        'record-name': ifExists === 'replace' ? 'preview' : 'other',
        'record-value': value,
        'if-exists': ifExists,
      });
      const planned = (json(dry, 'result') as { requests: unknown[] }).requests;
      expect(planned).toHaveLength(1);
      expect(writesSent()).toEqual(planned);
      if (ifExists === 'replace') expect(run.outputs['record-id']).toBe(dry.outputs['record-id']);
    });
  }

  it('delete-dns-record: deletes exactly the records the dry run listed', async () => {
    seedRecords(emulator(), SEED.emptyDnsZoneId, 40_000, [
      { Type: 3, Name: 'pr-7', Value: 'a' },
      { Type: 3, Name: 'pr-7', Value: 'b' },
      { Type: 3, Name: 'pr-8', Value: 'a' },
    ]);
    const { dry, run } = await dryRunThenRun({
      operation: 'delete-dns-record',
      'zone-id': String(SEED.emptyDnsZoneId),
      'record-type': 'TXT',
      'record-name': 'pr-7',
      'allow-multiple': 'true',
    });
    expect(json(dry, 'deleted-ids')).toEqual([40_000, 40_001]);
    expect(run.outputs['deleted-ids']).toBe(dry.outputs['deleted-ids']);
    expect(writesSent().map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /dnszone/${SEED.emptyDnsZoneId}/records/40000`,
      `DELETE /dnszone/${SEED.emptyDnsZoneId}/records/40001`,
    ]);
  });

  it('upsert-secret with prune: creates, updates and deletes by id what the dry run named', async () => {
    const script = SEED.scriptWithRelease;
    emulator().state.addSecrets(script, ['OLD_A', 'LEGACY_X']);
    const env = { API_TOKEN: 'plan-value-one-7d2a', NEW_ONE: 'plan-value-two-7d2a', DATABASE_URL: 'plan-value-three-7d2a' };
    const { dry, run } = await dryRunThenRun(
      {
        operation: 'upsert-secret',
        'script-id': String(script),
        secrets: 'API_TOKEN\nNEW_ONE\nDATABASE_URL',
        prune: 'true',
        keep: 'LEGACY_*',
      },
      { env, secrets: Object.values(env) },
    );
    const plan = json(dry, 'result') as {
      create: string[];
      update: string[];
      delete: string[];
      secrets: Array<{ Name: string; Id: number }>;
    };
    expect(json(run, 'created-names')).toEqual(plan.create);
    expect(json(run, 'updated-names')).toEqual(plan.update);
    expect(json(run, 'deleted-names')).toEqual(plan.delete);
    const ids = plan.delete.map((name) => plan.secrets.find((secret) => secret.Name === name)?.Id);
    expect(plan.delete).toEqual(['OLD_A']);
    expect(
      writesSent()
        .filter((request) => request.method === 'DELETE')
        .map((request) => request.path),
    ).toEqual(ids.map((id) => `/compute/script/${script}/secrets/${id}`));
    expect(
      writesSent()
        .filter((request) => request.method === 'PUT')
        .map((request) => (request.body as { Name: string }).Name)
        .sort(),
    ).toEqual([...plan.create, ...plan.update].sort());
  });
});
