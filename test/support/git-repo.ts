import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Real git repositories for the tests of plan-deploys: made with git itself, in the test run's
 * temporary folder, with a user set in the repository only (no global configuration is written).
 */

/** Runs git in `cwd` with an argument array, as the action does; returns its trimmed output. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

export class TestRepo {
  readonly dir: string;

  constructor(dir = mkdtempSync(join(tmpdir(), 'plan-repo-'))) {
    this.dir = dir;
  }

  static init(): TestRepo {
    const repo = new TestRepo();
    git(repo.dir, 'init', '--quiet', '--initial-branch=main');
    git(repo.dir, 'config', 'user.name', 'Plan Test');
    git(repo.dir, 'config', 'user.email', 'plan-test@example.com');
    git(repo.dir, 'config', 'commit.gpgsign', 'false');
    return repo;
  }

  /** Writes the files (path relative to the root) and commits them; returns the new commit's full SHA. */
  commit(message: string, files: Record<string, string>): string {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(this.dir, path)), { recursive: true });
      writeFileSync(join(this.dir, path), content);
    }
    git(this.dir, 'add', '--all');
    git(this.dir, 'commit', '--quiet', '--allow-empty', '-m', message);
    return this.head();
  }

  head(): string {
    return git(this.dir, 'rev-parse', 'HEAD');
  }

  /** A clone over the file:// transport: only what the origin's refs reach comes along, as on a runner. */
  clone(options: { depth?: number } = {}): TestRepo {
    const target = mkdtempSync(join(tmpdir(), 'plan-clone-'));
    const depth = options.depth === undefined ? [] : ['--depth', String(options.depth)];
    git(tmpdir(), 'clone', '--quiet', ...depth, pathToFileURL(this.dir).href, target);
    return new TestRepo(target);
  }
}
