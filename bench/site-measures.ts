/**
 * Issue 32's figures: a rollback by promote-site beside a plain script that writes the rule,
 * purges and polls the header (the floor), and an unchanged re-run of deploy-site. The edge runs
 * in this process with the emulator, at the platform's propagation (three locations at 5, 6.25
 * and 7.5 s); both sides reach it through its proxy address, trusting its test-only CA.
 */
import { EDGE_PROPAGATION_MS } from '../src/platform/pull-zones/edge-propagation.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED, type Emulator } from '../emulator/server.ts';
import { SITE_EDGE_CA_FILE } from '../emulator/pull-zones/edge-server.ts';
import { PRODUCTION_DESCRIPTION, productionHostnames, productionRule } from '../src/platform/pull-zones/site-rules.ts';
import { check, checkAction, type Measure, type Row } from './measure.ts';
import {
  NODE,
  failureOf,
  median,
  ms,
  runActionTimed,
  runChild,
  runnerEnv,
  spread,
  type ActionRunResult,
  type ChildRun,
} from './support.ts';

const INTERVAL_S = 1;
const PROPAGATION_MS = 7500;
const SITE_URL = 'https://www.site.example/';

function siteInputs(emulator: Emulator): Record<string, string> {
  return {
    'api-key': emulator.apiKey,
    'api-url': emulator.url,
    'storage-zone-id': String(SEED.storageZoneId),
    'pull-zone-id': String(SEED.pullZoneSite),
    'poll-interval-seconds': String(INTERVAL_S),
  };
}

const edgeEnv = (emulator: Emulator) => ({ HTTPS_PROXY: emulator.edgeUrl, NODE_EXTRA_CA_CERTS: SITE_EDGE_CA_FILE });

/** A small site: an index, a page, a stylesheet and `files` more assets. */
async function writeBuild(dir: string, version: string, files: number): Promise<void> {
  await writeFile(join(dir, 'index.html'), `<h1>${version}</h1>`);
  await writeFile(join(dir, 'style.css'), `h1 { content: '${version}' }`);
  for (let i = 0; i < files; i++) await writeFile(join(dir, `asset-${i}.js`), `export const n = ${i}; // ${version}\n`.repeat(40));
}

async function deploySite(emulator: Emulator, workspace: string, deployId: string): Promise<ActionRunResult> {
  const run = await runActionTimed(
    { operation: 'deploy-site', ...siteInputs(emulator), 'source-dir': 'site', 'deploy-id': deployId },
    { workspace, env: edgeEnv(emulator), killAfterMs: 120_000 },
  );
  checkAction(run, `deploy-site ${deployId}`);
  return run;
}

