import {
  AuditDay,
  AuditLog,
  decodeAuditToken,
  encodeAuditToken,
  readAuditPage,
  type AuditCursor,
  type AuditFilters,
  type AuditOrder,
} from './state.ts';
import { apiError, dotnetJson, json, type ApiResponse } from '../http.ts';
import type { Route, RouteContext } from '../router.ts';

/** `LogOrdering` and the range of `Limit` in the core document (GET /user/audit/{date}). */
const AUDIT_ORDERS: readonly AuditOrder[] = ['Ascending', 'Descending'];
const AUDIT_LIMIT_MIN = 1;
const AUDIT_LIMIT_MAX = 10_000;

/** The real default is not published; a day of normal use fits in one page of this size. */
const AUDIT_DEFAULT_LIMIT = 1000;
const AUDIT_DEFAULT_ORDER: AuditOrder = 'Ascending';

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  // Date.parse rolls 2024-02-30 over to March; a round trip catches it.
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

function values(query: URLSearchParams, name: string): string[] {
  return query.getAll(name).filter((v) => v !== '');
}

function auditLog(ctx: RouteContext): ApiResponse {
  const date = ctx.param('date');
  if (!isCalendarDate(date)) {
    return apiError(400, 'validation_error', 'date', `'${date}' is not a date; expected YYYY-MM-DD.`);
  }

  const orderText = ctx.query.get('Order');
  if (orderText !== null && !(AUDIT_ORDERS as readonly string[]).includes(orderText)) {
    return apiError(400, 'validation_error', 'Order', `'${orderText}' is not a valid Order; expected Ascending or Descending.`);
  }
  const order = (orderText ?? AUDIT_DEFAULT_ORDER) as AuditOrder;

  const limitText = ctx.query.get('Limit');
  let limit = AUDIT_DEFAULT_LIMIT;
  if (limitText !== null) {
    limit = /^\d{1,6}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!(limit >= AUDIT_LIMIT_MIN && limit <= AUDIT_LIMIT_MAX)) {
      return apiError(400, 'validation_error', 'Limit', `Limit must be between ${AUDIT_LIMIT_MIN} and ${AUDIT_LIMIT_MAX}.`);
    }
  }

  const day = ctx.state.part(AuditLog).day(date) ?? new AuditDay(date);
  const token = ctx.query.get('ContinuationToken');
  let from: AuditCursor = { explicit: 0, generated: 0 };
  if (token !== null && token !== '') {
    const cursor = decodeAuditToken(token, date, order);
    if (!cursor || !day.isValidCursor(cursor)) {
      return apiError(
        400,
        'audit_log.invalid_continuation_token',
        'ContinuationToken',
        'The continuation token is not valid for this date and order.',
      );
    }
    from = cursor;
  }

  const filters: AuditFilters = {
    Product: values(ctx.query, 'Product'),
    ResourceType: values(ctx.query, 'ResourceType'),
    ResourceId: values(ctx.query, 'ResourceId'),
    ActorId: values(ctx.query, 'ActorId'),
  };
  const page = readAuditPage(day, order, from, limit, filters);
  const body = {
    Logs: page.logs,
    HasMoreData: page.hasMore,
    ContinuationToken: page.hasMore ? encodeAuditToken(date, order, page.next) : null,
    StartToken: encodeAuditToken(date, order, from),
  };
  return ctx.state.part(AuditLog).encoding === 'dotnet' ? dotnetJson(200, body) : json(200, body);
}

export const auditRoutes: Route[] = [{ method: 'GET', pattern: '/user/audit/:date', area: 'core', handle: auditLog }];
