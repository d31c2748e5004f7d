// docs/errors.md lists every code the library can answer, each with the exports that answer it and
// its HTTP status. The list is derived from the library, never copied: the issue codes are
// ISSUE_CODES, the failure codes are PROBLEM_CODES, and the codes each export can fail with are read
// by the TypeScript checker from its declared result type (every union member whose `ok` is `false`),
// so a new code, or an export that starts answering an old one, fails here until the page says so.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_CODES, PROBLEM_CODES } from '../../src/index.js';

const root = resolve(import.meta.dirname, '..', '..');
const page = readFileSync(resolve(root, 'docs', 'errors.md'), 'utf8');

interface Row {
  readonly http: string;
  readonly from: readonly string[];
}

/**
 * The rows of every table of the page whose header has the columns `code`, `HTTP` and `from`,
 * grouped by code (a code may have a row per group of exports).
 */
function documentedCodes(markdown: string): Map<string, Row[]> {
  const rows = new Map<string, Row[]>();
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  let columns: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      columns = undefined;
      continue;
    }
    const row = cells(line);
    if (columns === undefined) {
      columns = row;
      continue;
    }
    if (row.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const [code, http, from] = ['code', 'HTTP', 'from'].map((name) => row[columns?.indexOf(name) ?? -1]);
    if (code === undefined || http === undefined || from === undefined) continue;
    const name = /^`([A-Z_]+)`$/.exec(code)?.[1];
    if (name === undefined) continue;
    const sources = [...from.matchAll(/`([a-z]\w*)`/g)].map((match) => match[1] as string);
    rows.set(name, [...(rows.get(name) ?? []), { http, from: sources }]);
  }
  return rows;
}

/** Each exported function of the library, with the codes its result type says it can fail with. */
function failureCodesByExport(): Map<string, ReadonlySet<string>> {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const entry = resolve(root, 'src', 'index.ts');
  const program = ts.createProgram({ rootNames: [entry], options: { ...config?.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry) as ts.SourceFile) as ts.Symbol;
  const byExport = new Map<string, ReadonlySet<string>>();
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Function)) continue;
    const codes = new Set<string>();
    for (const signature of checker.getTypeOfSymbol(symbol).getCallSignatures()) {
      const returned = signature.getReturnType();
      const result = checker.getAwaitedType(returned) ?? returned;
      for (const member of result.isUnion() ? result.types : [result]) {
        const ok = member.getProperty('ok');
        const code = member.getProperty('code');
        if (ok === undefined || code === undefined) continue;
        if (checker.typeToString(checker.getTypeOfSymbol(ok)) !== 'false') continue;
        const codeType = checker.getTypeOfSymbol(code);
        for (const literal of codeType.isUnion() ? codeType.types : [codeType]) {
          // A failure whose code is any string would make the page's list unverifiable.
          codes.add(literal.isStringLiteral() ? literal.value : `<${checker.typeToString(literal)}>`);
        }
      }
    }
    byExport.set(exported.name, codes);
  }
  return byExport;
}

const documented = documentedCodes(page);
let byExport: Map<string, ReadonlySet<string>>;

beforeAll(() => {
  byExport = failureCodesByExport();
});

describe('docs/errors.md', () => {
  it('documents every issue code, with the exports whose answers carry it', () => {
    for (const code of ISSUE_CODES) {
      const rows = documented.get(code) ?? [];
      expect(rows, `no row for the issue code ${code}`).not.toEqual([]);
      expect(
        rows.flatMap((row) => row.from),
        `the row of ${code} names no export`,
      ).not.toEqual([]);
    }
  });

  it('documents every failure code with the HTTP status PROBLEM_CODES gives it', () => {
    for (const [code, { status }] of Object.entries(PROBLEM_CODES)) {
      const rows = documented.get(code) ?? [];
      expect(rows, `no row for the failure code ${code}`).not.toEqual([]);
      for (const row of rows) expect(row.http, `the HTTP status of ${code}`).toBe(String(status));
    }
  });

  it('documents an issue code that is no failure code as a 422, the status of the failure that carries it', () => {
    for (const code of ISSUE_CODES.filter((issueCode) => !Object.hasOwn(PROBLEM_CODES, issueCode))) {
      for (const row of documented.get(code) ?? [])
        expect(row.http, `the HTTP status of ${code}`).toBe('422');
    }
  });

  it('names, for every code an export can fail with, that export as one of its sources', () => {
    const missing: string[] = [];
    for (const [name, codes] of byExport) {
      for (const code of codes) {
        const sources = (documented.get(code) ?? []).flatMap((row) => row.from);
        if (!sources.includes(name)) missing.push(`${code} from ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads a failure code in every export that can fail, so the derivation above sees them all', () => {
    const failing = [...byExport].filter(([, codes]) => codes.size > 0).map(([name]) => name);
    expect(failing).toEqual(
      expect.arrayContaining(['validateChargeRequest', 'computeSplit', 'verifyWebhook']),
    );
    expect(
      [...byExport.values()].flatMap((codes) => [...codes]).filter((code) => code.startsWith('<')),
    ).toEqual([]);
  });

  it('names only codes of the library, and only exports of the library as sources', () => {
    const codes = new Set<string>([...ISSUE_CODES, ...Object.keys(PROBLEM_CODES)]);
    expect([...documented.keys()].filter((code) => !codes.has(code))).toEqual([]);
    const sources = [...documented.values()].flat().flatMap((row) => row.from);
    expect(sources.filter((name) => !byExport.has(name))).toEqual([]);
  });
});
