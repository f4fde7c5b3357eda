import { execFile } from 'node:child_process';
import { parseRawDiff, type ChangedPath } from './raw-diff.ts';

/*
 * The workspace's git checkout, read-only: nothing is fetched or written, and the one question
 * that leaves the machine (where a branch stands on origin) is bounded in time. git runs as a
 * child process with an argument array, never through a shell, so nothing a workflow writes (a
 * target's name, a path, a deploy id) can run as a command; and no value from the platform
 * reaches git unchecked: a revision is passed only once it is plain hex, after `--end-of-options`.
 */

/** Full and abbreviated commit ids as git prints them: 7 to 40 hex digits. */
const HEX_COMMIT = /^[0-9a-fA-F]{7,40}$/;

/** The most a diff's list of changed paths may hold: a monorepo's whole tree renamed fits many times. */
const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/** The longest a question to origin may take: a remote that hangs (no network, a proxy) must not hold the plan. */
const REMOTE_TIMEOUT_MS = 15_000;

/** git could not run, or answered in a way that says the workspace is not a usable checkout. */
export class GitUnavailable extends Error {
  override name = 'GitUnavailable';
}

export type CommitLookup =
  | { kind: 'commit'; sha: string }
  | { kind: 'not-hex' }
  | { kind: 'ambiguous' }
  /** No commit of the checkout begins with it: never made here, gone after a force push, or beyond a shallow clone. */
  | { kind: 'unknown' };

/** Where origin says a branch stands now: its tip, no such branch, or why origin could not be asked. */
export type RemoteTip = { kind: 'tip'; sha: string } | { kind: 'absent' } | { kind: 'unreadable'; reason: string };

