import type { Route } from './router.ts';
import type { ProductStateClass } from './state.ts';
import { appRoutes } from './apps/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { databaseRoutes } from './database/routes.ts';
import { Databases } from './database/state.ts';
import { AuditLog } from './audit/state.ts';
import { dnsRoutes } from './dns/routes.ts';
import { DnsZones } from './dns/state.ts';
import { purgeRoutes } from './purge/routes.ts';
import { pullZoneRoutes } from './pull-zones/routes.ts';
import { releaseRoutes } from './scripts/release-routes.ts';
import { scriptRoutes } from './scripts/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { SearchIndex } from './search/state.ts';
import { secretRoutes } from './secrets/routes.ts';
import { shieldRoutes } from './shield/routes.ts';
import { ShieldZones } from './shield/state.ts';
import { variableRoutes } from './variables/routes.ts';
import { storageZoneRoutes } from './storage/routes.ts';

/** Every product's routes. */
export const apiRoutes: Route[] = [
  ...dnsRoutes,
  ...secretRoutes,
  ...releaseRoutes,
  ...scriptRoutes,
  ...appRoutes,
  ...auditRoutes,
  ...shieldRoutes,
  ...searchRoutes,
  ...purgeRoutes,
  ...pullZoneRoutes,
  ...storageZoneRoutes,
  ...variableRoutes,
  ...databaseRoutes,
];

/**
 * The products whose state stands alone (emulator/<product>/state.ts; state.ts's doc comment says
 * which do): each emulator makes one of each, seeds it, reseeds it on reset and shows it in
 * `GET /state`; routes and tests reach it by `state.part(Kind)`.
 */
export const PRODUCT_STATES: readonly ProductStateClass[] = [DnsZones, AuditLog, SearchIndex, ShieldZones, Databases];