export const siteRollback: Measure = {
  id: 'site-rollback',
  title: 'a site rollback by promote-site beside a script that writes the rule, purges and polls',
  async run(ctx) {
    const { emulator } = ctx;
    emulator.reset();
    const workspace = await mkdtemp(join(tmpdir(), 'bench-site-'));
    try {
      const site = join(workspace, 'site');
      await mkdir(site);
      await writeBuild(site, 'a', 3);
      await deploySite(emulator, workspace, 'bench-a');
      await writeBuild(site, 'b', 3);
      await deploySite(emulator, workspace, 'bench-b');
      const storageWrites = () => emulator.state.storage.writes.length;
      const n = ctx.quick ? 1 : 3;
      const action: ActionRunResult[] = [];
      const floor: ChildRun[] = [];
      let live = 'bench-b';
      for (let i = 0; i < n; i++) {
        // Each side switches the site to the deploy that is not live: a, then b, and so on.
        const to = live === 'bench-a' ? 'bench-b' : 'bench-a';
        const before = storageWrites();
        const run = await runActionTimed(
          { operation: 'promote-site', ...siteInputs(emulator), 'deploy-id': to, 'only-if-live-deploy-id': live, 'wait-seconds': '60' },
          { env: edgeEnv(emulator), killAfterMs: 120_000 },
        );
        checkAction(run, `promote-site ${to}`);
        check(storageWrites() === before, 'promote-site wrote to storage');
        action.push(run);
        live = to;
        const back = live === 'bench-a' ? 'bench-b' : 'bench-a';
        const zone = emulator.state.pullZones.get(SEED.pullZoneSite);
        check(zone !== undefined, 'no site pull zone');
        const rule = productionRule(
          { id: SEED.storageZoneId, name: SEED.storageZoneName },
          back,
          // Production's rule names production's own hostnames, as the action writes it.
          productionHostnames({ Id: zone.Id, EdgeRules: zone.EdgeRules, Hostnames: zone.Hostnames }),
        );
        const scratch = await mkdtemp(join(tmpdir(), 'bench-floor-'));
        try {
          const env = {
            ...runnerEnv(scratch, scratch),
            ...edgeEnv(emulator),
            BENCH_BASE_URL: emulator.url,
            BENCH_KEY: emulator.apiKey,
            BENCH_ZONE: String(SEED.pullZoneSite),
            BENCH_DESCRIPTION: PRODUCTION_DESCRIPTION,
            BENCH_RULE: JSON.stringify(rule),
            BENCH_SITE: SITE_URL,
            BENCH_DEPLOY: back,
          };
          const base = await runChild(NODE, [join(import.meta.dirname, 'baseline', 'undici-site-switch.mjs')], {
            env,
            killAfterMs: 120_000,
          });
          check(base.exitCode === 0, `floor script failed: ${failureOf(base)}`);
          floor.push(base);
        } finally {
          await rm(scratch, { recursive: true, force: true });
        }
        live = back;
      }
      const a = median(action.map((run) => run.wallMs));
      const b = median(floor.map((run) => run.wallMs));
      const budget = b + PROPAGATION_MS + 2 * INTERVAL_S * 1000;
      ctx.progress(`site rollback: floor ${ms(b)}, promote-site ${ms(a)}`);
      const row: Row = {
        measure: `site rollback by \`promote-site\` to the deploy live before (one switch, no upload; the edge at 5, 6.25 and 7.5 s of propagation; ${n} run(s) each, alternating)`,
        baseline: `Node script, undici: reads the zone, writes the rule, purges, polls the header every ${INTERVAL_S} s through the proxy: ${spread(floor.map((run) => run.wallMs))}`,
        action: `${spread(action.map((run) => run.wallMs))}; no storage write`,
        figure: `${ms(a - b)} over the floor (median over median)`,
        budget: `within one propagation interval (${PROPAGATION_MS / 1000} s) and two polls (2 × ${INTERVAL_S} s) of the floor: ≤ ${ms(budget)}`,
        verdict: a <= budget ? 'met' : 'MISSED',
        notes: [
          'What the action adds: the storage zone read and the listing of the deploy folder (missing or empty is refused before any write), the zone read again before the write (compare-and-swap) and after it (read back), the wait of one propagation interval after the header first shows, and the second purge.',
        ],
      };
      return [row];
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  },
};

export const siteUnchanged: Measure = {
  id: 'site-unchanged',
  title: 'an unchanged re-run of deploy-site beside an unchanged re-run of sync-storage',
  async run(ctx) {
    const { emulator } = ctx;
    emulator.reset();
    const workspace = await mkdtemp(join(tmpdir(), 'bench-site-'));
    try {
      const site = join(workspace, 'site');
      await mkdir(site);
      await writeBuild(site, 'a', 200);
      await deploySite(emulator, workspace, 'bench-a');
      // The same files in the same folder: what each step lists, hashes and compares.
      const sync = async (): Promise<ActionRunResult> => {
        const run = await runActionTimed(
          {
            operation: 'sync-storage',
            'api-key': emulator.apiKey,
            'api-url': emulator.url,
            'storage-zone-id': String(SEED.storageZoneId),
            'source-dir': 'site',
            'target-path': 'deploys/bench-a',
            'purge-linked-zones': 'false',
            'replication-settle-seconds': '0',
          },
          { workspace, killAfterMs: 120_000 },
        );
        checkAction(run, 'sync-storage');
        check(run.outputs['uploaded'] === '0', `sync-storage uploaded ${run.outputs['uploaded']}`);
        return run;
      };
      const n = ctx.quick ? 3 : 7;
      const ours: ActionRunResult[] = [];
      const base: ActionRunResult[] = [];
      for (let i = 0; i < n; i++) {
        base.push(await sync());
        const run = await deploySite(emulator, workspace, 'bench-a');
        check(
          run.outputs['uploaded'] === '0' && run.outputs['promoted'] === 'false',
          `a re-run uploaded ${run.outputs['uploaded']} or switched`,
        );
        ours.push(run);
      }
      const a = median(ours.map((run) => run.wallMs));
      const b = median(base.map((run) => run.wallMs));
      ctx.progress(`unchanged re-run: sync-storage ${ms(b)}, deploy-site ${ms(a)}`);
      return [
        {
          measure: `unchanged re-run of 202 files: \`deploy-site\` of the same deploy id beside \`sync-storage\` of the same files into the same folder (${n} runs each, alternating)`,
          baseline: `\`sync-storage\` (purge off, no settle wait): ${spread(base.map((run) => run.wallMs))}; uploaded 0`,
          action: `${spread(ours.map((run) => run.wallMs))}; uploaded 0, promoted false`,
          figure: `${(a / (b + EDGE_PROPAGATION_MS)).toFixed(2)}× the sync-storage re-run and the verification's ${EDGE_PROPAGATION_MS / 1000} s edge wait (median over median)`,
          budget: `≤ 1.2× the sync-storage re-run and the ${EDGE_PROPAGATION_MS / 1000} s edge wait; uploads nothing`,
          verdict: a <= 1.2 * (b + EDGE_PROPAGATION_MS) ? 'met' : 'MISSED',
          notes: [
            "Both list deploys/bench-a/ and hash the 202 files; deploy-site also reads the pull zone (what is live, the rules to heal) and switches nothing. It verifies the live deploy as a switch does (purge, poll, the edge's propagation wait, purge again): nothing records that the step that switched to it verified it, so the re-run's floor holds that wait.",
          ],
        },
      ];
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  },
};
