/**
 * `npm run demo`: the action's main job against the local platform emulator, no account and
 * no network. Each step runs the built dist/index.js as the runner would (inputs as INPUT_*),
 * prints the step's outputs, and appends its job summary to one Markdown file.
 */
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEED, startEmulator } from '../emulator/server.ts';
import { readAsRunner } from '../test/support/leak-scanner.ts';
import { REPO_ROOT, spawnAction } from '../test/support/run-action.ts';

interface DemoStep {
  title: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
}

const summaryFile = join(REPO_ROOT, 'demo-summary.md');
// The emulator's own application, as a workflow would keep it in the repository.

const steps: DemoStep[] = [
  {
    title: 'Rotate one edge script secret (upsert-secret)',
    inputs: {
      operation: 'upsert-secret',
      'script-id': String(SEED.scriptWithRelease),
      'secret-name': 'API_TOKEN',
      'secret-value': 'demo-rotated-token',
    },
  },
  {
    title: 'Rotate several secrets from environment variables (upsert-secret with secrets)',
    inputs: {
      operation: 'upsert-secret',
      'script-id': String(SEED.scriptWithRelease),
      secrets: 'DATABASE_URL\nSESSION_KEY=DEMO_SESSION_KEY\nNEW_FEATURE_FLAG',
    },
    env: { DATABASE_URL: 'postgres://demo:demo@db.internal/app', DEMO_SESSION_KEY: 'demo-session-key', NEW_FEATURE_FLAG: 'on' },
  },
  {
    title: 'Update a secret by id (update-secret)',
    inputs: {
      operation: 'update-secret',
      'script-id': String(SEED.scriptWithRelease),
      'secret-id': '7001',
      'secret-value': 'demo-updated-token',
    },
  },
  {
    title: 'Deploy a new image tag and wait until it is live (update-app)',
    inputs: {
      operation: 'update-app',
      'app-id': SEED.appId,
      'image-tags': 'web=sha-4f2a9c8',
      'wait-seconds': '30',
      'poll-interval-seconds': '1',
    },
  },
  {
    title: 'Add a DNS record for a preview environment (add-dns-record)',
    inputs: {
      operation: 'add-dns-record',
      'zone-id': String(SEED.dnsZoneId),
      'record-type': 'CNAME',
      'record-name': 'pr-42',
      'record-value': 'pr-42.b-cdn.net',
      ttl: '300',
    },
  },
  {
    title: 'Verify the live edge script release (get-active-release)',
    inputs: {
      operation: 'get-active-release',
      'script-id': String(SEED.scriptWithRelease),
      'expected-commit-sha': SEED.activeCommitSha.slice(0, 7),
    },
  },
  {
    title: 'Read the audit log of a day (get-audit-log)',
    inputs: { operation: 'get-audit-log', date: SEED.auditFixedDate, limit: '5', 'all-pages': 'true', 'output-file': 'audit.jsonl' },
  },
  {
    title: 'Gate on the WAF (get-shield-zone)',
    inputs: { operation: 'get-shield-zone', 'pull-zone-id': String(SEED.pullZoneWafOn), 'require-waf': 'true' },
  },
  {
    title: 'Search the platform (search)',
    inputs: { operation: 'search', query: 'preview', size: '10' },
  },
];

const emulator = await startEmulator();
console.log(`Local platform emulator on ${emulator.url} (key ${emulator.apiKey.slice(0, 8)}…)\n`);
await writeFile(summaryFile, '# Job summaries of the demo run\n\n');
let failed = 0;
try {
  for (const [index, step] of steps.entries()) {
    const run = await spawnAction(
      { 'api-key': emulator.apiKey, 'api-url': emulator.url, ...step.inputs },
      step.env ? { env: step.env } : {},
    );
    const ok = run.exitCode === 0;
    if (!ok) failed++;
    console.log(`${index + 1}. ${step.title}: ${ok ? 'ok' : `FAILED (exit ${run.exitCode})`} in ${Math.round(run.durationMs)} ms`);
    for (const line of readAsRunner(run.stdout).visible.filter((l) => l.trim() && !l.startsWith('::'))) console.log(`   | ${line}`);
    for (const [name, value] of Object.entries(run.outputs)) {
      const shown = value.length > 160 ? `${value.slice(0, 160)}… (${value.length} characters)` : value;
      console.log(`   ${name} = ${shown}`);
    }
    console.log('');
    await appendFile(summaryFile, `## ${index + 1}. ${step.title}\n\n${run.summary || '_no summary_'}\n\n`);
  }
} finally {
  await emulator.close();
}
console.log(`${steps.length - failed} of ${steps.length} steps succeeded. Job summaries: ${summaryFile}`);
process.exitCode = failed === 0 ? 0 : 1;
