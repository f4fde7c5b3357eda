import { CST, Lexer, type Document } from 'yaml';

/** Something the YAML of an input may not hold, where it starts (an offset into the text). */
export interface YamlRefusal {
  readonly what: string;
  readonly offset: number;
  /** An anchor, alias or tag: a value that was meant as text and needs quotes. */
  readonly property: boolean;
}

const PROPERTIES: Readonly<Record<string, string>> = {
  alias: "an alias ('*')",
  anchor: "an anchor ('&')",
  tag: "a tag ('!')",
};

/** Lexer tokens that stand for no character of the text. */
const CONTROL_TOKENS: ReadonlySet<string> = new Set(['doc-mode', 'flow-error-end', 'scalar']);

/**
 * Anchors, aliases and tags, in the order they are written. No input document needs one, and each
 * turns a value that begins with `*`, `&` or `!` (a password, a path to exclude) into something
 * else without a word: the value itself read as an alias name, an anchor or a tag. The lexer
 * finds them where the parser would, never inside a quoted or block scalar or a comment.
 */
function properties(text: string): YamlRefusal[] {
  const found: YamlRefusal[] = [];
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    const type = CST.tokenType(token);
    const what = type === null ? undefined : PROPERTIES[type];
    if (what !== undefined) found.push({ what, offset, property: true });
    if (type === null || !CONTROL_TOKENS.has(type)) offset += token.length;
  }
  return found;
}

/**
 * A warning of the parser, told in words of our own: its message can quote the text that
 * caused it (`Unknown directive %…`), which may be a secret.
 */
function warningText(code: string, message: string): string {
  if (code === 'BAD_INDENT') return message.charAt(0).toLowerCase() + message.slice(1);
  if (code === 'BAD_DIRECTIVE') return "a directive (a line starting with '%')";
  return `something the YAML reader does not resolve (${code})`;
}

/**
 * What the YAML of an input may not hold: anchors, aliases and tags, then any warning that is
 * not about one of them (an unresolved tag is a warning, and would make its value empty).
 */
export function yamlRefusals(text: string, doc: Document.Parsed): YamlRefusal[] {
  const found = properties(text);
  const aboutProperty = (code: string) => code === 'TAG_RESOLVE_FAILED' || code === 'BAD_ALIAS' || code === 'BAD_COLLECTION_TYPE';
  const warnings = doc.warnings
    .filter((warning) => !(found.length > 0 && aboutProperty(warning.code)))
    .map((warning) => ({ what: warningText(warning.code, warning.message), offset: warning.pos[0], property: false }));
  return [...found, ...warnings];
}
