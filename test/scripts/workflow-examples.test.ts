import { describe, expect, it } from 'vitest';
import { lintWorkflow } from '../../scripts/lint-workflows.ts';
import { documentationExamples, examplesIn } from '../../scripts/workflow-examples.ts';
import { REPO_ROOT } from '../../scripts/action-reference.ts';

const doc = (yaml: string) => ['# Example', '', 'Some text.', '', '```yaml', yaml, '```', ''].join('\n');

describe('the workflow examples of the documentation', () => {
  it('are found in README.md and docs/, a list of steps wrapped into a workflow', () => {
    const examples = documentationExamples(REPO_ROOT);
    expect(examples.filter((example) => example.where.startsWith('README.md:')).length).toBeGreaterThanOrEqual(1);
    expect(examples.filter((example) => example.where.startsWith('docs/using-the-action.md:')).length).toBeGreaterThanOrEqual(3);
    expect(examples.filter((example) => example.where.startsWith('docs/pipelines/')).length).toBeGreaterThanOrEqual(8);
    const [steps] = examplesIn(doc('      - uses: acme/action@v1\n        with:\n          x: ${{ vars.X }}'), 'doc.md');
    expect(steps?.text).toContain('jobs:');
    expect(steps?.where).toBe('doc.md:5');
  });

  it('lint clean with the vars context and a current runner label', async () => {
    const [example] = examplesIn(
      doc(
        'jobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo "$X"\n        env:\n          X: ${{ vars.APP_ID }}\non: push',
      ),
      'doc.md',
    );
    expect(await lintWorkflow(example!.text, example!.where, example!.offset)).toEqual([]);
  });

  it('fail on a broken example, naming the line in the document', async () => {
    const [example] = examplesIn(doc('- uses: acme/action@v1\n  with:\n    x: ${{ secret.BUNNY_API_KEY }}'), 'README.md');
    const problems = await lintWorkflow(example!.text, example!.where, example!.offset);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.where).toBe('README.md:8');
    expect(problems[0]?.message).toMatch(/undefined variable "secret"/);
  });
});
