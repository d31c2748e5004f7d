// ReDoS: every regular expression in src/ (found by parsing the sources, so a new one cannot slip in
// unreviewed) and the valibot action the schema uses (uuid) run in linear time on long near-miss
// inputs. The e-mail format is a one-pass scanner, no regex: test/validation/formats/email.test.ts
// counts the characters it reads. Linear is checked loosely and without absolute thresholds: the median time on an
// input 8 times longer must stay under 24 times the median on the shorter one (a quadratic regex
// gives about 64). Why each one is linear is written in docs/security.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../src/cli/exact-decimal.js';
import { formatMoney } from '../../src/cli/money.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { pixRequest } from '../fixtures/requests.js';

/** Every regular-expression literal and `new RegExp` in a directory, as written. */
function regexLiteralsIn(directory: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) {
      found.push(...regexLiteralsIn(path));
      continue;
    }
    if (!path.endsWith('.ts')) continue;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(node.getText(source));
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'RegExp') {
        found.push(`new RegExp(${node.arguments?.map((argument) => argument.getText(source)).join(', ')})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

interface Case {
  /** Where it is used, for the failure message. */
  readonly where: string;
  /** Near-miss inputs of size about `n`: long, almost matching, ending where a match fails. */
  readonly nearMisses: readonly ((n: number) => string)[];
}

const digits = (n: number) => '1'.repeat(n);

/**
 * Every regular expression of src/, by its literal text, with the near misses that would make a
 * backtracking one blow up. The CLI's are included: it runs on the same data.
 */
const CATALOGUE: ReadonlyMap<string, Case> = new Map<string, Case>([
  [
    String.raw`/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/`,
    { where: 'charge: provider expires_at', nearMisses: [(n) => `2026-01-01T10:00:00.${digits(n)}`] },
  ],
  [String.raw`/^\d{4}-\d{2}-\d{2}$/`, { where: 'charge and validation: dates', nearMisses: [digits] }],
  [
    '/^[A-Za-z0-9+/]+={0,2}$/',
    {
      where: 'charge: QR code PNG body',
      nearMisses: [(n) => `${'A'.repeat(n)}!`, (n) => `${'A'.repeat(n)}===`],
    },
  ],
  ['/^[A-Z]{3}$/', { where: 'currency', nearMisses: [(n) => 'A'.repeat(n)] }],
  [
    "/'(-[^' ]*)/",
    { where: 'cli: parse errors', nearMisses: [(n) => "'-".repeat(n), (n) => `'-${'a'.repeat(n)}`] },
  ],
  [String.raw`/\.?$/`, { where: 'cli: parse errors', nearMisses: [(n) => '.a'.repeat(n)] }],
  [String.raw`/^\d+$/`, { where: 'cli, card brand, paths', nearMisses: [(n) => `${digits(n)}a`] }],
  [
    String.raw`/^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i`,
    {
      where: 'cli: exact decimals',
      nearMisses: [(n) => `${digits(n)}.${digits(n)}e`, (n) => `-${digits(n)}.`],
    },
  ],
  [
    String.raw`/^([^"]*?)(?: in JSON)? at position (\d+)/`,
    { where: 'cli: JSON errors', nearMisses: [(n) => 'x'.repeat(n), (n) => ' in JSON'.repeat(n / 8)] },
  ],
  [String.raw`/^(\d{4})-(\d{2})-(\d{2})$/`, { where: 'cli: --now', nearMisses: [digits] }],
  [
    String.raw`/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/`,
    { where: 'cli: --now', nearMisses: [(n) => `2026-01-01T10:00:00.${digits(n)}!`] },
  ],
  [
    String.raw`/\{(\w+)\}/g`,
    { where: 'messages', nearMisses: [(n) => `{${'a'.repeat(n)}`, (n) => '{a'.repeat(n / 2)] },
  ],
  [String.raw`/\D/g`, { where: 'redaction', nearMisses: [digits] }],
  ['/^sk_[A-Za-z0-9_-]{4,}/', { where: 'redaction', nearMisses: [(n) => `sk_${'a'.repeat(n)}`] }],
  [
    '/sk_[A-Za-z0-9_-]{4,}/g',
    {
      where: 'redaction: secret keys in text',
      nearMisses: [(n) => 'sk_'.repeat(n / 3), (n) => 'sk_a!'.repeat(n / 5)],
    },
  ],
  ['/[a-z]/g', { where: 'resolveRequiredFields: country', nearMisses: [(n) => 'a'.repeat(n)] }],
  [String.raw`/[_\-\s]/g`, { where: 'did you mean', nearMisses: [(n) => '_'.repeat(n)] }],
  [String.raw`/^\d{12,19}$/`, { where: 'card number', nearMisses: [digits] }],
  [String.raw`/^\d{8}$/`, { where: 'CEP', nearMisses: [digits] }],
  [String.raw`/^[0-9A-Z]{12}\d{2}$/`, { where: 'CNPJ', nearMisses: [(n) => 'A'.repeat(n)] }],
  [String.raw`/^\d{11}$/`, { where: 'CPF', nearMisses: [digits] }],
  [String.raw`/^(\d)\1{10}$/`, { where: 'CPF repeated digits', nearMisses: [digits] }],
  ['/^[A-Za-z]{2}$/', { where: 'country', nearMisses: [(n) => 'a'.repeat(n)] }],
  ['/^(0[1-9]|1[0-2])$/', { where: 'card month', nearMisses: [(n) => '0'.repeat(n)] }],
  [String.raw`/^\d{4}$/`, { where: 'card year', nearMisses: [digits] }],
  [String.raw`/^\d{3,4}$/`, { where: 'CVV', nearMisses: [digits] }],
  // Quadratic on purpose-built input, bounded by construction: see BOUNDED below.
  [String.raw`/\B(?=(\d{3})+$)/g`, { where: 'cli: money (at most 16 digits)', nearMisses: [] }],
  // Quadratic: finding 8 in docs/security.md.
]);

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
  const found = regexLiteralsIn(join(import.meta.dirname, '../../src'));

  it('every regular expression in src/ is in the reviewed catalogue, and the catalogue has no stale entry', () => {
    expect([...new Set(found)].filter((text) => !CATALOGUE.has(text))).toEqual([]);
    expect([...CATALOGUE.keys()].filter((text) => !found.includes(text))).toEqual([]);
  });

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

