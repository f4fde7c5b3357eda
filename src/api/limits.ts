/**
 * Limits and enumerations of the API that input checks need. Kept apart from the zod models
 * so that a step refusing a bad input never loads zod: start-up is paid by every job.
 */

/** The range of an int32 field or id of the API. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export const SECRET_NAME_MAX = 256;
export const SECRET_VALUE_MAX = 4096;

/**
 * UpsertEdgeScriptVariableModel: Name 1..256 (DefaultValue at most 4,096, but the runtime boots
 * with at most 2,048 bytes: platform/script-variables/runtime-limits.ts).
 */
export const VARIABLE_NAME_MAX = 256;

export const AUDIT_ORDERS = ['Ascending', 'Descending'] as const;
export type AuditOrder = (typeof AUDIT_ORDERS)[number];
export const AUDIT_LIMIT_MIN = 1;
export const AUDIT_LIMIT_MAX = 10_000;

export const SEARCH_RESULT_TYPES = ['cdn', 'storage', 'dns', 'script', 'stream'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Larger than any Edge Script the platform runs; a bigger file is a wrong path (a bundle of node_modules). */
export const MAX_SCRIPT_BYTES = 10 * 1024 * 1024;

/**
 * The most body text one release (or a script's saved code) may span: its Code is a JSON string,
 * and an encoder may escape every byte of it as `\u00XX` (six bytes: control characters, and the
 * `<`, `>`, `&`, `'`, `+` that .NET's default encoder escapes), so a script of MAX_SCRIPT_BYTES is
 * read whole however it is escaped; the release's other fields are small.
 */
export const MAX_RELEASE_BYTES = 6 * MAX_SCRIPT_BYTES + 1024 * 1024;
