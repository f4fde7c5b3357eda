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
// One line, parsed by whoever started us to learn the port.
console.log(`emulator listening on ${emulator.url}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await emulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
