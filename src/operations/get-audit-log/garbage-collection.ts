import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * Runs a full garbage collection now. V8 lets its heap grow to several times what is live
 * before collecting, which is harmless for short steps but made a paged export of a busy day
 * peak at 200 MiB while holding one 10,000-entry page; collecting between large pages keeps
 * the peak near one page's worth. The flag is set only when a caller first needs it.
 */
export function collectGarbage(): void {
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
