import type { Emulator, RequestHook } from '../../emulator/server.ts';
import { DEFAULT_API_KEY } from './e2e.ts';
import { releasable } from './release.ts';
import { BLOCK_DESCRIPTION } from '../../src/platform/pull-zones/site-rules.ts';
import { SITE_ZONE, siteZone } from './site.ts';

type Request = Parameters<RequestHook>[0];
const RULES = `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate`;

/**
 * Has the platform lose the step's writes that `isStepWrite` picks, from its `from`th (1-based),
 * `times` of them in a row, to another writer: when the first arrives, another pull request's rule
 * write (the /deploys/ block, which every step writes alike, as it is) starts and is held in flight
 * until the last of them is in flight too, so that each overlaps it and is lost (the platform
 * answers an overlapping write 2xx and drops it: storage-and-deploy-facts 5). `otherStatus`
 * resolves with the status of the other write once it ended; `stage` says whether every write was
 * overlapped ('done').
 */
function loseStepWrites(emulator: Emulator, isStepWrite: (request: Request) => boolean, from: number, times: number) {
  const other = structuredClone(siteZone(emulator).EdgeRules.find((rule) => rule.Description === BLOCK_DESCRIPTION));
  if (other === undefined) throw new Error('the site zone has no /deploys/ block rule to write');
  let stage: 'idle' | 'starting' | 'held' | 'done' = 'idle';
  let arrivals = 0;
  let overlapped = 0;
  const inFlight = releasable();
  const released = releasable();
  let written: Promise<Response> | undefined;
  const hook: RequestHook = async (request) => {
    const step = isStepWrite(request);
    if (stage === 'done' || (!step && request.path !== RULES)) return;
    if (stage === 'idle' && step && request.phase === 'arrived' && ++arrivals === from) {
      stage = 'starting';
      written = fetch(`${emulator.url}${RULES}`, {
        method: 'POST',
        headers: { AccessKey: DEFAULT_API_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify(other),
      });
      await inFlight.promise;
    } else if (stage === 'starting' && request.path === RULES && request.phase === 'in-flight') {
      // The step's write waits at its arrival: the only rule write in flight now is the other's.
      stage = 'held';
      inFlight.resolve();
      await released.promise;
    } else if (stage === 'held' && step && request.phase === 'in-flight' && ++overlapped === times) {
      stage = 'done';
      released.resolve();
      // The other write ends before the step's next one arrives, which it would otherwise overlap too.
      await written;
    }
  };
  emulator.setRequestHook(hook);
  return { stage: () => stage, otherStatus: async () => (await written)?.status, hook };
}

/**
 * The step's deletes of a site zone's rules from its `from`th (1-based), `times` of them, lost to
 * another writer (loseStepWrites). Its `hook`, set on the emulator, may be wrapped by a test's own.
 */
export function loseRuleDeletes(emulator: Emulator, times: number, from = 1) {
  return loseStepWrites(
    emulator,
    (request) => request.method === 'DELETE' && request.path.startsWith(`/pullzone/${SITE_ZONE}/edgerules/`),
    from,
    times,
  );
}

/** The step's rule writes (addOrUpdate) from its `from`th (1-based), `times` of them, lost to another writer (loseStepWrites). */
export function loseRuleWrites(emulator: Emulator, from: number, times: number) {
  return loseStepWrites(emulator, (request) => request.method === 'POST' && request.path === RULES, from, times);
}
