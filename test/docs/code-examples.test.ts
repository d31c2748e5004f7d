// Every code sample of the README and docs/ is a test, so a sample cannot go stale or stop compiling
// unnoticed: each ```ts and ```js block is type-checked, strictly, as a user's project would compile it
// against the built package (dist/, through package.json `exports`), and then run against it.
//
// The conventions a sample follows:
// - A line `expression; //=> value` is a claim: the expression must deep-equal the value. A sample
//   that runs must show at least one claim, and every claim it shows must be reached when it runs.
// - A fence `ts no-run` (or `js no-run`) marks a sample that cannot run here (it needs a browser, a
//   network or a server): it is type-checked only, and so shows no claim, since none would be checked.
//   It declares what it needs from its surroundings (`declare function showError(…)`), so it compiles.
// - Only `ts` and `js` fences are samples; a fence in another spelling of TypeScript or JavaScript
//   (`typescript`, `mjs`, …) fails the count below instead of escaping it. Shell and JSON are not code.
//
// The samples are written into a throwaway project in the OS temporary directory, whose
// node_modules/charge-rules links to the repository root (and node_modules/<name> to the repository's
// copy of any other package a sample imports, @types/node included): `samples/` is type-checked in one
// compiler run, `run/` holds the same samples with their claims turned into calls, imported one by one.
// It lives outside the repository so no tool that walks the tree follows the link back into it.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

/** What a fence may say after its language. */
const FLAGS = new Set(['no-run']);

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

interface Sample {
  readonly document: string;
  /** The line of the document where the code starts (1-based). */
  readonly line: number;
  readonly language: 'ts' | 'js';
  readonly runs: boolean;
  readonly code: string;
}

interface Claim {
  readonly actual: unknown;
  readonly expected: unknown;
  readonly where: string;
}

const CLAIM = /^(\s*)(.+?);?\s*\/\/=>\s*(.+)$/;

function markdownFiles(): string[] {
  const docs = readdirSync(resolve(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file.split('\\').join('/')}`)
    .sort();
  return ['README.md', ...docs];
}

function linesOf(document: string): string[] {
  return readFileSync(resolve(root, document), 'utf8').split('\n');
}

/** Counts the fences that open TypeScript or JavaScript in any spelling, independently of samplesOf. */
function countCodeFences(document: string): number {
  const opening = /^\s*(`{3,}|~{3,})\s*(ts|js|typescript|javascript|tsx|jsx|mts|cts|mjs|cjs)\b/i;
  return linesOf(document).filter((line) => opening.test(line)).length;
}

/** The ```ts and ```js blocks of a document, each dedented by its fence's indentation. */
function samplesOf(document: string): Sample[] {
  const lines = linesOf(document);
  const samples: Sample[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    let end = index + 1;
    while (end < lines.length && !isClosingFence(lines[end] ?? '', fence)) end++;
    const [language, ...flags] = info.trim().split(/\s+/);
    if (language === 'ts' || language === 'js') {
      const unknown = flags.filter((flag) => !FLAGS.has(flag));
      if (unknown.length > 0)
        throw new Error(`${document}:${index + 1}: unknown fence flag ${unknown.join(' ')}`);
      samples.push({
        document,
        line: index + 2,
        language,
        runs: !flags.includes('no-run'),
        code: lines
          .slice(index + 1, end)
          .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
          .join('\n'),
      });
    }
    index = end;
  }
  return samples;
}

function isClosingFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= fence.length && trimmed === (fence[0] ?? '').repeat(trimmed.length);
}

function nameOf(sample: Sample): string {
  return `${sample.document}:${sample.line}`;
}

function fileNameOf(sample: Sample): string {
  return `${sample.document.replace(/[^a-z0-9]+/gi, '-')}-${sample.line}.${sample.language}`;
}

function claimLines(sample: Sample): number {
  return sample.code.split('\n').filter((line) => CLAIM.test(line)).length;
}

