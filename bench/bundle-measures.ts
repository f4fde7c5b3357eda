/**
 * Start-up: what a step pays before its first request, beside `node -e 0`, and what the bundle's
 * shape costs. dist/ is split: index.js, one chunk of the shared source, one chunk per
 * operation, and undici, zod and yaml in chunks of their own that load when first used. The
 * alternative, one bundle (every operation and dependency loaded by every step), is built here
 * from the same source and timed beside dist/ in the same run, so the choice rests on figures.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { NODE, bareNode, median, ms, percentile, runActionTimed, spread, type ActionRunResult } from './support.ts';
import { check, type Measure } from './measure.ts';

const ROOT = resolve(import.meta.dirname, '..');

function ratio(subject: number, baseline: number): string {
  return `${(subject / baseline).toFixed(2)}×`;
}

/** A step without `operation`: reads its inputs, fails naming the missing one, writes its outputs and summary. */
function checkRejected(run: ActionRunResult): void {
  check(run.exitCode === 1 && !run.timedOut, `the step without an operation exited ${run.exitCode}`);
  check((run.outputs['error-message'] ?? '').includes("'operation'"), `the failure does not name the input: ${run.stdout.slice(0, 300)}`);
}

export const reject: Measure = {
  id: 'reject',
  title: 'a step that rejects a missing input',
  async run(ctx) {
    const n = ctx.quick ? 7 : 13;
    await bareNode({});
    await runActionTimed({});
    const base: number[] = [];
    const action: number[] = [];
    for (let i = 0; i < n; i++) {
      base.push((await bareNode({})).wallMs);
      const run = await runActionTimed({});
      checkRejected(run);
      action.push(run.wallMs);
    }
    ctx.progress(`reject: node -e 0 ${ms(median(base))}, action ${ms(median(action))}`);
    const r = median(action) / median(base);
    return [
      {
        measure: `a step without \`operation\`, rejected before any request, full runner environment (${n} runs each, ABAB)`,
        baseline: `\`node -e 0\`: ${spread(base)}`,
        action: spread(action),
        figure: `${ratio(median(action), median(base))}, +${ms(median(action) - median(base))} (p90/p90 ${ratio(percentile(action, 90), percentile(base, 90))})`,
        budget: '≤ 2×',
        verdict: r <= 2 ? 'met' : 'MISSED',
        notes: [
          'Spawn to exit of `node dist/index.js` with no `operation` input, beside `node -e 0` with the same environment; the failure naming the input is checked each run. It loads index.js and the shared source chunk (no operation, no undici, no zod).',
        ],
      },
    ];
  },
};

/** Builds the action as one bundle: the registry imports every operation statically. */
function buildSingleBundle(): string {
  // Under node_modules: the bundler finds the packages as it does for dist/, and no check
  // (types, lint, format, unused exports) reads the copy.
  const work = join(ROOT, 'node_modules', '.cache', 'bunny-single-bundle');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(join(ROOT, 'src'), join(work, 'src'), { recursive: true });
  cpSync(join(ROOT, 'tsconfig.json'), join(work, 'tsconfig.json'));
  const registryPath = join(work, 'src', 'operations', 'registry.ts');
  let registry = readFileSync(registryPath, 'utf8');
  const folders = [...registry.matchAll(/import\('\.\/([^']+)\/index\.ts'\)/g)].map((match) => match[1] ?? '');
  check(folders.length > 0, 'the registry has no import() of an operation to make static');
  folders.forEach((folder, i) => {
    registry = registry.replace(`() => import('./${folder}/index.ts')`, `() => Promise.resolve(operation${i})`);
  });
  const imports = folders.map((folder, i) => `import * as operation${i} from './${folder}/index.ts';`).join('\n');
  writeFileSync(registryPath, `${imports}\n${registry}`);
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
  const out = join(work, 'dist');
  execFileSync(NODE, [ncc, 'build', 'index.ts', '-o', out, '--target', 'es2023', '--quiet'], { cwd: join(work, 'src'), stdio: 'inherit' });
  return join(out, 'index.js');
}

export const singleBundle: Measure = {
  id: 'bundle',
  title: 'dist/ split in chunks, or one bundle',
  async run(ctx) {
    const n = ctx.quick ? 7 : 13;
    const single = buildSingleBundle();
    const { emulator } = ctx;
    const dryRun = { operation: 'search', query: 'preview', 'dry-run': 'true', 'api-key': emulator.apiKey, 'api-url': emulator.url };
    const sides = {
      base: { reject: [] as number[], dry: [] as number[] },
      split: { reject: [] as number[], dry: [] as number[] },
      single: { reject: [] as number[], dry: [] as number[] },
    };
    for (const entry of [undefined, single]) await runActionTimed({}, entry ? { entry } : {});
    for (let i = 0; i < n; i++) {
      sides.base.reject.push((await bareNode({})).wallMs);
      sides.base.dry.push((await bareNode(dryRun)).wallMs);
      for (const [side, entry] of [
        ['split', undefined],
        ['single', single],
      ] as const) {
        const rejected = await runActionTimed({}, entry ? { entry } : {});
        checkRejected(rejected);
        sides[side].reject.push(rejected.wallMs);
        const dry = await runActionTimed(dryRun, entry ? { entry } : {});
        check(dry.exitCode === 0 && /"dryRun":true/.test(dry.outputs['result'] ?? ''), `the ${side} dry run failed`);
        sides[side].dry.push(dry.wallMs);
      }
    }
    const figure = (side: 'split' | 'single', what: 'reject' | 'dry') =>
      `${what === 'reject' ? 'reject' : 'dry run'} ${ms(median(sides[side][what]))} (${ratio(median(sides[side][what]), median(sides.base[what]))})`;
    ctx.progress(
      `split: ${figure('split', 'reject')}, ${figure('split', 'dry')}; single: ${figure('single', 'reject')}, ${figure('single', 'dry')}`,
    );
    const splitWins = median(sides.split.reject) < median(sides.single.reject) && median(sides.split.dry) < median(sides.single.dry);
    return [
      {
        measure: `start-up of dist/ (split) beside one bundle built from the same source (${n} runs each, interleaved)`,
        baseline: `\`node -e 0\`: reject ${ms(median(sides.base.reject))}, dry run ${ms(median(sides.base.dry))}`,
        action: `split: ${figure('split', 'reject')}, ${figure('split', 'dry')}; one bundle: ${figure('single', 'reject')}, ${figure('single', 'dry')}`,
        figure: `one bundle costs +${ms(median(sides.single.reject) - median(sides.split.reject))} to reject, +${ms(median(sides.single.dry) - median(sides.split.dry))} a dry run`,
        budget: 'the faster shape is the one shipped',
        verdict: splitWins ? 'met' : 'MISSED',
        notes: [
          'The one bundle is dist/ with every operation imported statically by the registry (node_modules/.cache/bunny-single-bundle, rebuilt each run): each step then loads every operation, undici, zod and yaml. Rejected step and `search` dry run as in the rows above, the three sides interleaved.',
        ],
      },
    ];
  },
};
