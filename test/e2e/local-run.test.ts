import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseLocalInputs } from '../../scripts/local-run.ts';
import { NODE, REPO_ROOT } from '../support/run-action.ts';

const run = promisify(execFile);

describe('npm run local', () => {
  it('reads input=value arguments, hyphenated names included', () => {
    expect(parseLocalInputs(['operation=add-dns-record', 'record-name=pr-1', 'record-value=a=b'])).toEqual({
      operation: 'add-dns-record',
      'record-name': 'pr-1',
      'record-value': 'a=b',
    });
    expect(() => parseLocalInputs(['query=x'])).toThrow('operation= is required');
    expect(() => parseLocalInputs(['operation'])).toThrow("'operation' is not input=value");
  });

  it('runs a step of the built action against the emulator it starts, and shows its outputs', async () => {
    const { stdout } = await run(NODE, ['scripts/local-run.ts', 'operation=search', 'query=preview', 'result-type=cdn'], {
      cwd: REPO_ROOT,
    });
    expect(stdout).toContain('Started the bundled emulator');
    expect(stdout).toMatch(/first-id: 3001/);
  });
});
