import { createHash } from 'node:crypto';
import { SEED, SEED_REGISTRIES, seedAppConfig, seedEdgeAppConfig } from '../seed.ts';

/*
 * Magic Containers as the platform keeps them: the stored configuration (with container ids,
 * resolved digests and pull zones), the read model GET returns, the overview, and a rollout
 * that moves from progressing to active after a number of overview reads, or that the control
 * API makes crash-loop, fail or never finish. Reads, not time, drive it, so tests never race it.
 * What the account hands out (container, package and pull zone numbers) and what its registry
 * resolved belong to the emulator's ContainerAccount: two emulators, and the reset of one, never
 * share them.
 */

type Json = Record<string, unknown>;

type RolloutMode = 'succeed' | 'crash-loop' | 'fail' | 'never' | 'keep-old-pods';

/**
 * How the overview's container `image` names what runs (its format is not documented): `tag`
 * (`ns/name:TAG`, the harsher reading, the default: a tag asked for again on a new digest looks
 * like the old one), `tag-and-digest` (`ns/name:TAG@sha256:...`), or `digest` (`ns/name@sha256:...`);
 * `imageDisplay` always shows the tag.
 */
type OverviewImageForm = 'tag' | 'tag-and-digest' | 'digest';

interface RolloutPlan {
  mode: RolloutMode;
  /** Overview reads that still show the rollout in progress before it ends. */
  reads: number;
  /** True: every later update follows this plan too (a rollback that does not go live either). */
  repeat?: boolean;
}

interface StoredTemplate {
  id: string;
  packageId: string;
  /** The template as the platform keeps it: update model, with id and imageDigest. */
  template: Json;
  /** What actually runs: decided by the digest. */
  runningImage: string;
  /** What ran before the last update: the pods a `keep-old-pods` rollout never replaces. */
  previousImage?: string | undefined;
  /** Whether the last update changed what this container runs. */
  rolledOut: boolean;
}

export interface ContainerApp {
  id: string;
  /** The account the application belongs to: its ids and resolved digests. */
  account: ContainerAccount;
  /** The body of the last update as the client sent it (the seed configuration before any). */
  config: unknown;
  updates: number;
  lastUpdated: string | null;
  status: string;
  templates: StoredTemplate[];
  /** The stored configuration's other members (update model). */
  settings: Json;
  rollout: RolloutPlan;
  /** The plan the next update's rollout follows; set through the control API. */
  nextRollout: RolloutPlan;
  overviewReads: number;
  /**
   * Overview reads after a write that still show the status the application had before it, as
   * the platform's overview lags behind a write (the harsher reading, on by default); 0 shows the
   * new rollout's status at once (the kinder one).
   */
  statusLag: number;
  /** The status before the last write, shown for the first `statusLag` overview reads after it. */
  statusBefore: string | undefined;
  /** What the last update did to each container, by name. */
  lastChanges: { created: string[]; updated: string[]; deleted: string[] };
  /**
   * Whether the old pods keep a container a replacement deleted until the rollout replaces them
   * (the harsher reading, on by default: the overview lists it in every pod until the application
   * is active again, and for ever when the pods are never replaced); false drops it at once.
   */
  oldPodsKeepDeleted: boolean;
  /** The containers replacements deleted that the old pods may still run. */
  deletedTemplates: StoredTemplate[];
  /** How the overview names each container's image. */
  overviewImage: OverviewImageForm;
  /** Another deploy that lands after this many more overview reads: a PATCH of one container's tag. */
  otherWrite: { afterReads: number; container: string; tag: string } | undefined;
  /**
   * Whether the application is deployed. One that is not (`inactive`) keeps its status through
   * updates: they change its configuration, and nothing runs until POST /mc/apps/{appId}/deploy.
   */
  deployed: boolean;
  /**
   * The answer its CDN endpoint's pull zone keeps until the zone is purged (the harsher reading,
   * on by default), and the purges it has seen; `staleCdn: false` serves every request fresh.
   */
  staleCdn: boolean;
  cdnCache: { body: string; purges: number } | undefined;
}

