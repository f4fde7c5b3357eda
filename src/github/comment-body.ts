import { escapeHtml } from '../runner/untrusted-text.ts';

/** GitHub refuses a comment body over 65,536 characters (422); a summary that long is cut for a link to the run. */
export const MAX_COMMENT_LENGTH = 65_536;

/** What the comment is made of: the step's own summary and outputs, nothing else. */
export interface CommentContent {
  marker: string;
  operation: string;
  failed: boolean;
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
 * The comment: the marker, the URL that went live, the step's summary (what went live, what
 * was live before, verified or rolled back, and on failure why) and when it was written.
 */
export function commentBody(content: CommentContent): string {
  const { marker, operation, failed, outputs } = content;
  const parts: string[] = [];
  const url = liveUrl(outputs);
  if (url && !failed) parts.push(`<p>Live at <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`);
  if (outputs.get('rolled-back') === 'true') parts.push('<p>Rolled back: what was live before this step is live again.</p>');
  const footer = `<p><sub>${failed ? 'Failed' : 'Updated'} ${escapeHtml(`${content.now.toISOString().slice(0, 16).replace('T', ' ')} UTC`)} by the bunny.net ${escapeHtml(operation)} step; later runs update this comment.</sub></p>`;
  const summary = content.summaryMarkdown.trim();
  // Measured as sent: each mention shown as code is 13 characters longer.
  const body = quietMentions([marker, ...parts, summary, footer].filter((part) => part !== '').join('\n'));
  if (body.length <= MAX_COMMENT_LENGTH) return body;
  const link = content.runUrl ? ` <a href="${escapeHtml(content.runUrl)}">the run's summary</a>` : " the run's job summary";
  const short = `<p>${failed ? '❌' : '✅'} bunny.net ${escapeHtml(operation)} ${failed ? 'failed' : 'succeeded'}. The summary is too long for a comment: see${link}.</p>`;
  return quietMentions([marker, ...parts, short, footer].join('\n'));
}
