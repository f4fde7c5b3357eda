import { ApiErrorData, ProblemDetails, ShieldErrorBody } from './models/api-error-data.ts';

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

function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
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
  const oneLine = trimmed.replace(/\s+/g, ' ');
  return oneLine.length > MAX_TEXT_BODY ? `${oneLine.slice(0, MAX_TEXT_BODY)}…` : oneLine;
}

export function summariseErrorBody(text: string, contentType: string): ErrorBodySummary {
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
    const parsed = ApiErrorData.safeParse(record);
    if (parsed.success) {
      const key = nonEmpty(parsed.data.ErrorKey);
      const field = nonEmpty(parsed.data.Field);
      const message = nonEmpty(parsed.data.Message);
      if (key) summary.errorKey = key;
      if (field) summary.field = field;
      if (message) summary.message = message;
      return summary;
    }
  }
  if ('title' in record || 'detail' in record || 'errors' in record) {
    const parsed = ProblemDetails.safeParse(record);
    if (parsed.success) {
      const title = nonEmpty(parsed.data.title);
      const detail = nonEmpty(parsed.data.detail);
      if (title) summary.errorKey = title;
      if (detail ?? title) summary.message = (detail ?? title) as string;
      for (const entry of parsed.data.errors ?? []) {
        const field = nonEmpty(entry.field);
        const message = nonEmpty(entry.message) ?? 'invalid';
        summary.details.push(field ? `${field}: ${message}` : message);
      }
      const firstField = nonEmpty(parsed.data.errors?.[0]?.field);
      if (firstField) summary.field = firstField;
      return summary;
    }
  }
  if ('statusCode' in record || 'declaredType' in record || 'contentTypes' in record) {
    const parsed = ShieldErrorBody.safeParse(record);
    if (parsed.success) {
      const value = parsed.data.value;
      if (typeof value === 'string' && nonEmpty(value)) summary.message = value.trim();
      else if (value && typeof value === 'object') {
        const inner = summariseErrorBody(JSON.stringify(value), 'application/json');
        return inner.message || inner.errorKey ? inner : { ...inner, message: JSON.stringify(value).slice(0, MAX_TEXT_BODY) };
      }
      return summary;
    }
  }
  // Shield wraps its errors as {error: {errorKey, message}}, in 202 answers too.
  const wrapped = record['error'];
  if (wrapped !== null && typeof wrapped === 'object' && !Array.isArray(wrapped)) {
    const inner = wrapped as Record<string, unknown>;
    const key = nonEmpty(typeof inner['errorKey'] === 'string' ? inner['errorKey'] : undefined);
    const innerMessage = nonEmpty(typeof inner['message'] === 'string' ? inner['message'] : undefined);
    if (key ?? innerMessage) {
      if (key) summary.errorKey = key;
      if (innerMessage) summary.message = innerMessage;
      return summary;
    }
  }
  const wrappedText = nonEmpty(typeof wrapped === 'string' ? wrapped : undefined);
  const message = nonEmpty(typeof record['message'] === 'string' ? record['message'] : undefined) ?? wrappedText;
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
