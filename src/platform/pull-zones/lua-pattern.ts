/*
 * A condition of an edge rule prefixed `pattern:` is a Lua pattern, tested with string.find (a
 * match anywhere unless anchored with ^ and $): docs.bunny.net/cdn/edge-rules/pattern-matching.
 * This is the emulator's reading of them (emulator/pull-zones/rule-match.ts), which src may not
 * import, kept to what it translates faithfully: anchors, `.`, `%` classes and escapes, sets, and
 * the repeaters * + - ?. A pattern with anything else (captures, back-references, %b, %f, a
 * negated class inside a set) is not translated: its answer is unknown.
 */

/** Lua's character classes (`%a`, `%d`, ...) as RegExp classes; upper case negates. */
const LUA_CLASSES: Record<string, string> = {
  a: 'A-Za-z',
  d: '0-9',
  l: 'a-z',
  u: 'A-Z',
  s: '\\s',
  w: 'A-Za-z0-9',
  x: '0-9A-Fa-f',
  p: '!-/:-@\\[-`{-~',
  c: '\\x00-\\x1f\\x7f',
  g: '!-~',
};

/** Not translated: a capture, a back-reference, a balanced match or a frontier. */
const UNSUPPORTED = /[()]|%[bf0-9]/;

const escapeClassChar = (c: string) => c.replace(/[\\\]^-]/g, '\\$&');

/** A `%x` of a Lua pattern: a class, or the character itself escaped; undefined for a negated class inside a set. */
function luaEscape(c: string, inSet: boolean): string | undefined {
  const lower = c.toLowerCase();
  const body = LUA_CLASSES[lower];
  if (body === undefined) return inSet ? escapeClassChar(c) : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  if (inSet) return c === lower ? body : undefined;
  return c === lower ? `[${body}]` : `[^${body}]`;
}

/** A set `[...]` from its opening bracket: the RegExp class and the index past it; undefined when not translated. */
function luaSet(pattern: string, start: number): { atom: string; next: number } | undefined {
  let j = start + 1;
  let set = '[';
  if (pattern.charAt(j) === '^') {
    set += '^';
    j++;
  }
  let first = true;
  while (j < pattern.length && (first || pattern.charAt(j) !== ']')) {
    first = false;
    const d = pattern.charAt(j);
    if (d === '%') {
      const escaped = luaEscape(pattern.charAt(j + 1), true);
      if (escaped === undefined) return undefined;
      set += escaped;
      j += 2;
    } else if (pattern.charAt(j + 1) === '-' && pattern.charAt(j + 2) !== ']' && j + 2 < pattern.length) {
      set += `${escapeClassChar(d)}-${escapeClassChar(pattern.charAt(j + 2))}`;
      j += 3;
    } else {
      set += escapeClassChar(d);
      j++;
    }
  }
  // A set never closed is an error in Lua: not translated.
  if (j >= pattern.length) return undefined;
  return { atom: `${set}]`, next: j + 1 };
}

/** The pattern (without `pattern:`) as a RegExp, or undefined when it uses what is not translated. */
export function luaPattern(pattern: string): RegExp | undefined {
  if (UNSUPPORTED.test(pattern)) return undefined;
  let source = '';
  let i = 0;
  if (pattern.startsWith('^')) {
    source += '^';
    i = 1;
  }
  while (i < pattern.length) {
    const c = pattern.charAt(i);
    if (c === '$' && i === pattern.length - 1) {
      source += '$';
      i++;
      continue;
    }
    let atom: string;
    if (c === '%') {
      if (i + 1 >= pattern.length) return undefined;
      atom = luaEscape(pattern.charAt(i + 1), false) ?? '';
      i += 2;
    } else if (c === '[') {
      const set = luaSet(pattern, i);
      if (set === undefined) return undefined;
      atom = set.atom;
      i = set.next;
    } else if (c === '.') {
      atom = '[\\s\\S]';
      i++;
    } else {
      atom = c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      i++;
    }
    const repeat = pattern.charAt(i);
    if (repeat === '*' || repeat === '+' || repeat === '?') {
      atom += repeat;
      i++;
    } else if (repeat === '-') {
      atom += '*?';
      i++;
    }
    source += atom;
  }
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}
