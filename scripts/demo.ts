/**
 * `npm run demo`: every operation against the local platform emulator, no account and no
 * network. Each step runs the built dist/index.js as the runner would (inputs as INPUT_*) and
 * prints one line; its inputs, log, outputs and job summary go to one Markdown file. It ends in
 * a table: each step's operation, what happened (its summary's headline), and the outcome. A
 * dry run and a refused input show what happens before any request is sent.
 */
import { appendFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmulator } from '../emulator/server.ts';
import { SITE_EDGE_CA_FILE } from '../emulator/pull-zones/edge-server.ts';
import { readAsRunner } from './runner-view.ts';
import { REPO_ROOT } from './action-reference.ts';
import { spawnAction } from './action-step.ts';
import { demoTable, type DemoRow } from './demo-report.ts';
import { checkoutOf, DEMO_STEPS as steps } from './demo-steps.ts';
import { SECRET_INPUTS } from '../src/inputs/inputs.ts';

const summaryFile = join(REPO_ROOT, 'demo-summary.md');
const fence = '```';

function shown(value: string): string {
  const oneLine = value.replace(/\n/g, '\\n');
  return oneLine.length > 160 ? `${oneLine.slice(0, 160)}… (${value.length} characters)` : oneLine;
}

// The log as the runner shows it, without the action's own "Outputs" group: the demo lists the
// outputs it read from GITHUB_OUTPUT below, so each output appears once.
function logWithoutOutputs(stdout: string): string[] {
  const lines: string[] = [];
  let inOutputs = false;
  for (const line of stdout.split(/\r?\n/)) {
    if (line === '::group::Outputs') inOutputs = true;
    else if (inOutputs && line === '::endgroup::') inOutputs = false;
    else if (!inOutputs) lines.push(line);
  }
  return readAsRunner(lines.join('\n')).visible.filter((l) => l.trim() && !l.startsWith('::'));
}

const emulator = await startEmulator();
// The site's edge learns each change after 1 to 2 s here (the platform: about 5 to 7.5 s), so
// that the demo's four switches take seconds; each still waits one propagation interval.
emulator.state.edge.setPropagation([1000, 1500, 2000]);
// The demo's preview hostname has its CNAME in place, so its certificate is issued.
emulator.state.edge.options.hostnameDns = 'auto';
// The edge serves its fresh certificate 2 s after it is issued (the platform: about a minute).
emulator.state.edge.options.edgeCertificateMs = 2000;
console.log(`Local platform emulator on ${emulator.url} (key ${emulator.apiKey.slice(0, 8)}…)\n`);
/** The site steps reach the edge as a runner reaches the CDN: through the proxy, trusting its test-only CA. */
const edgeEnv = { HTTPS_PROXY: emulator.edgeUrl, NODE_EXTRA_CA_CERTS: SITE_EDGE_CA_FILE };
await writeFile(summaryFile, '# The demo run: each step, its inputs, log, outputs and job summary\n\n');
let failed = 0;
const rows: DemoRow[] = [];
try {
  for (const [index, step] of steps.entries()) {
    const requestsBefore = emulator.requests.length;
    const run = await spawnAction(
      { 'api-key': emulator.apiKey, 'api-url': emulator.url, ...step.inputs },
      {
        env: { ...edgeEnv, ...step.env },
        ...(step.files ? { files: step.files } : {}),
        ...(step.repository ? { workspace: checkoutOf(step.repository) } : {}),
      },
    );
    const sent = emulator.requests.length - requestsBefore;
    // The step ran in a scratch folder of its own (outputs, summary, output-file): read, then removed.
    await rm(run.workspace, { recursive: true, force: true });
    const wrongOutputs = Object.entries(step.outputs ?? {}).filter(([name, value]) => run.outputs[name] !== value);
    const asExpected = step.refused ? run.exitCode !== 0 && sent === 0 : run.exitCode === 0 && wrongOutputs.length === 0;
    if (!asExpected) failed++;
    const verdict = step.refused
      ? `refused as expected (exit ${run.exitCode}, ${sent} requests sent)`
      : run.exitCode === 0
        ? 'ok'
        : `FAILED (exit ${run.exitCode})`;
    const wrong = wrongOutputs.map(([name, value]) => `expected ${name} = ${value}, got ${run.outputs[name] ?? '(not set)'}`);
    const outcome = asExpected ? verdict : [`UNEXPECTED: ${verdict}`, ...wrong].join('; ');
    console.log(`${index + 1}. ${step.title}: ${outcome} in ${Math.round(run.durationMs)} ms`);
    rows.push({ operation: step.inputs['operation'] ?? '', summary: run.summary, outcome });
    const details = [
      `## ${index + 1}. ${step.title}`,
      '',
      `${outcome} in ${Math.round(run.durationMs)} ms`,
      '',
      '### Inputs',
      '',
      fence,
      ...Object.entries(step.inputs).map(([name, value]) => `${name}: ${SECRET_INPUTS.has(name) ? '***' : shown(value)}`),
      ...Object.keys(step.env ?? {}).map((name) => `(env ${name}: ***)`),
      fence,
      '',
      '### Log',
      '',
      fence,
      ...logWithoutOutputs(run.stdout),
      fence,
      '',
      '### Outputs',
      '',
      fence,
      ...Object.entries(run.outputs).map(([name, value]) => `${name} = ${shown(value)}`),
      fence,
      '',
      '### Job summary',
      '',
      run.summary || '_no summary_',
      '',
    ];
    await appendFile(summaryFile, `${details.join('\n')}\n`);
  }
} finally {
  await emulator.close();
}
console.log(`\n${demoTable(rows)}\n`);
console.log(
  `${steps.length - failed} of ${steps.length} steps went as expected. Each step's inputs, log, outputs and summary: ${summaryFile}`,
);
process.exitCode = failed === 0 ? 0 : 1;
