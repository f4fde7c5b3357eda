import { describe, expect, it } from 'vitest';
import { readActionMetadata, readOperationOutputs } from '../../scripts/action-reference.ts';
import { OPERATION_NAMES } from '../../src/operations/registry.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { OPERATION_ROWS, inputsOf } from '../support/operation-table.ts';

const documented = readOperationOutputs();
const COMMON = ['result', 'status', 'error-key', 'error-message', 'summary-markdown'];
const emulator = useEmulator();

describe('docs/operations.yml', () => {
  it('documents every operation of the registry, and only those', () => {
    expect(Object.keys(documented).sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it('names only outputs action.yml declares', () => {
    const declared = Object.keys(readActionMetadata().outputs);
    for (const [operation, { outputs }] of Object.entries(documented)) {
      for (const output of Object.keys(outputs)) expect(declared, `${operation}: ${output}`).toContain(output);
    }
  });

  // The documentation follows the code: a run that sets an output the page does not name fails.
  it.each(OPERATION_ROWS.map((row) => [row.operation, row] as const))('%s sets only the outputs it documents', async (operation, row) => {
    row.arrange?.(emulator());
    const run = await runAgainst(emulator(), inputsOf(row), row.files ? { files: row.files } : {});
    const allowed = [...COMMON, ...Object.keys(documented[operation]?.outputs ?? {})];
    expect(Object.keys(run.outputs).filter((name) => !allowed.includes(name))).toEqual([]);
  });
});
