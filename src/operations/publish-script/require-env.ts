import type { EdgeScript } from '../../api/models/edge-script.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requestLine, requests } from '../../api/requests.ts';
import { readSecretList } from '../../platform/script-secrets/secret-list.ts';
import { checkRequiredEnv, type RequiredEnvVerdict } from '../../platform/script-variables/required-env.ts';
import type { StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';

/** What sets a missing name, for the failure's line about it. */
function remedy(name: string, verdict: RequiredEnvVerdict): string {
  if (verdict.emptyVariables.includes(name))
    return `${name}: a variable with an empty value; give it one with sync-variables (variables: ${name}=...)`;
  return `${name}: neither a secret nor a variable; set it with sync-variables (variables: ${name}=...), or with upsert-secret (secrets: ${name}) if its value is secret`;
}

/**
 * require-env: configuration before code. The script's variables (from the script read the step
 * made) and its secrets (names only) must give the code each name; otherwise the step fails
 * here, before its code is saved, naming every missing name at once. A secrets list that
 * cannot be read fails the step too: it never counts as "no secrets".
 */
export async function requireEnvironment(
  names: readonly string[],
  scriptId: number,
  script: EdgeScript,
  client: PlatformClient,
  report: StepReport,
): Promise<void> {
  const { log, summary } = report;
  const why = `require-env: could not read the list of secrets of script ${scriptId}, so which names are secrets is unknown and nothing was saved or published`;
  let secretNames: Array<string | null | undefined>;
  try {
    const read = await readSecretList(client, scriptId);
    if (read.missing) throw read.missing;
    secretNames = read.list.map((secret) => secret.Name);
  } catch (error) {
    summary.heading(`bunny.net publish-script: script ${scriptId}`);
    const said = error instanceof Error ? error.message : String(error);
    throw new StepFailure(`${why}:\n${said}`, 'require-env: the secrets could not be read', StepFailure.apiErrorOf(error));
  }
  // null is a script without variables; an answer without the member says nothing about them.
  const variablesRead = script.EdgeScriptVariables !== undefined;
  const verdict = checkRequiredEnv(names, script.EdgeScriptVariables ?? [], secretNames);
  const found = [...verdict.asSecret.map((name) => `${name} (secret)`), ...verdict.asVariable.map((name) => `${name} (variable)`)];
  if (verdict.missing.length === 0) {
    log.info(`require-env: the script's configuration gives the code every name: ${found.join(', ')}`);
    return;
  }
  // Without the variables read, a name that is not a secret is unknown, not missing.
  const foundAs = (name: string) =>
    verdict.asSecret.includes(name)
      ? 'secret'
      : !variablesRead
        ? 'unknown: not a secret; the variables could not be read'
        : verdict.asVariable.includes(name)
          ? 'variable'
          : verdict.emptyVariables.includes(name)
            ? 'missing: variable with an empty value'
            : 'missing';
  summary.heading(`bunny.net publish-script: script ${scriptId}`).table(
    ['Name', 'Found as'],
    names.map((name) => [name, foundAs(name)]),
  );
  if (!variablesRead) {
    throw new StepFailure(
      `require-env: ${requestLine(requests.edgeScript(scriptId))} answered without the script's variables (EdgeScriptVariables): could not read the list of variables, so whether ${verdict.missing.length} of the ${names.length} names are variables is unknown, and nothing was saved or published:\n` +
        verdict.missing.map((name) => `- ${name}: not a secret; whether it is a variable with a value could not be read`).join('\n') +
        (found.length > 0 ? `\nFound: ${found.join(', ')}.` : '') +
        '\nRun the step again; if the read keeps answering without the list, the platform did not say which variables the script has.',
      'require-env: the variables could not be read; nothing saved or published',
    );
  }
  throw new StepFailure(
    `require-env: script ${scriptId} does not give the code ${verdict.missing.length} of the ${names.length} names it needs, so nothing was saved or published:\n` +
      verdict.missing.map((name) => `- ${remedy(name, verdict)}`).join('\n') +
      (found.length > 0 ? `\nFound: ${found.join(', ')}.` : ''),
    `require-env: ${verdict.missing.length} of ${names.length} names missing; nothing saved or published`,
  );
}
