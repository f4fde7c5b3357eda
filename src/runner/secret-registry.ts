import { SHORTEST_MASKED_PART } from '../http/credential-masks.ts';
import { CUT_MARK } from '../http/wording.ts';
import { escapeHtml } from './untrusted-text.ts';

/** The characters JSON writes with a letter, as .NET's encoder does too. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r', '\\': '\\\\' };

/**
 * The value as .NET's default JSON encoder writes it (bunny.net's API is .NET): every control
 * character but the five with a letter, every character outside printable ASCII, the
 * HTML-sensitive ones and the quote as \uXXXX, in either case of hex (a UTF-16 unit at a time,
 * so a character beyond the BMP is two escapes).
 */
function escapedAsDotnet(value: string): string[] {
  const escaped = (upper: boolean) =>
    Array.from({ length: value.length }, (_, at) => {
      const c = value.charAt(at);
      const code = value.charCodeAt(at);
      const short = SHORT_ESCAPES[c];
      if (short !== undefined) return short;
      if (code >= 0x20 && code < 0x7f && !`<>&'+\`"`.includes(c)) return c;
      const hex = code.toString(16).padStart(4, '0');
      return `\\u${upper ? hex.toUpperCase() : hex}`;
    }).join('');
  return [escaped(true), escaped(false)];
}

/**
 * Every secret the step handles (the API key, secret values). Each is handed to the runner
 * to mask before anything is printed, and every text the action produces passes through
 * `scrub`, because an API error or a debug line can echo a value back in a form the
 * runner's mask does not cover (JSON-escaped, as JavaScript or .NET escape it, HTML-escaped in
 * the summary, or one line of a multi-line value). A value `hide` is given is scrubbed the same
 * way from this step's text but never handed to the runner, whose mask holds for every later
 * line of the job: text that may be a secret but is as often ordinary (a URL's query value).
 */
export class SecretRegistry {
  readonly #mask: (value: string) => void;
  #forms: string[] = [];
  readonly #masked = new Set<string>();

  constructor(mask: (value: string) => void) {
    this.#mask = mask;
  }

  add(value: string | undefined): void {
    this.#register(value, true);
  }

  hide(value: string | undefined): void {
    this.#register(value, false);
  }

  #register(value: string | undefined, runnerMask: boolean): void {
    if (!value) return;
    const forms = new Set([value, JSON.stringify(value).slice(1, -1), ...escapedAsDotnet(value)]);
    // Lines of a multi-line value are masked one by one, but for very short ones ("{", "}"): the
    // runner masks the whole value anyway.
    for (const line of value.split(/\r?\n/)) if (line.trim().length >= SHORTEST_MASKED_PART) forms.add(line);
    // The job summary, summary-markdown and the pull request comment are scrubbed as whole HTML,
    // after each cell was escaped: a value holding & < > " ' is found there only as escapeHtml wrote it.
    for (const form of [...forms]) forms.add(escapeHtml(form));
    for (const form of forms) {
      // A value hidden first and added as a secret later is masked then.
      if (runnerMask && !this.#masked.has(form)) {
        this.#mask(form);
        this.#masked.add(form);
      }
      if (!this.#forms.includes(form)) this.#forms.push(form);
    }
    // Longest first, so that a value containing another is replaced whole.
    this.#forms.sort((a, b) => b.length - a.length);
  }

  scrub(text: string): string {
    let result = text;
    for (const form of this.#forms) if (result.includes(form)) result = result.split(form).join('***');
    // Text is cut to a width (inline) before it reaches here: a secret cut through is no longer
    // whole, and its start, before the cutter's mark, would show. Masking a start that was no
    // secret (a note that happens to end as a secret begins) hides a few characters of nothing.
    for (let mark = result.lastIndexOf(CUT_MARK); mark > 0; mark = result.lastIndexOf(CUT_MARK, mark - 1)) {
      const start = this.#cutStartBefore(result, mark);
      if (start < mark) {
        result = `${result.slice(0, start)}***${result.slice(mark)}`;
        mark = start;
      }
    }
    return result;
  }

  /**
   * Where the longest end of `text` before `mark` that starts a form begins (`mark` when none
   * does). Only from SHORTEST_MASKED_PART characters: a shorter start ("em") ends too many words.
   * A form may hold the mark itself, so a start may run over an earlier mark.
   */
  #cutStartBefore(text: string, mark: number): number {
    let start = mark;
    for (const form of this.#forms) {
      const head = form.slice(0, SHORTEST_MASKED_PART);
      if (head.length < SHORTEST_MASKED_PART) continue;
      // Searched only in the stretch a start of this form can fill: a search of the whole text
      // for each mark and form grew with the text's length (seconds on a long summary).
      const from = Math.max(0, mark - form.length);
      const stretch = text.slice(from, mark);
      // Earliest first: the first that fits is the longest for this form.
      for (let i = stretch.indexOf(head); i !== -1 && from + i < start; i = stretch.indexOf(head, i + 1)) {
        if (form.startsWith(stretch.slice(i))) {
          start = from + i;
          break;
        }
      }
    }
    return start;
  }
}
