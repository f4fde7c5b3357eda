/**
 * The prune inputs of upsert-secret's secret sync: keep patterns, a ceiling on how many go, and
 * whether the script may be emptied of everything it had. The decision is the platform's
 * (platform/script-secrets/prune.ts); the words naming these inputs are here.
 */
import { InputError, MAX_LINE_LENGTH, trimAscii, type Inputs } from '../../inputs/inputs.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { PruneDecision, PruneGuards } from '../../platform/script-secrets/prune.ts';

const MAX_PRUNE_DEFAULT = 5;
const MAX_PRUNE_LIMIT = 1000;

interface KeepPattern {
  /** As the user wrote it, for messages. */
  text: string;
  regex: RegExp;
}

export interface PruneSettings {
  keep: KeepPattern[];
  maxPrune: number;
  allowPruneAll: boolean;
}

/** `*` matches any run of characters, everything else itself; the whole name, without regard to case. */
function keepPattern(text: string): KeepPattern {
  const body = text
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return { text, regex: new RegExp(`^${body}$`, 'is') };
}

/**
 * `keep`: one pattern a line. An empty line before the last pattern (or after it, beyond the
 * line break a YAML block ends with) is refused rather than skipped: it is what an expression
 * that expanded to nothing leaves, and the secret it meant to protect would be deleted.
 */
function readKeepPatterns(inputs: Inputs): KeepPattern[] {
  const raw = inputs.raw('keep');
  if (raw === undefined) return [];
  const lines = raw.replace(/\r?\n$/, '').split(/\r?\n/);
  const problems: string[] = [];
  const patterns: KeepPattern[] = [];
  lines.forEach((line, index) => {
    const text = trimAscii(line);
    const where = `line ${index + 1}`;
    if (text === '') {
      problems.push(
        `${where} is empty; an empty pattern is refused because an expression that expanded to nothing leaves one, and the secrets it was meant to keep would be deleted. Give one name pattern a line (* matches any characters)`,
      );
    } else if (text.length > MAX_LINE_LENGTH) {
      problems.push(`${where} is ${text.length} characters long; at most ${MAX_LINE_LENGTH} are allowed`);
    } else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) {
      problems.push(`${where} has a control character; a secret name cannot hold one`);
    } else {
      patterns.push(keepPattern(text));
    }
  });
  if (problems.length > 0) throw new InputError('keep', problems.join('\n'));
  return patterns;
}

/**
 * The prune inputs. `keep`, `max-prune` and `allow-prune-all` are checked whether or not
 * `prune` is on (a workflow may switch prune with an expression); `prune` needs `secrets`.
 */
export function readPruneSettings(inputs: Inputs, hasList: boolean): PruneSettings | undefined {
  const prune = inputs.boolean('prune', false);
  const keep = inputs.check(() => readKeepPatterns(inputs)) ?? [];
  const maxPrune = inputs.integer('max-prune', { min: 0, max: MAX_PRUNE_LIMIT, default: MAX_PRUNE_DEFAULT }) ?? MAX_PRUNE_DEFAULT;
  const allowPruneAll = inputs.boolean('allow-prune-all', false);
  if (!prune) return undefined;
  if (!hasList) {
    inputs.problems.add(
      new InputError(
        'prune',
        'needs the list in secrets (one NAME or NAME=VARIABLE a line): only a list says which secrets the script should keep; with secret-name it would delete every other secret',
      ),
    );
    return undefined;
  }
  return { keep, maxPrune, allowPruneAll };
}

const shown = (names: readonly string[]) => names.map((name) => inline(name, 80)).join(', ');

/** The guards of the platform's prune decision, from the settings: a keep pattern is matched without regard to case. */
export function pruneGuards(settings: PruneSettings): PruneGuards {
  return {
    keptBy: (name) => settings.keep.find((keep) => keep.regex.test(name))?.text,
    maxPrune: settings.maxPrune,
    allowPruneAll: settings.allowPruneAll,
  };
}

/** Why the prune is refused, in the words of the inputs that would let it. */
export function refusalMessage(decision: PruneDecision): string | undefined {
  const refusal = decision.refusal;
  if (refusal === undefined) return undefined;
  const names = shown(decision.deletions.map((secret) => secret.Name));
  if (refusal.reason === 'too-many') {
    return (
      `The prune would delete ${refusal.count} secrets, more than max-prune (${refusal.maxPrune}): ${names}. ` +
      'Nothing was deleted. Raise max-prune, add keep patterns, or name the secrets in secrets.'
    );
  }
  return (
    `The prune would delete every secret the script had (${names}): the list names none of them. ` +
    'Nothing was deleted. Check script-id and secrets; if that is what you want, set allow-prune-all: true.'
  );
}
