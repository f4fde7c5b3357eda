// Baseline of the 40-secret rotation: the same PUT /compute/script/{id}/secrets requests the
// action's `upsert-secret` with `secrets` sends, one after another on one keep-alive connection
// (what a plain loop does). With the emulator adding 100 ms a request that is about 4 s.
// Plain JavaScript for the same reason as undici-search.mjs.
import { Agent, request } from 'undici';

const base = process.env.BENCH_BASE_URL;
const scriptId = process.env.BENCH_SCRIPT_ID;
const names = (process.env.BENCH_SECRET_NAMES ?? '').split(',').filter(Boolean);
const agent = new Agent();
const statuses = [];
for (const name of names) {
  const response = await request(`${base}/compute/script/${scriptId}/secrets`, {
    method: 'PUT',
    headers: {
      AccessKey: process.env.BENCH_KEY,
      Accept: 'application/json',
      'User-Agent': process.env.BENCH_USER_AGENT,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ Name: name, Secret: process.env[name] }),
    dispatcher: agent,
  });
  await response.body.text();
  statuses.push(response.statusCode);
}
await agent.close();
const ok = statuses.every((status) => status === 200 || status === 204);
console.log(JSON.stringify({ requests: statuses.length, ok }));
process.exitCode = ok && statuses.length === names.length ? 0 : 1;
