import { parseBaseUrl } from '../api/base-url.ts';
import { checkHeaderSecret, type Inputs } from './inputs.ts';
import { maskWrittenCredentials, urlAsShown } from './url-text.ts';
import { messageOf } from '../http/wording.ts';

const DEFAULT_API_URL = 'https://api.bunny.net';

export interface CommonSettings {
  apiUrl: URL;
  /** Undefined only in a dry run. */
  apiKey: string | undefined;
  timeoutMs: number;
  maxAttempts: number;
  dryRun: boolean;
}

/**
 * `keyRequired` is false for an operation that sends no API request (probe-url). A problem is
 * recorded and a placeholder read on, as every reader does, so that a missing key names the
 * step's other problems too; the step fails on them before any request.
 */
export function readCommonSettings(inputs: Inputs, keyRequired = true): CommonSettings {
  const dryRun = inputs.boolean('dry-run', false);
  const apiUrl = readApiUrl(inputs) ?? parseBaseUrl(DEFAULT_API_URL);
  const apiKey = inputs.optional('api-key');
  if (apiKey === undefined && !dryRun && keyRequired) {
    inputs.problems.refuse('api-key', 'is required (pass it from a secret: api-key: ${{ secrets.BUNNY_API_KEY }}), unless dry-run is true');
  }
  // An unusable key is kept as given: the plan sees that a key was meant (no second "api-key is required").
  if (apiKey !== undefined) inputs.check(() => checkHeaderSecret('api-key', apiKey, 'an API key'));
  const timeoutSeconds = inputs.integer('timeout-seconds', { min: 1, max: 600, default: 30 }) ?? 30;
  const maxAttempts = inputs.integer('max-attempts', { min: 1, max: 10, default: 3 }) ?? 3;
  return { apiUrl, apiKey, timeoutMs: timeoutSeconds * 1000, maxAttempts, dryRun };
}

/** The API's address; undefined, its problem recorded, when it will not do. */
function readApiUrl(inputs: Inputs): URL | undefined {
  const text = inputs.line('api-url') ?? DEFAULT_API_URL;
  if (maskWrittenCredentials(inputs, text)) {
    return inputs.problems.refuse('api-url', 'credentials in the URL are not allowed (user:password@); pass the key as api-key');
  }
  try {
    return parseBaseUrl(text);
  } catch (error) {
    // The parser quotes the address; a message shows it without what could be credentials or a token.
    const message = messageOf(error).replaceAll(text, urlAsShown(text));
    return inputs.problems.refuse('api-url', message.endsWith('the key is given apart') ? `${message}, as api-key` : message);
  }
}
