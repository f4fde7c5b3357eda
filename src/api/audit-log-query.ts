import type { AuditOrder } from './limits.ts';
import type { QueryParams } from './requests.ts';

/** Query of one audit page; arrays go out as repeated parameters. */
export interface AuditLogQuery {
  date: string;
  order?: AuditOrder;
  limit?: number;
  continuationToken?: string;
  products?: readonly string[];
  resourceTypes?: readonly string[];
  resourceIds?: readonly string[];
  actorIds?: readonly string[];
}

/** The API's PascalCase query parameters (`?Product=a&Product=b`), for the request and a dry run alike. */
export function auditLogParameters(query: AuditLogQuery): QueryParams {
  return {
    Order: query.order,
    Limit: query.limit,
    ContinuationToken: query.continuationToken,
    Product: query.products,
    ResourceType: query.resourceTypes,
    ResourceId: query.resourceIds,
    ActorId: query.actorIds,
  };
}
