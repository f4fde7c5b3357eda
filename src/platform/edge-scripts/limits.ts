/** Larger than any Edge Script the platform runs; a bigger file is a wrong path (a bundle of node_modules). */
export const MAX_SCRIPT_BYTES = 10 * 1024 * 1024;

/**
 * The most body text one release of the list may span: its Code is a JSON string, and an encoder
 * may escape every byte of it as `\u00XX` (six bytes: control characters, and the `<`, `>`, `&`,
 * `'`, `+` that .NET's default encoder escapes), so a script of MAX_SCRIPT_BYTES is read whole
 * however it is escaped; the release's other fields are small.
 */
export const MAX_RELEASE_BYTES = 6 * MAX_SCRIPT_BYTES + 1024 * 1024;
