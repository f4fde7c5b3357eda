import type { EdgeScript } from '../../api/models/edge-script.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requestLine, requests } from '../../api/requests.ts';
import { readSecretList } from '../../platform/script-secrets/secret-list.ts';
import type { StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { messageOf } from '../../http/wording.ts';

/**
 * require-env: configuration before code. The script's variables (from the script read the step
 * made) and its secrets (names only) must give the code each name; otherwise the step fails
 * here, before its code is saved, naming every missing name at once. A secrets list that
 * cannot be read fails the step too: it never counts as "no secrets". `limits`, the failure of
 * the runtime's limits, fails it when every name is given (the caller joins it to any other).
 */
export async function requireEnvironment(
  names: readonly string[],
  scriptId: number,
  script: EdgeScript,
  client: PlatformClient,
  report: StepReport,
  /** The failure of the runtime's limits, when the variables pass them: thrown when every name is given. */
  limits?: StepFailure,
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
    const said = messageOf(error);
    throw new StepFailure(`${why}:\n${said}`, 'require-env: the secrets could not be read', StepFailure.apiErrorOf(error));
  }
  // null is a script without variables; an answer without the member says nothing about them.
  const variablesRead = script.EdgeScriptVariables !== undefined;
  // A secret gives the code its name by existing (its value cannot be read), a variable by a
  // DefaultValue that is not empty. Names are compared exactly, as the code reads them.
  const secrets = new Set(secretNames);
  const variables = script.EdgeScriptVariables ?? [];
  const withValue = (valued: boolean) =>
    new Set(variables.filter((v) => v.Name && ((v.DefaultValue ?? '') !== '') === valued).map((v) => v.Name));
  const [valued, empty] = [withValue(true), withValue(false)];
  const kind = (name: string) => (secrets.has(name) ? 'secret' : valued.has(name) ? 'variable' : empty.has(name) ? 'empty' : 'missing');
  const missing = names.filter((name) => kind(name) === 'empty' || kind(name) === 'missing');
  const found = [
    ...names.filter((name) => kind(name) === 'secret').map((name) => `${name} (secret)`),
    ...names.filter((name) => kind(name) === 'variable').map((name) => `${name} (variable)`),
  ];
  if (missing.length === 0) {
    // Every name given, yet the script does not boot: the limits' failure alone, never "gives the code every name".
    if (limits) {
      summary.heading(`bunny.net publish-script: script ${scriptId}`);
      throw limits;
    }
    log.info(`require-env: the script's configuration gives the code every name: ${found.join(', ')}`);
    return;
  }
  // Without the variables read, a name that is not a secret is unknown, not missing.
  const foundAs = (name: string) =>
    kind(name) !== 'secret' && !variablesRead
      ? 'unknown: not a secret; the variables could not be read'
      : { secret: 'secret', variable: 'variable', empty: 'missing: variable with an empty value', missing: 'missing' }[kind(name)];
  summary.heading(`bunny.net publish-script: script ${scriptId}`).table(
    ['Name', 'Found as'],
    names.map((name) => [name, foundAs(name)]),
  );
  if (!variablesRead) {
    throw new StepFailure(
      `require-env: ${requestLine(requests.edgeScript(scriptId))} answered without the script's variables (EdgeScriptVariables): could not read the list of variables, so whether ${missing.length} of the ${names.length} names are variables is unknown, and nothing was saved or published:\n` +
        missing.map((name) => `- ${name}: not a secret; whether it is a variable with a value could not be read`).join('\n') +
        (found.length > 0 ? `\nFound: ${found.join(', ')}.` : '') +
        '\nRun the step again; if the read keeps answering without the list, the platform did not say which variables the script has.',
      'require-env: the variables could not be read; nothing saved or published',
    );
  }
  throw new StepFailure(
    `require-env: script ${scriptId} does not give the code ${missing.length} of the ${names.length} names it needs, so nothing was saved or published:\n` +
      missing
        .map((name) =>
          kind(name) === 'empty'
            ? `- ${name}: a variable with an empty value; give it one with sync-variables (variables: ${name}=...)`
            : `- ${name}: neither a secret nor a variable; set it with sync-variables (variables: ${name}=...), or with upsert-secret (secrets: ${name}) if its value is secret`,
        )
        .join('\n') +
      (found.length > 0 ? `\nFound: ${found.join(', ')}.` : ''),
    `require-env: ${missing.length} of ${names.length} names missing; nothing saved or published`,
  );
}
