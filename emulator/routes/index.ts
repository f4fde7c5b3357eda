import type { Route } from '../router.ts';
import { appRoutes } from './apps.ts';
import { auditRoutes } from './audit.ts';
import { dnsRoutes } from './dns.ts';
import { purgeRoutes } from './purge.ts';
import { pullZoneRoutes } from '../pull-zones/routes.ts';
import { releaseRoutes } from './releases.ts';
import { scriptRoutes } from './scripts.ts';
import { searchRoutes } from './search.ts';
import { secretRoutes } from './secrets.ts';
import { shieldRoutes } from './shield.ts';
import { variableRoutes } from './variables.ts';
import { storageZoneRoutes } from './storage-zones.ts';

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
