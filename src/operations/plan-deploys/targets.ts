import * as z from 'zod/mini';
import '../../api/models/zod.ts';
import { INT32_MAX } from '../../api/limits.ts';
import { editDistance } from '../../inputs/closest-word.ts';
import { InputError } from '../../inputs/inputs.ts';
import { describeValue, parseStructuredText } from '../../inputs/yaml-document.ts';
import { documentProblems, problemsError } from '../../inputs/zod-issues.ts';
import { PathPatterns, patternProblem } from '../../platform/storage/path-filter.ts';

export type DeployTarget = { name: string; paths: PathPatterns | undefined; members: Record<string, unknown> } & (
  | { kind: 'script'; scriptId: number }
  | { kind: 'site'; pullZoneId: number }
  | { kind: 'app'; appId: string; container: string | undefined }
);

const KINDS = ['script', 'site', 'app'] as const;
const NAME = /^[A-Za-z0-9_-]{1,100}$/;
/** A workflow's matrix makes at most 256 jobs (GitHub's limit). */
const MAX_TARGETS = 256;
/** The members plan-deploys adds to each matrix entry: a target may not bring its own. */
const ADDED_MEMBERS: readonly string[] = ['live-commit', 'reason'];
/** The members plan-deploys reads; any other is the deploy job's own, carried into the matrix as it is. */
const READ_MEMBERS = ['name', 'kind', 'paths', 'script-id', 'pull-zone-id', 'app-id', 'container'] as const;

/** A member's error: `missing` when it is not there, else what was given and what is allowed. */
const member = (expected: string, missing?: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined && missing !== undefined
      ? missing
      : `got ${describeValue(issue.input, { showStrings: true })}; expected ${expected}`,
});

const text = (rule: RegExp, expected: string, missing?: string) =>
  z.string(member(expected, missing)).check(z.regex(rule, member(expected)));

/** An id as YAML reads it or as text; converted once the document is known good. */
function id(max: number, missing: string) {
  const error = member('a positive integer id', missing);
  const within = (number: number) => Number.isSafeInteger(number) && number >= 1 && number <= max;
  return z.union(
    [
      z.number().check(z.refine(within, error)),
      z.string().check(z.refine((t) => /^[0-9]+$/.test(t.trim()) && within(Number(t.trim())), error)),
    ],
    error,
  );
}

/**
 * `paths: api/**, shared/**` is one YAML string, so one pattern that matches no file: the target
 * would be skipped on every run with the step green. Refused here, not in exclude's and keep's
 * check: they name stored files, where a name such as "Invoice, March.pdf" is common, and one
 * pattern a line already separates them. A name in a repository holding ", " is still reached
 * with '?' for the space.
 */
const SEPARATED =
  "a comma and a space separate nothing in a pattern (it would match a name holding them): one pattern per list item: paths: [api/**, shared/**]; for a name that holds ', ', write '?' for the space";
/** `paths: api/** shared/**`, or a folded block (`>`), which YAML joins with a space: one pattern matching nothing. */
const SPACED =
  "white space after '**' separates nothing in a pattern (it would match a name holding it): one pattern per list item: paths: [api/**, shared/**]; for a name that holds a space there, write '?' for it";

/** A pattern of `paths`, checked as exclude's are. */
const Pattern = z.string(member('a glob pattern')).check(
  z.superRefine((pattern, context) => {
    const trimmed = pattern.trim();
    if (trimmed === '') return;
    const problem =
      patternProblem(trimmed) ??
      (trimmed.includes('\0')
        ? 'a pattern cannot hold a NUL character'
        : /,\s/.test(trimmed)
          ? SEPARATED
          : /\*\*\s/.test(trimmed)
            ? SPACED
            : undefined);
    if (problem !== undefined)
      context.issues.push({
        code: 'custom',
        input: pattern,
        message: `${JSON.stringify(trimmed.slice(0, 60))}: ${problem.replace('its folder', "the repository's root")}`,
      });
  }),
);

/** `paths`: one pattern, a block of patterns one a line, or a list of them. */
const Paths = z.nullish(
  z.pipe(
    z.union(
      [
        z.pipe(
          z.string(),
          z.transform((block) => block.split(/\r?\n/)),
        ),
        z.array(z.unknown()),
      ],
      member("a list of glob patterns relative to the repository's root"),
    ),
    z.pipe(
      z.array(Pattern).check(
        z.refine((patterns) => patterns.some((pattern) => pattern.trim() !== ''), {
          error: "holds no pattern: leave 'paths' out for a target that always deploys",
        }),
      ),
      z.transform((patterns) => new PathPatterns(patterns.map((pattern) => pattern.trim()).filter((pattern) => pattern !== ''))),
    ),
  ),
);

