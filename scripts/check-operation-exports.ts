/**
 * `npm test` (unused exports of the operation modules): knip follows the registry's
 * `() => import('./<name>/index.ts')` but takes the whole namespace as used, so an export of an
 * operation module that nobody imports passes it. The registry reads only `operation` of them
 * (OperationModule), so here every other export must be imported by some other module of the
 * repository, or is reported.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const REGISTRY = join(ROOT, 'src/operations/registry.ts');
/** The folders knip.json calls the project. */
const PROJECT_FOLDERS = ['src', 'emulator', 'scripts', 'bench', 'test'];
/** What the registry reads of a module it loads. */
const LOADED_MEMBER = 'operation';

export interface SourceText {
  path: string;
  text: string;
}

export function projectFiles(): SourceText[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : walk(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return PROJECT_FOLDERS.flatMap((folder) => walk(join(ROOT, folder))).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

const parse = (source: SourceText) => ts.createSourceFile(source.path, source.text, ts.ScriptTarget.Latest, true);

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

/** The names a module exports, as another module imports them. */
function exportedNames(file: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (ts.isExportAssignment(statement)) {
      names.push('default');
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      } else if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) {
        names.push('default');
      } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
        names.push((statement.name as ts.Identifier).text);
      }
    }
  }
  return names;
}

/** The file a relative specifier names, or undefined for a package. */
function target(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(from), specifier);
  return path.endsWith('.ts') ? path : `${path}.ts`;
}

/** Every `import()` of a relative module in a file, with the module it loads. */
function dynamicImports(file: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      const path = argument && ts.isStringLiteral(argument) ? target(file.fileName, argument.text) : undefined;
      if (path) found.push(path);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** What one file imports of each module: names, or '*' for the whole namespace. */
function importsOf(file: ts.SourceFile): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const use = (path: string | undefined, name: string) => {
    if (!path) return;
    if (!used.has(path)) used.set(path, new Set());
    used.get(path)?.add(name);
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const path = target(file.fileName, node.moduleSpecifier.text);
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (clause?.name) use(path, 'default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) use(path, '*');
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements) use(path, (element.propertyName ?? element.name).text);
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) use(path, (element.propertyName ?? element.name).text);
      } else {
        use(path, '*');
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // `import('./x.ts').Name` in a type: the first name of the qualifier.
      const path = target(file.fileName, node.argument.literal.text);
      let qualifier = node.qualifier;
      while (qualifier && ts.isQualifiedName(qualifier)) qualifier = qualifier.left;
      use(path, qualifier ? qualifier.text : '*');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) use(target(file.fileName, argument.text), LOADED_MEMBER);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return used;
}

/**
 * Each export of a module the registry loads by `import()` that no other file imports, as
 * `path: name` lines (paths relative to `root`).
 */
export function unusedOperationExports(sources: readonly SourceText[], registry: string = REGISTRY, root: string = ROOT): string[] {
  const files = new Map(sources.map((source) => [source.path, parse(source)]));
  const registryFile = files.get(registry);
  if (!registryFile) throw new Error(`check-operation-exports: ${relative(root, registry)} is not among the files read`);
  const used = new Map<string, Set<string>>();
  for (const [path, file] of files) {
    for (const [module, names] of importsOf(file)) {
      if (module === path) continue;
      if (!used.has(module)) used.set(module, new Set());
      for (const name of names) used.get(module)?.add(name);
    }
  }
  const problems: string[] = [];
  for (const module of [...new Set(dynamicImports(registryFile))].sort()) {
    const file = files.get(module);
    if (!file) {
      problems.push(`${relative(root, module)}: loaded by the registry but not found`);
      continue;
    }
    const imported = used.get(module) ?? new Set();
    if (imported.has('*')) continue;
    for (const name of exportedNames(file)) {
      if (!imported.has(name)) problems.push(`${relative(root, module)}: '${name}' is exported but no other module imports it`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const problems = unusedOperationExports(projectFiles());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-operation-exports: ${problems.length} unused export(s); drop the export, or the code`);
    process.exit(1);
  }
  console.log('check-operation-exports: every export of the operation modules is imported');
}
