import type { StoredEdgeRule, StoredTrigger } from './pull-zone.ts';

/*
 * How the edge decides that a rule applies (docs.bunny.net/cdn/edge-rules/trigger-path): a URL
 * trigger matches the whole URL, scheme and host included, without the query string; `*`
 * stands for any run of characters. Patterns compare without regard to case. Triggers of other
 * types than those below never match here: the emulator does not pretend to know them.
 */

export interface EdgeRequest {
  /** `https`: the scheme the visitor used. */
  scheme: string;
  host: string;
  /** The path without the query, starting with `/`. */
  path: string;
  headers: Record<string, string>;
}

const TRIGGER_URL = 0;
const TRIGGER_REQUEST_HEADER = 1;
const TRIGGER_URL_EXTENSION = 3;

const MATCH_ANY = 0;
const MATCH_ALL = 1;
const MATCH_NONE = 2;

function wildcard(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'is');
}

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

const escapeClassChar = (c: string) => c.replace(/[\\\]^-]/g, '\\$&');

/** A `%x` of a Lua pattern: a class, or the character itself escaped. */
function luaEscape(c: string, inSet: boolean): string {
  const lower = c.toLowerCase();
  const body = LUA_CLASSES[lower];
  if (body === undefined) return inSet ? escapeClassChar(c) : c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  if (inSet) return c === lower ? body : ''; // a negated class inside a set is not needed here
  return c === lower ? `[${body}]` : `[^${body}]`;
}

/**
 * docs.bunny.net/cdn/edge-rules/pattern-matching: a condition prefixed `pattern:` is a Lua
 * pattern, evaluated with string.find (a match anywhere unless anchored with ^ and $). The
 * subset here: anchors, `.`, `%` classes and escapes, sets, and the repeaters * + - ?.
 */
export function luaPattern(pattern: string): RegExp {
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
      atom = luaEscape(pattern.charAt(i + 1), false);
      i += 2;
    } else if (c === '[') {
      let j = i + 1;
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
          set += luaEscape(pattern.charAt(j + 1), true);
          j += 2;
        } else if (pattern.charAt(j + 1) === '-' && pattern.charAt(j + 2) !== ']' && j + 2 < pattern.length) {
          set += `${escapeClassChar(d)}-${escapeClassChar(pattern.charAt(j + 2))}`;
          j += 3;
        } else {
          set += escapeClassChar(d);
          j++;
        }
      }
      atom = `${set}]`;
      i = j + 1;
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
  return new RegExp(source);
}

/** One condition's pattern: a Lua pattern after `pattern:`, else a wildcard. */
function patternMatches(pattern: string, text: string): boolean {
  if (pattern.toLowerCase().startsWith('pattern:')) return luaPattern(pattern.slice('pattern:'.length)).test(text);
  return wildcard(pattern.replace(/^\./, '')).test(text);
}

function combine(results: boolean[], matching: number): boolean {
  if (matching === MATCH_ALL) return results.length > 0 && results.every(Boolean);
  if (matching === MATCH_NONE) return !results.some(Boolean);
  if (matching === MATCH_ANY) return results.some(Boolean);
  return false;
}

/** The text a trigger tests, or undefined when the request has none (a header it does not carry). */
function subject(trigger: StoredTrigger, request: EdgeRequest): string | undefined {
  switch (trigger.Type) {
    case TRIGGER_URL:
      return `${request.scheme}://${request.host}${request.path}`;
    case TRIGGER_REQUEST_HEADER:
      return request.headers[(trigger.Parameter1 ?? '').toLowerCase()];
    case TRIGGER_URL_EXTENSION: {
      const last = request.path.split('/').pop() ?? '';
      return last.includes('.') ? last.slice(last.lastIndexOf('.') + 1) : '';
    }
    default:
      return undefined;
  }
}

function triggerMatches(trigger: StoredTrigger, request: EdgeRequest): boolean {
  if (![TRIGGER_URL, TRIGGER_REQUEST_HEADER, TRIGGER_URL_EXTENSION].includes(trigger.Type)) return false;
  const text = subject(trigger, request);
  const patterns = trigger.PatternMatches ?? [];
  const results = patterns.map((pattern) => text !== undefined && patternMatches(pattern, text));
  return combine(results, trigger.PatternMatchingType);
}

/** Whether an enabled rule applies to the request; a rule without triggers applies to nothing. */
export function ruleMatches(rule: StoredEdgeRule, request: EdgeRequest): boolean {
  if (!rule.Enabled || rule.Triggers.length === 0) return false;
  return combine(
    rule.Triggers.map((trigger) => triggerMatches(trigger, request)),
    rule.TriggerMatchingType,
  );
}

/** The rules in the order the edge runs them: OrderIndex, then the order they were made. */
export function inRunOrder(rules: readonly StoredEdgeRule[]): StoredEdgeRule[] {
  return rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => a.rule.OrderIndex - b.rule.OrderIndex || a.index - b.index)
    .map((entry) => entry.rule);
}
