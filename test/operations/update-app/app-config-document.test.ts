import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../../src/api/models/app-config.ts';
import { checkAppConfig, omittedOptionalFields, readAppConfigDocument } from '../../../src/operations/update-app/app-config-document.ts';
import { applyImageTags, readImageTags } from '../../../src/operations/update-app/image-tags.ts';
import { InputError } from '../../../src/inputs/inputs.ts';
import { parseStructuredText } from '../../../src/inputs/yaml-document.ts';
import { seedAppConfig } from '../../../emulator/server.ts';

type Config = Record<string, unknown> & { containerTemplates: Array<Record<string, unknown>> };
const config = () => seedAppConfig() as Config;
const template = (config: Config, index: number) => config.containerTemplates[index] as Record<string, unknown>;

/** The message checkAppConfig fails with for `value`, as JSON. */
function problems(value: unknown): string {
  try {
    checkAppConfig('app-config', parseStructuredText('app-config', JSON.stringify(value)), value);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).message;
  }
  throw new Error('the configuration was accepted');
}

function thrown(action: () => unknown): InputError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('nothing was thrown');
}

describe('AppConfig schema', () => {
  it('accepts the demo configuration and returns it unchanged', () => {
    const value = config();
    expect(AppConfig.parse(value)).toEqual(value);
  });

  it('accepts the minimal configuration: name, runtimeType, autoScaling, regionSettings', () => {
    expect(AppConfig.safeParse({ name: 'a', runtimeType: 'shared', autoScaling: { min: 1, max: 1 }, regionSettings: {} }).success).toBe(
      true,
    );
  });

  it.each([['shared'], ['Shared'], ['reserved'], ['Reserved'], ['SHARED']])(
    'accepts runtimeType %s and gives it as 1.10.2 spells it',
    (runtimeType) => {
      const value = { ...config(), runtimeType };
      expect(AppConfig.parse(value).runtimeType).toBe(runtimeType.toLowerCase());
    },
  );

  it('accepts protocols, pull policy, runtime type and probe status codes in either casing, and gives the 1.10.2 spelling', () => {
    const value = config();
    const web = template(value, 0);
    web['imagePullPolicy'] = 'IfNotPresent';
    web['endpoints'] = [
      { displayName: 'a', cdn: { portMappings: [{ containerPort: 80, protocols: ['Tcp', 'udp', 'SCTP'] }] } },
      { displayName: 'b', anycast: { type: 'IPv4', portMappings: [{ containerPort: 53, exposedPort: 53, protocols: ['Udp'] }] } },
    ];
    web['probes'] = {
      liveness: { httpGet: { request: { path: '/', portNumber: 80 }, response: { expectedStatusCode: 'OK' } } },
      startup: null,
    };
    value['runtimeType'] = 'Shared';
    const parsed = AppConfig.parse(value);
    const [cdn, anycast] = parsed.containerTemplates?.[0]?.endpoints ?? [];
    expect(cdn?.cdn?.portMappings?.[0]?.protocols).toEqual(['tcp', 'udp', 'sctp']);
    expect(anycast?.anycast?.type).toBe('iPv4');
    expect(anycast?.anycast?.portMappings[0]?.protocols).toEqual(['udp']);
    expect(parsed.containerTemplates?.[0]?.imagePullPolicy).toBe('ifNotPresent');
    expect(parsed.containerTemplates?.[0]?.probes?.liveness?.httpGet?.response?.expectedStatusCode).toBe('ok');
    expect(parsed.runtimeType).toBe('shared');
  });

  it('accepts volumes and mounts as documented, a mount at / included (1.9.7 allows it)', () => {
    const value = config();
    value['volumes'] = [{ name: 'data', size: 100 }];
    template(value, 0)['volumeMounts'] = [
      { name: 'data', mountPath: '/var/lib/data-1' },
      { name: 'data', mountPath: '/' },
    ];
    expect(AppConfig.safeParse(value).success).toBe(true);
  });

  it.each<[string, (value: Config) => void, string]>([
    [
      'a name with other characters',
      (v) => (v['name'] = 'demo_app!'),
      'name: may hold only letters, digits, hyphens and whitespace, got the string "demo_app!"',
    ],
    ['an empty name', (v) => (v['name'] = ''), 'name: must not be empty'],
    ['a name of 101 characters', (v) => (v['name'] = 'a'.repeat(101)), 'name: must be 1 to 100 characters, got 101'],
    [
      'an unknown runtimeType',
      (v) => (v['runtimeType'] = 'dedicated'),
      'runtimeType: expected one of shared, reserved (any casing), got "dedicated"',
    ],
    ['a grace period of 0', (v) => (v['terminationGracePeriodSeconds'] = 0), 'terminationGracePeriodSeconds: must be from 1 to 300, got 0'],
    [
      'a grace period of 301',
      (v) => (v['terminationGracePeriodSeconds'] = 301),
      'terminationGracePeriodSeconds: must be from 1 to 300, got 301',
    ],
    [
      'a fractional grace period',
      (v) => (v['terminationGracePeriodSeconds'] = 1.5),
      'terminationGracePeriodSeconds: expected an integer, got the number 1.5',
    ],
    ['no container templates', (v) => (v['containerTemplates'] = []), 'containerTemplates: must have at least 1 item, got 0'],
    ['autoScaling min 0', (v) => (v['autoScaling'] = { min: 0, max: 3 }), 'autoScaling.min: must be from 1 to 1000, got 0'],
    ['autoScaling max 1001', (v) => (v['autoScaling'] = { min: 1, max: 1001 }), 'autoScaling.max: must be from 1 to 1000, got 1001'],
    [
      'autoScaling min above max',
      (v) => (v['autoScaling'] = { min: 5, max: 2 }),
      'autoScaling.min: 5 is above max 2; min must not be above max',
    ],
    ['autoScaling without max', (v) => (v['autoScaling'] = { min: 1 }), 'autoScaling.max: is required'],
    ['no name', (v) => delete v['name'], 'name: is required'],
    ['no runtimeType', (v) => delete v['runtimeType'], 'runtimeType: is required'],
    ['no autoScaling', (v) => delete v['autoScaling'], 'autoScaling: is required'],
    ['no regionSettings', (v) => delete v['regionSettings'], 'regionSettings: is required'],
    ['a template without imageTag', (v) => delete template(v, 1)['imageTag'], 'containerTemplates[1].imageTag: is required'],
    ['a template without imageName', (v) => delete template(v, 1)['imageName'], 'containerTemplates[1].imageName: is required'],
    [
      'a template without imageNamespace',
      (v) => delete template(v, 0)['imageNamespace'],
      'containerTemplates[0].imageNamespace: is required',
    ],
    [
      'a template without imageRegistryId',
      (v) => delete template(v, 0)['imageRegistryId'],
      'containerTemplates[0].imageRegistryId: is required',
    ],
    ['a template without name', (v) => delete template(v, 0)['name'], 'containerTemplates[0].name: is required'],
    [
      'a container name of 51 characters',
      (v) => (template(v, 0)['name'] = 'c'.repeat(51)),
      'containerTemplates[0].name: must be 1 to 50 characters, got 51',
    ],
    ['an image tag with a space', (v) => (template(v, 1)['imageTag'] = '1.4 beta'), 'containerTemplates[1].imageTag: must be an image tag'],
    ['an empty image tag', (v) => (template(v, 1)['imageTag'] = ''), 'containerTemplates[1].imageTag: must not be empty'],
    ['a bad image digest', (v) => (template(v, 0)['imageDigest'] = 'sha256:abc'), 'containerTemplates[0].imageDigest: must be sha256:'],
    [
      'port 0',
      (v) => (template(v, 0)['endpoints'] = [{ displayName: 'x', cdn: { portMappings: [{ containerPort: 0 }] } }]),
      'containerTemplates[0].endpoints[0].cdn.portMappings[0].containerPort: must be from 1 to 65535, got 0',
    ],
    [
      'port 65536',
      (v) => (template(v, 0)['endpoints'] = [{ displayName: 'x', cdn: { portMappings: [{ containerPort: 80, exposedPort: 65536 }] } }]),
      'containerTemplates[0].endpoints[0].cdn.portMappings[0].exposedPort: must be from 1 to 65535, got 65536',
    ],
    [
      'protocol http',
      (v) =>
        (template(v, 0)['endpoints'] = [{ displayName: 'x', cdn: { portMappings: [{ containerPort: 80, protocols: ['tcp', 'http'] }] } }]),
      'containerTemplates[0].endpoints[0].cdn.portMappings[0].protocols[1]: expected one of tcp, udp, sctp (any casing), got "http"',
    ],
    [
      'a probe port of 70000',
      (v) => (template(v, 0)['probes'] = { liveness: { tcpSocket: { request: { portNumber: 70000 } } } }),
      'containerTemplates[0].probes.liveness.tcpSocket.request.portNumber: must be from 1 to 65535, got 70000',
    ],
    ['a volume of 101 GB', (v) => (v['volumes'] = [{ name: 'data', size: 101 }]), 'volumes[0].size: must be from 1 to 100, got 101'],
    ['a volume without size', (v) => (v['volumes'] = [{ name: 'data' }]), 'volumes[0].size: is required'],
    [
      'a relative mount path',
      (v) => (template(v, 0)['volumeMounts'] = [{ name: 'data', mountPath: 'data' }]),
      'containerTemplates[0].volumeMounts[0].mountPath: must be an absolute path',
    ],
    [
      'a mount path with ..',
      (v) => (template(v, 0)['volumeMounts'] = [{ name: 'data', mountPath: '/data/../etc' }]),
      'containerTemplates[0].volumeMounts[0].mountPath: must be an absolute path',
    ],
    [
      'a mount path with //',
      (v) => (template(v, 0)['volumeMounts'] = [{ name: 'data', mountPath: '/data//x' }]),
      'containerTemplates[0].volumeMounts[0].mountPath: must be an absolute path',
    ],
    [
      'a mount without mountPath',
      (v) => (template(v, 0)['volumeMounts'] = [{ name: 'data' }]),
      'containerTemplates[0].volumeMounts[0].mountPath: is required',
    ],
    [
      'an unknown top-level field',
      (v) => (v['replicas'] = 3),
      'replicas: unknown field; the API refuses fields it does not know. Allowed here: name, runtimeType',
    ],
    [
      'a field in the wrong case',
      (v) => (template(v, 0)['imagetag'] = '1'),
      'containerTemplates[0].imagetag: unknown field (did you mean imageTag?)',
    ],
    [
      'an unknown field in a port mapping',
      (v) => (template(v, 0)['endpoints'] = [{ displayName: 'x', cdn: { portMappings: [{ containerPort: 80, hostPort: 80 }] } }]),
      'containerTemplates[0].endpoints[0].cdn.portMappings[0].hostPort: unknown field',
    ],
    [
      'two cdn port mappings',
      (v) => (template(v, 0)['endpoints'] = [{ displayName: 'x', cdn: { portMappings: [{ containerPort: 80 }, { containerPort: 81 }] } }]),
      'containerTemplates[0].endpoints[0].cdn.portMappings: must have at most 1 item, got 2',
    ],
    [
      'a number as environment value',
      (v) => (template(v, 0)['environmentVariables'] = [{ name: 'PORT', value: 8080 }]),
      'containerTemplates[0].environmentVariables[0].value: expected a string, got a number',
    ],
    ['a list as the whole configuration', () => undefined, ''],
  ])('refuses %s, naming the path', (label, change, message) => {
    if (label === 'a list as the whole configuration') {
      expect(problems([config()])).toContain('holds a list; expected a mapping with the application configuration');
      return;
    }
    const value = config();
    change(value);
    expect(problems(value)).toContain(message);
  });

  it('lists every problem, each on its own line', () => {
    const value = config();
    value['name'] = '';
    template(value, 1)['imageTag'] = '';
    const message = problems(value);
    expect(message).toMatch(/^Input 'app-config': is not a valid application configuration \(2 problems\):\n {2}- name: /);
    expect(message).toContain('\n  - containerTemplates[1].imageTag: must not be empty');
  });

  it('names each unknown field of one mapping on its own line, with its own hint', () => {
    const value = config();
    template(value, 1)['imagetag'] = '1';
    template(value, 1)['replicas'] = 2;
    const message = problems(value);
    expect(message).toContain('(2 problems)');
    expect(message).toContain('\n  - containerTemplates[1].imagetag: unknown field (did you mean imageTag?); the API refuses');
    expect(message).toContain(
      '\n  - containerTemplates[1].replicas: unknown field; the API refuses fields it does not know. Allowed here: id, name,',
    );
  });

  it('never shows the value of an environment variable in a message', () => {
    const value = config();
    template(value, 0)['environmentVariables'] = [{ name: 'TOKEN', value: ['very-secret-value'] }];
    const message = problems(value);
    expect(message).toContain('containerTemplates[0].environmentVariables[0].value: expected a string, got a list');
    expect(message).not.toContain('very-secret-value');
  });
});

