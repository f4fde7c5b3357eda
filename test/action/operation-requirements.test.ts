import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alternativesOf, readActionMetadata, readOperationOutputs, type Requirement } from '../../scripts/action-reference.ts';
import { OPERATION_NAMES } from '../../src/operations/registry.ts';
import { OPERATION_ROWS } from '../support/operation-table.ts';
import { REPO_ROOT, runAction } from '../support/run-action.ts';

// The requirements of docs/operations.yml are what `npm run lint:workflows` fails a step on:
// each must be one the operation really fails without, or the linter would refuse a good step.
const documented = readOperationOutputs();
const requirementsOf = (operation: string): readonly Requirement[] => documented[operation]?.required ?? [];

/** A closed port on loopback: a step that got as far as a request would fail there, not elsewhere. */
const NOWHERE = 'http://127.0.0.1:9';

describe('the requirements of docs/operations.yml', () => {
  it('are given for every operation, naming only inputs action.yml declares', () => {
    const declared = Object.keys(readActionMetadata().inputs);
    for (const operation of OPERATION_NAMES) {
      expect(documented[operation]?.required, `docs/operations.yml: ${operation} has no required: list`).toBeInstanceOf(Array);
      for (const input of requirementsOf(operation).flatMap(alternativesOf).flat())
        expect(declared, `${operation}: ${input}`).toContain(input);
    }
  });

  it.each(OPERATION_ROWS.map((row) => [row.operation, row] as const))(
    '%s fails without each input it requires, naming it',
    async (operation, row) => {
      const inputs = Object.fromEntries(Object.entries(row.inputs).map(([name, value]) => [name, value.replaceAll('{emulator}', NOWHERE)]));
      const options = { files: row.files ?? {} };
      for (const requirement of requirementsOf(operation)) {
        const alternatives = alternativesOf(requirement);
        const names = alternatives.flat();
        const without = (removed: readonly string[]) => {
          const kept = Object.fromEntries(Object.entries(inputs).filter(([name]) => !removed.includes(name)));
          // A run without the key would send requests; a dry run sends none and checks every other input.
          return names.includes('api-key')
            ? { operation, 'api-url': NOWHERE, ...kept }
            : { operation, 'api-url': NOWHERE, 'dry-run': 'true', ...kept };
        };
        const cases = [
          names,
          // One of inputs given together is not enough.
          ...alternatives
            .filter((inputs) => inputs.length > 1)
            .flatMap((together) => together.map((input) => [...names.filter((name) => !together.includes(name)), input])),
        ];
        for (const removed of cases) {
          const run = await runAction(without(removed), options);
          const said = `${run.outputs['error-message'] ?? ''}\n${run.stdout}`;
          expect(run.exitCode, `${operation} without ${removed.join(', ')}:\n${said}`).toBe(1);
          expect(
            names.some((name) => said.includes(name)),
            `${operation} without ${removed.join(', ')} does not name ${names.join(' or ')}:\n${said}`,
          ).toBe(true);
          expect(run.stdout, `${operation} without ${removed.join(', ')} sent a request`).not.toMatch(/Call the API|Probe the URL/);
        }
      }
      // The row itself, with every requirement, passes a dry run: the requirements ask for nothing it lacks.
      const dryRun = await runAction({ operation, 'api-url': NOWHERE, 'dry-run': 'true', ...inputs }, options);
      expect(dryRun.exitCode, dryRun.stdout).toBe(0);
    },
  );

  it("name the same inputs as docs/using-the-action.md's operations table", () => {
    const declared = new Set(Object.keys(readActionMetadata().inputs));
    const page = readFileSync(join(REPO_ROOT, 'docs/using-the-action.md'), 'utf8');
    for (const operation of OPERATION_NAMES) {
      const row = page.split('\n').find((line) => line.startsWith(`| \`${operation}\` |`));
      expect(row, `docs/using-the-action.md has no row for ${operation}`).toBeDefined();
      const column = row?.split('|')[2] ?? '';
      const named = [...column.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').filter((name) => declared.has(name));
      const required = requirementsOf(operation)
        .flatMap(alternativesOf)
        .flat()
        .filter((name) => name !== 'api-key' && name !== 'dry-run');
      expect(new Set(named), operation).toEqual(new Set(required));
    }
  });
});
