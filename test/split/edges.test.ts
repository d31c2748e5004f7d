// The split engine at its edges: the decimal grammar, which message each refusal carries, and what
// planSettlement does with values that are not a split.
import { describe, expect, it } from 'vitest';
import { _parseDecimal } from '../../src/arithmetic/decimal-fraction.js';
import { _isUuidShape } from '../../src/formats/uuid.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { planSettlement } from '../../src/split/plan-settlement.js';
import type { SplitResult, SplitRule } from '../../src/split/types.js';

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21';

function revoked(target: object = {}): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

function configIssuesOf(result: SplitResult): string[] {
  return result.ok || result.code !== 'INVALID_CONFIGURATION'
    ? []
    : (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`);
}

function issuesOf(result: SplitResult): string[] {
  return result.ok || result.code !== 'INVALID_INPUT'
    ? []
    : result.issues.map((issue) => `${issue.code} ${issue.path}`);
}

describe('_parseDecimal at the edges of its grammar', () => {
  it('reads at most 512 characters, leading zeros included', () => {
    expect(_parseDecimal(`${'0'.repeat(510)}.1`)).toMatchObject({ digits: '1', scale: 1 });
    expect(_parseDecimal(`${'0'.repeat(511)}.1`)).toBeUndefined();
  });

  it('refuses a point without digits after it, and an exponent without a mantissa', () => {
    expect(_parseDecimal('5.')).toBeUndefined();
    expect(_parseDecimal('e5')).toBeUndefined();
    expect(_parseDecimal('.5')).toBeUndefined();
  });

  it('reads exponents of up to four digits', () => {
    expect(_parseDecimal('1e-0001')).toMatchObject({ digits: '1', scale: 1 });
    expect(_parseDecimal('1e-00001')).toBeUndefined();
  });

  it('keeps scales within ±400', () => {
    expect(_parseDecimal('1e-400')).toMatchObject({ digits: '1', scale: 400 });
    expect(_parseDecimal('1e-401')).toBeUndefined();
    expect(_parseDecimal('1e400')).toMatchObject({ scale: 0 });
    expect(_parseDecimal('1e401')).toBeUndefined();
  });

  it('drops the zeros between the point and the first significant digit', () => {
    expect(_parseDecimal('0.0299')).toEqual({
      digits: '299',
      units: 299,
      scale: 4,
      fast: true,
      big: undefined,
    });
    expect(_parseDecimal('12.50')).toEqual({
      digits: '125',
      units: 125,
      scale: 1,
      fast: true,
      big: undefined,
    });
  });
});

describe('_isUuidShape', () => {
  it('refuses a longer string whose first 36 characters are a UUID, and 36 characters that are not one', () => {
    expect(_isUuidShape(`${A}0`)).toBe(false);
    expect(_isUuidShape('z'.repeat(36))).toBe(false);
    expect(_isUuidShape(`${A.slice(0, 35)}\u0100`)).toBe(false);
    expect(_isUuidShape(A.toUpperCase())).toBe(true);
  });
});

describe('computeSplit refusals and their messages', () => {
  it('calls a revoked Proxy unreadable and a string the wrong type, for rules, a rule and options', () => {
    expect(issuesOf(computeSplit(100, revoked([]) as never, 0))).toEqual(['INVALID_TYPE split']);
    expect(issuesOf(computeSplit(100, 'x' as never, 0))).toEqual(['INVALID_TYPE split']);
    expect(issuesOf(computeSplit(100, [revoked() as never], 0))).toEqual(['INVALID_TYPE split.0']);
    expect(configIssuesOf(computeSplit(100, [], 0, revoked() as never))).toEqual(['INVALID_TYPE options']);
    expect(configIssuesOf(computeSplit(100, [], 0, 'x' as never))).toEqual(['INVALID_TYPE options']);
  });

  it('calls a cross_company or an MDR fixed fee behind a throwing getter unreadable', () => {
    const rule = { recipient_id: A, recipient_type: 'merchant', type: 'fixed', amount: 1 };
    const throwing = (key: string, base: object) =>
      Object.defineProperty({ ...base }, key, {
        enumerable: true,
        get() {
          throw new Error('x');
        },
      });
    expect(issuesOf(computeSplit(100, [throwing('cross_company', rule) as SplitRule], 0))).toEqual([
      'INVALID_TYPE split.0.cross_company',
    ]);
    expect(configIssuesOf(computeSplit(100, [], throwing('fixed', { rate: 0 }) as never))).toEqual([
      'INVALID_VALUE mdr',
    ]);
  });

  it('names the bounds in its range messages', () => {
    const many = Array.from({ length: 101 }, () => ({
      recipient_id: A,
      recipient_type: 'merchant',
      type: 'fixed',
      amount: 1,
    }));
    expect(issuesOf(computeSplit(100, many as SplitRule[], 0))).toEqual(['TOO_MANY split']);
  });

  it('refuses a fixed fee that is not a whole number of centavos, a rate of 1 or more, and an amount that is a string', () => {
    expect(configIssuesOf(computeSplit(100, [], { fixed: 1.5 })).map((issue) => issue.slice(0, 17))).toEqual([
      'INVALID_VALUE mdr',
    ]);
    expect(computeSplit(100, [], 2)).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
    expect(computeSplit('100' as never, [], 0)).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
    });
    const fixedString = { recipient_id: A, recipient_type: 'merchant', type: 'fixed', amount: '5' };
    expect(computeSplit(100, [fixedString as never], 0)).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
    });
  });

  it('answers in English for options that are an array, whatever locale it carries', () => {
    const options = Object.assign([], { locale: 'pt-BR' });
    const result = computeSplit(100, 'x' as never, 0, options as never);
    expect(result.ok ? '' : result.message).toMatch(/must be/);
  });
});

describe('computeSplit rounding edges', () => {
  it('rounds an exact half of the percentage total to the even centavo', () => {
    const half = [
      { recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount: 0.5 },
    ] as SplitRule[];
    expect(computeSplit(3, half, 0)).toMatchObject({ ok: true, shares: [{ gross: 2 }], unallocated: 1 });
    expect(computeSplit(5, half, 0)).toMatchObject({ ok: true, shares: [{ gross: 2 }], unallocated: 3 });
    expect(computeSplit(5, half, 0, { rounding: 'half-up' })).toMatchObject({
      ok: true,
      shares: [{ gross: 3 }],
    });
  });

  it('accepts percentages of more than 15 decimals that add up to exactly the whole', () => {
    const rules = [
      { recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount: 1e-16 },
      { recipient_id: B, recipient_type: 'submerchant', type: 'percentage', amount: 0.9999999999999999 },
    ] as SplitRule[];
    expect(computeSplit(1, rules, 0)).toMatchObject({ ok: true, unallocated: 0 });
  });
});

describe('planSettlement on values that are not a split', () => {
  const share = { recipient_id: A, net: 10 };
  const always = { supportsSubaccounts: true, hasActiveSubaccount: () => true };

  it('settles nothing at the acquirer when it does not support subaccounts, whatever its lookup says', () => {
    const split = computeSplit(
      100,
      [{ recipient_id: A, recipient_type: 'merchant', type: 'fixed', amount: 10 }],
      0,
    );
    expect(
      planSettlement(split as never, { supportsSubaccounts: false, hasActiveSubaccount: () => true }),
    ).toEqual({
      ok: true,
      entries: [{ recipient_id: A, net: 10, mode: 'virtual' }],
    });
  });

  it('plans nothing for a failure, for shares that are not an array, and for shares of the wrong types', () => {
    expect(planSettlement({ ok: false, shares: [share] } as never, always)).toEqual({
      ok: true,
      entries: [],
    });
    expect(planSettlement({ ok: true, shares: { length: 1, 0: share } } as never, always)).toEqual({
      ok: true,
      entries: [],
    });
    expect(planSettlement({ ok: true, shares: [Object.assign([], share)] } as never, always)).toEqual({
      ok: true,
      entries: [],
    });
    expect(planSettlement({ ok: true, shares: [{ recipient_id: 5, net: 10 }] } as never, always)).toEqual({
      ok: true,
      entries: [],
    });
    expect(planSettlement({ ok: true, shares: [{ recipient_id: A, net: '10' }] } as never, always)).toEqual({
      ok: true,
      entries: [],
    });
  });
});
