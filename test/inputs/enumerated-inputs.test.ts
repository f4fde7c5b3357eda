import { describe, expect, it } from 'vitest';
import { SEED, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import { ENUMERATED_INPUTS } from '../../scripts/action-steps.ts';
import { OPERATION_INPUTS } from '../../src/inputs/action-interface.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { OPERATION_ROWS } from '../support/operation-table.ts';

/**
 * The workflow linter's lists of allowed values (scripts/action-steps.ts) are the action's own:
 * a dry run of an operation that reads the input takes every listed value, and refuses a value
 * outside the list naming the input. A value the action starts to accept, or stops accepting,
 * fails here until the list follows.
 */
const emulator = useEmulator();

/** storage-region is read only without storage-zone-id: the zone by name and password, no key. */
const PASSWORD_ONLY = {
  'storage-zone-id': '',
  'storage-zone-name': SEED.storageZoneName,
  'storage-password': SEED_STORAGE_PASSWORDS.site,
  'api-key': '',
};
/**
 * A region names bunny.net's own host, which a dry run lists: through a proxy that refuses at
 * once (a closed port on loopback), so that no test reaches the internet, and on a clock of its
 * own, so that the refused attempts' backoff is not waited out.
 */
const NO_INTERNET = { env: { HTTPS_PROXY: 'http://127.0.0.1:9' }, clock: new FakeClock() };

/** The row of the first operation that reads `input`, with the inputs that make its step valid. */
function rowReading(input: string) {
  const row = OPERATION_ROWS.find((candidate) =>
    (OPERATION_INPUTS[candidate.operation as keyof typeof OPERATION_INPUTS] as readonly string[]).includes(input),
  );
  if (!row) throw new Error(`no operation reads ${input}`);
  return row;
}

/** The input's problem in a dry run given `value`, if the step had one. */
async function problemWith(input: string, value: string): Promise<string | undefined> {
  const row = rowReading(input);
  const inputs = {
    operation: row.operation,
    ...row.inputs,
    ...(input === 'storage-region' ? PASSWORD_ONLY : {}),
    [input]: value,
    'dry-run': 'true',
  };
  const outside = input === 'storage-region' ? NO_INTERNET : {};
  const run = await runAgainst(emulator(), inputs, { ...(row.files ? { files: row.files } : {}), secrets: row.secrets, ...outside });
  const message = run.outputs['error-message'] ?? '';
  return message.includes(`Input '${input}'`) ? message : undefined;
}

describe("the workflow linter's allowed values are the action's", () => {
  it.each(Object.keys(ENUMERATED_INPUTS))('%s: every listed value is taken, another refused', async (input) => {
    const { values } = ENUMERATED_INPUTS[input]!;
    for (const value of values) expect(await problemWith(input, value), `${input}: ${value}`).toBeUndefined();
    expect(await problemWith(input, 'not-a-listed-value')).toBeDefined();
  });
});