/** The member plan-deploys reads that `member` is one edit from (`_` for `-` and case count as none), if any. */
function slipOf(key: string): string | undefined {
  if ((READ_MEMBERS as readonly string[]).includes(key) || ADDED_MEMBERS.includes(key)) return undefined;
  const normal = key.toLowerCase().replace(/_/g, '-');
  return READ_MEMBERS.find((known) => editDistance(normal, known) <= 1);
}

/** What every target has; the deploy job's own members are kept as they are. */
const Base = z
  .looseObject(
    {
      name: text(NAME, "letters, digits, '-' and '_' (at most 100)", "needs 'name'"),
      kind: z.enum(KINDS, member(`one of ${KINDS.join(', ')}`, `needs 'kind': one of ${KINDS.join(', ')}`)),
      paths: Paths,
    },
    { error: (issue) => `got ${describeValue(issue.input)}; expected a mapping with name, kind and its id` },
  )
  .check(
    z.superRefine((target, context) => {
      for (const key of Object.keys(target)) {
        const near = slipOf(key);
        // A member one edit from one plan-deploys reads is a slip, not the deploy job's own: `path`
        // for `paths` would be carried into the matrix and the target deployed on every run.
        const message = ADDED_MEMBERS.includes(key)
          ? 'is set by plan-deploys in the matrix; give the target another member name'
          : near && `is not a member plan-deploys reads: did you mean '${near}'?`;
        if (message) context.issues.push({ code: 'custom', input: target[key], path: [key], message });
      }
    }),
  );

/** What each kind adds: the id its live commit is read by. */
const Kinded = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('script'), 'script-id': id(Number.MAX_SAFE_INTEGER, "a script target needs 'script-id'") }),
  z.object({ kind: z.literal('site'), 'pull-zone-id': id(INT32_MAX, "a site target needs 'pull-zone-id'") }),
  z.object({
    kind: z.literal('app'),
    'app-id': text(/^[A-Za-z0-9_.-]{1,128}$/, 'an application id (letters, digits, ., _ and -)', "an app target needs 'app-id'"),
    container: z.optional(text(/^[A-Za-z0-9_.-]{1,128}$/, "a container template's name")),
  }),
]);

/** The targets: each its own name, and no more than a matrix makes jobs. */
const Targets = z.array(z.intersection(Base, Kinded)).check(
  z.maxLength(MAX_TARGETS, {
    error: (issue) =>
      `holds ${(issue.input as unknown[]).length} targets; a matrix makes at most ${MAX_TARGETS} jobs, so split them over several plan steps`,
  }),
  z.superRefine(
    (targets, context) => {
      const first = new Map<unknown, number>();
      targets.forEach((target, index) => {
        const name = (target as { name?: unknown } | null)?.name;
        if (typeof name !== 'string' || !NAME.test(name)) return;
        const earlier = first.get(name);
        if (earlier === undefined) first.set(name, index);
        else
          context.issues.push({
            code: 'custom',
            input: name,
            path: [index, 'name'],
            message: `'${name}' is the name of targets[${earlier}] too; each target needs its own name`,
          });
      });
    },
    // Beside the targets' own problems: every problem at once.
    { when: () => true },
  ),
);

/**
 * Reads `targets`: YAML (or JSON), a list of targets. Every problem of every target is named in
 * one failure, each with its line and place, before any request is sent.
 */
export function parseTargets(text: string): DeployTarget[] {
  const doc = parseStructuredText('targets', text, { yaml: true });
  if (!Array.isArray(doc.value)) {
    throw new InputError('targets', `got ${describeValue(doc.value)}; expected a YAML list of targets, each with name, kind and its id`);
  }
  if (doc.value.length === 0) throw new InputError('targets', 'is an empty list; give at least one target');
  const parsed = Targets.safeParse(doc.value);
  if (!parsed.success) throw problemsError('targets', documentProblems(doc, 'targets', parsed.error.issues));
  return parsed.data.map((target, index): DeployTarget => {
    const common = { name: target.name, paths: target.paths ?? undefined, members: { ...(doc.value as Record<string, unknown>[])[index] } };
    if (target.kind === 'app') return { ...common, kind: 'app', appId: target['app-id'], container: target.container };
    if (target.kind === 'site') return { ...common, kind: 'site', pullZoneId: Number(String(target['pull-zone-id']).trim()) };
    return { ...common, kind: 'script', scriptId: Number(String(target['script-id']).trim()) };
  });
}
