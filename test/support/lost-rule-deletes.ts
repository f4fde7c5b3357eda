import type { Emulator, RequestHook } from '../../emulator/server.ts';
import { DEFAULT_API_KEY } from './e2e.ts';
import { releasable } from './release.ts';
import { BLOCK_DESCRIPTION } from '../../src/platform/pull-zones/site-rules.ts';
import { SITE_ZONE, siteZone } from './site.ts';

/**
 * Has the platform lose the step's next `times` deletes of a site zone's rules to another writer:
 * when the first arrives, another pull request's rule write (the /deploys/ block, which every step
 * writes alike, as it is) starts and is held in flight until the last of them is in flight too, so
 * that each overlaps it and is lost (the platform answers an overlapping write 2xx and drops it:
 * storage-and-deploy-facts 5). `otherStatus` resolves with the status of the other write once it
 * ended; `stage` says whether every delete was overlapped ('done').
 */
export function loseRuleDeletes(emulator: Emulator, times: number) {
  const rules = `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate`;
  const other = structuredClone(siteZone(emulator).EdgeRules.find((rule) => rule.Description === BLOCK_DESCRIPTION));
  if (other === undefined) throw new Error('the site zone has no /deploys/ block rule to write');
  let stage: 'idle' | 'starting' | 'held' | 'done' = 'idle';
  let deletes = 0;
  const inFlight = releasable();
  const released = releasable();
  let written: Promise<Response> | undefined;
  const hook: RequestHook = async (request) => {
    const deleting = request.method === 'DELETE' && request.path.startsWith(`/pullzone/${SITE_ZONE}/edgerules/`);
    if (stage === 'done' || (!deleting && request.path !== rules)) return;
    if (stage === 'idle' && deleting && request.phase === 'arrived') {
      stage = 'starting';
      written = fetch(`${emulator.url}${rules}`, {
        method: 'POST',
        headers: { AccessKey: DEFAULT_API_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify(other),
      });
      await inFlight.promise;
    } else if (stage === 'starting' && !deleting && request.phase === 'in-flight') {
      stage = 'held';
      inFlight.resolve();
      await released.promise;
    } else if (stage === 'held' && deleting && request.phase === 'in-flight' && ++deletes === times) {
      stage = 'done';
      released.resolve();
      // The other write ends before the step's next one arrives, which it would otherwise overlap too.
      await written;
    }
  };
  emulator.setRequestHook(hook);
  return { stage: () => stage, otherStatus: async () => (await written)?.status };
}
