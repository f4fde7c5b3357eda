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
  const results = patterns.map((pattern) => text !== undefined && wildcard(pattern.replace(/^\./, '')).test(text));
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
