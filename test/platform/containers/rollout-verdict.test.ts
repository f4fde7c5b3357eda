import { describe, expect, it } from 'vitest';
import type { Overview } from '../../../src/api/models/app-read.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { judgeRollout, runsImage, waitForRollout, type ExpectedImage } from '../../../src/platform/containers/rollout-verdict.ts';
import { FakeClock } from '../../support/fake-clock.ts';

const NEW = 'example/web:2.0.0@sha256:' + 'b'.repeat(64);
const OLD = 'example/web:1.0.0@sha256:' + 'a'.repeat(64);
const expected: ExpectedImage[] = [{ container: 'web', tag: '2.0.0' }];

const container = (overrides: Record<string, unknown> = {}) => ({
  name: 'web',
  status: 'ready',
  image: NEW,
  numberOfRestarts: 0,
  ...overrides,
});
const overview = (status: string, containers = [container()], podStatus = 'ready'): Overview => ({
  status,
  regions: [{ region: 'DE', status, pods: [{ name: 'pod-de-0', status: podStatus, containers }] }],
});

describe('judgeRollout', () => {
  it('is done when active and every pod runs the new image ready, in any casing', () => {
    expect(judgeRollout(overview('Active'), expected).state).toBe('done');
  });

  it('waits while the application is progressing or a pod still runs the old image', () => {
    expect(judgeRollout(overview('progressing'), expected)).toMatchObject({ state: 'waiting', why: 'the application is progressing' });
    expect(judgeRollout(overview('active', [container({ image: OLD })]), expected)).toMatchObject({
      state: 'waiting',
      why: `pod pod-de-0 in DE runs web on ${OLD}`,
    });
    expect(judgeRollout(overview('active', [container({ status: 'started' })], 'scheduled'), expected).state).toBe('waiting');
    expect(judgeRollout({ status: 'active', regions: [] }, expected).state).toBe('waiting');
  });

  it('is held only by a required region that reads progressing, never by a failing one, counts or optional regions', () => {
    const pod = { name: 'pod-de-0', status: 'ready', containers: [container()] };
    const withRegions = (regions: NonNullable<Overview['regions']>): Overview => ({ status: 'active', regions });
    const de = { region: 'DE', status: 'active', pods: [pod] };
    expect(judgeRollout(withRegions([{ region: 'DE', pods: [pod] }]), expected).state).toBe('done');
    // Counts the overview gives (what they count is not documented) decide nothing.
    expect(judgeRollout({ ...withRegions([{ ...de, instances: 2 }]), desiredInstances: 3 }, expected).state).toBe('done');
    for (const status of ['progressing', 'Progressing']) {
      expect(judgeRollout(withRegions([de, { region: 'UK', status, pods: [] }]), expected)).toMatchObject({
        state: 'waiting',
        why: `region UK is ${status.toLowerCase()}`,
      });
      expect(judgeRollout(withRegions([de, { region: 'UK', isRequired: true, status, pods: [] }]), expected).state).toBe('waiting');
      expect(judgeRollout(withRegions([de, { region: 'UK', isRequired: false, status, pods: [] }]), expected).state).toBe('done');
    }
    for (const status of ['failing', 'unknown', 'inactive', undefined]) {
      expect(judgeRollout(withRegions([de, { region: 'UK', isRequired: true, status, pods: [] }]), expected).state).toBe('done');
    }
  });

  it('fails on failing or suspended', () => {
    expect(judgeRollout(overview('failing'), expected)).toMatchObject({ state: 'failed', why: 'the application is failing' });
    expect(judgeRollout(overview('Suspended'), expected)).toMatchObject({ state: 'failed', why: 'the application is suspended' });
  });

  it('fails on a crash loop of the new image with region, pod, container, reason, message and exit code', () => {
    const crashing = container({
      status: 'notStarted',
      reason: 'CrashLoopBackOff',
      message: 'back-off',
      exitCode: 137,
      numberOfRestarts: 2,
    });
    const verdict = judgeRollout(overview('progressing', [crashing], 'scheduled'), expected);
    expect(verdict.state).toBe('failed');
    expect(verdict.state === 'failed' && verdict.failure).toEqual({
      region: 'DE',
      pod: 'pod-de-0',
      container: 'web',
      reason: 'CrashLoopBackOff',
      message: 'back-off',
      exitCode: 137,
      restarts: 2,
      status: 'notStarted',
      sameImage: false,
    });
  });

  it("judges a ready container's restarts in a pod only a new digest behind the same tag tells apart, and only where the digest shows", () => {
    const [oldDigest, newDigest] = ['sha256:' + 'a'.repeat(64), 'sha256:' + 'c'.repeat(64)];
    const latest: ExpectedImage[] = [
      { container: 'web', tag: 'latest', digest: newDigest, previous: { tag: 'latest', digest: oldDigest } },
    ];
    const flapping = (image: string) => container({ image, numberOfRestarts: 4 });
    // Shown with the new digest: the change's own pod, so its restarts are this rollout's.
    expect(judgeRollout(overview('active', [flapping(`example/web:latest@${newDigest}`)]), latest, 'active').state).toBe('failed');
    // Shown by tag only: the pod may be one from before the change, so its past restarts are not judged.
    expect(judgeRollout(overview('active', [flapping('example/web:latest')]), latest, 'active').state).not.toBe('failed');
  });

  it('does not take a pod on the images a rollback puts back for one of its own', () => {
    const back: ExpectedImage[] = [{ container: 'web', tag: '1.0.0', previous: { tag: '2.0.0' } }];
    const oldPod = overview('active', [container({ image: OLD, numberOfRestarts: 4 })]);
    expect(judgeRollout(oldPod, back).state).toBe('failed');
    expect(judgeRollout(oldPod, back, undefined, { replacesFailingPods: true }).state).toBe('done');
  });

  it('fails on an error exit of the new image, and ignores an old pod that restarts', () => {
    const exited = container({ status: 'notStarted', exitCode: 1, reason: 'Error' });
    expect(judgeRollout(overview('progressing', [exited]), expected).state).toBe('failed');
    const oldRestarting = container({ image: OLD, reason: 'CrashLoopBackOff', numberOfRestarts: 9 });
    expect(judgeRollout(overview('progressing', [oldRestarting]), expected).state).toBe('waiting');
  });

  it('compares only the end of the image reference: tag, tag with digest, or digest', () => {
    expect(runsImage('registry.example/ns/web:2.0.0', { container: 'web', tag: '2.0.0' })).toBe(true);
    expect(runsImage(NEW, { container: 'web', tag: '2.0.0' })).toBe(true);
    expect(runsImage('example/web:12.0.0', { container: 'web', tag: '2.0.0' })).toBe(false);
    expect(runsImage(OLD, { container: 'web', tag: '1.0.0', digest: 'sha256:' + 'a'.repeat(64) })).toBe(true);
    expect(runsImage(undefined, { container: 'web', tag: '2.0.0' })).toBe(false);
  });
});

