import { parseArgs } from 'node:util';
import { DEFAULT_REPORT, runContract } from './contract/run.ts';

/*
 * npm run contract [-- --write] [-- --out FILE] [-- --timeout-seconds N]
 *
 * Holds the platform's answers against the emulator's own read models and against what the
 * emulator answers for the same reads; reads only, unless --write. With no BUNNY_API_KEY it
 * checks the bundled emulator (what CI runs). See CONTRIBUTING.md, "The contract check".
 */

export { runContract, type ContractOptions, type ContractResult } from './contract/run.ts';

const USAGE = `usage: node scripts/contract.ts [--write] [--out FILE] [--timeout-seconds N]
  environment: BUNNY_API_KEY (without it: the bundled emulator), BUNNY_API_URL (default https://api.bunny.net),
               BUNNY_SCRIPT_ID, BUNNY_APP_ID, BUNNY_ZONE_ID, BUNNY_PULL_ZONE_ID, BUNNY_STORAGE_ZONE_ID (each optional: its reads are skipped without it),
               BUNNY_SCRATCH_ZONE_ID, BUNNY_SCRATCH_SCRIPT_ID, BUNNY_SCRATCH_APP_ID, BUNNY_SCRATCH_PULL_ZONE_ID,
               BUNNY_SCRATCH_STORAGE_ZONE_ID (--write: the round trip writes to each and puts back what it changed)
  prints "Requests covered: N of N requests": every request of src/api/requests.ts and the Edge Storage client`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        write: { type: 'boolean', default: false },
        out: { type: 'string', default: DEFAULT_REPORT },
        'timeout-seconds': { type: 'string', default: '30' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`contract: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const seconds = Number(values['timeout-seconds']);
  if (!/^\d+$/.test(values['timeout-seconds']) || seconds < 1 || seconds > 600) {
    console.error(`contract: --timeout-seconds must be a whole number from 1 to 600\n${USAGE}`);
    return 2;
  }
  const result = await runContract({ write: values.write, out: values.out, timeoutMs: seconds * 1000 });
  return result.exitCode;
}

if (import.meta.main) process.exitCode = await main();
