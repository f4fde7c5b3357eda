import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Runner, escapeData, escapeProperty, formatCommand } from '../../src/runner/runner-protocol.ts';
import { parseOutputFile } from '../support/run-action.ts';

const awkward = ['plain', '100% sure', 'a\nb\r\nc', '::error::x', 'title: a, b', '%0A', ''];

/** What @actions/core writes to stdout for `call`. */
function coreStdout(call: () => void): string {
  let text = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  try {
    call();
  } finally {
    spy.mockRestore();
  }
  return text;
}

function ours(call: (runner: Runner) => void, env: NodeJS.ProcessEnv = {}): string {
  let text = '';
  call(new Runner(env, (chunk) => (text += chunk)));
  return text;
}

afterEach(() => {
  delete process.env['GITHUB_OUTPUT'];
  vi.restoreAllMocks();
});

describe('runner protocol, checked against @actions/core', () => {
  it.each(awkward)('encodes annotations of %j as @actions/core does', (text) => {
    expect(ours((r) => r.annotate('error', text, { title: text }))).toBe(coreStdout(() => core.error(text, { title: text })));
    expect(ours((r) => r.annotate('warning', text))).toBe(coreStdout(() => core.warning(text)));
    expect(ours((r) => r.annotate('notice', text, { title: 't' }))).toBe(coreStdout(() => core.notice(text, { title: 't' })));
  });

  it.each(awkward.filter(Boolean))('masks %j as @actions/core does', (text) => {
    expect(ours((r) => r.mask(text))).toBe(coreStdout(() => core.setSecret(text)));
  });

  it('writes debug lines, groups and info as @actions/core does', () => {
    expect(ours((r) => r.debug('a\nb'))).toBe(coreStdout(() => core.debug('a\nb')));
    expect(ours((r) => r.startGroup('G: 1'))).toBe(coreStdout(() => core.startGroup('G: 1')));
    expect(ours((r) => r.endGroup())).toBe(coreStdout(() => core.endGroup()));
    expect(ours((r) => r.info('::x::'))).toBe(coreStdout(() => core.info('::x::')));
  });

  it('writes outputs to GITHUB_OUTPUT that read back as @actions/core writes them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'protocol-'));
    const mine = join(dir, 'mine');
    const theirs = join(dir, 'theirs');
    writeFileSync(mine, '');
    writeFileSync(theirs, '');
    for (const [i, value] of awkward.entries()) {
      new Runner({ GITHUB_OUTPUT: mine }).setOutput(`o${i}`, value);
      process.env['GITHUB_OUTPUT'] = theirs;
      core.setOutput(`o${i}`, value);
    }
    expect(parseOutputFile(readFileSync(mine, 'utf8'))).toEqual(parseOutputFile(readFileSync(theirs, 'utf8')));
  });

  it('knows debug mode from RUNNER_DEBUG', () => {
    expect(new Runner({ RUNNER_DEBUG: '1' }).isDebug).toBe(true);
    expect(new Runner({}).isDebug).toBe(false);
  });

  it('escapes data and properties', () => {
    expect(escapeData('%\r\n:,')).toBe('%25%0D%0A:,');
    expect(escapeProperty('%\r\n:,')).toBe('%25%0D%0A%3A%2C');
    expect(formatCommand('error', { title: 'a:b', file: undefined }, 'm')).toBe('::error title=a%3Ab::m');
  });
});
