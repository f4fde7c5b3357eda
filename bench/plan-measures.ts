/**
 * Issue 41's figure: `plan-deploys` over 50 targets (30 scripts, 10 sites, 10 applications) of a
 * real git checkout, beside a plain Node script that reads them one by one with fetch and runs
 * `git diff` per target (bench/baseline/fetch-plan.mjs). Both decide the same targets.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Emulator } from '../emulator/server.ts';
import { newPullZone } from '../emulator/pull-zones/pull-zone.ts';
import { PRODUCTION_DESCRIPTION, productionRule } from '../src/platform/pull-zones/site-rules.ts';
import { USER_AGENT } from '../src/runner/version.ts';
import { SEED } from '../emulator/server.ts';
import { check, checkAction, type Measure, type Row } from './measure.ts';
import { NODE, failureOf, median, ms, runActionTimed, runChild, runnerEnv, spread } from './support.ts';

const SCRIPTS = 30;
const SITES = 10;
const APPS = 10;

interface BenchTarget {
  name: string;
  kind: 'script' | 'site' | 'app';
  id: number | string;
  folder: string;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** A monorepo of 50 folders: every folder at C1, ten changed at C2, five more at HEAD. */
function makeRepo(count: number): { dir: string; c1: string; c2: string; head: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-plan-'));
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'config', 'user.name', 'Bench');
  git(dir, 'config', 'user.email', 'bench@example.com');
  git(dir, 'config', 'commit.gpgsign', 'false');
  const write = (folder: number, version: string) => {
    mkdirSync(join(dir, `t${folder}`, 'src'), { recursive: true });
    for (let f = 0; f < 20; f++) writeFileSync(join(dir, `t${folder}`, 'src', `f${f}.ts`), `export const v = '${version}-${f}';\n`);
  };
  const commit = (message: string) => {
    git(dir, 'add', '--all');
    git(dir, 'commit', '--quiet', '-m', message);
    return git(dir, 'rev-parse', 'HEAD');
  };
  for (let i = 0; i < count; i++) write(i, 'a');
  const c1 = commit('all');
  for (let i = 0; i < 10; i++) write(i * 5, 'b');
  const c2 = commit('ten');
  for (let i = 0; i < 5; i++) write(i * 5 + 1, 'c');
  const head = commit('five');
  return { dir, c1, c2, head };
}

/** Live commits spread over C1, C2 and HEAD: some targets changed since theirs, some did not. */
function arrange(emulator: Emulator, repo: { c1: string; c2: string; head: string }): BenchTarget[] {
  const targets: BenchTarget[] = [];
  const liveOf = (i: number) => [repo.c1, repo.c2, repo.head][i % 3] as string;
  for (let i = 0; i < SCRIPTS; i++) {
    const id = 8000 + i;
    emulator.state.addScript(id);
    emulator.state.setActiveRelease(id, { CommitSha: liveOf(i) });
    targets.push({ name: `t${i}`, kind: 'script', id, folder: `t${i}` });
  }
  for (let i = SCRIPTS; i < SCRIPTS + SITES; i++) {
    const id = 9000 + i;
    const zone = newPullZone({ Id: id, Name: `bench-${id}`, Hostname: `bench-${id}.b-cdn.net`, StorageZoneId: SEED.storageZoneId });
    const rule = productionRule({ id: SEED.storageZoneId, name: SEED.storageZoneName }, liveOf(i).slice(0, 12), []);
    zone.EdgeRules.push({
      Guid: randomUUID(),
      ActionType: rule.ActionType,
      ActionParameter1: rule.ActionParameter1 ?? null,
      ActionParameter2: rule.ActionParameter2 ?? null,
      ActionParameter3: rule.ActionParameter3 ?? null,
      Triggers: rule.Triggers.map((t) => ({ ...t, Parameter1: t.Parameter1 ?? null })),
      ExtraActions: rule.ExtraActions.map((a) => ({
        ActionType: a.ActionType,
        ActionParameter1: a.ActionParameter1 ?? null,
        ActionParameter2: a.ActionParameter2 ?? null,
        ActionParameter3: a.ActionParameter3 ?? null,
      })),
      TriggerMatchingType: rule.TriggerMatchingType,
      Description: PRODUCTION_DESCRIPTION,
      Enabled: true,
      OrderIndex: 0,
      ReadOnly: false,
    });
    emulator.state.pullZones.set(id, zone);
    targets.push({ name: `t${i}`, kind: 'site', id, folder: `t${i}` });
  }
  const model = emulator.state.apps.get(SEED.edgeAppId);
  check(model !== undefined, 'no seeded application to copy');
  for (let i = SCRIPTS + SITES; i < SCRIPTS + SITES + APPS; i++) {
    const id = `app-bench-${i}`;
    emulator.state.apps.set(id, {
      ...model,
      id,
      templates: model.templates.map((t) => ({ ...t, template: { ...t.template, imageTag: liveOf(i).slice(0, 7) } })),
    });
    targets.push({ name: `t${i}`, kind: 'app', id, folder: `t${i}` });
  }
  return targets;
}