const DEFAULT_ROLLOUT: RolloutPlan = { mode: 'succeed', reads: 2 };

/** Overview reads after a write that still show the status from before it, unless set otherwise. */
const DEFAULT_STATUS_LAG = 3;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The digest the registry resolves a tag to: stable, so tests can compute it. */
export function digestOf(reference: string): string {
  return `sha256:${createHash('sha256').update(reference).digest('hex')}`;
}

function imageRef(template: Json): string {
  return `${String(template['imageNamespace'])}/${String(template['imageName'])}:${String(template['imageTag'])}`;
}

/** One emulator's Magic Containers account: a new one per reseed, so a reset emulator hands out the same ids. */
export class ContainerAccount {
  #nextNumber = 1;
  #nextPullZone = 4001;
  /** Every reference this account's registry has resolved, so a digest can be traced back to its tag. */
  readonly resolved = new Map<string, string>();

  newId(prefix: string): string {
    return `${prefix}-${(this.#nextNumber++).toString(36).padStart(4, '0')}`;
  }

  newPullZone(): number {
    return this.#nextPullZone++;
  }
}

function withPullZones(account: ContainerAccount, template: Json): Json {
  if (!Array.isArray(template['endpoints'])) return template;
  return {
    ...template,
    endpoints: template['endpoints'].map((endpoint: unknown) => {
      if (!isObject(endpoint) || !isObject(endpoint['cdn']) || typeof endpoint['cdn']['pullZoneId'] === 'number') return endpoint;
      // The platform creates a pull zone for every CDN endpoint.
      return { ...endpoint, cdn: { ...endpoint['cdn'], pullZoneId: account.newPullZone() } };
    }),
  };
}

function store(
  account: ContainerAccount,
  template: Json,
  id: string,
  packageId: string,
  previous: StoredTemplate | undefined,
): StoredTemplate {
  const tagRef = imageRef(template);
  const given = typeof template['imageDigest'] === 'string' && template['imageDigest'] !== '' ? template['imageDigest'] : undefined;
  const digest = given ?? digestOf(tagRef);
  if (!given) account.resolved.set(digest, tagRef);
  // A digest decides: the tag it was resolved from runs, whatever imageTag says now.
  const runningImage = `${account.resolved.get(digest) ?? `${String(template['imageNamespace'])}/${String(template['imageName'])}`}@${digest}`;
  const kept = withPullZones(account, { ...template, id, imageDigest: digest });
  return {
    id,
    packageId,
    template: kept,
    runningImage,
    previousImage: previous?.runningImage,
    rolledOut: previous?.runningImage !== runningImage,
  };
}

/** A new application in the state the platform leaves it after a finished rollout. */
function createApp(account: ContainerAccount, id: string, config: Json): ContainerApp {
  const { containerTemplates, ...settings } = config;
  const templates = (Array.isArray(containerTemplates) ? containerTemplates : [])
    .filter(isObject)
    .map((template) => ({ ...store(account, template, account.newId('ctr'), account.newId('pkg'), undefined), rolledOut: false }));
  return {
    id,
    account,
    config,
    updates: 0,
    lastUpdated: null,
    status: 'active',
    templates,
    settings,
    rollout: { mode: 'succeed', reads: 0 },
    nextRollout: { ...DEFAULT_ROLLOUT },
    overviewReads: 0,
    statusLag: DEFAULT_STATUS_LAG,
    statusBefore: undefined,
    lastChanges: { created: [], updated: [], deleted: [] },
    oldPodsKeepDeleted: true,
    deletedTemplates: [],
    overviewImage: 'tag',
    otherWrite: undefined,
    deployed: true,
    staleCdn: true,
    cdnCache: undefined,
  };
}

/** The platform's answer to POST /mc/registries/digest: the digest a tag resolves to now. */
export function resolveDigest(account: ContainerAccount, imageNamespace: string, imageName: string, tag: string): Json {
  const reference = `${imageNamespace}/${imageName}:${tag}`;
  const digest = digestOf(reference);
  account.resolved.set(digest, reference);
  return { digest, image: reference, imageNamespace, tag };
}

