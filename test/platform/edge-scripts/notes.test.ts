import { describe, expect, it } from 'vitest';
import { commitFromNote, deployNote, readRollbackNote, rollbackNote } from '../../../src/platform/edge-scripts/notes.ts';
import {
  compareNotes,
  isTargetOrCopy,
  recognisePublished,
  recogniseRestored,
} from '../../../src/platform/edge-scripts/release-identity.ts';
import { codeSha256 } from '../../../src/platform/edge-scripts/code-hash.ts';

const FULL = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const RUN = 'https://github.com/acme/edge/actions/runs/4242';

describe('the notes this action writes', () => {
  it('a deploy note names the commit, and get-active-release reads it back', () => {
    expect(deployNote(FULL, RUN)).toBe(`Deploy ${FULL} (${RUN})`);
    expect(commitFromNote(deployNote(FULL, RUN))).toBe(FULL);
    expect(deployNote(undefined, undefined)).toBe('Deploy by bunny-platform-action');
  });

  it('a rollback note names the release it restores and no commit, so it never reads as a deploy', () => {
    const note = rollbackNote({ Id: 9100, Uuid: 'c3f9a06d' }, RUN, 'after a failed deploy');
    expect(note).toBe(`Roll back to release c3f9a06d (id 9100) after a failed deploy (${RUN})`);
    expect(commitFromNote(note)).toBeUndefined();
    // Never the Uuid alone: a short one ending a note may be what a cut left of a longer one.
    expect(rollbackNote({ Uuid: 'c3f9a06d' }, undefined)).toBe('Roll back to release c3f9a06d by bunny-platform-action');
  });

  it('a rollback note is read back for the release it restores, and no other note is', () => {
    const restored = (note: string | null) => readRollbackNote(note)?.uuid;
    expect(restored(rollbackNote({ Id: 9100, Uuid: 'c3f9a06d' }, RUN, 'after a failed deploy'))).toBe('c3f9a06d');
    expect(restored(rollbackNote({ Uuid: 'c3f9a06d' }, RUN))).toBe('c3f9a06d');
    expect(restored(rollbackNote({ Uuid: 'c3f9a06d' }, undefined))).toBe('c3f9a06d');
    // A short Uuid that ends a note may be what a cut left of a longer one: no release is named whole. A UUID is whole.
    expect(restored('Roll back to release c3f9a06d')).toBeUndefined();
    expect(restored('Roll back to release 6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f')).toBe('6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f');
    // Notes older versions wrote, id first, are on the platform still.
    expect(restored(`Roll back to release 9100 (uuid c3f9a06d) after a failed deploy (${RUN})`)).toBe('c3f9a06d');
    expect(readRollbackNote(deployNote(FULL, RUN))).toBeUndefined();
    expect(readRollbackNote('Rolled back by hand to c3f9a06d')).toBeUndefined();
    expect(readRollbackNote(null)).toBeUndefined();
  });

  it('a rollback note the platform cut at 64 characters still names a UUID it restores, put first', () => {
    const uuid = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';
    const note = rollbackNote({ Id: 9101, Uuid: uuid }, RUN, 'after a failed deploy');
    expect(readRollbackNote(note.slice(0, 64))).toEqual({ uuid });
    expect(readRollbackNote(`${note.slice(0, 60)}…`)).toEqual({ uuid });
  });

  // The seeded release's UUID, the seed's short Uuid of an older release, and the emulator's short hex one.
  describe.each(['6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f', 'c3f9a06d', '4b1d9c0e7a2f'])('a rollback note naming %s, cut anywhere', (uuid) => {
    const head = 'Roll back to release ';
    const forms = [
      {
        form: 'this version',
        note: rollbackNote({ Id: 9101, Uuid: uuid }, RUN, 'after a failed deploy'),
        // Whole when the cut keeps the Uuid and more of the note after it, or at once for a UUID (a cut inside one leaves none).
        whole: head.length + uuid.length + (uuid.length === 36 ? 0 : 2),
      },
      {
        form: 'an older version (id first)',
        note: `Roll back to release 9101 (uuid ${uuid}) after a failed deploy (${RUN})`,
        // Whole once the closing parenthesis is kept.
        whole: `Roll back to release 9101 (uuid ${uuid})`.length,
      },
    ];
    it.each(forms)('$form: the right Uuid or unknown, never another', ({ note, whole }) => {
      for (const mark of ['', '…', '...']) {
        for (let length = 20; length <= note.length; length++) {
          const cut = length === note.length ? note : `${note.slice(0, length)}${mark}`;
          const expected = length >= whole ? uuid : undefined;
          expect(readRollbackNote(cut), JSON.stringify(cut)).toEqual({ uuid: expected });
        }
      }
    });
  });

  it.each([
    ['an older note whose uuid was cut off', 'Roll back to release 9100 (uuid c3f9'],
    ['an older note cut after its id, with an ellipsis', 'Roll back to release 9101 (uu…'],
    ['an older note cut right after its id, with an ellipsis', 'Roll back to release 9101 …'],
    ['an older note cut right after its id, with three dots', 'Roll back to release 9101 ...'],
    ['a note cut inside its UUID', 'Roll back to release 6f1c'],
    ['a note cut inside its UUID, after its first part', 'Roll back to release 6f1c2a4e'],
    ['an older note cut after its id', 'Roll back to release 9100 ('],
    ['an older note cut right after its id', 'Roll back to release 9100'],
    ['a note cut inside its uuid, with an ellipsis', 'Roll back to release c3f9…'],
    ['a note cut before its uuid', 'Roll back to release'],
  ])('a rollback note that names no release (%s) is a rollback to an unknown release, never another note', (_what, note) =>
    expect(readRollbackNote(note)).toEqual({ uuid: undefined }),
  );
});

