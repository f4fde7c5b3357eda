/**
 * The steps of `npm run demo`, in order, each with what the demo expects of it: the action's
 * main job, told against the emulator's seed. scripts/demo.ts runs them as the runner does
 * (dist/, real time); test/scripts/demo-steps.test.ts runs the same steps in process on the fake
 * clock, so that a change which breaks the demo's story fails a test.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SEED_DATABASE_ID } from '../emulator/database/state.ts';
import { SEED } from '../emulator/seed.ts';
import { readOperationOutputs } from './operation-actions.ts';

export interface DemoStep {
  title: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /** Files the step finds in its workspace (a built script). */
  files?: Record<string, string>;
  /** The workspace is a git checkout of one commit of these files (plan-deploys compares commits). */
  repository?: Record<string, string>;
  /** The step is meant to be refused before any request: the demo checks it is. */
  refused?: true;
  /** Outputs the step must set to these values (the demo checks them). */
  outputs?: Record<string, string>;
}

/** A small built site, as a build step leaves it in dist/. */
const SITE = {
  'dist/index.html': '<!doctype html><title>Demo</title><link rel=stylesheet href=/style.css><h1>Hello</h1>\n',
  'dist/about/index.html': '<!doctype html><title>About</title><h1>About</h1>\n',
  'dist/style.css': 'h1 { color: #f60; }\n',
  'dist/app.js': "console.log('demo');\n",
};
const STORAGE_SYNC = {
  operation: 'sync-storage',
  'storage-zone-id': String(SEED.storageZoneId),
  'source-dir': 'dist',
  // The emulator's replicas catch up within 2 s; a real zone's within a few.
  'replication-settle-seconds': '2',
};

/** The commit the demo's publish names in its note, as GITHUB_SHA does on a runner. */
const DEMO_COMMIT = 'd3e0c0ffee0123456789abcdef0123456789abcd';
// The emulator's own application, as a workflow would keep it in the repository.

