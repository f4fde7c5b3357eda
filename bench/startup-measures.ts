/**
 * Start-up, reported and not budgeted (issue 39): what a step pays before its first request,
 * beside `node -e 0` with the same environment. A runner spends about a second on each step's
 * own bookkeeping, so these milliseconds are for the record; the budgets are the rows a user
 * waits on (uploads, re-runs, rollbacks, one API step).
 */
import { bareNode, median, ms, percentile, runActionTimed, spread } from './support.ts';
import { check, checkAction, type Measure } from './measure.ts';
import { CPU_HOOK, cpuMs } from './cpu-time.ts';

const ratio = (subject: number, baseline: number) => `${(subject / baseline).toFixed(2)}×`;

export const reject: Measure = {
  id: 'reject',
  title: 'a step that rejects a missing input',
  async run(ctx) {
    const n = ctx.quick ? 7 : 13;
    const env = { NODE_OPTIONS: CPU_HOOK };
    await bareNode({}, false, env);
    await runActionTimed({}, { env });
    const base: number[] = [];
    const action: number[] = [];
    const baseCpu: number[] = [];
    const actionCpu: number[] = [];
    for (let i = 0; i < n; i++) {
      const bare = await bareNode({}, false, env);
      base.push(bare.wallMs);
      baseCpu.push(cpuMs(bare));
      const run = await runActionTimed({}, { env });
      check(run.exitCode === 1 && !run.timedOut, `the step without an operation exited ${run.exitCode}`);
      check(
        (run.outputs['error-message'] ?? '').includes("'operation'"),
        `the failure does not name the input: ${run.stdout.slice(0, 300)}`,
      );
      action.push(run.wallMs);
      actionCpu.push(cpuMs(run));
    }
    ctx.progress(
      `reject: node -e 0 ${ms(median(base))} (CPU ${ms(median(baseCpu))}), action ${ms(median(action))} (CPU ${ms(median(actionCpu))})`,
    );
    return [
      {
        measure: `a step without \`operation\`, rejected before any request, full runner environment (${n} runs each, ABAB)`,
        baseline: `\`node -e 0\`: ${spread(base)}; CPU ${spread(baseCpu)}`,
        action: `${spread(action)}; CPU ${spread(actionCpu)}`,
        figure: `wall ${ratio(median(action), median(base))}, +${ms(median(action) - median(base))} (p90/p90 ${ratio(percentile(action, 90), percentile(base, 90))}); CPU ${ratio(median(actionCpu), median(baseCpu))}, +${ms(median(actionCpu) - median(baseCpu))}`,
        budget: 'reported',
        verdict: 'reported',
        notes: [
          'Spawn to exit of `node dist/index.js` with no `operation` input, beside `node -e 0` with the same environment; the failure naming the input is checked each run. CPU time is user + system of the child, from its own process.cpuUsage() at exit (bench/cpu-time.ts, given to both sides through NODE_OPTIONS).',
        ],
      },
    ];
  },
};

export const dryRun: Measure = {
  id: 'startup',
  title: 'a dry-run step',
  async run(ctx) {
    const { emulator } = ctx;
    const n = ctx.quick ? 7 : 13;
    // A dry run loads the action and the operation, validates, prints the request, sets the
    // output and writes the summary with its run links; it sends nothing.
    const inputs = {
      operation: 'search',
      query: 'preview',
      'dry-run': 'true',
      'api-key': emulator.apiKey,
      'api-url': emulator.url,
    };
    emulator.reset();
    await bareNode(inputs); // warm-up of each side (file cache), not counted
    await runActionTimed(inputs);
    const base: number[] = [];
    const action: number[] = [];
    for (let i = 0; i < n; i++) {
      const b = await bareNode(inputs);
      check(b.exitCode === 0, `node -e 0 failed with exit ${b.exitCode}`);
      base.push(b.wallMs);
      const a = await runActionTimed(inputs);
      checkAction(a, 'the dry run');
      check(/"dryRun":true/.test(a.outputs['result'] ?? ''), 'the dry run set no result');
      check(a.summary.includes('/actions/runs/16234567890'), 'the summary has no run link');
      action.push(a.wallMs);
    }
    ctx.progress(`dry run: node -e 0 ${ms(median(base))}, action ${ms(median(action))}`);
    check(emulator.requests.length === 0, `the dry run sent ${emulator.requests.length} request(s)`);
    return [
      {
        measure: `a dry-run step (\`search\`, \`dry-run: true\`), full runner environment (${n} runs each, ABAB)`,
        baseline: `\`node -e 0\`: ${spread(base)}`,
        action: spread(action),
        figure: `${ratio(median(action), median(base))}, +${ms(median(action) - median(base))} (p90/p90 ${ratio(percentile(action, 90), percentile(base, 90))})`,
        budget: 'reported',
        verdict: 'reported',
        notes: [
          'Spawn to exit of `node dist/index.js` for a dry run of `search`, beside `node -e 0` with the same environment; the result output, the run link in the summary and that no request was sent are checked each run.',
        ],
      },
    ];
  },
};
