import { statSync } from 'node:fs';
import { AUDIT_LIMIT_MAX, AUDIT_LIMIT_MIN, AUDIT_ORDERS } from '../../api/limits.ts';
import type { AuditLogQuery } from '../../api/models/audit-log.ts';
import { requestLine, requests } from '../../api/requests.ts';
import { auditPageReader } from '../../api/audit-log-stream.ts';
import { emptyProgress, pageLimit, readAuditLog, type AuditReadProgress } from '../../api/audit-log-pages.ts';
import { AuditExport, outputFileFailure, type ValueCounts } from './audit-log-export.ts';
import { JsonLinesFile } from './json-lines-file.ts';
import { FileResume } from './file-resume.ts';
import { parseCalendarDate, utcDay } from './calendar-date.ts';
import { InputError, showValue } from '../../inputs/inputs.ts';
import { withLaterFailure } from '../../api/api-error.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { workspacePath } from '../../inputs/workspace-path.ts';
import type { Operation, StepReport } from '../operation.ts';
import { messageOf } from '../../http/wording.ts';
import { readState, setReadOutputs, type ReadState } from './read-outputs.ts';

interface GetAuditLogPlan {
  /** Every page's query but its limit and continuation token. */
  query: AuditLogQuery;
  limit: number | undefined;
  continuationToken: string | undefined;
  allPages: boolean;
  maxEntries: number | undefined;
  /** Absolute, checked to be inside the workspace. */
  outputFile: string | undefined;
}

/** The filters: each one's member of the query, its input and the API's name of it (repeated, `?Product=a&Product=b`). */
const FILTERS = [
  ['products', 'products', 'Product'],
  ['resourceTypes', 'resource-types', 'ResourceType'],
  ['resourceIds', 'resource-ids', 'ResourceId'],
  ['actorIds', 'actor-ids', 'ActorId'],
] as const;

const pageQuery = (plan: GetAuditLogPlan, continuationToken: string | undefined, limit: number | undefined): AuditLogQuery => ({
  ...plan.query,
  ...(limit === undefined ? {} : { limit }),
  ...(continuationToken === undefined ? {} : { continuationToken }),
});

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Most rows a count table shows; the rest are summed into one line. */
const MAX_COUNT_ROWS = 25;

function countRows(counts: ValueCounts): Array<[string, number]> {
  const rows = counts.sorted();
  if (rows.length <= MAX_COUNT_ROWS) return rows;
  const rest = rows.slice(MAX_COUNT_ROWS - 1);
  return [...rows.slice(0, MAX_COUNT_ROWS - 1), [`(${rest.length} others)`, rest.reduce((sum, [, n]) => sum + n, 0)]];
}

export const operation: Operation<GetAuditLogPlan> = {
  plan({ inputs, workspace, clock }) {
    const dateText = inputs.line('date');
    // Each problem is recorded and the reading goes on: the step names every one at once.
    const date = (dateText === undefined ? undefined : inputs.check(() => parseCalendarDate('date', dateText))) ?? utcDay(clock.date());
    const order = inputs.choice('order', AUDIT_ORDERS, { caseInsensitive: true });
    const limit = inputs.integer('limit', { min: AUDIT_LIMIT_MIN, max: AUDIT_LIMIT_MAX });
    const continuationToken = inputs.line('continuation-token');
    const allPages = inputs.boolean('all-pages', false);
    const maxEntries = inputs.integer('max-entries', { min: 1 });
    const fileText = inputs.line('output-file');
    const outputFile = fileText === undefined ? undefined : inputs.check(() => workspacePath('output-file', fileText, workspace));
    // A trailing separator (or `.`, `..` as the last part) names a folder even before it exists:
    // resolve drops it, and the step would write a file of the folder's name.
    const namesFolder = fileText !== undefined && /(?:^|[/\\])\.{0,2}$/.test(fileText);
    if (outputFile !== undefined && (namesFolder || statSync(outputFile, { throwIfNoEntry: false })?.isDirectory())) {
      inputs.problems.refuse(
        'output-file',
        `${showValue(fileText ?? '')} is a folder; give the path of a file to write, such as audit/log.jsonl`,
      );
    }
    const query: AuditLogQuery = { date, ...(order === undefined ? {} : { order }) };
    for (const [member, input] of FILTERS) {
      const values = inputs.lines(input);
      if (values.length > 0) query[member] = values;
    }
    return { query, limit, continuationToken, allPages, maxEntries, outputFile };
  },

  describe(plan) {
    return [requests.auditLogPage(pageQuery(plan, plan.continuationToken, pageLimit(plan.limit, plan.maxEntries)))];
  },

  async execute(plan, client, stepReport) {
    const { log } = stepReport;
    const request = requestLine(requests.auditLogPage({ date: plan.query.date }));
    const path = plan.outputFile;
    // A failure to open it (a read-only folder, a file in the way) names the input.
    const file =
      path === undefined
        ? undefined
        : await JsonLinesFile.create(path).catch((error: unknown) => {
            throw outputFileFailure(path, error);
          });
    const sink = new AuditExport(file, (text) => log.redact(text));
    const progress = emptyProgress();
    const resume = new FileResume<ReadState>(plan.continuationToken);
    if (file) stepReport.setOutput('output-file', file.path);
    if (file) log.info(`Writing the audit log of ${plan.query.date} to ${file.path} as JSON Lines`);

    let readFailure: unknown;
    try {
      await readAuditLog(
        {
          request,
          fetchPage: async ({ continuationToken, limit }, entries) =>
            (await client.stream(requests.auditLogPage(pageQuery(plan, continuationToken, limit)), auditPageReader(entries))).body,
          continuationToken: plan.continuationToken,
          limit: plan.limit,
          allPages: plan.allPages,
          maxEntries: plan.maxEntries,
          sink,
          onPage: (state, count) => {
            // The outputs are set page by page, so that a step the runner cancels, which does not
            // wait for the read, still tells where to resume. With output-file they name the last
            // page wholly on disk: the file's buffer is never written after a cancel, and a token
            // past lines the file lacks would leave them out of a resumed read for good.
            const read = readState(state);
            const settled = file ? resume.page(file.mark().lines, state.continuationToken, file.lines, read) : read;
            if (settled !== undefined) setReadOutputs(stepReport.setOutput, settled);
            log.info(
              `Page ${state.pages}: ${count} entries (${state.entries} in all)${state.hasMoreData ? ', more follow' : ', the last'}`,
            );
          },
        },
        progress,
      );
    } catch (error) {
      readFailure = error;
    }
    // Closing writes the file's last entries. Its failure fails the step too, but after the outputs
    // of what was read are set (continuation-token resumes), and beside the read's own failure.
    const closeFailure = await sink.close().then(
      () => undefined,
      (error: unknown) => error,
    );
    const failure = withFileFailure(readFailure, closeFailure);
    // The outputs stay the read's (entries, result and continuation-token agree); what the file lacks is said beside them.
    const lacking = file && resume.lacking(file.lines, progress.entries);
    if (lacking !== undefined && failure instanceof Error) failure.message += `\n${lacking}`;

    report(plan, progress, sink, stepReport, failure, readFailure === undefined);
    if (failure !== undefined) throw failure;
    if (progress.trimmed > 0) {
      log.warning(
        `The last page held ${progress.trimmed} entries beyond max-entries (the API ignored the page size asked for); they were dropped, ` +
          "and continuation-token (the API's token for the page after it) does not return to them: read that page again with a larger max-entries to get them",
      );
    }
    if (!plan.allPages && progress.hasMoreData && !progress.reachedMax) {
      log.info('More entries follow: set all-pages to true to read them all, or pass continuation-token to read the next page');
    }
  },
};

