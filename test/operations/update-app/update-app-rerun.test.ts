import { describe, expect, it } from 'vitest';
import { digestOf } from '../../../emulator/apps/state.ts';
import { SEED, seedAppConfig } from '../../../emulator/server.ts';
import { failureMessage, runAgainst } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { useSeededApp } from '../../support/update-app.ts';

/*
 * A re-run of an image update whose images are live already, wholly (the first run wrote, then
 * its wait failed or was cancelled) or in part (the first run's PATCH of one container was
 * refused, and its message says to run the step again): an image live before the step is not
 * sent again and never "rolled back" to itself.
 */
const { emulator, base, secrets, app, run, imageOf, idOf, documentedRollback } = useSeededApp();
const patches = () =>
  emulator()
    .requests.filter((request) => request.method === 'PATCH')
    .map((request) => [request.path.split('/').at(-1), request.body]);

describe('update-app: a re-run whose images are all live already', () => {
  it('sends no PATCH, and a failing rollout is not "rolled back" to the new image', async () => {
    // Every rollout fails: the first run's, and any a re-run would start.
    app().nextRollout = { mode: 'fail', reads: 1, repeat: true };
    const first = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' });
    expect(first.exitCode).toBe(1);
    expect(imageOf('web')).toContain(':2.0.0@');
    emulator().requests.length = 0;

    const rerun = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(rerun.exitCode).toBe(1);
    expect(patches()).toEqual([]);
    expect(rerun.outputs['rolled-back']).toBe('false');
    const message = failureMessage(rerun);
    expect(message).toMatch(/^The rollout of application .* failed/);
    expect(message).toContain('This step changed nothing (every image was live already before it), so nothing was rolled back.');
    expect(message).not.toContain('Rolled back');
    expect(rerun.summary).toContain('Not rolled back: this step changed nothing');
    expect(rerun.stdout).toContain('is live already: nothing to write, not sent again');
    // Web's image before the first run cannot be known: previous-images is empty, not this step's own image.
    expect(rerun.outputs['previous-images']).toBe('');
    expect(rerun.summary).toContain('web asks for the image it already runs (unchanged, or set by an earlier run of this step)');
    expect(rerun.summary).toContain('previous-images is left empty, as a rollback to it would restore nothing');
  });

  it('fails at once on a failing application: with no write, its status is not waited on as one that has not caught up', async () => {
    // The first run's rollout leaves the application failing, with no pod failing on the new image.
    app().nextRollout = { mode: 'fail', reads: 1 };
    const first = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '120' });
    expect(first.exitCode).toBe(1);
    expect(app().status).toBe('failing');
    emulator().requests.length = 0;

    const clock = new FakeClock();
    const rerun = await runAgainst(emulator(), { ...base, 'image-tags': 'web=2.0.0', 'wait-seconds': '120' }, { secrets, clock });
    expect(rerun.exitCode).toBe(1);
    expect(patches()).toEqual([]);
    // The first read decides: no sleep of the wait's polls, let alone the minute a stale status is excused.
    expect(clock.now()).toBe(0);
    expect(failureMessage(rerun)).toMatch(/^The rollout of application .* failed .*: the application is failing/);
    expect(rerun.outputs['app-status']).toBe('failing');
  });

  it('the dry run says nothing would be sent, and the run still waits for the rollout and proves it live', async () => {
    // The first run's wait ends before its rollout does (3 reads in 10 s; the rollout needs 5).
    app().nextRollout = { mode: 'succeed', reads: 5 };
    const first = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '10' });
    expect(first.exitCode).toBe(1);
    expect(failureMessage(first)).toContain('did not finish within wait-seconds');
    emulator().requests.length = 0;

    const dry = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60', 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect((JSON.parse(dry.outputs['result'] ?? '') as { requests: unknown[] }).requests).toEqual([]);
    expect(dry.stdout).toContain('Dry run: every image above is live already: no PATCH would be sent.');

    const rerun = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(patches()).toEqual([]);
    expect(rerun.stdout).toContain('The rollout is live');
    expect(rerun.outputs['app-status']).toBe('active');
    expect(rerun.outputs['rolled-back']).toBe('false');
  });
});

