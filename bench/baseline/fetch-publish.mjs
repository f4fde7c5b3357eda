// Baseline of "publish a 1 MiB script and prove it live": what a pipeline does with curl today,
// with Node's fetch — read the file, save it as the script's code, publish with a note, read the
// active release once and compare its code. Plain JavaScript on purpose (no type stripping).
import { appendFileSync, readFileSync } from 'node:fs';

const base = process.env.BENCH_BASE_URL;
const id = process.env.BENCH_SCRIPT_ID;
const headers = { AccessKey: process.env.BENCH_KEY, 'Content-Type': 'application/json', Accept: 'application/json' };
const code = readFileSync(process.env.BENCH_FILE, 'utf8');
const saved = await fetch(`${base}/compute/script/${id}/code`, { method: 'POST', headers, body: JSON.stringify({ Code: code }) });
await saved.arrayBuffer();
const published = await fetch(`${base}/compute/script/${id}/publish`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ Note: process.env.BENCH_NOTE }),
});
await published.arrayBuffer();
const active = await (await fetch(`${base}/compute/script/${id}/releases/active`, { headers })).json();
const live = active.Code === code;
appendFileSync(process.env.GITHUB_OUTPUT, `live<<EOF\n${live}\nEOF\n`);
console.log(JSON.stringify({ saved: saved.status, published: published.status, live }));
process.exitCode = live ? 0 : 1;
