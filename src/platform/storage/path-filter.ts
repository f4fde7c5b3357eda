/**
 * Which paths of a tree a sync covers: glob patterns (`*` within a path segment, `**` across
 * segments, `?` one character), relative to the tree's root, and the hidden-file rule. A pattern
 * that matches a folder covers everything below it.
 */

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '*' && pattern[i + 1] === '*') {
      // `**/` matches zero or more folders; a trailing `**` anything below.
      if (pattern[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  // `s`: a name may hold a line break (macOS's `Icon\r`, a U+2028), which `.` alone would not cross.
  return new RegExp(`^${source}$`, 's');
}

/** A set of patterns; `matches` is true for a path that one of them, or one of its folders, matches. */
export class PathPatterns {
  readonly #files: RegExp[] = [];
  readonly #folders: RegExp[] = [];
  readonly #segments: string[][] = [];

  constructor(patterns: readonly string[]) {
    for (const raw of patterns) {
      const pattern = raw.replace(/^\.?\//, '');
      this.#segments.push(pattern.split('/'));
      // A trailing slash names folders only.
      if (pattern.endsWith('/')) this.#folders.push(globToRegExp(pattern.slice(0, -1)));
      else {
        const regex = globToRegExp(pattern);
        this.#files.push(regex);
        this.#folders.push(regex);
      }
    }
  }

  /** `path`: relative, segments joined with '/'. */
  matches(path: string): boolean {
    if (this.#files.some((regex) => regex.test(path))) return true;
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
      const folder = path.slice(0, slash);
      if (this.#folders.some((regex) => regex.test(folder))) return true;
    }
    return false;
  }

  /**
   * Whether a pattern could match a file inside `folder` (relative, without a trailing slash):
   * for a folder whose files are not known, such as a submodule git compares by its commit only.
   * A pattern whose segments match the folder's and go on below it could; so could one that
   * crosses segments (`**`) before it has passed the folder's, once what stands before the `**`
   * matches the start of that segment's name.
   */
  reachesInside(folder: string): boolean {
    const names = folder.split('/');
    return this.#segments.some((segments) => {
      for (const [index, name] of names.entries()) {
        const segment = segments[index];
        if (segment === undefined) return false;
        // The text before the first `**` cannot cross a '/': it must match the start of this
        // name, and the `**` can then take the name's rest and every folder below. It never ends
        // in `*` (that would be the first `**`), so the `*` added stays within the segment.
        const cross = segment.indexOf('**');
        if (cross !== -1) return globToRegExp(`${segment.slice(0, cross)}*`).test(name);
        if (!globToRegExp(segment).test(name)) return false;
      }
      return segments.length > names.length;
    });
  }
}

const SUPPORTED = "supported are '*' within a path segment, '**' across segments and '?' one character, one pattern a line";

/**
 * A pattern's problem, or undefined: what the `exclude` and `keep` inputs (and plan-deploys'
 * `paths`) refuse. Other globs' `{a,b}` and leading `!` would be taken literally here and match
 * nothing: an exclude that leaves nothing out, a keep that keeps nothing from a prune. A `[`
 * stays literal, as build output names folders `[slug]`.
 */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.split('/').some((segment) => segment === '..')) return "a pattern cannot hold '..': it is relative to its folder";
  // Git lists no path that is empty or holds a '.' folder: such a pattern would match nothing, and a step pass on every run.
  const rest = pattern.replace(/^\.?\//, '');
  if (rest === '' || rest === '.') return `'${pattern}' alone matches nothing; use '**' for everything`;
  if (rest.split('/').includes('.')) return "a pattern cannot hold '.' as a folder (no path has one): leave it out";
  if (/\{[^{}]*,[^{}]*\}/.test(pattern))
    return `a {a,b} group is not supported (its braces and comma would be matched as written): give each choice its own line; ${SUPPORTED}`;
  if (rest.startsWith('!'))
    return `a leading '!' is not supported (it would match names that start with '!', not negate): list what to match instead; ${SUPPORTED}`;
  return undefined;
}

/** Hidden files and folders (a name starting with `.`), except a `.well-known/` folder at the top, which is always synced. */
function isHiddenPath(path: string): boolean {
  const segments = path.split('/');
  if (segments[0] === '.well-known' && segments.length > 1) return false;
  return segments.some((segment) => segment.startsWith('.'));
}

/** What a sync covers of a tree: not excluded, and not hidden unless hidden files are included. */
export class SyncScope {
  readonly exclude: PathPatterns;
  readonly includeHidden: boolean;

  constructor(exclude: readonly string[], includeHidden: boolean) {
    this.exclude = new PathPatterns(exclude);
    this.includeHidden = includeHidden;
  }

  covers(path: string): boolean {
    if (!this.includeHidden && isHiddenPath(path)) return false;
    return !this.exclude.matches(path);
  }

  /** Whether a folder, and so everything in it, is left out (lets a walk skip it whole). */
  skipsFolder(folder: string): boolean {
    if (!this.includeHidden && isHiddenPath(`${folder}/x`)) return true;
    return this.exclude.matches(`${folder}/`);
  }
}