describe("update-app: the documented rollback step fed a re-run's previous-images", () => {
  const unknowable =
    'web asks for the image it already runs (unchanged, or set by an earlier run of this step): previous-images is left empty, as a rollback to it would restore nothing';

  // The first run's deploy went live, then the job was cancelled (no failure() step ran) and re-run.
  it("fed the re-run's previous-images, puts back what ran before the first run, or does not run", async () => {
    const before = imageOf('web');
    expect((await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' })).exitCode).toBe(0);
    const rerun = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' });
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    const rollback = await documentedRollback(rerun.outputs['previous-images']);
    // Never a rollback that "succeeds" and leaves web on this step's image.
    if (rollback?.exitCode === 0) expect(imageOf('web')).toBe(before);
    // The platform keeps no earlier image: the one before the first run cannot be known, and the step says so.
    expect(rollback).toBeUndefined();
    expect(rerun.outputs['previous-images']).toBe('');
    expect(rerun.stdout).toContain(unknowable);
    expect(rerun.summary).toContain(unknowable);
    expect(imageOf('web')).toContain(':2.0.0@');
  });

  it('the dry run of the re-run leaves previous-images empty too, and says why', async () => {
    expect((await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' })).exitCode).toBe(0);
    const dry = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60', 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.outputs['previous-images']).toBe('');
    expect(dry.stdout).toContain(unknowable);
  });

  it("a re-run whose tag the registry cannot resolve leaves the live tag out of previous-images: its digest unknown, it may be this step's", async () => {
    expect((await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' })).exitCode).toBe(0);
    emulator().inject({
      kind: 'status',
      status: 404,
      method: 'POST',
      path: '/mc/registries/digest',
      body: { title: 'Not Found', status: 404, detail: 'Image tag not found.' },
    });
    const rerun = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' });
    expect(rerun.exitCode).toBe(1);
    expect(failureMessage(rerun)).toContain("Could not resolve tag '2.0.0' of container 'web'");
    expect(rerun.outputs['previous-images']).toBe('');
    expect(await documentedRollback(rerun.outputs['previous-images'])).toBeUndefined();
    expect(imageOf('web')).toContain(':2.0.0@');
  });
});

describe('update-app: a re-run whose wait ends before the rollout an earlier run started', () => {
  it('says this step sent nothing, not that the update was sent', async () => {
    app().nextRollout = { mode: 'never', reads: 0 };
    const first = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '10' });
    expect(failureMessage(first)).toContain('The update was sent: it may still finish.');
    const rerun = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '10' });
    expect(rerun.exitCode).toBe(1);
    const message = failureMessage(rerun);
    expect(message).toContain('did not finish within wait-seconds');
    expect(message).toContain(
      'This step sent nothing (every image was live already): the rollout an earlier run started may still finish.',
    );
    expect(message).not.toContain('The update was sent');
  });
});

describe('update-app: a re-run after a first run that changed one container of two', () => {
  it('sends only the other, and a failing rollout puts back only the container this run changed', async () => {
    const workerBefore = imageOf('worker');
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'PATCH',
      path: `/containers/${idOf('worker')}`,
      body: { title: 'One or more validation errors occurred.', status: 400, errors: [{ field: 'imageTag', message: 'No such tag.' }] },
    });
    const both = { 'image-tags': 'web=2.0.0\nworker=2.0.0' };
    const first = await run(both);
    expect(first.exitCode).toBe(1);
    expect(failureMessage(first)).toContain('Run the step again to finish the update');
    expect(imageOf('web')).toContain(':2.0.0@');
    emulator().requests.length = 0;

    // The failing plan is for the re-run's update only: its rollback then goes live.
    app().nextRollout = { mode: 'fail', reads: 1 };
    const rerun = await run({ ...both, 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    // Web is not sent again, neither forward nor "back".
    expect(patches()).toEqual([
      [idOf('worker'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-worker:2.0.0') }],
      [idOf('worker'), { imageTag: '1.4.2', imageDigest: digestOf('example/demo-worker:1.4.2') }],
    ]);
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs['rolled-back']).toBe('true');
    const message = failureMessage(rerun);
    expect(message).toContain('Rolled back: the previous images are live again.');
    expect(message).toContain("Left on this step's image, which it ran before this step: web.");
    expect(imageOf('worker')).toBe(workerBefore);
    expect(imageOf('web')).toContain(':2.0.0@');
    expect(rerun.stdout).toContain('Container web: 2.0.0@');
    expect(rerun.stdout).toContain('is live already: nothing to write, not sent again');
    expect(rerun.summary).toContain('web asks for the image it already runs (unchanged, or set by an earlier run of this step)');
    expect(rerun.summary).toContain('Rolled back: the previous images are live again; left on this step');
    // Only the images known to have run before this step: web's own image would put back nothing.
    expect(JSON.parse(rerun.outputs['previous-images'] ?? '')).toEqual({ worker: `1.4.2@${digestOf('example/demo-worker:1.4.2')}` });
    expect(rerun.summary).toContain('previous-images leaves it out, as a rollback to it would restore nothing');
    // The documented step, which puts web back, does not run on an image it cannot know.
    expect(await documentedRollback(rerun.outputs['previous-images'])).toBeUndefined();
  });
});

describe("update-app with app-config: a re-run's previous-images", () => {
  /** Said alike of a first run and a re-run: the step does not change such a container's image, whichever run set it. */
  const unchangedLine = (names: string, asks: string, left: string) =>
    `${names} ${asks} (unchanged, or set by an earlier run of this step): previous-images ${left}, as a rollback to`;

  // The first run's deploy went live, then the job was cancelled (no failure() step ran) and re-run.
  it("never gives the step's own image as the image before it", async () => {
    const inputs = { 'app-config': JSON.stringify(seedAppConfig()), 'image-tags': 'web=2.0.0', 'wait-seconds': '60' };
    const before = imageOf('web');
    const first = await run(inputs);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(JSON.parse(first.outputs['previous-images'] ?? '')).toMatchObject({ web: `1.4.2@${digestOf('example/demo-web:1.4.2')}` });
    const rerun = await run(inputs);
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    const rollback = await documentedRollback(rerun.outputs['previous-images']);
    if (rollback?.exitCode === 0) expect(imageOf('web')).toBe(before);
    // web is the one container image-tags names: its image before the first run cannot be known.
    expect(rollback).toBeUndefined();
    expect(rerun.outputs['previous-images']).toBe('');
    expect(rerun.stdout).toContain(unchangedLine('web', 'asks for the image it already runs', 'is left empty'));
    expect(imageOf('web')).toContain(':2.0.0@');
  });

  /** web runs latest as it resolved last week; the registry has moved latest since. Returns the digest web runs. */
  const onMovedLatest = () => {
    const old = digestOf('example/demo-web:latest, last week');
    const web = app().templates.find((stored) => stored.template['name'] === 'web');
    if (!web) throw new Error('no web container in the seed');
    app().account.resolved.set(old, 'example/demo-web:latest');
    Object.assign(web.template, { imageTag: 'latest', imageDigest: old });
    web.runningImage = `example/demo-web:latest@${old}`;
    return old;
  };
  const latestInputs = () => ({ 'app-config': JSON.stringify(seedAppConfig()), 'image-tags': 'web=latest' });
  const beforeLatest = (old: string) => ({ web: `latest@${old}`, worker: `1.4.2@${digestOf('example/demo-worker:1.4.2')}` });
  const movedLine = 'Container web: the registry now resolves tag latest to ';

  it('gives the image before the step of a tag the registry moved, known from the registry before anything is written', async () => {
    const old = onMovedLatest();
    const dry = await run({ ...latestInputs(), 'dry-run': 'true' });
    expect(JSON.parse(dry.outputs['previous-images'] ?? '')).toEqual(beforeLatest(old));
    expect(dry.stdout).toContain(movedLine);
    const result = await run({ ...latestInputs(), 'wait-seconds': '60' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(JSON.parse(result.outputs['previous-images'] ?? '')).toEqual(beforeLatest(old));
    expect(result.stdout).toContain(`${movedLine}${digestOf('example/demo-web:latest')}, not to the digest it runs (${old})`);
    const rollback = await documentedRollback(result.outputs['previous-images']);
    expect(rollback?.exitCode).toBe(0);
    expect(imageOf('web')).toBe(`example/demo-web:latest@${old}`);
  });

  it('gives it without a wait too, and the documented rollback puts it back', async () => {
    const old = onMovedLatest();
    const result = await run({ ...latestInputs(), 'wait-seconds': '0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(JSON.parse(result.outputs['previous-images'] ?? '')).toEqual(beforeLatest(old));
    const rollback = await documentedRollback(result.outputs['previous-images']);
    expect(rollback?.exitCode).toBe(0);
    expect(imageOf('web')).toBe(`example/demo-web:latest@${old}`);
  });

  it('gives it when the answer to the replacement is lost, and the step cannot say whether it went through', async () => {
    const old = onMovedLatest();
    emulator().inject({ kind: 'reset-after', method: 'PUT', times: Infinity });
    const result = await run({ ...latestInputs(), 'wait-seconds': '60' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('may or may not have been updated');
    expect(JSON.parse(result.outputs['previous-images'] ?? '')).toEqual(beforeLatest(old));
  });

  it('keeps a container whose tag the registry could not be asked about, and says so', async () => {
    emulator().inject({
      kind: 'status',
      status: 404,
      method: 'POST',
      path: '/mc/registries/digest',
      body: { title: 'Not Found', status: 404, detail: 'Image tag not found.' },
    });
    const result = await run({ 'app-config': JSON.stringify(seedAppConfig()), 'wait-seconds': '0' });
    expect(result.exitCode, result.stdout).toBe(0);
    // web was asked first, and the registry did not answer: whether its tag moved is not known, so its image stays.
    expect(JSON.parse(result.outputs['previous-images'] ?? '')).toEqual({ web: `1.4.2@${digestOf('example/demo-web:1.4.2')}` });
    expect(result.stdout).toContain(
      "Could not resolve tag '1.4.2' of container 'web' (image example/demo-web) to a digest: POST /mc/registries/digest answered 404 Not Found",
    );
    expect(result.stdout).toContain('previous-images keeps its image as read');
    expect(result.stdout).toContain(unchangedLine('worker', 'asks for the image it already runs', 'leaves it out'));
  });

  it("a re-run whose tag the registry could not be asked about, and which waits, leaves out the step's own image the platform resolved", async () => {
    const inputs = { 'app-config': JSON.stringify(seedAppConfig()), 'image-tags': 'web=2.0.0', 'wait-seconds': '60' };
    const before = imageOf('web');
    const first = await run(inputs);
    expect(first.exitCode, first.stdout).toBe(0);
    emulator().inject({
      kind: 'status',
      status: 404,
      method: 'POST',
      path: '/mc/registries/digest',
      body: { title: 'Not Found', status: 404, detail: 'Image tag not found.' },
      times: 2,
    });
    // A dry run words the lookup's line as the run does: what the wait's read will decide.
    const dry = await run({ ...inputs, 'dry-run': 'true' });
    expect(dry.stdout).toContain('the read after the write decides previous-images');
    expect(dry.stdout).not.toContain('previous-images keeps its image as read');
    const rerun = await run(inputs);
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    // With a wait, the lookup's line cannot say the image is kept: the read after the write decides, and here leaves it out.
    expect(rerun.stdout).toContain('the read after the write decides previous-images');
    expect(rerun.stdout).not.toContain('previous-images keeps its image as read');
    const rollback = await documentedRollback(rerun.outputs['previous-images']);
    if (rollback?.exitCode === 0) expect(imageOf('web')).toBe(before);
    // The read after the write shows 2.0.0 resolved to the digest web ran before: this step's own image.
    expect(rollback).toBeUndefined();
    expect(rerun.outputs['previous-images']).toBe('');
    expect(rerun.stdout).toContain(unchangedLine('web', 'asks for the image it already runs', 'is left empty'));
    expect(rerun.summary).toContain(unchangedLine('web', 'asks for the image it already runs', 'is left empty'));
    expect(imageOf('web')).toContain(':2.0.0@');
  });

  it("keeps it when the read after the write fails too: nothing tells whether the image is the step's own", async () => {
    const inputs = { 'app-config': JSON.stringify(seedAppConfig()), 'image-tags': 'web=2.0.0', 'wait-seconds': '60' };
    expect((await run(inputs)).exitCode).toBe(0);
    const appRead = new RegExp(`/mc/apps/${SEED.appId}$`);
    emulator().inject(
      {
        kind: 'status',
        status: 404,
        method: 'POST',
        path: '/mc/registries/digest',
        body: { title: 'Not Found', status: 404, detail: 'Image tag not found.' },
      },
      // The step's first read of the application passes; the read after the write does not.
      { kind: 'delay', ms: 0, method: 'GET', path: appRead },
      { kind: 'status', status: 503, method: 'GET', path: appRead, times: 1 },
    );
    const rerun = await run({ ...inputs, 'max-attempts': '1' });
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.stdout).toContain('Could not read the digests the platform resolved');
    // The documented exception: the lookup failed and no read settles it, so web's image as read is kept.
    expect(JSON.parse(rerun.outputs['previous-images'] ?? '')).toMatchObject({ web: `2.0.0@${digestOf('example/demo-web:2.0.0')}` });
    expect(rerun.stdout).toContain('the read after the write decides previous-images');
    // Said once the read has failed, when it is so.
    expect(rerun.stdout).toMatch(/Could not read the digests the platform resolved[^\n]*previous-images keeps its image as read/);
  });

  it('without image-tags, leaves out each container whose image in the document is live already', async () => {
    const config = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
    const web = config.containerTemplates.find((template) => template['name'] === 'web');
    if (!web) throw new Error('no web container in the seed');
    web['imageTag'] = '2.0.0';
    const inputs = { 'app-config': JSON.stringify(config), 'wait-seconds': '60' };
    const first = await run(inputs);
    expect(first.exitCode, first.stdout).toBe(0);
    // worker's image is the document's already: only web's is one this step replaces.
    expect(JSON.parse(first.outputs['previous-images'] ?? '')).toEqual({ web: `1.4.2@${digestOf('example/demo-web:1.4.2')}` });
    // A first run: worker's image is known, and the step simply does not change it.
    expect(first.stdout).toContain(unchangedLine('worker', 'asks for the image it already runs', 'leaves it out'));
    expect(first.stdout).not.toContain('before the first run cannot be known');

    const dry = await run({ ...inputs, 'dry-run': 'true' });
    expect(dry.outputs['previous-images']).toBe('');
    expect(dry.stdout).toContain(unchangedLine('web, worker', 'ask for the images they already run', 'is left empty'));
    const rerun = await run(inputs);
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.outputs['previous-images']).toBe('');
    expect(rerun.summary).toContain('previous-images is left empty, as a rollback to them would restore nothing');
    expect(await documentedRollback(rerun.outputs['previous-images'])).toBeUndefined();
  });
});

describe('update-app with app-config: a re-run of the same document', () => {
  type Config = { containerTemplates: Array<Record<string, unknown> & { endpoints: Array<Record<string, unknown>> }> } & Record<
    string,
    unknown
  >;
  /**
   * The seed's configuration with web's CDN endpoint as given, and without the members no read
   * returns (whose sending alone would be waited on): a re-run of it changes nothing a read shows.
   */
  const withCdn = (cdn: Record<string, unknown>) => {
    const config = seedAppConfig() as Config;
    delete config['terminationGracePeriodSeconds'];
    delete (config['regionSettings'] as Record<string, unknown>)['nodeSelectors'];
    const endpoint = config.containerTemplates[0]?.endpoints[0];
    if (!endpoint) throw new Error('no CDN endpoint in the seed');
    endpoint['cdn'] = cdn;
    return JSON.stringify(config);
  };

  /** The pull zone the platform created for web's CDN endpoint: sent again, it is kept. */
  const pullZone = () => (app().templates[0]?.template['endpoints'] as Array<{ cdn: { pullZoneId: number } }>)[0]?.cdn.pullZoneId;
  /** The live port mappings as a platform answering in the 1.9.7 spelling returns them (`Tcp`). */
  const spelledAs197 = () => {
    const endpoints = app().templates[0]?.template['endpoints'] as Array<{ cdn: { portMappings: Array<Record<string, unknown>> } }>;
    for (const mapping of endpoints[0]?.cdn.portMappings ?? []) mapping['protocols'] = ['Tcp'];
  };
  /** The live port mapping with the exposed port the platform chose for it. */
  const exposedByPlatform = () => {
    const endpoints = app().templates[0]?.template['endpoints'] as Array<{ cdn: { portMappings: Array<Record<string, unknown>> } }>;
    for (const mapping of endpoints[0]?.cdn.portMappings ?? []) mapping['exposedPort'] = 30080;
  };
  const asSent = () => undefined;

  it.each([
    [
      'sticky sessions, written in another order than a read returns them',
      {
        isSslEnabled: true,
        stickySessions: { enabled: true, sessionHeaders: ['X-Session'] },
        portMappings: [{ containerPort: 8080, protocols: ['TCP'] }],
      },
      asSent,
    ],
    [
      'protocols left to the default, as docs/pipelines/container-app.md',
      { isSslEnabled: true, portMappings: [{ containerPort: 8080 }] },
      asSent,
    ],
    [
      'the live protocols read in another casing',
      { isSslEnabled: true, portMappings: [{ containerPort: 8080, protocols: ['tcp'] }] },
      spelledAs197,
    ],
    [
      'the exposed port left to the platform',
      { isSslEnabled: true, portMappings: [{ containerPort: 8080, protocols: ['tcp'] }] },
      exposedByPlatform,
    ],
  ])('(%s) says web is unchanged in the dry run and the run, and waits for no rollout', async (_, cdn, afterFirst) => {
    const first = await run({ 'app-config': withCdn({ ...cdn, pullZoneId: pullZone() }), 'wait-seconds': '60' });
    expect(first.exitCode, first.stdout).toBe(0);
    afterFirst();
    const config = withCdn({ ...cdn, pullZoneId: pullZone() });
    emulator().requests.length = 0;

    const dry = await run({ 'app-config': config, 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.stdout).toContain('Container web: unchanged');
    expect(dry.stdout).not.toContain('endpoints changed');

    emulator().requests.length = 0;
    const rerun = await run({ 'app-config': config, 'wait-seconds': '60' });
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.stdout).toContain('Container web: unchanged');
    expect(rerun.summary).not.toContain('endpoints changed');
    // Nothing the re-run sends starts new pods of web: its wait holds on no rollout of web, let alone a minute.
    expect(rerun.stdout).toMatch(
      /Container web: tag 1\.4\.2 still resolves to \S+, the digest it ran before, and nothing else of it changes: no new pods to wait for/,
    );
    expect(rerun.stdout).not.toContain('The rollout is live after 60 s');
  });

  // image is a member of the update model: sent beside the four members it repeats, it asks for what they do, not for a change.
  // A read equal to the one before cannot tell a write that went through from one never carried out: the log says only what the read shows.
  it('(image given beside the four image members, agreeing with them) says web is unchanged, and with max-attempts 1 a lost answer passes: the application asks for what was sent', async () => {
    const config = JSON.parse(withCdn({ isSslEnabled: true, portMappings: [{ containerPort: 8080 }] })) as Config;
    const web = config.containerTemplates[0];
    if (!web) throw new Error('no web in the seed');
    web['image'] = 'example/demo-web:1.4.2';
    const first = await run({ 'app-config': JSON.stringify(config) });
    expect(first.exitCode, first.stdout).toBe(0);
    (web.endpoints[0]?.['cdn'] as Record<string, unknown>)['pullZoneId'] = pullZone();

    const dry = await run({ 'app-config': JSON.stringify(config), 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.stdout).toContain('Container web: unchanged');
    expect(dry.stdout).not.toContain('image changed');

    const updates = app().updates;
    emulator().inject({ kind: 'reset-after', method: 'PUT' });
    const rerun = await run({ 'app-config': JSON.stringify(config), 'max-attempts': '1' });
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.stdout).toContain('Container web: unchanged');
    expect(rerun.stdout).toContain('Read back, the application asks for the configuration sent (it asked for no change a read shows).');
    expect(rerun.stdout).not.toContain('the update went through');
    expect(app().updates).toBe(updates + 1);
  });

  it('(image disagreeing with the four image members) is refused before any request, with its line, beside every other problem', async () => {
    const config = JSON.parse(withCdn({ isSslEnabled: true, portMappings: [{ containerPort: 8080 }] })) as Config;
    const web = config.containerTemplates[0];
    if (!web) throw new Error('no web in the seed');
    web['image'] = 'example/demo-web:2.0.0';
    web['imagePullPolicy'] = 'sometimes';
    emulator().requests.length = 0;
    const text = JSON.stringify(config, null, 2);
    const line = text.split('\n').findIndex((written) => written.includes('"image":')) + 1;
    const result = await run({ 'app-config': text });
    expect(result.exitCode).toBe(1);
    expect(emulator().requests).toEqual([]);
    const message = failureMessage(result);
    expect(message).toContain('(2 problems)');
    expect(message).toContain(
      'containerTemplates[0].image: example/demo-web:2.0.0 is not the image imageNamespace, imageName, imageTag and imageDigest name (example/demo-web:1.4.2)',
    );
    expect(message).toContain(`write image: example/demo-web:1.4.2, or leave image out (line ${line})`);
    expect(message).toContain('containerTemplates[0].imagePullPolicy');
  });

  it('(image agreeing with the four image members, the tag set by image-tags) sends image with the new tag', async () => {
    const config = JSON.parse(withCdn({ isSslEnabled: true, portMappings: [{ containerPort: 8080 }] })) as Config;
    const web = config.containerTemplates[0];
    if (!web) throw new Error('no web in the seed');
    web['image'] = 'example/demo-web:1.4.2';
    emulator().requests.length = 0;
    const result = await run({ 'app-config': JSON.stringify(config), 'image-tags': 'web=2.0.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    const put = emulator().requests.find((request) => request.method === 'PUT');
    const sent = (put?.body as { containerTemplates: Array<Record<string, unknown>> } | undefined)?.containerTemplates[0];
    expect(sent?.['imageTag']).toBe('2.0.0');
    expect(sent?.['image']).toBe('example/demo-web:2.0.0');
  });
});

/*
 * With max-attempts 1 a replacement is sent once; after a 500 the read alone tells whether it went
 * through. A read that equals the one before the write shows nothing of a replacement the plan
 * said changes something: it was not carried out, whatever the platform would have chosen for it.
 */
describe('update-app with app-config and max-attempts 1: a 500 of a replacement the platform did not carry out', () => {
  /** The seed's configuration without the members no read returns, so that only what a read shows tells. */
  const readable = () => {
    const config = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> } & Record<string, unknown>;
    delete config['terminationGracePeriodSeconds'];
    delete (config['regionSettings'] as Record<string, unknown>)['nodeSelectors'];
    return config;
  };
  const pullZone = () => (app().templates[0]?.template['endpoints'] as Array<{ cdn: { pullZoneId: number } }>)[0]?.cdn.pullZoneId;

  const expectNotCarriedOut = (result: Awaited<ReturnType<typeof run>>, updates: number) => {
    expect(result.exitCode, result.stdout).toBe(1);
    expect(app().updates).toBe(updates);
    expect(result.stdout).not.toContain('the update went through');
    const message = failureMessage(result);
    expect(message).toContain(`Application ${SEED.appId} may or may not have been updated: check it before running again`);
    expect(message).toContain(
      'read back, the application does not show the configuration sent; max-attempts is 1, so it was not sent again',
    );
  };

  it('a document asking for a new pull zone (its CDN endpoint without pullZoneId): the step fails, never "went through"', async () => {
    const first = await run({ 'app-config': JSON.stringify(readable()) });
    expect(first.exitCode, first.stdout).toBe(0);
    const updates = app().updates;
    emulator().inject({ kind: 'status', status: 500, method: 'PUT' });
    const result = await run({ 'app-config': JSON.stringify(readable()), 'max-attempts': '1' });
    expect(result.stdout).toContain('endpoints changed');
    expectNotCarriedOut(result, updates);
  });

  it('a tag the registry moved since web resolved it, sent again: the step fails, never "went through", and web runs its old image', async () => {
    const config = readable();
    const first = await run({ 'app-config': JSON.stringify(config) });
    expect(first.exitCode, first.stdout).toBe(0);
    const endpoints = config.containerTemplates[0]?.['endpoints'] as Array<{ cdn: Record<string, unknown> }>;
    if (!endpoints[0]) throw new Error('no CDN endpoint in the seed');
    endpoints[0].cdn['pullZoneId'] = pullZone();
    // web runs latest as the platform resolved it last week; the registry has moved latest since.
    const old = digestOf('example/demo-web:latest, last week');
    const web = app().templates.find((stored) => stored.template['name'] === 'web');
    if (!web) throw new Error('no web in the seed');
    app().account.resolved.set(old, 'example/demo-web:latest');
    Object.assign(web.template, { imageTag: 'latest', imageDigest: old });
    web.runningImage = `example/demo-web:latest@${old}`;
    const updates = app().updates;
    emulator().inject({ kind: 'status', status: 500, method: 'PUT' });
    const result = await run({ 'app-config': JSON.stringify(config), 'image-tags': 'web=latest', 'max-attempts': '1' });
    expect(result.stdout).toContain('the registry now resolves tag latest to');
    expectNotCarriedOut(result, updates);
    expect(imageOf('web')).toContain(old);
  });

  it('a landed write whose only change is a tag sent again without a registry lookup: the step fails, saying a read cannot tell', async () => {
    const config = readable();
    const first = await run({ 'app-config': JSON.stringify(config) });
    expect(first.exitCode, first.stdout).toBe(0);
    const endpoints = config.containerTemplates[0]?.['endpoints'] as Array<{ cdn: Record<string, unknown> }>;
    if (!endpoints[0]) throw new Error('no CDN endpoint in the seed');
    endpoints[0].cdn['pullZoneId'] = pullZone();
    const updates = app().updates;
    // image-tags names web only: worker's tag, sent again, is never looked up.
    emulator().inject({ kind: 'reset-after', method: 'PUT' });
    const result = await run({ 'app-config': JSON.stringify(config), 'image-tags': 'web=1.4.2', 'max-attempts': '1' });
    expect(result.exitCode, result.stdout).toBe(1);
    expect(app().updates).toBe(updates + 1);
    const message = failureMessage(result);
    expect(message).toContain(
      'a read cannot tell whether it went through: the registry may not have moved the tag of worker; max-attempts is 1, so it was not sent again',
    );
    expect(message).not.toContain('does not show the configuration sent');
  });

  it('an unchanged document whose 500 was not carried out: the step passes, and never says the update went through', async () => {
    const config = readable();
    const first = await run({ 'app-config': JSON.stringify(config) });
    expect(first.exitCode, first.stdout).toBe(0);
    const endpoints = config.containerTemplates[0]?.['endpoints'] as Array<{ cdn: Record<string, unknown> }>;
    if (!endpoints[0]) throw new Error('no CDN endpoint in the seed');
    endpoints[0].cdn['pullZoneId'] = pullZone();
    const updates = app().updates;
    emulator().inject({ kind: 'status', status: 500, method: 'PUT' });
    const result = await run({ 'app-config': JSON.stringify(config), 'max-attempts': '1' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(app().updates).toBe(updates);
    expect(result.stdout).toContain('Read back, the application asks for the configuration sent (it asked for no change a read shows).');
    expect(result.stdout).not.toContain('the update went through');
  });
});
