import { excerpt } from '../http/wording.ts';

/** What an error body said, whatever its shape. */
export interface ErrorBodySummary {
  errorKey?: string;
  field?: string;
  message?: string;
  details: string[];
  /** True when the message is the body's text as it came, not a reason read from a known shape. */
  unshaped?: true;
}

/** Whether the body states an error, as opposed to carrying some text: a 202 that does is not "not ready yet". */
export function statesError(summary: ErrorBodySummary): boolean {
  return summary.unshaped !== true && (summary.errorKey !== undefined || summary.message !== undefined || summary.details.length > 0);
}

const MAX_TEXT_BODY = 300;

/** A string with something in it, trimmed; undefined for anything else. */
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
  const summary: ErrorBodySummary = { details: [] };

  if ('ErrorKey' in record || 'Message' in record || 'Field' in record) {
    const parsed = (await import('./models/api-error-data.ts')).ApiErrorData.safeParse(record).data;
    if (parsed) {
      const key = nonEmpty(parsed.ErrorKey);
      const field = nonEmpty(parsed.Field);
      const message = nonEmpty(parsed.Message);
      if (key) summary.errorKey = key;
      if (field) summary.field = field;
      if (message) summary.message = message;
      return summary;
    }
  }
  if ('title' in record || 'detail' in record || 'errors' in record) {
    const parsed = (await import('./models/api-error-data.ts')).ProblemDetails.safeParse(record).data;
    if (parsed) {
      const title = nonEmpty(parsed.title);
      const detail = nonEmpty(parsed.detail);
      if (title) summary.errorKey = title;
      if (detail ?? title) summary.message = (detail ?? title) as string;
      for (const entry of parsed.errors ?? []) {
        const field = nonEmpty(entry.field);
        const message = nonEmpty(entry.message) ?? 'invalid';
        summary.details.push(field ? `${field}: ${message}` : message);
      }
      const firstField = nonEmpty(parsed.errors?.[0]?.field);
      if (firstField) summary.field = firstField;
      return summary;
    }
  }
  if ('statusCode' in record || 'declaredType' in record || 'contentTypes' in record) {
    const parsed = (await import('./models/api-error-data.ts')).ShieldErrorBody.safeParse(record).data;
    if (parsed) {
      const value = parsed.value;
      const message = nonEmpty(value);
      if (message) summary.message = message;
      else if (value && typeof value === 'object') {
        const inner = await summariseErrorBody(JSON.stringify(value), 'application/json');
        return inner.message || inner.errorKey ? inner : { ...inner, message: JSON.stringify(value).slice(0, MAX_TEXT_BODY) };
      }
      return summary;
    }
  }
  // Shield wraps its errors as {error: {errorKey, message}}, in 202 answers too.
  const wrapped = record['error'];
  if (wrapped !== null && typeof wrapped === 'object' && !Array.isArray(wrapped)) {
    const inner = wrapped as Record<string, unknown>;
    const key = nonEmpty(inner['errorKey']);
    const innerMessage = nonEmpty(inner['message']);
    if (key ?? innerMessage) {
      if (key) summary.errorKey = key;
      if (innerMessage) summary.message = innerMessage;
      return summary;
    }
  }
  const message = nonEmpty(record['message']) ?? nonEmpty(wrapped);
  if (message) summary.message = message;
  else {
    const text2 = summariseText(text, 'application/json');
    if (text2) {
      summary.message = text2;
      summary.unshaped = true;
    }
  }
  return summary;
}
