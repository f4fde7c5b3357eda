import { z } from 'zod';
import { faultsFromJson, faultToJson, type Fault, type FaultQueue } from './faults.ts';
import { json, noBody, type ApiResponse } from './http.ts';
import type { Outcome } from './pipeline.ts';
import type { EmulatorState } from './state.ts';
import { deployApp, undeployApp } from './apps/state.ts';
import { AuditLog } from './audit/state.ts';
import { SearchIndex } from './search/state.ts';
import { ShieldZones } from './shield/state.ts';

export const CONTROL_PREFIX = '/_emulator';

export interface RecordedRequest {
  /** 1, 2, 3... in arrival order; not reset by reset() so logs stay unambiguous. */
  seq: number;
  /** Arrival, ms since the epoch. */
  time: number;
  method: string;
  /** Without the query. */
  path: string;
  /** Every query parameter with all of its values, in order. */
  query: Record<string, string[]>;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  bodyText: string;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  body: unknown;
  fault: Fault | null;
  /** What the client received; null when it received no response. */
  status: number | null;
  /** What the platform logic answered, even if a fault kept it from the client (reset-after). */
  handlerStatus: number | null;
  outcome: Outcome;
}

/** What the control API may touch; the server hands it its own internals. */
export interface ControlTarget {
  state: EmulatorState;
  requests: RecordedRequest[];
  faults: FaultQueue;
  latencyMs(): number;
  setLatency(ms: number): void;
  rateLimit(): { perSecond: number | undefined; retryAfter: boolean };
  setRateLimit(perSecond: number | undefined, options?: { retryAfter?: boolean }): void;
  reset(): void;
  /** More control routes, keyed 'METHOD /path' below the prefix (the storage servers'). */
  extraHandlers?: Record<string, (body: unknown) => ApiResponse>;
}

function recordToJson(record: RecordedRequest): Record<string, unknown> {
  return { ...record, fault: record.fault && faultToJson(record.fault) };
}

const ReleaseBody = z.strictObject({
  scriptId: z.int(),
  release: z.record(z.string(), z.unknown()).nullable(),
  afterMs: z.number().min(0).optional(),
  afterRequests: z.int().min(0).optional(),
});
const AuditBody = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  count: z.int().min(0).optional(),
  entries: z.array(z.record(z.string(), z.string())).optional(),
});
const SearchBody = z.strictObject({
  items: z.array(z.strictObject({ Type: z.string(), Name: z.string(), Id: z.int().optional() })),
});
const ShieldBody = z.strictObject({ pullZoneId: z.int(), accepts: z.int().min(0) });
const ShieldErrorBody = z.strictObject({
  pullZoneId: z.int(),
  error: z.strictObject({ errorKey: z.string(), message: z.string() }).nullable(),
});
const LatencyBody = z.strictObject({ ms: z.number().min(0) });
const RateLimitBody = z.strictObject({ perSecond: z.int().min(1).nullable(), retryAfter: z.boolean().optional() });
const RolloutBody = z.strictObject({
  appId: z.string(),
  mode: z.enum(['succeed', 'crash-loop', 'fail', 'never', 'keep-old-pods']),
  /** Overview reads that show the rollout in progress before it ends (default 2). */
  reads: z.int().min(0).optional(),
  /** The plan holds for every later update too, not only the next (a rollback that fails as well). */
  repeat: z.boolean().optional(),
});

