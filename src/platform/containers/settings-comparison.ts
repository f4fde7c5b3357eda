/**
 * The one comparison of a live configuration (read, then converted to the update model) with the
 * body an update sends: which members differ, as the platform means them. A read and a document
 * that ask for the same thing can still be written differently, and a difference of writing alone
 * must never show as a change (nor make the step wait for a rollout it does not start).
 */

type Json = Record<string, unknown>;

/** A JSON object (a mapping), not null nor a list. */
export const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Members whose values are enum names, which the API reads without regard to case (1.9.7 `Tcp`, 1.10.2 `tcp`). */
const ENUM_MEMBERS = new Set(['runtimeType', 'imagePullPolicy', 'expectedStatusCode', 'protocols', 'type']);

/**
 * What the platform fills in where an update leaves a member out, as a read then returns it: a
 * document that leaves it out asks for this value.
 *
 * These defaults (isSslEnabled false, protocols ['tcp']), like a left-out exposedPort keeping the
 * live one (withPlatformChoices), are the emulator's reading of the platform: neither the platform facts
 * nor the OpenAPI files (1.9.7, 1.10.2) say what the platform fills in, only that the read always
 * has these members. Should the platform choose otherwise, a re-run would show the member changed
 * and wait for a rollout: the harsher outcome, never a change hidden.
 */
function withReadDefaults(value: Json, key: string | undefined): Json {
  if (key === 'cdn') return { isSslEnabled: false, ...value };
  if ('containerPort' in value)
    return { ...value, protocols: Array.isArray(value['protocols']) && value['protocols'].length > 0 ? value['protocols'] : ['tcp'] };
  return value;
}

/**
 * One form for both sides: keys sorted, null and an empty list the same as absent (the platform
 * reads null as absent, and resets a list left out to an empty one), enum names in lower case,
 * and the read defaults filled in.
 */
function canonical(value: unknown, key: string | undefined): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map((item) => canonical(item, key));
  if (typeof value === 'string') return key !== undefined && ENUM_MEMBERS.has(key) ? value.toLowerCase() : value;
  if (!isObject(value)) return value;
  const filled = withReadDefaults(value, key);
  const sorted: Json = {};
  for (const member of Object.keys(filled).sort()) {
    const form = canonical(filled[member], member);
    if (form !== undefined) sorted[member] = form;
  }
  return sorted;
}

/**
 * `sent` with what the platform chose where it left the choice to the platform: a port mapping
 * without exposedPort gets the one the platform gave the live mapping of the same container port;
 * with `afterWrite` (`live` read after `sent` went through), a CDN endpoint without pullZoneId gets
 * the one the platform created for it then (before the write, leaving it out asks for a new one).
 */
function withPlatformChoices(sent: unknown, live: unknown, afterWrite: boolean, key?: string): unknown {
  if (Array.isArray(sent)) {
    return sent.map((item, index) => withPlatformChoices(item, Array.isArray(live) ? live[index] : undefined, afterWrite, key));
  }
  if (!isObject(sent)) return sent;
  const copy: Json = {};
  for (const [member, value] of Object.entries(sent)) {
    copy[member] = withPlatformChoices(value, isObject(live) ? live[member] : undefined, afterWrite, member);
  }
  if (!isObject(live)) return copy;
  const unset = (member: string) => sent[member] === undefined || sent[member] === null;
  if ('containerPort' in sent && sent['containerPort'] === live['containerPort'] && unset('exposedPort')) {
    copy['exposedPort'] = live['exposedPort'];
  }
  if (afterWrite && key === 'cdn' && unset('pullZoneId')) copy['pullZoneId'] = live['pullZoneId'];
  return copy;
}

/**
 * The members of `sent` whose values differ from `live`'s, as the platform means them, by name,
 * sorted; `skip`: those compared otherwise; `afterWrite`: `live` was read after `sent` went through.
 */
export function differingMembers(live: object, sent: object, skip: (key: string) => boolean, afterWrite = false): string[] {
  const member = (side: object, key: string) => (side as Json)[key];
  const keys = new Set([...Object.keys(live), ...Object.keys(sent)]);
  return [...keys]
    .filter((key) => {
      if (skip(key)) return false;
      const before = canonical(member(live, key), key);
      const after = canonical(withPlatformChoices(member(sent, key), member(live, key), afterWrite, key), key);
      return JSON.stringify(before) !== JSON.stringify(after);
    })
    .sort();
}
