import { basename } from 'node:path';
import { CoalescingSink } from './runner/coalescing-sink.ts';
import { OPERATION_NAMES } from './operations/registry.ts';

// The version is checked before anything else is loaded (the sink above is a few plain lines):
// on an older Node the bundle's dependencies fail while loading, with an error that says nothing
// about the cause.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stdout.write(
    `::error title=bunny.net action::This action needs Node 24 or later (action.yml says runs.using: node24), but it runs on Node ${process.versions.node}. Use a runner that supports node24 actions.\n`,
  );
  process.exitCode = 1;
} else {
  const { run } = await import('./main.ts');
  const stdout = new CoalescingSink(process.stdout);
  // Whatever ends the step, nothing it logged stays behind (stdout to a pipe is written synchronously).
  process.on('exit', () => stdout.flush());
  // An operation's own action runs dist/<operation>.js, which imports this file: its name is the operation.
  const entry = basename(process.argv[1] ?? '', '.js');
  const operation = OPERATION_NAMES.find((name) => name === entry);
  process.exitCode = await run({ env: process.env, stdout, ...(operation ? { operation } : {}) });
  stdout.flush();
}
