// Baseline of "a single request end to end": the same GET /search the action's `search` sends
// (same headers, same keep-alive Agent it closes at the end), with undici and nothing else.
// Plain JavaScript on purpose: a .ts entry would pay Node's type stripping, which the bundled
// dist/index.js does not. Run by bench/run.ts as a child process, like the action.
import { Agent, request } from 'undici';

// performance.now() counts from the process's start: how much of the wall time is loading undici.
const importedMs = performance.now();
const url = process.env.BENCH_URL;
const agent = new Agent();
const response = await request(url, {
  method: 'GET',
  headers: { AccessKey: process.env.BENCH_KEY, Accept: 'application/json', 'User-Agent': process.env.BENCH_USER_AGENT },
  dispatcher: agent,
});
const page = JSON.parse(await response.body.text());
await agent.close();
console.log(JSON.stringify({ status: response.statusCode, total: page.Total, importedMs, doneMs: performance.now() }));
process.exitCode = response.statusCode === 200 ? 0 : 1;
