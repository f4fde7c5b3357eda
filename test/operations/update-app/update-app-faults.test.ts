import { describe, expect, it } from 'vitest';
import { SEED, SEED_APP_SESSION_SECRET, seedAppConfig } from '../../../emulator/server.ts';
import { cdnPullZoneIds, digestOf, overview, patchContainer, resolveDigest, undeployApp } from '../../../emulator/apps/state.ts';
import { failureMessage, runAgainst } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { releasable } from '../../support/release.ts';
import { pullRequestEnvironment, withGitHub } from '../../support/pull-request-step.ts';
import { useSeededApp } from '../../support/update-app.ts';

/*
 * Issue 30 item 5 and issue 29 item 3: update-app on the bad day (a PATCH refused after another
 * went through, a PATCH whose answer is lost or comes back 5xx, a 2xx of an unexpected shape) and
 * the dry run that shows exactly what the run then sends.
 */
const { emulator, base, secrets, app, run, imageOf, idOf } = useSeededApp();
const writes = () =>
  emulator()
    .requests.filter((request) => request.method !== 'GET' && request.path !== '/mc/registries/digest')
    .map((request) => ({ method: request.method, path: request.path, body: request.body }));

describe('update-app: the dry run with a key shows what the run then sends', () => {
  it('image mode: the PATCHes listed are the PATCHes sent', async () => {
    const inputs = { 'image-tags': 'web=2.0.0\nworker=2.1.0' };
    const dry = await run({ ...inputs, 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(writes()).toEqual([]);
    const planned = (JSON.parse(dry.outputs['result'] ?? '') as { requests: unknown[] }).requests;
    emulator().requests.length = 0;
    const real = await run(inputs);
    expect(real.exitCode, real.stdout).toBe(0);
    expect(planned).toEqual(writes());
    expect(planned).toHaveLength(2);
  });

  it('file mode: the full replacement listed is the one sent, environment values hidden', async () => {
    const config = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
    const inputs = { 'app-config': JSON.stringify(config), 'image-tags': 'web=2.0.0' };
    const dry = await run({ ...inputs, 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    const planned = (JSON.parse(dry.outputs['result'] ?? '') as { requests: unknown[] }).requests;
    emulator().requests.length = 0;
    const real = await run(inputs);
    expect(real.exitCode, real.stdout).toBe(0);
    const sent = JSON.parse(JSON.stringify(writes()).replaceAll(SEED_APP_SESSION_SECRET, '***').replaceAll('"8080"', '"***"')) as unknown;
    expect(planned).toEqual(sent);
    expect(planned).toHaveLength(1);
  });
});

describe('update-app: an image update refused after another went through', () => {
  const both = { 'image-tags': 'web=2.0.0\nworker=2.0.0' };
  const refuseWorker = () =>
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'PATCH',
      path: `/containers/${idOf('worker')}`,
      body: { title: 'One or more validation errors occurred.', status: 400, errors: [{ field: 'imageTag', message: 'No such tag.' }] },
    });

  it('names exactly which containers now run the new image, without rollback-on-failure', async () => {
    const workerBefore = imageOf('worker');
    refuseWorker();
    const result = await run(both);
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    // A refusal the API worded did nothing: not "not changed yet".
    expect(message).toContain('container worker was not changed: ');
    expect(message).toContain('No such tag.');
    expect(message).toContain(`It went through for web (2.0.0@${digestOf('example/demo-web:2.0.0')})`);
    expect(message).toContain('they were not put back (rollback-on-failure is false)');
    expect(imageOf('web')).toContain(':2.0.0@');
    expect(imageOf('worker')).toBe(workerBefore);
    expect(result.outputs['status']).toBe('400');
    expect(result.outputs['rolled-back']).toBe('false');
    // The result says what the application asks for now: web on the new image, worker as it was.
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      containers: [
        { name: 'web', image: `example/demo-web:2.0.0@${digestOf('example/demo-web:2.0.0')}` },
        { name: 'worker', image: `example/demo-worker:1.4.2@${digestOf('example/demo-worker:1.4.2')}` },
      ],
    });
  });

  it('puts the changed ones back with rollback-on-failure, and says why it failed first', async () => {
    const webBefore = imageOf('web');
    refuseWorker();
    const result = await run({ ...both, 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(writes().map((write) => [write.path.split('/').at(-1), write.body])).toEqual([
      [idOf('web'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-web:2.0.0') }],
      [idOf('worker'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-worker:2.0.0') }],
      [idOf('web'), { imageTag: '1.4.2', imageDigest: digestOf('example/demo-web:1.4.2') }],
    ]);
    expect(failureMessage(result)).toMatch(/^The image update of application .* stopped: container worker was not changed/);
    expect(failureMessage(result)).toContain('Rolled back: the previous images are live again.');
    expect(result.outputs['rolled-back']).toBe('true');
    expect(imageOf('web')).toBe(webBefore);
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      containers: [{ name: 'web', image: `example/demo-web:1.4.2@${digestOf('example/demo-web:1.4.2')}` }, { name: 'worker' }],
    });
  });
});

describe('update-app: a rollback after a PATCH whose outcome is unknown', () => {
  const both = { 'image-tags': 'web=2.0.0\nworker=2.0.0', 'max-attempts': '1' };
  const appRead = new RegExp(`/mc/apps/${SEED.appId}$`);
  /** worker's PATCH goes through and answers 500; the read back after it fails, and `readsAfter` reads of the application after that. */
  const lostWorker = (readsAfter: number) =>
    emulator().inject(
      // The step's first read of the application passes.
      { kind: 'delay', ms: 0, method: 'GET', path: appRead },
      { kind: 'status-after', status: 500, method: 'PATCH', path: `/containers/${idOf('worker')}` },
      { kind: 'status', status: 503, method: 'GET', path: appRead, times: 1 + readsAfter },
    );

  it('reads the application again, puts back the container it finds on the new image, and says so', async () => {
    const webBefore = imageOf('web');
    const workerBefore = imageOf('worker');
    lostWorker(0);
    const result = await run({ ...both, 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(writes().map((write) => [write.path.split('/').at(-1), write.body])).toEqual([
      [idOf('web'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-web:2.0.0') }],
      [idOf('worker'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-worker:2.0.0') }],
      [idOf('web'), { imageTag: '1.4.2', imageDigest: digestOf('example/demo-web:1.4.2') }],
      [idOf('worker'), { imageTag: '1.4.2', imageDigest: digestOf('example/demo-worker:1.4.2') }],
    ]);
    const message = failureMessage(result);
    expect(message).toContain('container worker may or may not have been changed');
    expect(message).toContain(
      "Read again before the rollback: worker asked for this step's image, so the update went through there and is put back too.",
    );
    expect(message).toContain('Rolled back: the previous images are live again.');
    expect(result.outputs['rolled-back']).toBe('true');
    expect(imageOf('web')).toBe(webBefore);
    expect(imageOf('worker')).toBe(workerBefore);
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      containers: [
        { name: 'web', image: `example/demo-web:1.4.2@${digestOf('example/demo-web:1.4.2')}` },
        { name: 'worker', image: `example/demo-worker:1.4.2@${digestOf('example/demo-worker:1.4.2')}` },
      ],
    });
  });

  it('names the container as unknown, and claims no rollback, when the application cannot be read again', async () => {
    lostWorker(1);
    const result = await run({ ...both, 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('Not rolled back: the application could not be read again before the rollback');
    expect(message).toContain('Now on the new image: web; whether worker runs it is unknown.');
    expect(message).not.toContain('previous images are live');
    expect(result.outputs['rolled-back']).toBe('false');
    expect(imageOf('worker')).toContain(':2.0.0@');
    // worker's image is not known: the result never shows it on the one it may have left.
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: `example/demo-web:2.0.0@${digestOf('example/demo-web:2.0.0')}` },
        { name: 'worker', image: 'unknown' },
      ],
    });
  });
});

describe('update-app: a PATCH whose outcome is unknown, without rollback-on-failure', () => {
  const appRead = new RegExp(`/mc/apps/${SEED.appId}$`);
  /** worker's PATCH goes through and answers 500, and the read back after it fails. */
  const lostWorker = () =>
    emulator().inject(
      { kind: 'delay', ms: 0, method: 'GET', path: appRead },
      { kind: 'status-after', status: 500, method: 'PATCH', path: `/containers/${idOf('worker')}` },
      { kind: 'status', status: 503, method: 'GET', path: appRead, times: 1 },
    );

  it('gives in result that container as unknown, after another went through', async () => {
    lostWorker();
    const result = await run({ 'image-tags': 'web=2.0.0\nworker=2.0.0', 'max-attempts': '1' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('container worker may or may not have been changed');
    expect(imageOf('worker')).toContain(':2.0.0@');
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: `example/demo-web:2.0.0@${digestOf('example/demo-web:2.0.0')}` },
        { name: 'worker', image: 'unknown' },
      ],
    });
  });

  it('gives in result that container as unknown when it was the first', async () => {
    lostWorker();
    const result = await run({ 'image-tags': 'worker=2.0.0', 'max-attempts': '1' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('container worker may or may not have been changed');
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: `example/demo-web:1.4.2@${digestOf('example/demo-web:1.4.2')}` },
        { name: 'worker', image: 'unknown' },
      ],
    });
  });
});

describe('update-app: never blind after a PATCH', () => {
  it('an answer lost after the PATCH was carried out: read back, found, and the step goes on', async () => {
    emulator().inject({ kind: 'reset-after', method: 'PATCH', times: Infinity });
    const result = await run({ 'image-tags': 'web=2.0.0', 'max-attempts': '2' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('read back, the application asks for the image: the update went through');
    expect(imageOf('web')).toContain(':2.0.0@');
  });

  it('a 500 of a PATCH that was not carried out: read back, not found, and the step says nothing changed', async () => {
    emulator().inject({ kind: 'status', status: 500, method: 'PATCH' });
    const result = await run({ 'image-tags': 'web=2.0.0' });
    expect(result.exitCode).toBe(1);
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'GET', 'POST', 'PATCH', 'GET']);
    // A 500 is the API's own answer, as add-dns-record reads it: only a gateway's 502/503/504 or no answer may still land.
    expect(failureMessage(result)).toContain('container web was not changed: ');
    expect(failureMessage(result)).toContain('read back, the application does not ask for the image');
    expect(failureMessage(result)).not.toContain('may still');
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      containers: [{ name: 'web', image: `example/demo-web:1.4.2@${digestOf('example/demo-web:1.4.2')}` }, { name: 'worker' }],
    });
    expect(imageOf('web')).toContain(':1.4.2@');
  });

  it('a 500 of a PATCH whose read back failed: the rollback reads it not landed and sends nothing there, a 500 never lands later', async () => {
    emulator().inject({ kind: 'status', status: 500, method: 'PATCH', path: `/containers/${idOf('worker')}` });
    // The read back after worker's 500 fails; the read before the rollback does not.
    let failed = false;
    emulator().setRequestHook(({ method, path }) => {
      if (failed || method !== 'PATCH' || !path.endsWith(`/containers/${idOf('worker')}`)) return;
      failed = true;
      emulator().inject({ kind: 'status', status: 503, method: 'GET', path: `/mc/apps/${SEED.appId}` });
    });
    const result = await run({
      'image-tags': 'web=2.0.0\nworker=2.0.0',
      'max-attempts': '1',
      'wait-seconds': '60',
      'rollback-on-failure': 'true',
    });
    expect(result.exitCode).toBe(1);
    expect(writes().map((write) => [write.path.split('/').at(-1), write.body])).toEqual([
      [idOf('web'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-web:2.0.0') }],
      [idOf('worker'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-worker:2.0.0') }],
      [idOf('web'), { imageTag: '1.4.2', imageDigest: digestOf('example/demo-web:1.4.2') }],
    ]);
    const message = failureMessage(result);
    expect(message).toContain('container worker may or may not have been changed');
    expect(message).toContain('worker did not ask for it: nothing to put back there');
    expect(message).toContain('Rolled back: the previous images are live again.');
    expect(message).not.toContain('may still');
    expect(result.outputs['rolled-back']).toBe('true');
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: `example/demo-web:1.4.2@${digestOf('example/demo-web:1.4.2')}` },
        { name: 'worker', image: `example/demo-worker:1.4.2@${digestOf('example/demo-worker:1.4.2')}` },
      ],
    });
  });

  it('a 500 of the only PATCH whose read back failed: read again, not landed, nothing is sent back and the result is as read', async () => {
    emulator().inject({ kind: 'status', status: 500, method: 'PATCH' });
    emulator().setRequestHook(({ method }) => {
      if (method === 'PATCH') emulator().inject({ kind: 'status', status: 503, method: 'GET', path: `/mc/apps/${SEED.appId}` });
    });
    const result = await run({ 'image-tags': 'web=2.0.0', 'max-attempts': '1', 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(writes()).toHaveLength(1);
    const message = failureMessage(result);
    expect(message).toContain('web did not ask for it: nothing to put back there');
    expect(message).toContain('This step changed nothing, so nothing was rolled back.');
    expect(message).not.toContain('may still');
    expect(result.outputs['rolled-back']).toBe('false');
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      containers: [{ name: 'web', image: `example/demo-web:1.4.2@${digestOf('example/demo-web:1.4.2')}` }, { name: 'worker' }],
    });
  });

  it('a 2xx answer of an unexpected shape is a success: the write went through', async () => {
    emulator().inject({ kind: 'wrong-shape', method: 'PATCH', status: 200, body: { unexpected: true } });
    const patched = await run({ 'image-tags': 'web=2.0.0' });
    expect(patched.exitCode, patched.stdout).toBe(0);
    emulator().inject({ kind: 'wrong-shape', method: 'PUT', status: 201, body: ['not', 'an', 'object'] });
    const replaced = await run({ 'app-config': JSON.stringify(seedAppConfig()) });
    expect(replaced.exitCode, replaced.stdout).toBe(0);
  });
});