interface GitAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/** The answer for `key`, asked once: later callers share the first one's promise. */
function memo<T>(cache: Map<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> {
  const answer = cache.get(key) ?? ask();
  cache.set(key, answer);
  return answer;
}

export class GitCheckout {
  readonly #workspace: string;
  readonly #env: NodeJS.ProcessEnv;
  readonly #diffs = new Map<string, Promise<ChangedPath[]>>();
  readonly #lookups = new Map<string, Promise<CommitLookup>>();
  readonly #ancestors = new Map<string, Promise<boolean>>();
  readonly #remoteTips = new Map<string, Promise<RemoteTip>>();

  /**
   * `env`: the step's environment, passed to git as it is, less what would make a read prompt,
   * page or take locks; PATH decides which git runs.
   */
  constructor(workspace: string, env: NodeJS.ProcessEnv) {
    this.#workspace = workspace;
    this.#env = {
      ...env,
      GIT_TERMINAL_PROMPT: '0',
      GIT_OPTIONAL_LOCKS: '0',
      GIT_PAGER: 'cat',
      LC_ALL: 'C',
    };
  }

  /**
   * Runs git in the workspace. `safe.directory` marks the workspace as actions/checkout does, for
   * this command only (no global configuration is written): the runner's user may not own it.
   */
  #git(args: readonly string[], timeoutMs = 0): Promise<GitAnswer> {
    const command = ['-c', `safe.directory=${this.#workspace}`, '-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', ...args];
    return new Promise((resolve, reject) => {
      execFile(
        'git',
        command,
        {
          cwd: this.#workspace,
          env: this.#env,
          maxBuffer: MAX_OUTPUT_BYTES,
          encoding: 'utf8',
          windowsHide: true,
          shell: false,
          timeout: timeoutMs,
        },
        (error, stdout, stderr) => {
          if (error?.killed === true && timeoutMs > 0) {
            reject(new GitUnavailable(`git ${args[0] ?? ''} did not answer within ${timeoutMs / 1000} s`));
            return;
          }
          if (error && typeof error.code !== 'number') {
            const reason = error.code === 'ENOENT' ? 'git is not installed or not on PATH' : error.message;
            reject(new GitUnavailable(`git could not run in the workspace: ${reason}`));
            return;
          }
          resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
        },
      );
    });
  }

  /** HEAD's full SHA; throws GitUnavailable when the workspace is not a checkout with a commit. */
  async head(): Promise<string> {
    const answer = await this.#git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    const sha = answer.stdout.trim();
    if (answer.code !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
      const said = answer.stderr.trim().split('\n')[0] ?? '';
      throw new GitUnavailable(
        `the workspace ${this.#workspace} is not a git checkout with a commit (git rev-parse HEAD${said ? `: ${said}` : ' found none'}); check out the repository first (actions/checkout with fetch-depth: 0)`,
      );
    }
    return sha;
  }

  /** Whether the checkout is shallow (actions/checkout's default fetch-depth: 1). */
  async isShallow(): Promise<boolean> {
    const answer = await this.#git(['rev-parse', '--is-shallow-repository']);
    return answer.code === 0 && answer.stdout.trim() === 'true';
  }

  /**
   * The one commit `candidate` names, as a full SHA; `candidate` must be 7 to 40 hex digits to be
   * asked at all. Asked once per value: many targets share a live commit, and each git process costs.
   */
  resolveCommit(candidate: string): Promise<CommitLookup> {
    const prefix = candidate.toLowerCase();
    return memo(this.#lookups, prefix, async () => {
      if (!HEX_COMMIT.test(candidate)) return { kind: 'not-hex' };
      const answer = await this.#git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${prefix}^{commit}`]);
      const sha = answer.stdout.trim();
      if (answer.code === 0 && /^[0-9a-f]{40,64}$/.test(sha) && sha.startsWith(prefix)) return { kind: 'commit', sha };
      // rev-parse takes a tag or a branch named like the id before an object whose name starts
      // with it: a tag "4f2a9c8e1b3d" on HEAD would make the live commit read as HEAD. Only the
      // objects whose names start with it count.
      return this.#commitByPrefix(prefix);
    });
  }

  /** The one commit whose name starts with `prefix` (7 to 40 hex digits), whatever refs are named like it. */
  async #commitByPrefix(prefix: string): Promise<CommitLookup> {
    const listed = await this.#git(['rev-parse', `--disambiguate=${prefix}`]);
    const objects = listed.code === 0 ? listed.stdout.split('\n').filter((line) => /^[0-9a-f]{40,64}$/.test(line)) : [];
    const commits: string[] = [];
    for (const object of objects) {
      const type = await this.#git(['cat-file', '-t', '--end-of-options', object]);
      if (type.code === 0 && type.stdout.trim() === 'commit') commits.push(object);
      if (commits.length > 1) return { kind: 'ambiguous' };
    }
    return commits[0] === undefined ? { kind: 'unknown' } : { kind: 'commit', sha: commits[0] };
  }

  /**
   * Where `branch` stands on origin now, asked of origin itself (`git ls-remote`, with the
   * credentials actions/checkout leaves in the repository's configuration): the remote-tracking
   * ref cannot say, as actions/checkout points it at the commit the run builds. Asked once per
   * branch, within a time limit. A name git would read as an option or a pattern is never asked.
   */
  remoteBranchTip(branch: string): Promise<RemoteTip> {
    return memo(this.#remoteTips, branch, async () => {
      if (/[\s~^:?*[\\\x00-\x1f\x7f]/.test(branch) || branch === '' || branch.startsWith('-') || /\.\.|@\{/.test(branch)) {
        return { kind: 'unreadable', reason: 'the branch name is not one git can ask for' };
      }
      const ref = `refs/heads/${branch}`;
      let answer: GitAnswer;
      try {
        answer = await this.#git(['ls-remote', '--exit-code', '--end-of-options', 'origin', ref], REMOTE_TIMEOUT_MS);
      } catch (error) {
        if (error instanceof GitUnavailable) return { kind: 'unreadable', reason: error.message };
        throw error;
      }
      // A pattern matches a ref's tail: only the branch itself counts, not refs/heads/x/refs/heads/<branch>.
      const tip = answer.stdout
        .split('\n')
        .map((line) => line.split('\t'))
        .find(([sha, name]) => name === ref && sha !== undefined && /^[0-9a-f]{40,64}$/.test(sha))?.[0];
      if (answer.code === 0 && tip !== undefined) return { kind: 'tip', sha: tip };
      // --exit-code: 2 is origin's answer that it has no such branch.
      if (answer.code === 0 || answer.code === 2) return { kind: 'absent' };
      const said = answer.stderr.trim().split('\n')[0] ?? '';
      return { kind: 'unreadable', reason: `git ls-remote origin failed${said ? `: ${said}` : ` (exit code ${answer.code})`}` };
    });
  }

  /**
   * Whether `ancestor` is in `descendant`'s history (a commit is its own ancestor; false too when
   * git cannot tell, or either is not a commit id); asked once per pair.
   */
  isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    return memo(this.#ancestors, `${ancestor}..${descendant}`, async () => {
      if (!HEX_COMMIT.test(ancestor) || !HEX_COMMIT.test(descendant)) return false;
      return (await this.#git(['merge-base', '--is-ancestor', '--end-of-options', ancestor, descendant])).code === 0;
    });
  }

  /**
   * The files that differ between two commits' trees, relative to the repository's root, each
   * saying whether it is a submodule: a rename counts as its old and its new path. A bumped
   * submodule is listed whatever the repository's `diff.ignoreSubmodules` or `.gitmodules` say,
   * as a new submodule commit changes what is built. Asked once per pair, however many targets share it.
   */
  changedFiles(from: string, to: string): Promise<ChangedPath[]> {
    return memo(this.#diffs, `${from}..${to}`, async () => {
      if (!HEX_COMMIT.test(from) || !HEX_COMMIT.test(to)) throw new GitUnavailable('a commit to compare was not a commit id');
      const answer = await this.#git([
        'diff',
        '--raw',
        '--no-renames',
        '--ignore-submodules=none',
        '--no-ext-diff',
        '--no-textconv',
        '-z',
        '--end-of-options',
        from,
        to,
      ]);
      const range = `${from.slice(0, 12)} ${to.slice(0, 12)}`;
      if (answer.code !== 0) {
        throw new GitUnavailable(`git diff ${range} failed: ${answer.stderr.trim().split('\n')[0] ?? ''}`);
      }
      const changed = parseRawDiff(answer.stdout);
      if (changed === undefined)
        throw new GitUnavailable(`git diff ${range} answered in a form not understood (expected --raw -z records)`);
      return changed;
    });
  }
}
