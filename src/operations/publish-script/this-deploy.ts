import { commitFromNote } from '../../platform/edge-scripts/notes.ts';
import { compareNotes } from '../../platform/edge-scripts/release-identity.ts';

/**
 * Whether the live release of an unchanged step is this step's own deploy (a re-run of it), and
 * the words that say so: `said` follows "is" ("release 5 is this commit's deploy"), `name` is the
 * deploy alone. One decision for both of its uses: the purge repeated without a probe, and the
 * rollback after a failed probe, which a note naming no commit never allows.
 *
 * A step whose note names a commit (the default note, or a workflow's own `Deploy <sha>`) owns
 * the live release when its note names the same commit. A custom note that names no commit
 * ("v1.8 release") can only be known by the note itself: the live release is this step's when
 * its note is this step's, as a re-run of the step sends the same note again.
 */
export function thisDeploy(
  note: string | undefined,
  liveNote: string | null | undefined,
  use: 'purge' | 'rollback',
): { ours: boolean; name: string; said: string } {
  // A step with a script credential sends no note (sentNote), so no release is known as its own.
  if (note === undefined) {
    return {
      ours: false,
      name: "this step's deploy",
      said: "not known as this step's deploy (a publish with a script credential sends no note)",
    };
  }
  const ours = commitFromNote(note);
  if (ours !== undefined) {
    const live = commitFromNote(liveNote);
    const same = live !== undefined && (ours.startsWith(live) || live.startsWith(ours));
    const name = "this commit's deploy";
    return { ours: same, name, said: same ? name : `not ${name} (its note names ${live ?? 'no commit'})` };
  }
  const name = "this step's deploy";
  // A note alone cannot tell a re-run from a later commit's step that sends the same fixed note:
  // good enough to repeat a purge, never to undo a release that may have run this code for long.
  if (use === 'rollback') {
    return {
      ours: false,
      name,
      said: `not known as ${name} (this step's note names no commit, and a note alone does not tell a re-run of this step from a later commit's)`,
    };
  }
  const same = compareNotes(note, liveNote) === 'same';
  return {
    ours: same,
    name,
    said: `${same ? '' : 'not '}${name} (its note is ${same ? '' : 'not '}this step's note, which names no commit)`,
  };
}

/**
 * Whether a live release that carries this step's note but other code may be taken for this
 * step's own publish gone wrong (another save landed between this step's save and its publish),
 * and so rolled back. Only when the note names a commit: another pipeline's step that sends the
 * same fixed note ("CI deploy") and publishes its code after this step's publish makes just such a
 * release, and undoing it would undo a deploy whose step passed.
 */
export const ownsRacedRelease = (note: string | undefined): boolean => commitFromNote(note) !== undefined;

/** Why a release with this step's fixed note but other code is left alone (ownsRacedRelease is false). */
export const UNKNOWN_RACE =
  "this step's note names no commit, so the step cannot tell another save that raced its own from another pipeline's deploy that sent the same note";
