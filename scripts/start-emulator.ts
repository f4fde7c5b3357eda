import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { parseArgs } from 'node:util';

// Starts the emulator in the background and returns once it answers, the same way on Linux,
// Windows and macOS runners (no nohup, no &, no curl loop): the self-test workflow uses it.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    log: { type: 'string', default: 'emulator.log' },
    'timeout-seconds': { type: 'string', default: '30' },
  },
});

const url = `http://127.0.0.1:${values.port}`;
// Whatever answers there already (an emulator left running, with its old code and state) would
// answer the wait below as if it were the one started here, which then exits on the taken port.
const taken = await fetch(`${url}/_emulator/state`).then(
  () => true,
  () => false,
);
if (taken) {
  console.error(`start-emulator: ${url} already answers (an emulator started before?): stop it, or give another --port`);
  process.exit(1);
}
const log = openSync(values.log, 'a');
const child = spawn(process.execPath, ['emulator/cli.ts', '--port', values.port], {
  detached: true,
  stdio: ['ignore', log, log],
  windowsHide: true,
});
child.unref();

const deadline = Date.now() + Number(values['timeout-seconds']) * 1000;
// Set from the exit event, which the loop below cannot see as a change: read it through a function.
const state: { exited: number | null } = { exited: null };
const exited = () => state.exited;
child.on('exit', (code) => (state.exited = code ?? 1));
while (Date.now() < deadline && exited() === null) {
  try {
    const response = await fetch(`${url}/_emulator/state`);
    if (response.ok) {
      console.log(`emulator ready at ${url} (pid ${child.pid}, log ${values.log})`);
      process.exit(0);
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.error(
  exited() === null
    ? `start-emulator: no answer from ${url} within ${values['timeout-seconds']} s; see ${values.log}`
    : `start-emulator: the emulator exited with ${exited()}; see ${values.log}`,
);
process.exit(1);
