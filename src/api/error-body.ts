import { excerpt } from '../http/wording.ts';

/** What an error body said, whatever its shape. */
export interface ErrorBodySummary {
  errorKey?: string | undefined;
  field?: string | undefined;
  message?: string | undefined;
  details: string[];
  /** True when the message is the body's text as it came, not a reason read from a known shape. */
  unshaped?: true;
}

/** Whether the body states an error, as opposed to carrying some text: a 202 that does is not "not ready yet". */
export function statesError(summary: ErrorBodySummary): boolean {
  return summary.unshaped !== true && (summary.errorKey !== undefined || summary.message !== undefined || summary.details.length > 0);
}

const MAX_TEXT_BODY = 300;

function nonEmpty(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : undefined;
}

/** A body that is not JSON is shown cut short, and an HTML page only by its title. */
function summariseText(text: string, contentType: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (/html/i.test(contentType) || /^<(!doctype|html)/i.test(trimmed)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
    return title ? `HTML page "${title.slice(0, 120)}"` : 'an HTML page';
  }
  return excerpt(trimmed, (raw) => raw, MAX_TEXT_BODY);
}

export async function summariseErrorBody(text: string, contentType: string): Promise<ErrorBodySummary> {
  let json: unknown;
  try {
    json = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (json === undefined || json === null || typeof json !== 'object' || Array.isArray(json)) {
    const message = summariseText(text, contentType);
    return message === undefined ? { details: [] } : { message, details: [], unshaped: true };
  }
  const record = json as Record<string, unknown>;
  const models = () => import('./models/api-error-data.ts');
  if ('ErrorKey' in record || 'Message' in record || 'Field' in record) {
    const parsed = (await models()).ApiErrorData.safeParse(record).data;
    if (parsed)
      return { errorKey: nonEmpty(parsed.ErrorKey), field: nonEmpty(parsed.Field), message: nonEmpty(parsed.Message), details: [] };
  }
  if ('title' in record || 'detail' in record || 'errors' in record) {
    const parsed = (await models()).ProblemDetails.safeParse(record).data;
    if (parsed) {
      const title = nonEmpty(parsed.title);
      const details = (parsed.errors ?? []).map((entry) => {
        const field = nonEmpty(entry.field);
        const message = nonEmpty(entry.message) ?? 'invalid';
        return field ? `${field}: ${message}` : message;
      });
      return { errorKey: title, message: nonEmpty(parsed.detail) ?? title, field: nonEmpty(parsed.errors?.[0]?.field), details };
    }
  }
  if ('statusCode' in record || 'declaredType' in record || 'contentTypes' in record) {
    const parsed = (await models()).ShieldErrorBody.safeParse(record).data;
    if (parsed) {
      const { value } = parsed;
      if (value === null || typeof value !== 'object') return { message: nonEmpty(value), details: [] };
      const inner = await summariseErrorBody(JSON.stringify(value), 'application/json');
      return inner.message || inner.errorKey ? inner : { ...inner, message: JSON.stringify(value).slice(0, MAX_TEXT_BODY) };
    }
  }
  // Shield wraps its errors as {error: {errorKey, message}}, in 202 answers too.
  const wrapped = record['error'];
  if (wrapped !== null && typeof wrapped === 'object' && !Array.isArray(wrapped)) {
    const inner = wrapped as Record<string, unknown>;
    const [errorKey, message] = [nonEmpty(inner['errorKey']), nonEmpty(inner['message'])];
    if (errorKey ?? message) return { errorKey, message, details: [] };
  }
  const message = nonEmpty(record['message']) ?? nonEmpty(wrapped);
  if (message) return { message, details: [] };
  const shown = summariseText(text, 'application/json');
  return shown ? { message: shown, details: [], unshaped: true } : { details: [] };
}
