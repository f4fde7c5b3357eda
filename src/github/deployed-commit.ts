import { GitCheckout, GitUnavailable } from '../git/checkout.ts';
import { inline } from '../runner/untrusted-text.ts';
import { runCommit, type PullRequestTarget } from '../runner/run-event.ts';

/** The commit a Deployment records, what went live in the step's own words, and how it was found. */
export interface DeployedCommit {
  sha: string | undefined;
  /** `deploy 0123456789ab`, `tag 1.4.3`: for the Deployment's description. */
  what: string | undefined;
  /** A log line when the commit is not what went live by name (a prefix git could not resolve). */
  note: string | undefined;
}

interface DeployedCommitSource {
  env: NodeJS.ProcessEnv;
  operation: string;
  pullRequest: PullRequestTarget | undefined;
  readInput: (name: string) => string | undefined;
}

const COMMIT_PREFIX = /^[0-9a-f]{7,40}$/i;

/** The one tag of update-app's image-tags (`web=1.4.3`, `api=1.4.3@sha256:...`), when every line gives the same. */
function singleTag(text: string | undefined): string | undefined {
  const tags = new Set(
    (text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) =>
        line
          .slice(line.indexOf('=') + 1)
          .split('@')[0]!
          .trim(),
      ),
  );
  return tags.size === 1 ? [...tags][0] : undefined;
}

/**
 * The commit that went live, where the step knows it: promote-site of a deploy id, and
 * update-app of an image tag, that the workspace's git resolves to one commit; else the pull
 * request's head (GITHUB_SHA of a pull_request run is a merge commit no one sees; of a
 * workflow_run, the default branch's latest commit); else the run's commit (runCommit).
 */
export async function deployedCommit(source: DeployedCommitSource): Promise<DeployedCommit> {
  const { env, operation } = source;
  const named =
    operation === 'promote-site'
      ? { input: 'deploy-id', value: source.readInput('deploy-id')?.trim(), word: 'deploy' }
      : operation === 'update-app'
        ? { input: 'image-tags', value: singleTag(source.readInput('image-tags')), word: 'tag' }
        : undefined;
  const what = named?.value ? `${named.word} ${inline(named.value, 64)}` : undefined;
  let note: string | undefined;
  if (named?.value && COMMIT_PREFIX.test(named.value)) {
    const git = new GitCheckout(env['GITHUB_WORKSPACE'] || process.cwd(), env);
    try {
      const found = await git.resolveCommit(named.value);
      if (found.kind === 'commit') return { sha: found.sha, what, note: undefined };
      note = `the ${named.word} ${named.value} is not one commit of the workspace's checkout (${found.kind}); the Deployment names the run's commit`;
    } catch (error) {
      if (!(error instanceof GitUnavailable)) throw error;
      note = `the ${named.word} ${named.value} could not be resolved to a commit (${inline(error.message, 200)}); the Deployment names the run's commit`;
    }
  }
  if (source.pullRequest?.headSha) return { sha: source.pullRequest.headSha, what, note };
  return { sha: runCommit(env), what, note };
}
