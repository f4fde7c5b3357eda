import { isIPv4, isIPv6 } from 'node:net';
import type { z } from 'zod';
import { AddDnsRecordModel, UpdateDnsRecordModel } from './schemas.ts';
import { apiError, issueField, json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import { dnsRecord, DnsZones, type DnsRecordModel } from './state.ts';

const TYPE_A = 0;
const TYPE_AAAA = 1;
const TYPE_MX = 4;
const TYPE_PULL_ZONE = 7;
const TYPE_SRV = 8;
const TYPE_CAA = 9;
const TYPE_SCRIPT = 11;

/** The members only some types keep, by the harsher reading (see DnsBehaviour.keepsEveryMember): another type reads its default. */
const KEPT_BY: Partial<Record<keyof DnsRecordModel, readonly number[]>> = {
  Weight: [TYPE_A, TYPE_AAAA, TYPE_SRV],
  Priority: [TYPE_MX, TYPE_SRV],
  Port: [TYPE_SRV],
  Flags: [TYPE_CAA],
  Tag: [TYPE_CAA],
};

/** Request fields that the response model carries under the same name and type. */
const COPIED_FIELDS = [
  'Ttl',
  'Value',
  'Name',
  'Weight',
  'Priority',
  'Flags',
  'Tag',
  'Port',
  'Accelerated',
  'MonitorType',
  'GeolocationLatitude',
  'GeolocationLongitude',
  'LatencyZone',
  'SmartRoutingType',
  'Disabled',
  'Comment',
  'AutoSslIssuance',
] as const satisfies ReadonlyArray<keyof DnsRecordModel & keyof AddDnsRecordModel>;

/** A 400 for the first schema issue, as the platform's model validation answers. */
function invalid(error: z.ZodError): ApiResponse {
  const issue = error.issues[0];
  return apiError(400, 'validation_error', issue ? issueField(issue) : null, issue?.message ?? 'Invalid record');
}

/** A rule the real API enforces after model validation, so clients meet a business-rule 400 too. */
function unfit(request: AddDnsRecordModel): ApiResponse | undefined {
  const type = request.Type ?? TYPE_A;
  const value = request.Value ?? '';
  if (type === TYPE_A && !isIPv4(value)) {
    return apiError(400, 'dns_record.invalid_value', 'Value', `The value '${value}' is not a valid IPv4 address.`);
  }
  if (type === TYPE_AAAA && !isIPv6(value)) {
    return apiError(400, 'dns_record.invalid_value', 'Value', `The value '${value}' is not a valid IPv6 address.`);
  }
  return undefined;
}

/** The record as the zone read gives it back, from what a client sent: unsent members take their defaults. */
function recordFrom(id: number, request: AddDnsRecordModel, ctx: RouteContext): DnsRecordModel {
  const fields: Partial<DnsRecordModel> & { Id: number } = { Id: id, Type: request.Type ?? TYPE_A };
  const keepsEvery = ctx.state.part(DnsZones).behaviour.keepsEveryMember;
  const kept = (key: keyof DnsRecordModel) => keepsEvery || (KEPT_BY[key]?.includes(fields.Type ?? TYPE_A) ?? true);
  // Null means "not given" for this API, so the record keeps its default there.
  for (const key of COPIED_FIELDS) {
    const given = request[key];
    if (given !== null && given !== undefined && kept(key)) Object.assign(fields, { [key]: given });
  }
  if (request.EnviromentalVariables) {
    fields.EnviromentalVariables = request.EnviromentalVariables.map((v) => ({ Name: v.Name ?? null, Value: v.Value ?? null }));
  }
  if (request.GeolocationLatitude != null || request.GeolocationLongitude != null) {
    fields.GeolocationInfo = {
      Country: null,
      City: null,
      Latitude: request.GeolocationLatitude ?? 0,
      Longitude: request.GeolocationLongitude ?? 0,
    };
  }
  // The read model has no PullZoneId or ScriptId. A record linked to a pull zone gives its id
  // back in LinkName, a numeric string; a Script record gives its script's id as its Value and
  // the script's name in LinkName (as the platform's Terraform provider reads them).
  if (request.PullZoneId != null && (keepsEvery || fields.Type === TYPE_PULL_ZONE)) fields.LinkName = String(request.PullZoneId);
  if (fields.Type === TYPE_SCRIPT && request.ScriptId != null) {
    fields.Value = String(request.ScriptId);
    fields.LinkName = ctx.state.scripts.get(request.ScriptId)?.Name ?? null;
  }
  return dnsRecord(fields);
}

function addRecord(ctx: RouteContext): ApiResponse {
  const parsed = AddDnsRecordModel.safeParse(ctx.body);
  if (!parsed.success) return invalid(parsed.error);
  const refused = unfit(parsed.data);
  if (refused) return refused;
  const zoneId = parseId(ctx.param('zoneId'));
  const dns = ctx.state.part(DnsZones);
  const zone = zoneId === null ? undefined : dns.zones.get(zoneId);
  if (!zone) return noBody(404);
  const record = recordFrom(dns.nextRecordId++, parsed.data, ctx);
  zone.Records.push(record);
  return json(201, record);
}

/**
 * POST /dnszone/{zoneId}/records/{id}: 204 with no body. Whether a member left out (or null)
 * keeps its old value is not documented; the emulator resets it to its default, the reading
 * that hurts a client which sends a partial record. A 404 does not say which is missing.
 * `behaviour.ignoredUpdateMember` (off by default) keeps one member as it was, still with a 204.
 */
function updateRecord(ctx: RouteContext): ApiResponse {
  const zoneId = parseId(ctx.param('zoneId'));
  const id = parseId(ctx.param('id'));
  const zone = zoneId === null ? undefined : ctx.state.part(DnsZones).zones.get(zoneId);
  const index = zone?.Records.findIndex((record) => record.Id === id) ?? -1;
  if (!zone || id === null || index < 0) return noBody(404);
  const parsed = UpdateDnsRecordModel.safeParse(ctx.body);
  if (!parsed.success) return invalid(parsed.error);
  const refused = unfit(parsed.data);
  if (refused) return refused;
  const updated = recordFrom(id, parsed.data, ctx);
  const ignored = ctx.state.part(DnsZones).behaviour.ignoredUpdateMember;
  const before = zone.Records[index];
  if (ignored !== null && before) Object.assign(updated, { [ignored]: before[ignored] });
  zone.Records[index] = updated;
  return noBody(204);
}

/** DnsZoneModel: the zone and its records, as a client reads it to find a record it would add. */
function getZone(ctx: RouteContext): ApiResponse {
  const zoneId = parseId(ctx.param('zoneId'));
  const zone = zoneId === null ? undefined : ctx.state.part(DnsZones).zones.get(zoneId);
  if (!zone) return noBody(404);
  return json(200, {
    Id: zone.Id,
    Domain: zone.Domain,
    Records: zone.Records,
    Nameserver1: 'kiki.bunny.net',
    Nameserver2: 'coco.bunny.net',
  });
}

/** DELETE /dnszone/{zoneId}/records/{id}: 204; a 404 with no body for a missing zone or record alike. */
function deleteRecord(ctx: RouteContext): ApiResponse {
  const zoneId = parseId(ctx.param('zoneId'));
  const id = parseId(ctx.param('id'));
  const zone = zoneId === null ? undefined : ctx.state.part(DnsZones).zones.get(zoneId);
  const index = zone?.Records.findIndex((record) => record.Id === id) ?? -1;
  if (!zone || index < 0) return noBody(404);
  zone.Records.splice(index, 1);
  return noBody(204);
}

export const dnsRoutes: Route[] = [
  { method: 'GET', pattern: '/dnszone/:zoneId', area: 'core', handle: getZone },
  { method: 'PUT', pattern: '/dnszone/:zoneId/records', area: 'core', jsonBody: true, handle: addRecord },
  { method: 'POST', pattern: '/dnszone/:zoneId/records/:id', area: 'core', jsonBody: true, handle: updateRecord },
  { method: 'DELETE', pattern: '/dnszone/:zoneId/records/:id', area: 'core', handle: deleteRecord },
];
