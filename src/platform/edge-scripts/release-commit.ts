import { commitFromNote } from './notes.ts';

/** Where a release names its commit: the platform fills `CommitSha` only for its GitHub integration. */
export type CommitField = 'CommitSha' | 'Note';

/**
 * THE reading of a release's commit and the field that names it, for get-active-release and
 * plan-deploys alike: its `CommitSha`, or when that is empty (published with an API key) the
 * commit its `Note` says was deployed (never another number the note holds, nor the commit a
 * rollback note names); undefined when it names none.
 */
export function releaseCommit(release: {
  CommitSha?: string | null | undefined;
  Note?: string | null | undefined;
}): { sha: string; source: CommitField } | undefined {
  const field = release.CommitSha?.trim();
  if (field) return { sha: field, source: 'CommitSha' };
  const sha = commitFromNote(release.Note);
  return sha === undefined ? undefined : { sha, source: 'Note' };
}
