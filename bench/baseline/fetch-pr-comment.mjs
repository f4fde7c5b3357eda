// Baseline of "what pr-comment adds": the GitHub round trips of a sticky comment done by hand
// with Node's fetch (ask GitHub who the token is, list the pull request's comments page by page,
// following Link, until the marker in a comment of that login; then update the comment, or
// create one), timed inside this process so that the figure is the round trips alone. Plain
// JavaScript, like the other baselines.
const api = process.env.BENCH_API;
const headers = {
  authorization: `token ${process.env.BENCH_TOKEN}`,
  accept: 'application/vnd.github+json',
  'content-type': 'application/json',
  'user-agent': 'bench',
};
const marker = process.env.BENCH_MARKER;
const body = JSON.stringify({ body: `${marker}\n${process.env.BENCH_BODY}` });
const started = performance.now();
const graphqlUrl = api.endsWith('/api/v3') ? `${api.slice(0, -'/v3'.length)}/graphql` : `${api}/graphql`;
const viewer = await fetch(graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query: 'query { viewer { login } }' }) });
const login = (await viewer.json()).data.viewer.login;
let next = `${api}/repos/${process.env.BENCH_REPO}/issues/${process.env.BENCH_NUMBER}/comments?per_page=100`;
let found;
let pages = 0;
while (next && found === undefined) {
  const response = await fetch(next, { headers });
  pages++;
  const comments = await response.json();
  found = comments.find((comment) => (comment.body ?? '').split('\n')[0] === marker && comment.user?.login === login)?.id;
  next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
}
const write =
  found === undefined
    ? await fetch(`${api}/repos/${process.env.BENCH_REPO}/issues/${process.env.BENCH_NUMBER}/comments`, { method: 'POST', headers, body })
    : await fetch(`${api}/repos/${process.env.BENCH_REPO}/issues/comments/${found}`, { method: 'PATCH', headers, body });
await write.arrayBuffer();
console.log(JSON.stringify({ ms: performance.now() - started, pages, status: write.status }));
process.exitCode = write.ok ? 0 : 1;
