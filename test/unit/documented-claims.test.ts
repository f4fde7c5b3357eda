import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../../emulator/server.ts';
import { REPO_ROOT } from '../support/run-action.ts';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

// Claims of the documentation that a reader acts on, each checked against what is true.
describe('documented claims', () => {
  it("emulator/README.md gives the emulator's default key, the one it accepts without --key", () => {
    expect(read('emulator/README.md')).toContain(`default key \`${DEFAULT_API_KEY}\``);
    expect(read('README.md')).toContain(`BUNNY_API_KEY=${DEFAULT_API_KEY}`);
  });

  it('keeps the README under 350 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(350);
  });
});