describe('the commit a note says was deployed', () => {
  it.each([
    [`Deploy ${FULL.toUpperCase()} (${RUN})`, FULL],
    ['Deploy 4f2a9c8 from main', '4f2a9c8'],
    [`merged ${FULL} into main`, FULL],
    // The action's own form cut short by the platform still names the commit.
    [`Deploy ${FULL} (https://github.com/acme/ed`, FULL],
    // Other text before the action's form: a workflow that writes its own note around it.
    [`v1.8.0 release: Deploy ${FULL} (${RUN})`, FULL],
    [`Nightly 20250114: Deploy 4f2a9c8 (${RUN})`, '4f2a9c8'],
    ['Deploy 20250114 then Deploy 4f2a9c8', '4f2a9c8'],
    // This action's own form wins over revert and rollback words (Round 6): a revert commit is deployed like any other.
    [`Revert "add banner"; Deploy ${FULL} (${RUN})`, FULL],
    [`Revert "add banner" (#42): Deploy 4f2a9c8 (${RUN})`, '4f2a9c8'],
    [`rollback drill: Deploy ${FULL}`, FULL],
    [`Rolled back from Deploy 4f2a9c8 (${RUN}) to release 12`, '4f2a9c8'],
  ])('%s names %s', (note, commit) => expect(commitFromNote(note)).toBe(commit));

  it.each([
    ['a date', 'Deploy 20250114 nightly'],
    ['a run number', 'Deploy 1234567 (run 1234567)'],
    ['a short hex word outside the action form', 'release deadbeef1 of main'],
    ['a 40-digit number', `build ${'1'.repeat(40)}`],
    ['a rollback note of an older version', `Roll back after a failed publish of ${FULL} (${RUN})`],
    ['a rollback by a person', `Rolled back to ${FULL}`],
    ['a revert', `Revert ${FULL}`],
    ['a revert without the action form, a short SHA', 'Revert 4f2a9c8'],
    ['a rollback note of an older version of this action', `Roll back to release 9100 (uuid c3f9a06d) after a failed deploy (${RUN})`],
    ['a rollback note of this action', `Roll back to release c3f9a06d (id 9100) after a failed deploy (${RUN})`],
    ['a rollback note of this action cut short', 'Roll back to release 6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f (id 91'],
    ['a word that merely ends in deploy', 'Redeploy 4f2a9c8'],
    ['nothing', ''],
  ])('never takes %s for a commit', (_what, note) => expect(commitFromNote(note)).toBeUndefined());
});

describe('notes compared leniently', () => {
  const sent = `Deploy ${FULL} (${RUN})`;
  it.each([
    [sent, 'same'],
    [`  ${sent}\n`, 'altered'],
    [sent.replace(' ', '   '), 'altered'],
    [sent.slice(0, 50), 'altered'],
    [`${sent.slice(0, 50)}…`, 'altered'],
    [`${sent.slice(0, 50)}...`, 'altered'],
    ['Deploy ', 'different'],
    [`Deploy ${'f'.repeat(40)} (${RUN})`, 'different'],
    ['', 'different'],
    [null, 'different'],
  ])('%j is %s', (got, agreement) => expect(compareNotes(sent, got)).toBe(agreement));
});

