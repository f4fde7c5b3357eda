import type { GitCheckout } from '../../git/checkout.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { builtBranch } from './built-branch.ts';

/**
 * Where the branch the run builds stands on origin now, as a commit of the checkout; or why the
 * force-push check cannot be made (the branch unknown, origin unreadable, the tip not fetched):
 * then a live commit newer than HEAD is skipped as a re-run's is, as that is the rollback to avoid.
 */
export type BranchTip = { kind: 'read'; name: string; sha: string } | { kind: 'unchecked'; reason: string };

export async function readBranchTip(git: GitCheckout, env: NodeJS.ProcessEnv): Promise<BranchTip> {
  const built = builtBranch(env);
  if ('reason' in built) return { kind: 'unchecked', reason: `the branch this run builds is unknown (${built.reason})` };
  const shown = inline(built.name, 200);
  const tip = await git.remoteBranchTip(built.name);
  if (tip.kind === 'unreadable') return { kind: 'unchecked', reason: `origin could not be asked where ${shown} stands: ${tip.reason}` };
  if (tip.kind === 'absent') return { kind: 'unchecked', reason: `origin has no branch ${shown} (deleted since the push?)` };
  // Not fetched: a push landed after the checkout, most likely on top of the live commit; the
  // checkout is read-only, so the tip is not fetched to tell.
  if ((await git.resolveCommit(tip.sha)).kind !== 'commit') {
    return {
      kind: 'unchecked',
      reason: `origin's ${shown} is at ${tip.sha.slice(0, 12)}, which the checkout does not hold (pushed since it was fetched?)`,
    };
  }
  return { kind: 'read', name: built.name, sha: tip.sha };
}
