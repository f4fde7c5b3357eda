/**
 * The shortest part of a secret (one line of a multi-line value, a URL's user name) masked on its
 * own: a shorter one ("{", "a") would blank out unrelated text in every later line of the job.
 * The whole secret is masked whatever its length.
 */
export const SHORTEST_MASKED_PART = 4;

/**
 * What to mask of a URL's credentials (`user:password` as written), each as written and
 * percent-decoded: the whole `user:password` and the password whatever their length, and the
 * user name alone only when no shorter than SHORTEST_MASKED_PART, since a mask of a name like `a`
 * blanks out that letter in every later line of the job. The one rule for every URL the step is
 * given (api-url, a probed URL, a proxy variable). A part that is no percent-encoding is masked
 * as written only.
 */
export function credentialMasks(user: string, password: string): string[] {
  const forms = new Set<string>();
  for (const part of password === '' ? [] : [`${user}:${password}`, password]) forms.add(part).add(decodedOrAsIs(part));
  for (const form of [user, decodedOrAsIs(user)]) if (form.length >= SHORTEST_MASKED_PART) forms.add(form);
  return [...forms];
}

/** Percent-decoded; undefined when a % starts no %XX escape of UTF-8. */
export function percentDecoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** Percent-decoded; as written when it is not percent-encoding. */
const decodedOrAsIs = (part: string): string => percentDecoded(part) ?? part;
