import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SEED } from '../../emulator/server.ts';
import { examplesIn } from '../../scripts/workflow-examples.ts';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { TestRepo } from '../support/git-repo.ts';
import { findLeaks } from '../support/leak-scanner.ts';
import { REPO_ROOT } from '../support/run-action.ts';
import { spawnUses } from '../../scripts/action-uses.ts';
import { seedSite } from '../support/site.ts';

interface Step {
  id?: string;
  uses?: string;
  with?: Record<string, string>;
}

/** The plan step of the monorepo page, as the page shows it. */
function documentedPlanStep(): Record<string, string> {
  const page = 'docs/pipelines/monorepo.md';
  const [example] = examplesIn(readFileSync(join(REPO_ROOT, page), 'utf8'), page);
  const workflow = parse(example?.text ?? '') as { jobs: Record<string, { steps: Step[] }> };
  // The page shows the operation's own action (owner/repo/plan-deploys@ref).
  const step = workflow.jobs['plan']?.steps.find((candidate) => /\/plan-deploys@/.test(candidate.uses ?? ''));
  if (!step?.with) throw new Error(`${page} has no plan-deploys step in its plan job`);
  return step.with;
}

describe('the monorepo page: its plan step, in the built bundle, against a real checkout', () => {
  const emulator = useEmulator();
  let repo: TestRepo;
  let live: string;
  let head: string;

  beforeAll(() => {
    repo = TestRepo.init();
    live = repo.commit('everything', {
      'edge/index.ts': '1',
      'site/index.html': '1',
      'api/main.go': '1',
      'packages/shared/lib.ts': '1',
    });
    repo.commit('the site', { 'site/index.html': '2' });
    head = repo.commit('the docs of the api', { 'api/README.md': 'docs' });
  });

  it('deploys the site and the api, skips the script, and hands over the matrix', async () => {
    const e = emulator();
    e.state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: `Deploy ${live} (https://github.com/o/r/actions/runs/1)` });
    seedSite(e, { production: live.slice(0, 12) });
    const web = e.state.apps.get(SEED.appId)?.templates.find((t) => t.template['name'] === 'web');
    if (web) web.template['imageTag'] = live;

    const inputs = { ...documentedPlanStep(), 'api-key': DEFAULT_API_KEY, 'api-url': e.url };
    const run = await spawnUses('plan-deploys', inputs, { workspace: repo.dir });
    expect(run.stderr).toBe('');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed'] ?? '')).toEqual(['docs', 'api']);
    expect(JSON.parse(run.outputs['unchanged'] ?? '')).toEqual(['edge']);
    expect(run.outputs['any-changed']).toBe('true');
    const matrix = JSON.parse(run.outputs['matrix'] ?? '') as { include: Array<Record<string, unknown>> };
    expect(matrix.include.map((entry) => [entry['name'], entry['kind'], entry['live-commit']])).toEqual([
      ['docs', 'site', live],
      ['api', 'app', live],
    ]);
    expect(matrix.include[0]).toMatchObject({ 'storage-zone-id': 5001, build: 'npm run build -w site' });
    const result = JSON.parse(run.outputs['result'] ?? '') as { head: string };
    expect(result.head).toBe(head);
    expect(run.summary).toContain('<td>edge</td><td>script</td>');
    expect(e.requests.every((request) => request.method === 'GET')).toBe(true);
    expect(findLeaks(run, [DEFAULT_API_KEY])).toEqual([]);
  });
});
