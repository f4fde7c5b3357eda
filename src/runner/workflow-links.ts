import { runCommit } from './run-event.ts';
import { escapeHtml } from './untrusted-text.ts';

function repositoryUrl(env: NodeJS.ProcessEnv): string {
  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  return `${server}/${env['GITHUB_REPOSITORY'] ?? ''}`;
}

/** The run's address (a re-run's names its attempt); undefined outside a runner. */
export function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const runId = env['GITHUB_RUN_ID'];
  if (!runId || !env['GITHUB_REPOSITORY']) return undefined;
  const attempt = Number(env['GITHUB_RUN_ATTEMPT'] ?? '1');
  // A re-run's links point at the attempt that wrote the summary, not the first one.
  return `${repositoryUrl(env)}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`;
}

/**
 * A footer for the job summary (and so the pull request comment) linking the run and the commit
 * it built (on workflow_run the finished run's head commit, as the Deployment's), from the
 * variables and event file the runner gives every step; nothing here needs GitHub's API. Only
 * on a runner (GITHUB_RUN_ID and GITHUB_REPOSITORY set).
 */
export function workflowLinksHtml(env: NodeJS.ProcessEnv): string | undefined {
  const run = runUrl(env);
  if (!run) return undefined;
  const label = `${env['GITHUB_WORKFLOW'] || 'workflow'} run ${env['GITHUB_RUN_NUMBER'] ?? env['GITHUB_RUN_ID']}`;
  const parts = [`<a href="${escapeHtml(run)}">${escapeHtml(label)}</a>`];
  const sha = runCommit(env) ?? '';
  if (/^[0-9a-f]{40}$/i.test(sha)) {
    parts.push(`commit <a href="${escapeHtml(`${repositoryUrl(env)}/commit/${sha}`)}"><code>${sha.slice(0, 7)}</code></a>`);
  }
  return `<p><sub>${parts.join(' · ')}</sub></p>`;
}
