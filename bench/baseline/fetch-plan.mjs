// Baseline of "plan 50 deploy targets": what a pipeline writes by hand. For each target, one at a
// time, Node's own fetch reads what is live (a script's active release, a pull zone's production
// rule, an application's container), then `git diff --name-only <live> HEAD` runs in the
// checkout and the files are matched against the target's folder. Writes the names to deploy.
// Plain JavaScript on purpose: a .ts entry would pay Node's type stripping, which dist/ does not.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const base = process.env.BENCH_URL;
const headers = { AccessKey: process.env.BENCH_KEY, Accept: 'application/json', 'User-Agent': process.env.BENCH_USER_AGENT };
const targets = JSON.parse(process.env.BENCH_TARGETS);
const workspace = process.env.GITHUB_WORKSPACE;

async function live(target) {
  if (target.kind === 'script') {
    const release = await (await fetch(`${base}/compute/script/${target.id}/releases/active`, { headers })).json();
    return release.CommitSha;
  }
  if (target.kind === 'site') {
    const zone = await (await fetch(`${base}/pullzone/${target.id}`, { headers })).json();
    const rule = zone.EdgeRules.find((r) => r.Description === 'bunny-action static site: production');
    return /deploys\/([^/]+)\//.exec(rule?.ActionParameter3 ?? '')?.[1];
  }
  const app = await (await fetch(`${base}/mc/apps/${target.id}`, { headers })).json();
  return app.containerTemplates[0].imageTag;
}

const changed = [];
for (const target of targets) {
  const commit = await live(target);
  const files = execFileSync('git', ['diff', '--name-only', commit, 'HEAD'], { cwd: workspace, encoding: 'utf8' }).split('\n');
  if (files.some((file) => file.startsWith(`${target.folder}/`))) changed.push(target.name);
}
appendFileSync(process.env.GITHUB_OUTPUT, `changed<<EOF\n${JSON.stringify(changed)}\nEOF\n`);
console.log(JSON.stringify({ changed: changed.length }));
