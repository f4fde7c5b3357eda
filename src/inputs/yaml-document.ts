import { LineCounter, isCollection, isScalar, parseDocument, type Document } from 'yaml';
import { InputError } from './inputs.ts';
import { messageOf } from '../http/wording.ts';
import { yamlRefusals, type YamlRefusal } from './yaml-refusals.ts';

export type DocumentPath = readonly PropertyKey[];

/** A JSON or YAML value read from an input, with the means to point at its parts. */
export interface StructuredDocument {
  readonly value: unknown;
  readonly syntax: 'JSON' | 'YAML';
  /** Where the text came from, for messages: "file deploy/app.yaml", or "" when inline. */
  readonly origin: string;
  /** The 1-based line of the value at `path`, or of its nearest ancestor that exists. */
  lineOf(path: DocumentPath): number | undefined;
  /** A scalar as it is written, to explain a YAML reading such as `1.10` becoming 1.1. */
  sourceOf(path: DocumentPath): string | undefined;
}

/** JSON syntax is chosen for a `.json` file or text that starts like a JSON object or array. */
export function looksLikeJson(text: string): boolean {
  return /^[\s\uFEFF]*[{[]/.test(text);
}

function at(origin: string, line: number | undefined, column?: number): string {
  const place = line === undefined ? '' : column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
  return [origin, place].filter(Boolean).join(' ');
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

function parseJson(input: string, text: string, origin: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = messageOf(error);
    const stated = /\(line (\d+) column (\d+)\)/.exec(message);
    const position = /at position (\d+)/.exec(message);
    const place = stated
      ? { line: Number(stated[1]), column: Number(stated[2]) }
      : position
        ? lineAndColumn(text, Number(position[1]))
        : lineAndColumn(text, text.trimEnd().length);
    // V8 quotes a stretch of the input ('..."value":tok_live_9f"... is not valid JSON'),
    // which can be a secret from the document: only the line and column are given.
    const reason = message
      .replace(/,? ?(in JSON )?at position \d+.*$/s, '')
      .replace(/,? ?(\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '')
      .replace(/\s+/g, ' ')
      .trim();
    throw new InputError(input, `${at(origin, place.line, place.column)}: not valid JSON: ${reason}`);
  }
}

/**
 * Where an unclosed quoted scalar opens. The parser reports it where the text ends, which is
 * far from the mistake; no quote of the same kind can follow the opening one (it would have
 * closed it), so the opening is the last unescaped quote of that kind before the end.
 */
function openingQuote(text: string, error: { code: string; message: string; pos: [number, number] }): number | undefined {
  if (error.code !== 'MISSING_CHAR') return undefined;
  const quote = /closing "quote/.test(error.message) ? '"' : /closing 'quote/.test(error.message) ? "'" : undefined;
  if (quote === undefined) return undefined;
  for (let i = Math.min(error.pos[0], text.length) - 1; i >= 0; i--) {
    if (text[i] !== quote) continue;
    if (quote === '"' && text[i - 1] === '\\') continue;
    // Inside single quotes, '' is an escaped quote.
    if (quote === "'" && text[i - 1] === "'") {
      i--;
      continue;
    }
    return i;
  }
  return undefined;
}

/** Refusals listed in one message; the rest are counted. */
const MAX_LISTED_REFUSALS = 10;

/** Each refusal by its line and column only: the value there may be a secret. */
function refusalMessage(origin: string, refusals: readonly YamlRefusal[], lineCounter: LineCounter): string {
  const listed = refusals.slice(0, MAX_LISTED_REFUSALS).map((refusal) => {
    const place = lineCounter.linePos(refusal.offset);
    return `${refusal.what} at ${at('', place.line, place.col)}`;
  });
  const more = refusals.length - listed.length;
  if (more > 0) listed.push(`${more} more`);
  const advice = refusals.some((refusal) => refusal.property)
    ? ". Anchors, aliases and tags are not supported: quote a value that starts with '*', '!' or '&'"
    : '';
  return `${origin ? `${origin}: ` : ''}not usable YAML: ${listed.join('; ')}${advice}`;
}

/** The parser's reason for an error, without the text it quotes where that can be a value. */
function errorReason(message: string): string {
  return message
    .replace(/ at line \d+, column \d+.*$/s, '')
    .replace(/^(Block scalar header includes extra characters):.*$/s, "$1; quote a value that starts with '|' or '>'")
    .replace(/^(Invalid escape sequence) .*$/s, '$1')
    .trim();
}

function parseYaml(text: string, lineCounter: LineCounter): Document.Parsed {
  // Duplicate keys are errors (uniqueKeys); aliases are refused (yamlRefusals), and bounded besides (maxAliasCount in toJS).
  return parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
}

/**
 * Parses the text of an input as JSON or YAML. A syntax error names the input, the line and
 * the column, and says which syntax was expected.
 */
export function parseStructuredText(
  input: string,
  text: string,
  options: { origin?: string; json?: boolean; yaml?: boolean } = {},
): StructuredDocument {
  const origin = options.origin ?? '';
  // `yaml`: an input documented as YAML reads a flow list (`[{name: a}]`) as YAML, which JSON is a part of.
  const syntax = options.json || (!options.yaml && looksLikeJson(text)) ? 'JSON' : 'YAML';
  const lineCounter = new LineCounter();
  let value: unknown;
  let doc: Document.Parsed | undefined;
  if (syntax === 'JSON') {
    value = parseJson(input, text, origin);
    // Only for the positions of values in messages; JSON.parse decided what the value is.
    const positions = parseYaml(text, lineCounter);
    // JSON.parse keeps the last of two equal keys without a word; YAML (and the API) refuse it.
    const duplicate = positions.errors.find((error) => error.code === 'DUPLICATE_KEY');
    if (duplicate) {
      const place = lineCounter.linePos(duplicate.pos[0]);
      throw new InputError(input, `${at(origin, place.line, place.col)}: not valid JSON: a key appears twice in the same object`);
    }
    if (positions.errors.length === 0) doc = positions;
  } else {
    doc = parseYaml(text, lineCounter);
    const refusals = yamlRefusals(text, doc);
    // Before the errors: an error about a tag quotes the tag, which is the value.
    if (refusals.some((refusal) => refusal.property)) throw new InputError(input, refusalMessage(origin, refusals, lineCounter));
    const error = doc.errors[0];
    if (error) {
      const place = lineCounter.linePos(openingQuote(text, error) ?? error.pos[0]);
      throw new InputError(input, `${at(origin, place.line, place.col)}: not valid YAML: ${errorReason(error.message)}`);
    }
    if (refusals.length > 0) throw new InputError(input, refusalMessage(origin, refusals, lineCounter));
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      throw new InputError(input, `${at(origin, undefined)}${origin ? ': ' : ''}not usable YAML: ${messageOf(error)}`);
    }
  }

  const nodeAt = (path: DocumentPath): unknown => (doc ? doc.getIn(path as unknown[], true) : undefined);
  return {
    value,
    syntax,
    origin,
    lineOf(path) {
      for (let length = path.length; length >= 0; length--) {
        const node = nodeAt(path.slice(0, length));
        const range = isScalar(node) || isCollection(node) ? node.range : undefined;
        if (range) return lineCounter.linePos(range[0]).line;
      }
      return undefined;
    },
    sourceOf(path) {
      const node = nodeAt(path);
      return isScalar(node) && typeof node.source === 'string' ? node.source : undefined;
    },
  };
}

/** "containerTemplates[1].imageTag" from ['containerTemplates', 1, 'imageTag']. */
export function formatPath(path: DocumentPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

export function valueAt(root: unknown, path: DocumentPath): unknown {
  let current: unknown = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

/** "a string", "the number 1.1", "a list": how a value reads in a message. */
export function describeValue(value: unknown, options: { showStrings?: boolean } = {}): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') {
    if (!options.showStrings) return 'a string';
    const cut = value.length > 60 ? `${value.slice(0, 60)}…` : value;
    return `the string ${JSON.stringify(cut)}`;
  }
  if (typeof value === 'number') return options.showStrings === false ? 'a number' : `the number ${value}`;
  if (typeof value === 'boolean') return `the boolean ${value}`;
  return typeof value;
}
