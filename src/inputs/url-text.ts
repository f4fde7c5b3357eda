import { showValue, type Inputs } from './inputs.ts';
import { credentialMasks } from '../http/credential-masks.ts';

/**
 * The one place an input URL is described: its credentials never shown, whatever else is wrong
 * with it (an ftp:// URL, a space, a line of a list), and found without parsing it, since a URL
 * that does not parse is exactly the one whose message shows it.
 */

/** A scheme with its slashes: in `user:pass@host` the user name is no scheme. */
const SCHEME = /^\s*[A-Za-z][A-Za-z0-9+.-]*:[/\\]+/;

/**
 * The user name and password of a URL as written (`https://user:pass@host/`): the authority is
 * what follows the scheme's slashes up to the first /, ?, # or \, and its credentials what
 * comes before its last @.
 */
export function writtenCredentials(text: string): string | undefined {
  const authority = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?[/\\]*([^/?#\\]*)/.exec(text.trim())?.[1] ?? '';
  const at = authority.lastIndexOf('@');
  return at < 0 ? undefined : authority.slice(0, at);
}

/**
 * The URL as it may be shown: everything between the scheme and the text's last @ hidden. Wider
 * than the authority on purpose: a password holding / or # ends the authority early when parsed
 * (`https://u:pa/ss@host`), and a message may not show any of it; a path holding @ is shown
 * hidden up to it, which only an error message sees.
 */
export function hideCredentials(text: string): string {
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const scheme = SCHEME.exec(text)?.[0] ?? '';
  return at < scheme.length ? text : `${scheme}***${text.slice(at)}`;
}

/**
 * A host name (a space in it too, the error a reader needs to see), or an IPv6 address in
 * brackets, and then the path or nothing.
 */
const PLAIN_HOST = /^(?:[A-Za-z0-9. -]+|\[[0-9A-Fa-f:.]+\])(?:[/\\]|$)/;
/** The same with a port: read before an @, `user:1234` is a user and the start of a password. */
const PLAIN_HOST_PORT = /^(?:[A-Za-z0-9. -]+|\[[0-9A-Fa-f:.]+\])(?::\d+)?(?:[/\\]|$)/;

/**
 * The URL as an input error may show it: its query and fragment hidden, which carry tokens as
 * often (`?authToken=`, `#access_token=`), and its credentials (hideCredentials). The `?` or `#`
 * stays, before `***` as credentials are hidden, so the reader sees that one was there.
 *
 * The query is cut at the first ? or # after the scheme, and credentials are hidden in what is
 * before it: an @ after it is in the query (`?who=ci@example.com&token=`). But a password may
 * hold ? or # too (`https://user:pa?ss@host/`), and then what is before the cut is credentials.
 * When an @ follows the cut, what is before it is shown only if it reads as a host (after the
 * credentials it holds, if any); otherwise only the scheme and `***` are.
 */
export function urlAsShown(text: string): string {
  const scheme = SCHEME.exec(text)?.[0].length ?? 0;
  const cut = text.slice(scheme).search(/[?#]/);
  if (cut < 0) return hideCredentials(text);
  const before = text.slice(0, scheme + cut);
  const shown = `${hideCredentials(before)}${text.charAt(scheme + cut)}***`;
  if (!text.includes('@', scheme + cut)) return shown;
  const at = before.lastIndexOf('@');
  const host = at < scheme ? PLAIN_HOST.test(before.slice(scheme)) : PLAIN_HOST_PORT.test(before.slice(at + 1));
  return host ? shown : `${text.slice(0, scheme)}***`;
}

/** A URL input's value quoted for a message, credentials, query and fragment hidden (showValue's quoting and cut). */
export function showUrl(text: string): string {
  return showValue(urlAsShown(text));
}

/**
 * Masks what a written URL holds as credentials, by the one rule of credentialMasks (the whole
 * `user:password` and the password; the user name alone only when long enough), so that no later
 * line shows them either. Messages hide the whole part before the @ anyway (hideCredentials).
 * Returns whether there were any.
 */
export function maskWrittenCredentials(inputs: Pick<Inputs, 'mask'>, text: string): boolean {
  const credentials = writtenCredentials(text);
  if (credentials === undefined) return false;
  const colon = credentials.indexOf(':');
  const user = colon < 0 ? credentials : credentials.slice(0, colon);
  const password = colon < 0 ? '' : credentials.slice(colon + 1);
  for (const form of credentialMasks(user, password)) inputs.mask(form);
  return true;
}

/**
 * For an input that takes a host name: a value written as a URL with `user:password@` is masked
 * and refused before any other check, whose messages quote the value. Returns whether it was.
 */
export function refuseWrittenCredentials(inputs: Pick<Inputs, 'mask' | 'raw' | 'problems'>, name: string, instead: string): boolean {
  const raw = inputs.raw(name);
  if (raw === undefined || !maskWrittenCredentials(inputs, raw)) return false;
  inputs.problems.refuse(name, `holds credentials (user:password@); ${instead}`);
  return true;
}
