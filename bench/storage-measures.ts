/**
 * The sync-storage rows of `npm run bench` (issue 31), each beside a plain Node client of the
 * Edge Storage API doing the same work in the same run (bench/baseline/undici-storage-sync.mjs):
 * an unchanged re-run of 5,000 small files against a script that lists and hashes the same
 * tree; 1,000 changed files at concurrency 8 against a plain uploader; and peak RSS from 2,000
 * to 20,000 files and from a 60 MiB to a 240 MiB file against the same client. The storage
 * servers run in this process, as the management emulator does (see measures.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED, SEED_STORAGE_PASSWORDS, type Emulator } from '../emulator/server.ts';
import { check, checkAction, type Measure, type Row } from './measure.ts';
import { NODE, failureOf, median, mib, ms, runActionTimed, runChild, spread, type ActionRunResult, type ChildRun } from './support.ts';

const ZONE = SEED.storageZoneName;
const BASELINE = join(import.meta.dirname, 'baseline', 'undici-storage-sync.mjs');

interface Tree {
  workspace: string;
  /** Relative to the workspace's `site/`, with their bytes. */
  files: Map<string, Buffer>;
}

/** A workspace whose `site/` holds `count` files of `size` bytes in folders of 100. */
async function smallTree(count: number, size: number): Promise<Tree> {
  const workspace = await mkdtemp(join(tmpdir(), 'bench-storage-'));
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const dir = `d${String(Math.floor(i / 100)).padStart(3, '0')}`;
    if (i % 100 === 0) mkdirSync(join(workspace, 'site', dir), { recursive: true });
    const path = `${dir}/f${String(i).padStart(5, '0')}.${i % 10 === 0 ? 'html' : 'js'}`;
    const bytes = randomBytes(size);
    writeFileSync(join(workspace, 'site', path), bytes);
    files.set(path, bytes);
  }
  return { workspace, files };
}

/** A workspace whose `site/` holds one file of `bytes` bytes, written a MiB at a time. */
async function bigFile(bytes: number): Promise<string> {
  const workspace = await mkdtemp(join(tmpdir(), 'bench-storage-big-'));
  mkdirSync(join(workspace, 'site'));
  const handle = await open(join(workspace, 'site', 'video.mp4'), 'w');
  const chunk = randomBytes(1024 * 1024);
  for (let written = 0; written < bytes; written += chunk.length) await handle.write(chunk, 0, Math.min(chunk.length, bytes - written));
  await handle.close();
  return workspace;
}

/** Puts the tree in the zone as it is (`changedEvery`: every Nth file with other bytes, so it counts as changed). */
function seedZone(emulator: Emulator, tree: Tree, changedEvery = 0): void {
  const storage = emulator.storage.state;
  storage.reseed();
  let i = 0;
  for (const [path, bytes] of tree.files) {
    const changed = changedEvery > 0 && i++ % changedEvery === 0;
    storage.putFile(ZONE, path, changed ? Buffer.concat([bytes, Buffer.from('old')]) : bytes);
  }
  // The seeding is not what the runs are checked on.
  storage.writes = [];
}

function baseline(emulator: Emulator, workspace: string, mode: 'list-hash' | 'upload' | 'sync', measureRss = false): Promise<ChildRun> {
  return runChild(NODE, [BASELINE], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? tmpdir(),
      BENCH_STORAGE_URL: emulator.storage.urls.DE,
      BENCH_ZONE: ZONE,
      BENCH_PASSWORD: SEED_STORAGE_PASSWORDS.site,
      BENCH_SOURCE_DIR: join(workspace, 'site'),
      BENCH_MODE: mode,
      BENCH_CONCURRENCY: '8',
    },
    measureRss,
    killAfterMs: 600_000,
  });
}

