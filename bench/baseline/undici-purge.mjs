// Baseline of the 250 URL purges: what a deploy's purge loop does (a `curl` per URL): one
// POST /purge?url= after another on one keep-alive connection, and on a 429 a wait for its
// Retry-After before the same URL is sent again. It knows nothing of the limit until told.
// Plain JavaScript for the same reason as undici-search.mjs.
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

const base = process.env.BENCH_BASE_URL;
const urls = (process.env.BENCH_URLS ?? '').split('\n').filter(Boolean);
const agent = new Agent();
let sent = 0;
let limited = 0;
let purged = 0;
for (const url of urls) {
  for (;;) {
    const response = await request(`${base}/purge?url=${encodeURIComponent(url)}`, {
      method: 'POST',
      headers: { AccessKey: process.env.BENCH_KEY, Accept: 'application/json', 'User-Agent': process.env.BENCH_USER_AGENT },
      dispatcher: agent,
    });
    await response.body.text();
    sent++;
    if (response.statusCode !== 429) {
      if (response.statusCode === 200 || response.statusCode === 204) purged++;
      break;
    }
    limited++;
    await sleep(Number(response.headers['retry-after'] ?? '1') * 1000);
  }
}
await agent.close();
console.log(JSON.stringify({ sent, limited, purged }));
process.exitCode = purged === urls.length ? 0 : 1;
