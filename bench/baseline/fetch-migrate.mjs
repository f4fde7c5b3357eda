// Baseline of "50 migrations applied": a plain Node script that sends the same pipelines the
// action's migrate-database sends (the history read, then one batch a file, in order), with
// Node's own fetch, each body as bench/database-measures.ts prepared it, and writes one output.
// It reads and hashes the files as a script would, but neither parses them nor checks a drift.
// Plain JavaScript on purpose: a .ts entry would pay Node's type stripping, which the bundled
// dist/index.js does not. Run as a child process with the same runner environment as the action.
import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.BENCH_DIR;
for (const name of readdirSync(dir)
  .filter((file) => file.endsWith('.sql'))
  .sort()) {
  createHash('sha256')
    .update(readFileSync(join(dir, name), 'utf8').replace(/\r\n/g, '\n').trim())
    .digest('hex');
}
const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES, 'utf8'));
const headers = {
  Authorization: `Bearer ${process.env.BENCH_TOKEN}`,
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'User-Agent': process.env.BENCH_USER_AGENT,
};
let applied = 0;
for (const [i, body] of bodies.entries()) {
  const response = await fetch(process.env.BENCH_URL, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await response.json();
  if (response.status !== 200 || answer.results[0].type !== 'ok') throw new Error(`pipeline ${i} failed`);
  if (i > 0) applied += 1;
}
appendFileSync(process.env.GITHUB_OUTPUT, `applied<<EOF\n${applied}\nEOF\n`);
console.log(JSON.stringify({ applied }));
