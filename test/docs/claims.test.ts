// The claims of a code sample are what makes it a test: these pin how a `//=>` comment is read, so a
// change to the engine cannot turn every claim into a comment nobody checks.
import { describe, expect, it } from 'vitest';
import { claimCount, type Sample, strayClaims, withRecordedClaims } from '../support/code-samples/sample.js';

function sample(code: string): Sample {
  return { document: 'src/example.ts', line: 10, language: 'ts', runs: true, code };
}

/** The recorded claims of a sample run with `__claim` as given, without the import line. */
function claimsOf(code: string): unknown[][] {
  const recorded: unknown[][] = [];
  const body = withRecordedClaims(sample(code)).replace(/\nimport .*\n$/, '');
  new Function('__claim', body)((...args: unknown[]) => recorded.push(args));
  return recorded;
}

describe('claims of a code sample', () => {
  it('reads a claim on the line of its expression', () => {
    expect(claimsOf("const a = 2;\na * 3; //=> 6\n'x'.repeat(a); //=> 'xx'")).toEqual([
      [6, 6, 'src/example.ts:11'],
      ['xx', 'xx', 'src/example.ts:12'],
    ]);
  });

  it('reads a claim on the line after a multi-line expression, its value continued on comment lines', () => {
    const code = ['Object.entries({', '  a: 1 })', '//=> [[', '//     "a", 2]]'].join('\n');
    expect(claimsOf(code)).toEqual([[[['a', 1]], [['a', 2]], 'src/example.ts:12']]);
  });

  it('keeps every line at its number, so an error points at the line of the document', () => {
    const code = ['f(', '  1)', '//=> {', '//   a: 1 }', 'g();'].join('\n');
    expect(withRecordedClaims(sample(code)).split('\n')[4]).toBe('g();');
  });

  it('counts a claim inside a branch, so one that is never reached fails the sample', () => {
    const code = 'const ok = [].length > 0;\nif (ok) ok; //=> true';
    expect({ count: claimCount(sample(code)), recorded: claimsOf(code) }).toEqual({ count: 1, recorded: [] });
  });

  it('reports a claim that follows no expression statement', () => {
    expect(strayClaims(sample('const a = 1; //=> 1\na; //=> 1'))).toEqual([{ where: 'src/example.ts:10' }]);
  });
});
