import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { SEED_RELEASE, SEED_RELEASE_HISTORY } from '../../../emulator/seed.ts';
import { RACING_CODE } from '../../../emulator/scripts/state.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { actedCommands } from '../../support/leak-scanner.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { documentedScriptRollback } from '../../support/script-rollback.ts';
import { EDGE_PROPAGATION_MS } from '../../../src/platform/pull-zones/edge-propagation.ts';
import { startProbeTarget } from '../../support/probe-target.ts';
import { servedEverywhere } from '../../support/site.ts';
import type { ActionRun, RunActionOptions } from '../../support/run-action.ts';

const emulator = useEmulator();
const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const ENV = { GITHUB_SHA: SHA, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/edge', GITHUB_RUN_ID: '4242' };
const CODE = "export default { fetch: () => new Response('v2 SECRET-LOOKING-BODY') };\n";
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const script = SEED.scriptWithRelease;
const base = `/compute/script/${script}`;

async function publish(inputs: Record<string, string> = {}, options: RunActionOptions = {}): Promise<ActionRun & { clock: FakeClock }> {
  const clock = new FakeClock();
  const run = await runAgainst(
    emulator(),
    { operation: 'publish-script', 'script-id': String(script), file: 'dist/edge.js', ...inputs },
    // The script read carries its deployment key: never printed, in any output or the summary.
    { env: ENV, files: { 'dist/edge.js': CODE }, clock, secrets: [emulator().state.scripts.get(script)?.deploymentKey ?? ''], ...options },
  );
  // The code is never printed.
  expect(run.stdout).not.toContain('SECRET-LOOKING-BODY');
  expect(run.summary).not.toContain('SECRET-LOOKING-BODY');
  return { ...run, clock };
}

/** The documented rollback step, on a clock of its own: its wait for the edge is not what these tests are about. */
const rollBackTo = (uuid: string) =>
  runAgainst(
    emulator(),
    { operation: 'rollback-script', 'script-id': String(script), 'to-release-uuid': uuid },
    { clock: new FakeClock() },
  );

/** The documented rollback step after a publish run of this file's script (script-rollback.ts). */
const documentedRollback = (publishRun: ActionRun) => documentedScriptRollback(emulator(), script, publishRun);

const names = () => emulator().requests.map((request) => `${request.method} ${request.path}`);
const plan = (mode: 'live' | 'never' | 'superseded' | 'raced', reads = 0) => {
  const found = emulator().state.scripts.get(script);
  if (!found) throw new Error('no seeded script');
  found.nextPublish = { mode, reads };
};

describe('publish-script', () => {
  it('publishes, proves the code live by hash and note, purges twice 7.5 s apart (longer than one config-sync bucket), and sets every output', async () => {
    const run = await publish();
    expect(run.exitCode, run.stdout).toBe(0);
    const active = emulator().state.scripts.get(script)?.activeRelease;
    expect(active).toMatchObject({ Code: CODE, Note: `Deploy ${SHA} (https://github.com/acme/edge/actions/runs/4242)`, Status: 1 });
    expect(run.outputs).toMatchObject({
      'release-id': String(active?.Id),
      'release-uuid': active?.Uuid,
      'previous-release-uuid': SEED_RELEASE.Uuid,
      'code-sha256': hash(CODE),
      unchanged: 'false',
      'rolled-back': 'false',
      url: 'https://preview-router-2001.b-cdn.net',
    });
    expect(JSON.parse(run.outputs['urls'] ?? '')).toEqual([
      'https://preview-router-2001.b-cdn.net',
      'https://preview-router-2001.bunny.run',
      'https://preview-cdn.b-cdn.net',
    ]);
    expect(JSON.parse(run.outputs['result'] ?? '')).not.toHaveProperty('Code');
    expect(names()).toEqual([
      `GET ${base}`,
      `GET ${base}/releases/active`,
      `POST ${base}/code`,
      `POST ${base}/publish`,
      `GET ${base}/releases/active`,
      `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`,
      `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`,
    ]);
    // The code went once, as the file holds it; the publish carried no uuid.
    expect(emulator().requests[2]?.body).toEqual({ Code: CODE });
    expect(emulator().requests[3]?.query).toEqual({});
    expect(run.clock.sleeps).toEqual([EDGE_PROPAGATION_MS]);
    expect(emulator().state.purges).toHaveLength(2);
  });

  it('treats a purge answered 200 as success too, and a failed purge as a warning', async () => {
    emulator().state.purgeAnswer = 200;
    const ok = await publish();
    expect(ok.exitCode).toBe(0);
    expect(actedCommands(ok, ['warning'])).toEqual([]);
    emulator().reset();
    emulator().inject({ kind: 'status', status: 404, path: '/purgeCache', times: 1 });
    const warned = await publish({ 'max-attempts': '1' });
    expect(warned.exitCode).toBe(0);
    expect(actedCommands(warned, ['warning']).map((w) => w.data)).toEqual([
      expect.stringContaining('The first purge of pull zone 3001 failed'),
    ]);
  });

  it("counts a linked zone's purge answered 200 whose body never arrives as purged, with a warning for each purge", async () => {
    emulator().state.purgeAnswer = 200;
    emulator().inject({ kind: 'stall-body', method: 'POST', path: /\/purgeCache$/, times: Infinity });
    // A second is as long as the step waits for a body that never comes.
    const run = await publish({ 'timeout-seconds': '1' });
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(run.stdout).toContain(`Purged 1 linked pull zone(s) (${SEED.pullZoneWafOn}); purging again in 7.5 s`);
    expect(actedCommands(run, ['warning']).map((warning) => warning.data)).toEqual(
      ['first', 'second'].map((which) =>
        expect.stringMatching(
          new RegExp(
            `^Purged pull zone ${SEED.pullZoneWafOn} \\(${which} purge\\): the API answered 200, though its answer could not be read whole`,
          ),
        ),
      ),
    );
  });

  it('says how many linked pull zones the first purge reached: a failed purge is not counted as purged', async () => {
    const ok = await publish();
    expect(ok.exitCode).toBe(0);
    expect(ok.stdout).toContain(`Purged 1 linked pull zone(s) (${SEED.pullZoneWafOn}); purging again in 7.5 s`);
    emulator().reset();
    emulator().inject({ kind: 'status', status: 404, path: '/purgeCache', times: 1 });
    const failed = await publish({ 'max-attempts': '1' });
    expect(failed.exitCode).toBe(0);
    expect(failed.stdout).toContain('Purged 0 of 1 linked pull zone(s); 1 failed (see the warnings); purging again in 7.5 s');
    expect(failed.stdout).not.toContain('Purged 1 ');
  });

  it("masks the start of the api key where the summary's Note cell cuts the note through it", async () => {
    // 288 characters and then the key: the 300-character cut keeps its first 12.
    const run = await publish({ note: `${'x'.repeat(288)}${DEFAULT_API_KEY}` });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).toContain(`<td>${'x'.repeat(288)}***…</td>`);
  });

  it('lets get-active-release match the default note of a publish with an API key', async () => {
    expect((await publish({ 'purge-linked-zones': 'false' })).exitCode).toBe(0);
    const check = await runAgainst(emulator(), {
      operation: 'get-active-release',
      'script-id': String(script),
      'expected-commit-sha': SHA,
    });
    expect(check.outputs).toMatchObject({ matches: 'true', 'commit-sha': SHA, 'commit-source': 'Note', 'code-sha256': hash(CODE) });
  });

  it('publishes nothing on a re-run with the same file (unchanged), and publishes with if-unchanged: publish', async () => {
    expect((await publish()).exitCode).toBe(0);
    const live = emulator().state.scripts.get(script)?.activeRelease;
    emulator().requests.length = 0;
    const again = await publish();
    expect(again.exitCode).toBe(0);
    // What a rollback restores: the release live before this code first went live, never the live one.
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'release-uuid': live?.Uuid, 'previous-release-uuid': SEED_RELEASE.Uuid });
    // This commit's deploy: the purge is repeated, as the run that published may have ended before its own.
    expect(names()).toEqual([
      `GET ${base}`,
      `GET ${base}/releases/active`,
      `GET ${base}/releases`,
      `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`,
      `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`,
    ]);
    const forced = await publish({ 'if-unchanged': 'publish', note: 'forced' });
    expect(forced.outputs['unchanged']).toBe('false');
    expect(emulator().state.scripts.get(script)?.activeRelease?.Note).toBe('forced');
    // A publish of the same code again in between is skipped over: still the release with other code.
    expect((await publish()).outputs['previous-release-uuid']).toBe(SEED_RELEASE.Uuid);
  });

  it('a rollback-on-failure whose reads after the re-publish all fail says what is live is not known, never that no release is live', async () => {
    const target = await startProbeTarget();
    try {
      target.answer({ status: 200, body: 'v1' });
      emulator().inject(
        { kind: 'delay', ms: 0, method: 'GET', path: `/compute/script/${script}/releases/active`, times: 3 },
        { kind: 'status', status: 503, method: 'GET', path: `/compute/script/${script}/releases/active`, times: Infinity },
      );
      const run = await publish({
        'probe-url': `${target.url}/version`,
        'expect-body': 'v2',
        'rollback-on-failure': 'true',
        'purge-linked-zones': 'false',
        'max-attempts': '1',
        'wait-seconds': '4',
      });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).not.toContain('no release is live');
      expect(failureMessage(run)).toContain('the last read of the active release failed');
    } finally {
      await target.close();
    }
  });

  it('with if-unchanged: publish over a release of this code, previous-release-uuid and rollback-on-failure restore the release before it', async () => {
    const target = await startProbeTarget();
    try {
      expect((await publish()).exitCode).toBe(0);
      const live = emulator().state.scripts.get(script)?.activeRelease;
      // The dry run decides as the run does.
      const dry = await publish({ 'if-unchanged': 'publish', 'dry-run': 'true' });
      expect(dry.outputs).toMatchObject({ unchanged: 'false', 'previous-release-uuid': SEED_RELEASE.Uuid });
      const forced = await publish({ 'if-unchanged': 'publish' });
      expect(forced.exitCode, forced.stdout).toBe(0);
      expect(forced.outputs).toMatchObject({ unchanged: 'false', 'previous-release-uuid': SEED_RELEASE.Uuid });
      expect(forced.outputs['release-uuid']).not.toBe(live?.Uuid);
      // The documented rollback step restores something: the code before this one.
      const rollback = await rollBackTo(forced.outputs['previous-release-uuid'] ?? '');
      expect(rollback.outputs['rolled-back']).toBe('true');
      const restored = emulator().state.scripts.get(script)?.activeRelease;
      expect(restored?.Code).toBe(SEED_RELEASE.Code);

      // rollback-on-failure re-publishes the release before this code (the rollback's), not one of the same code.
      expect((await publish({ 'purge-linked-zones': 'false' })).exitCode).toBe(0);
      target.answer({ status: 200, body: 'v1' });
      const undone = await publish({
        'if-unchanged': 'publish',
        'probe-url': `${target.url}/version`,
        'expect-body': 'v2',
        'rollback-on-failure': 'true',
        'purge-linked-zones': 'false',
      });
      expect(undone.exitCode).toBe(1);
      expect(undone.outputs).toMatchObject({ unchanged: 'false', 'previous-release-uuid': restored?.Uuid, 'rolled-back': 'true' });
      expect(failureMessage(undone)).toContain(`Rolled back: the previous release ${restored?.Id} (uuid ${restored?.Uuid}) is live again`);
      expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(SEED_RELEASE.Code);
    } finally {
      await target.close();
    }
  });

  for (const republish of ['copy', 'reactivate'] as const) {
    it(`an unchanged re-run after a rollback to its release names the release before it, never the later deploy rolled back from (republish: ${republish})`, async () => {
      emulator().state.edgeScripts.setBehaviour(script, { republish });
      const target = await startProbeTarget();
      try {
        // Commit X deploys B over the seeded release A.
        const x = await publish();
        expect(x.outputs['previous-release-uuid']).toBe(SEED_RELEASE.Uuid);
        const b = emulator().state.scripts.get(script)?.activeRelease;
        // Commit Y deploys C, which is bad, and the documented rollback restores B.
        const y = await publish(
          {},
          {
            env: { ...ENV, GITHUB_SHA: 'b2c3d4e5f60718293a4b5c6d7e8f9012345678a1', GITHUB_RUN_ID: '4343' },
            files: { 'dist/edge.js': 'bad' },
          },
        );
        expect(y.outputs['previous-release-uuid']).toBe(b?.Uuid);
        const back = await rollBackTo(b?.Uuid ?? '');
        expect(back.outputs['rolled-back']).toBe('true');
        const restored = emulator().state.scripts.get(script)?.activeRelease;
        expect(restored?.Code).toBe(CODE);
        // Whether a reactivation moves DateReleased the facts do not say: here it does, the harsher reading.
        if (republish === 'reactivate' && restored) restored.DateReleased = new Date(Date.now() + 1000).toISOString();

        // A re-run of X's workflow: unchanged, and what a rollback restores is A, never C.
        const again = await publish();
        expect(again.outputs).toMatchObject({ unchanged: 'true', 'previous-release-uuid': SEED_RELEASE.Uuid });

        // Its probe fails with rollback-on-failure: never back to C. B reactivated is still X's deploy,
        // so back to A; a copy of B is the rollback's release, not X's, so left alone.
        target.answer({ status: 200, body: 'v1' });
        const probed = await publish({ 'probe-url': `${target.url}/`, 'expect-body': 'v2', 'rollback-on-failure': 'true' });
        expect(probed.exitCode).toBe(1);
        expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(republish === 'reactivate' ? SEED_RELEASE.Code : CODE);
      } finally {
        await target.close();
      }
    });
  }

  it("an unchanged re-run of this commit's deploy purges the linked zones that its first run, ended before its purge, never purged", async () => {
    const purge = `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`;
    // The release goes live on the fourth read of the active release: after the three polls of a 4 s wait.
    plan('live', 4);
    const first = await publish({ 'wait-seconds': '4' });
    expect(first.exitCode).toBe(1);
    expect(failureMessage(first)).toContain(`This step's release of script ${script} did not go live after 4 s`);
    expect(emulator().state.purges).toEqual([]);

    // "Re-run failed jobs": the code is live now, so the step is unchanged, and it purges what the first run did not.
    emulator().requests.length = 0;
    const again = await publish();
    expect(again.exitCode, again.stdout).toBe(0);
    const live = emulator().state.scripts.get(script)?.activeRelease;
    expect(live?.Code).toBe(CODE);
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'release-uuid': live?.Uuid, 'previous-release-uuid': SEED_RELEASE.Uuid });
    expect(again.stdout).toContain(
      "Unchanged, and this commit's deploy: this step will purge the script's linked pull zones again, as the run that published this release may have ended (its wait ran out, or it was cancelled) before its purge",
    );
    expect(names().filter((name) => !name.startsWith('GET'))).toEqual([purge, purge]);
    expect(again.clock.sleeps).toEqual([EDGE_PROPAGATION_MS]);
    expect(emulator().state.purges).toEqual([
      { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: null },
      { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: null },
    ]);

    // The dry run shows the same decision, and writes nothing.
    emulator().requests.length = 0;
    const dry = await publish({ 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.stdout).toContain("Dry run: unchanged, and this commit's deploy: would purge the script's linked pull zones again");
    expect(dry.stdout).toContain(`/pullzone/${SEED.pullZoneWafOn}/purgeCache`);
    expect(dry.summary).toContain('would purge its linked pull zones again');
    expect(names().filter((name) => !name.startsWith('GET'))).toEqual([]);

    // An unchanged step of another commit published nothing, and writes nothing.
    const later = 'b2c3d4e5f60718293a4b5c6d7e8f9012345678a1';
    const other = await publish({}, { env: { ...ENV, GITHUB_SHA: later, GITHUB_RUN_ID: '4343' } });
    expect(other.exitCode, other.stdout).toBe(0);
    expect(other.outputs['unchanged']).toBe('true');
    expect(other.stdout).toContain(
      `is not this commit's deploy (its note names ${SHA}), so this step, which published nothing, writes nothing`,
    );
    expect(names().filter((name) => !name.startsWith('GET'))).toEqual([]);
    expect(emulator().state.purges).toHaveLength(2);
  });

  it("with a custom note that names no commit, an unchanged re-run of the step's deploy purges, known by its note", async () => {
    const purge = `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`;
    const note = { note: 'v1.8 release' };
    plan('live', 4);
    const first = await publish({ ...note, 'wait-seconds': '4' });
    expect(first.exitCode).toBe(1);
    expect(emulator().state.purges).toEqual([]);

    emulator().requests.length = 0;
    const again = await publish(note);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs['unchanged']).toBe('true');
    expect(again.stdout).toContain(
      "Unchanged, and this step's deploy (its note is this step's note, which names no commit): this step will purge the script's linked pull zones again",
    );
    expect(names().filter((name) => !name.startsWith('GET'))).toEqual([purge, purge]);
    expect(emulator().state.purges).toHaveLength(2);

    // Another step with another custom note published nothing, and writes nothing.
    emulator().requests.length = 0;
    const other = await publish({ note: 'v1.9 release' });
    expect(other.exitCode, other.stdout).toBe(0);
    expect(other.outputs['unchanged']).toBe('true');
    expect(other.stdout).toContain(
      "is not this step's deploy (its note is not this step's note, which names no commit), so this step, which published nothing, writes nothing",
    );
    expect(names().filter((name) => !name.startsWith('GET'))).toEqual([]);
    expect(emulator().state.purges).toHaveLength(2);
  });

  it("with a custom note that names no commit, an unchanged re-run whose probe fails rolls nothing back: a note alone does not tell a re-run from a later commit's step", async () => {
    const target = await startProbeTarget();
    try {
      target.answer({ status: 503, body: 'the origin is down' });
      const probe = { 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true' };
      // The first run's wait ran out: its release went live unproved and was not rolled back.
      plan('live', 4);
      expect((await publish({ note: 'v1.8 release', 'wait-seconds': '4' })).exitCode).toBe(1);

      // Another step's custom note: nothing undone.
      const other = await publish({ ...probe, note: 'v1.9 release' });
      expect(other.exitCode).toBe(1);
      expect(other.outputs).toMatchObject({ unchanged: 'true', 'rolled-back': 'false' });
      const live = emulator().state.scripts.get(script)?.activeRelease;
      expect(live?.Code).toBe(CODE);
      expect(failureMessage(other)).toContain(
        "is not known as this step's deploy (this step's note names no commit, and a note alone does not tell a re-run of this step from a later commit's), so this step, which published nothing, does not undo it",
      );
      expect(emulator().state.scripts.get(script)?.activeRelease?.Id).toBe(live?.Id);

      // The same note again: a re-run of the step, or a later commit's step with the same fixed
      // note. Nothing tells them apart, so nothing is undone; the message names what would be.
      const again = await publish({ ...probe, note: 'v1.8 release' });
      expect(again.exitCode).toBe(1);
      expect(failureMessage(again)).toContain(
        "is not known as this step's deploy (this step's note names no commit, and a note alone does not tell a re-run of this step from a later commit's), so this step, which published nothing, does not undo it",
      );
      expect(again.outputs).toMatchObject({ unchanged: 'true', 'rolled-back': 'false' });
      expect(emulator().state.scripts.get(script)?.activeRelease?.Id).toBe(live?.Id);
    } finally {
      await target.close();
    }
  });

  it('a re-run after a failed probe probes again: the unchanged release is not reported a success unproved', async () => {
    const target = await startProbeTarget();
    try {
      target.answer({ status: 200, body: 'v1' });
      const probe = { 'probe-url': `${target.url}/version`, 'expect-body': 'v2' };
      const first = await publish(probe);
      expect(first.exitCode).toBe(1);
      expect(failureMessage(first)).toContain('Nothing was rolled back (rollback-on-failure is false)');
      const live = emulator().state.scripts.get(script)?.activeRelease;
      expect(live?.Code).toBe(CODE);

      // "Re-run failed jobs": the probe still fails, and so does the step; the purge went first.
      emulator().requests.length = 0;
      const again = await publish(probe);
      expect(again.exitCode, again.stdout).toBe(1);
      expect(failureMessage(again)).toMatch(
        new RegExp(
          `^The probe of ${target.url}/version did not match .*\\. Nothing was rolled back \\(rollback-on-failure is false\\); previous-release-uuid ${SEED_RELEASE.Uuid} is what a rollback-script step would restore$`,
        ),
      );
      expect(again.outputs).toMatchObject({ unchanged: 'true', matched: 'false', 'rolled-back': 'false' });
      expect(again.summary).not.toContain('Unchanged:');
      expect(names().filter((name) => name.startsWith('POST'))).toEqual([
        `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`,
        `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`,
      ]);
      expect(emulator().state.scripts.get(script)?.activeRelease?.Id).toBe(live?.Id);

      // With rollback-on-failure: back to the release live before this code, its code restored.
      const undone = await publish({ ...probe, 'rollback-on-failure': 'true' });
      expect(undone.exitCode).toBe(1);
      expect(failureMessage(undone)).toContain(
        `Rolled back: the previous release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is live again`,
      );
      expect(undone.outputs).toMatchObject({ unchanged: 'true', 'rolled-back': 'true' });
      const state = emulator().state.scripts.get(script);
      expect(state?.activeRelease?.Code).toBe(SEED_RELEASE.Code);
      expect(state?.code).toBe(SEED_RELEASE.Code);

      // Once the probe passes, the re-run succeeds unchanged.
      expect((await publish({ 'purge-linked-zones': 'false' })).exitCode).toBe(0);
      target.answer({ status: 200, body: 'v2' });
      const proved = await publish(probe);
      expect(proved.exitCode, proved.stdout).toBe(0);
      expect(proved.outputs).toMatchObject({ unchanged: 'true', matched: 'true', 'rolled-back': 'false' });
      expect(proved.summary).toContain('Unchanged:');
    } finally {
      await target.close();
    }
  });

  it("an unchanged step of a later commit whose probe fails rolls nothing back: the live release is not this commit's deploy", async () => {
    const target = await startProbeTarget();
    try {
      expect((await publish()).exitCode).toBe(0);
      const live = emulator().state.scripts.get(script)?.activeRelease;
      target.answer({ status: 503, body: 'the origin is down' });
      emulator().requests.length = 0;
      // A push that did not touch the script: the same file, another commit.
      const later = 'b2c3d4e5f60718293a4b5c6d7e8f9012345678a1';
      const run = await publish(
        { 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true' },
        { env: { ...ENV, GITHUB_SHA: later, GITHUB_RUN_ID: '4343' } },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(`Nothing was rolled back: release ${live?.Id} (uuid `);
      expect(failureMessage(run)).toContain(
        `is not this commit's deploy (its note names ${SHA}), so this step, which published nothing, does not undo it; previous-release-uuid ${SEED_RELEASE.Uuid}`,
      );
      expect(run.outputs).toMatchObject({ unchanged: 'true', 'rolled-back': 'false' });
      expect(names().filter((name) => name.includes('/publish'))).toEqual([]);
      expect(emulator().state.scripts.get(script)?.activeRelease?.Id).toBe(live?.Id);
    } finally {
      await target.close();
    }
  });

  it('an unchanged dry run with a probe says it would purge and probe, and writes nothing', async () => {
    expect((await publish()).exitCode).toBe(0);
    emulator().requests.length = 0;
    const dry = await publish({ 'probe-url': 'http://127.0.0.1:9/', 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.outputs['unchanged']).toBe('true');
    expect(dry.stdout).toContain("Dry run: would purge the script's linked pull zones, then probe http://127.0.0.1:9/");
    expect(names().filter((name) => !name.startsWith('GET'))).toEqual([]);
  });

  it('previous-release-uuid of an unchanged re-run: the documented rollback restores the code before, across pages', async () => {
    emulator().state.edgeScripts.addReleases(script, 30);
    expect((await publish()).exitCode).toBe(0);
    const again = await publish();
    expect(again.outputs['previous-release-uuid']).toBe(SEED_RELEASE.Uuid);
    const rollback = await rollBackTo(again.outputs['previous-release-uuid'] ?? '');
    expect(rollback.exitCode, rollback.stdout).toBe(0);
    expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(SEED_RELEASE.Code);

    // A list without code cannot tell: empty, and the log says why.
    expect((await publish()).exitCode).toBe(0);
    emulator().state.edgeScripts.setBehaviour(script, { listCode: 'null' });
    const blind = await publish();
    expect(blind.outputs).toMatchObject({ unchanged: 'true', 'previous-release-uuid': '' });
    expect(blind.stdout).toContain('previous-release-uuid is empty: the release list gives no code for release');
  });

  it('an unchanged re-run whose release list cannot be read succeeds, previous-release-uuid empty, and says why', async () => {
    expect((await publish()).exitCode).toBe(0);
    // A page the client refuses (as one of big scripts past its answer cap): not retried, and nothing to write.
    emulator().inject({ kind: 'malformed', method: 'GET', path: new RegExp(`${base}/releases$`), times: Infinity });
    const again = await publish();
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'previous-release-uuid': '' });
    expect(again.stdout).toMatch(
      /previous-release-uuid is empty: the release list could not be read \(GET .*\), so the release live before this code cannot be known/,
    );
    expect(again.summary).toContain('Unchanged');
  });

  it('masks the start of the api key where the refusal of a release list that is not JSON cuts its beginning through it', async () => {
    expect((await publish()).exitCode).toBe(0);
    // 30 characters and then the key: the 40 characters shown of the body keep its first 10.
    const body = `${'x'.repeat(30)}${DEFAULT_API_KEY}`;
    emulator().inject({ kind: 'malformed', body, method: 'GET', path: new RegExp(`${base}/releases$`), times: Infinity });
    const again = await publish();
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.stdout).toContain(`the body is not JSON (it begins "${'x'.repeat(30)}***…")`);
  });

  it("shows none of the api key where JSON's own refusal of a release in the list would quote the text around it", async () => {
    expect((await publish()).exitCode).toBe(0);
    // Node's JSON.parse quotes the text around the fault, cut after 10 characters of the key.
    const body = `{"Items": [{"Id": ${DEFAULT_API_KEY}}], "CurrentPage": 1, "TotalItems": 1, "HasMoreItems": false}`;
    emulator().inject({ kind: 'malformed', body, method: 'GET', path: new RegExp(`${base}/releases$`), times: Infinity });
    const again = await publish();
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.stdout).toContain("the body is not JSON (Items.0: Unexpected token 'e' is not valid JSON)");
  });

  it('an unchanged re-run reads a list of big scripts a release at a time, in pages of 20 whatever their size', async () => {
    // Each release carries its whole code: 20 of 1.7 MiB are 34 MiB, past the client's 32 MiB for a buffered answer.
    emulator().state.edgeScripts.addReleases(script, 24, 1.7 * 1024 * 1024);
    expect((await publish()).exitCode).toBe(0);
    emulator().requests.length = 0;
    const again = await publish();
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'previous-release-uuid': SEED_RELEASE.Uuid });
    const sizes = emulator()
      .requests.filter((request) => request.path.endsWith('/releases'))
      .map((request) => request.query['perPage']?.[0]);
    expect(sizes).toEqual(['20', '20']);
  });

  it('an unchanged re-run names previous-release-uuid among releases of 9 MiB, which not even 5 to a page fit in one answer', async () => {
    // 5 of 9 MiB are 45 MiB: past the client's 32 MiB for a buffered answer, at the list's smallest page.
    emulator().state.edgeScripts.addReleases(script, 5, 9 * 1024 * 1024);
    expect((await publish()).exitCode).toBe(0);
    const again = await publish();
    expect(again.exitCode, again.stdout).toBe(0);
    // The order of the list is not documented: every page is read, the big releases too.
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'previous-release-uuid': SEED_RELEASE.Uuid });
  });

  it('an unchanged re-run reads a live release whose answer is over 32 MiB: a script under the size limit, escaped in JSON', async () => {
    // 6 MiB of a control character, which JSON escapes as \u0001 (6 bytes each): 36 MiB of answer.
    const big = `// big\n${'\u0001'.repeat(6 * 1024 * 1024)}`;
    emulator().state.edgeScripts.setActiveRelease(script, { Code: big, Note: 'big', Uuid: 'big-release' });
    const again = await publish({}, { files: { 'dist/edge.js': big } });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'release-uuid': 'big-release', 'previous-release-uuid': SEED_RELEASE.Uuid });
  });

  it('waits through reads that still show the previous release', async () => {
    plan('live', 3);
    const run = await publish({ 'poll-interval-seconds': '1' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `Poll 1 at 0 s: release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is still live; next poll in 1 s`,
    );
    expect(run.stdout).toContain('Poll 3 at 2 s: this release is live');
  });

  it('fails when another release goes live meanwhile, and rolls nothing back even when asked to', async () => {
    plan('superseded');
    const run = await publish({ 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/was superseded by release \d+ \(uuid [0-9a-f]+\), which went live .*Nothing was rolled back/);
    // Empty: a later rollback step fed it would undo the deploy that superseded this one.
    expect(run.outputs).toMatchObject({ 'rolled-back': 'false', 'previous-release-uuid': '' });
    expect(names().filter((name) => name.includes('/publish/'))).toEqual([]);
    expect(emulator().state.purges).toEqual([]);
  });

  it('leaves previous-release-uuid empty when superseded, so the documented rollback step never undoes the other deploy', async () => {
    plan('superseded');
    const run = await publish();
    expect(run.exitCode).toBe(1);
    const other = emulator().state.scripts.get(script)?.activeRelease;
    const rollback = await documentedRollback(run);
    expect(emulator().state.scripts.get(script)?.activeRelease?.Uuid).toBe(other?.Uuid);
    expect(rollback).toBeUndefined();
    expect(run.outputs['previous-release-uuid']).toBe('');
    expect(failureMessage(run)).toMatch(
      /was superseded by .*Nothing was rolled back; previous-release-uuid is left empty: a rollback to it would undo that deploy$/,
    );
  });

  it('fails on time when the release never goes live, keeping previous-release-uuid, with release-uuid its release from the list, for a later rollback', async () => {
    plan('never');
    const run = await publish({ 'wait-seconds': '6', 'poll-interval-seconds': '2' });
    expect(run.exitCode).toBe(1);
    // Not live, found in the list: the documented rollback compares with it (publish-script-failed-wait.test.ts).
    const ours = emulator()
      .state.scripts.get(script)
      ?.releases.find((release) => release.Code === CODE);
    expect(failureMessage(run)).toBe(
      `This step's release of script ${script} did not go live after 6 s (4 polls): release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is still live. ` +
        `Nothing was rolled back (rollback-on-failure is false); previous-release-uuid ${SEED_RELEASE.Uuid} is what a rollback-script step would restore; ` +
        `release-uuid is this step's release ${ours?.Id} (uuid ${ours?.Uuid}), found in the release list though not seen live, ` +
        `so a rollback-script step given only-if-live-uuid: release-uuid is a compare-and-swap on it: it restores only while this step's release, or the previous one, is live`,
    );
    expect(run.outputs).toMatchObject({
      'previous-release-uuid': SEED_RELEASE.Uuid,
      'release-uuid': ours?.Uuid,
      'rolled-back': 'false',
      'code-sha256': hash(CODE),
    });
    expect(run.clock.sleeps).toEqual([2000, 2000, 2000]);
  });

  it('rolls back to the previous release when the release never goes live, restoring its code, and still fails', async () => {
    plan('never');
    const run = await publish({ 'wait-seconds': '4', 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      new RegExp(
        `did not go live .*\\. Rolled back: the previous release ${SEED.activeReleaseId} \\(uuid ${SEED_RELEASE.Uuid}\\) is live again`,
      ),
    );
    expect(run.outputs['rolled-back']).toBe('true');
    expect(names()).toContain(`POST ${base}/publish/${SEED_RELEASE.Uuid}`);
    const state = emulator().state.scripts.get(script);
    expect(state?.code).toBe(SEED_RELEASE.Code);
    // The platform made a new release of the previous code, carrying the rollback's note.
    expect(state?.activeRelease).toMatchObject({
      Code: SEED_RELEASE.Code,
      Note: `Roll back to release ${SEED_RELEASE.Uuid} (id ${SEED.activeReleaseId}) after a failed deploy (https://github.com/acme/edge/actions/runs/4242)`,
    });
    expect(emulator().state.purges).toHaveLength(2);
  });

  it('has nothing to roll back to on a first publish, and warns that the script had never been published', async () => {
    const never = SEED.scriptWithoutRelease;
    const found = emulator().state.scripts.get(never);
    if (!found) throw new Error('no script');
    found.nextPublish = { mode: 'never', reads: 0 };
    const run = await publish({ 'script-id': String(never), 'wait-seconds': '2', 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      'no release is live. Nothing to roll back to: the script had no release before this step (its first publish)',
    );
    expect(run.outputs['previous-release-uuid']).toBe('');
    expect(actedCommands(run, ['warning']).map((w) => w.data)).toEqual([
      expect.stringContaining(`Script ${never} had never been published`),
    ]);

    emulator().reset();
    const first = await publish({ 'script-id': String(never) });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({ 'previous-release-uuid': '', url: `https://image-resizer-${never}.b-cdn.net` });
  });

  it('probes the URL once the release is live, at poll-interval-seconds, without the API key, and passes when it matches', async () => {
    const target = await startProbeTarget();
    try {
      target.answer({ status: 200, body: `v2 built from ${SHA}` });
      const run = await publish({
        'probe-url': `${target.url}/version`,
        'expect-commit': 'true',
        'poll-interval-seconds': '1',
        'purge-linked-zones': 'false',
      });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({
        matched: 'true',
        attempts: '2',
        'probe-status': '200',
        'probe-error': '',
        'rolled-back': 'false',
      });
      expect(run.stdout).toContain('every 1 s');
      expect(target.requests).toHaveLength(2);
      for (const request of target.requests) expect(request.headers['accesskey']).toBeUndefined();
      // The probe runs once the release is live: the step read it live before the first attempt.
      expect(run.stdout.indexOf('Attempt 1')).toBeGreaterThan(run.stdout.search(/is live/));
      const plain = await publish({ 'probe-url': `${target.url}/version`, 'if-unchanged': 'publish', 'purge-linked-zones': 'false' });
      expect(plain.stdout).toContain('every 3 s');
    } finally {
      await target.close();
    }
  });

  it('a probe that does not match rolls back with rollback-on-failure, and the step fails saying so', async () => {
    const target = await startProbeTarget();
    try {
      target.answer({ status: 200, body: 'v1' });
      const run = await publish({
        'probe-url': `${target.url}/version`,
        'expect-body': 'v2',
        'rollback-on-failure': 'true',
        'purge-linked-zones': 'false',
      });
      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ matched: 'false', 'probe-error': 'body', 'rolled-back': 'true' });
      expect(failureMessage(run)).toContain(`The probe of ${target.url}/version did not match`);
      expect(failureMessage(run)).toContain('Rolled back');
      expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(SEED_RELEASE.Code);
    } finally {
      await target.close();
    }
  });

  it("sets result to the release live when a failed probe's rollback does not go live, not to the step's own", async () => {
    // The probe target: while this step probes, the platform is set to put another deploy live
    // at the next publish, so the rollback's re-publish is beaten to it.
    const server = createServer((_request, response) => {
      plan('superseded');
      response.writeHead(503).end('the origin is down');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const run = await publish({ 'rollback-on-failure': 'true', 'probe-url': `http://127.0.0.1:${port}/`, 'purge-linked-zones': 'false' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(/did not go live: release \d+ \(uuid [0-9a-f-]+\) went live instead/);
      // Another deploy is live: a later rollback step fed previous-release-uuid would undo it.
      expect(run.outputs['previous-release-uuid']).toBe('');
      const live = emulator().state.scripts.get(script)?.activeRelease;
      expect(live?.Code).toBe('// another deploy\n');
      expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Id: live?.Id, Uuid: live?.Uuid });
      expect(JSON.parse(run.outputs['result'] ?? '')).not.toHaveProperty('Code');
      expect(run.outputs['rolled-back']).toBe('false');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('a probe redirected to a Location that is not a URL rolls back with rollback-on-failure, its outputs set', async () => {
    const target = await startProbeTarget();
    try {
      // An unfilled server template: the site's own broken answer, which the new release may be.
      target.answer({ status: 302, headers: { location: 'https://%{HOST}/version' } });
      const run = await publish({ 'probe-url': `${target.url}/version`, 'rollback-on-failure': 'true', 'purge-linked-zones': 'false' });
      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ matched: 'false', 'probe-status': '302', 'probe-error': 'status', 'rolled-back': 'true' });
      expect(failureMessage(run)).toContain('answered 302 with a Location that is not a URL');
      expect(failureMessage(run)).toContain('Rolled back');
      expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(SEED_RELEASE.Code);
    } finally {
      await target.close();
    }
  });

  it('refuses a probe header value the HTTP client cannot send before the publish: no release is published, none rolled back', async () => {
    const target = await startProbeTarget();
    try {
      const run = await publish(
        { 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true', headers: 'Authorization=PROBE_TOKEN' },
        { env: { ...ENV, PROBE_TOKEN: 'Bearer \u201ct0ken-s3cret-abc123\u201d' } },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(
        "Input 'headers': environment variable PROBE_TOKEN (for header Authorization, line 1) holds a character that a header value cannot carry",
      );
      expect(failureMessage(run)).not.toContain('t0ken-s3cret');
      expect(names()).toEqual([]);
      expect(target.requests).toHaveLength(0);
      expect(emulator().state.scripts.get(script)?.activeRelease?.Uuid).toBe(SEED_RELEASE.Uuid);
    } finally {
      await target.close();
    }
  });

  it('refuses a probe header the HTTP client will not send before the publish (Expect, a Connection not of options): nothing is published', async () => {
    const target = await startProbeTarget();
    try {
      const run = await publish(
        {
          'probe-url': `${target.url}/`,
          headers: 'Expect=EXPECT_VALUE\nConnection=CONNECTION_VALUE',
          'rollback-on-failure': 'true',
          'rollback-on-probe-error': 'false',
          'purge-linked-zones': 'false',
        },
        { env: { ...ENV, EXPECT_VALUE: '100-continue', CONNECTION_VALUE: 'close; s3cret-value-aa' } },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain("Input 'headers': header Expect on line 1 is one the HTTP client will not send");
      expect(failureMessage(run)).toContain(
        '\nenvironment variable CONNECTION_VALUE (for header Connection, line 2) holds a value (not shown) the HTTP client will not send as Connection',
      );
      expect(failureMessage(run)).not.toContain('s3cret-value-aa');
      expect(names()).toEqual([]);
      expect(target.requests).toHaveLength(0);
      expect(emulator().state.scripts.get(script)?.activeRelease?.Uuid).toBe(SEED_RELEASE.Uuid);
    } finally {
      await target.close();
    }
  });

  it('a probe that cannot connect rolls back unless rollback-on-probe-error is false (its default is true)', async () => {
    const closed = { 'probe-url': 'http://127.0.0.1:9/', 'rollback-on-failure': 'true', 'purge-linked-zones': 'false' };
    const kept = await publish({ ...closed, 'rollback-on-probe-error': 'false' });
    expect(kept.exitCode).toBe(1);
    expect(kept.outputs).toMatchObject({ matched: 'false', 'probe-error': 'connect', 'rolled-back': 'false' });
    // Said as it is: rollback-on-failure is true; the skip is rollback-on-probe-error's.
    expect(failureMessage(kept)).toContain('rollback-on-probe-error is false');
    expect(failureMessage(kept)).not.toContain('rollback-on-failure is false');
    expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(CODE);
    const undone = await publish({ ...closed, 'if-unchanged': 'publish' });
    expect(undone.outputs['rolled-back']).toBe('true');
  });

  it('a probe whose wait ends on a pass after a network failure counts as that failure: rollback-on-probe-error false keeps the release', async () => {
    const target = await startProbeTarget();
    try {
      const inputs = {
        'probe-url': `${target.url}/version`,
        'rollback-on-failure': 'true',
        'purge-linked-zones': 'false',
        'if-unchanged': 'publish',
      };
      // Dropped connections throughout, to learn how many attempts the probe's wait holds.
      target.answer({ drop: true });
      const down = await publish({ ...inputs, 'rollback-on-probe-error': 'false' });
      const attempts = Number(down.outputs['attempts']);
      expect(attempts).toBeGreaterThan(1);
      // The site comes up at the last attempt: one pass of two, after a dropped connection.
      target.requests.length = 0;
      target.answer({ drop: true }, { after: attempts - 1, answer: { status: 200, body: 'ok' } });
      const kept = await publish({ ...inputs, 'rollback-on-probe-error': 'false' });
      expect(kept.exitCode).toBe(1);
      expect(kept.outputs).toMatchObject({ matched: 'false', 'probe-status': '200', 'probe-error': 'connect', 'rolled-back': 'false' });
      expect(failureMessage(kept)).toContain('connect, only 1 of 2 in a row before the wait ran out; the last failure:');
      expect(failureMessage(kept)).toContain('rollback-on-probe-error is false');
      expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(CODE);
    } finally {
      await target.close();
    }
  });

  it('prints the note as inert text and never the code, in a dry run too', async () => {
    const run = await publish({ note: 'ship it\n::error::INJ-note', 'dry-run': 'true' });
    expect(run.exitCode).toBe(0);
    // A dry run with a key reads, and writes nothing.
    expect(names()).toEqual([`GET ${base}`, `GET ${base}/releases/active`]);
    expect(run.stdout).toContain(`bytes of dist/edge.js, SHA-256 ${hash(CODE)}`);
    const live = await publish({ note: 'ship it\n::error::INJ-note', 'purge-linked-zones': 'false' });
    expect(live.exitCode).toBe(0);
    expect(actedCommands(live, ['error']).filter((c) => c.data.includes('INJ'))).toEqual([]);
  });

  it('refuses every bad input at once, before any request', async () => {
    const run = await publish({ file: 'missing.js', 'wait-seconds': '99999', 'if-unchanged': 'maybe' });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/^3 input problems:/);
    expect(message).toContain("Input 'file': no file at 'missing.js' in the workspace");
    expect(message).toContain("Input 'wait-seconds'");
    expect(message).toContain("Input 'if-unchanged'");
    expect(emulator().requests).toHaveLength(0);
  });

  const FILES: Array<[string, string, Record<string, string>, string]> = [
    ['a directory', 'dist', {}, "'dist' is a directory"],
    ['outside the workspace', '../outside.js', {}, 'leaves the workspace'],
    ['empty', 'empty.js', { 'empty.js': '' }, "'empty.js' is empty"],
    ['not UTF-8', 'latin1.js', {}, 'is not UTF-8 text'],
    ['not given', '', {}, "Input 'file': is required"],
  ];
  for (const [what, file, files, message] of FILES) {
    it(`refuses a file that is ${what}`, async () => {
      const clock = new FakeClock();
      const options: RunActionOptions = { env: ENV, clock, files: { 'dist/edge.js': CODE, ...files } };
      if (file === 'latin1.js') {
        const { mkdtemp, writeFile } = await import('node:fs/promises');
        const { tmpdir } = await import('node:os');
        const workspace = await mkdtemp(join(tmpdir(), 'publish-latin1-'));
        await mkdir(join(workspace, 'dist'));
        await writeFile(join(workspace, 'latin1.js'), Buffer.from([0x2f, 0x2f, 0xe9, 0x0a]));
        options.workspace = workspace;
      }
      const run = await runAgainst(emulator(), { operation: 'publish-script', 'script-id': String(script), file }, options);
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(message);
      expect(emulator().requests).toHaveLength(0);
    });
  }
});

describe("publish-script against the edge's config sync, which reaches each point of presence in ~5-7.5 s buckets", () => {
  /** Visitors of the linked pull zone at every PoP whenever the step waits, as they may come at any moment. */
  class VisitedClock extends FakeClock {
    override async sleep(ms: number): Promise<void> {
      servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net');
      await super.sleep(ms);
    }
  }
  const POPS: Array<[string, number[]]> = [
    ['one PoP syncing at 6 s (PR #200: "the ~6s config-sync bucket")', [6000]],
    ['the default PoPs (5, 6.25 and 7.5 s)', [5000, 6250, 7500]],
  ];
  for (const [pops, delays] of POPS) {
    it(`leaves no PoP of a linked pull zone serving the old release once the step succeeded: ${pops}`, async () => {
      const clock = new VisitedClock();
      emulator().useClock(clock);
      emulator().state.edge.setPropagation(delays);
      const run = await publish({}, { clock });
      expect(run.exitCode, run.stdout).toBe(0);
      // A visitor right after the step, then an hour later: the edge answers from its cache.
      servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net');
      clock.time += 3_600_000;
      expect(servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net')).toEqual(delays.map(() => '200 - v2 SECRET-LOOKING-BODY'));
    });
  }
});

describe('publish-script never ends blind, and recognises its own release (issue 30)', () => {
  const state = () => {
    const found = emulator().state.scripts.get(script);
    if (!found) throw new Error('no seeded script');
    return found;
  };
  const posts = () => names().filter((name) => name.startsWith('POST') && !name.includes('purgeCache'));
  const quiet = { 'purge-linked-zones': 'false' };

  for (const [what, fault] of [
    ['lost', { kind: 'reset-after' }],
    ['answered 503 after it was carried out', { kind: 'status-after', status: 503 }],
  ] as const) {
    it(`a publish whose answer was ${what} reads the active release, finds its release live and goes on`, async () => {
      emulator().inject({ ...fault, method: 'POST', path: `${base}/publish` });
      const run = await publish(quiet);
      expect(run.exitCode, run.stdout).toBe(0);
      // Sent once: a publish is not repeated, it is looked for.
      expect(posts()).toEqual([`POST ${base}/code`, `POST ${base}/publish`]);
      expect(run.outputs['release-id']).toBe(String(state().activeRelease?.Id));
      expect(actedCommands(run, ['warning']).map((w) => w.data)).toEqual([
        expect.stringContaining('The publish may have been carried out'),
      ]);
    });
  }

  it('a publish whose answer was lost and whose release never goes live rolls back, keeping the first reason', async () => {
    plan('never');
    emulator().inject({ kind: 'reset-after', method: 'POST', path: `${base}/publish` });
    const run = await publish({ 'wait-seconds': '4', 'rollback-on-failure': 'true', ...quiet });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(
      /^This step's release of script 2001 did not go live after 4 s .*\(the publish answered: .*it was not repeated\)/,
    );
    expect(message).toContain(`Rolled back: the previous release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is live again`);
    expect(run.outputs['rolled-back']).toBe('true');
    expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
  });

  for (const [what, fault] of [
    ['lost', { kind: 'reset-after' }],
    ['answered 502 after it was carried out', { kind: 'status-after', status: 502 }],
  ] as const) {
    it(`a rollback whose re-publish was ${what} is looked for: rolled-back is true once the previous release is live`, async () => {
      plan('never');
      emulator().inject({ ...fault, method: 'POST', path: `${base}/publish/${SEED_RELEASE.Uuid}` });
      const run = await publish({ 'wait-seconds': '4', 'rollback-on-failure': 'true', ...quiet });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(
        /^This step's release of script 2001 did not go live .*\. Rolled back: the previous release 9101 .* is live again .*the re-publish answered/,
      );
      expect(run.outputs['rolled-back']).toBe('true');
      expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
      // The code is restored once the previous release is live.
      expect(posts().slice(-2)).toEqual([`POST ${base}/publish/${SEED_RELEASE.Uuid}`, `POST ${base}/code`]);
      expect(state().code).toBe(SEED_RELEASE.Code);
    });
  }

  it('a wait whose read fails for good says the code was saved and published, and rolls back as a wait that ran out', async () => {
    const active = new RegExp(`${base}/releases/active$`);
    // The first read (before the save) is answered; the reads after the publish are not JSON, which is not asked again.
    const readFailsAfterPublish = () => {
      emulator().inject({ kind: 'delay', ms: 0, method: 'GET', path: active, times: 1 });
      emulator().inject({ kind: 'malformed', method: 'GET', path: active, times: 1 });
    };
    readFailsAfterPublish();
    const kept = await publish(quiet);
    expect(kept.exitCode).toBe(1);
    expect(failureMessage(kept)).toMatch(
      new RegExp(
        `^The code of dist/edge.js was saved and published, but reading the active release of script ${script} failed \\(GET .*\\), so this step's release was not seen live\\. Nothing was rolled back \\(rollback-on-failure is false\\); previous-release-uuid ${SEED_RELEASE.Uuid} is what`,
      ),
    );
    expect(state().activeRelease?.Code).toBe(CODE);

    emulator().reset();
    readFailsAfterPublish();
    const undone = await publish({ ...quiet, 'rollback-on-failure': 'true' });
    expect(undone.exitCode).toBe(1);
    expect(failureMessage(undone)).toContain(
      `Rolled back: the previous release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is live again`,
    );
    expect(undone.outputs['rolled-back']).toBe('true');
    expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
  });

  it('a publish refused after the save says the file was saved but not published: the step changed the script', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'POST',
      path: `${base}/publish`,
      body: { ErrorKey: 'edgescript.locked', Message: 'Locked' },
    });
    const run = await publish();
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/answered 400 Bad Request.*Locked/s);
    expect(failureMessage(run)).toContain("The file was saved as the script's code but not published");
    expect(run.outputs['status']).toBe('400');
    expect(emulator().state.scripts.get(script)?.code).toBe(CODE);
  });

  it('a refused rollback keeps the first reason in the message, and rolled-back stays false', async () => {
    plan('never');
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'POST',
      path: `${base}/publish/`,
      body: { ErrorKey: 'edgescript.locked', Message: 'Locked' },
    });
    const run = await publish({ 'wait-seconds': '2', 'rollback-on-failure': 'true', ...quiet });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^This step's release of script 2001 did not go live .*\. The rollback to the previous release 9101 .* failed: POST .* answered 400/,
    );
    expect(run.outputs['rolled-back']).toBe('false');
  });

  for (const [what, behaviour] of [
    ['trims', { notes: 'trim' }],
    ['cuts', { notes: 'cut', noteLimit: 40 }],
  ] as const) {
    it(`recognises its release by its code when the platform ${what} the note: a warning, never "superseded"`, async () => {
      emulator().state.edgeScripts.setBehaviour(script, behaviour);
      const run = await publish({ note: '  Deploy   the hotfix  \n', ...quiet });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(actedCommands(run, ['warning']).map((w) => w.data)).toEqual([
        expect.stringContaining('is not the note sent: the platform kept'),
      ]);
      expect(run.outputs['release-uuid']).toBe(state().activeRelease?.Uuid);
    });
  }

  it("a release with this step's note but other code (another save raced this one) fails the step, and rolls back when asked", async () => {
    plan('raced');
    const kept = await publish(quiet);
    expect(kept.exitCode).toBe(1);
    expect(failureMessage(kept)).toMatch(
      /went live with this step's note but not the file's code .*another save of the script's code raced this step's.*Nothing was rolled back/,
    );
    expect(state().activeRelease?.Code).toBe(RACING_CODE);

    emulator().reset();
    plan('raced');
    const undone = await publish({ 'rollback-on-failure': 'true', ...quiet });
    expect(undone.exitCode).toBe(1);
    expect(failureMessage(undone)).toContain('Rolled back: the previous release 9101');
    expect(undone.outputs['rolled-back']).toBe('true');
    expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
  });

  it("a raced release (this step's note, other code) is release-uuid: the documented rollback undoes it, never a deploy that came after it", async () => {
    plan('raced');
    const run = await publish(quiet);
    expect(run.exitCode).toBe(1);
    const raced = state().activeRelease;
    expect(raced?.Code).toBe(RACING_CODE);
    expect(run.outputs).toMatchObject({
      'release-id': String(raced?.Id),
      'release-uuid': raced?.Uuid,
      'previous-release-uuid': SEED_RELEASE.Uuid,
    });
    // Another pipeline deploys after the step failed: the rollback step must leave it alone.
    const other = emulator().state.edgeScripts.setActiveRelease(script, { Code: '// a later deploy\n', Note: `Deploy ${'b'.repeat(40)}` });
    const refused = await documentedRollback(run);
    expect(refused?.exitCode).toBe(1);
    expect(state().activeRelease?.Uuid).toBe(other?.Uuid);

    emulator().reset();
    plan('raced');
    const again = await publish(quiet);
    const undone = await documentedRollback(again);
    expect(undone?.outputs['rolled-back']).toBe('true');
    expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
  });

  it("with a fixed note that names no commit, another pipeline's later deploy under the same note fails the step and is never rolled back", async () => {
    const fixed = { note: 'CI deploy', 'rollback-on-failure': 'true', ...quiet };
    // Another pipeline publishes its code, with the same note, right after this step's publish.
    state().nextPublish = { mode: 'superseded', reads: 0, otherNote: 'CI deploy' };
    const run = await publish(fixed);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /went live with this step's note but not the file's code .*: this step's note names no commit, so the step cannot tell another save that raced its own from another pipeline's deploy that sent the same note\. Nothing was rolled back: it may be another pipeline's deploy; previous-release-uuid is left empty: a rollback to it would undo that deploy$/,
    );
    expect(run.outputs['rolled-back']).toBe('false');
    expect(state().activeRelease).toMatchObject({ Code: '// another deploy\n', Note: 'CI deploy' });
    // Nothing re-published, and the draft is not overwritten.
    expect(posts()).toEqual([`POST ${base}/code`, `POST ${base}/publish`]);
    expect(state().code).toBe(CODE);

    // A save that raced this step's looks the same under a fixed note: left alone too.
    emulator().reset();
    plan('raced');
    const raced = await publish(fixed);
    expect(raced.exitCode).toBe(1);
    expect(failureMessage(raced)).toContain("this step's note names no commit");
    expect(raced.outputs['rolled-back']).toBe('false');
    expect(state().activeRelease?.Code).toBe(RACING_CODE);
  });

  it("with a fixed note, another pipeline's later deploy under the same note leaves previous-release-uuid empty: the documented rollback step never undoes it", async () => {
    state().nextPublish = { mode: 'superseded', reads: 0, otherNote: 'CI deploy' };
    const run = await publish({ note: 'CI deploy', ...quiet });
    expect(run.exitCode).toBe(1);
    const other = state().activeRelease;
    expect(other).toMatchObject({ Code: '// another deploy\n', Note: 'CI deploy' });
    const rollback = await documentedRollback(run);
    expect(state().activeRelease?.Uuid).toBe(other?.Uuid);
    expect(rollback).toBeUndefined();
    expect(run.outputs['previous-release-uuid']).toBe('');
    expect(failureMessage(run)).toMatch(
      /Nothing was rolled back: it may be another pipeline's deploy; previous-release-uuid is left empty: a rollback to it would undo that deploy$/,
    );
  });

  it("with a fixed note, a failed probe's rollback leaves alone another pipeline's deploy that went live meanwhile under the same note", async () => {
    const OTHER = "export default { fetch: () => new Response('the other pipeline') };\n";
    let deployed = false;
    // The probe target: while this step probes, another pipeline's deploy with the same note goes live.
    const server = createServer((_request, response) => {
      if (!deployed) emulator().state.edgeScripts.setActiveRelease(script, { Code: OTHER, Note: 'CI deploy' });
      deployed = true;
      response.writeHead(503).end('the origin is down');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const run = await publish({ note: 'CI deploy', 'rollback-on-failure': 'true', 'probe-url': `http://127.0.0.1:${port}/`, ...quiet });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(
        /Not rolled back: release \d+ \(uuid [0-9a-f-]+\) is live now, with this step's note but other code; this step's note names no commit, .*, so it is left alone; previous-release-uuid is left empty: a rollback to it would undo that deploy$/,
      );
      expect(run.outputs['rolled-back']).toBe('false');
      expect(state().activeRelease).toMatchObject({ Code: OTHER, Note: 'CI deploy' });
      expect(posts()).toEqual([`POST ${base}/code`, `POST ${base}/publish`]);
      expect(run.outputs['previous-release-uuid']).toBe('');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('a rollback note never reads as a deploy of the commit rolled back from', async () => {
    plan('never');
    const run = await publish({ 'wait-seconds': '2', 'rollback-on-failure': 'true', ...quiet });
    expect(run.outputs['rolled-back']).toBe('true');
    // The platform made a new release carrying the rollback's note: it names the release restored.
    expect(state().activeRelease?.Note).toBe(
      `Roll back to release ${SEED_RELEASE.Uuid} (id 9101) after a failed deploy (https://github.com/acme/edge/actions/runs/4242)`,
    );
    const check = await runAgainst(emulator(), {
      operation: 'get-active-release',
      'script-id': String(script),
      'expected-commit-sha': SHA,
    });
    expect(check.exitCode).toBe(1);
    expect(check.outputs['matches']).toBe('false');
    expect(check.outputs['commit-sha']).toBeUndefined();
  });

  /** A re-run of the deploy of the seeded release's code, after the rollback put it live again: unchanged. */
  const seededAgain = () =>
    publish(quiet, {
      env: { ...ENV, GITHUB_SHA: 'd4e5f60718293a4b5c6d7e8f9012345678a1b2c3', GITHUB_RUN_ID: '4444' },
      files: { 'dist/edge.js': SEED_RELEASE.Code },
    });

  it('a rollback note the platform cuts short keeps the release it restores: a later unchanged re-run never names the release rolled back from', async () => {
    // The platform keeps 64 characters of a note: the rollback's copy of the seeded release carries what is left.
    emulator().state.edgeScripts.setBehaviour(script, { notes: 'cut' });
    plan('never');
    const bad = await publish({ 'wait-seconds': '2', 'rollback-on-failure': 'true', ...quiet });
    expect(bad.outputs['rolled-back']).toBe('true');
    expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
    expect(state().activeRelease?.Note).toBe(`Roll back to release ${SEED_RELEASE.Uuid} (id 9101) after a failed deploy`.slice(0, 64));
    const again = await seededAgain();
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'previous-release-uuid': SEED_RELEASE_HISTORY[1].Uuid });
    // Its check fails, and the documented rollback step restores the release before the seeded one, never the bad code.
    const rollback = await documentedScriptRollback(emulator(), script, again, quiet);
    expect(rollback?.exitCode, rollback?.stdout).toBe(0);
    expect(state().activeRelease?.Code).toBe(SEED_RELEASE_HISTORY[1].Code);
  });

  it.each([
    ['an older note cut inside its uuid', `Roll back to release 9101 (uuid ${SEED_RELEASE.Uuid}) after a failed deploy`.slice(0, 64)],
    ['an older note cut after its id, with an ellipsis', 'Roll back to release 9101 (uu…'],
    ['an older note cut right after its id, with an ellipsis', 'Roll back to release 9101 …'],
    ['a note cut inside its uuid', `Roll back to release ${SEED_RELEASE.Uuid.slice(0, 4)}`],
    // v0.4.0 to v0.4.3 ended the note with the Uuid outside a workflow run: a short one reads as a cut.
    ['a note of v0.4.3 outside a workflow run, with a short Uuid, not cut', 'Roll back to release 3f8ed6ade0e7'],
  ])('a rollback note that names no whole release (%s) is a rollback to an unknown release, never a fresh deploy', async (_what, note) => {
    // The step's release goes live, then a rollback puts the seeded code back under a note the platform cut.
    expect((await publish(quiet)).exitCode).toBe(0);
    emulator().state.edgeScripts.setActiveRelease(script, { Code: SEED_RELEASE.Code, CommitSha: null, Note: note });
    const again = await seededAgain();
    expect(again.exitCode, again.stdout).toBe(0);
    // The release before the copy is the bad one: naming it would put it back. Unknown, so empty, and the log says why.
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'previous-release-uuid': '' });
    expect(again.stdout).toContain(
      'previous-release-uuid is empty: a rollback note is cut short, or too short to tell which release it names, so the release live before this code cannot be known',
    );
    expect(await documentedScriptRollback(emulator(), script, again, quiet)).toBeUndefined();
  });

  it('a dry run with a key shows the writes the run then sends', async () => {
    const dry = await publish({ 'dry-run': 'true' });
    expect(dry.exitCode).toBe(0);
    const shown = (JSON.parse(dry.outputs['result'] ?? '') as { requests: Array<{ method: string; path: string; body?: unknown }> })
      .requests;
    emulator().requests.length = 0;
    const run = await publish();
    expect(run.exitCode, run.stdout).toBe(0);
    const sent = emulator()
      .requests.filter((request) => request.method !== 'GET')
      .map((request) => ({ method: request.method, path: request.path, ...(request.body === undefined ? {} : { body: request.body }) }));
    // The code stands as its size and hash in the dry run; the purges go twice.
    const codeShown = `<${Buffer.byteLength(CODE)} bytes of dist/edge.js, SHA-256 ${hash(CODE)}>`;
    const expected = shown.flatMap(({ method, path, body }) => {
      const request = { method, path, ...(body === undefined ? {} : { body }) };
      return path.endsWith('/purgeCache') ? [] : [request];
    });
    expect(
      sent
        .filter((request) => !request.path.endsWith('/purgeCache'))
        .map((r) => (r.path.endsWith('/code') ? { ...r, body: { Code: codeShown } } : r)),
    ).toEqual(expected);
    const zones = shown.filter((request) => request.path.endsWith('/purgeCache')).map((request) => request.path);
    expect(sent.filter((request) => request.path.endsWith('/purgeCache')).map((request) => request.path)).toEqual([...zones, ...zones]);
  });
});
