import { run } from './main.ts';

process.exitCode = await run();