describe('update-app: a PATCH answered 504 that the platform carries out later', () => {
  /** The PATCH of `container` is answered 504 at once and carried out once the test releases it, after the step. */
  const lateFor = (container: string) => {
    const held = releasable();
    emulator().inject({
      kind: 'status-then-late',
      status: 504,
      ms: 0,
      release: held.promise,
      method: 'PATCH',
      path: `/containers/${idOf(container)}`,
    });
    return held;
  };
  const landed = (container: string) => expect.poll(() => imageOf(container), { timeout: 30_000 }).toContain(':2.0.0@');

  it('says the container was not changed yet and may still be, and gives its image in result as unknown', async () => {
    const held = lateFor('web');
    const result = await run({ 'image-tags': 'web=2.0.0', 'max-attempts': '1' });
    held.resolve();
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('container web was not changed yet');
    expect(message).toContain('the platform may still carry the update out');
    expect(result.outputs['status']).toBe('504');
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: 'unknown' },
        { name: 'worker', image: `example/demo-worker:1.4.2@${digestOf('example/demo-worker:1.4.2')}` },
      ],
    });
    // And it does land, after the step ended.
    await landed('web');
  });

  it('with rollback-on-failure and nothing else changed, sends its previous image and claims no rollback', async () => {
    const held = lateFor('web');
    const result = await run({ 'image-tags': 'web=2.0.0', 'max-attempts': '1', 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    held.resolve();
    expect(result.exitCode).toBe(1);
    expect(writes().map((write) => [write.path.split('/').at(-1), write.body])).toEqual([
      [idOf('web'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-web:2.0.0') }],
      [idOf('web'), { imageTag: '1.4.2', imageDigest: digestOf('example/demo-web:1.4.2') }],
    ]);
    const message = failureMessage(result);
    expect(message).toContain("web may still change to this step's image");
    expect(message).not.toContain('live again');
    expect(message).not.toContain('Rolled back');
    expect(result.summary).toContain('Previous image sent again: web may still change to this step');
    expect(result.summary).not.toContain('Rolled back');
    expect(result.outputs['rolled-back']).toBe('false');
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      containers: [{ name: 'web', image: 'unknown' }, { name: 'worker' }],
    });
    await landed('web');
  });

  it('with rollback-on-failure, sends its previous image too and never says the previous images are live', async () => {
    const held = lateFor('worker');
    const result = await run({
      'image-tags': 'web=2.0.0\nworker=2.0.0',
      'max-attempts': '1',
      'wait-seconds': '60',
      'rollback-on-failure': 'true',
    });
    held.resolve();
    expect(result.exitCode).toBe(1);
    expect(writes().map((write) => [write.path.split('/').at(-1), write.body])).toEqual([
      [idOf('web'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-web:2.0.0') }],
      [idOf('worker'), { imageTag: '2.0.0', imageDigest: digestOf('example/demo-worker:2.0.0') }],
      [idOf('web'), { imageTag: '1.4.2', imageDigest: digestOf('example/demo-web:1.4.2') }],
      [idOf('worker'), { imageTag: '1.4.2', imageDigest: digestOf('example/demo-worker:1.4.2') }],
    ]);
    const message = failureMessage(result);
    expect(message).toContain('container worker was not changed yet');
    expect(message).not.toContain('the previous images are live again');
    expect(message).toContain("worker may still change to this step's image");
    expect(result.outputs['rolled-back']).toBe('true');
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: `example/demo-web:1.4.2@${digestOf('example/demo-web:1.4.2')}` },
        { name: 'worker', image: 'unknown' },
      ],
    });
    // The update the platform carried out late outlives the rollback: why the step could not say worker is back.
    await landed('worker');
  });
});

