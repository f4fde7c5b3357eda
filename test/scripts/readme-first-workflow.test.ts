import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import { readActionSpec } from '../../scripts/action-steps.ts';
import { actionStepsOf, examplesIn } from '../../scripts/workflow-examples.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { REPO_ROOT } from '../support/run-action.ts';
import { SITE_HOST, siteSecrets } from '../support/site.ts';

const emulator = useEmulator();
beforeAll(() => {
  // The edge's certificate is signed by a test-only CA, trusted as a runner trusts the CDN's.
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const COMMIT = '4f2a9c81d0e3b5a7c9e1f3a5b7d9e1f3a5b7c9d1';
const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const [first] = examplesIn(readme, 'README.md');

// The README's first workflow as a newcomer would copy it: its steps of this action, with only
// what the account gives (the key, the zones' ids, the emulator's address for api-url), and the
// build the job's earlier steps make. test/support/run-action.ts adds action.yml's defaults.
describe("the README's first workflow", () => {
  it('deploys a built site and proves it live against the emulator, as written', async () => {
    expect(first?.text, 'the README has no workflow').toContain('jobs:');
    const steps = actionStepsOf(first ? [first] : [], readActionSpec().repository);
    expect(steps.map((step) => step.action)).toEqual(['deploy-site']);
    const emu = emulator();
    const clock = new FakeClock();
    emu.useClock(clock);
    const values: Record<string, string> = {
      'secrets.BUNNY_API_KEY': emu.apiKey,
      'vars.BUNNY_STORAGE_ZONE_ID': String(SEED.storageZoneId),
      'vars.BUNNY_PULL_ZONE_ID': String(SEED.pullZoneSite),
    };
    for (const step of steps) {
      const inputs = Object.fromEntries(
        Object.entries(step.inputs).map(([name, value]) => [
          name,
          value.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
            const known = values[expression];
            if (known === undefined) throw new Error(`${step.where}: no value for \${{ ${expression} }}`);
            return known;
          }),
        ]),
      );
      const source = inputs['source-dir'] ?? '';
      const run = await runAgainst(
        emu,
        { ...inputs, 'api-url': emu.url },
        {
          action: step.action,
          clock,
          // The job's `npm run build` left the site in source-dir; the runner reaches the CDN as this proxy does.
          files: { [`${source}/index.html`]: '<!doctype html><h1>Hello</h1>\n', [`${source}/style.css`]: 'h1 { color: teal }\n' },
          env: { HTTPS_PROXY: emu.edgeUrl, GITHUB_SHA: COMMIT, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' },
          secrets: [...siteSecrets(emu), SEED_STORAGE_PASSWORDS.site],
        },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      // environment.url of the job reads this output.
      expect(run.outputs['url']).toMatch(/^https:\/\//);
      expect(run.outputs['deploy-id']).toBe(COMMIT.slice(0, 12));
      expect(run.outputs['rolled-back']).not.toBe('true');
    }
    // What a visitor gets at every edge location: the new build.
    const answers = emu.state.edge.serveEverywhere({ scheme: 'https', host: SITE_HOST, path: '/', query: '', headers: {} });
    expect(answers.map((answer) => `${answer.status} ${answer.body.toString()}`)).toEqual(
      answers.map(() => '200 <!doctype html><h1>Hello</h1>\n'),
    );
  });
});
