/**
 * How long a change of a script's variables takes to reach its running code: they reach it
 * without a publish, "within about ten seconds" (the interface's sync-variables, "A change of
 * configuration is a deploy"). A probe sent sooner meets the configuration from before the
 * change, and would pass on it: a step that changed the variables waits this long first.
 */
export const VARIABLE_PROPAGATION_MS = 10_000;
