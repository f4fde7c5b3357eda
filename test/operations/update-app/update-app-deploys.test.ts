import { describe, expect, it } from 'vitest';
import { SEED, seedAppConfig } from '../../../emulator/server.ts';
import { seedEdgeAppConfig } from '../../../emulator/seed.ts';
import { digestOf, overview, readModel } from '../../../emulator/apps/state.ts';
import { failureMessage, runAgainst } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { useSeededApp } from '../../support/update-app.ts';

/*
 * Issues 20 and 22: an image update recognised however the overview names the image, a deploy
 * that another one replaced, and the rollback of a failed one. Rollouts move on overview reads,
 * so every wait here runs on a fake clock.
 */
const { emulator, app, run: deploy, documentedRollback } = useSeededApp();
/** The seed's configuration as the emulator keeps it: the seed, with the pull zone the platform created for web's CDN endpoint. */
const identicalConfig = () => {
  const config = seedAppConfig() as { containerTemplates: Array<{ endpoints?: Array<{ cdn: Record<string, unknown> }> }> };
  const endpoint = config.containerTemplates[0]?.endpoints?.[0];
  const live = (app().templates[0]?.template['endpoints'] as Array<{ cdn: { pullZoneId: number } }>)[0];
  if (!endpoint || !live) throw new Error('no CDN endpoint in the seed');
  endpoint.cdn['pullZoneId'] = live.cdn.pullZoneId;
  return JSON.stringify(config);
};
const webImage = () =>
  String((readModel(app()) as { containerTemplates: Array<Record<string, unknown>> }).containerTemplates[0]?.['image']);

describe('update-app: rollouts the platform names its own way', () => {
  it('recognises the new image when the overview names it by digest only, the tag in imageDisplay', async () => {
    app().overviewImage = 'digest';
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['app-status']).toBe('active');
    expect(result.stdout).toContain('The rollout is live');
  });

  it('says "superseded" within one poll when another deploy replaces this one, and does not roll it back', async () => {
    app().nextRollout = { mode: 'never', reads: 0 };
    app().otherWrite = { afterReads: 1, container: 'web', tag: '9.9.9' };
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '600', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('superseded by another deploy: container web now asks for 9.9.9@');
    expect(failureMessage(result)).toContain('Not rolled back');
    // Seen at the second poll, not at the deadline of 600 s.
    expect(emulator().requests.filter((request) => request.path.endsWith('/overview')).length).toBe(2);
    expect(webImage()).toContain(':9.9.9@');
    expect(result.outputs['rolled-back']).toBe('false');
  });
});

describe('update-app: the two-step rollback of docs/pipelines/container-app.md', () => {
  it('leaves previous-images empty when another deploy replaced this one, so the documented rollback step never undoes it', async () => {
    app().nextRollout = { mode: 'never', reads: 0 };
    app().otherWrite = { afterReads: 1, container: 'web', tag: '9.9.9' };
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '600' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('superseded by another deploy: container web now asks for 9.9.9@');
    const rollback = await documentedRollback(result.outputs['previous-images']);
    expect(webImage()).toContain(':9.9.9@');
    expect(rollback).toBeUndefined();
    expect(failureMessage(result)).toContain(
      'previous-images is left empty: putting the images from before this step back would undo the deploy that came after it.',
    );
  });

  it('with rollback-on-failure too: not rolled back, and previous-images left empty', async () => {
    app().nextRollout = { mode: 'never', reads: 0 };
    app().otherWrite = { afterReads: 1, container: 'web', tag: '9.9.9' };
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '600', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('a later deploy is never undone');
    expect(result.outputs['previous-images']).toBe('');
    expect(await documentedRollback(result.outputs['previous-images'])).toBeUndefined();
    expect(webImage()).toContain(':9.9.9@');
  });

  it('with rollback-on-failure, previous-images is left empty though the application can no longer be read: no read is needed to know', async () => {
    app().nextRollout = { mode: 'never', reads: 0 };
    app().otherWrite = { afterReads: 1, container: 'web', tag: '9.9.9' };
    // The reads of the step go through; every read after them answers 503.
    emulator().inject(
      { kind: 'delay', ms: 0, method: 'GET', path: /\/mc\/apps\/app-demo-01$/, times: 3 },
      { kind: 'status', status: 503, method: 'GET', path: /\/mc\/apps\/app-demo-01$/, times: Infinity },
    );
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '600', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('superseded by another deploy');
    expect(result.outputs['previous-images']).toBe('');
    expect(await documentedRollback(result.outputs['previous-images'])).toBeUndefined();
    expect(webImage()).toContain(':9.9.9@');
  });

  it('keeps previous-images when the rollout fails with no other deploy after it, and the documented step puts the image back', async () => {
    app().nextRollout = { mode: 'fail', reads: 1 };
    const before = webImage();
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '600' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).not.toContain('previous-images is left empty');
    const rollback = await documentedRollback(result.outputs['previous-images']);
    expect(rollback?.exitCode).toBe(0);
    expect(webImage()).toBe(before);
  });
});

describe('update-app: an overview that still shows the status from before the write', () => {
  it('waits for a fix to an application that was failing before it, and reports it live', async () => {
    // The emulator's overview keeps the status from before the write for three reads (its default).
    app().status = 'failing';
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(
      'the application is still failing, as before this change: the status may not have caught up with the write yet',
    );
    expect(result.stdout).toContain('The rollout is live');
    expect(result.outputs['rolled-back']).toBe('false');
    expect(webImage()).toContain(':2.0.0@');
  });

  it('fails a minute after the write, not at wait-seconds, when an application that was failing still fails', async () => {
    app().status = 'failing';
    app().nextRollout = { mode: 'fail', reads: 1 };
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '600' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('failed after 60 s');
    expect(failureMessage(result)).toContain('the application is still failing, as it was before this change');
    // One read every 5 s from 0 to 60 s, where the deadline would take 121.
    expect(emulator().requests.filter((request) => request.path.endsWith('/overview')).length).toBe(13);
  });

  it('still fails at once when the overview leaves the old status and then turns failing', async () => {
    app().statusLag = 0;
    app().nextRollout = { mode: 'fail', reads: 1 };
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '600' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('the application is failing');
    // progressing, then failing: not the deadline of 600 s.
    expect(emulator().requests.filter((request) => request.path.endsWith('/overview')).length).toBe(2);
  });
});

