import { once } from 'node:events';
import { basename } from 'node:path';

// The version is checked before anything else is loaded: on an older Node the bundle's
// dependencies fail while loading, with an error that says nothing about the cause.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stdout.write(
    `::error title=bunny.net action::This action needs Node 24 or later (action.yml says runs.using: node24), but it runs on Node ${process.versions.node}. Use a runner that supports node24 actions.\n`,
  );
  process.exitCode = 1;
} else {
  const { run, operationNamed, actionsCoreRunner, runnerCancel } = await import('./step-entry.ts');
  // Before any request: a cancel from here on ends the step through its final part, not mid-step.
  const signal = runnerCancel();
  // An operation's own action runs dist/<operation>.js, which imports this file: its name is the operation.
  const operation = operationNamed(basename(process.argv[1] ?? '', '.js'));
  const code = await run({ env: process.env, runner: actionsCoreRunner, signal, ...(operation ? { operation } : {}) });
  // The step is over: a request still open (a token service that never answered, abandoned at
  // timeout-seconds) must not hold the job until its socket gives up. Writes to the runner's pipe
  // are asynchronous and process.exit drops those still queued (the failure and its annotation
  // come last), so the log drains first, for at most 2 s.
  if (process.stdout.writableLength > 0) {
    await Promise.race([once(process.stdout, 'drain'), new Promise((done) => setTimeout(done, 2000).unref())]);
  }
  process.exit(code);
}

// An ES module (its top-level await needs one), which a file without import or export does not say to the bundler.
export {};