describe('update-app: the rollback of a PATCH answered 504 and not carried out', () => {
  const inputs = { 'max-attempts': '1', 'wait-seconds': '60', 'rollback-on-failure': 'true' };
  /** The PATCH of `container` is answered 504, not carried out. */
  const gatewayFor = (container: string) =>
    emulator().inject({ kind: 'status', status: 504, method: 'PATCH', path: `/containers/${idOf(container)}` });
  /** Another deploy sets `container` to `tag` when this step's PATCH of it arrives. */
  const otherDeployAtPatch = (container: string, tag: string) => {
    let done = false;
    emulator().setRequestHook(({ method, path }) => {
      if (done || method !== 'PATCH' || !path.endsWith(`/containers/${idOf(container)}`)) return;
      done = true;
      const stored = app().templates.find((candidate) => candidate.template['name'] === container);
      if (!stored) throw new Error(`no container ${container}`);
      const image = resolveDigest(app().account, String(stored.template['imageNamespace']), String(stored.template['imageName']), tag);
      patchContainer(app(), stored.id, { imageTag: tag, imageDigest: image['digest'] });
    });
  };
  const sentBack = () => writes().filter((write) => (write.body as { imageTag?: string }).imageTag === '1.4.2');

  it('never sends the previous image over another deploy that set the container meanwhile (one container)', async () => {
    gatewayFor('web');
    otherDeployAtPatch('web', '9.9.9');
    const result = await run({ 'image-tags': 'web=2.0.0', ...inputs });
    expect(result.exitCode).toBe(1);
    expect(sentBack()).toEqual([]);
    expect(imageOf('web')).toContain(':9.9.9@');
    const message = failureMessage(result);
    expect(message).toContain('Not rolled back: superseded by another deploy: container web now asks for 9.9.9@');
    expect(message).toContain('a later deploy is never undone');
    expect(result.outputs['rolled-back']).toBe('false');
  });

  it('never sends the previous image over another deploy that set the container meanwhile (after another went through)', async () => {
    gatewayFor('worker');
    otherDeployAtPatch('worker', '9.9.9');
    const result = await run({ 'image-tags': 'web=2.0.0\nworker=2.0.0', ...inputs });
    expect(result.exitCode).toBe(1);
    expect(sentBack()).toEqual([]);
    expect(imageOf('worker')).toContain(':9.9.9@');
    expect(failureMessage(result)).toContain('Not rolled back: superseded by another deploy: container worker now asks for 9.9.9@');
    expect(result.outputs['rolled-back']).toBe('false');
  });

  it('says no "Rolled back" when only the previous image of the container not changed was sent again, and its wait timed out', async () => {
    gatewayFor('web');
    // Every overview read after the 504: still progressing.
    let patched = false;
    emulator().setRequestHook(({ method, path }) => {
      if (method === 'PATCH') patched = true;
      if (!patched || method !== 'GET' || !path.endsWith('/overview')) return;
      const body = overview(app()) as Record<string, unknown>;
      body['status'] = 'progressing';
      emulator().inject({ kind: 'wrong-shape', method: 'GET', path: `/mc/apps/${SEED.appId}/overview`, status: 200, body });
    });
    const result = await run({ 'image-tags': 'web=2.0.0', ...inputs });
    expect(result.exitCode).toBe(1);
    expect(sentBack()).toHaveLength(1);
    const message = failureMessage(result);
    expect(result.outputs['rolled-back']).toBe('false');
    expect(message).toContain('The previous image, sent again to web, is not live: The rollback of application');
    expect(message).toContain("web may still change to this step's image");
    expect(message).not.toContain('Rolled back');
    expect(message).not.toContain('Only images were rolled back');
    expect(result.summary).toContain('The previous image sent again is not live');
    expect(result.summary).not.toContain('Rolled back');
  });

  it('says nothing of containers on the new image when none went through and the read before the rollback fails', async () => {
    gatewayFor('web');
    // The read back after the 504 works; the read before the rollback, the second, fails.
    let reads = 0;
    emulator().setRequestHook(({ method, path }) => {
      if (method === 'GET' && path === `/mc/apps/${SEED.appId}` && emulator().requests.some((request) => request.method === 'PATCH'))
        if (++reads === 2) emulator().inject({ kind: 'status', status: 500, method: 'GET', path: `/mc/apps/${SEED.appId}` });
    });
    const result = await run({ 'image-tags': 'web=2.0.0', ...inputs });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('Not rolled back: the application could not be read again before the rollback');
    expect(message).toContain('Whether web runs the new image is unknown.');
    expect(message).not.toContain('Now on the new image');
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      containers: [{ name: 'web', image: 'unknown' }, { name: 'worker' }],
    });
  });
});

