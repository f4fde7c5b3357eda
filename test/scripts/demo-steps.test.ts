import { rmSync } from 'node:fs';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import { demoTable, headlineOf, type DemoRow } from '../../scripts/demo-report.ts';
import { checkoutOf, DEMO_STEPS } from '../../scripts/demo-steps.ts';
import { OPERATION_NAMES } from '../../src/operations/registry.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { siteSecrets } from '../support/site.ts';

const emulator = useEmulator();
beforeAll(() => {
  // The site steps poll the edge through its proxy, trusting its test-only CA as the demo's NODE_EXTRA_CA_CERTS does.
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

// `npm run demo` waits about 50 s on the edge in real time and no test ran it: a sync step's
// prune once deleted the deploys of the site steps before it, and nothing failed. The same
// steps, in the same order, against one emulator, on the fake clock.
describe('npm run demo', () => {
  it('goes as the demo expects, step by step, against one emulator', async () => {
    const emu = emulator();
    const clock = new FakeClock();
    emu.useClock(clock);
    // As the demo sets the edge (1 to 2 s of propagation, a fresh certificate served after 2 s).
    emu.state.edge.setPropagation([1000, 1500, 2000]);
    emu.state.edge.options.hostnameDns = 'auto';
    emu.state.edge.options.edgeCertificateMs = 2000;
    const secrets = [...siteSecrets(emu), SEED_STORAGE_PASSWORDS.site];
    const verdicts: string[] = [];
    const rows: DemoRow[] = [];
    for (const [index, step] of DEMO_STEPS.entries()) {
      const before = emu.requests.length;
      const checkout = step.repository ? checkoutOf(step.repository) : undefined;
      const run = await runAgainst(emu, step.inputs, {
        env: { HTTPS_PROXY: emu.edgeUrl, ...step.env },
        clock,
        ...(step.files ? { files: step.files } : {}),
        ...(checkout ? { workspace: checkout } : {}),
        // Values a step takes from its environment are secrets (upsert-secret's), GITHUB_SHA is not.
        secrets: [...secrets, ...Object.entries(step.env ?? {}).flatMap(([name, value]) => (name.startsWith('GITHUB_') ? [] : [value]))],
      });
      if (checkout) rmSync(checkout, { recursive: true, force: true });
      const sent = emu.requests.length - before;
      const wrong = Object.entries(step.outputs ?? {})
        .filter(([name, value]) => run.outputs[name] !== value)
        .map(([name, value]) => `${name}: expected ${value}, got ${run.outputs[name] ?? '(not set)'}`);
      const asExpected = step.refused ? run.exitCode !== 0 && sent === 0 : run.exitCode === 0 && wrong.length === 0;
      rows.push({ operation: step.inputs['operation'] ?? '', summary: run.summary, outcome: asExpected ? 'ok' : 'unexpected' });
      verdicts.push(
        `${index + 1}. ${step.title}: ${asExpected ? 'as expected' : `exit ${run.exitCode}, ${sent} requests; ${[run.outputs['error-message'] ?? '', ...wrong].join('; ')}`}`,
      );
    }
    expect(verdicts.filter((line) => !line.endsWith(': as expected'))).toEqual([]);
    expect(verdicts).toHaveLength(DEMO_STEPS.length);
    // The demo ends in a table of every step, each with the headline of its own summary.
    const table = demoTable(rows).split('\n');
    expect(table).toHaveLength(DEMO_STEPS.length + 2);
    expect(table.filter((line) => line.includes('(no summary)'))).toEqual([]);
  });

  it('shows every operation', () => {
    const shown = new Set(DEMO_STEPS.map((step) => step.inputs['operation']));
    expect(OPERATION_NAMES.filter((name) => !shown.has(name))).toEqual([]);
  });
});

describe("the demo's headline of a step", () => {
  it("says a dry run is one when it takes the summary's paragraph, whose heading said so", () => {
    const dryRun = '<h2>bunny.net update-app: dry run of app-1 (nothing sent)</h2>\n<p>Only these images change.</p>';
    expect(headlineOf(dryRun)).toBe('Dry run: Only these images change.');
    expect(headlineOf('<h2>bunny.net update-app: app-1</h2>\n<p>Only these images change.</p>')).toBe('Only these images change.');
    expect(headlineOf('<h2>bunny.net search: dry run</h2>\n<p>✅ Dry run: nothing sent</p>')).toBe('✅ Dry run: nothing sent');
  });
});
