/**
 * How long a change of a script's variables takes to reach its running code: they reach it
 * without a publish, "within about ten seconds" (the interface's sync-variables, "A change of
 * configuration is a deploy"). A probe sent sooner meets the configuration from before the
 * change, and would pass on it.
 */
const VARIABLE_PROPAGATION_MS = 10_000;

/**
 * What a step that changed the variables waits before its probe: "about ten seconds" is no
 * bound, and a probe at 10.0 s can still meet the old configuration, so the wait adds a margin
 * of half as long again.
 */
export const VARIABLE_PROPAGATION_WAIT_MS = VARIABLE_PROPAGATION_MS + 5_000;