describe('update-app: an overview that shows the rollout in some regions only', () => {
  const ready = (name: string, image: string) => ({
    name,
    status: 'ready',
    image,
    imageDisplay: image,
    numberOfRestarts: 0,
    exitCode: null,
    reason: null,
    message: null,
  });
  const newPod = (name: string) => ({
    name,
    status: 'ready',
    containers: [ready('web', 'example/demo-web:2.0.0'), ready('worker', 'example/demo-worker:1.4.2')],
  });
  /** One read of the overview, then the emulator's own rollout. */
  const overviewOnce = (body: Record<string, unknown>) =>
    emulator().inject({ kind: 'wrong-shape', method: 'GET', path: `/mc/apps/${SEED.appId}/overview`, status: 200, body });
  const overviewReads = () => emulator().requests.filter((request) => request.path.endsWith('/overview')).length;
  /** Every overview read: the emulator's own, with `extra` regions after its own, then changed by `change`. */
  const everyOverview = (extra: Array<Record<string, unknown>>, change: (body: Record<string, unknown>) => void = () => {}) =>
    emulator().setRequestHook(({ path, method }) => {
      if (method !== 'GET' || !path.endsWith('/overview')) return;
      const body = overview(app()) as Record<string, unknown> & { regions: Array<Record<string, unknown>> };
      body.regions = [...body.regions, ...extra];
      change(body);
      overviewOnce(body);
    });
  const live = async () => {
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '120', 'rollback-on-failure': 'true' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.outputs['rolled-back']).toBe('false');
    expect(webImage()).toContain(':2.0.0@');
    return result;
  };

  it('waits while a required region is still progressing with none of its pods listed, though the application reads active', async () => {
    app().nextRollout = { mode: 'succeed', reads: 3 };
    overviewOnce({
      status: 'active',
      desiredInstances: 2,
      activeInstances: { indicator: 'warning', value: 1 },
      regions: [
        { region: 'DE', isRequired: true, instances: 1, status: 'active', pods: [newPod('preview-demo-de-0')] },
        { region: 'UK', isRequired: true, instances: 1, status: 'progressing', pods: [] },
      ],
    });
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.stdout).toContain('UK progressing 0/0 ready): region UK is progressing');
    expect(result.stdout).not.toContain('UK progressing 0/0 ready): rollout done');
    expect(overviewReads()).toBeGreaterThan(1);
    expect(result.stdout).toContain('The rollout is live');
  });

  it('is not held or failed by a required region that reads failing before and after the deploy (capacity, say)', async () => {
    app().statusLag = 0;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    everyOverview([{ region: 'UK', isRequired: true, instances: 1, status: 'failing', pods: [] }]);
    await live();
  });

  it('is not held by an optional region still progressing', async () => {
    app().statusLag = 0;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    everyOverview([{ region: 'UK', isRequired: false, instances: 1, status: 'progressing', pods: [] }]);
    await live();
  });

  it('is not held or failed by an optional region that reads failing before and after the deploy', async () => {
    app().statusLag = 0;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    everyOverview([{ region: 'UK', isRequired: false, instances: 1, status: 'failing', pods: [] }]);
    await live();
  });

  it('is not held by a required region that reads unknown for ever', async () => {
    app().statusLag = 0;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    everyOverview([{ region: 'UK', isRequired: true, status: 'unknown', pods: [] }]);
    await live();
  });

  it('decides nothing on desiredInstances above the pods listed (what it counts is not documented)', async () => {
    app().statusLag = 0;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    everyOverview([], (body) => {
      body['desiredInstances'] = 3;
    });
    await live();
  });

  it("decides nothing on a region's instances above its pods (they may count containers: 2 containers in 1 pod)", async () => {
    app().statusLag = 0;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    everyOverview([], (body) => {
      for (const region of body['regions'] as Array<Record<string, unknown>>) region['instances'] = 2;
    });
    await live();
  });
});

