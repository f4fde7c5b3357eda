import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RunnerOutput } from '../../src/runner/runner-output.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import { RecordingRunner } from '../support/recording-runner.ts';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseOutputFile, runAction } from '../support/run-action.ts';
import { StepOutputs } from '../../src/step-outputs.ts';
import { systemClock } from '../../src/http/clock.ts';

describe('RunnerOutput, the one place text leaves for the runner', () => {
  it('masks a secret with the runner first, then hands the runner nothing of it, in any form', async () => {
    const runner = new RecordingRunner({});
    const out = new RunnerOutput({}, runner);
    out.secrets.add('hunter2-secret-value');
    out.info('key hunter2-secret-value');
    out.error('said "hunter2-secret-value"', { title: 'hunter2-secret-value' });
    out.debug('hunter2-secret-value');
    await out.group('hunter2-secret-value', () => Promise.resolve());
    expect(out.setOutput('result', '{"k":"hunter2-secret-value"}')).toBe('{"k":"***"}');
    await out.appendSummary('<p>hunter2-secret-value</p>');
    expect(runner.masks).toEqual(['hunter2-secret-value']);
    const view = readAsRunner(runner.stdout);
    expect(view.commands[0]).toMatchObject({ command: 'add-mask', data: 'hunter2-secret-value' });
    expect(runner.stdout.split('add-mask::hunter2-secret-value').slice(1).join('')).not.toContain('hunter2');
  });

  it("scrubs a JSON output string by string, so it stays JSON, and leaves the action's own booleans and numbers whole", () => {
    const runner = new RecordingRunner({});
    const out = new RunnerOutput({}, runner);
    out.secrets.add('true');
    out.secrets.add('s3cr3t-value');
    const document = JSON.stringify({ Created: true, Note: 'it is true: s3cr3t-value', 's3cr3t-value': 1 });
    const written = out.setOutput('result', document, 'json');
    expect(JSON.parse(written)).toEqual({ Created: true, Note: 'it is ***: ***', '***': 1 });
    expect(out.setOutput('created', 'true', 'own')).toBe('true');
    // Text is scrubbed whole, as before.
    expect(out.setOutput('error-message', 'it is true')).toBe('it is ***');
  });

  it('keeps every line in a group of its phase, though the runner cannot nest groups', async () => {
    const runner = new RecordingRunner({});
    const log = new RunnerOutput({}, runner);
    await log.group('Call the API', async () => {
      log.info('before');
      await log.group('Switch', async () => log.info('switching'));
      log.info('after');
    });
    const shown = readAsRunner(runner.stdout).commands.map((c) => `${c.command}:${c.data}`);
    expect(shown.filter((c) => /^(end)?group/.test(c))).toEqual([
      'group:Call the API',
      'endgroup:',
      'group:Switch',
      'endgroup:',
      'group:Call the API (continued)',
      'endgroup:',
    ]);
    expect(runner.stdout.indexOf('after')).toBeGreaterThan(runner.stdout.indexOf('Call the API (continued)'));
  });

  it('prints a line that holds workflow command syntax inert, never as a command', () => {
    const runner = new RecordingRunner({});
    new RunnerOutput({}, runner).info('answer: \n::set-output name=x::y');
    expect(readAsRunner(runner.stdout).commands.map((command) => command.command)).not.toContain('set-output');
  });

  it('sets a multi-line output the workflow reads back whole', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'runner-output-')), 'output');
    await writeFile(file, '');
    new RunnerOutput({}, new RecordingRunner({ GITHUB_OUTPUT: file })).setOutput('result', 'line one\nline two');
    expect(parseOutputFile(await readFile(file, 'utf8'))).toEqual({ result: 'line one\nline two' });
  });

  it('reads debug mode from the environment it was given', () => {
    expect(new RunnerOutput({ RUNNER_DEBUG: '1' }, new RecordingRunner({})).isDebug).toBe(true);
    expect(new RunnerOutput({}, new RecordingRunner({})).isDebug).toBe(false);
  });

  it('lets run() take its environment and runner as given, leaving the process alone', async () => {
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

  it('fails a step cleanly, saying why, when the runner refuses its outputs', async () => {
    const missing = join(await mkdtemp(join(tmpdir(), 'bunny-output-')), 'no-such-dir', 'github_output');
    const run = await runAction({ operation: 'search', query: 'one', 'dry-run': 'true' }, { env: { GITHUB_OUTPUT: missing } });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('');
    const errors = readAsRunner(run.stdout).commands.filter((command) => command.command === 'error');
    expect(errors.map((error) => error.data)).toEqual([expect.stringContaining("Could not set the step's outputs (GITHUB_OUTPUT)")]);
  });

  it('scrubs a secret holding & and " from the job summary and summary-markdown, where each cell is HTML-escaped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'runner-summary-'));
    const env = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
    await writeFile(env.GITHUB_OUTPUT, '');
    await writeFile(env.GITHUB_STEP_SUMMARY, '');
    const out = new RunnerOutput(env, new RecordingRunner(env));
    out.secrets.add('tok&en"with-html-chars');
    const outputs = new StepOutputs(out, systemClock);
    outputs.report.summary.facts([['Echoed', 'said tok&en"with-html-chars']]);
    await outputs.write();
    const summary = await readFile(env.GITHUB_STEP_SUMMARY, 'utf8');
    expect(summary).toContain('<td>said ***</td>');
    expect(summary).not.toContain('with-html-chars');
    expect(parseOutputFile(await readFile(env.GITHUB_OUTPUT, 'utf8'))['summary-markdown']).toBe(summary);
  });

  it("keeps the abandoned operation's log quiet once the step has ended on a cancel: its later lines would contradict the verdict", async () => {
    const runner = new RecordingRunner({});
    const outputs = new StepOutputs(new RunnerOutput({}, runner), systemClock);
    const { log } = outputs.report;
    log.info('written: NEW_A');
    outputs.cancelled();
    log.info('A write or delete failed: putting back what went through');
    log.warning('The variables could not be read back');
    log.error('failed');
    log.notice('noticed');
    log.debug('debugged');
    log.untrusted('echoed');
    expect(await log.group('Rollback', () => Promise.resolve('ran'))).toBe('ran');
    expect(runner.stdout).toContain('written: NEW_A');
    for (const later of ['putting back', 'read back', 'failed', 'noticed', 'debugged', 'echoed', 'Rollback'])
      expect(runner.stdout).not.toContain(later);
  });
});
