// The floor of a site rollback: what a plain script does to switch a pull zone's site rule to an
// earlier deploy and see it live. Reads the zone once (for the rule's Guid), writes the rule,
// purges, then polls the site through the proxy until X-Bunny-Deploy names the deploy. No
// compare-and-swap, no propagation interval, no second purge: what the action adds is the budget.
import { Agent, ProxyAgent, request } from 'undici';

const {
  BENCH_BASE_URL: base,
  BENCH_KEY: key,
  BENCH_ZONE: zone,
  BENCH_DESCRIPTION: description,
  BENCH_RULE: ruleJson,
  BENCH_SITE: site,
  BENCH_DEPLOY: deploy,
  HTTPS_PROXY: proxy,
} = process.env;
const api = new Agent();
const headers = { AccessKey: key, 'content-type': 'application/json', accept: 'application/json' };

const read = await request(`${base}/pullzone/${zone}`, { dispatcher: api, headers });
const pullZone = await read.body.json();
const existing = (pullZone.EdgeRules ?? []).find((rule) => rule.Description === description);
const rule = { ...JSON.parse(ruleJson), ...(existing ? { Guid: existing.Guid } : {}) };
const write = await request(`${base}/pullzone/${zone}/edgerules/addOrUpdate`, {
  dispatcher: api,
  method: 'POST',
  headers,
  body: JSON.stringify(rule),
});
await write.body.dump();
if (write.statusCode !== 201) throw new Error(`addOrUpdate answered ${write.statusCode}`);
const purge = await request(`${base}/pullzone/${zone}/purgeCache`, { dispatcher: api, method: 'POST', headers });
await purge.body.dump();

const edge = new ProxyAgent({ uri: proxy });
for (let poll = 1; poll <= 120; poll++) {
  const answer = await request(`${site}?check=${Date.now()}-${poll}`, { dispatcher: edge, headers: { 'cache-control': 'no-cache' } });
  await answer.body.dump();
  if (answer.headers['x-bunny-deploy'] === deploy) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
await edge.close();
await api.close();
