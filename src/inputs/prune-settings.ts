/**
 * The prune inputs that upsert-secret (a script's secrets) and sync-variables (its variables)
 * share: keep patterns, a ceiling on how many go, and whether the script may be emptied of
 * everything it had. The decision is the platform's (platform/edge-scripts/prune.ts); the words
 * naming these inputs are here, so both operations refuse a prune in the same terms.
 */
import { InputError, MAX_LINE_LENGTH, trimAscii, type Inputs } from './inputs.ts';
import { inline } from '../runner/untrusted-text.ts';
import type { PruneDecision, PruneGuards } from '../platform/edge-scripts/prune.ts';

const MAX_PRUNE_DEFAULT = 5;
const MAX_PRUNE_LIMIT = 1000;

/** What is pruned, in the words of the operation's inputs. */
export interface PruneWords {
  /** `secret`, `variable`. */
  noun: string;
  /** The input that lists what the script should keep: `secrets`, `variables`. */
  listInput: string;
}

export const SECRET_PRUNE: PruneWords = { noun: 'secret', listInput: 'secrets' };
export const VARIABLE_PRUNE: PruneWords = { noun: 'variable', listInput: 'variables' };

/** `*` matches any run of characters, everything else itself; the whole name, without regard to case. */
function keepPattern(text: string): { text: string; regex: RegExp } {
  const body = text
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return { text, regex: new RegExp(`^${body}$`, 'is') };
}

/**
 * `keep`: one pattern a line. An empty line before the last pattern (or after it, beyond the
 * line break a YAML block ends with) is refused rather than skipped: it is what an expression
 * that expanded to nothing leaves, and the entry it meant to protect would be deleted.
 */
function readKeepPatterns(inputs: Inputs, words: PruneWords): Array<ReturnType<typeof keepPattern>> {
  const raw = inputs.raw('keep');
  if (raw === undefined) return [];
  const lines = raw.replace(/\r?\n$/, '').split(/\r?\n/);
  const problems: string[] = [];
  const patterns: Array<ReturnType<typeof keepPattern>> = [];
  lines.forEach((line, index) => {
    const text = trimAscii(line);
    const where = `line ${index + 1}`;
    if (text === '') {
      problems.push(
        `${where} is empty; an empty pattern is refused because an expression that expanded to nothing leaves one, and the ${words.noun}s it was meant to keep would be deleted. Give one name pattern a line (* matches any characters)`,
      );
    } else if (text.length > MAX_LINE_LENGTH) {
      problems.push(`${where} is ${text.length} characters long; at most ${MAX_LINE_LENGTH} are allowed`);
    } else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) {
      problems.push(`${where} has a control character; a ${words.noun} name cannot hold one`);
    } else {
      patterns.push(keepPattern(text));
    }
  });
  if (problems.length > 0) throw new InputError('keep', problems.join('\n'));
  return patterns;
}

/**
 * The prune inputs, as the guards of the platform's prune decision (a keep pattern is matched
 * without regard to case). `keep`, `max-prune` and `allow-prune-all` are checked whether or not
 * `prune` is on (a workflow may switch prune with an expression). `needsList` is the refusal
 * of a prune without the list (upsert-secret with secret-name); undefined when the list is
 * the operation's only form.
 */
export function readPruneSettings(inputs: Inputs, words: PruneWords, hasList: boolean, needsList?: string): PruneGuards | undefined {
  const prune = inputs.boolean('prune', false);
  const keep = inputs.check(() => readKeepPatterns(inputs, words)) ?? [];
  const maxPrune = inputs.integer('max-prune', { min: 0, max: MAX_PRUNE_LIMIT, default: MAX_PRUNE_DEFAULT }) ?? MAX_PRUNE_DEFAULT;
  const allowPruneAll = inputs.boolean('allow-prune-all', false);
  if (!prune) return undefined;
  if (!hasList) {
    if (needsList !== undefined) inputs.problems.refuse('prune', needsList);
    return undefined;
  }
  return { keptBy: (name) => keep.find((pattern) => pattern.regex.test(name))?.text, maxPrune, allowPruneAll };
}

/** The input whose guard refused the prune: what a message that only mentions the refusal names. */
export const refusingInput = (refusal: NonNullable<PruneDecision['refusal']>): 'max-prune' | 'allow-prune-all' =>
  refusal.reason === 'too-many' ? 'max-prune' : 'allow-prune-all';

/**
 * Why the prune is refused, in the words of the inputs that would let it. `consequence` says
 * what the step did about it ("Nothing was written and nothing deleted."); a dry run has none.
 */
export function refusalMessage(decision: PruneDecision, words: PruneWords, consequence?: string): string | undefined {
  const refusal = decision.refusal;
  if (refusal === undefined) return undefined;
  const names = decision.deletions.map((entry) => inline(entry.Name, 80)).join(', ');
  const { noun, listInput } = words;
  const then = consequence === undefined ? '' : `${consequence} `;
  if (refusal.reason === 'too-many') {
    return (
      `The prune would delete ${refusal.count} ${noun}s, more than max-prune (${refusal.maxPrune}): ${names}. ` +
      `${then}Raise max-prune, add keep patterns, or name the ${noun}s in ${listInput}.`
    );
  }
  return (
    `The prune would delete every ${noun} the script had (${names}): the list names none of them. ` +
    `${then}Check script-id and ${listInput}; if that is what you want, set allow-prune-all: true.`
  );
}
