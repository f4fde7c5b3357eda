import { randomUUID } from 'node:crypto';
import { cut } from '../http/wording.ts';

/**
 * Text that comes from the API (release notes, audit diffs, search names) can contain
 * anything, including lines that the runner would read as workflow commands (`::error::`,
 * `::add-mask::`, `::stop-commands::`). These helpers make such text inert.
 */

const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/g;

/**
 * One line, control characters shown as escapes, cut short: safe inside a log line. It cuts
 * before the text is scrubbed (where it leaves the step), so a secret in it may be cut through:
 * `cut` marks where, and there the scrub masks a cut-off start of a secret too.
 */
export function inline(text: string | null | undefined, max = 200): string {
  if (text === null || text === undefined) return '';
  const flat = text.replace(CONTROL, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? ' ' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const safe = flat.startsWith('::') ? ` ${flat}` : flat;
  return cut(safe, max);
}

/**
 * Wraps a block so the runner processes no command in it: between `::stop-commands::TOKEN`
 * and `::TOKEN::` it only prints. The token is fresh and random, so the text cannot end the
 * block early.
 */
export function inertBlock(text: string): string {
  const token = `bunny-${randomUUID()}`;
  return `::stop-commands::${token}\n${text}\n::${token}::`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/**
 * Escapes text for the job summary. The summary is written as HTML blocks, inside which
 * Markdown is not read, as long as no blank line ends the block: so line breaks are
 * encoded too, and API text can add neither markup, links nor a Markdown tail.
 */
export function escapeHtml(text: string | number | boolean | null | undefined): string {
  if (text === null || text === undefined) return '';
  return String(text).replace(/[&<>"'`\r\n]/g, (c) => HTML_ESCAPES[c] ?? c);
}
