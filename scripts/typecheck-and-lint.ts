/**
 * The type check and the type-aware lint of `npm test` on one TypeScript program. Each built its
 * own (`tsc --noEmit`, and typescript-eslint from tsconfig.json), the same program twice; here
 * the compiler's diagnostics are reported as tsc reports them, then ESLint lints with the program
 * it was given, whose types the check has already worked out.
 *
 *   node scripts/typecheck-and-lint.ts      (npm run typecheck and npm run lint run each alone)
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');

/** The program of tsconfig.json, as tsc builds it, and what the compiler says about it. */
function typecheck(): { program: ts.Program; errors: number } {
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  };
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.formatDiagnostic(diagnostic, host));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    ...(config.projectReferences ? { projectReferences: config.projectReferences } : {}),
  });
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length > 0) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  return { program, errors: diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length };
}

const { program, errors } = typecheck();
console.log(errors === 0 ? 'tsc: no errors' : `tsc: ${errors} error(s)`);

// Only the TypeScript files are linted with types (eslint.config.js lints the rest without).
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { files: ['**/*.ts'], languageOptions: { parserOptions: { programs: [program] } } },
});
const results = await eslint.lintFiles(['.']);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
if (problems > 0) {
  const formatter = await eslint.loadFormatter('stylish');
  console.error(await formatter.format(results));
}
console.log(problems === 0 ? 'eslint: no problems' : `eslint: ${problems} problem(s)`);
if (errors > 0 || problems > 0) process.exitCode = 1;
