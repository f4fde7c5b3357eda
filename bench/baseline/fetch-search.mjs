// Baseline of "one search step end to end": the same GET /search the action's `search` sends
// (same headers), with Node's own fetch, writing one output as a step does. Plain JavaScript on
// purpose: a .ts entry would pay Node's type stripping, which the bundled dist/index.js does not.
// Run by bench/run.ts as a child process with the same runner environment as the action.
import { appendFileSync } from 'node:fs';

const response = await fetch(process.env.BENCH_URL, {
  headers: { AccessKey: process.env.BENCH_KEY, Accept: 'application/json', 'User-Agent': process.env.BENCH_USER_AGENT },
});
const page = await response.json();
appendFileSync(process.env.GITHUB_OUTPUT, `total<<EOF\n${page.Total}\nEOF\n`);
console.log(JSON.stringify({ status: response.status, total: page.Total }));
process.exitCode = response.status === 200 ? 0 : 1;
