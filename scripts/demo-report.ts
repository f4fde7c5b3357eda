/**
 * What `npm run demo` prints of its steps: one line each as they run, then a table of every
 * step (operation, what happened, outcome). What happened is the headline of the step's own job
 * summary, the line a pull request comment would show.
 */

export interface DemoRow {
  operation: string;
  /** The step's job summary (HTML, as the runner renders it). */
  summary: string;
  /** `ok`, `refused as expected`, or what went wrong. */
  outcome: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** An element's text, its tags dropped and its entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/** The summary's headline: its verdict, else its first paragraph, else its heading; a dry run's says so. */
export function headlineOf(summary: string): string {
  const verdict = /<p>[✅❌][^]*?<\/p>/u.exec(summary)?.[0];
  const paragraph = /<p>[^]*?<\/p>/.exec(summary)?.[0];
  const heading = /<h[23]>[^]*?<\/h[23]>/.exec(summary)?.[0];
  const found = verdict ?? paragraph ?? heading;
  if (found === undefined) return '(no summary)';
  const text = textOf(found);
  // A paragraph of a dry run reads like a change made: the heading that says "dry run" is dropped.
  return verdict === undefined && found === paragraph && /dry run/i.test(heading ?? '') && !/^dry run/i.test(text)
    ? `Dry run: ${text}`
    : text;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The closing table, in Markdown: a terminal shows it as text, and a page renders it. */
export function demoTable(rows: readonly DemoRow[]): string {
  return [
    '| # | operation | what happened | outcome |',
    '|---|---|---|---|',
    ...rows.map((row, index) => `| ${index + 1} | ${row.operation} | ${cell(headlineOf(row.summary))} | ${cell(row.outcome)} |`),
  ].join('\n');
}
