// Baseline of "roll back to an earlier release": what a pipeline does with curl today, with
// Node's fetch — read the release list page by page until the release of the uuid, restore its
// code as the draft, re-publish it, and read the active release once. Plain JavaScript on purpose.
import { appendFileSync } from 'node:fs';

const base = process.env.BENCH_BASE_URL;
const id = process.env.BENCH_SCRIPT_ID;
const uuid = process.env.BENCH_UUID;
const headers = { AccessKey: process.env.BENCH_KEY, 'Content-Type': 'application/json', Accept: 'application/json' };
let target;
let pages = 0;
for (let page = 1; target === undefined; page++) {
  const list = await (await fetch(`${base}/compute/script/${id}/releases?page=${page}&perPage=20`, { headers })).json();
  pages = page;
  target = list.Items.find((release) => release.Uuid === uuid);
  if (!list.HasMoreItems) break;
}
if (target === undefined) throw new Error(`no release ${uuid}`);
const saved = await fetch(`${base}/compute/script/${id}/code`, { method: 'POST', headers, body: JSON.stringify({ Code: target.Code }) });
await saved.arrayBuffer();
const published = await fetch(`${base}/compute/script/${id}/publish/${uuid}`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ Note: 'bench' }),
});
await published.arrayBuffer();
const active = await (await fetch(`${base}/compute/script/${id}/releases/active`, { headers })).json();
// The platform may put a new release of the target's code live rather than the target itself.
const live = active.Uuid === uuid || active.Code === target.Code;
appendFileSync(process.env.GITHUB_OUTPUT, `live<<EOF\n${live}\nEOF\n`);
console.log(JSON.stringify({ pages, saved: saved.status, published: published.status, live }));
process.exitCode = live ? 0 : 1;
