/**
 * The sync-storage rows of `npm run bench` (issue 39): the action beside what a user would pick
 * instead to put a folder in a storage zone, on the same storage emulator in the same run:
 * `upload-to-bunny` (npm's directory uploader) and the platform's `@bunny.net/storage-sdk` in the
 * loop a user writes around it (bench/baseline/upload-to-bunny.mjs, storage-sdk.mjs). A first
 * upload of 1,000 and of 5,000 files, an unchanged re-run of 5,000, and peak RSS uploading
 * 20,000. Every run of every side is checked on the emulator: each file stored, with its length
 * and SHA-256. The storage servers run in this process, as the management emulator does (see
 * measures.ts); they keep digests only, so the bench's own memory stays small.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED, SEED_STORAGE_PASSWORDS, type Emulator } from '../emulator/server.ts';
import { check, checkAction, type BenchContext, type Measure, type Row } from './measure.ts';
import { NODE, bareNode, failureOf, median, mib, ms, runActionTimed, runChild, spread, type ChildRun } from './support.ts';

const ZONE = SEED.storageZoneName;
const FILE_BYTES = 4096;
/** The action's default; each peer is given the same (upload-to-bunny's own default is 10). */
const CONCURRENCY = 8;

const PEERS = {
  'upload-to-bunny': join(import.meta.dirname, 'baseline', 'upload-to-bunny.mjs'),
  '@bunny.net/storage-sdk': join(import.meta.dirname, 'baseline', 'storage-sdk.mjs'),
} as const;
type Peer = keyof typeof PEERS;
type Side = 'sync-storage' | Peer;
const SIDES: readonly Side[] = ['sync-storage', 'upload-to-bunny', '@bunny.net/storage-sdk'];
const PEER_NAMES = Object.keys(PEERS) as Peer[];

/** A run of either side; the action's carries its outputs. */
type SideRun = ChildRun & { outputs?: Record<string, string> };

interface Tree {
  workspace: string;
  /** Path under the workspace's `site/` to its length and upper-case SHA-256. */
  files: Map<string, { length: number; sha256: string }>;
}

/** A workspace whose `site/` holds `count` files of 4 KiB in folders of 100, one in ten HTML. */
async function smallTree(count: number): Promise<Tree> {
  const workspace = await mkdtemp(join(tmpdir(), 'bench-storage-'));
  const files: Tree['files'] = new Map();
  for (let i = 0; i < count; i++) {
    const dir = `d${String(Math.floor(i / 100)).padStart(3, '0')}`;
    if (i % 100 === 0) mkdirSync(join(workspace, 'site', dir), { recursive: true });
    const path = `${dir}/f${String(i).padStart(5, '0')}.${i % 10 === 0 ? 'html' : 'js'}`;
    const bytes = randomBytes(FILE_BYTES);
    writeFileSync(join(workspace, 'site', path), bytes);
    files.set(path, { length: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex').toUpperCase() });
  }
  return { workspace, files };
}

/** The zone as a first upload finds it: empty. Digests only, no bytes kept. */
function emptyZone(emulator: Emulator): void {
  const storage = emulator.storage.state;
  storage.reseed();
  storage.behaviour.keepContent = false;
}

/** The zone as a re-run finds it: every file of the tree stored as it is. */
function fullZone(emulator: Emulator, tree: Tree): void {
  emptyZone(emulator);
  const storage = emulator.storage.state;
  for (const [path, digest] of tree.files) storage.putFile(ZONE, path, digest);
  storage.writes = [];
  storage.requests = [];
}

/** Each file of the tree is in the zone with its length and SHA-256, nothing else is, and `uploads` PUTs stored it. */
function checkStored(emulator: Emulator, tree: Tree, side: Side, uploads: number): void {
  const storage = emulator.storage.state;
  const stored = storage.files(ZONE);
  check(stored.size === tree.files.size, `${side}: the zone holds ${stored.size} files, not ${tree.files.size}`);
  for (const [path, expected] of tree.files) {
    const file = stored.get(path);
    check(file !== undefined, `${side}: ${path} is not in the zone`);
    check(file.length === expected.length && file.checksum === expected.sha256, `${side}: ${path} is stored with other bytes`);
  }
  const puts = storage.writes.filter((w) => w.kind === 'upload').length;
  check(puts === uploads, `${side}: ${puts} uploads stored, not ${uploads}`);
}

async function runSide(emulator: Emulator, side: Side, tree: Tree, measureRss = false): Promise<SideRun> {
  if (side === 'sync-storage') {
    const run = await runActionTimed(
      {
        operation: 'sync-storage',
        'storage-zone-name': ZONE,
        'storage-password': SEED_STORAGE_PASSWORDS.site,
        'storage-hostname': emulator.storage.hosts.DE,
        'source-dir': 'site',
        concurrency: String(CONCURRENCY),
      },
      { workspace: tree.workspace, measureRss, killAfterMs: 600_000 },
    );
    checkAction(run, 'sync-storage');
    const uploaded = Number(run.outputs['uploaded']);
    const unchanged = Number(run.outputs['unchanged']);
    check(uploaded + unchanged === tree.files.size, `sync-storage: uploaded ${uploaded} + unchanged ${unchanged} ≠ ${tree.files.size}`);
    return run;
  }
  const run = await runChild(NODE, [PEERS[side]], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? tmpdir(),
      BENCH_STORAGE_URL: emulator.storage.urls.DE,
      BENCH_ZONE: ZONE,
      BENCH_PASSWORD: SEED_STORAGE_PASSWORDS.site,
      BENCH_SOURCE_DIR: join(tree.workspace, 'site'),
      BENCH_CONCURRENCY: String(CONCURRENCY),
    },
    measureRss,
    killAfterMs: 600_000,
  });
  check(run.exitCode === 0 && !run.timedOut, `${side} failed: ${failureOf(run)}`);
  return run;
}

