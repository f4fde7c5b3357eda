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
 * The note of a re-publish: it names the release it restores by Uuid, then by id when known, and
 * no commit, so that it never reads as a deploy of the commit it rolls back from. The Uuid comes
 * first because the platform may cut a note short (how short, the facts do not say): `Roll back
 * to release ` and a 36-character UUID are 57 characters, within the 64 the emulator's cut keeps,
 * where the older form, id first, put 11 more before the Uuid and such a cut took its end. Some
 * words always follow the Uuid (`by bunny-platform-action` when nothing else would: no run URL),
 * as a short Uuid that ends a note may be what a cut left of a longer one (readRollbackNote).
 */
export function rollbackNote(target: { Id?: number | undefined; Uuid: string }, runUrl: string | undefined, why?: string): string {
  const id = target.Id === undefined ? undefined : `(id ${target.Id})`;
  const after = [id, why, runUrl ? `(${runUrl})` : undefined].filter((part) => part !== undefined);
  return [`Roll back to release ${target.Uuid}`, ...(after.length > 0 ? after : ['by bunny-platform-action'])].join(' ');
}

/** How every rollback note of this action begins, of this version or an older one. */
const ROLLBACK_PREFIX = 'Roll back to release';
/** The form older versions wrote, `release <id> (uuid <uuid>)`, whole. */
const ID_FIRST = /^Roll back to release \d+ \(uuid ([A-Za-z0-9-]{1,64})\)/;
/** `release <uuid>`, then white space, the end, or what a cut leaves there; the second group is what follows. */
const UUID_FIRST = /^Roll back to release ([A-Za-z0-9-]{1,64})(?=\s|$|…|\.{3})(.*)$/s;
/** What a platform may put where it cut a note: an ellipsis, as one character or three dots. */
export const CUT_MARK = /\s*(?:…|\.{3})$/;
/**
 * A Uuid of the UUID form (the seed's releases have it): 36 characters, so a cut inside one never
 * leaves one. A release Uuid is a short code, not always a UUID (api-facts), and how long a
 * short code is the facts do not say: one that ends a note may be what a cut left of a longer
 * Uuid (`6f1c2a4e` is the first part of the seeded release's UUID).
 */
const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What follows the first word of a note, without a cut's mark at its end. */
const uncut = (rest: string): string => rest.replace(CUT_MARK, '').trim();

/** Whether what follows a bare number is the older form's `(uuid`, or what a cut left of it (nothing, `(uu`, `(uu…`). */
function olderFormAfterId(rest: string): boolean {
  const after = uncut(rest);
  return after.startsWith('(uuid') || '(uuid'.startsWith(after);
}

/**
 * What a note of this action's rollback form (rollbackNote, of this version or an older one)
 * says it restores: undefined for any other note; `uuid` undefined for a note of that form
 * whose release the platform cut away, or may have cut inside: a Uuid is taken only whole, with
 * more of the note after it, or of the UUID form. v0.4.0 to v0.4.3 wrote `Roll back to release
 * <uuid>` and nothing after it outside a workflow run, which for a short Uuid reads the same as a
 * cut: too short to tell which release it names. Such a note is a rollback to a release nothing
 * names, never a fresh deploy. A re-publish may make a new release of its target that carries
 * this note, so the note is how that copy is known for what it restores.
 */
export function readRollbackNote(note: string | null | undefined): { uuid: string | undefined } | undefined {
  const text = note?.trim() ?? '';
  if (!text.startsWith(ROLLBACK_PREFIX)) return undefined;
  const idFirst = ID_FIRST.exec(text);
  if (idFirst) return { uuid: idFirst[1] };
  const [, uuid, rest = ''] = UUID_FIRST.exec(text) ?? [];
  if (uuid === undefined) return { uuid: undefined };
  // A bare number is an older note's id, not a Uuid, when `(uuid` follows it or was cut from it.
  if (/^\d+$/.test(uuid) && olderFormAfterId(rest)) return { uuid: undefined };
  // Nothing after it but where the note was cut: the cut may have fallen inside it.
  if (uncut(rest) === '' && !UUID_FORM.test(uuid)) return { uuid: undefined };
  return { uuid };
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
