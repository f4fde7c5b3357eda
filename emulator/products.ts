import type { Route } from './router.ts';
import { appRoutes } from './apps/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { dnsRoutes } from './dns/routes.ts';
import { purgeRoutes } from './purge/routes.ts';
import { pullZoneRoutes } from './pull-zones/routes.ts';
import { releaseRoutes } from './scripts/release-routes.ts';
import { scriptRoutes } from './scripts/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { secretRoutes } from './secrets/routes.ts';
import { shieldRoutes } from './shield/routes.ts';
import { variableRoutes } from './variables/routes.ts';
import { storageZoneRoutes } from './storage/routes.ts';

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
];