describe('update-app: the result of a step cancelled during its writes', () => {
  const patches = () => emulator().requests.filter((request) => request.method === 'PATCH');
  type Result = { containers: Array<{ name: string; image: string }> };
  /** Cancels the step while its `method` write to `path` is held in the emulator, then lets it go once the step has ended. */
  async function cancelledWhileHeld(method: 'PATCH' | 'PUT', path: string, inputs: Record<string, string>) {
    const held = releasable();
    emulator().inject({ method, path, kind: 'delay', ms: 0, release: held.promise, times: 1 });
    const cancel = new AbortController();
    const step = runAgainst(emulator(), { ...base, ...inputs }, { clock: new FakeClock(), secrets, signal: cancel.signal });
    await expect
      .poll(() => emulator().requests.some((request) => request.method === method && request.outcome === 'pending'), { timeout: 30_000 })
      .toBe(true);
    cancel.abort();
    try {
      return await step;
    } finally {
      held.resolve();
    }
  }
  /** Cancels the step while the PATCH of `container` is held. */
  const cancelledDuring = (container: string) =>
    cancelledWhileHeld('PATCH', `/containers/${idOf(container)}`, { 'image-tags': 'web=2.0.0\nworker=2.0.0' });

  it('does not claim in result an image it never sent', async () => {
    const run = await cancelledDuring('web');
    expect(run.exitCode).toBe(1);
    expect(patches()).toHaveLength(1);
    const result = JSON.parse(run.outputs['result'] ?? '{}') as Result;
    expect(result.containers.find((c) => c.name === 'worker')?.image).toBe(
      `example/demo-worker:1.4.2@${digestOf('example/demo-worker:1.4.2')}`,
    );
  });

  it('gives in result the image of a container whose PATCH was sent but not answered as unknown: it may land after the step', async () => {
    const run = await cancelledDuring('web');
    expect(run.exitCode).toBe(1);
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: 'unknown' },
        { name: 'worker', image: `example/demo-worker:1.4.2@${digestOf('example/demo-worker:1.4.2')}` },
      ],
    });
    // Let go once the step has ended, the PATCH lands: a result on the image as read would have been wrong.
    await expect.poll(() => imageOf('web'), { timeout: 30_000 }).toContain(':2.0.0@');
  });

  it('gives in result the image of each PATCH that went through, the one in flight as unknown, and the rest as read', async () => {
    const run = await cancelledDuring('worker');
    expect(run.exitCode).toBe(1);
    expect(patches()).toHaveLength(2);
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: `example/demo-web:2.0.0@${digestOf('example/demo-web:2.0.0')}` },
        { name: 'worker', image: 'unknown' },
      ],
    });
  });

  it('app-config: gives in result each container the PUT in flight changes as unknown, and the rest as read', async () => {
    const config = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
    config.containerTemplates[0]!['imageTag'] = '2.0.0';
    // worker pinned to the digest it runs: the replacement leaves its image as it is.
    config.containerTemplates[1]!['imageDigest'] = digestOf('example/demo-worker:1.4.2');
    const run = await cancelledWhileHeld('PUT', '/mc/apps/', { 'app-config': JSON.stringify(config) });
    expect(run.exitCode).toBe(1);
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: 'unknown' },
        { name: 'worker', image: `example/demo-worker:1.4.2@${digestOf('example/demo-worker:1.4.2')}` },
      ],
    });
    await expect.poll(() => imageOf('web'), { timeout: 30_000 }).toContain(':2.0.0');
  });
});

