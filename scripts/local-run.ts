/**
 * `npm run local -- operation=search query=prod`: one step of the built action on this machine,
 * as the runner would run it (inputs as INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY),
 * with the project's own Node 24 whatever `node` the machine has: npm puts node_modules/.bin,
 * where the `node` package installs Node 24, first on the PATH of its scripts.
 *
 * Without `api-url`, it starts the bundled emulator and stops it afterwards (its key is used
 * unless `api-key` is given). With `api-url`, the key comes from BUNNY_API_KEY in the
 * environment, so that it is not typed on a command line. The workspace is the current folder.
 * A shell drops exported variables with a hyphen in their names (INPUT_RECORD-NAME), which is
 * why `npx node dist/index.js` loses inputs and this command passes them itself.
 */
import { startEmulator, type Emulator } from '../emulator/server.ts';
import { readAsRunner } from '../test/support/leak-scanner.ts';
import { spawnAction } from '../test/support/run-action.ts';

const USAGE =
  'usage: npm run local -- operation=NAME input=value ... (api-url=URL with BUNNY_API_KEY set, or none for the bundled emulator)';

export function parseLocalInputs(args: readonly string[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const arg of args) {
    const equals = arg.indexOf('=');
    if (equals <= 0) throw new Error(`'${arg}' is not input=value; ${USAGE}`);
    inputs[arg.slice(0, equals)] = arg.slice(equals + 1);
  }
  if (!inputs['operation']) throw new Error(`operation= is required; ${USAGE}`);
  return inputs;
}

if (import.meta.main) {
  let inputs: Record<string, string>;
  try {
    inputs = parseLocalInputs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  let emulator: Emulator | undefined;
  if (inputs['api-url'] === undefined) {
    emulator = await startEmulator();
    console.log(`Started the bundled emulator at ${emulator.url} (stopped when the step ends)`);
    inputs = { 'api-url': emulator.url, 'api-key': emulator.apiKey, ...inputs };
  } else if (inputs['api-key'] === undefined) {
    const key = process.env['BUNNY_API_KEY'];
    if (!key) {
      console.error('api-url is given but BUNNY_API_KEY is not set: export BUNNY_API_KEY=... first (it is not read from the command line)');
      process.exit(2);
    }
    inputs['api-key'] = key;
  }
  try {
    const run = await spawnAction(inputs, { workspace: process.cwd(), env: { GITHUB_SHA: process.env['GITHUB_SHA'] ?? '' } });
    // What a person would see in the runner's log (the step lists its outputs itself), commands
    // applied and masked values hidden.
    for (const line of readAsRunner(run.stdout).visible) console.log(line);
    if (run.stderr) console.error(run.stderr);
    process.exitCode = run.exitCode ?? 1;
  } finally {
    await emulator?.close();
  }
}