export const DEMO_STEPS: DemoStep[] = [
  {
    title: 'Rotate one edge script secret (upsert-secret)',
    inputs: {
      operation: 'upsert-secret',
      'script-id': String(SEED.scriptWithRelease),
      'secret-name': 'API_TOKEN',
      'secret-value': 'demo-rotated-token',
    },
  },
  {
    title: 'Rotate several secrets from environment variables (upsert-secret with secrets)',
    inputs: {
      operation: 'upsert-secret',
      'script-id': String(SEED.scriptWithRelease),
      secrets: 'DATABASE_URL\nSESSION_KEY=DEMO_SESSION_KEY\nNEW_FEATURE_FLAG',
    },
    env: { DATABASE_URL: 'postgres://demo:demo@db.internal/app', DEMO_SESSION_KEY: 'demo-session-key', NEW_FEATURE_FLAG: 'on' },
  },
  {
    title: 'Preview a deploy without changing anything (update-app with dry-run: reads the live app, shows the change)',
    inputs: { operation: 'update-app', 'app-id': SEED.appId, 'image-tags': 'web=sha-0000000', 'dry-run': 'true' },
  },
  {
    title: 'A refused input fails before any request (add-dns-record with a bad ttl)',
    inputs: {
      operation: 'add-dns-record',
      'zone-id': String(SEED.dnsZoneId),
      'record-type': 'CNAME',
      'record-name': 'pr-43',
      'record-value': 'pr-43.b-cdn.net',
      ttl: 'soon',
    },
    refused: true,
  },
  {
    title: "Set the script's environment variables (sync-variables: a variable that has its value is not written)",
    inputs: {
      operation: 'sync-variables',
      'script-id': String(SEED.scriptWithRelease),
      variables: 'API_BASE=https://api.example.com\nFEATURE_FLAGS=search,previews',
    },
    outputs: { 'created-names': '["API_BASE","FEATURE_FLAGS"]' },
  },
  {
    title: 'Update a secret by id (update-secret)',
    inputs: {
      operation: 'update-secret',
      'script-id': String(SEED.scriptWithRelease),
      'secret-id': '7001',
      'secret-value': 'demo-updated-token',
    },
  },
  {
    title: 'Deploy a new image tag and wait until it is live (update-app)',
    inputs: {
      operation: 'update-app',
      'app-id': SEED.appId,
      'image-tags': 'web=sha-4f2a9c8',
      'wait-seconds': '30',
      'poll-interval-seconds': '1',
    },
  },
  {
    title: 'Add a DNS record for a preview environment (add-dns-record)',
    inputs: {
      operation: 'add-dns-record',
      'zone-id': String(SEED.dnsZoneId),
      'record-type': 'CNAME',
      'record-name': 'pr-42',
      'record-value': 'pr-42.b-cdn.net',
      ttl: '300',
    },
  },
  {
    title: 'Verify the live edge script release (get-active-release)',
    inputs: {
      operation: 'get-active-release',
      'script-id': String(SEED.scriptWithRelease),
      'expected-commit-sha': SEED.activeCommitSha.slice(0, 7),
    },
  },
  {
    title: 'Publish an edge script and prove its code is live (publish-script)',
    inputs: {
      operation: 'publish-script',
      'script-id': String(SEED.scriptWithRelease),
      file: 'dist/edge.js',
      'wait-seconds': '20',
      'poll-interval-seconds': '1',
    },
    env: { GITHUB_SHA: DEMO_COMMIT },
    files: { 'dist/edge.js': "export default { fetch: () => new Response('hello from the demo release') };\n" },
  },
  {
    title: 'Check that the commit is what runs (get-active-release, commit found in the release note)',
    inputs: { operation: 'get-active-release', 'script-id': String(SEED.scriptWithRelease), 'expected-commit-sha': DEMO_COMMIT },
  },
  {
    title: 'Roll the script back to an earlier release (rollback-script)',
    inputs: {
      operation: 'rollback-script',
      'script-id': String(SEED.scriptWithRelease),
      'to-release-uuid': 'c3f9a06d',
      'purge-linked-zones': 'false',
      'wait-seconds': '20',
      'poll-interval-seconds': '1',
    },
  },
  ...siteSteps(),
  {
    title: 'Check the live site as a visitor would (probe-url: the edge serves the deploy the rollback put back)',
    inputs: {
      operation: 'probe-url',
      url: 'https://www.site.example/',
      'expect-header': 'X-Bunny-Deploy: site-v1',
      'poll-interval-seconds': '1',
    },
    outputs: { matched: 'true' },
  },
  {
    title: "Purge the site's pull zone (purge-cache)",
    inputs: { operation: 'purge-cache', 'pull-zone-id': String(SEED.pullZoneSite) },
  },
  {
    title: "Close the pull request's DNS record (delete-dns-record; a re-run would find nothing and succeed)",
    inputs: { operation: 'delete-dns-record', 'zone-id': String(SEED.dnsZoneId), 'record-type': 'CNAME', 'record-name': 'pr-42' },
    outputs: { deleted: '1' },
  },
  {
    title: 'Read the audit log of a day (get-audit-log)',
    inputs: { operation: 'get-audit-log', date: SEED.auditFixedDate, limit: '5', 'all-pages': 'true', 'output-file': 'audit.jsonl' },
  },
  {
    title: 'Sync a built site to a storage zone (sync-storage: uploads non-HTML first, purges the linked pull zone twice)',
    inputs: STORAGE_SYNC,
    files: { ...SITE, 'dist/old.html': '<!doctype html><title>Old</title>\n' },
    outputs: { uploaded: '5', unchanged: '0' },
  },
  {
    title: 'Change one file and sync again (sync-storage: one upload, the rest unchanged)',
    inputs: STORAGE_SYNC,
    files: { ...SITE, 'dist/old.html': '<!doctype html><title>Old</title>\n', 'dist/style.css': 'h1 { color: #0a0; }\n' },
    outputs: { uploaded: '1', unchanged: '4', 'changed-paths': '["/style.css"]' },
  },
  {
    title: 'The build dropped a page: sync with prune (sync-storage: deletes the stale file after the uploads, keeps the deploys)',
    // The site steps above keep their deploys in this zone, under deploys/: the build does not
    // make them, so without `keep` the prune would delete them, the live one with the rest.
    inputs: { ...STORAGE_SYNC, prune: 'true', keep: 'deploys/**' },
    files: { ...SITE, 'dist/style.css': 'h1 { color: #0a0; }\n' },
    outputs: { uploaded: '0', deleted: '1', 'changed-paths': '["/old.html"]' },
  },
  {
    title: 'Decide what a monorepo deploys (plan-deploys: the live commit of each target against the checkout, then a matrix)',
    inputs: {
      operation: 'plan-deploys',
      targets: `- name: edge\n  kind: script\n  script-id: ${SEED.scriptWithRelease}\n  paths: [edge/**]\n`,
    },
    repository: { 'edge/index.js': "export default { fetch: () => new Response('edge') };\n", 'site/index.html': '<h1>Site</h1>\n' },
    outputs: { changed: '["edge"]', 'any-changed': 'true' },
  },
  {
    title: "Apply the database's migrations before the code (migrate-database: the platform CLI's history, a batch a file)",
    inputs: { operation: 'migrate-database', 'database-id': SEED_DATABASE_ID, dir: 'migrations' },
    files: {
      'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT);\n',
      'migrations/0002_posts.sql': 'CREATE TABLE posts (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id));\n',
    },
    outputs: { applied: '["0001_users.sql","0002_posts.sql"]', pending: '[]', drift: '[]' },
  },
  ...declaredSteps(),
];

