import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { NODE, REPO_ROOT } from './run-action.ts';

/** `npm run emulator` as a person runs it: a process of its own, read from what it prints. */
export interface EmulatorCli {
  /** Every line it printed before it was ready (the last one starts with `the GitHub side:`). */
  lines: string[];
  /** The value printed after `label` up to the next space: an address, a key, a token. */
  printed(label: string): string;
  stop(): Promise<number | null>;
}

export async function startEmulatorCli(args: string[] = []): Promise<EmulatorCli> {
  const child: ChildProcessWithoutNullStreams = spawn(NODE, ['emulator/cli.ts', ...args], { cwd: REPO_ROOT });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const text = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += String(chunk);
      if (/^the GitHub side: .*\n/m.test(printed)) resolve(printed);
    });
    void exited.then((code) => reject(new Error(`npm run emulator exited ${code}: ${stderr}`)));
  });
  const lines = text.trimEnd().split('\n');
  return {
    lines,
    printed(label) {
      const line = lines.find((candidate) => candidate.includes(label));
      const value = line?.slice(line.indexOf(label) + label.length).split(/[\s,;]/)[0];
      if (!value) throw new Error(`npm run emulator printed no '${label}'`);
      return value;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
