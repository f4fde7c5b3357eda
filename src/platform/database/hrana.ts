/*
 * The few JSON shapes of the libSQL remote protocol this action speaks (Hrana over HTTP,
 * `POST /v2/pipeline`): an execute, a batch whose steps run on conditions, a close. Values
 * travel typed (`{"type": "text", "value": ...}`), integers as decimal strings.
 */

export type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };

interface HranaStatement {
  sql: string;
  args?: HranaValue[];
  want_rows?: boolean;
}

type BatchCondition = { type: 'ok'; step: number } | { type: 'error'; step: number } | { type: 'not'; cond: BatchCondition };

export interface BatchStep {
  condition?: BatchCondition;
  stmt: HranaStatement;
}

export type StreamRequest =
  { type: 'execute'; stmt: HranaStatement } | { type: 'batch'; batch: { steps: BatchStep[] } } | { type: 'close' };

export interface PipelineBody {
  baton: string | null;
  requests: StreamRequest[];
}

export interface HranaError {
  message: string;
  code?: string | undefined;
}

export interface StatementResult {
  cols: Array<{ name: string | null }>;
  rows: HranaValue[][];
  affected_row_count: number;
}

export interface BatchResult {
  step_results: Array<StatementResult | null>;
  step_errors: Array<HranaError | null>;
}

/** One answer of a pipeline, in the order of its requests. */
export type StreamResult =
  | { type: 'ok'; response: { type: 'execute'; result: StatementResult } | { type: 'batch'; result: BatchResult } | { type: 'close' } }
  | { type: 'error'; error: HranaError };

export const text = (value: string): HranaValue => ({ type: 'text', value });

/** A pipeline on a stream of its own: no baton in, and closed at its end, so no stream is left open between requests. */
export function pipeline(...requests: StreamRequest[]): PipelineBody {
  return { baton: null, requests: [...requests, { type: 'close' }] };
}

export const execute = (sql: string, args?: HranaValue[]): StreamRequest => ({
  type: 'execute',
  stmt: { sql, ...(args ? { args } : {}), want_rows: true },
});

/** A plain value of a result cell: text as text, numbers as numbers (an integer as its decimal string), null as null. */
function cellValue(value: HranaValue | undefined): string | number | null {
  if (value === undefined || value.type === 'null') return null;
  if (value.type === 'blob') return value.base64;
  return value.value;
}

export function rowsOf(result: StatementResult): Array<Record<string, string | number | null>> {
  return result.rows.map((row) => Object.fromEntries(result.cols.map((col, i) => [col.name ?? String(i), cellValue(row[i])])));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answers of a pipeline, checked as far as this action reads them; a problem says what is
 * wrong with the shape, never what the answer held (rows may hold anything).
 */
export function readPipelineAnswer(json: unknown, expected: number): StreamResult[] | string {
  if (!isObject(json) || !Array.isArray(json['results'])) return 'it has no `results` array';
  const results = json['results'] as unknown[];
  if (results.length !== expected) return `it has ${results.length} results for ${expected} requests`;
  for (const [i, result] of results.entries()) {
    if (!isObject(result)) return `result ${i} is not an object`;
    if (result['type'] === 'error') {
      if (!isObject(result['error']) || typeof result['error']['message'] !== 'string') return `result ${i} is an error without a message`;
      continue;
    }
    if (result['type'] !== 'ok' || !isObject(result['response'])) return `result ${i} is neither ok nor error`;
    const response = result['response'];
    if (response['type'] === 'execute' && !isStatementResult(response['result'])) return `result ${i} is an execute without rows`;
    if (response['type'] === 'batch') {
      const batch = response['result'];
      if (!isObject(batch) || !Array.isArray(batch['step_results']) || !Array.isArray(batch['step_errors']))
        return `result ${i} is a batch without step results`;
      if (!(batch['step_results'] as unknown[]).every((step) => step === null || isStatementResult(step)))
        return `result ${i} has a step result without rows`;
    }
  }
  return results as StreamResult[];
}

function isStatementResult(value: unknown): value is StatementResult {
  return isObject(value) && Array.isArray(value['cols']) && Array.isArray(value['rows']);
}
