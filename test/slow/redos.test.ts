// Wall-clock checks, run by `npm run test:slow` and never by `npm test`: every regular expression of
// src/ (test/security/regex-catalogue.ts) and every pattern of the shipped JSON Schema run in linear time on long near-miss inputs. Linear is
// checked loosely and without absolute thresholds: the median time on an input 8 times longer must
// stay under 24 times the median on the shorter one (a quadratic regex gives about 64).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { _exactText } from '../../src/arithmetic/exact-decimal.js';
import { CATALOGUE } from '../security/regex-catalogue.js';

/** Median time of `act` in milliseconds, over a few runs. */
function median(act: () => void, runs = 5): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    act();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] as number;
}

/**
 * How much slower `act` is on an input 8 times longer. The inputs are built (and flattened by a
 * first run) before anything is timed. Retried: one quiet measurement proves linear time, while a
 * quadratic one is slow on every attempt.
 */
function growth<T>(make: (n: number) => T, act: (input: T) => void, n: number): number {
  const small = make(n);
  const large = make(8 * n);
  act(small);
  act(large);
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3 && best >= LIMIT; attempt++) {
    const base = Math.max(
      median(() => act(small)),
      0.05,
    );
    best = Math.min(best, median(() => act(large)) / base);
  }
  return best;
}

const LIMIT = 24;
const N = 100_000;

function run(regex: RegExp, input: string): void {
  regex.lastIndex = 0;
  if (regex.global) input.replace(regex, '');
  else regex.test(input);
}

describe('regular expressions', () => {
  for (const [text, { where, nearMisses }] of CATALOGUE) {
    if (nearMisses.length === 0) continue;
    it(`${text} (${where}) is linear on long near misses`, () => {
      const body = text.slice(1, text.lastIndexOf('/'));
      const flags = text.slice(text.lastIndexOf('/') + 1);
      const regex = new RegExp(body, flags);
      for (const nearMiss of nearMisses) {
        expect(growth(nearMiss, (input) => run(regex, input), N)).toBeLessThan(LIMIT);
      }
    });
  }
});

describe('code that could be quadratic on purpose-built input', () => {
  // The CLI reads fractions like 0.000…0001 from the command line or a JSON file: trailing zeros
  // are stripped with a loop from the end, never a backtracking /0+$/.
  it('the CLI exact-decimal formatter is linear in the number of fraction digits', () => {
    expect(growth((n) => ({ units: 1n, scale: n }), _exactText, 1_500)).toBeLessThan(LIMIT);
  });
});

// The shipped JSON Schema hands its patterns to the host's validator (ajv compiles them with the
// `u` flag). A host may check a pattern before maxLength, so each must stay linear on any length.
describe("the shipped JSON Schema's patterns", () => {
  const schemaText = readFileSync(join(import.meta.dirname, '../../charge-request.schema.json'), 'utf8');
  const patterns = new Set<string>();
  JSON.parse(schemaText, (key, value) => {
    if (key === 'pattern' && typeof value === 'string') patterns.add(value);
    return value;
  });
  // Near misses built from the characters the patterns take (digits, letters, separators, spaces,
  // e-mail parts), each ending where a match must fail.
  const nearMisses = [
    (n: number) => `${'1'.repeat(n)}x`,
    (n: number) => `${' '.repeat(n)}x`,
    (n: number) => `1${' '.repeat(n)}!`,
    (n: number) => `${'1 '.repeat(n / 2)}!`,
    (n: number) => `${'1-'.repeat(n / 2)}!`,
    (n: number) => `${'a'.repeat(n)}!`,
    (n: number) => `${'a.'.repeat(n / 2)}!`,
    (n: number) => `a@${'a.'.repeat(n / 2)}!`,
    (n: number) => `${'A1'.repeat(n / 2)}!`,
  ];

  it('the schema has patterns to check', () => {
    expect(patterns.size).toBeGreaterThan(10);
  });

  for (const pattern of patterns) {
    it(`/${pattern.length > 60 ? `${pattern.slice(0, 60)}…` : pattern}/u is linear on long near misses`, () => {
      const regex = new RegExp(pattern, 'u');
      for (const nearMiss of nearMisses) {
        expect(growth(nearMiss, (input) => run(regex, input), N)).toBeLessThan(LIMIT);
      }
    });
  }
});
