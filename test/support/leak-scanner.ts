import type { ActionRun } from '../../scripts/action-step.ts';
import { readAsRunner, type RunnerCommand } from '../../scripts/runner-view.ts';
import { escapeHtml } from '../../src/runner/untrusted-text.ts';

/** The forms a secret can take in text: itself, JSON-escaped, percent-escaped as in a command. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1)]);
  return [...forms].filter((form) => form.length > 0);
}

/**
 * The shortest part of a secret that counts as a leak: a secret cut short (a body excerpt, a
 * line cut at a width) is still a leak. Every window of this many characters of each form is
 * looked for, which finds any longer part too; a secret shorter than this is looked for whole.
 */
export const LEAK_WINDOW = 8;

/**
 * Every window of LEAK_WINDOW characters of each form of each secret, with the secret it belongs
 * to; and each window as the job summary's HTML escapes it. That form is cut before it is escaped,
 * so that its window holds LEAK_WINDOW characters of the secret: eight characters of `&quot;`
 * would hold one, and be found in any escaped quote.
 */
function windowsOf(secrets: readonly string[]): Map<string, string> {
  const windows = new Map<string, string>();
  for (const secret of secrets) {
    for (const form of formsOf(secret)) {
      if (form.length <= LEAK_WINDOW) windows.set(form, secret);
      else for (let at = 0; at + LEAK_WINDOW <= form.length; at++) windows.set(form.slice(at, at + LEAK_WINDOW), secret);
    }
    if (secret.length <= LEAK_WINDOW) windows.set(escapeHtml(secret), secret);
    else for (let at = 0; at + LEAK_WINDOW <= secret.length; at++) windows.set(escapeHtml(secret.slice(at, at + LEAK_WINDOW)), secret);
  }
  return windows;
}

/** The window of a secret `text` shows, if any: a whole short secret, a window escaped longer, or LEAK_WINDOW characters. */
function windowIn(text: string, windows: Map<string, string>): { window: string; secret: string } | undefined {
  for (const [window, secret] of windows) if (window.length !== LEAK_WINDOW && text.includes(window)) return { window, secret };
  for (let at = 0; at + LEAK_WINDOW <= text.length; at++) {
    const window = text.slice(at, at + LEAK_WINDOW);
    const secret = windows.get(window);
    if (secret !== undefined) return { window, secret };
  }
  return undefined;
}

/**
 * Fails when any secret, or any part of one of LEAK_WINDOW characters, is visible: in stdout
 * outside `::add-mask::` lines, in the log as the runner would show it, in stderr, in an output
 * or in the job summary.
 */
export function findLeaks(run: ActionRun, secrets: readonly string[]): string[] {
  const leaks: string[] = [];
  const windows = windowsOf(secrets.filter((secret) => secret.length > 0));
  if (windows.size === 0) return [];
  const view = readAsRunner(run.stdout);
  const rawLines = run.stdout.split(/\r?\n/).filter((line) => !line.trimStart().startsWith('::add-mask::'));
  const check = (where: string, text: string) => {
    const found = windowIn(text, windows);
    // Test secrets only: the part found is shown, so that a coincidence in test data is told from a leak.
    if (found) leaks.push(`${JSON.stringify(found.window)} of a secret of length ${found.secret.length} in ${where}`);
  };
  for (const line of rawLines) check('stdout', line);
  for (const line of view.visible) check('the log as shown', line);
  check('stderr', run.stderr);
  check('the job summary', run.summary);
  for (const [name, value] of Object.entries(run.outputs)) check(`output ${name}`, value);
  return [...new Set(leaks)];
}

/** Commands the runner would act on other than the action's own bookkeeping. */
export function actedCommands(
  run: ActionRun,
  names: readonly string[] = ['error', 'warning', 'notice', 'add-mask', 'set-output', 'stop-commands', 'add-path', 'set-env'],
): RunnerCommand[] {
  return readAsRunner(run.stdout).commands.filter((command) => names.includes(command.command));
}

/** The inputs whose values are secrets: masked by the step, and never to be seen in any part. */
const SECRET_INPUTS = ['api-key', 'storage-password', 'deployment-key', 'github-token', 'secret-value', 'database-token'] as const;

/** A URL's `user:password` as written, and each of its parts. */
function urlCredentials(url: string | undefined): string[] {
  const credentials = /^[a-z]+:\/\/([^@/]*)@/i.exec(url ?? '')?.[1];
  return credentials ? [credentials, ...credentials.split(':')] : [];
}

/**
 * A secret gathered without a test naming it is looked for from this length on: a short value a
 * test gives a secret input (`api-key: bad`) would be found in ordinary words. A test that wants
 * a short secret looked for names it.
 */
const GATHERED_MIN_LENGTH = LEAK_WINDOW;

/** The names a `secrets` or `headers` line reads a value from: NAME, NAME=VAR (secrets), Name=VAR (headers). */
function variablesNamed(lines: string | undefined, form: 'secrets' | 'headers'): string[] {
  return (lines ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return form === 'headers' || at >= 0 ? line.slice(at + 1).trim() : line;
    });
}

/**
 * Every secret a step is handed: the secret inputs, the values its `secrets` and `headers` lines
 * read from the environment, the OIDC request token, and the credentials of a proxy or of
 * database-url (`libsql://user:password@…`, which the step refuses without showing them).
 */
export function stepSecrets(inputs: Readonly<Record<string, string>>, env: Readonly<Record<string, string | undefined>> = {}): string[] {
  const found: string[] = [];
  for (const name of SECRET_INPUTS) found.push(inputs[name] ?? '');
  for (const variable of [...variablesNamed(inputs['secrets'], 'secrets'), ...variablesNamed(inputs['headers'], 'headers')]) {
    found.push(env[variable] ?? '');
  }
  found.push(env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'] ?? '');
  for (const name of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']) found.push(...urlCredentials(env[name]));
  found.push(...urlCredentials(inputs['database-url']));
  return found.filter((secret) => secret.length >= GATHERED_MIN_LENGTH);
}

/** What the emulator holds or was sent that a step must never show. */
export interface EmulatorSecretSource {
  readonly requests: ReadonlyArray<{ headers: Record<string, string> }>;
  readonly state: {
    readonly storage: { readonly zones: ReadonlyMap<string, { password: string; readOnlyPassword: string }> };
    readonly scripts: ReadonlyMap<number, { deploymentKey: string }>;
  };
}

/** Headers that carry a credential to the platform: whatever a step sent in one is a secret. */
const CREDENTIAL_HEADERS = ['accesskey', 'deploymentkey', 'githubtoken', 'authorization'];

/**
 * Every secret of the emulator's platform: each storage zone's passwords, each script's
 * deployment key, and every credential a request carried to it (the OIDC tokens a keyless
 * publish minted and sent, the keys the step sent).
 */
export function emulatorSecrets(emulator: EmulatorSecretSource): string[] {
  const found: string[] = [];
  for (const zone of emulator.state.storage.zones.values()) found.push(zone.password, zone.readOnlyPassword);
  for (const script of emulator.state.scripts.values()) found.push(script.deploymentKey);
  for (const request of emulator.requests) {
    for (const header of CREDENTIAL_HEADERS) {
      const value = request.headers[header];
      if (value) found.push(value.replace(/^(token|bearer)\s+/i, ''));
    }
  }
  return [...new Set(found)].filter((secret) => secret.length >= GATHERED_MIN_LENGTH);
}
