import { parseArgs } from 'node:util';
import { DEFAULT_API_KEY, startEmulator } from './server.ts';

// Run as a separate process by the demo and the bench: node emulator/cli.ts [--port N] [--key K] [--latency MS] [--host H]
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    key: { type: 'string', default: DEFAULT_API_KEY },
    latency: { type: 'string', default: '0' },
    'rate-limit': { type: 'string' },
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

const emulator = await startEmulator({
  port: count('port', values.port),
  host: values.host,
  apiKey: values.key,
  latencyMs: count('latency', values.latency),
  ...(values['rate-limit'] === undefined ? {} : { rateLimitPerSecond: count('rate-limit', values['rate-limit']) }),
});
// The first line is parsed by whoever started us to learn the port; the key follows on its own
// line, so that the steps run against this emulator can be given it.
console.log(`emulator listening on ${emulator.url}`);
console.log(`emulator key: ${emulator.apiKey}`);
console.log(`steps against it: BUNNY_API_KEY=${emulator.apiKey} npm run local -- api-url=${emulator.url} operation=search query=preview`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await emulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