describe('app-config document', () => {
  const workspace = () => mkdtempSync(join(tmpdir(), 'app-config-'));
  const yaml = [
    'name: preview-demo',
    'runtimeType: Shared',
    'autoScaling: { min: 1, max: 2 }',
    'regionSettings: {}',
    'containerTemplates:',
    '  - name: web',
    '    imageName: demo-web',
    '    imageNamespace: example',
    '    imageRegistryId: registry-1',
    '    imageTag: 1.10',
    '',
  ].join('\n');

  it('reads a YAML file in the workspace and points at the line of a problem', () => {
    const root = workspace();
    mkdirSync(join(root, 'deploy'));
    writeFileSync(join(root, 'deploy/app.yaml'), yaml);
    const document = readAppConfigDocument('app-config', 'deploy/app.yaml', root);
    expect(document.syntax).toBe('YAML');
    const error = thrown(() => checkAppConfig('app-config', document));
    expect(error.message).toContain("Input 'app-config': file deploy/app.yaml is not a valid application configuration (1 problem)");
    expect(error.message).toContain(
      'containerTemplates[0].imageTag: expected a string, got the number 1.1: YAML reads 1.10 as a number; put it in quotes ("1.10") (line 10)',
    );
  });

  it('reads .json and .yml files', () => {
    const root = workspace();
    writeFileSync(join(root, 'app.json'), JSON.stringify(config(), null, 2));
    writeFileSync(join(root, 'app.yml'), yaml.replace('1.10', '"1.10"'));
    expect(checkAppConfig('app-config', readAppConfigDocument('app-config', 'app.json', root)).name).toBe('preview-demo');
    expect(checkAppConfig('app-config', readAppConfigDocument('app-config', 'app.yml', root)).containerTemplates?.[0]?.imageTag).toBe(
      '1.10',
    );
  });

  it('reads the configuration given inline as JSON or YAML', () => {
    const root = workspace();
    expect(checkAppConfig('app-config', readAppConfigDocument('app-config', JSON.stringify(config()), root)).name).toBe('preview-demo');
    const inline = readAppConfigDocument('app-config', yaml.replace('1.10', "'1.10'"), root);
    expect(inline.origin).toBe('');
    expect(checkAppConfig('app-config', inline).runtimeType).toBe('shared');
  });

  it('names the input and the line of a YAML syntax error', () => {
    const error = thrown(() => readAppConfigDocument('app-config', 'name: a\nautoScaling: [1, 2\nruntimeType: shared\n', workspace()));
    expect(error.input).toBe('app-config');
    expect(error.message).toMatch(/^Input 'app-config': line \d+, column \d+: not valid YAML: /);
  });

  it('names the file and the line of a JSON syntax error', () => {
    const root = workspace();
    writeFileSync(join(root, 'app.json'), '{\n  "name": "a",\n  "runtimeType": "shared",\n}\n');
    const error = thrown(() => readAppConfigDocument('app-config', 'app.json', root));
    expect(error.message).toMatch(/^Input 'app-config': file app.json line 4, column 1: not valid JSON: /);
  });

  it('refuses duplicate keys in YAML', () => {
    const error = thrown(() => readAppConfigDocument('app-config', 'name: a\nname: b\n', workspace()));
    expect(error.message).toContain('line 2');
    expect(error.message).toContain('unique');
  });

  it.each([['../outside.yaml'], ['/etc/app.yaml']])('refuses %s, a path that leaves the workspace', (path) => {
    const error = thrown(() => readAppConfigDocument('app-config', path, workspace()));
    expect(error.message).toContain('leaves the workspace');
  });

  it('refuses a symbolic link that leads out of the workspace', () => {
    const root = workspace();
    const outside = workspace();
    writeFileSync(join(outside, 'app.yaml'), yaml);
    symlinkSync(join(outside, 'app.yaml'), join(root, 'app.yaml'));
    expect(thrown(() => readAppConfigDocument('app-config', 'app.yaml', root)).message).toContain('leaves the workspace');
  });

  it('says when the file is missing or empty', () => {
    const root = workspace();
    expect(thrown(() => readAppConfigDocument('app-config', 'deploy/app.yaml', root)).message).toContain(
      "file 'deploy/app.yaml' was not found in the workspace",
    );
    writeFileSync(join(root, 'empty.yaml'), '\n');
    expect(thrown(() => readAppConfigDocument('app-config', 'empty.yaml', root)).message).toContain("file 'empty.yaml' is empty");
  });

  it('refuses a file that is not UTF-8, which a lenient read would send with its bytes replaced', () => {
    const root = workspace();
    // The name as an editor set to Latin-1 saves it: ü is the one byte 0xFC.
    writeFileSync(join(root, 'app.yaml'), Buffer.from(yaml.replace('name: preview-demo', 'name: preview-z\u00fcrich'), 'latin1'));
    expect(thrown(() => readAppConfigDocument('app-config', 'app.yaml', root)).message).toContain("file 'app.yaml' is not UTF-8");
    writeFileSync(join(root, 'plain.yaml'), yaml);
    writeFileSync(join(root, 'marked.yaml'), `\uFEFF${yaml}`);
    expect(readAppConfigDocument('app-config', 'marked.yaml', root).value).toEqual(
      readAppConfigDocument('app-config', 'plain.yaml', root).value,
    );
  });

  it('refuses a single line that is neither a config file nor a configuration', () => {
    const error = thrown(() => readAppConfigDocument('app-config', 'deploy/app.txt', workspace()));
    expect(error.message).toContain(
      "got 'deploy/app.txt': neither a path to a .json, .yaml or .yml file in the workspace nor the configuration itself",
    );
  });

  it('lists the optional fields the configuration leaves out, node selectors included (a read never returns them)', () => {
    const value = AppConfig.parse({ name: 'a', runtimeType: 'shared', autoScaling: { min: 1, max: 1 }, regionSettings: {}, volumes: [] });
    expect(omittedOptionalFields(value)).toEqual([
      'terminationGracePeriodSeconds',
      'repositorySettings',
      'containerTemplates',
      'regionSettings.nodeSelectors',
    ]);
    expect(omittedOptionalFields(AppConfig.parse({ ...config(), repositorySettings: { owner: 'me' } }))).toEqual([]);
  });
});