function beginRollout(app: ContainerApp): void {
  app.rollout = { ...app.nextRollout };
  // A plan set through the control API is for the next update only, as the platform's own
  // failures are: the rollback that follows a failed rollout then goes live, as it would.
  if (app.nextRollout.repeat !== true) app.nextRollout = { ...DEFAULT_ROLLOUT };
  app.overviewReads = 0;
  app.statusBefore = app.status;
  // An update of an application that is not deployed changes its configuration, and nothing else;
  // one whose pods are never replaced (a reused tag the nodes have cached) keeps its status.
  app.status = !app.deployed ? 'inactive' : app.rollout.mode === 'keep-old-pods' ? app.status : 'progressing';
}

function startRollout(app: ContainerApp): void {
  app.updates += 1;
  app.lastUpdated = new Date().toISOString();
  beginRollout(app);
}

/** POST /mc/apps/{appId}/deploy: the application runs its configuration; a rollout begins. */
export function deployApp(app: ContainerApp): void {
  app.deployed = true;
  beginRollout(app);
}

/** An application as the dashboard leaves one before its first deploy: inactive, nothing running. */
export function undeployApp(app: ContainerApp): void {
  app.deployed = false;
  app.status = 'inactive';
}

/**
 * PATCH of one container: the members sent change, every other member of the container and of
 * the application stays as it is (grace period and node selectors included). Undefined when no
 * container has that id.
 */
export function patchContainer(app: ContainerApp, containerId: string, patch: Json): Json | undefined {
  const index = app.templates.findIndex((stored) => stored.id === containerId);
  const live = app.templates[index];
  if (!live) return undefined;
  const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null && value !== undefined));
  const merged: Json = { ...live.template, ...sent };
  // A new tag without a digest: the digest stored for the old tag would keep deciding, as the
  // platform's own image-update action found (BunnyWay/actions#19).
  app.templates[index] = store(app.account, merged, live.id, live.packageId, live);
  app.lastChanges = { created: [], updated: [String(merged['name'])], deleted: [] };
  startRollout(app);
  return app.templates[index].template;
}

/**
 * A full replacement: a template with a live id updates that container, one without is a new
 * container, and a live container the body leaves out is deleted.
 */
export function replaceApp(app: ContainerApp, body: Json): void {
  const { containerTemplates, ...settings } = body;
  const incoming = (Array.isArray(containerTemplates) ? containerTemplates : []).filter(isObject);
  const changes: ContainerApp['lastChanges'] = { created: [], updated: [], deleted: [] };
  const keptIds = new Set<string>();
  const templates = incoming.map((template) => {
    const live = typeof template['id'] === 'string' ? app.templates.find((stored) => stored.id === template['id']) : undefined;
    if (live) {
      keptIds.add(live.id);
      changes.updated.push(String(template['name']));
      return store(app.account, template, live.id, live.packageId, live);
    }
    changes.created.push(String(template['name']));
    const fresh = { ...template };
    delete fresh['id'];
    return store(app.account, fresh, app.account.newId('ctr'), app.account.newId('pkg'), undefined);
  });
  for (const stored of app.templates) if (!keptIds.has(stored.id)) changes.deleted.push(String(stored.template['name']));
  const names = new Set(templates.map((stored) => String(stored.template['name'])));
  app.deletedTemplates = [...app.deletedTemplates, ...app.templates.filter((stored) => !keptIds.has(stored.id))].filter(
    (stored) => !names.has(String(stored.template['name'])),
  );
  app.templates = templates;
  app.settings = settings;
  app.config = body;
  app.lastChanges = changes;
  startRollout(app);
}