/** Gives a script secrets of these names, and what the list of a script without any reads. */
/** How an upsert matches a name the script holds in another case (emulator/variables/state.ts, UpsertNames). */
const UpsertNamesBody = z.enum(['any-case', 'exact']);
const SecretsBody = z.strictObject({
  scriptId: z.int(),
  names: z.array(z.string().min(1).max(256)).optional(),
  emptyList: z.enum(['null', 'array']).optional(),
  upsertNames: UpsertNamesBody.optional(),
});
const PurgeAnswerBody = z.strictObject({ status: z.union([z.literal(200), z.literal(204)]) });
const PurgeRetryAfterBody = z.strictObject({ retryAfter: z.boolean() });
const AppOverviewBody = z.strictObject({
  appId: z.string(),
  /** Name images by digest only in the overview, the tag in imageDisplay. */
  overviewImage: z.enum(['tag', 'tag-and-digest', 'digest']).optional(),
  /** Another deploy that sets `container` to `tag` after `afterReads` more overview reads. */
  otherWrite: z.strictObject({ afterReads: z.int().min(0), container: z.string(), tag: z.string() }).optional(),
  /** Overview reads after a write that still show the status from before it; 0 shows the new one at once. */
  statusLag: z.int().min(0).optional(),
  /** Whether old pods keep a deleted container until the rollout replaces them (default true); false drops it at once. */
  oldPodsKeepDeleted: z.boolean().optional(),
});
const AppBody = z.strictObject({
  appId: z.string(),
  /** false: the application is not deployed (inactive) until POST /mc/apps/{appId}/deploy. */
  deployed: z.boolean().optional(),
  /** false: its CDN endpoint answers fresh each time instead of keeping an answer until a purge. */
  staleCdn: z.boolean().optional(),
  /** true: the digest call takes a public registry entry's id too (the kinder reading). */
  digestTakesAnyRegistryId: z.boolean().optional(),
  /** 'boolean': the public registry entries read isPublic: true, not null (the kinder reading). */
  publicRegistryIsPublic: z.enum(['null', 'boolean']).optional(),
});
const ScriptPublishBody = z.strictObject({
  scriptId: z.int(),
  mode: z.enum(['live', 'never', 'superseded', 'raced']),
  /** Active-release reads until it goes live: the Nth read sees it (default 0: at once). */
  reads: z.int().min(0).optional(),
  republish: z.enum(['reactivate', 'copy']).optional(),
});
const ScriptBehaviourBody = z.strictObject({
  scriptId: z.int(),
  republish: z.enum(['reactivate', 'copy']).optional(),
  notes: z.enum(['keep', 'trim', 'cut']).optional(),
  noteLimit: z.int().min(1).optional(),
  listCode: z.enum(['full', 'null']).optional(),
});
const ScriptLinkBody = z.strictObject({
  scriptId: z.int(),
  repository: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/)
    .nullable(),
});
/** Sets a script's variables (NAME to value, null for none), and what an upsert without Required does. */
const VariablesBody = z.strictObject({
  scriptId: z.int(),
  values: z.record(z.string().min(1).max(256), z.string().max(4096).nullable()).optional(),
  required: z.boolean().optional(),
  omittedRequired: z.enum(['reset', 'keep']).optional(),
  emptyList: z.enum(['null', 'array']).optional(),
  sharedNames: z.enum(['any-case', 'exact', 'allow']).optional(),
  runtimeLimits: z.enum(['enforce', 'ignore']).optional(),
  propagationMs: z.int().min(0).optional(),
  upsertNames: UpsertNamesBody.optional(),
});
const ScriptReleasesBody = z.strictObject({ scriptId: z.int(), count: z.int().min(1).max(100_000), codeBytes: z.int().min(1).optional() });

type Handler = (target: ControlTarget, body: unknown) => ApiResponse;

