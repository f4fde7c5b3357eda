import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { actedCommands, findLeaks } from '../../support/leak-scanner.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import type { ActionRun, RunActionOptions } from '../../support/run-action.ts';
import { createHash } from 'node:crypto';
import { SEED_RELEASE } from '../../../emulator/seed.ts';
import { STAND_IN_GITHUB_TOKEN } from '../../../scripts/runner-defaults.ts';

const emulator = useEmulator();
const script = String(SEED.scriptWithRelease);
const NEW_SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const activePath = (id: number | string) => `/compute/script/${id}/releases/active`;

async function run(inputs: Record<string, string>, options: RunActionOptions = {}): Promise<ActionRun> {
  const result = await runAgainst(emulator(), { operation: 'get-active-release', ...inputs }, options);
  expect(findLeaks(result, [DEFAULT_API_KEY])).toEqual([]);
  return result;
}

const releaseReads = () => emulator().requests.filter((r) => r.path.endsWith('/releases/active')).length;

describe('get-active-release, end to end', () => {
  it('reports the active release without its code', async () => {
    const result = await run({ 'script-id': script });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({
      'release-id': String(SEED.activeReleaseId),
      'commit-sha': SEED.activeCommitSha,
      'release-uuid': '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
      author: 'Dana Developer',
      'date-released': '2024-05-14T09:30:00Z',
      'date-published': '2024-05-14T09:31:12Z',
      status: '200',
    });
    expect(result.outputs['matches']).toBeUndefined();
    const release = JSON.parse(result.outputs['result'] ?? '') as Record<string, unknown>;
    expect(release).toMatchObject({ Id: SEED.activeReleaseId, Note: 'Release preview router v1.8.0', AuthorEmail: 'dana@example.com' });
    expect(release).not.toHaveProperty('Code');
    expect(result.summary).toContain('bunny.net get-active-release: script 2001');
    expect(result.summary).toContain(`<td>${SEED.activeCommitSha}</td>`);
  });

  it('matches an abbreviated SHA as a prefix, whatever its case', async () => {
    const result = await run({ 'script-id': script, 'expected-commit-sha': SEED.activeCommitSha.slice(0, 7).toUpperCase() });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['matches']).toBe('true');
    expect(result.outputs['commit-sha']).toBe(SEED.activeCommitSha);
    expect(result.summary).toContain('✅ <strong>Release matched: commit 4f2a9c81d0b3 is live</strong>');
  });

  it('matches a full SHA', async () => {
    const result = await run({ 'script-id': script, 'expected-commit-sha': SEED.activeCommitSha });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['matches']).toBe('true');
  });

  it('fails on a mismatch with both commits, the author and the date, outputs still set', async () => {
    const result = await run({ 'script-id': script, 'expected-commit-sha': 'deadbeef' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['matches']).toBe('false');
    expect(result.outputs['commit-sha']).toBe(SEED.activeCommitSha);
    expect(result.outputs['release-id']).toBe(String(SEED.activeReleaseId));
    const message = failureMessage(result);
    expect(message).toContain('expected deadbeef (prefix)');
    expect(message).toContain(`CommitSha is ${SEED.activeCommitSha}`);
    expect(message).toContain('by Dana Developer');
    expect(message).toContain('released 2024-05-14T09:30:00Z');
    expect(result.summary).toContain('❌');
    expect(releaseReads()).toBe(1);
  });

  it('verifies a release published with an API key (CommitSha null) whose note names the commit, and says so', async () => {
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: `Deploy ${NEW_SHA} (run 42)` });
    const result = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA.toUpperCase() });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['matches']).toBe('true');
    expect(result.stdout).toContain(`Commit ${NEW_SHA} is live: release`);
    expect(result.stdout).toContain('matched by a commit SHA in its Note (CommitSha is empty)');
    expect(result.summary).toContain('(named in the release Note)');
  });

  it('finds "Deploy <sha> (<run url>)" with other text before it in the note, revert words included', async () => {
    const short = NEW_SHA.slice(0, 7);
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: `Nightly 20250114: Deploy ${short} (run 42)` });
    const found = await run({ 'script-id': script, 'expected-commit-sha': short });
    expect(found.exitCode, found.stdout).toBe(0);
    expect(found.outputs['commit-sha']).toBe(short);
    // A revert commit is deployed like any other; its message is the note's first words.
    const runUrl = 'https://github.com/acme/edge/actions/runs/4242';
    emulator().state.setActiveRelease(SEED.scriptWithRelease, {
      CommitSha: null,
      Note: `Revert "add banner"; Deploy ${NEW_SHA} (${runUrl})`,
    });
    const reverted = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA });
    expect(reverted.exitCode, reverted.stdout).toBe(0);
    expect(reverted.outputs).toMatchObject({ matches: 'true', 'commit-sha': NEW_SHA, 'commit-source': 'Note' });
    // Without the action's form, revert words still name no commit.
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: `Revert ${NEW_SHA}` });
    const bare = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA });
    expect(bare.exitCode).toBe(1);
    expect(bare.outputs['commit-sha']).toBeUndefined();
  });

  it('matches an abbreviated expected SHA against the note, and says CommitSha matched when it is set', async () => {
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: `release:${NEW_SHA}` });
    const viaNote = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA.slice(0, 9) });
    expect(viaNote.exitCode).toBe(0);
    // The note is only looked at when CommitSha is empty: a set CommitSha decides.
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: SEED.activeCommitSha, Note: `Deploy ${NEW_SHA}` });
    const fieldWins = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA });
    expect(fieldWins.exitCode).toBe(1);
    expect(failureMessage(fieldWins)).toContain(`CommitSha is ${SEED.activeCommitSha}`);
    const byField = await run({ 'script-id': script, 'expected-commit-sha': SEED.activeCommitSha });
    expect(byField.stdout).toContain('matched by its CommitSha');
  });

  it('fails a key-published release whose note names another commit, saying where it looked', async () => {
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: `Deploy ${SEED.activeCommitSha}` });
    const other = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA });
    expect(other.exitCode).toBe(1);
    expect(other.outputs['matches']).toBe('false');
    expect(failureMessage(other)).toContain(
      `CommitSha is empty (published without the GitHub integration) and the Note names ${SEED.activeCommitSha.slice(0, 12)}`,
    );
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: 'Manual deploy' });
    const none = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA });
    expect(failureMessage(none)).toContain(
      'CommitSha is empty (published without the GitHub integration) and the Note names no deployed commit',
    );
  });

  it('fails clearly when the script has no active release', async () => {
    const result = await run({ 'script-id': String(SEED.scriptWithoutRelease) });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      `Script ${SEED.scriptWithoutRelease} has no active release or does not exist (GET ${activePath(SEED.scriptWithoutRelease)} answered 404 Not Found)`,
    );
    expect(result.outputs['status']).toBe('404');
    expect(result.outputs['release-id']).toBeUndefined();
  });

  it('fails clearly on a 404 with an expected SHA and no wait, matches false', async () => {
    const result = await run({ 'script-id': '424242', 'expected-commit-sha': 'abcdef0' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['matches']).toBe('false');
    expect(failureMessage(result)).toContain('Script 424242 has no active release or does not exist');
  });

  // The step and the emulator share a fake clock: the release goes live 1.5 s into the wait
  // without anybody sleeping for it.
  it('waits for the expected release to go live', async () => {
    const clock = new FakeClock();
    emulator().useClock(clock);
    emulator().state.scheduleActiveRelease(SEED.scriptWithRelease, { CommitSha: NEW_SHA, Author: 'Robin Releaser' }, { afterMs: 1500 });
    const result = await run(
      {
        'script-id': script,
        'expected-commit-sha': NEW_SHA.slice(0, 10),
        'wait-seconds': '8',
        'poll-interval-seconds': '1',
      },
      { clock },
    );
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ matches: 'true', 'commit-sha': NEW_SHA, author: 'Robin Releaser' });
    expect(result.stdout).toMatch(/Poll 1 at 0 s: live commit is 4f2a9c81d0b3 \(release 9101\), not a1b2c3d4e5 yet; next poll in 1 s/);
    expect(result.stdout).toMatch(/Poll \d at \d s: release \d+ with commit a1b2c3d4e5f6 is live/);
    // The waits were the fake clock's, not real sleeps: no wall-clock bound needed to show it.
    expect(clock.sleeps.length).toBeGreaterThan(0);
    expect(clock.sleeps.every((ms) => ms <= 1000)).toBe(true);
    expect(releaseReads()).toBeGreaterThanOrEqual(2);
    expect(releaseReads()).toBeLessThanOrEqual(4);
  });

  it('counts a 404 while waiting as not yet', async () => {
    emulator().state.scheduleActiveRelease(SEED.scriptWithoutRelease, { CommitSha: NEW_SHA }, { afterRequests: 2 });
    const result = await run(
      {
        'script-id': String(SEED.scriptWithoutRelease),
        'expected-commit-sha': NEW_SHA,
        'wait-seconds': '10',
        'poll-interval-seconds': '1',
      },
      { clock: new FakeClock() },
    );
    expect(result.exitCode).toBe(0);
    expect(result.outputs['matches']).toBe('true');
    expect(result.stdout).toContain('Poll 1 at 0 s: no active release yet; next poll in 1 s');
    expect(releaseReads()).toBe(3);
  });

  // On a fake clock: the polls and the deadline are the action's arithmetic, whatever the load.
  it('gives up on time when the release never goes live', async () => {
    const clock = new FakeClock();
    const result = await run(
      { 'script-id': script, 'expected-commit-sha': NEW_SHA, 'wait-seconds': '3', 'poll-interval-seconds': '1' },
      { clock },
    );
    expect(result.exitCode).toBe(1);
    expect(result.outputs['matches']).toBe('false');
    expect(failureMessage(result)).toMatch(/not the expected commit after 3 s \(4 polls\): expected a1b2c3d4/);
    expect(result.stdout).toContain('time is up');
    // Polls at 0, 1, 2 and 3 s, and not a whole extra interval.
    expect(clock.sleeps).toEqual([1000, 1000, 1000]);
    expect(releaseReads()).toBe(4);
  });

  it('gives up on time when the script never gets a release', async () => {
    const clock = new FakeClock();
    const result = await run(
      { 'script-id': String(SEED.scriptWithoutRelease), 'expected-commit-sha': NEW_SHA, 'wait-seconds': '2', 'poll-interval-seconds': '5' },
      { clock },
    );
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `Script ${SEED.scriptWithoutRelease} has no active release or does not exist after 2 s (2 polls)`,
    );
    // The 5 s interval was cut to the 2 s deadline.
    expect(clock.sleeps).toEqual([2000]);
    expect(releaseReads()).toBe(2);
  });

  it('prints release text from the API so that the runner acts on none of it', async () => {
    emulator().state.setActiveRelease(SEED.scriptWithRelease, {
      CommitSha: NEW_SHA,
      Author: '::error::pwned',
      Note: 'ok\n::error::pwned\n::add-mask::x\n<script>alert(1)</script>',
    });
    const result = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA });
    expect(result.exitCode).toBe(0);
    const acted = actedCommands(result);
    expect(acted.filter((c) => c.command === 'error' || c.data.includes('pwned'))).toEqual([]);
    expect(acted.filter((c) => c.command === 'add-mask').map((c) => c.data)).toEqual([DEFAULT_API_KEY, STAND_IN_GITHUB_TOKEN]);
    expect(result.outputs['author']).toBe('::error::pwned');
    expect(result.summary).not.toContain('<script>');
    expect(result.summary).toContain('&lt;script&gt;');
  });

  it('keeps an author with workflow commands out of any command but its own failure annotation', async () => {
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: NEW_SHA, Author: '::add-mask::x\n::error::pwned' });
    const result = await run({ 'script-id': script, 'expected-commit-sha': 'abcdef0' });
    expect(result.exitCode).toBe(1);
    const acted = actedCommands(result);
    // The one error command is the step's own failure, whose text only quotes the author.
    const errors = acted.filter((c) => c.command === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.properties).toContain('title=bunny.net get-active-release failed');
    expect(errors[0]?.data).toContain('::add-mask::x\\n::error::pwned, released');
    expect(acted.filter((c) => c.command === 'add-mask').map((c) => c.data)).toEqual([DEFAULT_API_KEY, STAND_IN_GITHUB_TOKEN]);
  });

  it.each([
    [{ 'expected-commit-sha': 'main' }, "Input 'expected-commit-sha': got 'main'; expected a commit SHA of 7 to 40 hexadecimal digits"],
    [{ 'expected-commit-sha': 'abc123' }, "Input 'expected-commit-sha': got 'abc123'; expected a commit SHA of 7 to 40"],
    [{ 'wait-seconds': '30' }, "Input 'wait-seconds': needs expected-commit-sha"],
    [
      { 'expected-commit-sha': 'abcdef0', 'wait-seconds': '-1' },
      "Input 'wait-seconds': got '-1'; expected a decimal integer from 0 to 21600",
    ],
    [
      { 'expected-commit-sha': 'abcdef0', 'poll-interval-seconds': '0' },
      "Input 'poll-interval-seconds': got '0'; expected a decimal integer from 1 to 3600",
    ],
    [{ 'script-id': '' }, "Input 'script-id': is required"],
  ])('refuses bad input before any request: %j', async (inputs, message) => {
    const result = await run({ 'script-id': script, ...inputs });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(message);
    expect(emulator().requests).toHaveLength(0);
  });

  it('shows the request in a dry run', async () => {
    const result = await run({ 'script-id': script, 'dry-run': 'true', 'expected-commit-sha': 'abcdef0', 'wait-seconds': '60' });
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({ dryRun: true, requests: [{ method: 'GET', path: activePath(script) }] });
    expect(emulator().requests).toHaveLength(0);
  });

  it('leaves a failure verdict in the summary when the API refuses the call', async () => {
    const result = await run({ 'script-id': script, 'api-key': 'wrong-key-0000' });
    expect(result.exitCode).toBe(1);
    expect(result.summary).toContain('❌');
    expect(result.summary).toContain('answered 401 Unauthorized');
  });

  it('reads an active release whose answer is over 32 MiB: a script under the size limit, its code escaped in JSON', async () => {
    // 6 MiB of a control character, which JSON escapes as \u0001 (6 bytes each): 36 MiB of answer.
    const code = `// big\n${'\u0001'.repeat(6 * 1024 * 1024)}`;
    emulator().state.edgeScripts.setActiveRelease(Number(script), { Code: code, Note: 'big' });
    const result = await run({ 'script-id': script });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['code-sha256']).toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('gives the SHA-256 of the live code and says where the commit came from', async () => {
    const result = await run({ 'script-id': script });
    expect(result.outputs['code-sha256']).toBe(createHash('sha256').update(SEED_RELEASE.Code).digest('hex'));
    expect(result.outputs['commit-source']).toBe('CommitSha');
  });

  it('fills commit-sha from the Note when CommitSha is empty: the full SHA, never a shorter hex word', async () => {
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: `deadbeef then ${NEW_SHA}`, Code: 'x' });
    const plain = await run({ 'script-id': script });
    expect(plain.outputs).toMatchObject({ 'commit-sha': NEW_SHA, 'commit-source': 'Note' });
    expect(plain.outputs['code-sha256']).toBe(createHash('sha256').update('x').digest('hex'));
    const expected = await run({ 'script-id': script, 'expected-commit-sha': 'deadbeef' });
    expect(expected.outputs).toMatchObject({ 'commit-sha': NEW_SHA, 'commit-source': 'Note', matches: 'false' });
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: 'Manual deploy' });
    const none = await run({ 'script-id': script });
    expect(none.outputs['commit-sha']).toBeUndefined();
    expect(none.outputs['commit-source']).toBeUndefined();
  });

  it('takes a commit from a note only as a deploy names it: never a date, a run number, or a rollback note', async () => {
    for (const note of [
      `Roll back after a failed publish of ${NEW_SHA} (run 42)`,
      'Deploy 20250114 (run 1234567)',
      `Rolled back to ${NEW_SHA}`,
    ]) {
      emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: note });
      const result = await run({ 'script-id': script, 'expected-commit-sha': note.includes(NEW_SHA) ? NEW_SHA : '20250114' });
      expect(result.exitCode, note).toBe(1);
      expect(result.outputs['matches']).toBe('false');
      expect(result.outputs['commit-sha']).toBeUndefined();
    }
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: 'Deploy 4f2a9c8 from main' });
    const short = await run({ 'script-id': script, 'expected-commit-sha': '4f2a9c8' });
    expect(short.outputs).toMatchObject({ matches: 'true', 'commit-sha': '4f2a9c8', 'commit-source': 'Note' });
  });

  it('matches a full expected SHA against the abbreviated one a "Deploy <sha>" note names, and no other commit', async () => {
    const short = NEW_SHA.slice(0, 7);
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: `Deploy ${short} (run 42)` });
    const full = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA.toUpperCase() });
    expect(failureMessage(full)).toBe('');
    expect(full.outputs).toMatchObject({ matches: 'true', 'commit-sha': short, 'commit-source': 'Note' });
    expect(full.stdout).toContain(`Commit ${NEW_SHA} is live: release`);
    // Both abbreviated, the note's the shorter: they agree as far as both go, as a full SHA and the note do.
    const longer = await run({ 'script-id': script, 'expected-commit-sha': NEW_SHA.slice(0, 12) });
    expect(longer.outputs['matches']).toBe('true');
    // A commit the note's digits do not begin is another commit, however much else they share.
    const other = await run({ 'script-id': script, 'expected-commit-sha': `${NEW_SHA.slice(0, 6)}f${NEW_SHA.slice(7)}` });
    expect(other.exitCode).toBe(1);
    expect(other.outputs['matches']).toBe('false');
    expect(failureMessage(other)).toContain(`the Note names ${short}`);
  });

  it('asks again about a 503 during its wait, as publish-script does', async () => {
    const clock = new FakeClock();
    emulator().useClock(clock);
    emulator().state.scheduleActiveRelease(SEED.scriptWithRelease, { CommitSha: NEW_SHA }, { afterRequests: 2 });
    emulator().inject({ kind: 'status', status: 503, method: 'GET', path: '/releases/active', times: 1 });
    const result = await run(
      { 'script-id': script, 'expected-commit-sha': NEW_SHA, 'wait-seconds': '10', 'poll-interval-seconds': '1', 'max-attempts': '1' },
      { clock },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/Poll 1 at 0 s: the read failed \(GET .*answered 503.*\); asking again; next poll in 1 s/);
    expect(result.outputs['matches']).toBe('true');
  });

  it('a wait whose last read fails says what it expected, how long it waited and the release it last saw, matches false', async () => {
    const clock = new FakeClock();
    emulator().useClock(clock);
    // The first two reads are answered (the seeded release, another commit), every later one is a 503.
    emulator().inject({ kind: 'delay', ms: 0, method: 'GET', path: '/releases/active', times: 2 });
    emulator().inject({ kind: 'status', status: 503, method: 'GET', path: '/releases/active', times: Infinity });
    const inputs = {
      'script-id': script,
      'expected-commit-sha': NEW_SHA,
      'wait-seconds': '3',
      'poll-interval-seconds': '1',
      'max-attempts': '1',
    };
    const result = await run(inputs, { clock });
    expect(result.exitCode).toBe(1);
    expect(releaseReads()).toBe(4);
    expect(failureMessage(result)).toBe(
      `Commit ${NEW_SHA} is not seen live after 3 s (4 polls): the last read of the active release failed ` +
        `(GET ${activePath(script)} answered 503 Service Unavailable), so what is live is not known; ` +
        `the last read answered (poll 2) found release ${SEED.activeReleaseId} (by Dana Developer, released 2024-05-14T09:30:00Z): ` +
        `CommitSha is ${SEED.activeCommitSha}`,
    );
    expect(result.outputs).toMatchObject({
      matches: 'false',
      'release-id': String(SEED.activeReleaseId),
      'commit-sha': SEED.activeCommitSha,
      status: '503',
    });
    expect(result.summary).toContain(`❌ <strong>Release not confirmed: expected commit ${NEW_SHA}, the last read failed</strong>`);

    // No read answered at all: nothing was seen, so nothing is said of a match.
    emulator().requests.length = 0;
    const blind = await run(inputs, { clock });
    expect(blind.exitCode).toBe(1);
    expect(failureMessage(blind)).toContain(
      `Commit ${NEW_SHA} is not seen live after 3 s (4 polls): the last read of the active release failed`,
    );
    expect(failureMessage(blind)).toContain('; no read of the wait was answered');
    expect(blind.outputs['matches']).toBeUndefined();
    expect(blind.outputs['release-id']).toBeUndefined();
  });

  // A read's own retries keep to the wait: no Retry-After or rate-limit back-off sleeps past it.
  for (const [what, headers, status] of [
    ['503 + Retry-After: 60', { 'Retry-After': '60' }, 503],
    ['429, no Retry-After', {}, 429],
  ] as const)
    it(`wait-seconds 10: ${what} on every read does not keep the step past 10 s`, async () => {
      const clock = new FakeClock();
      emulator().useClock(clock);
      emulator().inject({ kind: 'status', status, method: 'GET', path: '/releases/active', headers, times: Infinity });
      const result = await run(
        {
          'script-id': script,
          'expected-commit-sha': 'a1b2c3d4e5f6',
          'wait-seconds': '10',
          'poll-interval-seconds': '2',
          'max-attempts': '10',
        },
        { clock },
      );
      expect(result.exitCode).toBe(1);
      const slept = clock.sleeps.reduce((a, b) => a + b, 0);
      expect(slept, `slept ${slept} ms in ${clock.sleeps.length} sleeps`).toBeLessThanOrEqual(10_000);
      expect(failureMessage(result)).toContain(`answered ${status}`);
      expect(failureMessage(result)).not.toContain("the API's rate limit in all");
      expect(releaseReads()).toBeGreaterThanOrEqual(2);
    });

  it("masks the start of the api key where the summary's Note cell cuts the release note through it", async () => {
    // 288 characters and then the key: the 300-character cut keeps its first 12.
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { Note: `${'x'.repeat(288)}${DEFAULT_API_KEY}` });
    const result = await run({ 'script-id': script });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.summary).toContain(`<td>${'x'.repeat(288)}***…</td>`);
  });
});
