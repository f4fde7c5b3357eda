// What the entry point loads once it knows the Node version is right: one import, so that the
// step and the runner protocol arrive as one chunk of dist/ (each ES module a step loads costs it
// about half a millisecond to resolve and link), while tests run main.ts with a recording runner.
export { run, operationNamed } from './main.ts';
export { actionsCoreRunner } from './runner/actions-core-runner.ts';
export { runnerCancel } from './runner/cancel.ts';
