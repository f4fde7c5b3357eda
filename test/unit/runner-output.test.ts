import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RunnerOutput } from '../../src/runner/runner-output.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import { parseOutputFile, runAction } from '../support/run-action.ts';

function capture(): { sink: { write: (text: string) => void }; text: () => string } {
  let text = '';
  return { sink: { write: (chunk: string) => void (text += chunk) }, text: () => text };
}

describe('RunnerOutput, the runner protocol written to the sink it is given', () => {
  it('writes workflow commands the runner reads back as they were meant, escapes included', () => {
    const { sink, text } = capture();
    const out = new RunnerOutput({}, sink);
    out.annotate('error', 'two\nlines, 100% sure', { title: 'a: b, c' });
    out.debug('debug %');
    out.startGroup('Group');
    out.endGroup();
    out.secrets.add('hunter2-secret-value');
    const view = readAsRunner(text());
    expect(view.commands.map(({ command, properties, data }) => ({ command, properties, data }))).toEqual([
      { command: 'error', properties: 'title=a%3A b%2C c', data: 'two\nlines, 100% sure' },
      { command: 'debug', properties: '', data: 'debug %' },
      { command: 'group', properties: '', data: 'Group' },
      { command: 'endgroup', properties: '', data: '' },
      { command: 'add-mask', properties: '', data: 'hunter2-secret-value' },
    ]);
  });

  it('sets outputs in the GITHUB_OUTPUT file it was given, or with the old command without one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'runner-output-'));
    const file = join(dir, 'output');
    await writeFile(file, '');
    const { sink, text } = capture();
    new RunnerOutput({ GITHUB_OUTPUT: file }, sink).setOutput('result', 'line one\nline two');
    expect(parseOutputFile(await readFile(file, 'utf8'))).toEqual({ result: 'line one\nline two' });
    expect(text()).toBe('');

    const legacy = capture();
    new RunnerOutput({}, legacy.sink).setOutput('result', 'x');
    expect(readAsRunner(legacy.text()).commands.map((c) => [c.command, c.properties, c.data])).toEqual([
      ['set-output', 'name=result', 'x'],
    ]);
  });

  it('reads debug mode from the environment it was given', () => {
    expect(new RunnerOutput({ RUNNER_DEBUG: '1' }, capture().sink).isDebug).toBe(true);
    expect(new RunnerOutput({}, capture().sink).isDebug).toBe(false);
  });

  it('lets run() take its environment and output as given, leaving the process alone', async () => {
    const write = process.stdout.write;
    const [first, second] = await Promise.all([
      runAction({ operation: 'search', query: 'one', 'dry-run': 'true' }),
      runAction({ operation: 'search', query: 'two', 'dry-run': 'true' }),
    ]);
    expect(first.outputs['result']).toContain('one');
    expect(second.outputs['result']).toContain('two');
    expect(first.stdout).not.toContain('two');
    expect(types.isProxy(process.env)).toBe(false);
    expect(process.stdout.write).toBe(write);
    expect(process.env['INPUT_QUERY']).toBeUndefined();
  });
});