describe('update-app: app-config with rollback-on-failure', () => {
  it('is refused before any request: a full replacement is not only images', async () => {
    const result = await run({ 'app-config': JSON.stringify(seedAppConfig()), 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(emulator().requests).toHaveLength(0);
    expect(failureMessage(result)).toContain("Input 'rollback-on-failure': is not available with app-config");
  });
});

describe('update-app: after a rollback', () => {
  it('the summary never says the rollout is live on the new image', async () => {
    // The rollout goes live and the probe does not match: the rollback's own rollout goes live too.
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const result = await run({
      'image-tags': 'web=2.0.0',
      'wait-seconds': '60',
      'rollback-on-failure': 'true',
      'probe-url': '{emulator}/_emulator/state',
      'expect-body': 'text the page never holds',
      'consecutive-successes': '1',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['rolled-back']).toBe('true');
    expect(failureMessage(result)).toMatch(/^The probe of .* Rolled back: the previous images are live again/);
    // The update's rollout was live before the probe failed; after the rollback the summary says what is live now.
    expect(result.summary.split('<h3>Rollback</h3>')[1]).not.toContain('on the new image');
    expect(result.summary).toContain('The previous images are live again');
  });
});

describe('update-app: a tag the registry cannot resolve', () => {
  it('sets the outputs the read gave, and names the container, tag and image with what the API said', async () => {
    const before = imageOf('web');
    emulator().inject({
      kind: 'status',
      status: 404,
      method: 'POST',
      path: '/mc/registries/digest',
      body: { title: 'Not Found', status: 404, detail: 'Image tag not found.' },
    });
    const result = await run({ 'image-tags': 'web=2.0.0\nworker=2.0.0' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['app-status']).toBe('active');
    expect(Object.keys(JSON.parse(result.outputs['previous-images'] ?? '{}') as object)).toEqual(['web', 'worker']);
    expect(result.outputs['url']).toMatch(/^https:\/\//);
    expect(failureMessage(result)).toContain(
      "Could not resolve tag '2.0.0' of container 'web' (image example/demo-web) to a digest: POST /mc/registries/digest answered 404 Not Found: Image tag not found.",
    );
    expect(result.outputs['status']).toBe('404');
    expect(result.outputs['error-key']).toBe('Not Found');
    expect(writes()).toEqual([]);
    expect(imageOf('web')).toBe(before);
  });

  const asRead = () => ({
    id: SEED.appId,
    containers: [
      { name: 'web', image: `example/demo-web:1.4.2@${digestOf('example/demo-web:1.4.2')}` },
      { name: 'worker', image: `example/demo-worker:1.4.2@${digestOf('example/demo-worker:1.4.2')}` },
    ],
  });

  it('sets result to the application as read when the registry refuses the tag, or image-tags names no container of it', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'POST',
      path: '/mc/registries/digest',
      body: { title: 'Tag not found', status: 400 },
    });
    const refused = await run({ 'image-tags': 'web=2.0.0' });
    expect(refused.exitCode).toBe(1);
    expect(JSON.parse(refused.outputs['result'] ?? 'null')).toEqual(asRead());
    const misspelt = await run({ 'image-tags': 'wbe=2.0.0' });
    expect(misspelt.exitCode).toBe(1);
    expect(failureMessage(misspelt)).toContain('wbe');
    expect(JSON.parse(misspelt.outputs['result'] ?? 'null')).toEqual(asRead());
    expect(writes()).toEqual([]);
  });
});

describe('update-app: the registry identifier the digest call takes', () => {
  it('names a public registry by its kind and a private one by its id, reading each registry once', async () => {
    const result = await run({ 'image-tags': 'web=2.0.0\nworker=2.0.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    const digests = emulator().requests.filter((request) => request.path === '/mc/registries/digest');
    expect(digests.map((request) => (request.body as { registryId: string }).registryId)).toEqual(['dockerhub', 'dockerhub']);
    expect(emulator().requests.filter((request) => request.path.startsWith('/mc/registries/1'))).toHaveLength(1);
    emulator().requests.length = 0;
    const edge = await runAgainst(
      emulator(),
      { ...base, 'app-id': SEED.edgeAppId, 'image-tags': 'gateway=3.2.0' },
      { clock: new FakeClock() },
    );
    expect(edge.exitCode, edge.stdout).toBe(0);
    expect(emulator().requests.find((request) => request.path === '/mc/registries/digest')?.body).toMatchObject({
      registryId: String(SEED.privateRegistryId),
    });
  });

  const registryRead = async (id: number) =>
    (await (await fetch(`${emulator().url}/mc/registries/${id}`, { headers: { AccessKey: emulator().apiKey } })).json()) as Record<
      string,
      unknown
    >;
  const digestRegistryIds = () =>
    emulator()
      .requests.filter((request) => request.path === '/mc/registries/digest')
      .map((request) => (request.body as { registryId: string }).registryId);

  it('a public entry that reads isPublic: null (the emulator by default) is the platform’s by isPlatformManaged: asked of its kind, and the log says so', async () => {
    expect(await registryRead(SEED.dockerHubRegistryId)).toMatchObject({ isPublic: null, isPlatformManaged: true });
    emulator().requests.length = 0;
    const result = await run({ 'image-tags': 'web=2.0.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(digestRegistryIds()).toEqual(['dockerhub']);
    expect(result.stdout).toContain(
      `Registry ${SEED.dockerHubRegistryId} (docker.io) does not say whether it is public (isPublic: null): read as the platform's public entry (isPlatformManaged: true), so the digest is asked of "dockerhub"`,
    );
  });

  it('a public entry read as 1.9.7 gives it (isPublic: null, no isPlatformManaged) is public by its host; a boolean isPublic needs no reading', async () => {
    const entry = await registryRead(SEED.dockerHubRegistryId);
    delete entry['isPlatformManaged'];
    emulator().inject({ kind: 'wrong-shape', method: 'GET', path: `/mc/registries/${SEED.dockerHubRegistryId}`, body: entry });
    emulator().requests.length = 0;
    const result = await run({ 'image-tags': 'web=2.0.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(digestRegistryIds()).toEqual(['dockerhub']);
    expect(result.stdout).toContain(
      `Registry ${SEED.dockerHubRegistryId} (docker.io) does not say whether it is public (isPublic: null): read as public from its host (no user name, not said to be platform-managed), so the digest is asked of "dockerhub"`,
    );

    emulator().state.containers.publicRegistryIsPublic = 'boolean';
    expect(await registryRead(SEED.dockerHubRegistryId)).toMatchObject({ isPublic: true, isPlatformManaged: true });
    emulator().requests.length = 0;
    const told = await run({ 'image-tags': 'web=2.1.0' });
    expect(told.exitCode, told.stdout).toBe(0);
    expect(digestRegistryIds()).toEqual(['dockerhub']);
    expect(told.stdout).not.toContain('does not say whether it is public');
  });

  it('a registry on ghcr.io that reads isPublic: null but has a user name is the account’s own: asked by its id', async () => {
    const entry: Record<string, unknown> = { ...(await registryRead(SEED.privateRegistryId)), hostName: 'ghcr.io', isPublic: null };
    delete entry['isPlatformManaged'];
    emulator().inject({ kind: 'wrong-shape', method: 'GET', path: `/mc/registries/${SEED.privateRegistryId}`, body: entry });
    emulator().requests.length = 0;
    const edge = await runAgainst(
      emulator(),
      { ...base, 'app-id': SEED.edgeAppId, 'image-tags': 'gateway=3.2.0' },
      { clock: new FakeClock() },
    );
    expect(edge.exitCode, edge.stdout).toBe(0);
    expect(digestRegistryIds()).toEqual([String(SEED.privateRegistryId)]);
    expect(edge.stdout).toContain(
      `Registry ${SEED.privateRegistryId} (ghcr.io) does not say whether it is public (isPublic: null): read as private: it has a user name (the account's own registry), so the digest is asked by its id ${SEED.privateRegistryId}`,
    );
  });

  it('the emulator refuses a public entry’s numeric id, as the document reads, unless told otherwise', async () => {
    const ask = (registryId: string) =>
      fetch(`${emulator().url}/mc/registries/digest`, {
        method: 'POST',
        headers: { AccessKey: emulator().apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ registryId, imageNamespace: 'example', imageName: 'demo-web', tag: '2.0.0' }),
      }).then((response) => response.status);
    expect(await ask(String(SEED.dockerHubRegistryId))).toBe(422);
    expect(await ask('dockerhub')).toBe(200);
    expect(await ask(String(SEED.privateRegistryId))).toBe(200);
    emulator().state.containers.digestTakesAnyRegistryId = true;
    expect(await ask(String(SEED.dockerHubRegistryId))).toBe(200);
  });
});

describe('update-app: an application that is not deployed', () => {
  it('is said so at once, not waited on to the deadline', async () => {
    undeployApp(app());
    const clock = new FakeClock();
    const result = await runAgainst(emulator(), { ...base, 'image-tags': 'web=2.0.0', 'wait-seconds': '600' }, { secrets, clock });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(`Application ${SEED.appId} is not deployed (status inactive)`);
    expect(emulator().requests.filter((request) => request.path.endsWith('/overview'))).toHaveLength(0);
    expect(clock.sleeps).toEqual([]);
    expect(result.outputs['app-status']).toBe('inactive');
    // The configuration changed; nothing runs it until the application is deployed.
    expect(app().status).toBe('inactive');
    expect(String(app().templates[0]?.template['imageTag'])).toBe('2.0.0');
  });

  it('without a wait, the update goes through with a warning', async () => {
    undeployApp(app());
    const result = await run({ 'image-tags': 'web=2.0.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('::warning title=update-app%3A the application is not deployed::');
    expect(result.stdout.match(/the application is not deployed::/g)).toHaveLength(1);
    expect(result.summary).toContain('is not deployed (status inactive)');
  });

  it('records its Deployment inactive, not success, and leaves the Deployment of what is live as it is', async () => {
    await withGitHub(async (github) => {
      const env = { ...(await pullRequestEnvironment(github, { number: 7 })), GITHUB_EVENT_NAME: 'push' };
      const deploy = (tag: string) =>
        runAgainst(
          emulator(),
          { ...base, 'image-tags': `web=${tag}`, 'github-deployment': 'true', 'github-token': github.writeToken },
          { env, clock: new FakeClock(), secrets: [...secrets, github.writeToken] },
        );
      const live = await deploy('2.0.0');
      expect(live.exitCode, live.stdout).toBe(0);
      undeployApp(app());
      const idle = await deploy('3.0.0');
      expect(idle.exitCode, idle.stdout).toBe(0);
      const [earlier, later] = github.deployments();
      expect(earlier!.statuses.map((status) => status.state)).toEqual(['in_progress', 'success']);
      expect(later!.statuses.map((status) => status.state)).toEqual(['in_progress', 'inactive']);
      expect(idle.stdout).toContain(
        `github-deployment: deployment ${later!.id} of production: inactive, since the application is not deployed, so nothing this step changed went live.`,
      );
      expect(idle.stdout).not.toContain('marked the deployment(s) it replaced inactive');
    });
  });

  it("says in its pull request comment that nothing went live, never 'Live at': the Deployment's verdict, from the same source", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      undeployApp(app());
      const idle = await runAgainst(
        emulator(),
        { ...base, 'image-tags': 'web=3.0.0', 'pr-comment': 'true', 'github-deployment': 'true', 'github-token': github.writeToken },
        { env, clock: new FakeClock(), secrets: [...secrets, github.writeToken] },
      );
      expect(idle.exitCode, idle.stdout).toBe(0);
      // The application's address is still its url output (for a job's environment.url): the comment does not call it live.
      expect(idle.outputs['url']).toMatch(/^https:\/\//);
      const body = github.comments(7)[0]!.body;
      expect(body).not.toContain('Live at');
      expect(body).toContain('Nothing went live: the application is not deployed, so nothing this step changed went live.');
      expect(github.deployments().map((deployment) => deployment.statuses.at(-1)?.state)).toEqual(['inactive']);
    });
  });

  it("records failure, not inactive, when the step fails: a failed deploy stays in the environment's history", async () => {
    await withGitHub(async (github) => {
      const env = { ...(await pullRequestEnvironment(github, { number: 7 })), GITHUB_EVENT_NAME: 'push' };
      undeployApp(app());
      const failed = await runAgainst(
        emulator(),
        { ...base, 'image-tags': 'web=2.0.0', 'wait-seconds': '600', 'github-deployment': 'true', 'github-token': github.writeToken },
        { env, clock: new FakeClock(), secrets: [...secrets, github.writeToken] },
      );
      expect(failed.exitCode).toBe(1);
      expect(failureMessage(failed)).toContain(`Application ${SEED.appId} is not deployed`);
      expect(github.deployments().map((deployment) => deployment.statuses.map((status) => status.state))).toEqual([
        ['in_progress', 'failure'],
      ]);
    });
  });

  it('the emulator keeps it inactive through updates, and deploys it on POST /deploy', async () => {
    undeployApp(app());
    // The kinder reading: the overview shows the new status at once, not after the status lag.
    app().statusLag = 0;
    const overview = async () =>
      (await (await fetch(`${emulator().url}/mc/apps/${SEED.appId}/overview`, { headers: { AccessKey: emulator().apiKey } })).json()) as {
        status: string;
        regions: Array<{ pods: unknown[] }>;
      };
    expect(await overview()).toMatchObject({ status: 'inactive', regions: [{ pods: [] }, { pods: [] }] });
    const deployed = await fetch(`${emulator().url}/mc/apps/${SEED.appId}/deploy`, {
      method: 'POST',
      headers: { AccessKey: emulator().apiKey },
    });
    expect(deployed.status).toBe(204);
    expect((await overview()).status).toBe('progressing');
  });
});

describe('update-app: the CDN in front of the application', () => {
  const endpoint = () => `${emulator().url}/_cdn/apps/${SEED.appId}`;
  const probe = { 'probe-url': `{emulator}/_cdn/apps/${SEED.appId}`, 'expect-body': 'demo-web:2.0.0', 'consecutive-successes': '1' };

  it('the emulator keeps the endpoint’s answer until its pull zone is purged', async () => {
    const first = await fetch(endpoint());
    expect(await first.text()).toContain('web=example/demo-web:1.4.2@');
    await run({ 'image-tags': 'web=2.0.0' });
    const stale = await fetch(endpoint());
    expect(stale.headers.get('cdn-cache')).toBe('HIT');
    expect(await stale.text()).toContain('web=example/demo-web:1.4.2@');
    const [pullZone] = cdnPullZoneIds(app());
    emulator().state.purges.push({ kind: 'pull-zone', pullZoneId: pullZone ?? 0, cacheTag: null });
    expect(await (await fetch(endpoint())).text()).toContain('web=example/demo-web:2.0.0@');
  });

  it('purges the pull zones of the application’s CDN endpoints before the probe, which then sees the new image', async () => {
    // A visitor before the deploy: the pull zone now holds the old image's answer.
    await fetch(endpoint());
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const result = await run({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60', ...probe });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['matched']).toBe('true');
    expect(emulator().state.purges).toEqual([{ kind: 'pull-zone', pullZoneId: cdnPullZoneIds(app())[0], cacheTag: null }]);
    const names = emulator().requests.map((request) => `${request.method} ${request.path}`);
    expect(names.indexOf(`POST /pullzone/${cdnPullZoneIds(app())[0]}/purgeCache`)).toBeGreaterThan(
      names.lastIndexOf(`GET /mc/apps/${SEED.appId}/overview`),
    );
  });

  it('a purge that fails is a warning: the probe says what it sees', async () => {
    await fetch(endpoint());
    emulator().inject({ kind: 'status', status: 500, method: 'POST', path: '/purgeCache' });
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const result = await run({ 'image-tags': 'web=2.0.0', ...probe, 'wait-seconds': '60' });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('::warning title=update-app%3A a pull zone was not purged::');
    expect(failureMessage(result)).toContain('The probe of');
  });
});

describe('update-app: the emulator gives every CDN endpoint a pull zone', () => {
  it('including one a full replacement adds, which can then be purged', async () => {
    const config = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
    config.containerTemplates[1] = {
      ...config.containerTemplates[1],
      endpoints: [{ displayName: 'worker-cdn', cdn: { isSslEnabled: true, portMappings: [{ containerPort: 9000, protocols: ['tcp'] }] } }],
    };
    const result = await run({ 'app-config': JSON.stringify(config) });
    expect(result.exitCode, result.stdout).toBe(0);
    const zones = cdnPullZoneIds(app());
    expect(zones).toHaveLength(2);
    for (const zone of zones) {
      const purged = await fetch(`${emulator().url}/pullzone/${zone}/purgeCache`, {
        method: 'POST',
        headers: { AccessKey: emulator().apiKey },
      });
      expect(purged.status).toBe(204);
    }
  });
});
