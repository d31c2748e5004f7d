// A code sample of the documentation, wherever it is written (a fence of a markdown page, an
// `@example` of a JSDoc block), and its claims: the one engine test/docs/code-examples.test.ts runs.
//
// A claim is a comment `//=> value` right after an expression statement, on the same line
// (`expression; //=> value`) or on the next one (the JSDoc habit of date-fns), its value spreading
// over the comment lines that follow until it is a whole expression:
//
//     computeSplit(10000, [], 0.0299)
//     //=> { ok: true, amount: 10000,
//     //     fee: 299, … }
//
// It says the expression deep-equals the value, a JavaScript expression evaluated after it.
import ts from 'typescript';

export interface Sample {
  /** The file it is written in, relative to the repository root. */
  readonly document: string;
  /** The line of the document where the code starts (1-based). */
  readonly line: number;
  readonly language: 'ts' | 'js';
  readonly runs: boolean;
  /** The code as a user's file would hold it, imports included. */
  readonly code: string;
}

/** A claim as the sample makes it: where its comment starts, and the span the rewrite replaces. */
interface ClaimSite {
  /** Where the claimed expression starts and ends, in the code. */
  readonly expressionStart: number;
  readonly expressionEnd: number;
  /** The end of the claim's last comment line. */
  readonly end: number;
  /** The stated value, its comment lines joined by line breaks. */
  readonly expected: string;
  /** The line of the `//=>` comment, 0-based within the sample. */
  readonly line: number;
}

/** What a claim comment that follows no expression statement is reported as. */
export interface StrayClaim {
  readonly where: string;
}

const CLAIM_MARK = '//=>';

export function nameOf(sample: Sample): string {
  return `${sample.document}:${sample.line}`;
}

/** How many claims the sample shows: each one must be reached when it runs. */
export function claimCount(sample: Sample): number {
  return sample.code.split('\n').filter((line) => line.includes(CLAIM_MARK)).length;
}

/** The claims of a sample, or the first comment `//=>` that follows no expression statement. */
function claimSites(sample: Sample): { sites: ClaimSite[]; stray: StrayClaim[] } {
  const file = ts.createSourceFile('sample.ts', sample.code, ts.ScriptTarget.Latest, true);
  const statements: ts.ExpressionStatement[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node)) statements.push(node);
    ts.forEachChild(node, collect);
  };
  collect(file);
  const lines = sample.code.split('\n');
  const starts = lineStarts(lines);
  const sites: ClaimSite[] = [];
  const stray: StrayClaim[] = [];
  for (let index = 0; index < lines.length; index++) {
    const column = (lines[index] ?? '').indexOf(CLAIM_MARK);
    if (column < 0) continue;
    const mark = (starts[index] ?? 0) + column;
    // The statement the comment follows: nothing but blanks between its end and the comment.
    const statement = statements.find(
      (node) => node.end <= mark && withoutComments(sample.code.slice(node.end, mark)).trim() === '',
    );
    if (statement === undefined) {
      stray.push({ where: `${sample.document}:${sample.line + index}` });
      continue;
    }
    let expected = (lines[index] ?? '').slice(column + CLAIM_MARK.length).trim();
    let last = index;
    while (!isWholeExpression(expected) && /^\s*\/\/(?!=>)/.test(lines[last + 1] ?? '')) {
      last++;
      expected += `\n${(lines[last] ?? '').replace(/^\s*\/\//, '')}`;
    }
    sites.push({
      expressionStart: statement.expression.getStart(file),
      expressionEnd: statement.expression.end,
      end: (starts[last] ?? 0) + (lines[last] ?? '').length,
      expected,
      line: index,
    });
    index = last;
  }
  return { sites, stray };
}

/** A comment of its own may stand between a statement and its claim (`_weekday(0) // a Thursday`). */
function withoutComments(text: string): string {
  return text.replace(/\/\/[^\n]*/g, '');
}

function lineBreaks(text: string): number {
  return text.split('\n').length - 1;
}

function lineStarts(lines: readonly string[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  return starts;
}

function isWholeExpression(text: string): boolean {
  if (text === '') return false;
  const { diagnostics = [] } = ts.transpileModule(`(${text}\n);`, { reportDiagnostics: true });
  return diagnostics.length === 0;
}

/** The claim comments of a sample that follow no expression statement, so could never be checked. */
export function strayClaims(sample: Sample): StrayClaim[] {
  return claimSites(sample).stray;
}

/**
 * The sample with each claim turned into a call that records it (`__claim(actual, expected, where)`);
 * every line keeps its number, so a runtime error points at the document's line.
 */
export function withRecordedClaims(sample: Sample): string {
  let code = sample.code;
  for (const site of claimSites(sample).sites.reverse()) {
    const where = JSON.stringify(`${sample.document}:${sample.line + site.line}`);
    // The line breaks between the expression and its comment stay, so each line keeps its number.
    const breaks = lineBreaks(code.slice(site.expressionEnd, site.end)) - lineBreaks(site.expected);
    const expression = code.slice(site.expressionStart, site.expressionEnd);
    code =
      `${code.slice(0, site.expressionStart)}__claim(${expression},${'\n'.repeat(breaks)}` +
      ` (${site.expected}), ${where});${code.slice(site.end)}`;
  }
  // Imports are hoisted, so this one can come last and leave the line numbers alone.
  return `${code}\nimport { claim as __claim } from './claims.js';\n`;
}