/**
 * Runs the three sides `runs` times each after one unmeasured warm-up of each, the order turned
 * by one each round (so no side always follows the same one), with the zone arranged before
 * each run and what it stored checked after. Returns each side's runs.
 */
async function rounds(
  ctx: BenchContext,
  tree: Tree,
  runs: number,
  arrange: () => void,
  verify: (side: Side, run: SideRun) => void,
  measureRss = false,
): Promise<Record<Side, ChildRun[]>> {
  const out = Object.fromEntries(SIDES.map((side) => [side, [] as ChildRun[]])) as Record<Side, ChildRun[]>;
  for (let round = -1; round < runs; round++) {
    for (let k = 0; k < SIDES.length; k++) {
      const side = SIDES[(k + Math.max(round, 0)) % SIDES.length] as Side;
      arrange();
      const run = await runSide(ctx.emulator, side, tree, measureRss);
      verify(side, run);
      if (round >= 0) out[side].push(run);
    }
    if (round >= 0)
      ctx.progress(`round ${round + 1}/${runs}: ${SIDES.map((side) => `${side} ${ms(out[side].at(-1)?.wallMs ?? NaN)}`).join(', ')}`);
  }
  return out;
}

const wall = (runs: readonly ChildRun[]) => median(runs.map((r) => r.wallMs));
const wallSpread = (runs: readonly ChildRun[]) => spread(runs.map((r) => r.wallMs));
const peakOf = (runs: readonly ChildRun[]) => median(runs.map((r) => r.peakRssKiB ?? Number.NaN));

/** The peer with the lowest median of `figure`, and that median. */
function bestPeer(runs: Record<Side, ChildRun[]>, figure: (runs: readonly ChildRun[]) => number): { peer: Peer; value: number } {
  const [first, ...rest] = PEER_NAMES.map((peer) => ({ peer, value: figure(runs[peer]) })).sort((a, b) => a.value - b.value);
  check(first !== undefined && rest.length > 0, 'no peer measured');
  return first;
}

const peersCell = (runs: Record<Side, ChildRun[]>, what: (runs: readonly ChildRun[]) => string) =>
  PEER_NAMES.map((peer) => `${peer}: ${what(runs[peer])}`).join('; ');

const HOW =
  "Every side is a child process (spawn to exit) uploading the same tree to the same storage emulator (DE region, in the bench process), the zone arranged the same way before each run, 8 uploads at a time on every side. The peers know only https://[region.]storage.bunnycdn.com and offer no option for another host: bench/baseline/storage-host.mjs, imported first by each peer script, wraps the global fetch both call and swaps that origin for the emulator's (their package files are untouched). The peers send no Checksum (neither computes one; the server does), list nothing and skip nothing; the action lists the zone, hashes every file, and uploads with each file's SHA-256 and the HTML last. After each run the zone is checked: every file there with its length and SHA-256, and the number of uploads stored.";

// ---------------------------------------------------------------------------------------------

const FIRST_COUNTS = [1000, 5000] as const;

const syncFirst: Measure = {
  id: 'sync-first',
  title: 'first upload of 1,000 and of 5,000 files: sync-storage, upload-to-bunny, @bunny.net/storage-sdk',
  async run(ctx) {
    const { emulator } = ctx;
    const rows: Row[] = [];
    for (const count of FIRST_COUNTS) {
      const runs = ctx.quick ? 2 : count <= 1000 ? 5 : 3;
      const tree = await smallTree(count);
      try {
        const sides = await rounds(
          ctx,
          tree,
          runs,
          () => emptyZone(emulator),
          (side) => checkStored(emulator, tree, side, count),
        );
        const best = bestPeer(sides, wall);
        const ours = wall(sides['sync-storage']);
        const ratio = ours / best.value;
        rows.push({
          measure: `first upload of ${count.toLocaleString('en')} files of 4 KiB in ${count / 100} folders to an empty zone (${runs} runs each, rotated)`,
          baseline: peersCell(sides, wallSpread),
          action: `\`sync-storage\`: ${wallSpread(sides['sync-storage'])}`,
          figure: `${ratio.toFixed(2)}× ${best.peer} (median over median)`,
          budget: '≤ 1.0× the faster peer',
          verdict: ratio <= 1.0 ? 'met' : 'MISSED',
          notes: [HOW],
        });
      } finally {
        await rm(tree.workspace, { recursive: true, force: true });
      }
    }
    return rows;
  },
};