describe('update-app: a full replacement whose pods look the same before and after', () => {
  type Templates = { containerTemplates: Array<Record<string, unknown> & { environmentVariables?: unknown[] }> };
  /** The seed's configuration with one environment variable added to worker: no image changes. */
  const settingsOnly = () => {
    const config = seedAppConfig() as Templates;
    const worker = config.containerTemplates.find((template) => template['name'] === 'worker');
    if (!worker) throw new Error('no worker container in the seed');
    worker.environmentVariables = [...(worker.environmentVariables ?? []), { name: 'FEATURE_FLAG', value: 'on' }];
    return JSON.stringify(config);
  };
  const overviews = () => emulator().requests.filter((request) => request.path.endsWith('/overview')).length;

  it.each(['fail', 'never', 'crash-loop'] as const)(
    'does not take the status from before the write for a settings-only change whose rollout will %s',
    async (mode) => {
      app().nextRollout = { mode, reads: 1 };
      const result = await deploy({ 'app-config': settingsOnly(), 'wait-seconds': '30' });
      expect(result.exitCode).toBe(1);
      expect(result.stdout).not.toContain('rollout done');
      expect(result.stdout).toContain('no pod runs an image only this change asks for: the status may not have caught up');
      expect(failureMessage(result)).toMatch(
        mode === 'fail' ? /failed after \d+ s \(\d+ polls\): the application is failing/ : /did not finish within wait-seconds/,
      );
    },
  );

  it('reports a settings-only change live once the overview has shown it in progress', async () => {
    app().statusLag = 1;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    const result = await deploy({ 'app-config': settingsOnly(), 'wait-seconds': '30' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('application progressing');
    expect(result.stdout).toContain('The rollout is live');
    // Active before the write (the lag), progressing, then active: not a minute.
    expect(overviews()).toBe(3);
  });

  it('trusts an active status a minute after the write when the overview never showed the rollout', async () => {
    const result = await deploy({ 'app-config': settingsOnly(), 'wait-seconds': '120' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('The rollout is live after 60 s');
    expect(overviews()).toBe(13);
  });

  it('waits for a document identical to the live one: the members no read returns may start a rollout', async () => {
    // Whether the grace period and node selectors change is not known, nor whether sending them starts a rollout: the harsher reading waits.
    app().nextRollout = { mode: 'never', reads: 0 };
    const result = await deploy({ 'app-config': identicalConfig(), 'wait-seconds': '30' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('did not finish within wait-seconds');
    expect(result.stdout).not.toContain('The rollout is live');
  });

  it('reports a document identical to the live one live, never a timeout, when the platform starts no rollout for it', async () => {
    // The pods are never replaced and the status never leaves active: nothing the overview shows tells a rollout.
    app().nextRollout = { mode: 'keep-old-pods', reads: 0 };
    const short = await deploy({ 'app-config': identicalConfig(), 'wait-seconds': '30' });
    expect(short.exitCode, short.stdout).toBe(0);
    expect(short.stdout).toContain('The overview never showed the rollout in progress within wait-seconds (30 s)');
    expect(short.stdout).not.toContain('did not finish within wait-seconds');
    emulator().requests.length = 0;
    app().nextRollout = { mode: 'keep-old-pods', reads: 0 };
    const long = await deploy({ 'app-config': identicalConfig(), 'wait-seconds': '120' });
    expect(long.exitCode, long.stdout).toBe(0);
    expect(long.stdout).toContain('The rollout is live after 60 s');
    expect(overviews()).toBe(13);
  });

  it('still reports a change of image live as soon as the pods run it, whatever the status shows', async () => {
    const config = seedAppConfig() as Templates;
    const web = config.containerTemplates.find((template) => template['name'] === 'web');
    if (!web) throw new Error('no web container in the seed');
    web['imageTag'] = '2.0.0';
    const result = await deploy({ 'app-config': JSON.stringify(config), 'wait-seconds': '30' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(overviews()).toBeLessThan(5);
  });
});

describe('update-app: a full replacement that only deletes a container', () => {
  /** The live configuration, as a read returns it, without worker. */
  const withoutWorker = () => {
    const config = readModel(app()) as { containerTemplates: Array<{ name: string }> };
    config.containerTemplates = config.containerTemplates.filter((template) => template.name !== 'worker');
    return { 'app-config': JSON.stringify(config), 'allow-container-removal': 'true' };
  };
  const polls = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('Poll '));

  it('does not report the rollout live on the status from before the write', async () => {
    app().nextRollout = { mode: 'fail', reads: 1 };
    const result = await deploy({ ...withoutWorker(), 'wait-seconds': '60' });
    expect(result.stdout).not.toContain('The rollout is live');
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('the application is failing');
  });

  it('reports a deletion that rolls out live once no pod runs the deleted container', async () => {
    // The default rollout: two reads in progress, shown active throughout (the status lags the write).
    const result = await deploy({ ...withoutWorker(), 'wait-seconds': '60' });
    expect(result.exitCode, result.stdout).toBe(0);
    const lines = polls(result.stdout);
    expect(lines[0]).toContain('still runs worker, which this change deletes');
    expect(lines).toHaveLength(3);
    expect(result.stdout).toContain('The rollout is live after 10 s (3 polls)');
    expect(result.stdout).not.toContain('never showed the rollout in progress');
    expect(app().lastChanges.deleted).toEqual(['worker']);
  });

  it('with an overview that drops the deleted container at once, waits for the rollout to show', async () => {
    // The kinder reading: the old pods no longer list worker; only the status can tell.
    app().oldPodsKeepDeleted = false;
    app().statusLag = 1;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    const result = await deploy({ ...withoutWorker(), 'wait-seconds': '60' });
    expect(result.exitCode, result.stdout).toBe(0);
    const lines = polls(result.stdout);
    expect(lines[0]).toContain('the status may not have caught up with the write yet');
    expect(lines[1]).toContain('application progressing');
    expect(result.stdout).toContain('The rollout is live after 10 s (3 polls)');
  });
});

describe('update-app: file mode and the members a read never returns', () => {
  const unknown =
    'Application members sent; not returned by a read, so whether they change is not known: regionSettings.nodeSelectors, terminationGracePeriodSeconds';

  it('the dry run of a document identical to the live one lists no member as changing, and names those it cannot compare', async () => {
    const result = await deploy({ 'app-config': identicalConfig(), 'dry-run': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    for (const text of [result.stdout, result.summary]) {
      expect(text).not.toContain('Application members that change');
      expect(text).toContain(unknown);
    }
    // Nothing but the tags, asked for again without their digests, differs from what a read returns.
    expect(result.stdout).not.toMatch(/Container (web|worker) \(updated\): [^\n]*;/);
  });

  it('waits for a change of the grace period alone, and reports its rollout failing', async () => {
    app().nextRollout = { mode: 'fail', reads: 1 };
    const config = JSON.parse(identicalConfig()) as Record<string, unknown>;
    config['terminationGracePeriodSeconds'] = 120;
    const result = await deploy({ 'app-config': JSON.stringify(config), 'wait-seconds': '120' });
    expect(result.stdout).toContain(unknown);
    expect(result.stdout).not.toContain('The rollout is live');
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('the application is failing');
    expect(result.outputs['app-status']).toBe('failing');
  });

  it('waits for a change of the node selectors alone, and says when its rollout does not finish', async () => {
    app().nextRollout = { mode: 'never', reads: 0 };
    const config = JSON.parse(identicalConfig()) as { regionSettings: Record<string, unknown> };
    config.regionSettings['nodeSelectors'] = { pool: 'gpu' };
    const result = await deploy({ 'app-config': JSON.stringify(config), 'wait-seconds': '30' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('did not finish within wait-seconds');
  });

  it('still names a member a read returns that the document changes', async () => {
    const config = seedAppConfig() as { autoScaling: { min: number; max: number } };
    config.autoScaling = { min: 1, max: 5 };
    const result = await deploy({ 'app-config': JSON.stringify(config), 'dry-run': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('Application members that change: autoScaling\n');
  });
});

describe('update-app: an image update whose pods look the same before and after', () => {
  it('does not take the status from before the write when the digest pinned is the one that ran before', async () => {
    app().nextRollout = { mode: 'never', reads: 0 };
    // Another tag for the image that runs now: the pods on it cannot tell the new rollout from the old.
    const result = await deploy({ 'image-tags': `web=stable@${digestOf('example/demo-web:1.4.2')}`, 'wait-seconds': '30' });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).not.toContain('rollout done');
    expect(failureMessage(result)).toContain('did not finish within wait-seconds');
  });

  it('reports a rollout whose pods run the same image live at a deadline under a minute, with a warning, and rolls nothing back', async () => {
    // The default rollout: every read shows active and every pod ready on the pinned digest, which ran before too.
    // Shown by digest: the pods' tag is the one the digest was resolved from (1.4.2), never stable.
    app().overviewImage = 'tag-and-digest';
    const result = await deploy({
      'image-tags': `web=stable@${digestOf('example/demo-web:1.4.2')}`,
      'wait-seconds': '30',
      'rollback-on-failure': 'true',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('The overview never showed the rollout in progress within wait-seconds (30 s)');
    expect(result.stdout).toContain('Give wait-seconds of at least 60 to see it.');
    expect(result.stdout).toContain('The rollout is live after 30 s');
    expect(result.outputs['rolled-back']).toBe('false');
    expect(emulator().requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    expect(webImage()).toContain('@' + digestOf('example/demo-web:1.4.2'));
  });

  it('still fails, and rolls back, a rollout that turns failing before that deadline', async () => {
    app().nextRollout = { mode: 'fail', reads: 1 };
    const result = await deploy({
      'image-tags': `web=stable@${digestOf('example/demo-web:1.4.2')}`,
      'wait-seconds': '30',
      'rollback-on-failure': 'true',
    });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('the application is failing');
    expect(result.stdout).not.toContain('never showed the rollout in progress');
    expect(result.outputs['rolled-back']).toBe('true');
  });
});

describe('update-app: a re-run of the same app-config, its tags without digests', () => {
  /** What the application asks for now, in the read model app-config accepts, each digest left out (tags only). */
  const sameConfig = () => {
    const model = readModel(app()) as { containerTemplates: Array<Record<string, unknown>> };
    for (const template of model.containerTemplates) delete template['imageDigest'];
    return JSON.stringify(model);
  };

  it('is live at the first poll when every tag still resolves to the digest it ran before', async () => {
    const result = await deploy({ 'app-config': sameConfig(), 'wait-seconds': '30' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('still resolves to');
    expect(result.stdout).not.toContain('never showed the rollout in progress');
    expect(emulator().requests.filter((request) => request.path.endsWith('/overview')).length).toBe(1);
  });

  it('waits for the new pods when a tag now resolves to another digest', async () => {
    // The registry moved web's tag since the last deploy: the live container still runs the digest it resolved then.
    const web = app().templates.find((stored) => stored.template['name'] === 'web');
    if (!web) throw new Error('no web container in the seed');
    const config = sameConfig();
    const moved = digestOf('example/demo-web:1.4.1');
    app().account.resolved.set(moved, 'example/demo-web:1.4.1');
    web.template['imageDigest'] = moved;
    web.runningImage = `example/demo-web:1.4.1@${moved}`;
    app().nextRollout = { mode: 'never', reads: 0 };
    const result = await deploy({ 'app-config': config, 'wait-seconds': '30' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('did not finish within wait-seconds');
    // Waited for on the digest the tag resolves to now, not dropped as unchanged.
    expect(result.stdout).toContain(`the rollout of web on ${digestOf('example/demo-web:1.4.2')}`);
    expect(result.stdout).not.toContain('Container web: tag 1.4.2 still resolves to');
    expect(result.stdout).toContain('Container worker: tag 1.4.2 still resolves to');
  });
});

describe('update-app: app-config with image-tags, another container sent by its live tag without the digest', () => {
  it('does not call that container unchanged when no lookup said its tag still resolves to the digest it runs', async () => {
    // The registry moved worker's tag since the last deploy; image-tags names only web, so worker's tag is never looked up.
    const worker = app().templates.find((stored) => stored.template['name'] === 'worker');
    if (!worker) throw new Error('no worker container in the seed');
    const model = readModel(app()) as { containerTemplates: Array<Record<string, unknown>> };
    for (const template of model.containerTemplates) delete template['imageDigest'];
    const moved = digestOf('example/demo-worker:1.4.1');
    app().account.resolved.set(moved, 'example/demo-worker:1.4.1');
    worker.template['imageDigest'] = moved;
    worker.runningImage = `example/demo-worker:1.4.1@${moved}`;
    const inputs = { 'app-config': JSON.stringify(model), 'image-tags': 'web=2.0.0', 'wait-seconds': '60' };
    const dry = await deploy({ ...inputs, 'dry-run': 'true' });
    expect(dry.exitCode, failureMessage(dry)).toBe(0);
    const result = await deploy(inputs);
    expect(result.exitCode, failureMessage(result)).toBe(0);
    for (const run of [dry, result]) {
      expect(run.stdout).not.toContain('Container worker: unchanged');
      expect(run.stdout).toContain(`Container worker (updated): example/demo-worker:1.4.2@${moved} -> example/demo-worker:1.4.2`);
      expect(run.summary).not.toContain('<td>worker</td><td>unchanged</td>');
    }
    // What the replacement did: the platform resolved the tag again, to another image than the one worker ran.
    const after = (readModel(app()) as { containerTemplates: Array<Record<string, unknown>> }).containerTemplates;
    const digest = after.find((template) => template['name'] === 'worker')?.['imageDigest'];
    expect(digest).toMatch(/^sha256:/);
    expect(digest).not.toBe(moved);
  });
});

describe('update-app: a tag asked for again on a new digest, with an overview that names images by tag only', () => {
  const overviews = () => emulator().requests.filter((request) => request.path.endsWith('/overview')).length;
  const OLD = digestOf('example/demo-web:latest, last week');
  /** web runs latest as it resolved last week; the registry has moved latest since (the emulator resolves it to another digest). */
  const onLastWeeksLatest = () => {
    const web = app().templates.find((stored) => stored.template['name'] === 'web');
    if (!web) throw new Error('no web container in the seed');
    app().account.resolved.set(OLD, 'example/demo-web:latest');
    web.template['imageTag'] = 'latest';
    web.template['imageDigest'] = OLD;
    web.runningImage = `example/demo-web:latest@${OLD}`;
    // The emulator's default, said here because these tests are about it: the overview shows `example/demo-web:latest`.
    app().overviewImage = 'tag';
  };

  const NEW = digestOf('example/demo-web:latest');
  /** The warning of a wait that ended on the hold: never "live", never a rollback, and how to be sure. */
  const expectUnconfirmed = (result: Awaited<ReturnType<typeof deploy>>, after: string, when: string) => {
    expect(result.stdout).toContain(
      `The rollout could not be confirmed ${after}: the overview names the image of web by its tag only, the same tag before and after the write, ` +
        `so its pods on the new digest could not be told apart from the old ones, and it never showed the rollout in progress ${when}.`,
    );
    expect(result.stdout).toContain('Nothing was rolled back for this.');
    expect(result.stdout).toContain('To be sure, give probe-url with expect-body, expect-header or expect-commit');
    expect(result.stdout).not.toContain('The rollout is live');
    expect(result.summary).not.toContain('The rollout is live');
    expect(result.summary).toContain(`The rollout could not be confirmed ${after}`);
    expect(result.outputs['rolled-back']).toBe('false');
    expect(emulator().requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  };

  it('is never reported live while the old pods, on the same tag, may be what the overview shows: unconfirmed at the bound of a minute', async () => {
    onLastWeeksLatest();
    app().nextRollout = { mode: 'keep-old-pods', reads: 0 };
    const result = await deploy({ 'image-tags': 'web=latest', 'wait-seconds': '120', 'rollback-on-failure': 'true' });
    expect(result.stdout).toContain(
      'Poll 1 at 0 s: application active (DE active 1/1 ready, UK active 1/1 ready): the application is still active, as before this change, and the overview shows web on the old tag without a digest',
    );
    // The bound of a minute ends the wait: nothing later would tell these pods apart.
    expect(overviews()).toBe(13);
    expect(result.exitCode, result.stdout).toBe(0);
    expectUnconfirmed(result, 'after 60 s (13 polls)', 'within 60 s of the write');
    expect(webImage()).toBe(`example/demo-web:latest@${NEW}`);
  });

  it('is unconfirmed, not rolled back, at a deadline under a minute', async () => {
    onLastWeeksLatest();
    app().nextRollout = { mode: 'keep-old-pods', reads: 0 };
    const result = await deploy({ 'image-tags': 'web=latest', 'wait-seconds': '30', 'rollback-on-failure': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).not.toContain('rollout done');
    expectUnconfirmed(result, 'after 30 s (7 polls)', 'within wait-seconds (30 s)');
    expect(webImage()).toBe(`example/demo-web:latest@${NEW}`);
  });

  it('reports the rollout live once the overview has shown it in progress', async () => {
    onLastWeeksLatest();
    app().statusLag = 1;
    app().nextRollout = { mode: 'succeed', reads: 2 };
    const result = await deploy({ 'image-tags': 'web=latest', 'wait-seconds': '120' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('application progressing');
    expect(result.stdout).toContain('The rollout is live after 10 s');
    expect(overviews()).toBe(3);
  });

  it('app-config: a tag re-sent without its digest waits the same way, and is unconfirmed, not live, when the old pods stay', async () => {
    onLastWeeksLatest();
    const model = readModel(app()) as { containerTemplates: Array<Record<string, unknown>> };
    for (const template of model.containerTemplates) delete template['imageDigest'];
    app().nextRollout = { mode: 'keep-old-pods', reads: 0 };
    const result = await deploy({ 'app-config': JSON.stringify(model), 'wait-seconds': '30' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('the overview shows web on the old tag without a digest: pods on the new digest cannot be told');
    expect(result.stdout).toContain('The rollout could not be confirmed after 30 s');
    expect(result.stdout).not.toContain('The rollout is live');
  });

  it('a rollback to the reused tag holds the same way: never "live again" while the pods it leaves look the same', async () => {
    onLastWeeksLatest();
    // The update's pods and then the rollback's are never replaced; the probe fails, which rolls back.
    app().nextRollout = { mode: 'keep-old-pods', reads: 0, repeat: true };
    const result = await deploy({
      'image-tags': 'web=latest',
      'wait-seconds': '30',
      'rollback-on-failure': 'true',
      'rollback-wait-seconds': '30',
      'probe-url': '{emulator}/_emulator/state',
      'expect-body': 'text that is not there',
      'consecutive-successes': '1',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['rolled-back']).toBe('true');
    const rollback = result.stdout.split('Rolling back')[1] ?? '';
    expect(rollback).not.toContain('rollout done');
    expect(rollback).toContain('The rollback could not be confirmed after 30 s');
    expect(rollback).toContain('Nothing more was done for this.');
    expect(result.summary).not.toContain('The previous images are live again');
    expect(failureMessage(result)).toContain(
      'Rolled back to the previous images, but the rollback could not be confirmed: the overview names the image of web by its tag only',
    );
    expect(failureMessage(result)).not.toContain('the previous images are live again');
    // One PATCH forward, one back: a rollback that is unconfirmed is not rolled back again.
    expect(emulator().requests.filter((request) => request.method === 'PATCH')).toHaveLength(2);
    expect(webImage()).toBe(`example/demo-web:latest@${OLD}`);
  });
});

describe('update-app: a full replacement that another deploy replaced', () => {
  it('says "superseded" within one poll, not at the deadline', async () => {
    app().nextRollout = { mode: 'never', reads: 0 };
    app().otherWrite = { afterReads: 1, container: 'web', tag: '9.9.9' };
    const config = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
    const web = config.containerTemplates.find((template) => template['name'] === 'web');
    if (!web) throw new Error('no web container in the seed');
    web['imageTag'] = '2.0.0';
    const result = await deploy({ 'app-config': JSON.stringify(config), 'wait-seconds': '600' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('superseded by another deploy: container web now asks for 9.9.9@');
    // A later step fed previous-images would undo the deploy that replaced this one.
    expect(result.outputs['previous-images']).toBe('');
    // Seen at the second poll, not at the deadline of 600 s.
    expect(emulator().requests.filter((request) => request.path.endsWith('/overview')).length).toBe(2);
  });
});

describe('update-app: rollback-on-failure', () => {
  it('puts the previous image back, pinned by digest, when the rollout fails, and still fails', async () => {
    app().nextRollout = { mode: 'fail', reads: 1 };
    const before = webImage();
    // The failing plan is for the next update only: the rollback's own rollout then goes live.
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    const patches = emulator()
      .requests.filter((request) => request.method === 'PATCH')
      .map((request) => request.body);
    expect(patches).toEqual([
      { imageTag: '2.0.0', imageDigest: digestOf('example/demo-web:2.0.0') },
      { imageTag: '1.4.2', imageDigest: digestOf('example/demo-web:1.4.2') },
    ]);
    expect(result.outputs['rolled-back']).toBe('true');
    expect(failureMessage(result)).toMatch(/failed .* Rolled back/);
    expect(failureMessage(result)).not.toContain('the rollback is not live');
    expect(failureMessage(result)).toContain('Only images were rolled back: environment variables, volumes and data were not.');
    expect(webImage()).toBe(before);
    expect(app().status).toBe('active');
  });

  it('rolls back a rollout that never finishes, and says when the rollback is not live either', async () => {
    app().nextRollout = { mode: 'never', reads: 0, repeat: true };
    const result = await deploy({
      'image-tags': 'web=2.0.0',
      'wait-seconds': '10',
      'rollback-on-failure': 'true',
      'rollback-wait-seconds': '10',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['rolled-back']).toBe('true');
    expect(failureMessage(result)).toContain('Rolled back to the previous images, but the rollback is not live');
  });

  it('needs wait-seconds, and refuses a bad digest, both before any request', async () => {
    const result = await deploy({ 'image-tags': 'web=2.0.0@sha256:xyz', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain("Input 'rollback-on-failure': needs wait-seconds greater than 0");
    expect(failureMessage(result)).toContain("Input 'image-tags'");
    expect(emulator().requests).toHaveLength(0);
  });
});

describe('update-app: an application the dashboard made, with settings the update model cannot express', () => {
  const edge = () => {
    const found = emulator().state.apps.get(SEED.edgeAppId);
    if (!found) throw new Error('no seeded edge app');
    return found;
  };
  type Read = { regionSettings: Record<string, unknown>; containerTemplates: Array<Record<string, unknown> & { endpoints: unknown[] }> };

  it('the read model shows a cookie-only sticky session, a public IP endpoint and a pull zone link as the platform does', () => {
    const [template] = (readModel(edge()) as Read).containerTemplates;
    expect(template?.endpoints).toEqual([
      expect.objectContaining({
        type: 'cdn',
        pullZoneId: String(SEED.pullZoneWafOff),
        stickySessions: { enabled: true, sessionHeaders: [], cookieName: 'GWSESSION' },
      }),
      expect.objectContaining({ type: 'publicIp', publicIpAddresses: ['198.51.100.20'] }),
    ]);
  });

  it('an image update changes the image and nothing else: sticky session, endpoints, grace period and node selectors stay', async () => {
    const before = readModel(edge()) as Read;
    const settingsBefore = structuredClone(edge().settings);
    const result = await runAgainst(
      emulator(),
      {
        operation: 'update-app',
        'app-id': SEED.edgeAppId,
        'image-tags': 'gateway=3.2.0',
        'wait-seconds': '60',
        'poll-interval-seconds': '5',
      },
      { clock: new FakeClock() },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(emulator().requests.some((request) => request.method === 'PUT')).toBe(false);
    const after = readModel(edge()) as Read;
    expect(after.containerTemplates[0]?.endpoints).toEqual(before.containerTemplates[0]?.endpoints);
    expect(after.containerTemplates[0]?.['id']).toBe(before.containerTemplates[0]?.['id']);
    expect(String(after.containerTemplates[0]?.['image'])).toBe(`example/edge-gateway:3.2.0@${digestOf('example/edge-gateway:3.2.0')}`);
    expect(edge().settings).toEqual(settingsBefore);
    expect(edge().settings['terminationGracePeriodSeconds']).toBe(120);
  });

  it('file mode from its saved read model fails before any write, naming the endpoint the update would drop', async () => {
    const saved = readModel(edge());
    const result = await runAgainst(emulator(), { operation: 'update-app', 'app-id': SEED.edgeAppId, 'app-config': JSON.stringify(saved) });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toMatch(/gw-(cdn|ip)/);
    expect(emulator().requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('names every setting a saved read model cannot carry, each with its line, and its other problems, at once, before any write', async () => {
    const saved = readModel(edge()) as Record<string, unknown>;
    saved['autoScaling'] = { min: 0, max: 1 };
    const text = JSON.stringify(saved, null, 2);
    const lines = text.split('\n');
    const line = (pattern: RegExp, from = 0) => lines.findIndex((row, index) => index >= from && pattern.test(row)) + 1;
    const result = await runAgainst(emulator(), { operation: 'update-app', 'app-id': SEED.edgeAppId, 'app-config': text });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('(3 problems)');
    expect(message).toContain(
      `containerTemplates[gateway].endpoints[gw-cdn].stickySessions is on by cookie only (no sessionHeaders), which the update model cannot express (it needs 1 to 3 session headers); sending the configuration would switch sticky sessions off (line ${line(/"stickySessions"/)})`,
    );
    expect(message).toContain(
      `containerTemplates[gateway].endpoints[gw-ip] is of type publicIp, which the update model cannot express; sending the configuration would remove it (line ${line(/"type": "publicIp"/)})`,
    );
    expect(message).toContain('autoScaling.min: must be from 1 to 1000, got 0');
    expect(emulator().requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('file mode names what the replacement removes, the live settings the update model cannot express too, in the run and the dry run', async () => {
    edge().templates[0]!.template['environmentVariables'] = [{ name: 'DB_URL', value: 'postgres://db' }];
    // The live configuration without the endpoints and the variable: the file leaves all three out.
    const config = seedEdgeAppConfig() as { regionSettings: object; containerTemplates: Array<Record<string, unknown>> };
    // Without the node selectors, which no read returns: the regions compare as the same.
    const file = {
      ...config,
      regionSettings: { ...config.regionSettings, nodeSelectors: undefined },
      containerTemplates: config.containerTemplates.map((template) => ({ ...template, endpoints: undefined })),
    };
    const inputs = { operation: 'update-app', 'app-id': SEED.edgeAppId, 'app-config': JSON.stringify(file) };
    for (const dryRun of ['true', 'false']) {
      const result = await runAgainst(emulator(), { ...inputs, 'dry-run': dryRun });
      expect(result.exitCode, result.stdout).toBe(0);
      for (const text of [result.stdout, result.summary]) {
        expect(text).toContain('endpoints changed; environment variable(s) removed: DB_URL');
        expect(text).toContain('containerTemplates[gateway].endpoints[gw-cdn].stickySessions is on by cookie only');
        expect(text).toContain('containerTemplates[gateway].endpoints[gw-ip] is of type publicIp');
        expect(text).not.toMatch(/Application members that change: [^\n<]*(autoScaling|name|regionSettings|runtimeType)/);
      }
      expect(result.summary).not.toContain('<td>none</td>');
      expect(result.stdout).toContain('::warning title=update-app%3A live settings removed::');
    }
  });
});

describe('update-app: file mode reads only names and ids of the live application', () => {
  it('refuses a saved read model whose sticky session is cookie-only, naming it, before any write', async () => {
    const saved = readModel(app()) as { containerTemplates: Array<{ endpoints: Array<Record<string, unknown>> }> };
    const endpoint = saved.containerTemplates[0]?.endpoints[0];
    if (endpoint) endpoint['stickySessions'] = { enabled: true, sessionHeaders: [], cookieName: 'SESSIONID' };
    const result = await deploy({ 'app-config': JSON.stringify(saved) });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('stickySessions is on by cookie only');
    expect(emulator().requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a misspelt member of a saved read model, naming it with its line and what it meant, every one at once, before any write', async () => {
    const saved = readModel(app()) as {
      containerTemplates: Array<Record<string, unknown> & { endpoints: Array<Record<string, unknown>> }>;
    };
    const [template] = saved.containerTemplates;
    if (!template) throw new Error('no template');
    template['enviromentVariables'] = template['environmentVariables'];
    delete template['environmentVariables'];
    const endpoint = template.endpoints[0];
    if (endpoint) endpoint['isSslEnabeld'] = true;
    const text = JSON.stringify(saved, null, 2);
    const line = (key: string) => text.split('\n').findIndex((row) => row.includes(`"${key}"`)) + 1;
    const result = await deploy({ 'app-config': text });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(
      `containerTemplates[web].enviromentVariables: unknown field (did you mean environmentVariables?): neither GET /mc/apps/{appId} nor the update has it, so it would be left out and environmentVariables reset (line ${line('enviromentVariables')})`,
    );
    expect(message).toContain('endpoints[web-cdn].isSslEnabeld: unknown field (did you mean isSslEnabled?)');
    expect(message).toContain(`(line ${line('isSslEnabeld')})`);
    expect(emulator().requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('leaves provisioningType and other read-only members of a saved read model out with a notice', async () => {
    const saved = readModel(app()) as Record<string, unknown>;
    saved['futureMember'] = { anything: true };
    const result = await deploy({ 'app-config': JSON.stringify(saved) });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('regionSettings.provisioningType');
    expect(result.stdout).toContain('futureMember');
    const put = emulator().requests.find((request) => request.method === 'PUT');
    expect(JSON.stringify(put?.body)).not.toContain('provisioningType');
  });
});

describe('update-app and publish-script: a probe after the deploy', () => {
  it('rolls an image back when the probe mismatches, and not on a network error unless asked', async () => {
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const mismatch = await deploy({
      'image-tags': 'web=2.0.0',
      'wait-seconds': '60',
      'rollback-on-failure': 'true',
      'probe-url': '{emulator}/_emulator/state',
      'expect-body': 'text that is not there',
      'consecutive-successes': '1',
    });
    expect(mismatch.exitCode).toBe(1);
    expect(mismatch.outputs['rolled-back']).toBe('true');
    expect(failureMessage(mismatch)).toContain('The probe of');
    expect(failureMessage(mismatch)).toContain('Rolled back');

    emulator().reset();
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const network = await deploy({
      'image-tags': 'web=2.0.0',
      'wait-seconds': '60',
      'rollback-on-failure': 'true',
      'probe-url': 'http://127.0.0.1:9/',
      'consecutive-successes': '1',
      'rollback-on-probe-error': 'false',
    });
    expect(network.exitCode).toBe(1);
    expect(network.outputs['rolled-back']).toBe('false');
    expect(network.outputs['probe-error']).toBe('connect');

    // rollback-on-probe-error defaults to true: a network failure rolls back as a mismatch does.
    emulator().reset();
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const byDefault = await deploy({
      'image-tags': 'web=2.0.0',
      'wait-seconds': '60',
      'rollback-on-failure': 'true',
      'probe-url': 'http://127.0.0.1:9/',
      'consecutive-successes': '1',
    });
    expect(byDefault.exitCode).toBe(1);
    expect(byDefault.outputs['probe-error']).toBe('connect');
    expect(byDefault.outputs['rolled-back']).toBe('true');
  });

  it('a working deploy is not rolled back because the rollout left its probe no time: the probe has wait-seconds of its own', async () => {
    // Polls at 0, 5 and 10 s: the rollout is live at the end of its wait of 10 s.
    app().nextRollout = { mode: 'succeed', reads: 2 };
    const result = await deploy({
      'image-tags': 'web=2.0.0',
      'wait-seconds': '10',
      'rollback-on-failure': 'true',
      'probe-url': `{emulator}/_cdn/apps/${SEED.appId}`,
      'expect-body': 'demo-web:2.0.0',
    });
    expect(result.stdout).toContain('The rollout is live');
    expect(result.outputs['rolled-back']).toBe('false');
    expect(result.outputs['matched']).toBe('true');
    // The default consecutive-successes 2: two attempts, the second one interval after the first.
    expect(result.outputs['attempts']).toBe('2');
    expect(result.exitCode).toBe(0);
    expect(webImage()).toContain(':2.0.0@');
  });

  it('passes a deploy whose probe matches', async () => {
    app().nextRollout = { mode: 'succeed', reads: 1 };
    const result = await deploy({
      'image-tags': 'web=2.0.0',
      'wait-seconds': '60',
      'probe-url': '{emulator}/_emulator/state',
      'consecutive-successes': '1',
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['matched']).toBe('true');
    expect(result.outputs['url']).toBe(`https://${SEED.appId}.b-cdn.net`);
  });
});

describe('update-app: pods the wait must not take for failures of this change', () => {
  const WEB_OLD = 'example/demo-web:1.4.2';
  const WORKER = 'example/demo-worker:1.4.2';
  type Container = { name: string; image: string } & Record<string, unknown>;
  const container = ({ name, image, ...rest }: Container) => ({
    name,
    status: 'ready',
    image,
    imageDisplay: image,
    numberOfRestarts: 0,
    exitCode: null,
    reason: null,
    message: null,
    ...rest,
  });
  /** The overview right after the write, once (or `times` reads): the pods it lists, then the emulator's own rollout. */
  const overviewOnce = (status: string, pods: Array<{ name: string; status: string; containers: Container[] }>, times = 1) =>
    emulator().inject({
      kind: 'wrong-shape',
      method: 'GET',
      path: `/mc/apps/${SEED.appId}/overview`,
      status: 200,
      times,
      body: {
        status,
        regions: [{ region: 'DE', status, pods: pods.map((pod) => ({ ...pod, containers: pod.containers.map(container) })) }],
      },
    });
  /** The seed's configuration, web on 2.0.0: a full replacement that sends members no read returns, so every pod is replaced and worker waited on too. */
  const webOn2 = () => {
    const config = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
    const web = config.containerTemplates.find((template) => template['name'] === 'web');
    if (!web) throw new Error('no web container in the seed');
    web['imageTag'] = '2.0.0';
    return JSON.stringify(config);
  };

  it('takes a ready container that restarted in its past for a healthy one, not a crash loop', async () => {
    // The old pod's worker, which the replacement sends again as it was, restarted 4 times in the pod's life and is ready now.
    overviewOnce('active', [
      {
        name: 'preview-demo-de-0',
        status: 'ready',
        containers: [
          { name: 'web', image: WEB_OLD },
          { name: 'worker', image: WORKER, numberOfRestarts: 4 },
        ],
      },
    ]);
    const result = await deploy({ 'app-config': webOn2(), 'wait-seconds': '120' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.stdout).toContain('The rollout is live');
    expect(result.stdout).not.toContain('is failing');
  });

  it('still fails on a container that is not ready and restarted 3 times, saying its status when no reason is given', async () => {
    app().statusLag = 0;
    overviewOnce('progressing', [
      {
        name: 'preview-demo-de-0',
        status: 'scheduled',
        containers: [
          { name: 'web', image: 'example/demo-web:2.0.0', status: 'started', numberOfRestarts: 3 },
          { name: 'worker', image: WORKER },
        ],
      },
    ]);
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '120' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      'container web in pod preview-demo-de-0 (region DE) is failing on the new image: status started, reason (none given), message (none given), 3 restart(s)',
    );
    expect(result.summary).toContain('<td>started</td>');
  });

  it('does not judge the containers of a pod the platform is deleting: stopped on purpose, they exit 143', async () => {
    overviewOnce('progressing', [
      {
        name: 'preview-demo-de-old',
        status: 'deleting',
        containers: [
          { name: 'web', image: WEB_OLD, status: 'notStarted', exitCode: 143, reason: 'Error' },
          { name: 'worker', image: WORKER, status: 'notStarted', exitCode: 143, reason: 'Error' },
        ],
      },
      {
        name: 'preview-demo-de-0',
        status: 'ready',
        containers: [
          { name: 'web', image: 'example/demo-web:2.0.0' },
          { name: 'worker', image: WORKER },
        ],
      },
    ]);
    const result = await deploy({ 'app-config': webOn2(), 'wait-seconds': '120' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.stdout).not.toContain('is failing');
    expect(result.stdout).toContain('The rollout is live');
  });

  it('says in the dry run and the run alike that a file giving the live tag without its digest leaves the image as it is', async () => {
    const unchanged = `Container worker: unchanged, ${WORKER}@${digestOf(WORKER)}`;
    const dry = await deploy({ 'app-config': webOn2(), 'wait-seconds': '120', 'dry-run': 'true' });
    expect(dry.exitCode, failureMessage(dry)).toBe(0);
    expect(dry.stdout).toContain(unchanged);
    expect(dry.summary).toContain('<td>worker</td><td>unchanged</td>');
    const result = await deploy({ 'app-config': webOn2(), 'wait-seconds': '120' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.stdout).toContain(unchanged);
    expect(result.stdout).not.toContain('Container worker (updated)');
  });

  it('waits on the containers the step changes, not on one image-tags keeps on the image it runs, nor rolls back for it', async () => {
    // worker, live already at 1.4.2, was restarting in the old pod before this step: not this change's doing.
    overviewOnce('active', [
      {
        name: 'preview-demo-de-0',
        status: 'scheduled',
        containers: [
          { name: 'web', image: WEB_OLD },
          { name: 'worker', image: WORKER, status: 'started', numberOfRestarts: 5 },
        ],
      },
    ]);
    const result = await deploy({ 'image-tags': 'web=2.0.0\nworker=1.4.2', 'wait-seconds': '120', 'rollback-on-failure': 'true' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.outputs['rolled-back']).toBe('false');
    expect(result.stdout).toContain(`Waiting up to 120 s for the rollout of web on ${digestOf('example/demo-web:2.0.0')}, polling`);
    expect(webImage()).toContain(':2.0.0@');
  });

  it('fails, and rolls back, a new pod whose changed container restarted 4 times though it reads ready at this poll', async () => {
    // Only this change asks for web 2.0.0: the pod is the change's own, so every restart it shows happened in this rollout.
    overviewOnce('active', [
      {
        name: 'preview-demo-de-1',
        status: 'ready',
        containers: [
          { name: 'web', image: 'example/demo-web:2.0.0', numberOfRestarts: 4 },
          { name: 'worker', image: WORKER },
        ],
      },
    ]);
    const before = webImage();
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '120', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      'container web in pod preview-demo-de-1 (region DE) is failing on the new image: status ready, reason (none given), message (none given), 4 restart(s)',
    );
    expect(result.stdout).not.toContain('The rollout is live');
    expect(result.outputs['rolled-back']).toBe('true');
    expect(webImage()).toBe(before);
  });

  it("fails on a container the change leaves on its image when it restarted 3 times in one of the change's own pods", async () => {
    // Every pod is replaced: worker keeps its image, but in a pod on web 2.0.0 its restarts are this rollout's.
    overviewOnce('active', [
      {
        name: 'preview-demo-de-1',
        status: 'ready',
        containers: [
          { name: 'web', image: 'example/demo-web:2.0.0' },
          { name: 'worker', image: WORKER, numberOfRestarts: 3 },
        ],
      },
    ]);
    const result = await deploy({ 'app-config': webOn2(), 'wait-seconds': '120' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      'container worker in pod preview-demo-de-1 (region DE) is failing on the image it ran before this change (its pods were replaced): status ready',
    );
  });

  it("does not take a pod from before the change, left running by the failed rollout, for one of the rollback's own", async () => {
    // The update's new pod crash-loops; the old one, ready on 1.4.2 after 4 restarts in its life, keeps serving.
    const oldPod = {
      name: 'preview-demo-de-0',
      status: 'ready',
      containers: [
        { name: 'web', image: WEB_OLD, numberOfRestarts: 4 },
        { name: 'worker', image: WORKER },
      ],
    };
    overviewOnce('progressing', [
      oldPod,
      {
        name: 'preview-demo-de-1',
        status: 'scheduled',
        containers: [
          {
            name: 'web',
            image: 'example/demo-web:2.0.0',
            status: 'notStarted',
            reason: 'CrashLoopBackOff',
            exitCode: 1,
            numberOfRestarts: 2,
          },
          { name: 'worker', image: WORKER },
        ],
      },
    ]);
    // After the rollback the old pod is all there is: 1.4.2 is the image the rollback asks for, but the pod is not the rollback's.
    overviewOnce('active', [oldPod]);
    const before = webImage();
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '120', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('container web in pod preview-demo-de-1 (region DE) is failing on the new image');
    expect(failureMessage(result)).toContain('Rolled back: the previous images are live again.');
    expect(result.outputs['rolled-back']).toBe('true');
    expect(webImage()).toBe(before);
  });
  /** A pod of this change: web on 2.0.0, which only this change asks for, beside worker as `worker` shows it. */
  const newPodWith = (worker: Partial<Container>) => ({
    name: 'preview-demo-de-1',
    status: 'scheduled',
    containers: [
      { name: 'web', image: 'example/demo-web:2.0.0' },
      { name: 'worker', image: WORKER, ...worker },
    ],
  });
  const crashLooping = {
    status: 'notStarted',
    reason: 'CrashLoopBackOff',
    message: 'back-off restarting failed container worker',
    exitCode: 1,
    numberOfRestarts: 2,
  };

  it("fails at once when a container image-tags does not change crash-loops in one of the change's own pods", async () => {
    // worker keeps its image, but in the pod beside web 2.0.0 its crash loop is this rollout's; the overview shows it for ever.
    overviewOnce('progressing', [newPodWith(crashLooping)], Infinity);
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(
      `The rollout of application ${SEED.appId} failed after 0 s (1 poll): container worker in pod preview-demo-de-1 (region DE)`,
    );
    expect(message).toContain('reason CrashLoopBackOff, message back-off restarting failed container worker, exit code 1, 2 restart(s)');
    expect(message).toContain("is failing on the image it ran before, in one of this change's own pods");
    expect(message).toContain('this step did not change worker, which fails beside the changed web: read its log in that pod');
    expect(message).not.toContain('did not finish within wait-seconds');
    expect(emulator().requests.filter((request) => request.path.endsWith('/overview'))).toHaveLength(1);
    expect(result.summary).toContain('<td>worker</td>');
    expect(result.outputs['app-status']).toBe('progressing');
    expect(result.outputs['rolled-back']).toBe('false');
    expect(JSON.parse(result.outputs['previous-images'] ?? '{}')).toMatchObject({ web: `1.4.2@${digestOf(WEB_OLD)}` });
    expect(result.outputs['result']).toContain('demo-web:2.0.0');
  });

  it("waits on, and passes, when a container image-tags does not change exited once in the change's own pod and then starts", async () => {
    // A sidecar that exits once while the changed container starts up recovers by itself: no crash loop yet.
    overviewOnce('progressing', [
      newPodWith({ status: 'notStarted', reason: 'Error', message: 'exited', exitCode: 1, numberOfRestarts: 1 }),
    ]);
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '60' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(emulator().requests.filter((request) => request.path.endsWith('/overview')).length).toBeGreaterThan(1);
  });

  it("fails, and rolls back, when a container image-tags does not change restarted 3 times in the change's own pod though it reads ready", async () => {
    overviewOnce('active', [{ ...newPodWith({ numberOfRestarts: 3 }), status: 'ready' }]);
    const before = webImage();
    const result = await deploy({ 'image-tags': 'web=2.0.0', 'wait-seconds': '120', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('container worker in pod preview-demo-de-1 (region DE)');
    expect(message).toContain('status ready, reason (none given), message (none given), 3 restart(s)');
    expect(message).toContain('Rolled back: the previous images are live again.');
    expect(result.stdout).not.toContain('The rollout is live');
    expect(result.outputs['rolled-back']).toBe('true');
    expect(webImage()).toBe(before);
  });
});

describe('update-app: the wait after a rollback', () => {
  const WEB_NEW = 'example/demo-web:2.0.0';
  const overview = (status: string, regions: unknown[], times: number) =>
    emulator().inject({
      kind: 'wrong-shape',
      method: 'GET',
      path: `/mc/apps/${SEED.appId}/overview`,
      status: 200,
      times,
      body: { status, regions },
    });
  const webPod = (name: string, status: string, web: Record<string, unknown>) => ({
    name,
    status,
    containers: [
      {
        name: 'web',
        status: 'ready',
        image: WEB_NEW,
        imageDisplay: WEB_NEW,
        numberOfRestarts: 0,
        exitCode: null,
        reason: null,
        message: null,
        ...web,
      },
      {
        name: 'worker',
        status: 'ready',
        image: 'example/demo-worker:1.4.2',
        numberOfRestarts: 0,
        exitCode: null,
        reason: null,
        message: null,
      },
    ],
  });

  // Each a moment with no pod of the previous images: none listed at all, regions whose pods are empty or left out, only a pod being deleted.
  const noPod: Array<[string, unknown[]]> = [
    ['no region', []],
    [
      'regions without pods',
      [
        { region: 'DE', status: 'active', pods: [] },
        { region: 'UK', status: 'active', pods: null },
      ],
    ],
    [
      'only the failed pod, being deleted',
      [{ region: 'DE', status: 'active', pods: [webPod('preview-demo-de-1', 'deleting', { status: 'notStarted', exitCode: 143 })] }],
    ],
  ];
  for (const [moment, regions] of noPod) {
    it(`does not report the rollback live while the overview shows ${moment}`, async () => {
      // The update's own pod crash-loops: the rollout fails at its first poll, and the rollback's wait sees only the moment for ever.
      overview(
        'progressing',
        [
          {
            region: 'DE',
            status: 'progressing',
            pods: [
              webPod('preview-demo-de-1', 'scheduled', {
                status: 'notStarted',
                reason: 'CrashLoopBackOff',
                exitCode: 1,
                numberOfRestarts: 3,
              }),
            ],
          },
        ],
        1,
      );
      overview('active', regions, Infinity);
      const result = await deploy({
        'image-tags': 'web=2.0.0',
        'wait-seconds': '60',
        'rollback-on-failure': 'true',
        'rollback-wait-seconds': '30',
      });
      expect(result.exitCode).toBe(1);
      const message = failureMessage(result);
      expect(message).toContain('Rolled back to the previous images, but the rollback is not live');
      expect(message).toContain('did not finish within rollback-wait-seconds (30 s');
      expect(message).not.toContain('live again');
      expect(result.outputs['rolled-back']).toBe('true');
      expect(result.outputs['app-status']).toBe('active');
    });
  }
});