describe("valibot's uuid action, as the schema uses it", () => {
  const uuid = v.uuid('x').requirement;

  it('the uuid regex is linear on long near misses', () => {
    for (const nearMiss of [(n: number) => 'a'.repeat(n), (n: number) => `${'aaaaaaaa-'.repeat(n / 9)}`]) {
      expect(growth(nearMiss, (input) => run(uuid, input), N)).toBeLessThan(LIMIT);
    }
  });

  it('a 10 MB e-mail or uuid is cut by the guard before any regex sees it', () => {
    const huge = `${'a.'.repeat(5_000_000)}@`;
    const request = {
      ...pixRequest(),
      customer: { ...pixRequest().customer, email: huge },
      split: [{ recipient_id: huge, recipient_type: 'merchant', type: 'fixed', amount: 1 }],
    };
    const result = validateChargeRequest(request);
    expect(result.ok ? [] : result.issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(
      expect.arrayContaining(['TOO_LONG customer.email', 'TOO_LONG split.0.recipient_id']),
    );
  });
});

describe('regular expressions that are quadratic on purpose-built input', () => {
  it('the money formatter only ever sees the 16 digits of a safe integer', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('R$ 90.071.992.547.409,91');
    expect(growth((n) => (n === N ? 1e15 : Number.MAX_SAFE_INTEGER), formatMoney, N)).toBeLessThan(LIMIT);
  });

  // Finding 8 (fixed): formatDecimal stripped trailing zeros with /0+$/, which
  // backtracks from every zero of a fraction like 0.000…0001: quadratic. The CLI reads such a
  // fraction from the command line or a JSON file. Fix: strip them with a loop from the end.
  it('the CLI exact-decimal formatter is linear in the number of fraction digits', () => {
    expect(growth((n) => ({ units: 1n, scale: n }), formatDecimal, 1_500)).toBeLessThan(LIMIT);
  });
});
