/*
 * What a shield zone's wafExecutionMode means (the Shield API's WAFExecutionMode: 0 = Log,
 * 1 = Block). The model leaves it untyped, as enum values change: a value not named here is
 * shown as sent.
 */

/** The mode in which the WAF logs what its rules match and lets it through. */
export const WAF_LOG_MODE = 0;

const NAMES = new Map<unknown, string>([
  [WAF_LOG_MODE, 'Log'],
  [1, 'Block'],
]);

/** The mode's name: Log, Block, the value as sent for another, or '' when the zone gives none. */
export const wafModeName = (mode: unknown): string => NAMES.get(mode) ?? (mode === null || mode === undefined ? '' : String(mode));