/** The sample with each claim turned into a call that records it; lines keep their numbers. */
function withRecordedClaims(sample: Sample): string {
  const body = sample.code.split('\n').map((line, offset) => {
    const match = CLAIM.exec(line);
    if (!match) return line;
    const [, indent, expression, expected] = match;
    const where = JSON.stringify(`${sample.document}:${sample.line + offset}`);
    return `${indent}__claim(${expression}, ${expected}, ${where});`;
  });
  // Imports are hoisted, so this one can come last and leave the line numbers alone.
  return `${body.join('\n')}\nimport { claim as __claim } from './claims.js';\n`;
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
function linkPackage(project: string, name: string, target = resolve(root, 'node_modules', name)): void {
  const link = resolve(project, 'node_modules', name);
  // A package the repository lacks stays missing, and the compiler says so at the sample's import.
  if (existsSync(link) || !existsSync(target)) return;
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}

/** Writes the throwaway project: the samples as they are, and as they run. */
function writeProject(project: string, samples: readonly Sample[]): void {
  mkdirSync(resolve(project, 'samples'));
  mkdirSync(resolve(project, 'run'));
  linkPackage(project, 'charge-rules', root);
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

function assertBuilt(): void {
  for (const file of ['dist/index.js', 'dist/index.d.ts']) {
    if (!existsSync(resolve(root, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` first (the samples use the built package).`);
    }
  }
}

interface Typecheck {
  /** The samples the compiler checked, by name. */
  readonly checked: readonly string[];
  /** Every error, as `document:line:column TScode: message`. */
  readonly errors: readonly string[];
}

/** One compiler run over the project, configured by its tsconfig.json as `tsc -p` would be. */
function typecheck(project: string, samples: readonly Sample[]): Typecheck {
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
  return resolve(file).startsWith(`${resolve(root, 'dist')}/`);
}

/** A diagnostic at the line of the document it comes from, or at its own file for any other. */
function describeDiagnostic(diagnostic: ts.Diagnostic, byFile: ReadonlyMap<string, Sample>): string {
  const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  if (diagnostic.file === undefined || diagnostic.start === undefined) return message;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const sample = byFile.get(resolve(diagnostic.file.fileName));
  const where = sample
    ? `${sample.document}:${sample.line + line}`
    : `${relative(root, diagnostic.file.fileName)}:${line + 1}`;
  return `${where}:${character + 1} ${message}`;
}

/** Runs a sample against the built package and returns the claims it made, in order. */
async function run(project: string, sample: Sample): Promise<Claim[]> {
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

const documents = markdownFiles();
const samples = documents.flatMap(samplesOf);
const running = samples.filter((sample) => sample.runs);

describe('code samples in the README and docs/', () => {
  let project = '';
  let typechecked: Typecheck;

  beforeAll(() => {
    assertBuilt();
    project = mkdtempSync(resolve(tmpdir(), 'charge-rules-samples-'));
    writeProject(project, samples);
    typechecked = typecheck(project, samples);
  });

  afterAll(() => {
    if (project !== '') rmSync(project, { recursive: true, force: true });
  });

  it('takes every TypeScript and JavaScript fence as a sample, and only ts or js ones', () => {
    // A fence spelled otherwise (```typescript, ```mjs) is counted here but is no sample: write ts or js.
    const uncovered = documents
      .map((document) => ({
        document,
        fences: countCodeFences(document),
        samples: samples.filter((sample) => sample.document === document).length,
      }))
      .filter(({ fences, samples }) => fences !== samples);
    expect(uncovered).toEqual([]);
    expect(samples.length).toBeGreaterThan(20);
  });

  it('type-checks every sample against the built package, with no error', () => {
    expect([...typechecked.checked].sort()).toEqual(samples.map(nameOf).sort());
    expect(typechecked.errors).toEqual([]);
  });

  it('shows a claim in every sample that runs, and none in a no-run sample', () => {
    const silent = running.filter((sample) => claimLines(sample) === 0).map(nameOf);
    const unchecked = samples.filter((sample) => !sample.runs && claimLines(sample) > 0).map(nameOf);
    expect({ silent, unchecked }).toEqual({ silent: [], unchecked: [] });
  });

  it.each(running.map((sample) => [nameOf(sample), sample] as const))(
    '%s runs against the built package and every claim holds',
    async (_name, sample) => {
      const claims = await run(project, sample);
      for (const { actual, expected, where } of claims) expect(actual, where).toEqual(expected);
      expect(claims.length, 'every claim of the sample is reached').toBe(claimLines(sample));
    },
  );
});
