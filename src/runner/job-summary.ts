import { escapeHtml } from './untrusted-text.ts';

export type Cell = string | number | boolean | null | undefined;

/**
 * The step's job summary, built as HTML so that every value is escaped in one place
 * (Markdown inside a table cell cannot be escaped reliably).
 */
export class JobSummary {
  readonly #parts: string[] = [];
  #hasVerdict = false;

  heading(text: string, level: 2 | 3 = 2): this {
    this.#parts.push(`<h${level}>${escapeHtml(text)}</h${level}>`);
    return this;
  }

  paragraph(text: string): this {
    this.#parts.push(`<p>${escapeHtml(text)}</p>`);
    return this;
  }

  verdict(ok: boolean, text: string): this {
    this.#hasVerdict = true;
    this.#parts.push(`<p>${ok ? '✅' : '❌'} <strong>${escapeHtml(text)}</strong></p>`);
    return this;
  }

  /** Headers all empty leave the header row out (see `facts`). */
  table(headers: readonly string[], rows: readonly (readonly Cell[])[]): this {
    const head = headers.some((h) => h !== '') ? `<tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>` : '';
    const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
    this.#parts.push(`<table>${head}${body}</table>`);
    return this;
  }

  facts(pairs: readonly (readonly [string, Cell])[]): this {
    return this.table(['', ''], pairs);
  }

  /** Trusted HTML built by the action itself (links from the workflow context). */
  trustedHtml(html: string): this {
    this.#parts.push(html);
    return this;
  }

  /** Whether a verdict line was written: a failure adds one only if the operation did not. */
  get hasVerdict(): boolean {
    return this.#hasVerdict;
  }

  get isEmpty(): boolean {
    return this.#parts.length === 0;
  }

  toString(): string {
    return `${this.#parts.join('\n')}\n`;
  }
}