describe('recognising releases', () => {
  const code = 'export default {}';
  const before = { Id: 1, Uuid: 'old', Code: 'old code', Note: 'Deploy old' };
  const identity = { codeSha256: codeSha256(code), note: 'Deploy mine', before };
  it('a publish: its own by code and not being the release before, whatever the note', () => {
    expect(recognisePublished(before, identity)).toBe('before');
    expect(recognisePublished({ Id: 2, Code: code, Note: 'Dep' }, identity)).toBe('ours');
    expect(recognisePublished({ ...before, Code: code }, { ...identity, before: { ...before, Code: code } })).toBe('before');
    expect(recognisePublished({ Id: 2, Code: 'raced', Note: 'Deploy mine' }, identity)).toBe('raced');
    expect(recognisePublished({ Id: 2, Code: 'theirs', Note: 'Deploy theirs' }, identity)).toBe('other');
    // A publish that sent no note (a script credential's) knows no release of other code as its own, note-less or not.
    const noteless = { ...identity, note: undefined };
    expect(recognisePublished({ Id: 2, Code: 'theirs', Note: null }, noteless)).toBe('other');
    expect(recognisePublished({ Id: 2, Code: 'theirs', Note: '' }, noteless)).toBe('other');
    expect(recognisePublished({ Id: 2, Code: code, Note: '' }, noteless)).toBe('ours');
  });

  it('a re-publish: by Uuid, by code, and by its note only when the list gave no code', () => {
    const target = { Id: 5, Uuid: 'tgt', Code: 'target code' };
    const restore = { target, replaced: before, note: 'Roll back to release tgt' };
    expect(recogniseRestored({ Id: 5, Uuid: 'tgt' }, restore)).toBe('restored');
    expect(recogniseRestored(before, restore)).toBe('replaced');
    expect(recogniseRestored({ Id: 7, Uuid: 'copy', Code: 'target code' }, restore)).toBe('restored');
    expect(recogniseRestored({ Id: 7, Uuid: 'copy', Code: 'x', Note: restore.note }, restore)).toBe('other');
    const noCode = { ...restore, target: { ...target, Code: null } };
    expect(recogniseRestored({ Id: 7, Uuid: 'copy', Code: 'x', Note: restore.note }, noCode)).toBe('restored');
    expect(recogniseRestored({ Id: 7, Uuid: 'copy', Code: 'x', Note: 'Deploy other' }, noCode)).toBe('other');
  });

  it("a release of the target: itself, a copy of its code, or, when the list gave no code, a copy under a rollback note naming it (this step's or rollback-on-failure's)", () => {
    const target = { Id: 5, Uuid: 'tgt', Code: 'target code' };
    const listed = (Uuid: string, Code: string | null, Note: string) => ({
      Uuid,
      Note,
      codeSha256: Code === null ? undefined : codeSha256(Code),
    });
    expect(isTargetOrCopy(listed('tgt', null, ''), target)).toBe(true);
    expect(isTargetOrCopy(listed('copy', 'target code', 'Deploy abc1234'), target)).toBe(true);
    // With both codes known, the code decides, whatever the note says.
    expect(isTargetOrCopy(listed('copy', 'other code', rollbackNote({ Uuid: 'tgt' }, RUN)), target)).toBe(false);
    const noCode = { ...target, Code: null };
    expect(isTargetOrCopy(listed('copy', null, rollbackNote({ Uuid: 'tgt' }, undefined)), noCode)).toBe(true);
    expect(isTargetOrCopy(listed('copy', null, rollbackNote({ Id: 5, Uuid: 'tgt' }, RUN, 'after a failed deploy')), noCode)).toBe(true);
    expect(isTargetOrCopy(listed('copy', null, rollbackNote({ Uuid: 'other' }, RUN)), noCode)).toBe(false);
    expect(isTargetOrCopy(listed('copy', null, 'Deploy abc1234'), noCode)).toBe(false);
  });

  it('a re-publish over a late release: the target, or a copy of it, read live counts only once that release can no longer go live over it', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 7, 6, minute)).toISOString();
    const target = { Id: 5, Uuid: 'tgt', Code: 'target code', DateReleased: at(1), DatePublished: at(1) };
    const late = { Id: 6, Uuid: 'late', Code: null, DateReleased: at(2), DatePublished: at(2) };
    const restore = { target, replaced: target, note: 'Roll back to release tgt by bunny-platform-action', overtakes: late };
    // The target as read before the re-publish landed: still the release live before.
    expect(recogniseRestored(target, restore)).toBe('replaced');
    // The target gone live again after the late release was made (a reactivation), or a copy made after it: the re-publish.
    expect(recogniseRestored({ ...target, DatePublished: at(3) }, restore)).toBe('restored');
    expect(recogniseRestored({ Id: 7, Uuid: 'copy', Code: 'target code', DateReleased: at(3), DatePublished: at(3) }, restore)).toBe(
      'restored',
    );
    // An older copy, made before the late release and not live since: no proof either.
    const older = { Id: 4, Uuid: 'older copy', Code: 'target code', DateReleased: at(0), DatePublished: at(0) };
    expect(recogniseRestored(older, { ...restore, replaced: older })).toBe('replaced');
    expect(recogniseRestored(late, restore)).toBe('other');
  });
});
