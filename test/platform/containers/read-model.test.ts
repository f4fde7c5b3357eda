import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../../src/api/models/app-config.ts';
import { convertReadModel, isReadModel, liveInUpdateModel } from '../../../src/platform/containers/read-model.ts';
import { keepContainerIdentities } from '../../../src/platform/containers/identity.ts';
import { containerChanges } from '../../../src/operations/update-app/container-changes.ts';

const readTemplate = (overrides: Record<string, unknown> = {}) => ({
  id: 'ctr-1',
  name: 'web',
  packageId: 'pkg-1',
  image: 'example/web:1.0.0@sha256:' + 'a'.repeat(64),
  imageName: 'web',
  imageNamespace: 'example',
  imageTag: '1.0.0',
  imageRegistryId: 'reg-1',
  imageDigest: 'sha256:' + 'a'.repeat(64),
  imagePullPolicy: null,
  entryPoint: null,
  probes: null,
  environmentVariables: [{ name: 'TOKEN', value: 'x' }],
  endpoints: [
    {
      id: 'ep-1',
      displayName: 'web-cdn',
      publicHost: 'web.b-cdn.net',
      type: 'cdn',
      isSslEnabled: true,
      pullZoneId: '4001',
      portMappings: [{ containerPort: 8080, exposedPort: null, protocols: ['tcp'] }],
      stickySessions: { enabled: false, sessionHeaders: [], cookieName: null },
      internalIpAddresses: [],
      publicIpAddresses: [],
    },
    {
      id: 'ep-2',
      displayName: 'udp',
      publicHost: null,
      type: 'anycast',
      isSslEnabled: false,
      pullZoneId: null,
      portMappings: [{ containerPort: 53, exposedPort: 53, protocols: ['udp'] }],
      stickySessions: null,
      internalIpAddresses: [],
      publicIpAddresses: [],
    },
  ],
  volumeMounts: [],
  ...overrides,
});

const application = (templates = [readTemplate()]) => ({
  id: 'app-1',
  name: 'demo',
  status: 'active',
  runtimeType: 'shared',
  regionSettings: { allowedRegionIds: ['DE'], requiredRegionIds: null },
  autoScaling: { min: 1, max: 2 },
  repositorySettings: null,
  networkSettings: { maxOutboundConnections: 10 },
  displayEndpoint: { address: 'x' },
  containerInstances: [],
  volumes: [],
  containerTemplates: templates,
});

