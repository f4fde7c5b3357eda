import { GitUnavailable, type GitCheckout } from '../../git/checkout.ts';
import type { ChangedPath } from '../../git/raw-diff.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { readBranchTip, type BranchTip } from './branch-tip.ts';
import type { LiveRead } from './live-reads.ts';
import type { DeployTarget } from './targets.ts';

/** At most this many matched files per target go into `result`; the count says how many there were. */
const LISTED_FILES = 20;

/**
 * What the checkout is: HEAD, whether it is shallow, and where the branch it builds stands on
 * origin (asked only once a live commit is newer than HEAD, and then once); or why git cannot
 * say (no checkout, no git): then no target can be compared, and each is deployed, or fails the
 * step, with that reason.
 */
export type CheckoutState =
  { kind: 'ready'; head: string; shallow: boolean; branchTip: () => Promise<BranchTip> } | { kind: 'unusable'; reason: string };

export async function inspectCheckout(git: GitCheckout, env: NodeJS.ProcessEnv): Promise<CheckoutState> {
  try {
    const head = await git.head();
    let tip: Promise<BranchTip> | undefined;
    const branchTip = () => (tip ??= readBranchTip(git, env));
    return { kind: 'ready', head, shallow: await git.isShallow(), branchTip };
  } catch (error) {
    if (error instanceof GitUnavailable) return { kind: 'unusable', reason: error.message };
    throw error;
  }
}

/** `deploy` and `skip` are decisions; `undecided` is a target that could not be compared, deployed unless fail-open is false. */
type Decision = 'deploy' | 'skip' | 'undecided';

interface Comparison {
  /** The full SHA of the live commit, when the live value is one of the checkout. */
  liveCommit: string | undefined;
  changedFiles: string[];
  changedCount: number;
  decision: Decision;
  reason: string;
  /** Skipped as the live commit is newer than HEAD: a deploy from this run would put older code live. */
  liveIsNewer?: true;
  /** Deployed as the live commit is newer than HEAD but not on the branch: the reason says so whatever the paths. */
  offBranch?: true;
}

export type TargetDecision = Comparison & { target: DeployTarget; live: LiveRead };

export const short = (sha: string | undefined) => sha?.slice(0, 12) ?? '';
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Why a commit the platform names is not in the checkout: shallow is the usual cause and the one to fix. */
function notInHistory(value: string, shallow: boolean): string {
  const shown = inline(value, 40);
  return shallow
    ? `commit ${shown} is not in the checkout's history: the checkout is shallow, and plan-deploys needs \`fetch-depth: 0\` on actions/checkout`
    : `commit ${shown} is not in the checkout's history (made elsewhere, or gone after a force push)`;
}

/** Why bumped submodules that paths could reach into deploy: `since`, when no file of the target's matched. */
function unknownSubmodules(folders: readonly string[], since: string): string {
  const named = folders.map((folder) => inline(folder, 200)).join(', ');
  const [subject, its] = folders.length === 1 ? [`submodule ${named}`, 'its'] : [`submodules ${named}`, 'their'];
  return `${subject} changed${since}, and which of ${its} files did is unknown (a submodule is compared by its commit): paths could match some, so it is deployed`;
}

const comparison = (decision: Decision, reason: string, liveCommit?: string, matched: readonly string[] = []): Comparison => ({
  liveCommit,
  changedFiles: matched.slice(0, LISTED_FILES),
  changedCount: matched.length,
  decision,
  reason,
});

/** What a target's kind offers to put an older commit live on purpose, as a stale run must not. */
const WAY_BACK: Record<DeployTarget['kind'], string> = {
  script: "rollback-script with its release's uuid",
  site: 'promote-site with its deploy id',
  app: 'update-app with its image tag',
};

/**
 * HEAD is an ancestor of the live commit: this run is older than what is live (a re-run of an
 * earlier push), and any deploy from it would roll the target back with every step green.
 */
function newerLive(target: DeployTarget, liveCommit: string, head: string): Comparison {
  const reason = `the live commit ${short(liveCommit)} is newer than this run's HEAD ${short(head)}: deploying would roll the target back; to put ${short(head)} live on purpose, use ${WAY_BACK[target.kind]}`;
  return { ...comparison('skip', reason, liveCommit), liveIsNewer: true };
}

/**
 * HEAD is an ancestor of the live commit, but origin's branch no longer holds it: a force push
 * rolled the branch back past it, and skipping would leave undone code live with every step
 * green. Deployed, with why. When origin's branch cannot be read, undefined: skipped as a re-run's.
 */
