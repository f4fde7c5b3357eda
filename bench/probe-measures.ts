/**
 * Issue 22's two probe figures: what a probe that matches at once adds to a deploy step, and how
 * soon a probe notices that the live URL switched. The probed URL is a small server in this
 * process, on 127.0.0.1 (the action probes http:// only on loopback).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { SEED } from '../emulator/server.ts';
import { check, checkAction, type Measure } from './measure.ts';
import { median, ms, runActionTimed, spread, type ActionRunResult } from './support.ts';

const INTERVAL_S = 1;
const SLACK_MS = 50;

/** Answers `before` until `switchAt` (epoch ms), then `after`; counts its requests. */
async function startTarget(): Promise<{ url: string; switchAt: number; requests: number; server: Server }> {
  const target = { url: '', switchAt: Number.POSITIVE_INFINITY, requests: 0, server: undefined as unknown as Server };
  target.server = createServer((_req, res) => {
    target.requests++;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(Date.now() >= target.switchAt ? 'version: new' : 'version: old');
  });
  await new Promise<void>((resolve) => target.server.listen(0, '127.0.0.1', () => resolve()));
  target.url = `http://127.0.0.1:${(target.server.address() as AddressInfo).port}/version`;
  return target;
}

const closeTarget = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The moment the action knew: the first attempt line that says it matched; else its exit. */
function matchedAt(run: ActionRunResult): number | undefined {
  return run.lines.find((line) => !line.text.startsWith('::') && /\bmatched \(/.test(line.text))?.epochMs;
}

export const probeAdds: Measure = {
  id: 'probe',
  title: 'what a probe that matches at once adds to publish-script',
  async run(ctx) {
    const { emulator } = ctx;
    const n = ctx.quick ? 3 : 7;
    const target = await startTarget();
    target.switchAt = 0; // always the expected body
    const workspace = await mkdtemp(join(tmpdir(), 'bench-probe-'));
    try {
      const publish = async (tag: string, probe: boolean) => {
        await writeFile(join(workspace, 'edge.js'), `// ${tag}\nexport default { fetch: () => new Response('x') };\n`);
        const inputs: Record<string, string> = {
          operation: 'publish-script',
          'api-key': emulator.apiKey,
          'api-url': emulator.url,
          'script-id': String(SEED.scriptWithRelease),
          file: 'edge.js',
          'purge-linked-zones': 'false',
          'wait-seconds': '30',
          'poll-interval-seconds': String(INTERVAL_S),
          ...(probe ? { 'probe-url': target.url, 'expect-body': 'version: new' } : {}),
        };
        const run = await runActionTimed(inputs, { workspace, killAfterMs: 60_000 });
        checkAction(run, `publish-script${probe ? ' with a probe' : ''}`);
        return run;
      };
      emulator.reset();
      await publish('warm-a', false);
      await publish('warm-b', true);
      const plain: number[] = [];
      const probed: number[] = [];
      for (let i = 0; i < n; i++) {
        plain.push((await publish(`a${i}`, false)).wallMs);
        const before = target.requests;
        probed.push((await publish(`b${i}`, true)).wallMs);
        check(target.requests - before === 2, `the probe sent ${target.requests - before} requests, not 2 (two successes in a row)`);
      }
      const added = median(probed) - median(plain);
      const budget = INTERVAL_S * 1000 + SLACK_MS;
      ctx.progress(`probe: adds ${ms(added)} (budget ${ms(budget)})`);
      return [
        {
          measure: `a probe that matches on its first two attempts, added to \`publish-script\` (poll-interval-seconds ${INTERVAL_S}; ${n} runs each, ABAB)`,
          baseline: `the same publish without a probe: ${spread(plain)}`,
          action: `with \`probe-url\` and \`expect-body\`: ${spread(probed)}`,
          figure: `adds ${ms(added)} (median over median)`,
          budget: `≤ one interval + ${SLACK_MS} ms = ${ms(budget)}`,
          verdict: added <= budget ? 'met' : 'MISSED',
          notes: [
            'Both sides are the built action as a child process, publishing different code each run (nothing is skipped as unchanged), linked-zone purges off. Two successes in a row are the default: the second attempt comes one interval after the first, so an interval is the floor of what a probe adds.',
          ],
        },
      ];
    } finally {
      await rm(workspace, { recursive: true, force: true });
      await closeTarget(target.server);
    }
  },
};

export const probeDetects: Measure = {
  id: 'probe-switch',
  title: 'how soon probe-url notices the live URL switched',
  async run(ctx) {
    const runs = ctx.quick ? 5 : 20;
    const target = await startTarget();
    try {
      // "One request": the same GET, in this process with undici.
      const agent = new Agent();
      const oneRequest: number[] = [];
      try {
        for (let i = 0; i < 6; i++) {
          const started = performance.now();
          const response = await request(target.url, { dispatcher: agent });
          await response.body.text();
          if (i > 0) oneRequest.push(performance.now() - started);
        }
      } finally {
        await agent.close();
      }
      const requestMs = median(oneRequest);
      const budget = INTERVAL_S * 1000 + requestMs;
      const lags: number[] = [];
      let usedExit = false;
      for (let i = 0; i < runs; i++) {
        // Switch moments spread over one interval, 1.3 to 2.3 s after the spawn, so the runs
        // sample every phase between two attempts, the worst (just after one) included.
        const afterMs = 1300 + ((i + 0.5) * INTERVAL_S * 1000) / runs;
        target.switchAt = Date.now() + afterMs;
        const run = await runActionTimed(
          {
            operation: 'probe-url',
            url: target.url,
            'expect-body': 'version: new',
            'consecutive-successes': '1',
            'wait-seconds': '20',
            'poll-interval-seconds': String(INTERVAL_S),
          },
          { killAfterMs: 40_000 },
        );
        checkAction(run, 'probe-url');
        check(run.outputs['matched'] === 'true', `matched is ${run.outputs['matched']}`);
        const seen = matchedAt(run);
        if (seen === undefined) usedExit = true;
        lags.push((seen ?? run.exitEpochMs) - target.switchAt);
        ctx.progress(`probe-switch ${i + 1}/${runs}: switched at +${Math.round(afterMs)} ms, noticed ${ms(lags.at(-1) ?? 0)} later`);
      }
      const worst = Math.max(...lags);
      return [
        {
          measure: `\`probe-url\` noticing a switch to the expected body (poll-interval-seconds ${INTERVAL_S}, consecutive-successes 1; ${runs} runs)`,
          baseline: 'the moment the target switches (its own clock)',
          action: `noticed after ${spread(lags)}, worst ${ms(worst)}`,
          figure: `worst ${ms(worst)} after the switch`,
          budget: `≤ one interval + one request = ${ms(INTERVAL_S * 1000)} + ${ms(requestMs)} = ${ms(budget)}`,
          verdict: worst <= budget ? 'met' : 'MISSED',
          notes: [
            "Switch = the target's switch time, spread over one interval; noticed = when the action's first attempt line saying it matched reached the bench. One request = median GET of the target with undici, in process.",
            ...(usedExit ? ['No attempt line found in some run: the exit of the step was used.'] : []),
          ],
        },
      ];
    } finally {
      await closeTarget(target.server);
    }
  },
};
