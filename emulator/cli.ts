import { parseArgs } from 'node:util';
import { SITE_EDGE_CA_FILE } from './pull-zones/edge-server.ts';
import { DEFAULT_API_KEY, SEED, startEmulator } from './server.ts';

// Run as a separate process by the demo and the bench: node emulator/cli.ts [--port N] [--key K] [--latency MS] [--host H] [--dns auto|manual]
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    key: { type: 'string', default: DEFAULT_API_KEY },
    latency: { type: 'string', default: '0' },
    'rate-limit': { type: 'string' },
    // A person trying the site story cannot point a CNAME at the emulator: by default every
    // hostname counts as pointed at its pull zone; `manual` is the harsher edge the tests use.
    dns: { type: 'string', default: 'auto' },
  },
});

function count(name: string, text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) {
    console.error(`emulator: --${name} must be a non-negative integer, got '${text}'`);
    process.exit(2);
  }
  return n;
}

if (values.dns !== 'auto' && values.dns !== 'manual') {
  console.error(`emulator: --dns must be auto or manual, got '${values.dns}'`);
  process.exit(2);
}

const emulator = await startEmulator({
  port: count('port', values.port),
  host: values.host,
  apiKey: values.key,
  latencyMs: count('latency', values.latency),
  ...(values['rate-limit'] === undefined ? {} : { rateLimitPerSecond: count('rate-limit', values['rate-limit']) }),
});
emulator.state.edge.options.hostnameDns = values.dns;
// The first line is parsed by whoever started us to learn the port; the key follows on its own
// line, so that the steps run against this emulator can be given it.
console.log(`emulator listening on ${emulator.url}`);
console.log(`emulator key: ${emulator.apiKey}`);
console.log(`steps against it: BUNNY_API_KEY=${emulator.apiKey} npm run local -- api-url=${emulator.url} operation=search query=preview`);
console.log(`edge proxy: ${emulator.edgeUrl} (HTTPS_PROXY for a step that reaches a site: deploy-site, promote-site, probe-url)`);
console.log(`edge CA: ${SITE_EDGE_CA_FILE} (NODE_EXTRA_CA_CERTS: the edge's certificates are signed by this test-only CA)`);
console.log(`hostnames point at their pull zone: ${values.dns === 'auto' ? 'all (--dns manual: none, certificates then fail)' : 'none'}`);
console.log(
  `the site story: HTTPS_PROXY=${emulator.edgeUrl} NODE_EXTRA_CA_CERTS=${SITE_EDGE_CA_FILE} BUNNY_API_KEY=${emulator.apiKey} npm run local -- api-url=${emulator.url} operation=deploy-site storage-zone-id=${SEED.storageZoneId} pull-zone-id=${SEED.pullZoneSite} source-dir=dist deploy-id=v0001`,
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await emulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
