import { parseBaseUrl } from '../../api/base-url.ts';
import { messageOf } from '../../http/wording.ts';

/**
 * A database's address as the platform gives it (`libsql://<id>.lite.bunnydb.net`) or its
 * `https://` form, as the SQL API's base: libSQL's remote protocol over HTTP is the same host
 * over https. `http://` only to a loopback host (emulators, tests), as for the API's address.
 * Throws a plain Error saying what is wrong, for the caller to attribute.
 */
export function sqlApiBase(text: string): URL {
  const https = text.replace(/^libsql:\/\//i, 'https://');
  try {
    return parseBaseUrl(https);
  } catch (error) {
    // The address as it was written, not as rewritten: a message about it quotes what the user gave.
    throw new Error(messageOf(error).replaceAll(https, text));
  }
}

export function pipelinePath(base: URL): string {
  return `${base.pathname.replace(/\/+$/, '')}/v2/pipeline`;
}
