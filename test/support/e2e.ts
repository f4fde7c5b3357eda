import { afterAll, afterEach, beforeAll, type TestContext } from 'vitest';
import { DEFAULT_API_KEY, startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.ts';
import { emulatorSecrets, findLeaks, stepSecrets } from './leak-scanner.ts';
import { STAND_IN_GITHUB_TOKEN } from '../../scripts/runner-defaults.ts';
import { runAction, type ActionRun, type RunActionOptions } from './run-action.ts';

export { DEFAULT_API_KEY };

/**
 * The one emulator fixture: one emulator for a test file (or a describe block), reset between
 * its tests, closed after them. A test that needs a second emulator (another host, a concurrent
 * world) starts its own and says why.
 */
export function useEmulator(options: EmulatorOptions = {}): () => Emulator {
  let emulator: Emulator | undefined;
  beforeAll(async () => {
    emulator = await startEmulator(options);
  });
  afterEach(() => emulator?.reset());
  afterAll(() => emulator?.close());
  return () => {
    if (!emulator) throw new Error('the emulator is not started');
    return emulator;
  };
}

/**
 * An emulator of the test's own, closed when the test ends: for tests that run at once
 * (`describe.concurrent`), which cannot share one that is reset between them. The test's own
 * onTestFinished, from its context: the global one may attach to a concurrent test.
 */
export async function ownEmulator({ onTestFinished }: TestContext, options: EmulatorOptions = {}): Promise<Emulator> {
  const emulator = await startEmulator(options);
  onTestFinished(() => emulator.close());
  return emulator;
}

/**
 * Two emulators of a file's own, neither reset between its tests: for what one emulator must not
 * share with another in the same process (ids, product states).
 */
export function useEmulatorPair(): () => [Emulator, Emulator] {
  let pair: [Emulator, Emulator] | undefined;
  beforeAll(async () => {
    pair = await Promise.all([startEmulator(), startEmulator()]);
  });
  afterAll(async () => {
    await Promise.all(pair?.map((emulator) => emulator.close()) ?? []);
  });
  return () => {
    if (!pair) throw new Error('the emulators are not started');
    return pair;
  };
}

/**
 * Runs the built action against the emulator with its key and address, and fails the test if
 * any part (LEAK_WINDOW characters) of a secret is visible anywhere a user could see it: the
 * key, `secrets`, every secret the step was handed (secret inputs, the variables its `secrets`
 * and `headers` read, the OIDC request token, a proxy's credentials, github-token's default) and
 * every secret of the emulator (storage passwords, deployment keys, each credential a request
 * carried: the OIDC tokens a keyless publish sent among them).
 */
export async function runAgainst(
  emulator: Emulator,
  inputs: Record<string, string>,
  options: RunActionOptions & { secrets?: readonly string[] } = {},
): Promise<ActionRun> {
  // `{emulator}` in a value stands for the emulator's address (a URL to probe on loopback).
  const given = Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, value.replaceAll('{emulator}', emulator.url)]));
  const run = await runAction({ 'api-key': DEFAULT_API_KEY, 'api-url': emulator.url, 'max-attempts': '3', ...given }, options);
  const leaks = findLeaks(run, [
    DEFAULT_API_KEY,
    STAND_IN_GITHUB_TOKEN,
    ...stepSecrets(given, options.env),
    ...emulatorSecrets(emulator),
    ...(options.secrets ?? []),
  ]);
  if (leaks.length > 0) throw new Error(`secret visible: ${leaks.join('; ')}\n--- stdout ---\n${run.stdout}`);
  return run;
}

/** The message the step failed with, as the runner shows it. */
export function failureMessage(run: ActionRun): string {
  return run.outputs['error-message'] ?? '';
}
