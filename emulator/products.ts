// Generated from the product folders (emulator/<product>/) by `npm run docs`; a test fails when they differ. Do not edit.
import type { Route } from './router.ts';
import type { ProductStateClass } from './state.ts';
import { appRoutes } from './apps/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { databaseRoutes } from './database/routes.ts';
import { dnsRoutes } from './dns/routes.ts';
import { pullZoneRoutes } from './pull-zones/routes.ts';
import { purgeRoutes } from './purge/routes.ts';
import { releaseRoutes } from './scripts/release-routes.ts';
import { scriptRoutes } from './scripts/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { secretRoutes } from './secrets/routes.ts';
import { shieldRoutes } from './shield/routes.ts';
import { storageZoneRoutes } from './storage/routes.ts';
import { variableRoutes } from './variables/routes.ts';
import { AuditLog } from './audit/state.ts';
import { Databases } from './database/state.ts';
import { DnsZones } from './dns/state.ts';
import { SearchIndex } from './search/state.ts';
import { ShieldZones } from './shield/state.ts';

/** Every product's routes: each `Route[]` a file of its folder exports, the folders in name order. */
export const apiRoutes: Route[] = [
  ...appRoutes,
  ...auditRoutes,
  ...databaseRoutes,
  ...dnsRoutes,
  ...pullZoneRoutes,
  ...purgeRoutes,
  ...releaseRoutes,
  ...scriptRoutes,
  ...searchRoutes,
  ...secretRoutes,
  ...shieldRoutes,
  ...storageZoneRoutes,
  ...variableRoutes,
];

/**
 * The products whose state stands alone (a folder's state.ts exports a class that implements
 * `ProductState`; state.ts's doc comment says which do): each emulator makes one of each, seeds
 * it, reseeds it on reset and shows it in `GET /state`; routes and tests reach it by `state.part(Kind)`.
 */
export const PRODUCT_STATES: readonly ProductStateClass[] = [AuditLog, Databases, DnsZones, SearchIndex, ShieldZones];