async function offBranch(liveCommit: string, head: string, tip: BranchTip, git: GitCheckout): Promise<Comparison | undefined> {
  if (tip.kind === 'unchecked' || (await git.isAncestor(liveCommit, tip.sha))) return undefined;
  const reason = `the live commit ${short(liveCommit)} is newer than this run's HEAD ${short(head)}, but it is not on origin/${inline(tip.name, 200)} (${short(tip.sha)}): a force push may have rolled the branch back past it`;
  return { ...comparison('undecided', reason, liveCommit), offBranch: true };
}

/**
 * The decision for one target from what is live and the checkout: deploy when a file matching
 * its paths changed since its live commit, skip when none did or when the live commit is newer
 * than HEAD and not taken off origin's branch by a force push; a target whose live commit is
 * unknown, not a commit or not in the history is undecided, with the reason.
 */
export async function decide(target: DeployTarget, live: LiveRead, checkout: CheckoutState, git: GitCheckout): Promise<TargetDecision> {
  const outcome = await compare(target, live, checkout, git);
  // Without paths, compared all the same, for the live commit in the matrix; the decision is to
  // deploy, except over a newer live commit, which would be a rollback whatever the paths.
  const always = target.paths === undefined && outcome.liveIsNewer !== true;
  const why = outcome.offBranch === true ? outcome.reason : 'no paths: always deploys';
  return { target, live, ...(always ? comparison('deploy', why, outcome.liveCommit) : outcome) };
}

async function compare(target: DeployTarget, live: LiveRead, checkout: CheckoutState, git: GitCheckout): Promise<Comparison> {
  const undecided = (reason: string, liveCommit?: string) => comparison('undecided', reason, liveCommit);
  if (live.kind === 'none') return undecided(`live commit unknown: ${live.reason}`);
  if (checkout.kind === 'unusable') return undecided(checkout.reason);
  const lookup = await git.resolveCommit(live.value);
  if (lookup.kind === 'not-hex') return undecided(`live value '${inline(live.value, 60)}' is not a commit id (7 to 40 hexadecimal digits)`);
  if (lookup.kind === 'ambiguous')
    return undecided(`live value ${inline(live.value, 40)} is the start of more than one commit of the checkout`);
  if (lookup.kind === 'unknown') return undecided(notInHistory(live.value, checkout.shallow));
  const liveCommit = lookup.sha;
  if (liveCommit === checkout.head) return comparison('skip', 'the live commit is HEAD', liveCommit);
  if (await git.isAncestor(checkout.head, liveCommit)) {
    return (await offBranch(liveCommit, checkout.head, await checkout.branchTip(), git)) ?? newerLive(target, liveCommit, checkout.head);
  }
  let changed: ChangedPath[];
  try {
    changed = await git.changedFiles(liveCommit, checkout.head);
  } catch (error) {
    if (error instanceof GitUnavailable) return undecided(error.message, liveCommit);
    throw error;
  }
  const aside = (await git.isAncestor(liveCommit, checkout.head))
    ? ''
    : ' (the live commit is not an ancestor of HEAD: the two trees were compared)';
  const paths = target.paths;
  // A submodule is one entry, its folder with no slash after it: a folder pattern covers it too.
  const matches = (c: ChangedPath) => paths === undefined || paths.matches(c.path) || (c.submodule && paths.matches(`${c.path}/`));
  // Which files of a bumped submodule changed is not known here (the checkout may not even hold
  // it): one a pattern could match inside counts as changed, as a diff that cannot be read does.
  const mayMatch = (c: ChangedPath) => c.submodule && paths !== undefined && paths.reachesInside(c.path);
  const counted = changed.filter((c) => matches(c) || mayMatch(c));
  if (counted.length > 0) {
    const unknown = counted.filter((c) => !matches(c)).map((c) => c.path);
    const known = counted.length - unknown.length;
    const since = ` since ${short(liveCommit)}`;
    const parts = [
      known > 0 ? `${plural(known, 'changed file')} match paths${since}` : '',
      unknown.length > 0 ? unknownSubmodules(unknown, known > 0 ? '' : since) : '',
    ];
    const reason = `${parts.filter((part) => part !== '').join('; ')}${aside}`;
    return comparison(
      'deploy',
      reason,
      liveCommit,
      counted.map((c) => c.path),
    );
  }
  const reason = `no file matching paths changed since ${short(liveCommit)} (${plural(changed.length, 'file')} changed elsewhere)${aside}`;
  return comparison('skip', reason, liveCommit);
}