function readEndpoint(endpoint: Json, appId: string): Json {
  const cdn = isObject(endpoint['cdn']) ? endpoint['cdn'] : undefined;
  const anycast = isObject(endpoint['anycast']) ? endpoint['anycast'] : undefined;
  // Only the dashboard makes one (the update model has no member for it): see the edge seed app.
  const publicIp = isObject(endpoint['publicIp']) ? endpoint['publicIp'] : undefined;
  const mappings = (cdn?.['portMappings'] ?? anycast?.['portMappings'] ?? publicIp?.['portMappings'] ?? []) as Json[];
  return {
    id: `ep-${String(endpoint['displayName'])}`,
    displayName: endpoint['displayName'],
    publicHost: `${String(endpoint['displayName'])}-${appId}.b-cdn.net`,
    type: anycast ? 'anycast' : publicIp ? 'publicIp' : 'cdn',
    isSslEnabled: cdn?.['isSslEnabled'] ?? false,
    pullZoneId: cdn && typeof cdn['pullZoneId'] === 'number' ? String(cdn['pullZoneId']) : null,
    portMappings: mappings.map((mapping) => ({
      containerPort: mapping['containerPort'],
      exposedPort: mapping['exposedPort'] ?? null,
      protocols: mapping['protocols'] ?? ['tcp'],
    })),
    stickySessions: cdn?.['stickySessions'] ?? null,
    internalIpAddresses: [],
    publicIpAddresses: publicIp ? ['198.51.100.20'] : [],
  };
}

function readRegionSettings(settings: unknown): Json {
  const { nodeSelectors, ...rest } = isObject(settings) ? settings : {};
  void nodeSelectors;
  return { ...rest, provisioningType: 'dynamic' };
}

/** GET /mc/apps/{appId}: the read model, which the update does not accept as it is. */
export function readModel(app: ContainerApp): Json {
  return {
    id: app.id,
    name: app.settings['name'],
    status: app.status,
    runtimeType: app.settings['runtimeType'],
    // The read model has neither terminationGracePeriodSeconds nor regionSettings.nodeSelectors
    // (both exist in the update model: a full replacement built from a read resets them), and
    // has provisioningType, which the update model refuses.
    regionSettings: readRegionSettings(app.settings['regionSettings']),
    autoScaling: app.settings['autoScaling'] ?? null,
    repositorySettings: app.settings['repositorySettings'] ?? null,
    networkSettings: { maxOutboundConnections: 1000 },
    displayEndpoint: { address: `${app.id}.b-cdn.net` },
    containerInstances: [],
    volumes: app.settings['volumes'] ?? [],
    containerTemplates: app.templates.map(({ template, packageId, runningImage }) => ({
      id: template['id'],
      name: template['name'],
      packageId,
      image: runningImage,
      imageName: template['imageName'],
      imageNamespace: template['imageNamespace'],
      imageTag: template['imageTag'],
      imageRegistryId: template['imageRegistryId'],
      imageDigest: template['imageDigest'],
      imagePullPolicy: template['imagePullPolicy'] ?? null,
      entryPoint: template['entryPoint'] ?? null,
      probes: template['probes'] ?? null,
      environmentVariables: template['environmentVariables'] ?? [],
      endpoints: Array.isArray(template['endpoints']) ? template['endpoints'].filter(isObject).map((e) => readEndpoint(e, app.id)) : [],
      volumeMounts: template['volumeMounts'] ?? [],
    })),
  };
}

function regionsOf(app: ContainerApp): string[] {
  const settings = isObject(app.settings['regionSettings']) ? app.settings['regionSettings'] : {};
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const regions = [...new Set([...list(settings['requiredRegionIds']), ...list(settings['allowedRegionIds'])])];
  return regions.length > 0 ? regions : ['DE'];
}

/** The overview's container `image` for a running `ns/name:TAG@sha256:...`, in the form the emulator is set to. */
function shownImage(form: OverviewImageForm, running: string): string {
  if (form === 'tag') return running.replace(/@.*$/, '');
  if (form === 'digest') return running.replace(/:[^:/@]+@/, '@');
  return running;
}

/**
 * GET /mc/apps/{appId}/overview. Each read moves the rollout on: after `reads` reads in
 * progress it is active (or, per the plan, crash-loops, fails, or stays in progress forever).
 * For the first `statusLag` reads after a write it still shows the status from before the write.
 */
