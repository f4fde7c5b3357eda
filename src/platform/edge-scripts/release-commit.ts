import { commitFromNote } from './notes.ts';

/** Where a release names its commit: the platform fills `CommitSha` only for its GitHub integration. */
export type CommitField = 'CommitSha' | 'Note';

/** The commit a release names, and the field that names it; undefined when it names none. */
export interface ReleaseCommit {
  sha: string;
  source: CommitField;
}

/**
 * THE reading of a release's commit, for get-active-release and plan-deploys alike: its
 * `CommitSha`, or when that is empty (published with an API key) the commit its `Note` says was
 * deployed (never another number the note holds, nor the commit a rollback note names).
 */
export function releaseCommit(release: {
  CommitSha?: string | null | undefined;
  Note?: string | null | undefined;
}): ReleaseCommit | undefined {
  const field = release.CommitSha?.trim();
  if (field) return { sha: field, source: 'CommitSha' };
  const sha = commitFromNote(release.Note);
  return sha === undefined ? undefined : { sha, source: 'Note' };
}
