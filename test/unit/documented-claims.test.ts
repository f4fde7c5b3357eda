import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import { SEED_RELEASE } from '../../emulator/seed.ts';
import { readActionMetadata, readOperationOutputs } from '../../scripts/action-reference.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { startProbeTarget } from '../support/probe-target.ts';
import { REPO_ROOT } from '../support/run-action.ts';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const emulator = useEmulator();

// Claims of the documentation that a reader acts on, each checked against what is true.
describe('documented claims', () => {
  it("emulator/README.md gives the emulator's default key, the one it accepts without --key", () => {
    expect(read('emulator/README.md')).toContain(`default key \`${DEFAULT_API_KEY}\``);
    expect(read('README.md')).toContain(`BUNNY_API_KEY=${DEFAULT_API_KEY}`);
  });

  it('keeps the README under 350 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(350);
  });

  describe("publish-script's release-id after a rollback", () => {
    const script = SEED.scriptWithRelease;
    const publish = (inputs: Record<string, string>) =>
      runAgainst(
        emulator(),
        {
          operation: 'publish-script',
          'script-id': String(script),
          file: 'edge.js',
          'rollback-on-failure': 'true',
          'purge-linked-zones': 'false',
          ...inputs,
        },
        { files: { 'edge.js': "export default { fetch: () => new Response('v2') };\n" }, clock: new FakeClock() },
      );

    it('is documented as it is', () => {
      const described = `${readActionMetadata().outputs['release-id']?.description}\n${readOperationOutputs()['publish-script']?.outputs['release-id']}`;
      expect(described).toContain('no longer live');
      expect(described).toContain('never went live');
    });

    it("names this step's release, no longer live, when a probe failed and the step rolled back; result is the live one", async () => {
      const target = await startProbeTarget();
      try {
        target.answer({ status: 200, body: 'v1' });
        const run = await publish({ 'probe-url': `${target.url}/`, 'expect-body': 'v2' });
        expect(run.exitCode).toBe(1);
        expect(run.outputs['rolled-back']).toBe('true');
        const state = emulator().state.scripts.get(script);
        const mine = state?.releases.find((release) => String(release.Id) === run.outputs['release-id']);
        expect(mine?.Code).toContain("'v2'");
        expect(mine?.Status).not.toBe(1);
        expect(state?.activeRelease?.Uuid).toBe(SEED_RELEASE.Uuid);
        expect(run.outputs['release-uuid']).toBe(mine?.Uuid);
        expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({ Uuid: SEED_RELEASE.Uuid });
      } finally {
        await target.close();
      }
    });

    it("is unset when this step's release never went live and the step rolled back", async () => {
      const found = emulator().state.scripts.get(script);
      if (found) found.nextPublish = { mode: 'never', reads: 0 };
      const run = await publish({ 'wait-seconds': '4' });
      expect(run.exitCode).toBe(1);
      expect(run.outputs['rolled-back']).toBe('true');
      expect(run.outputs['release-id']).toBeUndefined();
      expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({ Uuid: SEED_RELEASE.Uuid });
    });
  });
});