// ---------------------------------------------------------------------------------------------

const RERUN_FILES = 5000;
const RERUN_RATIO = 0.3;

const syncRerun: Measure = {
  id: 'sync-rerun',
  title: 'an unchanged re-run of 5,000 files: sync-storage, upload-to-bunny, @bunny.net/storage-sdk',
  async run(ctx) {
    const { emulator } = ctx;
    const runs = ctx.quick ? 2 : 5;
    const tree = await smallTree(RERUN_FILES);
    try {
      const sides = await rounds(
        ctx,
        tree,
        runs,
        () => fullZone(emulator, tree),
        (side, run) => {
          if (side !== 'sync-storage') return checkStored(emulator, tree, side, RERUN_FILES);
          const outputs = run.outputs ?? {};
          check(
            outputs['uploaded'] === '0' && outputs['unchanged'] === String(RERUN_FILES),
            `sync-storage uploaded ${outputs['uploaded']}`,
          );
          check(!emulator.storage.state.requests.some((r) => r.method === 'PUT'), 'sync-storage sent a PUT on an unchanged re-run');
          checkStored(emulator, tree, side, 0);
        },
      );
      const best = bestPeer(sides, wall);
      const ours = wall(sides['sync-storage']);
      const ratio = ours / best.value;
      return [
        {
          measure: `an unchanged re-run of ${RERUN_FILES.toLocaleString('en')} files of 4 KiB: the zone already holds every file (${runs} runs each, rotated)`,
          baseline: `${peersCell(sides, wallSpread)}; each uploads all ${RERUN_FILES.toLocaleString('en')} again`,
          action: `\`sync-storage\`: ${wallSpread(sides['sync-storage'])}; lists ${RERUN_FILES / 100 + 1} folders, hashes, 0 PUT`,
          figure: `${ratio.toFixed(2)}× ${best.peer} (median over median)`,
          budget: `≤ ${RERUN_RATIO}× the faster peer's re-run`,
          verdict: ratio <= RERUN_RATIO ? 'met' : 'MISSED',
          notes: [
            `${HOW} Here the zone holds every file of the tree before each run (as the first upload left it): the peers have no way to know, and store every file again (checked: ${RERUN_FILES.toLocaleString('en')} uploads); the action compares the listing's checksums with its hashes and sends no PUT (checked on the emulator's requests).`,
          ],
        },
      ];
    } finally {
      await rm(tree.workspace, { recursive: true, force: true });
    }
  },
};

// ---------------------------------------------------------------------------------------------

const MEMORY_COUNTS = [2000, 20_000] as const;
/** The plain uploader: what the action's growth is held to. */
const PLAIN: Peer = 'upload-to-bunny';

const rssHow = (run: ChildRun | undefined) =>
  run?.rssMethod === 'gnu-time' ? "GNU time `%M` (wait4's maxrss)" : '/proc/<pid>/status VmHWM polled every 10 ms';