const handlers: Record<string, Handler> = {
  'GET /requests': (t) => json(200, t.requests.map(recordToJson)),
  'DELETE /requests': (t) => {
    t.requests.length = 0;
    return noBody(204);
  },
  'GET /faults': (t) =>
    json(
      200,
      t.faults.list().map((p) => ({ ...faultToJson(p.fault), remaining: p.remaining })),
    ),
  'POST /faults': (t, body) => {
    const faults = faultsFromJson(body);
    t.faults.add(...faults);
    return json(200, { queued: faults.length });
  },
  'DELETE /faults': (t) => {
    t.faults.clear();
    return noBody(204);
  },
  'POST /reset': (t) => {
    t.reset();
    return json(200, { reset: true });
  },
  'GET /latency': (t) => json(200, { ms: t.latencyMs() }),
  'POST /latency': (t, body) => {
    t.setLatency(LatencyBody.parse(body).ms);
    return json(200, { ms: t.latencyMs() });
  },
  'POST /rate-limit': (t, body) => {
    const { perSecond, retryAfter } = RateLimitBody.parse(body);
    t.setRateLimit(perSecond ?? undefined, retryAfter === undefined ? {} : { retryAfter });
    const now = t.rateLimit();
    return json(200, { perSecond: now.perSecond ?? null, retryAfter: now.retryAfter });
  },
  'GET /state': (t) => json(200, t.state.summary()),
  'POST /state/active-release': (t, body) => {
    const { scriptId, release, afterMs, afterRequests } = ReleaseBody.parse(body);
    if (release !== null && (afterMs !== undefined || afterRequests !== undefined)) {
      const when = afterMs !== undefined ? { afterMs } : { afterRequests: afterRequests ?? 0 };
      return json(200, { scheduled: t.state.scheduleActiveRelease(scriptId, release, when) });
    }
    return json(200, { active: t.state.setActiveRelease(scriptId, release) });
  },
  'POST /state/audit': (t, body) => {
    const { date, count, entries } = AuditBody.parse(body);
    const audit = t.state.part(AuditLog);
    if (count !== undefined) audit.generate(date, count);
    if (entries !== undefined) audit.add(date, entries);
    return json(200, { date, entries: audit.entryCount(date) });
  },
  'POST /state/search': (t, body) => json(200, { added: t.state.part(SearchIndex).add(...SearchBody.parse(body).items) }),
  'POST /state/app-rollout': (t, body) => {
    const { appId, mode, reads, repeat } = RolloutBody.parse(body);
    const app = t.state.apps.get(appId);
    if (!app) return json(404, { error: `no application ${appId}` });
    // The next update's rollout follows this plan (every later one too with repeat), and so does one still in progress.
    app.nextRollout = { mode, reads: reads ?? app.nextRollout.reads, ...(repeat === undefined ? {} : { repeat }) };
    if (app.status === 'progressing') app.rollout = { ...app.nextRollout };
    return json(200, { appId, rollout: app.nextRollout });
  },
  'POST /state/app-overview': (t, body) => {
    const { appId, overviewImage, otherWrite, statusLag, oldPodsKeepDeleted } = AppOverviewBody.parse(body);
    const app = t.state.apps.get(appId);
    if (!app) return json(404, { error: `no application ${appId}` });
    if (overviewImage !== undefined) app.overviewImage = overviewImage;
    if (otherWrite !== undefined) app.otherWrite = otherWrite;
    if (statusLag !== undefined) app.statusLag = statusLag;
    if (oldPodsKeepDeleted !== undefined) app.oldPodsKeepDeleted = oldPodsKeepDeleted;
    return json(200, {
      appId,
      overviewImage: app.overviewImage,
      otherWrite: app.otherWrite ?? null,
      statusLag: app.statusLag,
      oldPodsKeepDeleted: app.oldPodsKeepDeleted,
    });
  },
  'POST /state/app': (t, body) => {
    const { appId, deployed, staleCdn, digestTakesAnyRegistryId, publicRegistryIsPublic } = AppBody.parse(body);
    const app = t.state.apps.get(appId);
    if (!app) return json(404, { error: `no application ${appId}` });
    if (deployed === false) undeployApp(app);
    if (deployed === true && !app.deployed) deployApp(app);
    if (staleCdn !== undefined) app.staleCdn = staleCdn;
    if (digestTakesAnyRegistryId !== undefined) t.state.containers.digestTakesAnyRegistryId = digestTakesAnyRegistryId;
    if (publicRegistryIsPublic !== undefined) t.state.containers.publicRegistryIsPublic = publicRegistryIsPublic;
    return json(200, {
      appId,
      deployed: app.deployed,
      staleCdn: app.staleCdn,
      digestTakesAnyRegistryId: t.state.containers.digestTakesAnyRegistryId,
      publicRegistryIsPublic: t.state.containers.publicRegistryIsPublic,
    });
  },
  'POST /state/script-publish': (t, body) => {
    const { scriptId, mode, reads, republish } = ScriptPublishBody.parse(body);
    const script = t.state.scripts.get(scriptId);
    if (!script) return json(404, { error: `no script ${scriptId}` });
    script.nextPublish = { mode, reads: reads ?? 0 };
    if (republish) script.republish = republish;
    return json(200, { scriptId, nextPublish: script.nextPublish, republish: script.republish });
  },
  'POST /state/script-behaviour': (t, body) => {
    const { scriptId, ...behaviour } = ScriptBehaviourBody.parse(body);
    if (!t.state.scripts.has(scriptId)) return json(404, { error: `no script ${scriptId}` });
    return json(200, { scriptId, ...t.state.edgeScripts.setBehaviour(scriptId, behaviour) });
  },
  'POST /state/script-link': (t, body) => {
    const { scriptId, repository } = ScriptLinkBody.parse(body);
    if (!t.state.scripts.has(scriptId)) return json(404, { error: `no script ${scriptId}` });
    t.state.edgeScripts.linkRepository(scriptId, repository);
    return json(200, { scriptId, repository });
  },
  'POST /state/script-releases': (t, body) => {
    const { scriptId, count, codeBytes } = ScriptReleasesBody.parse(body);
    if (!t.state.scripts.has(scriptId)) return json(404, { error: `no script ${scriptId}` });
    const added = t.state.addReleases(scriptId, count, codeBytes);
    return json(200, { scriptId, added: added.length, uuids: added.slice(0, 10).map((release) => release.Uuid) });
  },
  'POST /state/shield-not-ready': (t, body) => {
    const { pullZoneId, accepts } = ShieldBody.parse(body);
    t.state.part(ShieldZones).setNotReady(pullZoneId, accepts);
    return json(200, { pullZoneId, accepts });
  },
  'POST /state/secrets': (t, body) => {
    const { scriptId, names, emptyList, upsertNames } = SecretsBody.parse(body);
    if (!t.state.scripts.has(scriptId)) return json(404, { error: `no script ${scriptId}` });
    if (emptyList) t.state.secrets.behaviour.emptyList = emptyList;
    if (upsertNames) t.state.secrets.behaviour.upsertNames = upsertNames;
    const added = t.state.addSecrets(scriptId, names ?? []).map(({ Id, Name }) => ({ Id, Name }));
    return json(200, { added, emptyList: t.state.secrets.behaviour.emptyList });
  },
  'POST /state/variables': (t, body) => {
    const { scriptId, values, required, omittedRequired, emptyList, sharedNames, runtimeLimits, propagationMs, upsertNames } =
      VariablesBody.parse(body);
    if (!t.state.scripts.has(scriptId)) return json(404, { error: `no script ${scriptId}` });
    const behaviour = t.state.variables.behaviour;
    if (omittedRequired) behaviour.omittedRequired = omittedRequired;
    if (emptyList) behaviour.emptyList = emptyList;
    if (sharedNames) behaviour.sharedNames = sharedNames;
    if (runtimeLimits) behaviour.runtimeLimits = runtimeLimits;
    if (propagationMs !== undefined) behaviour.propagationMs = propagationMs;
    if (upsertNames) behaviour.upsertNames = upsertNames;
    const set = t.state.variables.set(scriptId, values ?? {}, required).map(({ Id, Name }) => ({ Id, Name }));
    return json(200, { set, omittedRequired: behaviour.omittedRequired });
  },
  'GET /purges': (t) => json(200, t.state.purges),
  'POST /state/purge-answer': (t, body) => {
    t.state.purgeAnswer = PurgeAnswerBody.parse(body).status;
    return json(200, { status: t.state.purgeAnswer });
  },
  'POST /state/purge-retry-after': (t, body) => {
    t.state.purgeRetryAfter = PurgeRetryAfterBody.parse(body).retryAfter;
    return json(200, { retryAfter: t.state.purgeRetryAfter });
  },
  'POST /state/shield-error': (t, body) => {
    const { pullZoneId, error } = ShieldErrorBody.parse(body);
    t.state.part(ShieldZones).setError(pullZoneId, error ?? undefined);
    return json(200, { pullZoneId, error });
  },
};

/**
 * The emulator's own HTTP API, for a demo or bench that runs it as a separate process.
 * No AccessKey, no faults, no latency, never recorded: it is not the platform.
 */
export function handleControl(target: ControlTarget, method: string, path: string, bodyText: string): ApiResponse {
  const key = `${method} ${path.slice(CONTROL_PREFIX.length) || '/'}`;
  const extra = target.extraHandlers?.[key];
  const handler = handlers[key];
  if (!handler && !extra) {
    return json(404, {
      error: `no control route ${method} ${path}`,
      routes: [...Object.keys(handlers), ...Object.keys(target.extraHandlers ?? {})],
    });
  }
  try {
    const body: unknown = bodyText.trim() === '' ? undefined : JSON.parse(bodyText);
    return extra ? extra(body) : (handler as Handler)(target, body);
  } catch (error) {
    const message = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message;
    return json(400, { error: message });
  }
}
