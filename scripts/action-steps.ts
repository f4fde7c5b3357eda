/**
 * The workflow linter's check of this action's steps, which actionlint cannot make (it does not
 * read action metadata of a local action or of this repository): every step that uses the
 * action (`uses: ./`, or this repository at any ref) gives only inputs action.yml declares, and,
 * where `operation:` is a literal, every input docs/operations.yml says that operation requires.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import { closest } from '../src/inputs/closest-word.ts';
import {
  alternativesOf,
  describeRequirement,
  readActionMetadata,
  readOperationOutputs,
  REPO_ROOT,
  type Requirement,
} from './action-reference.ts';

export interface ActionSpec {
  /** `owner/name` of this action's repository, lower case. */
  repository: string;
  inputs: Record<string, { required?: boolean; default?: string }>;
  /** Per operation, what it requires. */
  operations: Record<string, readonly Requirement[]>;
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
  };
}

/** `./` (the action at the repository's root), or `owner/name@ref` of this repository. */
function usesThisAction(uses: string, repository: string): boolean {
  const value = uses.trim();
  if (value === './' || value === '.') return true;
  const at = value.indexOf('@');
  return at > 0 && value.slice(0, at).toLowerCase() === repository;
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
  const declared = Object.keys(spec.inputs);
  const declaredByLowerCase = new Map(declared.map((name) => [name.toLowerCase(), name]));
  const operations = Object.keys(spec.operations);

  for (const step of stepsOf(document)) {
    const usesNode = step.get('uses', true);
    if (!isScalar(usesNode) || typeof usesNode.value !== 'string' || !usesThisAction(usesNode.value, spec.repository)) continue;
    const withNode = step.get('with', true);
    const pairs = isMap(withNode) ? withNode.items : [];
    /** Input name as declared -> its value when a literal, '' for an expression. */
    const given = new Map<string, { literal?: string }>();
    for (const pair of pairs) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      const input = declaredByLowerCase.get(name.toLowerCase());
      if (!input) {
        const near = closest(name, declared);
        at(pair.key, `'${name}' is not an input of this action (action.yml)${near ? `; did you mean '${near}'?` : ''}`);
        continue;
      }
      const raw = isScalar(pair.value) ? pair.value.value : pair.value;
      const value = raw === null || raw === undefined ? '' : typeof raw === 'object' ? undefined : String(raw);
      // The runner passes an empty value as no value; a step giving the default gives nothing.
      if (value !== undefined && !isExpression(value) && (value === '' || value === spec.inputs[input]?.default)) continue;
      given.set(input, value === undefined || isExpression(value) ? {} : { literal: value });
    }
    // A missing input is reported at `with:`, or at `uses:` when there is none.
    const where = step.items.find((pair) => isScalar(pair.key) && pair.key.value === 'with')?.key ?? usesNode;
    for (const [name, input] of Object.entries(spec.inputs)) {
      if (input.required && !given.has(name)) at(where, `'${name}' is required by action.yml and not given`);
    }
    const operation = given.get('operation')?.literal;
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
    for (const requirement of requirements) {
      const met = alternativesOf(requirement).some((inputs) => inputs.every((input) => given.has(input)));
      if (!met) at(where, `operation ${operation} requires ${describeRequirement(requirement)}, which the step does not give`);
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
