/**
 * What the Edge Script runtime allows of a script's variables, which is less than the API
 * takes: the API stores values of 4,096 characters and any number of variables, but a script
 * past these limits fails to boot and answers every request 400, static files included (the
 * platform's docs, `scripting/limits`; live tests: 2,049 bytes and 129 variables break it;
 * secrets do not count). Variables reach the running script without a publish, so a write past
 * them is an outage at once.
 */

/** The longest value the runtime boots with, in bytes of UTF-8. */
export const RUNTIME_VALUE_BYTES_MAX = 2048;
/** The most variables a script boots with. */
export const RUNTIME_VARIABLES_MAX = 128;

export const utf8Bytes = (value: string) => Buffer.byteLength(value, 'utf8');

/**
 * The names the step would write that the script already has as secrets: a variable and a
 * secret of one script cannot share a name (live tests; the platform's CLI refuses it before
 * writing). Compared without regard to case: whether the platform does is unknown, and a
 * collision it would refuse, or worse, shadow, must not reach it.
 */
export function secretCollisions(
  names: readonly string[],
  secretNames: readonly (string | null | undefined)[],
): Array<{ name: string; secret: string }> {
  const secrets = new Map<string, string>();
  for (const secret of secretNames) if (secret) secrets.set(secret.toLowerCase(), secret);
  return names.flatMap((name) => {
    const secret = secrets.get(name.toLowerCase());
    return secret === undefined ? [] : [{ name, secret }];
  });
}