/**
 * The step's failure: the read's, else the file's. When both failed the read's is kept (an
 * ApiError keeps its status and error key) and says the file's too, unless it already is the
 * file's (a write during the read failed, and closing failed the same way).
 */
function withFileFailure(readFailure: unknown, fileFailure: unknown): unknown {
  if (fileFailure === undefined) return readFailure;
  if (readFailure === undefined) return fileFailure;
  if (readFailure instanceof InputError && readFailure.input === 'output-file') return readFailure;
  return withLaterFailure(readFailure, fileFailure);
}

/**
 * The outputs, the log's account and the summary of what was read, whether the read ended or
 * failed; `readAll`: the read ended, so `result` is known even if the file then failed. What
 * output-file lacks, and where to read again from, is the failure's to say, not this account's:
 * the runner prints the failure, which the log line would only repeat.
 */
function report(
  plan: GetAuditLogPlan,
  progress: AuditReadProgress,
  { file, kept, byProduct, byAction }: AuditExport,
  { setOutput, summary, log }: StepReport,
  failure: unknown,
  readAll: boolean,
): void {
  setReadOutputs(setOutput, progress);
  if (file) {
    log.info(
      `${failure !== undefined ? 'Before the failure, ' : ''}${file.lines} entries (${megabytes(file.bytes)}) were written to ${file.path}`,
    );
  }
  const entries = readAll ? kept.entries : undefined;
  if (entries !== undefined) setOutput('result', entries);
  else if (failure === undefined) {
    const where =
      plan.outputFile === undefined
        ? 'set output-file to write them to a file in the workspace'
        : `read them from output-file (${plan.outputFile})`;
    log.warning(
      `Output result is not set: the ${progress.entries} entries take ${megabytes(kept.bytes)} as JSON, counted as GitHub counts an output (two bytes a character), more than the ${megabytes(kept.limitBytes)} an output may hold; ${where}`,
    );
  }
  const filters = FILTERS.flatMap(([member, , name]) => (plan.query[member] ?? []).map((value) => `${name}=${value}`));
  summary.heading(`bunny.net get-audit-log: ${plan.query.date}`).facts([
    ['Entries', progress.entries],
    ['Pages', progress.pages],
    ['More data', progress.hasMoreData],
    ['Order', plan.query.order ?? '(API default)'],
    ['Filters', filters.length > 0 ? filters.join(', ') : '(none)'],
    ['Output file', file ? file.path : '(none)'],
  ]);
  if (failure !== undefined) summary.verdict(false, `Stopped after ${progress.entries} entries: ${messageOf(failure)}`);
  if (progress.entries === 0) return;
  summary.heading('Entries by product', 3).table(['Product', 'Entries'], countRows(byProduct));
  summary.heading('Entries by action', 3).table(['Action', 'Entries'], countRows(byAction));
  log.info(`By product: ${countLine(byProduct)}`);
  log.info(`By action: ${countLine(byAction)}`);
}

/** "DNS 12, CDN 3": the largest counts, for the log. */
function countLine(counts: ValueCounts): string {
  return counts
    .sorted()
    .slice(0, MAX_COUNT_ROWS)
    .map(([name, n]) => `${inline(name, 60)} ${n}`)
    .join(', ');
}