function action(emulator: Emulator, workspace: string, measureRss = false): Promise<ActionRunResult> {
  return runActionTimed(
    {
      operation: 'sync-storage',
      'storage-zone-name': ZONE,
      'storage-password': SEED_STORAGE_PASSWORDS.site,
      'storage-hostname': emulator.storage.hosts.DE,
      'source-dir': 'site',
      concurrency: '8',
    },
    { workspace, measureRss, killAfterMs: 600_000 },
  );
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

// ---------------------------------------------------------------------------------------------

const UNCHANGED_FILES = 5000;

const syncUnchanged: Measure = {
  id: 'sync-unchanged',
  title: 'an unchanged re-run of 5,000 small files',
  async run(ctx) {
    const { emulator } = ctx;
    // Seven a side: on a shared machine one run of either side can take twice another.
    const n = ctx.quick ? 3 : 7;
    const tree = await smallTree(UNCHANGED_FILES, 1024);
    try {
      emulator.reset();
      seedZone(emulator, tree);
      await baseline(emulator, tree.workspace, 'list-hash');
      await action(emulator, tree.workspace);
      const base: number[] = [];
      const ours: number[] = [];
      for (let i = 0; i < n; i++) {
        const b = await baseline(emulator, tree.workspace, 'list-hash');
        check(b.exitCode === 0, `the list-and-hash script failed: ${failureOf(b)}`);
        base.push(b.wallMs);
        emulator.storage.state.requests = [];
        const a = await action(emulator, tree.workspace);
        checkAction(a, 'sync-storage');
        check(
          a.outputs['unchanged'] === String(UNCHANGED_FILES) && a.outputs['uploaded'] === '0',
          `unchanged ${a.outputs['unchanged']}, uploaded ${a.outputs['uploaded']}`,
        );
        check(!emulator.storage.state.requests.some((r) => r.method === 'PUT'), 'the action sent a PUT');
        ours.push(a.wallMs);
      }
      const figure = median(ours) / median(base);
      ctx.progress(`unchanged re-run: list+hash ${ms(median(base))}, action ${ms(median(ours))}`);
      return [
        {
          measure: `an unchanged re-run of ${UNCHANGED_FILES.toLocaleString('en')} files of 1 KiB in 50 folders (\`sync-storage\`, ${n} runs each, ABAB)`,
          baseline: `Node script, undici: lists the tree (one level a request, five at a time) and hashes every file: ${spread(base)}`,
          action: `${spread(ours)}; 0 PUT`,
          figure: `${ratio(median(ours), median(base))} (median over median)`,
          budget: '≤ 1.2× the list-and-hash script',
          verdict: figure <= 1.2 ? 'met' : 'MISSED',
          notes: [
            'Both sides are child processes against the storage servers of the in-process emulator, the zone seeded with the same 5,000 files. The action also walks the tree at planning, plans, writes its outputs and summary; the script only lists and hashes (bench/baseline/undici-storage-sync.mjs, BENCH_MODE=list-hash).',
          ],
        },
      ];
    } finally {
      await rm(tree.workspace, { recursive: true, force: true });
    }
  },
};

// ---------------------------------------------------------------------------------------------

const CHANGED_FILES = 1000;

const syncUpload: Measure = {
  id: 'sync-upload',
  title: '1,000 changed files at concurrency 8',
  async run(ctx) {
    const { emulator } = ctx;
    const n = ctx.quick ? 2 : 4;
    const tree = await smallTree(CHANGED_FILES, 4096);
    try {
      emulator.reset();
      const uploads = () => emulator.storage.state.writes.filter((w) => w.kind === 'upload').length;
      seedZone(emulator, tree, 1);
      await baseline(emulator, tree.workspace, 'upload');
      seedZone(emulator, tree, 1);
      await action(emulator, tree.workspace);
      const base: number[] = [];
      const ours: number[] = [];
      for (let i = 0; i < n; i++) {
        seedZone(emulator, tree, 1);
        const b = await baseline(emulator, tree.workspace, 'upload');
        check(b.exitCode === 0 && uploads() === CHANGED_FILES, `the uploader failed: ${failureOf(b)}`);
        base.push(b.wallMs);
        seedZone(emulator, tree, 1);
        const a = await action(emulator, tree.workspace);
        checkAction(a, 'sync-storage');
        check(
          a.outputs['uploaded'] === String(CHANGED_FILES) && uploads() === CHANGED_FILES,
          `uploaded ${a.outputs['uploaded']}, stored ${uploads()}`,
        );
        ours.push(a.wallMs);
      }
      const figure = median(ours) / median(base);
      ctx.progress(`1,000 changed: uploader ${ms(median(base))}, action ${ms(median(ours))}`);
      return [
        {
          measure: `${CHANGED_FILES.toLocaleString('en')} changed files of 4 KiB at concurrency 8 (\`sync-storage\`, ${n} runs each, ABAB)`,
          baseline: `Node script, undici: hashes each file and uploads it streamed with its Checksum, 8 at a time: ${spread(base)}`,
          action: `${spread(ours)}; lists, hashes, uploads ${CHANGED_FILES} (non-HTML first)`,
          figure: `${ratio(median(ours), median(base))} (median over median)`,
          budget: '≤ 1.1× the plain uploader',
          verdict: figure <= 1.1 ? 'met' : 'MISSED',
          notes: [
            'Before each run the zone holds every file with other bytes, so each is changed and stored again; each side is checked to have stored 1,000 uploads. The action also lists the zone (11 folders) and uploads HTML after the rest; the uploader does neither (BENCH_MODE=upload).',
          ],
        },
      ];
    } finally {
      await rm(tree.workspace, { recursive: true, force: true });
    }
  },
};

// ---------------------------------------------------------------------------------------------

const MIB = 1024 * 1024;

const syncMemory: Measure = {
  id: 'sync-memory',
  title: 'peak RSS of sync-storage: 2,000 vs 20,000 files, a 60 MiB vs a 240 MiB file',
  async run(ctx) {
    const { emulator } = ctx;
    const rows: Row[] = [];
    const peak = (run: ChildRun) => run.peakRssKiB ?? Number.NaN;
    /** Runs each side `runs` times on the same arrangement; the median peak of each. */
    const pair = async (arrange: () => void, workspace: string, mode: 'sync' | 'upload', what: string) => {
      const base: number[] = [];
      const ours: number[] = [];
      for (let i = 0; i < (ctx.quick ? 1 : 2); i++) {
        arrange();
        const b = await baseline(emulator, workspace, mode, true);
        check(b.exitCode === 0, `${what}: the plain client failed: ${failureOf(b)}`);
        base.push(peak(b));
        arrange();
        const a = await action(emulator, workspace, true);
        checkAction(a, `sync-storage, ${what}`);
        ours.push(peak(a));
      }
      return { base: median(base), ours: median(ours) };
    };

    emulator.reset();
    emulator.storage.state.behaviour.keepContent = false;
    const counts = [2000, 20_000] as const;
    const byCount: Array<{ base: number; ours: number }> = [];
    for (const count of counts) {
      const tree = await smallTree(count, 1024);
      try {
        // Every tenth file changed: both sides list everything, hash everything, upload a tenth.
        const keep = emulator.storage.state.behaviour.keepContent;
        byCount.push(
          await pair(
            () => {
              seedZone(emulator, tree, 10);
              emulator.storage.state.behaviour.keepContent = keep;
            },
            tree.workspace,
            'sync',
            `${count} files`,
          ),
        );
      } finally {
        await rm(tree.workspace, { recursive: true, force: true });
      }
      ctx.progress(`${count} files: client ${mib(byCount.at(-1)?.base ?? 0)}, action ${mib(byCount.at(-1)?.ours ?? 0)}`);
    }
    const sizes = [60 * MIB, 240 * MIB] as const;
    const bySize: Array<{ base: number; ours: number }> = [];
    for (const size of sizes) {
      const workspace = await bigFile(size);
      try {
        bySize.push(
          await pair(
            () => {
              emulator.storage.state.reseed();
              emulator.storage.state.behaviour.keepContent = false;
            },
            workspace,
            'sync',
            `${size / MIB} MiB`,
          ),
        );
      } finally {
        await rm(workspace, { recursive: true, force: true });
      }
      ctx.progress(`${size / MIB} MiB: client ${mib(bySize.at(-1)?.base ?? 0)}, action ${mib(bySize.at(-1)?.ours ?? 0)}`);
    }
    emulator.storage.state.behaviour.keepContent = true;

    const judge = (label: string, cases: Array<{ base: number; ours: number }>, names: readonly string[]): Row => {
      const [small, large] = cases as [{ base: number; ours: number }, { base: number; ours: number }];
      const growthBase = large.base - small.base;
      const growthOurs = large.ours - small.ours;
      const worst = Math.max(small.ours / small.base, large.ours / large.base);
      // A growth within 2 MiB of the client's is the same growth: peaks move by that between runs.
      const met = growthOurs <= growthBase + 2048 && worst <= 1.1;
      return {
        measure: `peak RSS of \`sync-storage\` from ${names[0]} to ${names[1]} (${ctx.quick ? 1 : 2} runs each, median)`,
        baseline: `plain Node client (undici; the same listing and streamed uploads): ${mib(small.base)} → ${mib(large.base)} (+${mib(growthBase)})`,
        action: `${mib(small.ours)} → ${mib(large.ours)} (+${mib(growthOurs)})`,
        figure: `growth ${mib(growthOurs)} vs ${mib(growthBase)}; peak ${ratio(small.ours, small.base)} and ${ratio(large.ours, large.base)} the client's`,
        budget: "growth ≤ the client's; each peak ≤ 1.1× the client's",
        verdict: met ? 'met' : 'MISSED',
        notes: [
          `${label} Peak RSS from GNU time (wait4's maxrss) of each child process; the storage emulator keeps digests only, in the bench's own process. V8 sizes its heap by the allocation rate, so both sides grow a little with the work; the comparison is with the client, not with zero.`,
        ],
      };
    };
    rows.push(
      judge(
        'Files of 1 KiB in folders of 100; the zone holds every file, every tenth with other bytes: both sides list every folder, hash every file and upload a tenth.',
        byCount,
        ['2,000 files', '20,000 files'],
      ),
      judge(
        'One file, an empty zone: both sides list the root, hash the file streaming and upload it streamed with its Checksum.',
        bySize,
        ['a 60 MiB file', 'a 240 MiB file'],
      ),
    );
    return rows;
  },
};

export const STORAGE_MEASURES: Measure[] = [syncUnchanged, syncUpload, syncMemory];
