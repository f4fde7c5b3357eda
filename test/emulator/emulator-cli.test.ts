import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../../emulator/server.ts';
import { startEmulatorCli } from '../support/emulator-cli.ts';
import { NODE, REPO_ROOT } from '../support/run-action.ts';

const exec = promisify(execFile);

/** `npm run emulator -- ARGS` that ends by itself: its exit code and what it printed. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const result = await exec(NODE, ['emulator/cli.ts', ...args], { cwd: REPO_ROOT }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: 'code' in result ? result.code : 0, stdout: result.stdout, stderr: result.stderr };
}

/** One line, and nothing of a Node stack trace. */
function expectOneLine(stderr: string): void {
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr).not.toContain('node:internal');
}

describe('npm run emulator as a tool', () => {
  it('--help lists the options and exits 0', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stderr).toBe('');
    expect(help.stdout).toMatch(/^usage: npm run emulator -- \[options\]/);
    for (const option of [
      '--port',
      '--host',
      '--key',
      '--latency',
      '--rate-limit',
      '--dns',
      '--wildcard-rules',
      '--query-strings',
      '--edge-propagation',
      '--replication-lag',
      '--help',
    ])
      expect(help.stdout).toContain(option);
  });

  it('an unknown option, a stray argument or a bad value: one line naming it, exit 2', async () => {
    const unknown = await cli(['--prot', '8080']);
    expect(unknown.code).toBe(2);
    expectOneLine(unknown.stderr);
    expect(unknown.stderr).toContain("emulator: Unknown option '--prot'; npm run emulator -- --help lists the options");

    const stray = await cli(['8080']);
    expect(stray.code).toBe(2);
    expectOneLine(stray.stderr);
    expect(stray.stderr).toContain("'8080'");

    const value = await cli(['--port', 'eighty']);
    expect(value.code).toBe(2);
    expectOneLine(value.stderr);
    expect(value.stderr).toContain("--port must be a non-negative integer, got 'eighty'");

    const reading = await cli(['--wildcard-rules', 'exact']);
    expect(reading.code).toBe(2);
    expectOneLine(reading.stderr);
    expect(reading.stderr).toContain("--wildcard-rules must be wildcard or requested, got 'exact'");

    const queries = await cli(['--query-strings', 'keep']);
    expect(queries.code).toBe(2);
    expectOneLine(queries.stderr);
    expect(queries.stderr).toContain("--query-strings must be ignore or vary, got 'keep'");

    const delays = await cli(['--edge-propagation', '0,soon']);
    expect(delays.code).toBe(2);
    expectOneLine(delays.stderr);
    expect(delays.stderr).toContain("--edge-propagation must be a non-negative integer, got 'soon'");

    const lag = await cli(['--replication-lag', '2s']);
    expect(lag.code).toBe(2);
    expectOneLine(lag.stderr);
    expect(lag.stderr).toContain("--replication-lag must be a non-negative integer, got '2s'");
  });

  it('a port in use: one line offering a free port, exit 1', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const busy = await cli(['--port', String(port)]);
      expect(busy.code).toBe(1);
      expectOneLine(busy.stderr);
      const offered = new RegExp(`^emulator: port ${port} on 127\\.0\\.0\\.1 is in use; try --port (\\d+), free now$`).exec(
        busy.stderr.trim(),
      );
      expect(offered, busy.stderr).not.toBeNull();
      expect(Number(offered?.[1])).not.toBe(port);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('prints every address a step needs, each answering, and the npm run local lines that use them', async () => {
    const running = await startEmulatorCli();
    try {
      const api = running.printed('emulator listening on ');
      expect((await fetch(`${api}/search?search=x`, { headers: { AccessKey: DEFAULT_API_KEY } })).status).toBe(200);

      // Every storage region's host, as storage-hostname takes it (a bare host).
      const storage = running.lines.find((line) => line.startsWith('storage hosts'));
      expect(storage?.match(/\b127\.0\.0\.1:\d+/g)).toHaveLength(9);
      expect(running.lines.some((line) => line.startsWith('edge proxy: http://127.0.0.1:'))).toBe(true);
      expect(readFileSync(running.printed('edge CA: '), 'utf8')).toContain('BEGIN CERTIFICATE');

      // The GitHub stand-in, with a token that may comment on its open pull requests.
      const github = running.printed('GitHub stand-in: ');
      const token = running.printed('GitHub token that writes comments and Deployments: ');
      const comments = await fetch(`${github}/repos/octo-org/octo-repo/issues/1/comments`, {
        headers: { authorization: `token ${token}` },
      });
      expect(comments.status).toBe(200);
      const event = JSON.parse(readFileSync(running.printed('event files (--event): pull_request '), 'utf8')) as {
        pull_request: { number: number };
      };
      expect(event.pull_request.number).toBe(1);

      // The lines to copy use what it printed, and npm's --silent, which echoes no value.
      const githubSide = running.lines.find((line) => line.startsWith('the GitHub side: '));
      expect(githubSide).toContain(`GITHUB_API_URL=${github} `);
      expect(githubSide).toContain(`GITHUB_TOKEN=${token} `);
      expect(githubSide).toContain(`npm run --silent local -- --event `);
      expect(githubSide).toContain(`api-url=${api} `);
      const sync = running.lines.find((line) => line.startsWith('the storage sync, password only: '));
      expect(sync).toContain(`storage-hostname=${storage?.match(/DE (\S+),/)?.[1]} `);
    } finally {
      expect(await running.stop()).toBe(0);
    }
  });
});
