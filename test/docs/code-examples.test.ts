// Every code sample of the README, of docs/ and of the JSDoc in src/ is a test, so a sample cannot go
// stale or stop compiling unnoticed: each is type-checked, strictly, as a user's project would compile
// it against the built package (dist/, through package.json `exports`), and then run against it; each
// claim it shows (`expression; //=> value`, or `//=> value` on the line after the expression) must
// hold. The engine is test/support/code-samples/: sample.ts (claims), project.ts (compile and run),
// markdown.ts and jsdoc.ts (where samples are written).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsdocExamples as jsdocExamplesIn, sourceFiles } from '../support/code-samples/jsdoc.js';
import { countCodeFences, markdownFiles, markdownSamplesOf } from '../support/code-samples/markdown.js';
import {
  assertBuilt,
  packageExports,
  run,
  type Typecheck,
  typecheck,
  writeProject,
} from '../support/code-samples/project.js';
import { claimCount, nameOf, strayClaims } from '../support/code-samples/sample.js';

assertBuilt();
const exports = packageExports();
const documents = markdownFiles();
const markdownSamples = documents.flatMap(markdownSamplesOf);
const jsdocExamples = jsdocExamplesIn(sourceFiles(), exports);
// The examples of what a user can import: a user's code. Those of the library's own helpers import
// from src/ as the library's code does.
const publicExamples = jsdocExamples.filter((example) => exports.has(example.documents));
const samples = [...markdownSamples, ...jsdocExamples.map((example) => example.sample)];
const running = samples.filter((sample) => sample.runs);

let project = '';
let typechecked: Typecheck;

beforeAll(() => {
  project = mkdtempSync(resolve(tmpdir(), 'charge-rules-samples-'));
  writeProject(project, samples);
  typechecked = typecheck(project, samples);
});

afterAll(() => {
  if (project !== '') rmSync(project, { recursive: true, force: true });
});

describe('code samples in the README and docs/', () => {
  it('takes every TypeScript and JavaScript fence as a sample, and only ts or js ones', () => {
    // A fence spelled otherwise (```typescript, ```mjs) is counted here but is no sample: write ts or js.
    const uncovered = documents
      .map((document) => ({
        document,
        fences: countCodeFences(document),
        samples: markdownSamples.filter((sample) => sample.document === document).length,
      }))
      .filter(({ fences, samples }) => fences !== samples);
    expect(uncovered).toEqual([]);
    expect(markdownSamples.length).toBeGreaterThan(20);
  });

  it('shows a claim in every sample that runs, and none in a no-run sample', () => {
    const silent = markdownSamples.filter((sample) => sample.runs && claimCount(sample) === 0).map(nameOf);
    const unchecked = markdownSamples.filter((sample) => !sample.runs && claimCount(sample) > 0).map(nameOf);
    expect({ silent, unchecked }).toEqual({ silent: [], unchecked: [] });
  });
});

describe('@example blocks of the JSDoc in src/', () => {
  it('finds every example, those of the exports of the package among them', () => {
    expect({ all: jsdocExamples.length, exports: publicExamples.length }).toEqual({
      all: expect.toSatisfy((count: number) => count >= 220),
      exports: expect.toSatisfy((count: number) => count >= 60),
    });
  });

  it("imports what an export's example uses from charge-rules only, as a user's project would", () => {
    const fromSource = publicExamples
      .filter(({ sample }) => / from "\//.test(sample.code))
      .map(({ sample }) => nameOf(sample));
    expect(fromSource).toEqual([]);
  });

  it('shows a claim in every example', () => {
    const silent = jsdocExamples
      .filter(({ sample }) => claimCount(sample) === 0)
      .map(({ sample }) => nameOf(sample));
    expect(silent).toEqual([]);
  });
});

describe('every sample', () => {
  it('type-checks against the built package, with no error', () => {
    expect([...typechecked.checked].sort()).toEqual(samples.map(nameOf).sort());
    expect(typechecked.errors).toEqual([]);
  });

  it('puts each claim right after the expression it is about', () => {
    expect(samples.flatMap(strayClaims)).toEqual([]);
  });

  it.each(running.map((sample) => [nameOf(sample), sample] as const))(
    '%s runs against the built package and every claim holds',
    async (_name, sample) => {
      const claims = await run(project, sample);
      for (const { actual, expected, where } of claims) expect(actual, where).toStrictEqual(expected);
      expect(claims.length, 'every claim of the sample is reached').toBe(claimCount(sample));
    },
  );
});
