// Generated from docs/operations.yml by `npm run docs`; a test fails when they differ. Do not edit.
import type { OperationModule } from './operation.ts';

/**
 * The one list of operations. Each loads only its own code, so a step pays start-up for
 * one operation; the operation-name type and the `operation` input's choices derive from it.
 */
const OPERATIONS = {
  'add-dns-record': () => import('./add-dns-record/index.ts'),
  'delete-dns-record': () => import('./delete-dns-record/index.ts'),
  'sync-storage': () => import('./sync-storage/index.ts'),
  'upsert-secret': () => import('./upsert-secret/index.ts'),
  'update-secret': () => import('./update-secret/index.ts'),
  'update-app': () => import('./update-app/index.ts'),
  'get-active-release': () => import('./get-active-release/index.ts'),
  'publish-script': () => import('./publish-script/index.ts'),
  'rollback-script': () => import('./rollback-script/index.ts'),
  'probe-url': () => import('./probe-url/index.ts'),
  'purge-cache': () => import('./purge-cache/index.ts'),
  'get-audit-log': () => import('./get-audit-log/index.ts'),
  'get-shield-zone': () => import('./get-shield-zone/index.ts'),
  search: () => import('./search/index.ts'),
  'deploy-site': () => import('./deploy-site/index.ts'),
  'promote-site': () => import('./promote-site/index.ts'),
  'remove-site-preview': () => import('./remove-site-preview/index.ts'),
  'sync-variables': () => import('./sync-variables/index.ts'),
  'plan-deploys': () => import('./plan-deploys/index.ts'),
  'migrate-database': () => import('./migrate-database/index.ts'),
} satisfies Record<string, () => Promise<OperationModule>>;

export type OperationName = keyof typeof OPERATIONS;

/**
 * Operations that may run without api-key, their plan saying itself when it needs one
 * (`keyless: true` in docs/operations.yml, which says what each takes instead).
 */
export const KEYLESS_OPERATIONS: ReadonlySet<OperationName> = new Set<OperationName>([
  'sync-storage',
  'publish-script',
  'probe-url',
  'migrate-database',
]);

/**
 * Operations that write nothing to the platform (`reads-only: true` in docs/operations.yml): a
 * fork's pull request may run them without allow-fork.
 */
export const PLATFORM_READERS: ReadonlySet<OperationName> = new Set<OperationName>([
  'get-active-release',
  'probe-url',
  'get-audit-log',
  'get-shield-zone',
  'search',
  'plan-deploys',
]);

export const OPERATION_NAMES = Object.keys(OPERATIONS) as readonly OperationName[];

export function loadOperation(name: OperationName): Promise<OperationModule> {
  return OPERATIONS[name]();
}
