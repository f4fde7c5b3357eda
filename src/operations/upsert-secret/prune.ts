/**
 * Secret sync: the script keeps exactly the secrets its list names. Deleting is the one step of
 * upsert-secret that cannot be undone (a secret's value cannot be read back), so the decision
 * is made from the script's own list, read before anything is written, and checked against
 * guards before any delete: keep patterns, a ceiling on how many go, and a refusal to empty
 * the script of everything it had.
 */
import { InputError, MAX_LINE_LENGTH, trimAscii, type Inputs } from '../../inputs/inputs.ts';
import { inline } from '../../runner/untrusted-text.ts';

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

/** A secret as the script's list gives it: id and name, never a value. */
export interface ListedSecret {
  Id: number;
  Name?: string | null | undefined;
}

export interface PruneDecision {
  /** To delete, in the order of the script's list. */
  deletions: Array<{ Id: number; Name: string }>;
  /** Not named by the list but matched by a keep pattern. */
  kept: Array<{ Name: string; pattern: string }>;
  /** Secrets the list read gave without a name: never deleted, since nothing can name them. */
  unnamed: number[];
  /** Why the prune must not run; undefined when every guard lets it. */
  refusal?: string;
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

/**
 * Which of the script's secrets go: those the list does not name (compared without regard to
 * case, so that a platform that matches names so never loses a secret just written), minus
 * those a keep pattern matches. Then the guards, in order: at most `maxPrune`, and not every
 * secret the script had unless `allowPruneAll`.
 */
export function decidePrune(existing: readonly ListedSecret[], listed: readonly string[], settings: PruneSettings): PruneDecision {
  const named = new Set(listed.map((name) => name.toLowerCase()));
  const decision: PruneDecision = { deletions: [], kept: [], unnamed: [] };
  for (const secret of existing) {
    const name = secret.Name;
    if (name === null || name === undefined || name === '') {
      decision.unnamed.push(secret.Id);
      continue;
    }
    if (named.has(name.toLowerCase())) continue;
    const pattern = settings.keep.find((keep) => keep.regex.test(name));
    if (pattern) decision.kept.push({ Name: name, pattern: pattern.text });
    else decision.deletions.push({ Id: secret.Id, Name: name });
  }
  const count = decision.deletions.length;
  const names = decision.deletions.map((secret) => secret.Name);
  if (count > settings.maxPrune) {
    decision.refusal =
      `The prune would delete ${count} secrets, more than max-prune (${settings.maxPrune}): ${shown(names)}. ` +
      'Nothing was deleted. Raise max-prune, add keep patterns, or name the secrets in secrets.';
  } else if (count > 0 && count === existing.length && !settings.allowPruneAll) {
    decision.refusal =
      `The prune would delete every secret the script had (${shown(names)}): the list names none of them. ` +
      'Nothing was deleted. Check script-id and secrets; if that is what you want, set allow-prune-all: true.';
  }
  return decision;
}
