/*
 * What a step gives as an address (`url`, a purge's URL): a hostname a visitor can be sent to,
 * as a URL carries it unchanged. A wildcard hostname (`*.preview.example.com`, the set-up for
 * previews) answers for many names and is the address of none; a name with any other character
 * would be changed, or refused, by the URL that named it.
 */

const PLAIN_HOST = /^[A-Za-z0-9.-]+$/;

/** Whether the hostname, as the platform lists it, is an address: one exact name a URL carries unchanged. */
export const isAddressHostname = (hostname: string): boolean => PLAIN_HOST.test(hostname);

/** The first of the hostnames, in their order, that is an address, lower case: a wildcard or odd name listed before it is passed over. */
export function firstAddress(hostnames: Iterable<string | null | undefined>): string | undefined {
  for (const hostname of hostnames) if (hostname && isAddressHostname(hostname)) return hostname.toLowerCase();
  return undefined;
}