describe('a ready container with past restarts, behind a tag whose earlier digest is not known', () => {
  it('is no sign of a pod of this change: the same tag and repository may be the old image', () => {
    const unknownBefore: ExpectedImage[] = [
      { container: 'web', tag: '2.0.0', digest: 'sha256:' + 'b'.repeat(64), previous: { tag: '2.0.0' } },
    ];
    expect(judgeRollout(overview('active', [container({ numberOfRestarts: 4 })]), unknownBefore).state).toBe('done');
    // A tag that moved is a sign, and the change's own pod is judged on its restarts.
    const moved: ExpectedImage[] = [{ container: 'web', tag: '2.0.0', digest: 'sha256:' + 'b'.repeat(64), previous: { tag: '1.0.0' } }];
    expect(judgeRollout(overview('active', [container({ numberOfRestarts: 4 })]), moved).state).toBe('failed');
  });
});

describe('waitForRollout', () => {
  it('polls one interval apart until done', async () => {
    const clock = new FakeClock();
    const answers = [overview('progressing'), overview('progressing'), overview('active')];
    let reads = 0;
    const result = await waitForRollout({ read: async () => answers[reads++]!, expected, waitMs: 60_000, intervalMs: 5000, clock });
    expect(result).toMatchObject({ polls: 3, elapsedMs: 10_000 });
    expect(result.last?.state).toBe('done');
    expect(clock.sleeps).toEqual([5000, 5000]);
  });

  it('takes a failing status from before the write for "not done yet" until the overview leaves it', async () => {
    const clock = new FakeClock();
    const stale = overview('Failing', [container({ image: OLD })]);
    const answers = [stale, stale, overview('progressing'), overview('failing')];
    let reads = 0;
    const result = await waitForRollout({
      read: async () => answers[reads++]!,
      expected,
      statusBefore: 'failing',
      waitMs: 60_000,
      intervalMs: 5000,
      clock,
    });
    expect(result.polls).toBe(4);
    expect(result.last).toMatchObject({ state: 'failed', why: 'the application is failing' });
  });

  it("takes a failing status from before the write for this change's a minute after the write, not at the deadline", async () => {
    const clock = new FakeClock();
    const lines: string[] = [];
    const result = await waitForRollout({
      read: async () => overview('failing', [container({ status: 'started' })], 'scheduled'),
      expected,
      statusBefore: 'Failing',
      waitMs: 600_000,
      intervalMs: 5000,
      clock,
      onPoll: (sample) => lines.push(sample.value?.state === 'waiting' ? sample.value.why : ''),
    });
    expect(result).toMatchObject({ polls: 13, elapsedMs: 60_000 });
    expect(result.last).toMatchObject({ state: 'failed', why: 'the application is still failing, as it was before this change' });
    expect(lines[0]).toBe('the application is still failing, as before this change: the status may not have caught up with the write yet');
  });

  it('takes an active status from before the write for "not done yet" while the pods cannot tell the new rollout from the old', async () => {
    const clock = new FakeClock();
    // Same tag, no digest asked for: an old pod looks like a new one.
    const same: ExpectedImage[] = [{ container: 'web', tag: '2.0.0', previous: { tag: '2.0.0', digest: 'sha256:' + 'b'.repeat(64) } }];
    const answers = [overview('active'), overview('active'), overview('progressing'), overview('active')];
    let reads = 0;
    const lines: string[] = [];
    const result = await waitForRollout({
      read: async () => answers[reads++]!,
      expected: same,
      statusBefore: 'Active',
      waitMs: 60_000,
      intervalMs: 5000,
      clock,
      onPoll: (sample) => lines.push(sample.value?.state === 'waiting' ? sample.value.why : ''),
    });
    expect(result).toMatchObject({ polls: 4, last: { state: 'done' } });
    expect(lines[0]).toContain(
      'the application is still active, as before this change, and no pod runs an image only this change asks for',
    );
    // A new digest, a new tag, or a new container tells the new pods apart: they decide at once.
    const told: ExpectedImage[][] = [
      [{ ...same[0]!, digest: 'sha256:' + 'c'.repeat(64) }],
      [{ container: 'web', tag: '2.0.0', previous: { tag: '1.0.0' } }],
      [{ container: 'web', tag: '2.0.0' }],
    ];
    for (const images of told)
      expect(
        judgeRollout(overview('active', [container({ image: 'example/web:2.0.0@sha256:' + 'c'.repeat(64) })]), images, 'active').state,
      ).toBe('done');
    // Settings only, or an unchanged image, with the status from before the write: not yet.
    expect(judgeRollout(overview('active'), same, 'active')).toMatchObject({ state: 'waiting', unconfirmed: true });
    // No container to wait for: the write changed nothing that starts a rollout, so the status from before it is current.
    expect(judgeRollout(overview('active'), [], 'active').state).toBe('done');
    expect(judgeRollout(overview('active'), same).state).toBe('done');
  });

  it('goes on through transient failures and throws on any other', async () => {
    const clock = new FakeClock();
    let reads = 0;
    const result = await waitForRollout({
      read: async () => {
        reads += 1;
        if (reads === 1) throw new ApiError('GET x answered 503', { kind: 'http', request: 'GET x', status: 503 });
        if (reads === 2) throw new ApiError('GET x: no answer', { kind: 'timeout', request: 'GET x' });
        return overview('active');
      },
      expected,
      waitMs: 60_000,
      intervalMs: 1000,
      clock,
    });
    expect(result.polls).toBe(3);
    expect(result.last?.state).toBe('done');
    await expect(
      waitForRollout({
        read: async () => {
          throw new ApiError('GET x answered 404', { kind: 'http', request: 'GET x', status: 404 });
        },
        expected,
        waitMs: 60_000,
        intervalMs: 1000,
        clock,
      }),
    ).rejects.toThrow('404');
  });

  it('makes its last read at the deadline and reports what it last saw', async () => {
    const clock = new FakeClock();
    const result = await waitForRollout({ read: async () => overview('progressing'), expected, waitMs: 12_000, intervalMs: 5000, clock });
    expect(clock.sleeps).toEqual([5000, 5000, 2000]);
    expect(result).toMatchObject({ polls: 4, elapsedMs: 12_000 });
    expect(result.last).toMatchObject({ state: 'waiting', status: 'progressing' });
  });
});

