import { check } from './measure.ts';

/**
 * The CPU time a child spent (user + system, from its own process.cpuUsage() at exit), given
 * through NODE_OPTIONS to both sides alike: on a shared machine wall time swings with the load,
 * CPU time much less, and loading modules is CPU.
 */
export const CPU_HOOK = `--import=data:text/javascript,${encodeURIComponent(
  "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('CPU ' + (u.user + u.system) / 1000 + '\\n'); });",
)}`;

export function cpuMs(run: { stderr: string }): number {
  const line = run.stderr.split('\n').find((text) => text.startsWith('CPU '));
  check(line !== undefined, `the child reported no CPU time: ${run.stderr.slice(0, 200)}`);
  return Number(line.slice(4));
}