const syncMemory: Measure = {
  id: 'sync-memory',
  title: 'peak RSS uploading 2,000 and 20,000 files: sync-storage, upload-to-bunny, @bunny.net/storage-sdk',
  async run(ctx) {
    const { emulator } = ctx;
    const runs = ctx.quick ? 1 : 2;
    // What any Node process holds before it does anything: the growth of each side is above it.
    const bare = await bareNode({}, true);
    check(bare.peakRssKiB !== undefined, 'no peak RSS measured for node -e 0');
    const bareKiB = bare.peakRssKiB;
    const rows: Row[] = [];
    for (const count of MEMORY_COUNTS) {
      const tree = await smallTree(count);
      try {
        const sides = await rounds(
          ctx,
          tree,
          runs,
          () => emptyZone(emulator),
          (side, run) => {
            checkStored(emulator, tree, side, count);
            check(run.peakRssKiB !== undefined, `${side}: no peak RSS measured`);
          },
          true,
        );
        const best = bestPeer(sides, peakOf);
        const ours = peakOf(sides['sync-storage']);
        const growth = ours - bareKiB;
        const plainGrowth = peakOf(sides[PLAIN]) - bareKiB;
        const cell = (list: readonly ChildRun[]) =>
          `peak RSS ${mib(peakOf(list))} (${list.map((r) => mib(r.peakRssKiB ?? NaN)).join(', ')}), +${mib(peakOf(list) - bareKiB)} over bare, ${ms(wall(list))}`;
        rows.push({
          measure: `peak RSS of a first upload of ${count.toLocaleString('en')} files of 4 KiB in ${count / 100} folders, every file uploaded (${runs} run${runs === 1 ? '' : 's'} each, median)`,
          baseline: `${peersCell(sides, cell)}; bare \`node -e 0\`: ${mib(bareKiB)}`,
          action: `\`sync-storage\`: ${cell(sides['sync-storage'])}`,
          figure: `${mib(ours)}, ${(ours / best.value).toFixed(2)}× ${best.peer}'s ${mib(best.value)}; growth +${mib(growth)} against ${PLAIN}'s +${mib(plainGrowth)}`,
          budget: `≤ the lowest peer's peak; growth over bare node ≤ ${PLAIN}'s`,
          verdict: ours <= best.value && growth <= plainGrowth ? 'met' : 'MISSED',
          notes: [
            `${HOW} Peak RSS of each child process from ${rssHow(sides['sync-storage'][0])}; growth is the peak less that of a bare \`node -e 0\` measured the same way in the same run. The emulator keeps digests only, in the bench's own process. Each side uploads all ${count.toLocaleString('en')} files to an empty zone (checked), so each holds its plan or its queue of the whole tree.`,
          ],
        });
      } finally {
        await rm(tree.workspace, { recursive: true, force: true });
      }
    }
    return rows;
  },
};

// ---------------------------------------------------------------------------------------------

const LARGE_FILES = 100_000;

/**
 * A tree of 100,000 files, the action alone (the peers take minutes at that size and are
 * measured at 20,000 above): one first upload, then an unchanged re-run, each checked on the
 * emulator. Reported, not budgeted: it shows the step holds up, and how its peak grows, at a
 * size where what it keeps per file is most of what it holds.
 */
const syncLarge: Measure = {
  id: 'sync-100k',
  title: 'a tree of 100,000 files: sync-storage, first upload and an unchanged re-run',
  async run(ctx) {
    const { emulator } = ctx;
    const bare = await bareNode({}, true);
    const bareKiB = bare.peakRssKiB ?? NaN;
    const started = performance.now();
    const tree = await smallTree(LARGE_FILES);
    ctx.progress(`${LARGE_FILES.toLocaleString('en')} files written in ${ms(performance.now() - started)}`);
    try {
      emptyZone(emulator);
      const first = await runSide(emulator, 'sync-storage', tree, true);
      checkStored(emulator, tree, 'sync-storage', LARGE_FILES);
      ctx.progress(`first upload ${ms(first.wallMs)}, peak RSS ${mib(first.peakRssKiB ?? NaN)}`);
      fullZone(emulator, tree);
      const again = await runSide(emulator, 'sync-storage', tree, true);
      check(again.outputs?.['uploaded'] === '0', `sync-storage uploaded ${again.outputs?.['uploaded']} on an unchanged re-run`);
      checkStored(emulator, tree, 'sync-storage', 0);
      ctx.progress(`unchanged re-run ${ms(again.wallMs)}, peak RSS ${mib(again.peakRssKiB ?? NaN)}`);
      const cell = (run: ChildRun) =>
        `${ms(run.wallMs)}, peak RSS ${mib(run.peakRssKiB ?? NaN)} (+${mib((run.peakRssKiB ?? NaN) - bareKiB)} over bare)`;
      return [
        {
          measure: `${LARGE_FILES.toLocaleString('en')} files of 4 KiB in ${LARGE_FILES / 100} folders: a first upload to an empty zone, then an unchanged re-run (1 run each)`,
          baseline: `bare \`node -e 0\`: ${mib(bareKiB)}`,
          action: `\`sync-storage\`: first upload ${cell(first)}; re-run ${cell(again)}, 0 PUT`,
          figure: `first upload +${mib((first.peakRssKiB ?? NaN) - bareKiB)}, re-run +${mib((again.peakRssKiB ?? NaN) - bareKiB)} over bare`,
          budget: 'reported: each file stored, then none uploaded again',
          verdict: 'met',
          notes: [
            `The action alone, as a child process (spawn to exit) against the storage emulator in the bench process (DE region, 8 uploads at a time); the peers are measured at 20,000 files (sync-memory). After the first upload every file is checked in the zone with its length and SHA-256; the re-run finds each stored and uploads none (checked). Peak RSS from ${rssHow(first)}.`,
          ],
        },
      ];
    } finally {
      await rm(tree.workspace, { recursive: true, force: true });
    }
  },
};

export const STORAGE_MEASURES: Measure[] = [syncFirst, syncRerun, syncMemory, syncLarge];
