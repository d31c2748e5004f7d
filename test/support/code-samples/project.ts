// The throwaway project the samples are checked in, in the OS temporary directory: its
// node_modules/charge-rules links to the repository root (and node_modules/<name> to the repository's
// copy of any other package a sample imports, @types/node included), so package.json `exports` and
// dist/ are what the samples meet, as in a user's project. `samples/` is type-checked in one compiler
// run; `run/` holds the same samples with their claims turned into calls, imported one by one. It
// lives outside the repository so no tool that walks the tree follows the link back into it.
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { nameOf, type Sample, withRecordedClaims } from './sample.js';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/**
 * A user's project at its strictest: the checks `tsc --init` turns on (TypeScript 5.9), an ES module
 * resolved as Node resolves it, with Node's types (server samples) and the DOM's (browser samples).
 */
const COMPILER_OPTIONS = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noUncheckedSideEffectImports: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  moduleDetection: 'force',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  target: 'ES2022',
  resolveJsonModule: true,
  allowJs: true,
  checkJs: true,
  // The shipped declarations are checked as a project without skipLibCheck checks them; only their
  // errors and the samples' count (see typecheck), not those of other packages' declarations.
  skipLibCheck: false,
  types: ['node'],
  noEmit: true,
};

export interface Claim {
  readonly actual: unknown;
  readonly expected: unknown;
  readonly where: string;
}

function fileNameOf(sample: Sample): string {
  return `${sample.document.replace(/[^a-z0-9]+/gi, '-')}-${sample.line}.${sample.language}`;
}

/** The packages a sample imports besides charge-rules and Node's own modules (`ajv`, `@scope/name`). */
function packagesImportedBy(sample: Sample): string[] {
  const statements = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  const specifiers = [...sample.code.matchAll(statements)].map((match) => match[1] ?? match[2] ?? '');
  return specifiers
    .filter((specifier) => !/^(\.|node:|charge-rules(\/|$))/.test(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

/** Links a package of the repository's node_modules into the project's, as an install would place it. */
function linkPackage(project: string, name: string, target = resolve(ROOT, 'node_modules', name)): void {
  const link = resolve(project, 'node_modules', name);
  // A package the repository lacks stays missing, and the compiler says so at the sample's import.
  if (existsSync(link) || !existsSync(target)) return;
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}

/** Writes the throwaway project: the samples as they are, and as they run. */
export function writeProject(project: string, samples: readonly Sample[]): void {
  mkdirSync(resolve(project, 'samples'));
  mkdirSync(resolve(project, 'run'));
  linkPackage(project, 'charge-rules', ROOT);
  linkPackage(project, '@types/node');
  for (const name of samples.flatMap(packagesImportedBy)) linkPackage(project, name);
  const manifest = { name: 'charge-rules-doc-samples', private: true, type: 'module' };
  writeFileSync(resolve(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const config = { compilerOptions: COMPILER_OPTIONS, include: ['samples'] };
  writeFileSync(resolve(project, 'tsconfig.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(
    resolve(project, 'run', 'claims.js'),
    'export const claims = [];\nexport function claim(actual, expected, where) {\n  claims.push({ actual, expected, where });\n}\n',
  );
  for (const sample of samples) {
    writeFileSync(resolve(project, 'samples', fileNameOf(sample)), `${sample.code}\n`);
    if (sample.runs) writeFileSync(resolve(project, 'run', fileNameOf(sample)), withRecordedClaims(sample));
  }
}

export function assertBuilt(): void {
  for (const file of ['dist/index.js', 'dist/index.d.ts']) {
    if (!existsSync(resolve(ROOT, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` first (the samples use the built package).`);
    }
  }
}

/** The names the built package exports, each marked as a value or a type only. */
export function packageExports(): ReadonlyMap<string, 'value' | 'type'> {
  const entry = resolve(ROOT, 'dist', 'index.d.ts');
  const program = ts.createProgram({ rootNames: [entry], options: { noEmit: true, skipLibCheck: true } });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  const module = file && checker.getSymbolAtLocation(file);
  if (module === undefined) throw new Error(`${entry} has no exports`);
  return new Map(
    checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return [symbol.name, target.flags & ts.SymbolFlags.Value ? 'value' : 'type'] as const;
    }),
  );
}

export interface Typecheck {
  /** The samples the compiler checked, by name. */
  readonly checked: readonly string[];
  /** Every error, as `document:line:column TScode: message`. */
  readonly errors: readonly string[];
}

/** One compiler run over the project, configured by its tsconfig.json as `tsc -p` would be. */
export function typecheck(project: string, samples: readonly Sample[]): Typecheck {
  const config = readConfig(resolve(project, 'tsconfig.json'));
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const byFile = new Map(samples.map((sample) => [resolve(project, 'samples', fileNameOf(sample)), sample]));
  const ours = (file: ts.SourceFile) => byFile.has(resolve(file.fileName)) || isShipped(file.fileName);
  const diagnostics = [
    ...config.errors,
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter(ours)
      .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  return {
    checked: program
      .getRootFileNames()
      .flatMap((file) => byFile.get(resolve(file)) ?? [])
      .map(nameOf),
    errors: diagnostics
      .map((diagnostic) => describeDiagnostic(diagnostic, byFile))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
  };
}

function readConfig(file: string): ts.ParsedCommandLine {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(file, undefined, host);
  if (config === undefined) throw new Error(`${file} cannot be read`);
  return config;
}

/** A file of dist/: the compiler reaches it through the link, by its real path. */
function isShipped(file: string): boolean {
  return resolve(file).startsWith(`${resolve(ROOT, 'dist')}/`);
}

/** A diagnostic at the line of the document it comes from, or at its own file for any other. */
function describeDiagnostic(diagnostic: ts.Diagnostic, byFile: ReadonlyMap<string, Sample>): string {
  const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  if (diagnostic.file === undefined || diagnostic.start === undefined) return message;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const sample = byFile.get(resolve(diagnostic.file.fileName));
  const where = sample
    ? `${sample.document}:${sample.line + line}`
    : `${relative(ROOT, diagnostic.file.fileName)}:${line + 1}`;
  return `${where}:${character + 1} ${message}`;
}

/** Runs a sample against the built package and returns the claims it made, in order. */
export async function run(project: string, sample: Sample): Promise<Claim[]> {
  const { claims } = (await import(pathToFileURL(resolve(project, 'run', 'claims.js')).href)) as {
    claims: Claim[];
  };
  const before = claims.length;
  try {
    await import(pathToFileURL(resolve(project, 'run', fileNameOf(sample))).href);
  } catch (error) {
    throw new Error(`${nameOf(sample)}: the sample threw`, { cause: error });
  }
  return claims.slice(before);
}
