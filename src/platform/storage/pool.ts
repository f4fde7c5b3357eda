/**
 * Runs `work` over `items` with at most `limit` at once, in order of start; resolves when all
 * are done. `work` must not throw (it records its own outcome): one failure must not leave the
 * others unstarted or unreported.
 */
export async function runPool<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async (): Promise<void> => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}
