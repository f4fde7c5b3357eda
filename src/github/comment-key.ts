/**
 * The inputs that name what an operation acts on, most specific first: the first one a step
 * was given is its "main id". An operation added later falls back to the next one it has.
 */
export const MAIN_ID_INPUTS = [
  'script-id',
  'app-id',
  'pull-zone-id',
  'storage-zone-name',
  'storage-zone-id',
  'zone-id',
  'database-id',
  'database-url',
  'url',
  'query',
];

/**
 * A URL's host and path: never its credentials or query (a libSQL client takes `?authToken=`, a
 * probed page may take `?token=`), nor the text of one that does not parse.
 */
function hostAndPath(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return `${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}` || undefined;
  } catch {
    return undefined;
  }
}

/** The key's marker is in a public comment: an input that may carry a secret gives only what names its target. */
const KEYED_AS: Record<string, (value: string) => string | undefined> = { 'database-url': hostAndPath, url: hostAndPath };

/**
 * The default key: the workflow, the job, the operation and its main id, so that two steps
 * of a job that deploy different things keep a comment each, and a re-run updates its own.
 */
export function defaultCommentKey(env: NodeJS.ProcessEnv, operation: string, readInput: (name: string) => string | undefined): string {
  const id = MAIN_ID_INPUTS.map((name) => {
    const value = readInput(name);
    const keyed = KEYED_AS[name];
    return value === undefined || keyed === undefined ? value : keyed(value);
  }).find((value) => value !== undefined && value !== '');
  return [env['GITHUB_WORKFLOW'] || 'workflow', env['GITHUB_JOB'] || 'job', operation, ...(id === undefined ? [] : [id])].join(' / ');
}

/**
 * The hidden first line of the step's comment. The key is percent-encoded, so that no key
 * can end the HTML comment early (`-->`) or read as another key's marker.
 */
export function commentMarker(key: string): string {
  return `<!-- bunny-platform-action pr-comment ${encodeURIComponent(key)} -->`;
}

/** A comment is the step's when its first line is the marker, exactly: a key is never a prefix match. */
export function carriesMarker(body: string | null | undefined, marker: string): boolean {
  return (body ?? '').split('\n', 1)[0]?.replace(/\r$/, '') === marker;
}
