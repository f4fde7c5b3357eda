/**
 * A file's bytes as UTF-8 text, or undefined when they are not UTF-8: read leniently, each bad
 * byte would become U+FFFD, and the step would send or apply other text than the file holds.
 * `keep-mark` keeps a leading byte order mark (the text is then the bytes that were hashed);
 * `drop-mark` drops it, for a reader to which it is no character of the text.
 */
export function utf8Text(bytes: Uint8Array, mark: 'keep-mark' | 'drop-mark'): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: mark === 'keep-mark' }).decode(bytes);
  } catch {
    return undefined;
  }
}