describe('convertReadModel', () => {
  it('turns the read model into a configuration the update accepts, listing what it left out', () => {
    const { config, leftOut } = convertReadModel(application());
    expect(AppConfig.safeParse(config).success).toBe(true);
    expect(leftOut).toEqual(
      expect.arrayContaining([
        'id',
        'status',
        'networkSettings',
        'displayEndpoint',
        'containerInstances',
        'containerTemplates[web].packageId',
      ]),
    );
    expect(leftOut).toContain('containerTemplates[web].endpoints[web-cdn].publicHost');
    const template = (config['containerTemplates'] as Array<Record<string, unknown>>)[0];
    expect(template?.['id']).toBe('ctr-1');
    expect(template?.['image']).toBeUndefined();
    expect(template?.['endpoints']).toEqual([
      {
        displayName: 'web-cdn',
        cdn: { isSslEnabled: true, pullZoneId: 4001, portMappings: [{ containerPort: 8080, protocols: ['tcp'] }] },
      },
      { displayName: 'udp', anycast: { type: 'iPv4', portMappings: [{ containerPort: 53, exposedPort: 53, protocols: ['udp'] }] } },
    ]);
    // null members are absent to the API, and the update refuses null where it is not declared.
    expect(config['repositorySettings']).toBeUndefined();
  });

  it('keeps sticky sessions that name headers', () => {
    const template = readTemplate();
    (template.endpoints[0] as Record<string, unknown>)['stickySessions'] = { enabled: true, sessionHeaders: ['X-User'], cookieName: null };
    const { config } = convertReadModel(application([template]));
    const endpoint = (
      (config['containerTemplates'] as Array<Record<string, unknown>>)[0]?.['endpoints'] as Array<Record<string, unknown>>
    )[0];
    expect((endpoint?.['cdn'] as Record<string, unknown>)['stickySessions']).toEqual({ enabled: true, sessionHeaders: ['X-User'] });
  });

  it('names an endpoint type the update model cannot express, with where it is, rather than drop it in silence', () => {
    const template = readTemplate();
    (template.endpoints[0] as Record<string, unknown>)['type'] = 'publicIp';
    const { unconvertible } = convertReadModel(application([template]));
    expect(unconvertible).toHaveLength(1);
    expect(unconvertible[0]?.problem).toContain('is of type publicIp, which the update model cannot express');
    expect(unconvertible[0]?.path).toEqual(['containerTemplates', 0, 'endpoints', 0, 'type']);
  });

  it('for a comparison, keeps each setting the update model cannot carry as read, and names it with its container', () => {
    const template = readTemplate();
    (template.endpoints[0] as Record<string, unknown>)['stickySessions'] = { enabled: true, sessionHeaders: [], cookieName: 'S' };
    (template.endpoints[1] as Record<string, unknown>)['type'] = 'publicIp';
    const { config, lost } = liveInUpdateModel(application([template]));
    expect(lost.map((setting) => setting.container)).toEqual(['web', 'web']);
    expect(lost[0]?.problem).toContain('containerTemplates[web].endpoints[web-cdn].stickySessions is on by cookie only');
    expect(lost[1]?.problem).toContain('containerTemplates[web].endpoints[udp] is of type publicIp');
    const converted = (config['containerTemplates'] as Array<Record<string, unknown>>)[0];
    expect(converted?.['environmentVariables']).toEqual([{ name: 'TOKEN', value: 'x' }]);
    expect((converted?.['endpoints'] as unknown[]).length).toBe(2);
  });

  it('tells the platform-only members from the ones neither model has', () => {
    const { leftOut, unknown } = convertReadModel({ ...application(), futureMember: 1, nmae: 'x' });
    expect(leftOut).not.toContain('futureMember');
    expect(unknown.map((member) => member.where)).toEqual(['futureMember', 'nmae']);
    expect(unknown[1]?.members).toContain('name');
  });

  it('tells the read model from the update model', () => {
    expect(isReadModel(application())).toBe(true);
    expect(isReadModel(convertReadModel(application()).config)).toBe(false);
    expect(isReadModel({ name: 'x', containerTemplates: [{ name: 'a', packageId: 'p' }] })).toBe(true);
    // The update model has image too: it alone does not make a read.
    expect(isReadModel({ name: 'x', containerTemplates: [{ name: 'a', image: 'example/a:1' }] })).toBe(false);
  });
});

describe('keepContainerIdentities and containerChanges', () => {
  const live = AppConfig.parse(
    convertReadModel(application([readTemplate(), readTemplate({ id: 'ctr-2', name: 'worker', endpoints: [] })])).config,
  );
  const file = (names: string[]) =>
    AppConfig.parse({
      ...live,
      containerTemplates: (live.containerTemplates ?? []).filter((t) => names.includes(t.name)).map((t) => ({ ...t, id: undefined })),
    });

  it('gives templates the live id of their name, and calls the rest new', () => {
    const withNew = AppConfig.parse({
      ...file(['web', 'worker']),
      containerTemplates: [
        ...(file(['web', 'worker']).containerTemplates ?? []),
        { ...live.containerTemplates?.[0], name: 'extra', id: 'stale' },
      ],
    });
    const result = keepContainerIdentities(withNew, live.containerTemplates ?? []);
    expect(result.config.containerTemplates?.map((t) => t.id)).toEqual(['ctr-1', 'ctr-2', undefined]);
    expect(result).toMatchObject({ kept: ['web', 'worker'], created: ['extra'], removed: [] });
  });

  it('names a live container the file leaves out, which the full replacement would delete', () => {
    expect(keepContainerIdentities(file(['web']), live.containerTemplates ?? []).removed).toEqual(['worker']);
  });

  it('describes the change per container with environment variable names, never values', () => {
    const body = AppConfig.parse({
      ...live,
      containerTemplates: [
        {
          ...live.containerTemplates?.[0],
          imageTag: '2.0.0',
          imageDigest: undefined,
          environmentVariables: [
            { name: 'TOKEN', value: 'y' },
            { name: 'NEW', value: 'z' },
          ],
        },
      ],
    });
    const changes = containerChanges(live.containerTemplates ?? [], body);
    expect(changes[0]).toMatchObject({ name: 'web', action: 'updated', after: 'example/web:2.0.0' });
    expect(changes[0]?.before).toMatch(/^example\/web:1\.0\.0@sha256:a+$/);
    expect(changes[0]?.otherChanges).toEqual(['environment variable(s) added: NEW', 'environment variable value(s) changed: TOKEN']);
    expect(changes[1]).toMatchObject({ name: 'worker', action: 'deleted' });
    expect(JSON.stringify(changes)).not.toMatch(/"[yz]"/);
  });
});
