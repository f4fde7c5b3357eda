import type { Emulator } from '../../emulator/server.ts';
import type { StoredEdgeRule } from '../../emulator/pull-zones/pull-zone.ts';
import { DEFAULT_API_KEY } from './e2e.ts';
import { releasable } from './release.ts';
import { SITE_ZONE } from './site.ts';

/**
 * Every rule delete of the site's zone arrives while another writer's write of `rule` (another
 * pull request's step rewriting its rule) is in flight: the platform answers the delete 204 and
 * loses it (storage-and-deploy-facts 5). Resolves with the other writer's writes once they end.
 */
export function loseRuleDeletes(emulator: Emulator, rule: StoredEdgeRule): () => Promise<Response[]> {
  const rules = `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate`;
  const others: Promise<Response>[] = [];
  let pending: { inFlight: () => void; released: Promise<void> } | undefined;
  let releaseOther = () => {};
  emulator.setRequestHook(async (request) => {
    const isDelete = request.method === 'DELETE' && request.path.includes(`/pullzone/${SITE_ZONE}/edgerules/`);
    if (isDelete && request.phase === 'arrived') {
      const started = releasable();
      const held = releasable();
      releaseOther = held.resolve;
      pending = { inFlight: started.resolve, released: held.promise };
      others.push(
        fetch(`${emulator.url}${rules}`, {
          method: 'POST',
          headers: { AccessKey: DEFAULT_API_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify(rule),
        }),
      );
      await started.promise;
    } else if (request.path === rules && request.phase === 'in-flight' && pending) {
      const { inFlight, released } = pending;
      pending = undefined;
      inFlight();
      await released;
    } else if (isDelete && request.phase === 'in-flight') releaseOther();
  });
  return () => Promise.all(others);
}
