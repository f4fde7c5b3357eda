import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { SEED, SEED_APP_SESSION_SECRET, seedAppConfig } from '../../../emulator/server.ts';
import { digestOf, readModel } from '../../../emulator/apps/state.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { actedCommands, findLeaks } from '../../support/leak-scanner.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import type { ActionRun, RunActionOptions } from '../../support/run-action.ts';

const emulator = useEmulator();
const base = { operation: 'update-app', 'app-id': SEED.appId };

type Config = Record<string, unknown> & { containerTemplates: Array<Record<string, unknown>> };
const config = () => seedAppConfig() as Config;

/** Runs the action and checks that the key shows nowhere a user could see it. */
async function run(inputs: Record<string, string>, options: RunActionOptions = {}): Promise<ActionRun> {
  const result = await runAgainst(emulator(), { ...base, ...inputs }, options);
  expect(findLeaks(result, [DEFAULT_API_KEY])).toEqual([]);
  return result;
}

const warnings = (result: ActionRun) => actedCommands(result, ['warning']).map((command) => command.data);
/** The requests to the application, without the registry lookups file mode makes before the write (whether a tag moved). */
const appRequests = () => emulator().requests.filter((request) => !request.path.startsWith('/mc/registries'));

describe('update-app, end to end', () => {
  it('deploys a new image tag from a YAML file in the workspace', async () => {
    // The runner's workspace holds the repository; the file is addressed relative to it.
    const workspace = await mkdtemp(join(tmpdir(), 'update-app-'));
    await mkdir(join(workspace, 'deploy'));
    await writeFile(join(workspace, 'deploy/app.yaml'), stringify(config()));
    const deployed = await run({ 'app-config': 'deploy/app.yaml', 'image-tags': 'web=4f2a9c81d0b3\nworker=4f2a9c81d0b3' }, { workspace });
    expect(deployed.exitCode).toBe(0);
    expect(deployed.outputs).toMatchObject({ 'app-id': SEED.appId, status: '200' });
    expect(JSON.parse(deployed.outputs['result'] ?? '')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: 'example/demo-web:4f2a9c81d0b3' },
        { name: 'worker', image: 'example/demo-worker:4f2a9c81d0b3' },
      ],
    });

    const request = emulator().requests.at(-1);
    expect(request?.method).toBe('PUT');
    expect(request?.path).toBe(`/mc/apps/${SEED.appId}`);
    // The file has no ids: each template gets the id of the live container of its name.
    const app = emulator().state.apps.get(SEED.appId);
    const expected = config();
    expected.containerTemplates.forEach((template, index) => {
      template['imageTag'] = '4f2a9c81d0b3';
      template['id'] = app?.templates[index]?.id;
    });
    expect(request?.body).toEqual({ ...expected, containerTemplates: expected.containerTemplates.map((t) => ({ id: t['id'], ...t })) });
    expect(app?.lastChanges).toEqual({ created: [], updated: ['web', 'worker'], deleted: [] });

    expect(deployed.summary).toContain('example/demo-web:4f2a9c81d0b3');
    expect(deployed.summary).toContain('example/demo-worker:4f2a9c81d0b3');
    expect(deployed.stdout).toContain('Container web: image tag 1.4.2 -> 4f2a9c81d0b3');
    // The seed leaves out repositorySettings: a full replacement resets it, and the log says so.
    expect(warnings(deployed).some((text) => text.includes('leaves out repositorySettings') && text.includes('resets it'))).toBe(true);
  });

  it('reads a .yaml file written in YAML flow style as YAML: the extension decides, not the opening brace', async () => {
    const workspace = await mkdtemp(join(tmpdir(), 'update-app-'));
    const flow = [
      '{',
      '  # the production app: a comment and trailing commas, which JSON has not',
      '  name: preview-demo, runtimeType: shared, terminationGracePeriodSeconds: 30,',
      '  autoScaling: {min: 1, max: 3}, regionSettings: {allowedRegionIds: [DE, UK], nodeSelectors: {pool: general}},',
      '  repositorySettings: {}, volumes: [],',
      '  containerTemplates: [',
      '    {name: web, imageName: demo-web, imageNamespace: example, imageRegistryId: "101", imageTag: "1.4.2"},',
      '    {name: worker, imageName: demo-worker, imageNamespace: example, imageRegistryId: "101", imageTag: "1.4.2"},',
      '  ]',
      '}',
      '',
    ].join('\n');
    await writeFile(join(workspace, 'app.yaml'), flow);
    const result = await run({ 'app-config': 'app.yaml', 'dry-run': 'true' }, { workspace });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    const planned = JSON.parse(result.outputs['result'] ?? '') as { requests: Array<{ method: string; body: Config }> };
    expect(planned.requests.find((request) => request.method === 'PUT')?.body.containerTemplates.map((t) => t['name'])).toEqual([
      'web',
      'worker',
    ]);
    // The same text in a .json file is JSON, and not valid JSON.
    await writeFile(join(workspace, 'app.json'), flow);
    const json = await run({ 'app-config': 'app.json', 'dry-run': 'true' }, { workspace });
    expect(failureMessage(json)).toMatch(/^Input 'app-config': file app\.json line 2, column \d+: not valid JSON/);
  });

  it('sends an inline JSON configuration, enums in the 1.10.2 spelling whatever the casing written', async () => {
    const value = config();
    value['runtimeType'] = 'Shared';
    value['repositorySettings'] = { owner: 'example' };
    (
      value.containerTemplates[0] as { endpoints: Array<{ cdn: { portMappings: Array<{ protocols: string[] }> } }> }
    ).endpoints[0]!.cdn.portMappings[0]!.protocols = ['Tcp', 'udp'];
    const result = await run({ 'app-config': JSON.stringify(value) });
    expect(result.exitCode).toBe(0);
    const body = appRequests()[1]?.body as Config;
    expect(body['runtimeType']).toBe('shared');
    expect(JSON.stringify(body)).toContain('"protocols":["tcp","udp"]');
    expect(warnings(result)).toEqual([]);
  });

  it('reads inline YAML and warns about every optional field it leaves out', async () => {
    const yaml = [
      'name: preview-demo',
      'runtimeType: reserved',
      'autoScaling: {min: 1, max: 1}',
      'regionSettings: {allowedRegionIds: [DE]}',
      '',
    ].join('\n');
    const result = await run({ 'app-config': yaml, 'allow-container-removal': 'true' });
    expect(result.exitCode).toBe(0);
    const [warning, removal] = warnings(result);
    expect(warning).toContain(
      'leaves out terminationGracePeriodSeconds, repositorySettings, containerTemplates, volumes, regionSettings.nodeSelectors',
    );
    expect(warning).toContain('resets them');
    expect(removal).toContain('Containers to be deleted (allow-container-removal is true): web, worker');
    expect(emulator().requests[1]?.body).toEqual({
      name: 'preview-demo',
      runtimeType: 'reserved',
      autoScaling: { min: 1, max: 1 },
      regionSettings: { allowedRegionIds: ['DE'] },
    });
  });

  const badTemplate = (change: (value: Config) => void) => {
    const value = config();
    change(value);
    return JSON.stringify(value);
  };

  it.each<[string, Record<string, string>, string, Record<string, string>?]>([
    ['no app-id', { 'app-id': '', 'app-config': JSON.stringify(config()) }, "Input 'app-id': is required"],
    [
      'a dot-dot app-id',
      { 'app-id': '..', 'app-config': JSON.stringify(config()) },
      "Input 'app-id': got '..'; expected the id of the application",
    ],
    ['neither app-config nor image-tags', {}, "Input 'image-tags': is required without app-config"],
    ['a path that leaves the workspace', { 'app-config': '../app.yaml' }, "Input 'app-config': path '../app.yaml' leaves the workspace"],
    ['a missing file', { 'app-config': 'deploy/app.yaml' }, "Input 'app-config': file 'deploy/app.yaml' was not found in the workspace"],
    [
      'a YAML syntax error',
      { 'app-config': 'app.yaml' },
      "Input 'app-config': file app.yaml line 2, column 14: not valid YAML: Nested mappings are not allowed",
      { 'app.yaml': 'name: a\nruntimeType: shared: x\nautoScaling: {min: 1}\n' },
    ],
    ['a JSON syntax error', { 'app-config': '{"name": "a",\n"runtimeType": }' }, "Input 'app-config': line 2, column 17: not valid JSON"],
    [
      // YAML reads it as a tag: the variable would be sent empty, and the step succeed.
      'an environment value that starts with !',
      { 'app-config': 'app.yaml' },
      "Input 'app-config': file app.yaml: not usable YAML: a tag ('!') at line 5, column 17. Anchors, aliases and tags are not supported: quote a value that starts with '*', '!' or '&'",
      {
        'app.yaml': 'name: a\ncontainerTemplates:\n  - name: web\n    environmentVariables:\n      - {value: !Xk9mP2qL7vR4, name: TOKEN}\n',
      },
    ],
    [
      'an image tag with a space',
      { 'app-config': badTemplate((v) => (v.containerTemplates[1]!['imageTag'] = '1.4 rc')) },
      'containerTemplates[1].imageTag: must be an image tag',
    ],
    [
      'a template without imageTag',
      { 'app-config': badTemplate((v) => delete v.containerTemplates[1]!['imageTag']) },
      'containerTemplates[1].imageTag: is required',
    ],
    [
      'a bad name',
      { 'app-config': badTemplate((v) => (v['name'] = 'preview_demo')) },
      'name: may hold only letters, digits, hyphens and whitespace',
    ],
    [
      'a name of 101 characters',
      { 'app-config': badTemplate((v) => (v['name'] = 'a'.repeat(101))) },
      'name: must be 1 to 100 characters, got 101',
    ],
    [
      'an unknown runtimeType',
      { 'app-config': badTemplate((v) => (v['runtimeType'] = 'dedicated')) },
      'runtimeType: expected one of shared, reserved (any casing)',
    ],
    [
      'a grace period of 301',
      { 'app-config': badTemplate((v) => (v['terminationGracePeriodSeconds'] = 301)) },
      'terminationGracePeriodSeconds: must be from 1 to 300, got 301',
    ],
    [
      'no container templates',
      { 'app-config': badTemplate((v) => (v['containerTemplates'] = [])) },
      'containerTemplates: must have at least 1 item',
    ],
    ['min above max', { 'app-config': badTemplate((v) => (v['autoScaling'] = { min: 4, max: 2 })) }, 'autoScaling.min: 4 is above max 2'],
    [
      'max of 1001',
      { 'app-config': badTemplate((v) => (v['autoScaling'] = { min: 1, max: 1001 })) },
      'autoScaling.max: must be from 1 to 1000',
    ],
    ['no regionSettings', { 'app-config': badTemplate((v) => delete v['regionSettings']) }, 'regionSettings: is required'],
    [
      'a container name of 51 characters',
      { 'app-config': badTemplate((v) => (v.containerTemplates[0]!['name'] = 'n'.repeat(51))) },
      'containerTemplates[0].name: must be 1 to 50 characters',
    ],
    [
      'port 0',
      {
        'app-config': badTemplate(
          (v) => (v.containerTemplates[0]!['endpoints'] = [{ displayName: 'x', cdn: { portMappings: [{ containerPort: 0 }] } }]),
        ),
      },
      'containerTemplates[0].endpoints[0].cdn.portMappings[0].containerPort: must be from 1 to 65535',
    ],
    [
      'protocol http',
      {
        'app-config': badTemplate(
          (v) =>
            (v.containerTemplates[0]!['endpoints'] = [
              { displayName: 'x', cdn: { portMappings: [{ containerPort: 80, protocols: ['http'] }] } },
            ]),
        ),
      },
      'protocols[0]: expected one of tcp, udp, sctp (any casing)',
    ],
    [
      'a bad mount path',
      { 'app-config': badTemplate((v) => (v.containerTemplates[0]!['volumeMounts'] = [{ name: 'data', mountPath: 'data' }])) },
      'containerTemplates[0].volumeMounts[0].mountPath: must be an absolute path',
    ],
    [
      'a volume of 0 GB',
      { 'app-config': badTemplate((v) => (v['volumes'] = [{ name: 'data', size: 0 }])) },
      'volumes[0].size: must be from 1 to 100',
    ],
    [
      'an unknown field',
      { 'app-config': badTemplate((v) => (v.containerTemplates[0]!['replicas'] = 2)) },
      'containerTemplates[0].replicas: unknown field',
    ],
    [
      'an image-tags name that matches no template',
      { 'app-config': JSON.stringify(config()), 'image-tags': 'api=1.5.0' },
      "Input 'image-tags': no container template in app-config is named 'api'; the templates are: 'web', 'worker'",
    ],
    [
      'an image-tags line without =',
      { 'app-config': JSON.stringify(config()), 'image-tags': 'web 1.5.0' },
      "Input 'image-tags': got 'web 1.5.0'; expected CONTAINER=TAG",
    ],
    // Lines are numbered as the input has them: a blank line counts.
    [
      'an image-tags line without = after a blank one',
      { 'app-config': JSON.stringify(config()), 'image-tags': 'web=1.5.0\n\nworker 1.5.0' },
      "Input 'image-tags': line 3: got 'worker 1.5.0'; expected CONTAINER=TAG",
    ],
  ])('refuses %s before any request', async (_label, inputs, message, files) => {
    const result = await run(inputs, files ? { files } : {});
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(message);
    expect(emulator().requests).toHaveLength(0);
  });

  it('names every input problem at once: a bad app-id does not hide the others, and every bad image-tags line is named', async () => {
    const result = await run({ 'app-id': 'has space', 'image-tags': 'web=ok\nno-equals\nworker=\nweb=2', 'wait-seconds': 'soon' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result).split('\n')).toEqual([
      '3 input problems:',
      "- Input 'app-id': got 'has space'; an application id holds visible ASCII characters only, without spaces",
      "- Input 'image-tags': line 2: got 'no-equals'; expected CONTAINER=TAG, such as web=1.4.3",
      "line 3: the tag of container 'worker' is empty; a tag that a workflow expression could not resolve arrives empty",
      "line 4: container 'web' is given more than once",
      "- Input 'wait-seconds': got 'soon'; expected a decimal integer from 0 to 21600 (digits only, no sign or spaces)",
    ]);
    expect(emulator().requests).toHaveLength(0);
  });

  it('fails with 404 and names the application when it does not exist', async () => {
    const result = await run({ 'app-id': 'app-missing', 'app-config': JSON.stringify(config()) });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['status']).toBe('404');
    expect(result.outputs['app-id']).toBe('app-missing');
    expect(failureMessage(result)).toContain('GET /mc/apps/app-missing answered 404 Not Found');
    expect(failureMessage(result)).toContain('No application has the id app-missing: check app-id.');
    expect(result.outputs['error-key']).toBe('Not Found');
  });

  it('shows every errors[] entry of a problem-details answer with its field', async () => {
    emulator().inject({
      kind: 'status',
      status: 422,
      method: 'PUT',
      path: '/mc/apps/',
      body: {
        title: 'Unprocessable entity',
        status: 422,
        detail: 'The application cannot be deployed.',
        instance: `/mc/apps/${SEED.appId}`,
        errors: [
          { field: 'containerTemplates[0].imageTag', message: 'Image tag was not found in the registry' },
          { field: 'regionSettings.requiredRegionIds[0]', message: 'Region XX does not exist' },
          { field: null, message: 'The plan allows at most 2 regions' },
        ],
        id: 'trace-42',
      },
    });
    const result = await run({ 'app-config': JSON.stringify(config()) });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ status: '422', 'error-key': 'Unprocessable entity' });
    const message = failureMessage(result);
    expect(message).toContain('answered 422 Unprocessable Entity: The application cannot be deployed.');
    expect(message).toContain('- containerTemplates[0].imageTag: Image tag was not found in the registry');
    expect(message).toContain('- regionSettings.requiredRegionIds[0]: Region XX does not exist');
    expect(message).toContain('- The plan allows at most 2 regions');
    expect(result.summary).toContain('containerTemplates[0].imageTag: Image tag was not found in the registry');
    expect(appRequests()).toHaveLength(2);
  });

  it('reports a 400 ApiErrorData answer with its ErrorKey, Field and Message', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'PUT',
      path: '/mc/apps/',
      body: { ErrorKey: 'app.name_taken', Field: 'name', Message: 'An application with this name exists.' },
    });
    const result = await run({ 'app-config': JSON.stringify(config()) });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ status: '400', 'error-key': 'app.name_taken' });
    expect(result.outputs['error-message']).toContain('An application with this name exists. (ErrorKey app.name_taken, field name)');
  });

  it('after a refused replacement, the result output lists the images the application still runs, not the ones never sent live', async () => {
    emulator().inject({ kind: 'status', status: 400, method: 'PUT', body: { title: 'Validation failed' } });
    const before = readModel(emulator().state.apps.get(SEED.appId)!) as Config;
    const value = config();
    value.containerTemplates[0]!['imageTag'] = '2.0.0';
    const result = await run({ 'app-config': JSON.stringify(value) });
    expect(result.exitCode).toBe(1);
    const containers = (JSON.parse(result.outputs['result'] ?? '') as { containers: Array<{ name: string; image: string }> }).containers;
    expect(containers.map((container) => container.image)).toEqual(before.containerTemplates.map((template) => template['image']));
    expect(JSON.stringify(containers)).not.toContain(':2.0.0');
  });

  it('after a lost answer, the result output gives each image the update changes as unknown, and the summary says why', async () => {
    emulator().inject({ kind: 'status-after', status: 500, method: 'PUT' }, { kind: 'status', status: 400, method: 'PUT' });
    const value = config();
    value.containerTemplates[0]!['imageTag'] = '2.0.0';
    const result = await run({ 'app-config': JSON.stringify(value) });
    expect(result.exitCode).toBe(1);
    const containers = (JSON.parse(result.outputs['result'] ?? '') as { containers: Array<{ name: string; image: string }> }).containers;
    expect(containers.find((container) => container.name === 'web')?.image).toBe('unknown');
    expect(result.summary).toContain(
      'The result output gives the image of each container the update changes as unknown: whether the application asks for the images sent is unknown.',
    );
  });

  // A template without id is a new container: the same PUT sent blind after a lost answer would
  // create it twice, so the step reads the application before sending it again.
  it('after a 503, reads the application before sending the replacement again', async () => {
    emulator().inject({ kind: 'status', status: 503, method: 'PUT', headers: { 'Retry-After': '0' } });
    const result = await run({ 'app-config': JSON.stringify(config()) });
    expect(result.exitCode).toBe(0);
    expect(appRequests().map((request) => request.method)).toEqual(['GET', 'PUT', 'GET', 'PUT']);
    expect(emulator().state.apps.get(SEED.appId)?.updates).toBe(1);
  });

  // max-attempts: 1 is no retry: the replacement is sent once, and the application only read to tell whether it went through.
  it('with max-attempts 1, sends a replacement whose answer is lost once; read back, the application asks for it: the step goes on', async () => {
    emulator().inject({ kind: 'reset-after', method: 'PUT' });
    const value = config();
    value.containerTemplates[0]!['imageTag'] = '2.0.0';
    const result = await run({ 'app-config': JSON.stringify(value), 'max-attempts': '1' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(appRequests().map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
    expect(result.stdout).toContain('max-attempts is 1, so it is not sent again: reading the application to see whether it went through');
    expect(result.stdout).toContain('Read back, the application asks for the configuration sent: the update went through.');
    expect(result.stdout).not.toContain('before sending it again');
    expect(emulator().state.apps.get(SEED.appId)?.updates).toBe(1);
  });

  /** The pull zone the platform gave web's CDN endpoint: a document without it asks for a new one. */
  const livePullZone = () =>
    (emulator().state.apps.get(SEED.appId)?.templates[0]?.template['endpoints'] as Array<{ cdn: { pullZoneId: number } }>)[0]?.cdn
      .pullZoneId;

  it.each([
    [
      'a 500 of a replacement that was not carried out',
      { kind: 'status', status: 500, method: 'PUT' } as const,
      0,
      'read back, the application does not show the configuration sent; max-attempts is 1, so it was not sent again',
    ],
    // The document asks for what runs already (web's live pull zone too), and for a grace period and node selectors no read
    // returns: only those differ, so a read cannot tell.
    [
      'a lost answer of a replacement a read cannot tell from the live configuration',
      { kind: 'reset-after', method: 'PUT' } as const,
      1,
      'a read cannot tell whether it went through: the configuration sent differs only in members no read returns (regionSettings.nodeSelectors, terminationGracePeriodSeconds); max-attempts is 1, so it was not sent again',
    ],
  ])('with max-attempts 1, after %s: sent once, and the application may or may not have been updated', async (_, fault, updates, why) => {
    emulator().inject(fault);
    const value = config();
    if (updates === 0) value.containerTemplates[0]!['imageTag'] = '2.0.0';
    else (value.containerTemplates[0]!['endpoints'] as Array<{ cdn: Record<string, unknown> }>)[0]!.cdn['pullZoneId'] = livePullZone();
    const result = await run({ 'app-config': JSON.stringify(value), 'max-attempts': '1' });
    expect(result.exitCode).toBe(1);
    expect(appRequests().map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
    expect(emulator().state.apps.get(SEED.appId)?.updates).toBe(updates);
    expect(result.summary).toContain(`application ${SEED.appId} may or may not have been updated: check it before running again`);
    const message = failureMessage(result);
    expect(message).toContain(`Application ${SEED.appId} may or may not have been updated: check it before running again`);
    expect(message).toContain(why);
    expect(message).not.toContain('sent again after reading');
    expect(result.stdout).not.toContain('before sending it again');
  });

  // The seed's document has no pullZoneId: it asks for a new pull zone, which a read after the write shows, or does not.
  it('with max-attempts 1, after a lost answer of a replacement asking for a new pull zone: read back, the new one shows it went through', async () => {
    emulator().inject({ kind: 'reset-after', method: 'PUT' });
    const before = livePullZone();
    const result = await run({ 'app-config': JSON.stringify(config()), 'max-attempts': '1' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('endpoints changed');
    expect(result.stdout).toContain('Read back, the application asks for the configuration sent: the update went through.');
    expect(livePullZone()).not.toBe(before);
    expect(emulator().state.apps.get(SEED.appId)?.updates).toBe(1);
  });

  it('after a lost answer and a refused resend, says the application may or may not have been updated, naming both answers', async () => {
    emulator().inject(
      { kind: 'status-after', status: 500, method: 'PUT' },
      { kind: 'status', status: 400, method: 'PUT', body: { title: 'Validation failed', errorKey: 'app.invalid' } },
    );
    const result = await run({ 'app-config': JSON.stringify(config()) });
    expect(result.exitCode).toBe(1);
    expect(appRequests().map((request) => request.method)).toEqual(['GET', 'PUT', 'GET', 'PUT']);
    // The first PUT was carried out.
    expect(emulator().state.apps.get(SEED.appId)?.updates).toBe(1);
    expect(result.summary).toContain('may or may not have been updated: check it before running again');
    expect(result.summary).not.toContain('was not updated');
    const message = failureMessage(result);
    expect(message).toContain(`Application ${SEED.appId} may or may not have been updated`);
    expect(message).toMatch(/The first attempt: .*500.*; sent again after reading the application: .*400/);
    expect(result.outputs['status']).toBe('400');
  });

  // The GET after the lost answer fails: no second PUT went out, and the first may have been carried out. With max-attempts 1
  // the step only reads (no retry); with more, it reads before sending again, and a 503 of that read is asked again too.
  it.each([
    ['a 503', '2', 503, 'reading the application before sending it again failed'],
    ['a 404', '2', 404, 'reading the application before sending it again failed'],
    ['a 503', '1', 503, 'reading the application to see whether it went through failed'],
    ['a 404', '1', 404, 'reading the application to see whether it went through failed'],
  ])(
    'after a lost answer and %s reading the application (max-attempts %s), says no second attempt was sent and that it may have been updated',
    async (_, attempts, status, failed) => {
      emulator().inject(
        // The read before the update passes; the fault waits for the read after the lost answer.
        { kind: 'delay', ms: 0, method: 'GET', path: '/mc/apps/' },
        { kind: 'reset-after', method: 'PUT' },
        { kind: 'status', status, method: 'GET', path: '/mc/apps/', body: { title: 'Read failed' }, times: Number(attempts) },
      );
      const result = await run({ 'app-config': JSON.stringify(config()), 'max-attempts': attempts });
      expect(result.exitCode).toBe(1);
      const reads = status === 503 ? Number(attempts) : 1;
      expect(appRequests().map((request) => request.method)).toEqual(['GET', 'PUT', ...Array<string>(reads).fill('GET')]);
      expect(emulator().state.apps.get(SEED.appId)?.updates).toBe(1);
      expect(result.summary).toContain(`application ${SEED.appId} may or may not have been updated: check it before running again`);
      expect(result.summary).toContain(failed);
      const message = failureMessage(result);
      expect(message).toContain(`Application ${SEED.appId} may or may not have been updated: check it before running again`);
      expect(message).toMatch(new RegExp(`The first attempt: .*; ${failed}: .*${status}`));
      expect(message).not.toContain('sent again');
      expect(result.outputs['status']).toBe(String(status));
    },
  );

  it('sends nothing in a dry run without a key and shows the planned requests', async () => {
    const result = await run({ 'api-key': '', 'app-config': JSON.stringify(config()), 'image-tags': 'web=2.0.0', 'dry-run': 'true' });
    expect(result.exitCode).toBe(0);
    expect(emulator().requests).toHaveLength(0);
    const planned = JSON.parse(result.outputs['result'] ?? '') as {
      dryRun: boolean;
      requests: Array<{ method: string; path: string; body: Config }>;
    };
    expect(planned.dryRun).toBe(true);
    expect(planned.requests[0]).toMatchObject({ method: 'GET', path: `/mc/apps/${SEED.appId}` });
    // Whether web runs 2.0.0 already is known only once the application is read: the lookup of its tag is listed.
    expect(planned.requests.slice(1, 3)).toMatchObject([
      { method: 'GET', path: `/mc/registries/${SEED.dockerHubRegistryId}` },
      { method: 'POST', path: '/mc/registries/digest', body: { imageName: 'demo-web', tag: '2.0.0' } },
    ]);
    expect(planned.requests[3]).toMatchObject({ method: 'PUT', path: `/mc/apps/${SEED.appId}` });
    expect(planned.requests[3]?.body.containerTemplates[0]?.['imageTag']).toBe('2.0.0');
  });

  it('refuses a key given twice in JSON, which JSON.parse would silently keep the last of', async () => {
    const text = JSON.stringify(config()).replace('"name":"preview-demo"', '"name":"preview-demo","name":"other"');
    const result = await run({ 'app-config': text });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toMatch(
      /^Input 'app-config': line 1, column \d+: not valid JSON: a key appears twice in the same object$/,
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it('shows no container environment value in a dry run or a JSON syntax error', async () => {
    const value = config();
    (value.containerTemplates[0] as Record<string, unknown>)['environmentVariables'] = [
      { name: 'DB_PASSWORD', value: 'hunter2-very-secret' },
    ];
    const dry = await runAgainst(
      emulator(),
      { ...base, 'app-config': JSON.stringify(value), 'dry-run': 'true' },
      { secrets: ['hunter2-very-secret'] },
    );
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain('"value": "***"');
    expect(appRequests().map((request) => request.method)).toEqual(['GET']);
    emulator().requests.length = 0;
    const broken = await runAgainst(
      emulator(),
      { ...base, 'app-config': '{"environmentVariables":[{"value":tok_live_9f8e7d6c5b4a}]}' },
      { secrets: ['tok_live_9f8e7d6c5b4a', 'tok_live_9f'] },
    );
    expect(broken.exitCode).toBe(1);
    expect(failureMessage(broken)).toMatch(/^Input 'app-config': line 1, column \d+: not valid JSON: Unexpected token/);
    expect(emulator().requests).toHaveLength(0);
  });

  it('says the outcome is unknown when the answer is lost, not that nothing changed', async () => {
    emulator().inject({ kind: 'hang', method: 'PUT', times: 2 });
    const result = await run({ 'app-config': JSON.stringify(config()), 'timeout-seconds': '1', 'max-attempts': '2' });
    expect(result.exitCode).toBe(1);
    expect(result.summary).toContain('may or may not have been updated');
    expect(result.summary).toContain('❌');
  });

  it('says nothing changed when the update was answered with a redirect, which the client does not follow', async () => {
    emulator().inject({ kind: 'redirect', method: 'PUT', location: 'http://127.0.0.1:9/elsewhere' });
    const result = await run({ 'app-config': JSON.stringify(config()) });
    expect(result.exitCode).toBe(1);
    expect(result.summary).toContain('was not updated');
    expect(result.summary).not.toContain('may or may not have been updated');
    expect(emulator().requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});

describe('update-app: an image written as image: ns/name:tag', () => {
  it('says once what to write instead, and still lists the other problems; no notice of a conversion', async () => {
    const written = config();
    const [web] = written.containerTemplates;
    if (!web) throw new Error('no web template');
    for (const member of ['imageRegistryId', 'imageNamespace', 'imageName', 'imageTag']) delete web[member];
    web['image'] = 'example/demo-web:2.0.0';
    delete written['runtimeType'];
    const result = await run({ 'app-config': stringify(written) });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('(2 problems)');
    expect(message).toContain(
      'containerTemplates[0].image: an update names an image by imageRegistryId, imageNamespace, imageName, imageTag, not by image (how a read shows it); write imageNamespace: example, imageName: demo-web, imageTag: 2.0.0, imageRegistryId:',
    );
    expect(message).toContain('runtimeType: is required');
    expect(message).not.toMatch(/containerTemplates\[0\]\.image(Name|Namespace|Tag|RegistryId): is required/);
    expect(actedCommands(result, ['notice'])).toEqual([]);
    expect(emulator().requests).toHaveLength(0);
  });

  it('beside the four members, image does not make a document a saved read: a misspelt member is refused, never left out', async () => {
    const written = config();
    const [web] = written.containerTemplates;
    if (!web) throw new Error('no web template');
    // image is a member of the update model too; environment is a misspelling of environmentVariables, which it would reset.
    web['image'] = 'example/demo-web:1.4.2';
    web['environment'] = web['environmentVariables'];
    delete web['environmentVariables'];
    const result = await run({ 'app-config': stringify(written) });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('containerTemplates[0].environment: unknown field; the API refuses fields it does not know.');
    expect(actedCommands(result, ['notice'])).toEqual([]);
    expect(emulator().requests).toHaveLength(0);
    expect(emulator().state.apps.get(SEED.appId)?.templates[0]?.template['environmentVariables']).toHaveLength(2);
  });
});

describe('update-app: live mode, identities, digests', () => {
  const app = () => {
    const found = emulator().state.apps.get(SEED.appId);
    if (!found) throw new Error('no seeded app');
    return found;
  };
  const secrets = [SEED_APP_SESSION_SECRET];

  // Issue 20: the image update is a PATCH of the container's image alone, with the digest the
  // registry gives the tag; nothing else is sent, so nothing the read model lacks is reset.
  it('changes only the named image, by PATCH with the resolved digest, keeping the grace period and node selectors', async () => {
    const before = readModel(app()) as { containerTemplates: Array<Record<string, unknown>> };
    const settingsBefore = structuredClone(app().settings);
    const result = await runAgainst(emulator(), { ...base, 'image-tags': 'web=2.0.0' }, { secrets });
    expect(result.exitCode).toBe(0);
    const webId = String(before.containerTemplates[0]?.['id']);
    expect(emulator().requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /mc/apps/${SEED.appId}`,
      `GET /mc/registries/${SEED.dockerHubRegistryId}`,
      'POST /mc/registries/digest',
      `PATCH /mc/apps/${SEED.appId}/containers/${webId}`,
    ]);
    const digest = digestOf('example/demo-web:2.0.0');
    // The template names the account's public Docker Hub entry: the digest call takes its kind.
    expect(emulator().requests[2]?.body).toEqual({
      registryId: 'dockerhub',
      imageNamespace: 'example',
      imageName: 'demo-web',
      tag: '2.0.0',
    });
    expect(emulator().requests[3]?.body).toEqual({ imageTag: '2.0.0', imageDigest: digest });
    expect(app().lastChanges).toEqual({ created: [], updated: ['web'], deleted: [] });
    // The members the read model does not return are still there: nothing reset them.
    expect(app().settings).toEqual(settingsBefore);
    expect(app().settings['terminationGracePeriodSeconds']).toBe(30);
    expect(app().settings['regionSettings']).toMatchObject({ nodeSelectors: { pool: 'general' } });
    const after = readModel(app()) as { containerTemplates: Array<Record<string, unknown>> };
    expect(after.containerTemplates.map((t) => t['id'])).toEqual(before.containerTemplates.map((t) => t['id']));
    expect(String(after.containerTemplates[0]?.['image'])).toBe(`example/demo-web:2.0.0@${digest}`);
    expect(after.containerTemplates[1]).toEqual(before.containerTemplates[1]);
    expect(result.stdout).toContain(`Container web: 1.4.2@sha256:`);
    expect(result.stdout).toContain(`-> 2.0.0@${digest} (the digest the registry gives the tag now)`);
    expect(result.summary).toContain('Only these images change');
    expect(JSON.parse(result.outputs['previous-images'] ?? '')).toEqual({
      web: `1.4.2@${digestOf('example/demo-web:1.4.2')}`,
      worker: `1.4.2@${digestOf('example/demo-worker:1.4.2')}`,
    });
    expect(result.outputs['url']).toBe(`https://${SEED.appId}.b-cdn.net`);
    expect(result.outputs['rolled-back']).toBe('false');
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      id: SEED.appId,
      containers: [
        { name: 'web', image: `example/demo-web:2.0.0@${digest}` },
        { name: 'worker', image: expect.stringMatching(/^example\/demo-worker:1\.4\.2@sha256:/) },
      ],
    });
  });

  it('goes through where the read model carries provisioningType, and never sends it', async () => {
    expect((readModel(app()) as { regionSettings: Record<string, unknown> }).regionSettings['provisioningType']).toBe('dynamic');
    const result = await runAgainst(emulator(), { ...base, 'image-tags': 'web=2.0.0' }, { secrets });
    expect(result.exitCode).toBe(0);
    expect(JSON.stringify(emulator().requests.map((request) => request.body))).not.toContain('provisioningType');
  });

  it('pins an image given as TAG@sha256:DIGEST without asking the registry', async () => {
    const digest = `sha256:${'b'.repeat(64)}`;
    const result = await runAgainst(emulator(), { ...base, 'image-tags': `web=1.4.1@${digest}` }, { secrets });
    expect(result.exitCode).toBe(0);
    expect(emulator().state.digestReads).toBe(0);
    expect(emulator().requests.at(-1)?.body).toEqual({ imageTag: '1.4.1', imageDigest: digest });
    const bad = await runAgainst(emulator(), { ...base, 'image-tags': 'web=1.4.1@sha256:abc' }, { secrets });
    expect(failureMessage(bad)).toContain("the digest of container 'web' is 'sha256:abc'; expected sha256: and 64 lower-case hex digits");
  });

  it('names the live templates when an image-tags name matches none', async () => {
    const result = await runAgainst(emulator(), { ...base, 'image-tags': 'api=2.0.0' }, { secrets });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain("no container of the live application is named 'api'; the containers are: 'web', 'worker'");
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('names every image-tags name the live application lacks in one failure, before any registry read', async () => {
    const result = await runAgainst(emulator(), { ...base, 'image-tags': 'Web=2.0.0\nworker=2.0.0\napi=2.0.0' }, { secrets });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      "no container of the live application is named 'Web' (names are case-sensitive: did you mean 'web'?) or 'api'; the containers are: 'web', 'worker'",
    );
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('names every image-tags name app-config lacks in one failure, before any request', async () => {
    const result = await runAgainst(
      emulator(),
      { ...base, 'app-config': JSON.stringify(config()), 'image-tags': 'webb=2.0.0\nworker=2.0.0\nWorker2=2.0.0\napi=2.0.0' },
      { secrets },
    );
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      "Input 'image-tags': no container template in app-config is named 'webb', 'Worker2' or 'api'; the templates are: 'web', 'worker'",
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it('names an image-tags name app-config lacks and the problems of app-config itself at once, before any request', async () => {
    const value = config();
    (value['autoScaling'] as Record<string, unknown>)['min'] = 0;
    const result = await run({ 'app-config': JSON.stringify(value), 'image-tags': 'wbe=2.0.0' });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toMatch(/^2 input problems:/);
    expect(message).toContain(
      "- Input 'image-tags': no container template in app-config is named 'wbe'; the templates are: 'web', 'worker'",
    );
    expect(message).toContain('autoScaling.min: must be from 1 to 1000, got 0');
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses a file that leaves out a live container before anything is changed', async () => {
    const value = config();
    value.containerTemplates.pop();
    const result = await runAgainst(emulator(), { ...base, 'app-config': JSON.stringify(value) }, { secrets });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('leaves out the live container worker');
    expect(failureMessage(result)).toContain('allow-container-removal');
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET']);

    const allowed = await runAgainst(
      emulator(),
      { ...base, 'app-config': JSON.stringify(value), 'allow-container-removal': 'true' },
      { secrets },
    );
    expect(allowed.exitCode).toBe(0);
    expect(app().lastChanges).toEqual({ created: [], updated: ['web'], deleted: ['worker'] });
  });

  it('refuses a file that names two containers alike, naming both, before any request', async () => {
    const value = config();
    const [, worker] = value.containerTemplates;
    if (worker) worker['name'] = 'web';
    const text = JSON.stringify(value, null, 2);
    const result = await runAgainst(emulator(), { ...base, 'app-config': text }, { secrets });
    expect(result.exitCode).toBe(1);
    const line = text.split('\n').findLastIndex((row) => row.includes('"name": "web"')) + 1;
    expect(failureMessage(result)).toContain(
      `containerTemplates[1].name: "web" is the name of containerTemplates[0] too; each container needs a name of its own (templates are matched to the live containers by name) (line ${line})`,
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses a live application with two containers of one name as ambiguous, before any write, naming them', async () => {
    const [, worker] = app().templates;
    if (worker) worker.template['name'] = 'web';
    const value = config();
    // One web: by name alone, the removal guard saw no live container left out, and one of the two went.
    value.containerTemplates.pop();
    for (const dryRun of ['true', 'false']) {
      const result = await runAgainst(emulator(), { ...base, 'app-config': JSON.stringify(value), 'dry-run': dryRun }, { secrets });
      expect(result.exitCode).toBe(1);
      expect(failureMessage(result)).toContain(
        `The live application has more than one container of the same name: web (ids ${app()
          .templates.map((template) => template.id)
          .join(', ')})`,
      );
    }
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'GET']);
    expect(app().updates).toBe(0);
  });

  it('accepts a file saved from GET /mc/apps/{appId}, converts it with a notice, and warns that its digests decide', async () => {
    const saved = readModel(app());
    const result = await runAgainst(emulator(), { ...base, 'app-config': JSON.stringify(saved) }, { secrets });
    expect(result.exitCode).toBe(0);
    const notices = actedCommands(result, ['notice']).map((command) => command.data);
    expect(notices.join('\n')).toContain('converted to the update model');
    expect(notices.join('\n')).toContain('containerTemplates[web].packageId');
    expect(notices.join('\n')).toContain('containerTemplates[web].endpoints[web-cdn].publicHost');
    expect(warnings(result).filter((text) => text.includes('the digest decides'))).toHaveLength(2);
    expect(app().lastChanges).toEqual({ created: [], updated: ['web', 'worker'], deleted: [] });
    const body = emulator().requests[1]?.body as Config;
    const endpoint = (body.containerTemplates[0]?.['endpoints'] as Array<Record<string, unknown>>)[0];
    expect(endpoint).toEqual({
      displayName: 'web-cdn',
      cdn: { isSslEnabled: true, pullZoneId: 4001, portMappings: [{ containerPort: 8080, protocols: ['tcp'] }] },
    });
  });

  it('sends a saved file with image-tags without the stale digest, so the new image runs', async () => {
    const saved = readModel(app());
    const result = await runAgainst(emulator(), { ...base, 'app-config': JSON.stringify(saved), 'image-tags': 'web=3.1.0' }, { secrets });
    expect(result.exitCode).toBe(0);
    expect(warnings(result).filter((text) => text.includes('the digest decides'))).toHaveLength(1);
    expect(app().templates[0]?.runningImage).toMatch(/^example\/demo-web:3\.1\.0@/);
  });

  it('shows per container what a dry run with a key would change, reads only, values hidden', async () => {
    const result = await runAgainst(emulator(), { ...base, 'image-tags': 'web=2.0.0', 'dry-run': 'true' }, { secrets });
    expect(result.exitCode).toBe(0);
    // Reads only: the application, its container's registry, and the registry's digest of the new tag.
    expect(emulator().requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /mc/apps/${SEED.appId}`,
      `GET /mc/registries/${SEED.dockerHubRegistryId}`,
      'POST /mc/registries/digest',
    ]);
    expect(app().updates).toBe(0);
    expect(result.summary).toContain('dry run');
    expect(result.summary).toContain(`2.0.0@${digestOf('example/demo-web:2.0.0')}`);
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({ dryRun: true, id: SEED.appId });
    expect(result.outputs['app-status']).toBe('active');
  });

  it('reports a 404 application in live mode naming app-id, before any write', async () => {
    const result = await runAgainst(emulator(), { ...base, 'app-id': 'app-missing', 'image-tags': 'web=2.0.0' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('No application has the id app-missing: check app-id.');
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET']);
  });
});

describe('update-app: waiting for the rollout', () => {
  const app = () => {
    const found = emulator().state.apps.get(SEED.appId);
    if (!found) throw new Error('no seeded app');
    return found;
  };
  const waitInputs = { ...base, 'image-tags': 'web=2.0.0', 'wait-seconds': '30', 'poll-interval-seconds': '1' };
  const overviewReads = () => emulator().requests.filter((request) => request.path.endsWith('/overview')).length;
  // The polls and retries sleep on a FakeClock, in no time: the rollout moves on overview reads,
  // not on time (emulator/apps/state.ts). The deadline's test waits on the wall clock, as a step does.

  it('ends when the rollout is live, within one poll of it', async () => {
    app().nextRollout = { mode: 'succeed', reads: 2 };
    const result = await runAgainst(emulator(), waitInputs, { secrets: [SEED_APP_SESSION_SECRET], clock: new FakeClock() });
    expect(result.exitCode).toBe(0);
    // Two reads in progress, the third sees it live and the wait ends there.
    expect(overviewReads()).toBe(3);
    expect(result.outputs['app-status']).toBe('active');
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({ id: SEED.appId, status: 'active' });
    expect(result.summary).toContain('<td>DE</td><td>active</td><td>1 of 1</td>');
    expect(result.stdout).toContain('The rollout is live');
  });

  it('fails within a few polls of a crash loop, naming region, pod, container, reason and exit code', async () => {
    // The kinder reading: the overview shows the rollout's status at once, not the one from before the write.
    app().statusLag = 0;
    app().nextRollout = { mode: 'crash-loop', reads: 2 };
    const result = await runAgainst(emulator(), waitInputs, { clock: new FakeClock() });
    expect(result.exitCode).toBe(1);
    expect(overviewReads()).toBeLessThanOrEqual(3);
    const message = failureMessage(result);
    expect(message).toContain('container web in pod preview-demo-de-0 (region DE)');
    expect(message).toContain('reason CrashLoopBackOff');
    expect(message).toContain('message back-off restarting failed container web');
    expect(message).toContain('exit code 1');
    expect(result.summary).toContain('<td>CrashLoopBackOff</td>');
    expect(result.outputs['app-status']).toBe('progressing');
  });

  it('fails at once when the application turns failing', async () => {
    // The kinder reading: the overview shows the rollout's status at once, not the one from before the write.
    app().statusLag = 0;
    app().nextRollout = { mode: 'fail', reads: 1 };
    const result = await runAgainst(emulator(), waitInputs, { clock: new FakeClock() });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('the application is failing');
    expect(result.outputs['app-status']).toBe('failing');
    expect(overviewReads()).toBe(2);
  });

  it('fails near the deadline of a rollout that never ends, saying what it saw last', async () => {
    // The kinder reading: the overview shows the rollout's status at once, not the one from before the write.
    app().statusLag = 0;
    app().nextRollout = { mode: 'never', reads: 0 };
    const started = Date.now();
    const result = await runAgainst(emulator(), { ...waitInputs, 'wait-seconds': '2' });
    const elapsed = Date.now() - started;
    expect(result.exitCode).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    expect(failureMessage(result)).toContain('did not finish within wait-seconds (2 s');
    expect(failureMessage(result)).toContain('last seen: application progressing');
    expect(result.outputs['app-status']).toBe('progressing');
  });

  // The overview's retries keep to wait-seconds: no Retry-After sleeps past it.
  it('ends at wait-seconds when every read of the overview is answered 503 with Retry-After: 60', async () => {
    emulator().inject({
      kind: 'status',
      status: 503,
      method: 'GET',
      path: /\/overview$/,
      headers: { 'Retry-After': '60' },
      times: Infinity,
    });
    const clock = new FakeClock();
    emulator().useClock(clock);
    const result = await runAgainst(emulator(), { ...waitInputs, 'wait-seconds': '4', 'poll-interval-seconds': '2' }, { clock });
    expect(result.exitCode).toBe(1);
    expect(clock.sleeps).toEqual([2000, 2000]);
    expect(failureMessage(result)).toContain('did not finish within wait-seconds (4 s');
    expect(overviewReads()).toBe(3);
  });

  // The read of the application with each poll (whether another deploy replaced this one) keeps to wait-seconds too.
  it('ends at wait-seconds when every read of the application during the wait is answered 503 with Retry-After: 60', async () => {
    app().statusLag = 0;
    app().nextRollout = { mode: 'never', reads: 0 };
    const appPath = `/mc/apps/${SEED.appId}`;
    // The step's own read before the update goes through, untouched; every read after it answers 503.
    emulator().inject(
      { kind: 'delay', ms: 0, method: 'GET', path: new RegExp(`^${appPath}$`), times: 1 },
      { kind: 'status', status: 503, method: 'GET', path: new RegExp(`^${appPath}$`), headers: { 'Retry-After': '60' }, times: Infinity },
    );
    const clock = new FakeClock();
    emulator().useClock(clock);
    const result = await runAgainst(emulator(), { ...waitInputs, 'wait-seconds': '4', 'poll-interval-seconds': '2' }, { clock });
    expect(result.exitCode).toBe(1);
    expect(clock.sleeps).toEqual([2000, 2000]);
    const message = failureMessage(result);
    expect(message).toContain('did not finish within wait-seconds (4 s');
    // The overview was read each time: the failure says what it showed, and which read failed.
    expect(message).toContain('last seen: application progressing');
    expect(message).not.toContain('no read of the overview succeeded');
    expect(message).toContain(`whether another deploy replaced this change is not known: GET ${appPath} answered 503`);
    expect(result.stdout).not.toContain('the overview could not be read');
    expect(overviewReads()).toBe(3);
  });

  it('keeps waiting through 429 and 503 answers of the overview', async () => {
    app().nextRollout = { mode: 'succeed', reads: 1 };
    emulator().inject({ kind: 'status', status: 429, method: 'GET', path: /\/overview$/, headers: { 'Retry-After': '0' }, times: 3 });
    emulator().inject({ kind: 'status', status: 503, method: 'GET', path: /\/overview$/, headers: { 'Retry-After': '0' }, times: 3 });
    const result = await runAgainst(emulator(), { ...waitInputs, 'max-attempts': '2' }, { clock: new FakeClock() });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('the overview could not be read');
    expect(result.outputs['app-status']).toBe('active');
  });
});
