import { INT32_MAX } from '../../api/limits.ts';
import { editDistance } from '../../inputs/closest-word.ts';
import { InputError } from '../../inputs/inputs.ts';
import { describeValue, formatPath, parseStructuredText, type DocumentPath, type StructuredDocument } from '../../inputs/yaml-document.ts';
import { PathPatterns, patternProblem } from '../../platform/storage/path-filter.ts';

/** What a target deploys to, with the id its live commit is read by. */
type TargetKind = 'script' | 'site' | 'app';

export type DeployTarget =
  | { kind: 'script'; name: string; scriptId: number; paths: PathPatterns | undefined; members: Record<string, unknown> }
  | { kind: 'site'; name: string; pullZoneId: number; paths: PathPatterns | undefined; members: Record<string, unknown> }
  | {
      kind: 'app';
      name: string;
      appId: string;
      container: string | undefined;
      paths: PathPatterns | undefined;
      members: Record<string, unknown>;
    };

const KINDS: readonly TargetKind[] = ['script', 'site', 'app'];
const NAME = /^[A-Za-z0-9_-]{1,100}$/;
/** A workflow's matrix makes at most 256 jobs (GitHub's limit). */
const MAX_TARGETS = 256;
/** The members plan-deploys adds to each matrix entry: a target may not bring its own. */
const ADDED_MEMBERS = ['live-commit', 'reason'] as const;
/** The members plan-deploys reads; any other is the deploy job's own, carried into the matrix as it is. */
const READ_MEMBERS = ['name', 'kind', 'paths', 'script-id', 'pull-zone-id', 'app-id', 'container'] as const;
const APP_ID = /^[A-Za-z0-9_.-]{1,128}$/;
const CONTAINER_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Collects every problem of the document, so that the step names them all at once. */
class Problems {
  readonly list: string[] = [];
  readonly #doc: StructuredDocument;

  constructor(doc: StructuredDocument) {
    this.#doc = doc;
  }

  add(path: DocumentPath, message: string): void {
    const line = this.#doc.lineOf(path);
    this.list.push(`${line === undefined ? '' : `line ${line}, `}${formatPath(['targets', ...path]) || 'targets'}: ${message}`);
  }
}

function readId(problems: Problems, target: Record<string, unknown>, index: number, member: string, max: number): number | undefined {
  const value = target[member];
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (value === undefined) problems.add([index], `a ${String(target['kind'])} target needs '${member}'`);
  else if (!Number.isSafeInteger(number) || number < 1 || number > max)
    problems.add([index, member], `got ${describeValue(value, { showStrings: true })}; expected a positive integer id`);
  else return number;
  return undefined;
}

function readText(
  problems: Problems,
  target: Record<string, unknown>,
  index: number,
  member: string,
  rule: RegExp,
  what: string,
): string | undefined {
  const value = target[member];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && rule.test(value)) return value;
  problems.add([index, member], `got ${describeValue(value, { showStrings: true })}; expected ${what}`);
  return undefined;
}

/** `paths`: one pattern, a block of patterns one a line, or a list of them; checked as exclude's are. */
function readPaths(problems: Problems, target: Record<string, unknown>, index: number): PathPatterns | undefined {
  const value = target['paths'];
  if (value === undefined || value === null) return undefined;
  const given = typeof value === 'string' ? value.split(/\r?\n/) : Array.isArray(value) ? value : undefined;
  if (given === undefined) {
    problems.add([index, 'paths'], `got ${describeValue(value)}; expected a list of glob patterns relative to the repository's root`);
    return undefined;
  }
  const patterns: string[] = [];
  const before = problems.list.length;
  given.forEach((pattern: unknown, at) => {
    const where: DocumentPath = typeof value === 'string' ? [index, 'paths'] : [index, 'paths', at];
    if (typeof pattern !== 'string') {
      problems.add(where, `got ${describeValue(pattern)}; expected a glob pattern`);
      return;
    }
    const trimmed = pattern.trim();
    if (trimmed === '') return;
    const problem = patternProblem(trimmed) ?? (trimmed.includes('\0') ? 'a pattern cannot hold a NUL character' : undefined);
    if (problem !== undefined) {
      problems.add(where, `${JSON.stringify(trimmed.slice(0, 60))}: ${problem.replace('its folder', "the repository's root")}`);
      return;
    }
    patterns.push(trimmed);
  });
  if (problems.list.length > before) return undefined;
  if (patterns.length === 0) {
    problems.add([index, 'paths'], "holds no pattern: leave 'paths' out for a target that always deploys");
    return undefined;
  }
  return new PathPatterns(patterns);
}

