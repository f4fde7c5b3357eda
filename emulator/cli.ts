/**
 * `npm run emulator`: the platform and a GitHub stand-in on this machine, until Ctrl-C. It prints
 * every address a step needs and the `npm run local` lines that use them. The demo, the bench and
 * scripts/start-emulator.ts read its first line for the address.
 *
 * A mistake on its command line, or a port already taken, ends it with one line on stderr and
 * exit code 2 (1 for the port), never a stack: it is a person's tool.
 */
import { rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { startGitHubEmulator } from './github/server.ts';
import { SAMPLE_PULL_REQUEST_HEAD, writeSampleEvents } from './github/sample-events.ts';
import { SITE_EDGE_CA_FILE } from './pull-zones/edge-server.ts';
import { SAMPLE_SITE_BUILD, writeSampleSite } from './sample-site.ts';
import { DEFAULT_API_KEY, SEED, SEED_STORAGE_PASSWORDS, startEmulator } from './server.ts';

const OPTIONS = {
  port: { type: 'string', default: '0' },
  host: { type: 'string', default: '127.0.0.1' },
  key: { type: 'string', default: DEFAULT_API_KEY },
  latency: { type: 'string', default: '0' },
  'rate-limit': { type: 'string' },
  // A person trying the site story cannot point a CNAME at the emulator: by default every
  // hostname counts as pointed at its pull zone; `manual` is the harsher edge the tests use.
  dns: { type: 'string', default: 'auto' },
  // Unconfirmed on the platform (facts 6.2): the harsher reading, a rule sees the wildcard.
  'wildcard-rules': { type: 'string', default: 'wildcard' },
  // The platform's default (docs.bunny.net/cdn/vary-cache): the cache key leaves the query out.
  'query-strings': { type: 'string', default: 'ignore' },
  // The harsher edge by default, three PoPs that learn a change 5, 6.25 and 7.5 s late; 0 is the
  // kind reading, one PoP that knows it at once (a test that is about the outcome, not the wait).
  'edge-propagation': { type: 'string', default: '5000,6250,7500' },
  // "A couple of seconds" for an upload to reach the storage replicas, and so the edge; 0: at once.
  'replication-lag': { type: 'string', default: '2000' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const HELP = `usage: npm run emulator -- [options]

The bunny.net API, its Edge Storage hosts, the CDN edge and a GitHub stand-in on this machine,
until Ctrl-C. Prints each address and the npm run local lines that use them.

  --port N          the API's port (default: a free one); the others take free ones
  --host H          the address to listen on (default 127.0.0.1)
  --key K           the API key it accepts (default ${DEFAULT_API_KEY})
  --latency MS      added to every API request (default 0)
  --rate-limit N    requests a second before 429, as the platform answers (default: no limit)
  --dns auto|manual whether every hostname counts as pointed at its pull zone (default auto)
  --wildcard-rules wildcard|requested
                    what an edge rule sees of a host served through a wildcard hostname (default
                    wildcard: no preview's own rule matches under it; the platform's docs do not say)
  --query-strings ignore|vary
                    whether the pull zones' cache key leaves the query out (default ignore, the
                    platform's default: a new query gets the cached answer) or keys on it
  --edge-propagation MS[,MS...]
                    per point of presence, how long a change of a zone takes to reach it
                    (default 5000,6250,7500: three PoPs, asked in turn; 0: one PoP, at once)
  --replication-lag MS
                    how long an upload or a delete takes to reach the storage replicas, and so
                    the edge (default 2000; 0: at once)
  -h, --help        this text`;

/** One line, no stack, and the exit code: what a person sees of a mistake. */
function fail(message: string, code = 2): never {
  console.error(`emulator: ${message}`);
  process.exit(code);
}

function readOptions(args: string[]) {
  try {
    return parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    // parseArgs' own message names the option ("Unknown option '--prot'") and adds a hint of its own.
    const first = (error as Error).message.split(/\. |\n/)[0]?.replace(/\.$/, '');
    return fail(`${first}; npm run emulator -- --help lists the options`);
  }
}

function count(name: string, text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) fail(`--${name} must be a non-negative integer, got '${text}'`);
  return n;
}

/** A port free right now on `host`, to offer in place of a taken one. */
function freePort(host: string): Promise<number | undefined> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(undefined));
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

const values = readOptions(process.argv.slice(2));
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (values.dns !== 'auto' && values.dns !== 'manual') fail(`--dns must be auto or manual, got '${values.dns}'`);
const wildcardRules = values['wildcard-rules'];
if (wildcardRules !== 'wildcard' && wildcardRules !== 'requested')
  fail(`--wildcard-rules must be wildcard or requested, got '${wildcardRules}'`);
const queryStrings = values['query-strings'];
if (queryStrings !== 'ignore' && queryStrings !== 'vary') fail(`--query-strings must be ignore or vary, got '${queryStrings}'`);
const port = count('port', values.port);
const edgePropagationMs = values['edge-propagation'].split(',').map((delay) => count('edge-propagation', delay));
const latencyMs = count('latency', values.latency);
const replicationLagMs = count('replication-lag', values['replication-lag']);
const rateLimit = values['rate-limit'] === undefined ? {} : { rateLimitPerSecond: count('rate-limit', values['rate-limit']) };

const emulator = await startEmulator({ port, host: values.host, apiKey: values.key, latencyMs, ...rateLimit }).catch(
  async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      const offer = await freePort(values.host);
      return fail(`port ${port} on ${values.host} is in use${offer ? `; try --port ${offer}, free now` : ''}`, 1);
    }
    if (error.code === 'EADDRNOTAVAIL' || error.code === 'EACCES')
      return fail(`cannot listen on ${values.host}:${port} (${error.code})`, 1);
    throw error;
  },
);
emulator.state.edge.setPropagation(edgePropagationMs);
emulator.state.storage.behaviour.replicationLagMs = replicationLagMs;
emulator.state.edge.options.hostnameDns = values.dns;
emulator.state.edge.options.wildcardRuleHost = wildcardRules;
// Per zone, as the platform has it: the seeded zones, known to every edge location from the start.
for (const zone of emulator.state.pullZones.values()) {
  zone.IgnoreQueryStrings = queryStrings === 'ignore';
  emulator.state.edge.zoneChanged(zone, true);
}

