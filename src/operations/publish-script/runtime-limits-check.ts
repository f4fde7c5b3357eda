import type { EdgeScript } from '../../api/models/edge-script.ts';
import {
  RUNTIME_VALUE_BYTES_MAX,
  RUNTIME_VARIABLES_MAX,
  runtimeLimitsBreach,
  type RuntimeLimitsBreach,
} from '../../platform/script-variables/runtime-limits.ts';
import { StepFailure } from '../step-failure.ts';

/** Each limit the variables pass, one line a breach: names and sizes, never a value. */
const breachLines = ({ count, tooMany, tooLong }: RuntimeLimitsBreach) => [
  ...(tooMany
    ? [
        `- ${count} variables, more than the runtime's ${RUNTIME_VARIABLES_MAX} a script: delete ${count - RUNTIME_VARIABLES_MAX} (sync-variables with prune removes the ones its list does not name)`,
      ]
    : []),
  ...tooLong.map(
    ({ name, bytes }) =>
      `- ${name}: a value of ${bytes} bytes (UTF-8), more than the runtime's ${RUNTIME_VALUE_BYTES_MAX} a value: give it a shorter one with sync-variables (variables: ${name}=...)`,
  ),
];

/**
 * The script's variables, as the step read them, against the runtime's limits: past them the
 * script does not boot and answers every request 400, whatever code is published, while the
 * publish itself goes through. A step that published there would report live code that answers
 * nothing, so the save is refused, require-env or not: this returns the failure, for the step to
 * raise once require-env (when given) has looked for the names too, so that one failure lists
 * every problem (see withRuntimeLimits). A dry run reads the same and says the same.
 */
export function checkRuntimeLimits(scriptId: number, script: EdgeScript, requireEnv: boolean): StepFailure | undefined {
  const breach = runtimeLimitsBreach(script.EdgeScriptVariables ?? []);
  if (!breach) return undefined;
  const why = `variables of script ${scriptId} pass the runtime's limits: the script does not boot (every request answers 400) whatever code is published`;
  const lines = breachLines(breach).join('\n');
  if (!requireEnv)
    return new StepFailure(
      `The ${why}, so nothing was saved or published:\n${lines}`,
      "the variables pass the runtime's limits; nothing saved or published",
    );
  return new LimitsFailure(
    `require-env: the ${why}, so nothing was saved or published:\n${lines}`,
    "require-env: the variables pass the runtime's limits; nothing saved or published",
    `The ${why}:\n${lines}`,
  );
}

/** The failure of the runtime's limits, with the sentence that joins it to another of require-env's. */
class LimitsFailure extends StepFailure {
  readonly also: string;

  constructor(message: string, verdict: string, also: string) {
    super(message, verdict);
    this.also = also;
  }
}

/**
 * require-env's other failure (`other`: a missing name, a list that could not be read) with the
 * limits' failure after it, so that a run names every problem at once; `other` alone, or the
 * limits' failure alone, when there is only one.
 */
export function withRuntimeLimits(other: unknown, limits: StepFailure | undefined): unknown {
  if (!(limits instanceof LimitsFailure) || !(other instanceof StepFailure) || other === limits) return other;
  return new StepFailure(
    `${other.message}\n${limits.also}`,
    `${other.verdict.replace(/; nothing saved or published$/, '')}; the variables pass the runtime's limits too; nothing saved or published`,
    StepFailure.apiErrorOf(other),
  );
}
