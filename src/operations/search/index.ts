import { requests } from '../../api/requests.ts';
import { INT32_MAX, SEARCH_RESULT_TYPES, type SearchResultType } from '../../api/limits.ts';
import type { SearchQuery, SearchResult } from '../../api/models/search.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { SUMMARY_ROWS } from '../../runner/listed-paths.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import type { Operation } from '../operation.ts';

interface SearchPlan {
  query: SearchQuery;
  resultType: SearchResultType | undefined;
}

/** Most results the log and the summary list; the outputs carry them all. */
const MAX_LISTED = SUMMARY_ROWS;

const sameType = (type: string | null | undefined, wanted: SearchResultType) => (type ?? '').toLowerCase() === wanted;

const matchCount = (total: number) => `${total} ${total === 1 ? 'match' : 'matches'}`;

/**
 * A workflow that acts on `ids` (a purge matrix, say) would otherwise pass while silently leaving
 * out every match past this page; the page may also be shorter than `size` asked for.
 */
function warnIfMoreFollow(total: number, readUpTo: number, log: ActionLog): void {
  const rest = total - readUpTo;
  if (rest <= 0) return;
  log.warning(
    `${rest} more ${rest === 1 ? 'match follows' : 'matches follow'} result ${readUpTo} (${matchCount(total)} in all): ` +
      `ids, first-id and result leave ${rest === 1 ? 'it' : 'them'} out; raise size, or read the next page with from: ${readUpTo}`,
  );
}

export const operation: Operation<SearchPlan> = {
  plan({ inputs }) {
    const search = inputs.line('query', { required: true, expected: 'the text to search for' });
    const from = inputs.integer('from', { min: 0, max: INT32_MAX, default: 0 }) ?? 0;
    const size = inputs.integer('size', { min: 1, max: INT32_MAX, default: 20 }) ?? 20;
    const resultType = inputs.choice('result-type', SEARCH_RESULT_TYPES, { caseInsensitive: true });
    return { query: { search, from, size }, resultType };
  },

  describe(plan) {
    return [requests.search(plan.query)];
  },

  async execute(plan, client, { setOutput, summary, log }) {
    const { search, from } = plan.query;
    const { body: page } = await client.send(requests.search(plan.query));
    const all = page.SearchResults ?? [];
    const kept: SearchResult[] =
      plan.resultType === undefined ? all : all.filter((r) => sameType(r.Type, plan.resultType as SearchResultType));
    const ids = kept.map((r) => r.Id);

    setOutput('total', page.Total);
    setOutput('ids', ids);
    setOutput('first-id', ids[0]);
    setOutput('result', { ...page, SearchResults: kept });

    const filtered = plan.resultType === undefined ? '' : ` (${kept.length} of type ${plan.resultType})`;
    log.info(
      `Search ${JSON.stringify(inline(search, 100))}: ${matchCount(page.Total)} in all, ${all.length} on this page from ${from}${filtered}`,
    );
    for (const result of kept.slice(0, MAX_LISTED)) {
      log.info(`  ${result.Id} (${inline(result.Type, 20) || '?'}) ${inline(result.Name, 120)}`);
    }
    if (kept.length > MAX_LISTED) log.info(`  … and ${kept.length - MAX_LISTED} more (see the ids and result outputs)`);
    warnIfMoreFollow(page.Total, from + all.length, log);

    summary
      .heading(`bunny.net search: ${search}`)
      .paragraph(
        `${matchCount(page.Total)} in all; ${kept.length} shown from result ${from}${plan.resultType ? `, type ${plan.resultType} only` : ''}.`,
      )
      .table(
        ['Type', 'Id', 'Name'],
        kept.slice(0, MAX_LISTED).map((r) => [r.Type, r.Id, r.Name]),
      );
  },
};
