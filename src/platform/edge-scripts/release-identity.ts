import type { ScriptRelease } from '../../api/models/releases.ts';
import { releaseHash } from './code-hash.ts';
import { mayStillGoLive } from './late-release.ts';
import { madeAfter, releaseTimes } from './release-order.ts';
import { CUT_MARK, readRollbackNote } from './notes.ts';

/**
 * How a note read back compares with the note sent. The platform may trim a note, collapse its
 * whitespace or cut it short (with or without an ellipsis): `altered` is such a note, which
 * still names this step's release; `different` is another note.
 */
export type NoteAgreement = 'same' | 'altered' | 'different';

/** A cut note must keep at least this much of the note sent to count as it: "Deploy " alone names nothing. */
const MIN_KEPT_CHARACTERS = 16;

const normalised = (note: string) => note.replace(/\s+/g, ' ').trim();

export function compareNotes(sent: string, got: string | null | undefined): NoteAgreement {
  if (got === sent) return 'same';
  const whole = normalised(sent);
  const kept = normalised(got ?? '');
  if (kept === whole) return whole === '' ? 'same' : 'altered';
  const cut = kept.replace(CUT_MARK, '');
  const enough = cut.length >= Math.min(MIN_KEPT_CHARACTERS, whole.length);
  return cut !== '' && enough && whole.startsWith(cut) ? 'altered' : 'different';
}

/**
 * What an active release is to the publish that is waiting for it:
 * - `ours`: the file's code, and not the release live before (the platform made it of this step's save);
 * - `before`: still the release live before the publish;
 * - `raced`: this step's note with other code: another save landed between this step's save and
 *   its publish, so this step published someone else's code. Its publish went wrong;
 * - `other`: another release with another note and other code: someone else deployed. A publish
 *   that sent no note cannot know its release by note, so to it every release of other code is
 *   `other`, never `raced`: a note-less deploy of someone else's is common (the platform's own
 *   deploy action sends none), and taking it for this step's would roll it back.
 */
export type PublishedRelease = 'ours' | 'before' | 'raced' | 'other';

/**
 * What tells a publish's release: `before` is the release live before the publish (undefined on a
 * first publish), `note` the note it sent (undefined when it sent none: a publish with a script
 * credential has no body).
 */
export interface PublishIdentity {
  codeSha256: string;
  note: string | undefined;
  before: ScriptRelease | undefined;
}

export function recognisePublished(release: ScriptRelease, identity: PublishIdentity): PublishedRelease {
  if (identity.before !== undefined && release.Id === identity.before.Id) return 'before';
  if (releaseHash(release) === identity.codeSha256) return 'ours';
  if (identity.note === undefined) return 'other';
  return compareNotes(identity.note, release.Note) === 'different' ? 'other' : 'raced';
}

/**
 * Whether a release the list holds is the one a publish made, for a step that never saw it live:
 * recognisePublished's `ours`, made after `before` (release-order.ts: an older release of the
 * same code, a revert's, is not this publish's), and carrying the
 * note sent, read leniently as compareNotes does (another run's release of the same code carries
 * its own note). With no note sent, code and order alone.
 */
export function madeByPublish(release: ScriptRelease, identity: PublishIdentity): boolean {
  if (identity.before !== undefined && !madeAfter(releaseTimes(release), releaseTimes(identity.before))) return false;
  if (recognisePublished(release, identity) !== 'ours') return false;
  return identity.note === undefined || compareNotes(identity.note, release.Note) !== 'different';
}

/** What an active release is to a re-publish of `target`: live again, still the replaced one, or another deploy. */
export type RestoredRelease = 'restored' | 'replaced' | 'other';

/**
 * The target is live again by its Uuid, or as a new release the platform made of it: by its
 * code, or when the list gave no code for it, by the re-publish's `note`. `replaced` is the
 * release live when the re-publish was sent. `overtakes`, for a re-publish of a target live
 * already, is the release it is sent to overtake (late-release.ts): the target, or a copy of it,
 * read live before the re-publish lands is still the release live before, so it counts as
 * restored only once that release may no longer go live over it (a copy made after it, or the
 * target gone live again since it was made), as a re-run would then find nothing to overtake.
 */
export function recogniseRestored(
  release: ScriptRelease,
  {
    target,
    replaced,
    note,
    overtakes,
  }: { target: ScriptRelease; replaced: ScriptRelease | undefined; note: string; overtakes?: ScriptRelease | undefined },
): RestoredRelease {
  const seen = restoredOrNot(release, target, replaced, note);
  return seen === 'restored' && overtakes !== undefined && mayStillGoLive(overtakes, release) ? 'replaced' : seen;
}

function restoredOrNot(release: ScriptRelease, target: ScriptRelease, replaced: ScriptRelease | undefined, note: string): RestoredRelease {
  if (target.Uuid && release.Uuid === target.Uuid) return 'restored';
  if (replaced !== undefined && release.Id === replaced.Id) return 'replaced';
  const hash = releaseHash(target);
  if (hash !== undefined) return releaseHash(release) === hash ? 'restored' : 'other';
  return compareNotes(note, release.Note) === 'different' ? 'other' : 'restored';
}

/**
 * Whether `release` is `target`, or a release a re-publish of it made: live already as it, or
 * on its way. By the code's hash when both are known (`codeSha256` undefined: the list gave
 * none); else by this action's rollback note naming the target, which a re-publish leaves on
 * its copy: this step's own, or another pipeline's rollback (rollback-on-failure) to it.
 */
export function isTargetOrCopy(
  release: Pick<ScriptRelease, 'Uuid' | 'Note'> & { codeSha256: string | undefined },
  target: ScriptRelease & { Uuid: string },
): boolean {
  if (release.Uuid === target.Uuid) return true;
  const targetHash = releaseHash(target);
  if (targetHash !== undefined && release.codeSha256 !== undefined) return release.codeSha256 === targetHash;
  return readRollbackNote(release.Note)?.uuid === target.Uuid;
}
