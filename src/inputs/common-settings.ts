import { parseBaseUrl } from '../api/base-url.ts';
import { InputError, checkHeaderSecret, type Inputs } from './inputs.ts';
import { hideCredentials, maskWrittenCredentials } from './url-text.ts';
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

/** `keyRequired` is false for an operation that sends no API request (probe-url). */
export function readCommonSettings(inputs: Inputs, keyRequired = true): CommonSettings {
  const dryRun = inputs.boolean('dry-run', false);
  const apiUrlText = inputs.line('api-url') ?? DEFAULT_API_URL;
  let apiUrl: URL;
  if (maskWrittenCredentials(inputs, apiUrlText)) {
    throw new InputError('api-url', 'credentials in the URL are not allowed (user:password@); pass the key as api-key');
  }
  try {
    apiUrl = parseBaseUrl(apiUrlText);
  } catch (error) {
    // The parser quotes the address; a message shows it without what could be credentials.
    const message = messageOf(error).replaceAll(apiUrlText, hideCredentials(apiUrlText));
    throw new InputError('api-url', message.endsWith('the key is given apart') ? `${message}, as api-key` : message);
  }
  const apiKey = inputs.optional('api-key');
  if (apiKey === undefined && !dryRun && keyRequired) {
    throw new InputError('api-key', 'is required (pass it from a secret: api-key: ${{ secrets.BUNNY_API_KEY }}), unless dry-run is true');
  }
  if (apiKey !== undefined) checkHeaderSecret('api-key', apiKey, 'an API key');
  const timeoutSeconds = inputs.integer('timeout-seconds', { min: 1, max: 600, default: 30 }) ?? 30;
  const maxAttempts = inputs.integer('max-attempts', { min: 1, max: 10, default: 3 }) ?? 3;
  return { apiUrl, apiKey, timeoutMs: timeoutSeconds * 1000, maxAttempts, dryRun };
}