export function overview(app: ContainerApp): Json {
  app.overviewReads += 1;
  if (!app.deployed) {
    return {
      status: 'inactive',
      desiredInstances: 0,
      activeInstances: { indicator: 'bad', value: 0 },
      regions: regionsOf(app).map((region) => ({ region, isRequired: true, instances: 0, status: 'inactive', pods: [] })),
    };
  }
  const other = app.otherWrite;
  if (other && app.overviewReads > other.afterReads) {
    app.otherWrite = undefined;
    const target = app.templates.find((stored) => stored.template['name'] === other.container);
    if (target) {
      const digest = resolveDigest(app.account, String(target.template['imageNamespace']), String(target.template['imageName']), other.tag)[
        'digest'
      ];
      patchContainer(app, target.id, { imageTag: other.tag, imageDigest: digest });
    }
  }
  const { mode, reads } = app.rollout;
  const rolling = app.status === 'progressing';
  if (rolling && app.overviewReads > reads) {
    if (mode === 'succeed') app.status = 'active';
    if (mode === 'fail') app.status = 'failing';
  }
  // The rollout replaced the old pods, and with them the containers deleted since.
  if (!app.oldPodsKeepDeleted || (app.status === 'active' && mode !== 'keep-old-pods')) app.deletedTemplates = [];
  // What the overview says lags behind the write; the pods below are already the new ones.
  const shown = app.statusBefore !== undefined && app.overviewReads <= app.statusLag ? app.statusBefore : app.status;
  const instances = isObject(app.settings['autoScaling']) ? Number(app.settings['autoScaling']['min'] ?? 1) : 1;
  const regions = regionsOf(app).map((region) => {
    const pods = Array.from({ length: instances }, (_, index) => {
      const containers = app.templates.map((stored) => {
        const name = String(stored.template['name']);
        const kept = mode === 'keep-old-pods' && stored.rolledOut ? (stored.previousImage ?? stored.runningImage) : stored.runningImage;
        const fresh = stored.rolledOut && app.status !== 'active';
        const crashing = fresh && mode === 'crash-loop' && app.overviewReads > 1;
        const starting = fresh && !crashing;
        return {
          id: stored.id,
          name,
          status: crashing ? 'notStarted' : starting ? 'started' : 'ready',
          image: shownImage(app.overviewImage, kept),
          imageDisplay: kept.replace(/@.*$/, ''),
          numberOfRestarts: crashing ? app.overviewReads - 1 : 0,
          exitCode: crashing ? 1 : null,
          reason: crashing ? 'CrashLoopBackOff' : null,
          message: crashing ? `back-off restarting failed container ${name}` : null,
        };
      });
      for (const stored of app.deletedTemplates) {
        const name = String(stored.template['name']);
        const image = stored.runningImage;
        containers.push({
          id: stored.id,
          name,
          status: 'ready',
          image: shownImage(app.overviewImage, image),
          imageDisplay: image.replace(/@.*$/, ''),
          numberOfRestarts: 0,
          exitCode: null,
          reason: null,
          message: null,
        });
      }
      const ready = containers.every((container) => container.status === 'ready');
      return {
        name: `${String(app.settings['name'] ?? app.id)}-${region.toLowerCase()}-${index}`,
        status: ready ? 'ready' : 'scheduled',
        message: null,
        containers,
      };
    });
    return { region, isRequired: true, instances, status: shown === 'suspended' ? 'inactive' : shown, pods };
  });
  return {
    status: shown,
    desiredInstances: instances * regions.length,
    activeInstances: { indicator: shown === 'active' ? 'good' : 'warning', value: instances * regions.length },
    regions,
  };
}

/** The pull zones of the application's CDN endpoints, as the platform created them. */
export function cdnPullZoneIds(app: ContainerApp): number[] {
  return app.templates.flatMap(({ template }) =>
    (Array.isArray(template['endpoints']) ? template['endpoints'] : []).flatMap((endpoint: unknown) =>
      isObject(endpoint) && isObject(endpoint['cdn']) && typeof endpoint['cdn']['pullZoneId'] === 'number'
        ? [endpoint['cdn']['pullZoneId']]
        : [],
    ),
  );
}