/** The member plan-deploys reads that `member` is one edit from (`_` for `-` and case count as none), if any. */
function slipOf(member: string): string | undefined {
  if ((READ_MEMBERS as readonly string[]).includes(member) || (ADDED_MEMBERS as readonly string[]).includes(member)) return undefined;
  const normal = member.toLowerCase().replace(/_/g, '-');
  return READ_MEMBERS.find((known) => editDistance(normal, known) <= 1);
}

function readTarget(problems: Problems, value: unknown, index: number, names: Map<string, number>): DeployTarget | undefined {
  if (!isObject(value)) {
    problems.add([index], `got ${describeValue(value)}; expected a mapping with name, kind and its id`);
    return undefined;
  }
  const before = problems.list.length;
  const nameValue = value['name'];
  let name: string | undefined;
  if (nameValue === undefined) problems.add([index], "needs 'name'");
  else if (typeof nameValue !== 'string' || !NAME.test(nameValue))
    problems.add(
      [index, 'name'],
      `got ${describeValue(nameValue, { showStrings: true })}; expected letters, digits, '-' and '_' (at most 100)`,
    );
  else {
    name = nameValue;
    const first = names.get(name);
    if (first !== undefined)
      problems.add([index, 'name'], `'${name}' is the name of targets[${first}] too; each target needs its own name`);
    else names.set(name, index);
  }
  for (const member of ADDED_MEMBERS) {
    if (member in value) problems.add([index, member], `is set by plan-deploys in the matrix; give the target another member name`);
  }
  // A member one edit from one plan-deploys reads is a slip, not the deploy job's own: `path`
  // for `paths` would be carried into the matrix and the target deployed on every run.
  for (const member of Object.keys(value)) {
    const near = slipOf(member);
    if (near !== undefined) problems.add([index, member], `is not a member plan-deploys reads: did you mean '${near}'?`);
  }
  const kindValue = value['kind'];
  const kind = KINDS.find((known) => known === kindValue);
  if (kindValue === undefined) problems.add([index], `needs 'kind': one of ${KINDS.join(', ')}`);
  else if (kind === undefined)
    problems.add([index, 'kind'], `got ${describeValue(kindValue, { showStrings: true })}; expected one of ${KINDS.join(', ')}`);
  const paths = readPaths(problems, value, index);
  const members = { ...value };
  let target: DeployTarget | undefined;
  if (kind === 'script') {
    const scriptId = readId(problems, value, index, 'script-id', Number.MAX_SAFE_INTEGER);
    if (scriptId !== undefined && name !== undefined) target = { kind, name, scriptId, paths, members };
  } else if (kind === 'site') {
    const pullZoneId = readId(problems, value, index, 'pull-zone-id', INT32_MAX);
    if (pullZoneId !== undefined && name !== undefined) target = { kind, name, pullZoneId, paths, members };
  } else if (kind === 'app') {
    const appId = readText(problems, value, index, 'app-id', APP_ID, 'an application id (letters, digits, ., _ and -)');
    if (value['app-id'] === undefined) problems.add([index], "an app target needs 'app-id'");
    const container = readText(problems, value, index, 'container', CONTAINER_NAME, "a container template's name");
    if (appId !== undefined && name !== undefined) target = { kind, name, appId, container, paths, members };
  }
  return problems.list.length === before ? target : undefined;
}

/**
 * Reads `targets`: YAML (or JSON), a list of targets. Every problem of every target is named in
 * one failure, each with its line and place, before any request is sent.
 */
export function parseTargets(text: string): DeployTarget[] {
  const doc = parseStructuredText('targets', text, { yaml: true });
  const problems = new Problems(doc);
  if (!Array.isArray(doc.value)) {
    throw new InputError('targets', `got ${describeValue(doc.value)}; expected a YAML list of targets, each with name, kind and its id`);
  }
  if (doc.value.length === 0) throw new InputError('targets', 'is an empty list; give at least one target');
  if (doc.value.length > MAX_TARGETS)
    problems.add(
      [],
      `holds ${doc.value.length} targets; a matrix makes at most ${MAX_TARGETS} jobs, so split them over several plan steps`,
    );
  const names = new Map<string, number>();
  const targets = doc.value.map((value, index) => readTarget(problems, value, index, names));
  if (problems.list.length === 1) throw new InputError('targets', problems.list[0] as string);
  if (problems.list.length > 1)
    throw new InputError('targets', `${problems.list.length} problems:\n${problems.list.map((p) => `- ${p}`).join('\n')}`);
  return targets.filter((target): target is DeployTarget => target !== undefined);
}
