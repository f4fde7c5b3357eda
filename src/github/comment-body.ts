import { escapeHtml } from '../runner/untrusted-text.ts';

/** GitHub refuses a comment body over 65,536 characters (422); a summary that long is cut for a link to the run. */
export const MAX_COMMENT_LENGTH = 65_536;

/** What the comment is made of: the step's own summary and outputs, nothing else. */
export interface CommentContent {
  marker: string;
  operation: string;
  failed: boolean;
  /** Why the step put nothing live, when it said so: what its Deployment ends inactive for. */
  nothingLive: string | undefined;
  /** The job summary as the step wrote it (HTML blocks, every value escaped). */
  summaryMarkdown: string;
  outputs: ReadonlyMap<string, string>;
  /** The run's page, for a summary too long to post. */
  runUrl: string | undefined;
  now: Date;
}

/**
 * `@name` (and `@org/team`) where GitHub would read a mention: after a character that is not
 * a letter, digit or `_`. Shown as code, it reads the same and notifies no one.
 */
const MENTION = /(^|[^A-Za-z0-9_])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9_.-]+)?)/g;

/**
 * Wraps every mention in the text between tags in <code>. The summary's values are escaped
 * (no `<` or `>` of theirs is left), so every tag is the action's own and every text is text.
 */
export function quietMentions(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(MENTION, '$1<code>@$2</code>')))
    .join('');
}

function liveUrl(outputs: ReadonlyMap<string, string>): string | undefined {
  const text = outputs.get('url');
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What rolled-back says, and no more: the switch back was made, to previous-deploy-id when the
 * step has one. Whether the edge was then seen serving it (or the switch back was not verified,
 * or did not show) is the step's verdict, which the summary below carries.
 */
function rollbackLine(outputs: ReadonlyMap<string, string>): string | undefined {
  if (outputs.get('rolled-back') !== 'true') return undefined;
  const previous = outputs.get('previous-deploy-id');
  const what = previous ? `switched back to deploy ${previous}, the deploy live before it` : 'put back what was live before it';
  return `Rolled back: this step ${what}; whether that was verified live again, the verdict below says.`;
}

/**
 * The headline: the URL that went live, or why nothing did (url then still names the address,
 * for a job's environment.url, but nothing this step changed is served there). None on failure.
 */
function liveLine(content: CommentContent): string | undefined {
  if (content.failed) return undefined;
  if (content.nothingLive !== undefined) return `<p>Nothing went live: ${escapeHtml(content.nothingLive)}.</p>`;
  const url = liveUrl(content.outputs);
  return url === undefined ? undefined : `<p>Live at <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
}

/**
 * The comment: the marker, the URL that went live (or why nothing did), the step's summary (what went live, what
 * was live before, verified or rolled back, and on failure why) and when it was written.
 */
export function commentBody(content: CommentContent): string {
  const { marker, operation, failed, outputs } = content;
  const parts: string[] = [];
  const live = liveLine(content);
  if (live !== undefined) parts.push(live);
  const rolledBack = rollbackLine(outputs);
  if (rolledBack !== undefined) parts.push(`<p>${escapeHtml(rolledBack)}</p>`);
  const footer = `<p><sub>${failed ? 'Failed' : 'Updated'} ${escapeHtml(`${content.now.toISOString().slice(0, 16).replace('T', ' ')} UTC`)} by the bunny.net ${escapeHtml(operation)} step; later runs update this comment.</sub></p>`;
  const summary = content.summaryMarkdown.trim();
  // Measured as sent: each mention shown as code is 13 characters longer.
  const body = quietMentions([marker, ...parts, summary, footer].filter((part) => part !== '').join('\n'));
  if (body.length <= MAX_COMMENT_LENGTH) return body;
  const link = content.runUrl ? ` <a href="${escapeHtml(content.runUrl)}">the run's summary</a>` : " the run's job summary";
  const short = `<p>${failed ? '❌' : '✅'} bunny.net ${escapeHtml(operation)} ${failed ? 'failed' : 'succeeded'}. The summary is too long for a comment: see${link}.</p>`;
  return quietMentions([marker, ...parts, short, footer].join('\n'));
}
