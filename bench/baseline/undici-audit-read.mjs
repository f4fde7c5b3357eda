// Floor of the audit export's memory: the same pages the action reads, with the undici it loads
// (the public entry, as the action has since it stopped importing undici's lib/ files; loading
// the index alone takes about 28 MiB of RSS over a bare node), thrown away as they arrive. Only
// the last bytes of each page are kept, to find the token that continues it.
// Plain JavaScript for the same reason as fetch-search.mjs.
import { Agent, request } from 'undici';
import { URL, URLSearchParams } from 'node:url';

const base = new URL(process.env.BENCH_BASE_URL);
const agent = new Agent();
let token;
let pages = 0;
let bytes = 0;
do {
  const query = new URLSearchParams({ Limit: process.env.BENCH_LIMIT });
  if (token) query.set('ContinuationToken', token);
  const response = await request(new URL(`/user/audit/${process.env.BENCH_DATE}?${query}`, base.origin), {
    dispatcher: agent,
    method: 'GET',
    headers: { AccessKey: process.env.BENCH_KEY, Accept: 'application/json' },
  });
  if (response.statusCode !== 200) throw new Error(`page ${pages + 1}: status ${response.statusCode}`);
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    bytes += chunk.length;
    tail = Buffer.from(Buffer.concat([tail, chunk.subarray(-1024)]).subarray(-1024));
  }
  pages += 1;
  token = /"ContinuationToken":"([^"]+)"/.exec(tail.toString('latin1'))?.[1];
} while (token);
await agent.close();
console.log(JSON.stringify({ pages, bytes }));
