import { escapeHtml } from './untrusted-text.ts';

/**
 * A footer for the job summary linking the run and the commit it built. Only on a runner
 * (GITHUB_RUN_ID set), and loaded late: @actions/github brings Octokit, which no step needs
 * before its work is done.
 */
export async function workflowLinksHtml(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (!env['GITHUB_RUN_ID'] || !env['GITHUB_REPOSITORY']) return undefined;
  const { context } = await import('@actions/github');
  const repository = `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}`;
  const run = `${repository}/actions/runs/${context.runId}`;
  const parts = [`<a href="${escapeHtml(run)}">${escapeHtml(context.workflow || 'workflow')} run ${escapeHtml(context.runNumber)}</a>`];
  if (/^[0-9a-f]{40}$/i.test(context.sha)) {
    parts.push(`commit <a href="${escapeHtml(`${repository}/commit/${context.sha}`)}"><code>${context.sha.slice(0, 7)}</code></a>`);
  }
  return `<p><sub>${parts.join(' · ')}</sub></p>`;
}