describe('image-tags', () => {
  /** Lines as the input reader numbers them, none blank. */
  const numbered = (lines: readonly string[]) => lines.map((text, index) => ({ text, line: index + 1 }));

  it('reads CONTAINER=TAG lines', () => {
    expect(readImageTags('image-tags', numbered(['web=4f2a9c81d0b3', 'worker = v1.5.0']))).toEqual([
      { container: 'web', tag: '4f2a9c81d0b3' },
      { container: 'worker', tag: 'v1.5.0' },
    ]);
  });

  it.each([
    [['web'], "got 'web'; expected CONTAINER=TAG"],
    [['=1.0'], 'the container name before = is empty'],
    [['web='], "the tag of container 'web' is empty"],
    [['web=1.0 beta'], "tag '1.0 beta' of container 'web' is not an image tag"],
    [['web=1', 'web=2'], "line 2: container 'web' is given more than once"],
  ])('refuses %j', (lines, message) => {
    const error = thrown(() => readImageTags('image-tags', numbered(lines)));
    expect(error.input).toBe('image-tags');
    expect(error.message).toContain(message);
  });

  it('sets imageTag of the named templates in a copy and reports the change', () => {
    const original = config();
    const { config: tagged, changes } = applyImageTags('image-tags', original, [{ container: 'worker', tag: 'abc123' }]);
    expect(template(tagged as Config, 1)['imageTag']).toBe('abc123');
    expect(template(tagged as Config, 0)['imageTag']).toBe('1.4.2');
    expect(template(original, 1)['imageTag']).toBe('1.4.2');
    expect(changes).toEqual([{ container: 'worker', previous: '1.4.2', tag: 'abc123' }]);
  });

  it('refuses a name that matches no template, listing the names there are', () => {
    const error = thrown(() => applyImageTags('image-tags', config(), [{ container: 'Web', tag: '1' }]));
    expect(error.message).toBe(
      "Input 'image-tags': no container template in app-config is named 'Web' (names are case-sensitive: did you mean 'web'?); the templates are: 'web', 'worker'",
    );
  });

  it('refuses image tags for a configuration without templates', () => {
    const value: Record<string, unknown> = config();
    delete value['containerTemplates'];
    expect(thrown(() => applyImageTags('image-tags', value, [{ container: 'web', tag: '1' }])).message).toContain(
      'app-config has no containerTemplates',
    );
  });
});