describe('a tag asked for again on a new digest, with an overview that names images by tag only', () => {
  const OLD_DIGEST = 'sha256:' + 'a'.repeat(64);
  const NEW_DIGEST = 'sha256:' + 'b'.repeat(64);
  // update-app image-tags web=latest: the registry moved latest since the last deploy.
  const latest: ExpectedImage[] = [
    {
      container: 'web',
      tag: 'latest',
      digest: NEW_DIGEST,
      image: 'example/web',
      previous: { tag: 'latest', digest: OLD_DIGEST, image: 'example/web' },
    },
  ];
  // An old pod, as the overview shows it: the tag, no digest.
  const tagOnly = () => overview('active', [container({ image: 'example/web:latest', imageDisplay: 'example/web:latest' })]);

  it('is not done at once while the status may be the one from before the write', () => {
    const verdict = judgeRollout(tagOnly(), latest, 'active');
    // `unconfirmed`, with the containers it is about: a wait that ends here saw no rollout, and no failure either.
    expect(verdict).toMatchObject({ state: 'waiting', unconfirmed: true, untold: ['web'] });
    expect(verdict.state === 'waiting' && verdict.why).toContain(
      'the overview shows web on the old tag without a digest: pods on the new digest cannot be told from the old (live once the overview has shown another status; unconfirmed 60 s after the write)',
    );
  });

  it('is unconfirmed, not done, at the bound of a minute when the status never changed', async () => {
    const clock = new FakeClock();
    const result = await waitForRollout({
      read: async () => tagOnly(),
      expected: latest,
      statusBefore: 'active',
      waitMs: 120_000,
      intervalMs: 5000,
      clock,
    });
    expect(result).toMatchObject({ polls: 13, settled: true, last: { state: 'unconfirmed', status: 'active', untold: ['web'] } });
    // Before the bound, the deadline leaves the hold: unconfirmed too, with the containers it is about.
    const short = await waitForRollout({
      read: async () => tagOnly(),
      expected: latest,
      statusBefore: 'active',
      waitMs: 30_000,
      intervalMs: 5000,
      clock: new FakeClock(),
    });
    expect(short.last).toMatchObject({ state: 'waiting', unconfirmed: true, untold: ['web'] });
  });

  it('is done, not held, when another container of the same pods runs an image only this change asks for', () => {
    const both: ExpectedImage[] = [...latest, { container: 'api', tag: '2.0.0', image: 'example/api', previous: { tag: '1.0.0' } }];
    const pods = overview('active', [container({ image: 'example/web:latest' }), container({ name: 'api', image: 'example/api:2.0.0' })]);
    expect(judgeRollout(pods, both, 'active')).toEqual({ state: 'done', status: 'active', regions: expect.any(Array) });
  });

  it('takes a crash-looping pod on the same tag, shown without a digest, for an old one while the status may be the old one', () => {
    // The rollback of web=latest: the pods it replaces crash-loop on latest, the tag it puts back.
    const back: ExpectedImage[] = [
      {
        container: 'web',
        tag: 'latest',
        digest: OLD_DIGEST,
        image: 'example/web',
        previous: { tag: 'latest', digest: NEW_DIGEST, image: 'example/web' },
      },
    ];
    const crashing = (image: string, status = 'progressing') =>
      overview(
        status,
        [container({ image, status: 'notStarted', reason: 'CrashLoopBackOff', numberOfRestarts: 4, exitCode: 1 })],
        'scheduled',
      );
    const rollback = { replacesFailingPods: true };
    expect(judgeRollout(crashing('example/web:latest'), back, 'progressing').state).toBe('waiting');
    const held = judgeRollout(crashing('example/web:latest', 'active'), back, 'active', rollback);
    expect(held.state === 'waiting' && held.why).toBe(
      'container web in pod pod-de-0 (DE) is failing (CrashLoopBackOff) on the tag it ran before this change, shown without a digest: it may be a pod from before the write',
    );
    // Once the status is this change's own, or the digest shown is the one asked for, the failure counts.
    expect(judgeRollout(crashing('example/web:latest'), back, undefined, rollback).state).toBe('failed');
    expect(judgeRollout(crashing(`example/web:latest@${OLD_DIGEST}`), back, 'progressing', rollback).state).toBe('failed');
  });

  it("fails at once on a crash loop on a reused tag after an active application: its old pods were not failing, so the failing pod is this change's", () => {
    const crashing = overview(
      'active',
      [container({ image: 'example/web:latest', status: 'notStarted', reason: 'CrashLoopBackOff', numberOfRestarts: 4, exitCode: 1 })],
      'scheduled',
    );
    expect(judgeRollout(crashing, latest, 'active')).toMatchObject({ state: 'failed' });
  });

  it("is done once the status is this change's own, saying the digest was not shown; a digest shown still decides at once", () => {
    expect(judgeRollout(tagOnly(), latest)).toMatchObject({ state: 'done', untold: ['web'] });
    const shown = overview('active', [container({ image: `example/web:latest@${NEW_DIGEST}` })]);
    expect(judgeRollout(shown, latest, 'active')).toEqual({ state: 'done', status: 'active', regions: expect.any(Array) });
    const old = overview('active', [container({ image: `example/web:latest@${OLD_DIGEST}` })]);
    expect(judgeRollout(old, latest, 'active').state).toBe('waiting');
  });

  it('holds until the overview shows the rollout in progress', async () => {
    const answers = [tagOnly(), tagOnly(), overview('progressing'), tagOnly()];
    const result = await waitForRollout({
      read: async () => answers.shift() ?? tagOnly(),
      expected: latest,
      statusBefore: 'active',
      waitMs: 30_000,
      intervalMs: 5000,
      clock: new FakeClock(),
    });
    expect(result).toMatchObject({ polls: 4, last: { state: 'done', untold: ['web'] } });
  });

  it('compares the tag alone, as the facts say, whatever form the overview gives the repository', () => {
    // No digest known (app-config without one): the repository shown in another form still counts.
    const image: ExpectedImage = { container: 'web', tag: '2', image: 'org/web', previous: { tag: '1', image: 'org/web' } };
    expect(runsImage('web:2', image)).toBe(true);
    expect(runsImage(null, image, 'web:2')).toBe(true);
    expect(runsImage('ghcr.io/org/web:2', image)).toBe(true);
    expect(runsImage('org/web:1', image)).toBe(false);
    expect(judgeRollout(overview('active', [container({ image: 'web:2', imageDisplay: 'web:2' })]), [image], 'active').state).toBe('done');
  });

  it('reads the repository beside the tag only for a container the write moved to another repository', () => {
    const image: ExpectedImage = { container: 'web', tag: '2.0.0', image: 'example/web' };
    // A new repository on the same tag tells the new pods apart: an old pod on the old repository is not done.
    const moved: ExpectedImage[] = [{ ...image, previous: { tag: '2.0.0', image: 'example/old-web' } }];
    expect(judgeRollout(overview('active', [container({ image: 'example/old-web:2.0.0' })]), moved, 'active').state).toBe('waiting');
    expect(judgeRollout(overview('active', [container({ image: 'example/web:2.0.0' })]), moved, 'active').state).toBe('done');
    // Shown in a shorter or a longer form, the new repository still counts.
    expect(judgeRollout(overview('active', [container({ image: 'web:2.0.0' })]), moved, 'active').state).toBe('done');
    expect(judgeRollout(overview('active', [container({ image: 'ghcr.io/example/web:2.0.0' })]), moved, 'active').state).toBe('done');
    const library: ExpectedImage[] = [{ ...image, image: 'library/nginx', previous: { tag: '2.0.0', image: 'example/web' } }];
    expect(runsImage('docker.io/library/nginx:2.0.0', library[0] as ExpectedImage)).toBe(true);
    expect(runsImage('nginx:2.0.0', library[0] as ExpectedImage)).toBe(true);
    expect(runsImage('example/web:2.0.0', library[0] as ExpectedImage)).toBe(false);
  });
});
