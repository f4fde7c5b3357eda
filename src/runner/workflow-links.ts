import { escapeHtml } from './untrusted-text.ts';

/**
 * A footer for the job summary linking the run and the commit it built, from the variables
 * the runner sets for every step; nothing here needs GitHub's API. Only on a runner
 * (GITHUB_RUN_ID and GITHUB_REPOSITORY set).
 */
export function workflowLinksHtml(env: NodeJS.ProcessEnv): string | undefined {
  const runId = env['GITHUB_RUN_ID'];
  const repositoryName = env['GITHUB_REPOSITORY'];
  if (!runId || !repositoryName) return undefined;
  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  const repository = `${server}/${repositoryName}`;
  const attempt = Number(env['GITHUB_RUN_ATTEMPT'] ?? '1');
  // A re-run's links point at the attempt that wrote the summary, not the first one.
  const run = `${repository}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`;
  const label = `${env['GITHUB_WORKFLOW'] || 'workflow'} run ${env['GITHUB_RUN_NUMBER'] ?? runId}`;
  const parts = [`<a href="${escapeHtml(run)}">${escapeHtml(label)}</a>`];
  const sha = env['GITHUB_SHA'] ?? '';
  if (/^[0-9a-f]{40}$/i.test(sha)) {
    parts.push(`commit <a href="${escapeHtml(`${repository}/commit/${sha}`)}"><code>${sha.slice(0, 7)}</code></a>`);
  }
  return `<p><sub>${parts.join(' · ')}</sub></p>`;
}
