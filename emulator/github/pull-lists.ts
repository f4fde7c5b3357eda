/**
 * Which pull requests GitHub's two listings give, apart from the server that answers them:
 * `GET /repos/{o}/{r}/commits/{sha}/pulls` and `GET /repos/{o}/{r}/pulls` (state, head, base).
 */

/** What the listings read of a pull request (the server's EmulatedPullRequest). */
interface ListedPull {
  number: number;
  state: 'open' | 'closed';
  headSha: string;
  headRef: string;
  headRepository: string | null;
  baseRepository: string;
}

/** A pull request from another repository than `repository`, or from a fork since deleted (null). */
const fromFork = (pull: ListedPull, repository: string) =>
  pull.headRepository === null || pull.headRepository.toLowerCase() !== repository.toLowerCase();

/** A pull request into `repository`, not one of its branches proposed to another repository (its upstream). */
const into = (pull: ListedPull, repository: string) => pull.baseRepository.toLowerCase() === repository.toLowerCase();

/**
 * The pull requests `commits/{sha}/pulls` of the base repository lists: those whose head is the
 * commit (or starts with it), open and closed. Asked of the base repository about a commit that
 * exists only in a fork, GitHub answers [] (TooTallNate/nx.js#410 checked both repositories with
 * curl; quarkusio/pt.quarkus.io#389, retransmission/retransmission#280 saw the same): a fork's pull request is
 * left out unless `listForks` (the kinder reading) says otherwise. A pull request of one of the
 * repository's own branches into another repository (its upstream, when it is itself a fork) is
 * listed too, as GitHub lists it (mdn/fred#1258; TooTallNate/nx.js#410 filters on base.repo for it).
 */
export function pullsOfCommit<T extends ListedPull>(pulls: Iterable<T>, repository: string, sha: string, listForks: boolean): T[] {
  return [...pulls].filter(
    (pull) => pull.headSha.startsWith(sha) && (fromFork(pull, repository) ? listForks && into(pull, repository) : true),
  );
}

/**
 * The pull requests `GET /repos/{o}/{r}/pulls` lists, those into `repository` only: `state` open (default), closed or all;
 * `head` as `owner:branch` (GitHub ignores a value without the owner, and lists them all);
 * `base` a branch of the repository (every pull request's is `main` here). Newest first.
 */
export function listPulls<T extends ListedPull>(pulls: Iterable<T>, repository: string, query: URLSearchParams): T[] {
  const state = query.get('state') ?? 'open';
  const head = query.get('head') ?? '';
  const colon = head.indexOf(':');
  const headOwner = colon < 0 ? undefined : head.slice(0, colon).toLowerCase();
  const headRef = colon < 0 ? undefined : head.slice(colon + 1);
  const base = query.get('base');
  return [...pulls]
    .filter((pull) => into(pull, repository))
    .filter((pull) => state === 'all' || pull.state === state)
    .filter(
      (pull) => headOwner === undefined || (pull.headRepository?.split('/')[0]?.toLowerCase() === headOwner && pull.headRef === headRef),
    )
    .filter(() => base === null || base === 'main')
    .sort((a, b) => b.number - a.number);
}