// Pull requests 1 to 100 exist, so that whatever number an event file names can be commented on.
// The sample events' pull request has their head commit and branch: a workflow_run step finds
// its pull request by that commit.
const PULL_REQUESTS = 100;
const SAMPLE_PULL_REQUEST = 1;
const github = await startGitHubEmulator();
for (let number = 1; number <= PULL_REQUESTS; number++)
  github.openPullRequest(number, number === SAMPLE_PULL_REQUEST ? SAMPLE_PULL_REQUEST_HEAD : {});
const events = await writeSampleEvents(github.repository, SAMPLE_PULL_REQUEST);
// The printed lines deploy this site wherever they are run from (the repository root's dist/
// is the action's bundle, not a site).
const site = await writeSampleSite();
const oidc = github.oidcEnvironment();

const { hosts } = emulator.storage;
const siteStorageHost = hosts.DE;
const api = `api-url=${emulator.url}`;
const githubEnv = `GITHUB_API_URL=${github.apiUrl} GITHUB_REPOSITORY=${github.repository} GITHUB_TOKEN=${github.writeToken}`;
const siteEnv = `HTTPS_PROXY=${emulator.edgeUrl} NODE_EXTRA_CA_CERTS=${SITE_EDGE_CA_FILE}`;
const workspace = `--workspace ${site}`;
const siteInputs = `storage-zone-id=${SEED.storageZoneId} pull-zone-id=${SEED.pullZoneSite} source-dir=${SAMPLE_SITE_BUILD}`;

// The first line is parsed by whoever started us to learn the port; the key follows on its own
// line, so that the steps run against this emulator can be given it.
console.log(`emulator listening on ${emulator.url}`);
console.log(`emulator key: ${emulator.apiKey}`);
console.log(`steps against it: BUNNY_API_KEY=${emulator.apiKey} npm run local -- ${api} operation=search query=preview`);
console.log(
  `storage hosts (storage-hostname, for sync-storage with a zone's password): ${Object.entries(hosts)
    .map(([region, host]) => `${region} ${host}`)
    .join(', ')}`,
);
console.log(`edge proxy: ${emulator.edgeUrl} (HTTPS_PROXY for a step that reaches a site: deploy-site, promote-site, probe-url)`);
console.log(`edge CA: ${SITE_EDGE_CA_FILE} (NODE_EXTRA_CA_CERTS: the edge's certificates are signed by this test-only CA)`);
console.log(`hostnames point at their pull zone: ${values.dns === 'auto' ? 'all (--dns manual: none, certificates then fail)' : 'none'}`);
console.log(
  `GitHub stand-in: ${github.apiUrl} (GITHUB_API_URL), repository ${github.repository}, pull requests 1 to ${PULL_REQUESTS} open`,
);
console.log(
  `GitHub token that writes comments and Deployments: ${github.writeToken}; read-only, as a fork's pull_request run gets: ${github.readOnlyToken}`,
);
console.log(
  `GitHub OIDC (github-oidc: true): ACTIONS_ID_TOKEN_REQUEST_URL=${oidc.ACTIONS_ID_TOKEN_REQUEST_URL} ACTIONS_ID_TOKEN_REQUEST_TOKEN=${oidc.ACTIONS_ID_TOKEN_REQUEST_TOKEN}`,
);
console.log(
  `event files (--event): pull_request ${events.paths.pull_request}, workflow_run ${events.paths.workflow_run} (pull request ${SAMPLE_PULL_REQUEST})`,
);
console.log(`sample site (--workspace): ${site} (its build in ${SAMPLE_SITE_BUILD}/; give your own site's folder instead)`);
console.log('');
console.log('Steps against it (npm run --silent local: npm then echoes no value of the command line):');
console.log(
  `the storage sync, password only: BUNNY_STORAGE_PASSWORD=${SEED_STORAGE_PASSWORDS.site} npm run --silent local -- ${workspace} ${api} operation=sync-storage storage-zone-name=${SEED.storageZoneName} storage-hostname=${siteStorageHost} source-dir=${SAMPLE_SITE_BUILD}`,
);
console.log(
  `the site story: ${siteEnv} BUNNY_API_KEY=${emulator.apiKey} npm run --silent local -- ${workspace} ${api} operation=deploy-site ${siteInputs} deploy-id=v0001`,
);
console.log(
  `the GitHub side: ${siteEnv} ${githubEnv} BUNNY_API_KEY=${emulator.apiKey} npm run --silent local -- --event ${events.paths.pull_request} ${workspace} ${api} --action deploy-site ${siteInputs} deploy-id=pr-1 pr-comment=true github-deployment=true`,
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all([
    emulator.close(),
    github.close(),
    rm(events.folder, { recursive: true, force: true }),
    rm(site, { recursive: true, force: true }),
  ]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
