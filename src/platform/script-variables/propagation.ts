/**
 * What a step that changed the variables waits before its probe. A change of a script's
 * variables reaches its running code without a publish, "within about ten seconds" (the
 * interface's sync-variables, "A change of configuration is a deploy"); a probe sent sooner meets
 * the configuration from before the change, and would pass on it. "About ten seconds" is no
 * bound, and a probe at 10.0 s can still meet the old configuration, so the wait adds a margin
 * of half as long again.
 */
export const VARIABLE_PROPAGATION_WAIT_MS = 10_000 + 5_000;
