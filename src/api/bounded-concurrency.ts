/**
 * Runs `task` over `items` with at most `limit` in flight and returns the settled results
 * in input order, so one failure neither stops the others nor loses their results.
 */
export async function settleWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index] as T, index) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * The `status` of a batch, whose requests finish in any order: the first status outside 2xx in
 * the order the requests were made, else 200; undefined when no request got an answer.
 */
export function batchStatus(statuses: readonly (number | undefined)[]): number | undefined {
  const known = statuses.filter((status): status is number => status !== undefined);
  if (known.length === 0) return undefined;
  return known.find((status) => status < 200 || status > 299) ?? 200;
}