function targetsYaml(targets: readonly BenchTarget[]): string {
  const idMember = { script: 'script-id', site: 'pull-zone-id', app: 'app-id' } as const;
  return targets.map((t) => `- {name: ${t.name}, kind: ${t.kind}, ${idMember[t.kind]}: ${t.id}, paths: ['${t.folder}/**']}`).join('\n');
}

export const planDeploys: Measure = {
  id: 'plan-deploys',
  title: 'plan-deploys over 50 targets beside reading them one by one with fetch and git diff per target',
  async run(ctx) {
    const { emulator } = ctx;
    const count = SCRIPTS + SITES + APPS;
    const repo = makeRepo(count);
    const rows: Row[] = [];
    try {
      for (const latency of [0, 25]) {
        emulator.reset();
        emulator.setLatency(latency);
        const targets = arrange(emulator, repo);
        const inputs = { operation: 'plan-deploys', 'api-key': emulator.apiKey, 'api-url': emulator.url, targets: targetsYaml(targets) };
        const baseline = async () => {
          const scratch = await mkdtemp(join(tmpdir(), 'bench-fetch-'));
          try {
            const env = runnerEnv(scratch, repo.dir);
            await writeFile(env['GITHUB_OUTPUT'] as string, '');
            Object.assign(env, {
              BENCH_URL: emulator.url,
              BENCH_KEY: emulator.apiKey,
              BENCH_USER_AGENT: USER_AGENT,
              BENCH_TARGETS: JSON.stringify(targets),
            });
            const run = await runChild(NODE, [join(import.meta.dirname, 'baseline', 'fetch-plan.mjs')], {
              env,
              cwd: repo.dir,
              killAfterMs: 120_000,
            });
            check(run.exitCode === 0, `baseline failed: ${failureOf(run)}`);
            const changed = /changed<<EOF\n(.*)\nEOF/.exec(await readFile(env['GITHUB_OUTPUT'] as string, 'utf8'))?.[1] ?? '';
            return { run, changed };
          } finally {
            await rm(scratch, { recursive: true, force: true });
          }
        };
        await baseline(); // warm-up, not counted
        const n = ctx.quick ? 3 : 7;
        const base: number[] = [];
        const action: number[] = [];
        let decided = '';
        for (let i = 0; i < n; i++) {
          const b = await baseline();
          base.push(b.run.wallMs);
          const a = await runActionTimed(inputs, { workspace: repo.dir, killAfterMs: 120_000 });
          checkAction(a, 'plan-deploys');
          check(a.outputs['changed'] === b.changed, `the two disagree: action ${a.outputs['changed']}, baseline ${b.changed}`);
          decided = `${JSON.parse(a.outputs['changed'] ?? '[]').length} of ${count} to deploy`;
          action.push(a.wallMs);
        }
        emulator.setLatency(0);
        const a = median(action);
        const b = median(base);
        ctx.progress(`plan-deploys (${latency} ms a request): one by one ${ms(b)}, action ${ms(a)}`);
        rows.push({
          measure: `\`plan-deploys\` over ${count} targets (${SCRIPTS} scripts, ${SITES} sites, ${APPS} applications; ${latency} ms added to each API answer; ${n} runs each, alternating)`,
          baseline: `Node script, fetch: each target's live read then \`git diff\` per target, one by one: ${spread(base)}`,
          action: `${spread(action)}; ${decided}, the same as the script`,
          figure: `${(a / b).toFixed(2)}× (median over median)`,
          budget: '≤ 1.0× the one-by-one script',
          verdict: a <= b ? 'met' : 'MISSED',
          notes: [
            "The action reads 4 targets at a time under the client's rate-limit gate and runs one `git diff` per distinct live commit (3 here), where the script runs 50; it also checks the inputs, resolves each live value to a commit and asks whether it is an ancestor of HEAD.",
          ],
        });
      }
      return rows;
    } finally {
      emulator.setLatency(0);
      rmSync(repo.dir, { recursive: true, force: true });
    }
  },
};
