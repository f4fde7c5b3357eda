// The floor of a search step under the stack the action is held to: undici's public entry for
// the request, @actions/core for the output, zod/mini for the body's check, and nothing else (no
// input validation, summary, masking or log). bench/stack-floor.ts bundles it with ncc into one
// ES module with its non-ASCII characters escaped, as `npm run build` bundles the action, and the
// search row times it beside the fetch script and the action: what loading the stack costs.
import * as core from '@actions/core';
import { request } from 'undici';
import * as z from 'zod/mini';

const Page = z.object({
  Total: z.number(),
  SearchResults: z.nullish(z.array(z.object({ Type: z.nullish(z.string()), Id: z.number(), Name: z.nullish(z.string()) }))),
});
const response = await request(process.env.BENCH_URL, {
  headers: { AccessKey: process.env.BENCH_KEY, Accept: 'application/json', 'User-Agent': process.env.BENCH_USER_AGENT },
});
const page = Page.parse(await response.body.json());
core.setOutput('total', page.Total);
console.log(JSON.stringify({ status: response.statusCode, total: page.Total }));
process.exitCode = response.statusCode === 200 ? 0 : 1;