/**
 * What the application's CDN endpoint answers through its pull zone: the images its containers
 * run. The pull zone keeps the first answer it gave until one of the application's pull zones is
 * purged (`purges` counts those purges so far), as a CDN in front of a deploy does: without a
 * purge a probe keeps seeing the old image. `staleCdn: false` is the kinder reading.
 */
export function cdnAnswer(app: ContainerApp, purges: number): { body: string; cache: 'HIT' | 'MISS' } {
  const running = app.templates.map((stored) => `${String(stored.template['name'])}=${stored.runningImage}`).join('\n');
  const body = `${app.id} (${app.deployed ? app.status : 'not deployed'})\n${running}\n`;
  if (!app.staleCdn) return { body, cache: 'MISS' };
  if (app.cdnCache && app.cdnCache.purges === purges) return { body: app.cdnCache.body, cache: 'HIT' };
  app.cdnCache = { body, purges };
  return { body, cache: 'MISS' };
}

type RegistryEntry = (typeof SEED_REGISTRIES)[number];

/**
 * What the platform's public registry entries (Docker Hub, GitHub) read as `isPublic`: `null`
 * (the default, the harsher reading: both documents make it nullable, so a client must not take
 * null for private) or their `boolean` (true). Either way `isPlatformManaged`, which 1.10.2 adds
 * as a plain boolean, is true for them and false for the account's own registries.
 */
export type PublicRegistryIsPublic = 'null' | 'boolean';

/** GET /mc/registries/{registryId}: `ContainerRegistry`, password members only as their first and last symbols. */
export function registryReadModel(registry: RegistryEntry, publicIsPublic: PublicRegistryIsPublic): Json {
  const secret = registry.isPublic ? null : 'xx';
  return {
    id: registry.id,
    accountId: 'account-1',
    userId: 'user-1',
    namespaceId: 'default',
    displayName: registry.displayName,
    hostName: registry.hostName,
    userName: registry.userName,
    firstPasswordSymbols: secret,
    lastPasswordSymbols: secret,
    createdAt: '2025-01-01T00:00:00Z',
    isPublic: registry.isPublic && publicIsPublic === 'null' ? null : registry.isPublic,
    isPlatformManaged: registry.isPublic,
    lastUpdatedAt: null,
  };
}

/** The account's applications, seeded with the demo ones. */
export class ContainerApps {
  account = new ContainerAccount();
  apps = new Map<string, ContainerApp>();
  /** Tag-to-digest reads served (POST /mc/registries/digest). */
  digestReads = 0;
  /**
   * Whether POST /mc/registries/digest also takes the numeric id of a public registry entry. The
   * document names "dockerhub", "github" or a private registry id; the harsher reading (false)
   * refuses the rest with 422.
   */
  digestTakesAnyRegistryId = false;
  /** What a public registry entry's read gives as `isPublic` (see PublicRegistryIsPublic). */
  publicRegistryIsPublic: PublicRegistryIsPublic = 'null';
  readonly registries = new Map<string, RegistryEntry>(SEED_REGISTRIES.map((registry) => [String(registry.id), registry]));

  constructor() {
    this.reseed();
  }

  reseed(): void {
    this.account = new ContainerAccount();
    this.apps = new Map([
      [SEED.appId, createApp(this.account, SEED.appId, seedAppConfig())],
      [SEED.edgeAppId, createApp(this.account, SEED.edgeAppId, seedEdgeAppConfig())],
    ]);
    this.digestReads = 0;
    this.digestTakesAnyRegistryId = false;
    this.publicRegistryIsPublic = 'null';
  }

  /** Whether the digest call knows `registryId`: a kind, or a registry it may name by id. */
  digestRegistryKnown(registryId: string): boolean {
    if (['dockerhub', 'github'].includes(registryId.toLowerCase())) return true;
    const registry = this.registries.get(registryId);
    return registry !== undefined && (!registry.isPublic || this.digestTakesAnyRegistryId);
  }

  summary(): unknown {
    return [...this.apps.values()].map((a) => ({
      id: a.id,
      updates: a.updates,
      lastUpdated: a.lastUpdated,
      status: a.status,
      rollout: a.rollout,
      nextRollout: a.nextRollout,
      lastChanges: a.lastChanges,
    }));
  }
}
