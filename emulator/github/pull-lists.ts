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
}

/** A pull request from another repository than `repository`, or from a fork since deleted (null). */
const fromFork = (pull: ListedPull, repository: string) =>
  pull.headRepository === null || pull.headRepository.toLowerCase() !== repository.toLowerCase();

/**
 * The pull requests `commits/{sha}/pulls` of the base repository lists: those whose head is the
 * commit (or starts with it), open and closed. Asked of the base repository about a commit that
 * exists only in a fork, GitHub answers [] (TooTallNate/nx.js#410 checked both repositories with
 * curl; quarkusio/pt.quarkus.io#389, retransmission/retransmission#280 saw the same): a fork's pull request is
 * left out unless `listForks` (the kinder reading) says otherwise.
 */
export function pullsOfCommit<T extends ListedPull>(pulls: Iterable<T>, repository: string, sha: string, listForks: boolean): T[] {
  return [...pulls].filter((pull) => pull.headSha.startsWith(sha) && (listForks || !fromFork(pull, repository)));
}

/**
 * The pull requests `GET /repos/{o}/{r}/pulls` lists: `state` open (default), closed or all;
 * `head` as `owner:branch` (GitHub ignores a value without the owner, and lists them all);
 * `base` a branch of the repository (every pull request's is `main` here). Newest first.
 */
export function listPulls<T extends ListedPull>(pulls: Iterable<T>, query: URLSearchParams): T[] {
  const state = query.get('state') ?? 'open';
  const head = query.get('head') ?? '';
  const colon = head.indexOf(':');
  const headOwner = colon < 0 ? undefined : head.slice(0, colon).toLowerCase();
  const headRef = colon < 0 ? undefined : head.slice(colon + 1);
  const base = query.get('base');
  return [...pulls]
    .filter((pull) => state === 'all' || pull.state === state)
    .filter(
      (pull) => headOwner === undefined || (pull.headRepository?.split('/')[0]?.toLowerCase() === headOwner && pull.headRef === headRef),
    )
    .filter(() => base === null || base === 'main')
    .sort((a, b) => b.number - a.number);
}
