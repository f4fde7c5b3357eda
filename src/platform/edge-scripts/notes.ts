/**
 * The notes this action writes, and the one reading of a commit from a note. A release published
 * with an API key has no CommitSha: its note is the only place a pipeline can name the commit,
 * so notes are written so that they cannot be misread, and read so that no other number is
 * taken for a commit.
 */

/**
 * The form of this action's own deploy note, with the commit it names, anywhere in a note: a
 * workflow's own note may put text before it ("v1.8.0: Deploy <sha> (<run url>)").
 */
const DEPLOY_NOTE = /(?<![0-9a-z])Deploy\s+([0-9a-f]{7,40})(?![0-9a-z])/gi;
/** A full commit SHA standing alone, with a letter in it: 40 decimal digits are a number, not a commit. */
const FULL_SHA = /(?<![0-9a-z])(?=[0-9]*[a-f])[0-9a-f]{40}(?![0-9a-z])/i;
/** A note that says it rolls back names the commit it undoes, or the one it restores: never the commit deployed. */
const ROLLBACK = /\b(?:roll(?:ed|ing|s)?[\s-]*back|rollback|revert(?:ed|ing|s)?)\b/i;

/** `Deploy <sha> (<run url>)`: the default note of a publish, which get-active-release reads back. */
export function deployNote(commit: string | undefined, runUrl: string | undefined): string {
  return [commit ? `Deploy ${commit}` : 'Deploy by bunny-platform-action', runUrl ? `(${runUrl})` : undefined]
    .filter((part) => part !== undefined)
    .join(' ');
}

/**
 * The note of a re-publish: it names the release it restores, by id when known and by Uuid, and
 * no commit, so that it never reads as a deploy of the commit it rolls back from.
 */
export function rollbackNote(target: { Id?: number | undefined; Uuid: string }, runUrl: string | undefined, why?: string): string {
  const release = target.Id === undefined ? `release ${target.Uuid}` : `release ${target.Id} (uuid ${target.Uuid})`;
  return [`Roll back to ${release}`, why, runUrl ? `(${runUrl})` : undefined].filter((part) => part !== undefined).join(' ');
}

/**
 * This action's rollback form at the start of a note (rollbackNote): the release it restores, as
 * `release <id> (uuid <uuid>)` or `release <uuid>`; a bare word is not taken when `(uuid` follows
 * it, or a part of it (an Id whose uuid the platform cut off), nor when an ellipsis follows it (cut inside it).
 */
const ROLLBACK_NOTE = /^Roll back to release (?:\d+ \(uuid ([A-Za-z0-9-]{1,64})\)|([A-Za-z0-9-]{1,64})(?!\s*\((?:u|$))(?=\s|$))/;

/**
 * The Uuid of the release a note of this action's rollback form says it restores; undefined for
 * any other note. A re-publish may make a new release of its target that carries this note, so
 * the note is how that copy is known for what it restores.
 */
export function restoredUuid(note: string | null | undefined): string | undefined {
  const found = ROLLBACK_NOTE.exec(note?.trim() ?? '');
  return found ? (found[1] ?? found[2]) : undefined;
}

/**
 * The commit a note says was deployed: the SHA of this action's own form (`Deploy <sha>`, the
 * first of them wherever it stands; fewer than 40 digits only with a letter, since a date or a
 * run number is all digits), whatever other words the note holds: a revert commit is deployed
 * like any other, and its message (`Revert "add banner"`) is often the note's first words.
 * Without that form, a full 40-digit SHA, unless the note says it rolls back or reverts (it
 * then names the commit undone, or the one restored, never the one deployed). This action's own
 * rollback notes hold no `Deploy <sha>`. Lower-case; undefined when the note names none.
 */
export function commitFromNote(note: string | null | undefined): string | undefined {
  if (!note) return undefined;
  for (const [, own = ''] of note.matchAll(DEPLOY_NOTE)) {
    if (own.length === 40 || /[a-f]/i.test(own)) return own.toLowerCase();
  }
  if (ROLLBACK.test(note)) return undefined;
  return FULL_SHA.exec(note)?.[0].toLowerCase();
}
