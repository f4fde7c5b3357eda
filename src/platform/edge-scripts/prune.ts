/**
 * The prune of a script's environment: its secrets (upsert-secret) and its variables
 * (sync-variables) are both named values of one script, deleted by id, and guarded the same way.
 */

export interface PruneGuards {
  /** The pattern that keeps this name, as the user wrote it; undefined when none does. */
  keptBy(name: string): string | undefined;
  maxPrune: number;
  allowPruneAll: boolean;
}

/** Why a prune must not run: more than max-prune, or everything the script had. */
type PruneRefusal = { reason: 'too-many'; count: number; maxPrune: number } | { reason: 'all'; count: number };

export interface PruneDecision {
  /** To delete, in the order of the script's list. */
  deletions: Array<{ Id: number; Name: string }>;
  /** Not named by the list but matched by a keep pattern. */
  kept: Array<{ Id: number; Name: string; pattern: string }>;
  /** Entries the read gave without a name: never deleted, since nothing can name them. */
  unnamed: number[];
  /** Why the prune must not run; undefined when every guard lets it. */
  refusal?: PruneRefusal;
}

/**
 * The name of `listed` that keeps an entry named `name` from every prune, whatever keep says, or
 * undefined when none does: compared without regard to case, so that a platform that matches
 * names so never loses an entry just written.
 */
export function listedAs(listed: readonly string[]): (name: string) => string | undefined {
  const byFold = new Map(listed.map((name) => [name.toLowerCase(), name]));
  return (name) => byFold.get(name.toLowerCase());
}

/**
 * Which of the script's entries go: those the list does not name (as `listedAs` matches), minus
 * those a keep pattern matches. Then the guards, in order: at most `maxPrune`, and not every
 * entry the script had unless `allowPruneAll`. Deleting is the one change that cannot be undone
 * (a secret's value cannot be read back; a variable's was the previous configuration), so this
 * is decided from the script's own list, read before anything is written.
 */
export function decidePrune(
  existing: ReadonlyArray<{ Id: number; Name?: string | null | undefined }>,
  listed: readonly string[],
  guards: PruneGuards,
): PruneDecision {
  const named = listedAs(listed);
  const decision: PruneDecision = { deletions: [], kept: [], unnamed: [] };
  for (const entry of existing) {
    const name = entry.Name;
    if (name === null || name === undefined || name === '') {
      decision.unnamed.push(entry.Id);
      continue;
    }
    if (named(name) !== undefined) continue;
    const pattern = guards.keptBy(name);
    if (pattern !== undefined) decision.kept.push({ Id: entry.Id, Name: name, pattern });
    else decision.deletions.push({ Id: entry.Id, Name: name });
  }
  const count = decision.deletions.length;
  if (count > guards.maxPrune) decision.refusal = { reason: 'too-many', count, maxPrune: guards.maxPrune };
  else if (count > 0 && count === existing.length && !guards.allowPruneAll) decision.refusal = { reason: 'all', count };
  return decision;
}
