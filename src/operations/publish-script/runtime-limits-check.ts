import type { EdgeScript } from '../../api/models/edge-script.ts';
import {
  RUNTIME_VALUE_BYTES_MAX,
  RUNTIME_VARIABLES_MAX,
  runtimeLimitsBreach,
  type RuntimeLimitsBreach,
} from '../../platform/script-variables/runtime-limits.ts';
import type { StepReport } from '../operation.ts';
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
 * publish itself goes through. With require-env (configuration before code) that fails the step
 * before the save; without it the step cannot tell whether the publish is wanted anyway (a
 * later step may mend the variables), so it warns. A dry run reads the same and says the same.
 */
export function checkRuntimeLimits(scriptId: number, script: EdgeScript, requireEnv: boolean, report: StepReport): void {
  const breach = runtimeLimitsBreach(script.EdgeScriptVariables ?? []);
  if (!breach) return;
  const why = `variables of script ${scriptId} pass the runtime's limits: the script does not boot (every request answers 400) whatever code is published`;
  if (!requireEnv) {
    report.log.warning(`The ${why} (with require-env the step would refuse to publish):\n${breachLines(breach).join('\n')}`);
    return;
  }
  report.summary.heading(`bunny.net publish-script: script ${scriptId}`);
  throw new StepFailure(
    `require-env: the ${why}, so nothing was saved or published:\n${breachLines(breach).join('\n')}`,
    "require-env: the variables pass the runtime's limits; nothing saved or published",
  );
}