/**
 * `demoInputs(operation)`: the inputs docs/operations.yml's `demo:` gives the operation, each
 * `{name}` replaced by SEED's value of that name, so the demo and the operation's row in
 * test/support/operation-table.ts say them once.
 */
export function demoInputs(operation: string): Record<string, string> {
  const given = readOperationOutputs()[operation]?.demo;
  if (!given) throw new Error(`docs/operations.yml: ${operation} has no demo: inputs`);
  const seed: Record<string, unknown> = SEED;
  return Object.fromEntries(
    Object.entries(given).map(([name, value]) => [
      name,
      String(value).replace(/\{(\w+)\}/g, (_, key: string) => {
        if (!(key in seed)) throw new Error(`docs/operations.yml: ${operation}'s demo input ${name} names {${key}}, which SEED lacks`);
        return String(seed[key]);
      }),
    ]),
  );
}

/**
 * A step for each operation whose entry in docs/operations.yml gives `demo:` inputs, titled by its
 * action's description: an operation that needs no files nor story costs no line here.
 */
function declaredSteps(): DemoStep[] {
  return Object.entries(readOperationOutputs()).flatMap(([operation, entry]) =>
    entry.demo
      ? [{ title: `${(entry.action ?? operation).replace(/\.$/, '')} (${operation})`, inputs: { operation, ...demoInputs(operation) } }]
      : [],
  );
}

/** The static site's steps: a deploy, a preview, a second deploy promoted, a rollback in one switch, the preview closed. */
function siteSteps(): DemoStep[] {
  const site = { 'storage-zone-id': String(SEED.storageZoneId), 'pull-zone-id': String(SEED.pullZoneSite), 'poll-interval-seconds': '1' };
  const build = (version: string) => ({
    'public/index.html': `<h1>Demo site ${version}</h1>`,
    'public/style.css': `h1 { color: ${version === 'v1' ? 'teal' : 'orange'} }`,
  });
  return [
    {
      title: 'Deploy a static site atomically (deploy-site: upload deploys/site-v1/, switch, wait until every edge location serves it)',
      inputs: { operation: 'deploy-site', ...site, 'source-dir': 'public', 'deploy-id': 'site-v1' },
      files: build('v1'),
    },
    {
      title: "Deploy a pull request's preview on its own hostname (deploy-site with preview-hostname; production untouched)",
      inputs: {
        operation: 'deploy-site',
        ...site,
        'source-dir': 'public',
        'deploy-id': 'pr-42-c0ffee',
        'preview-hostname': 'pr-42.site.example',
      },
      files: build('preview of pull request 42'),
    },
    {
      title: 'Upload a second deploy without going live (deploy-site with promote: false)',
      inputs: { operation: 'deploy-site', ...site, 'source-dir': 'public', 'deploy-id': 'site-v2', promote: 'false' },
      files: build('v2'),
    },
    {
      title: 'Promote the second deploy (promote-site: one switch, no upload)',
      inputs: { operation: 'promote-site', ...site, 'deploy-id': 'site-v2', 'only-if-live-deploy-id': 'site-v1' },
    },
    {
      title: 'Roll back to the first deploy in one switch (promote-site of the previous deploy id, only while the second is live)',
      inputs: { operation: 'promote-site', ...site, 'deploy-id': 'site-v1', 'only-if-live-deploy-id': 'site-v2' },
    },
    {
      title: 'Close the preview when the pull request closes (remove-site-preview)',
      inputs: { operation: 'remove-site-preview', 'pull-zone-id': String(SEED.pullZoneSite), 'preview-hostname': 'pr-42.site.example' },
    },
  ];
}

/**
 * A git checkout of one commit of `files`, in a folder of its own, as actions/checkout leaves
 * a repository: the workspace of a step that reads git (plan-deploys). Git's user is set in the
 * repository only, so no global configuration is read or written.
 */
export function checkoutOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bunny-demo-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
      stdio: 'ignore',
    });
  git('init', '--quiet', '--initial-branch=main');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  git('add', '--all');
  git('-c', 'user.name=Demo', '-c', 'user.email=demo@example.com', '-c', 'commit.gpgsign=false', 'commit', '--quiet', '-m', 'demo');
  return dir;
}
