import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SplitResult, SplitRule, SplitSuccess } from '../../src/split/types.js';
import { computeSplit, prepareSplit } from '../support/wide-amounts.js';
import { amounts, anyRules, fittingSplits, MAX_SAFE, mdrParts, mdrs, roundings } from './arbitraries.js';
import { exactShare, oracleSplit } from './oracle.js';

const RUNS = { numRuns: 3000 };

function success(result: SplitResult): SplitSuccess {
  if (!result.ok) throw new Error(`expected a split, got ${result.code}: ${result.message}`);
  return result;
}

function isCentavos(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0);
}

describe('computeSplit against the decimal.js oracle', () => {
  it('agrees on every figure and every error, for any amount, rules, MDR and rounding', () => {
    fc.assert(
      fc.property(amounts, anyRules, mdrs, roundings, (amount, rules, mdr, rounding) => {
        const result = computeSplit(amount, rules, mdr, { rounding });
        const expected = oracleSplit(amount, rules, mdrParts(mdr), rounding);
        if (expected.ok) {
          const split = success(result);
          expect(split.fee).toBe(expected.fee);
          expect(split.unallocated).toBe(expected.unallocated);
          expect(split.shares.map((share) => share.gross)).toEqual(expected.gross);
        } else {
          const { ok, ...figures } = expected;
          expect(result.ok).toBe(ok);
          if (result.ok) return;
          expect(result).toMatchObject({ ...figures, amount });
        }
      }),
      RUNS,
    );
  });

  it('agrees on splits that fit, where every rounding path is taken', () => {
    fc.assert(
      fc.property(fittingSplits, mdrs, roundings, ({ amount, rules }, mdr, rounding) => {
        const result = computeSplit(amount, rules, mdr, { rounding });
        const expected = oracleSplit(amount, rules, mdrParts(mdr), rounding);
        if (expected.ok) expect(success(result).shares.map((share) => share.gross)).toEqual(expected.gross);
        else expect(result.ok ? undefined : result.code).toBe(expected.code);
      }),
      RUNS,
    );
  });
});

describe('computeSplit invariants', () => {
  it('never fails when the exact total fits and there is no fee', () => {
    fc.assert(
      fc.property(fittingSplits, roundings, ({ amount, rules }, rounding) => {
        expect(computeSplit(amount, rules, 0, { rounding }).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('accounts for every centavo: Σ gross + unallocated = amount and Σ net + fee + unallocated = amount', () => {
    fc.assert(
      fc.property(fittingSplits, roundings, ({ amount, rules }, rounding) => {
        const split = success(computeSplit(amount, rules, { rate: '0', fixed: 0 }, { rounding }));
        const gross = split.shares.reduce((sum, share) => sum + BigInt(share.gross), 0n);
        const net = split.shares.reduce((sum, share) => sum + BigInt(share.net), 0n);
        expect(gross + BigInt(split.unallocated)).toBe(BigInt(amount));
        if (rules.length > 0)
          expect(net + BigInt(split.fee) + BigInt(split.unallocated)).toBe(BigInt(amount));
      }),
      RUNS,
    );
  });

  it('keeps Σ net + fee + unallocated = amount when a fee is charged', () => {
    fc.assert(
      fc.property(fittingSplits, mdrs, ({ amount, rules }, mdr) => {
        fc.pre(rules.length > 0);
        const result = computeSplit(amount, rules, mdr);
        fc.pre(result.ok);
        const split = success(result);
        const net = split.shares.reduce((sum, share) => sum + BigInt(share.net), 0n);
        expect(net + BigInt(split.fee) + BigInt(split.unallocated)).toBe(BigInt(amount));
        expect(split.shares[0]?.fee).toBe(split.fee);
        expect(split.shares.slice(1).every((share) => share.fee === 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('gives only non-negative safe integers', () => {
    fc.assert(
      fc.property(amounts, anyRules, mdrs, (amount, rules, mdr) => {
        const result = computeSplit(amount, rules, mdr);
        if (!result.ok) return;
        const figures = [
          result.fee,
          result.unallocated,
          ...result.shares.flatMap((s) => [s.gross, s.fee, s.net]),
        ];
        expect(figures.every(isCentavos)).toBe(true);
      }),
      RUNS,
    );
  });

  it('gives each percentage share the floor or the ceil of its exact value, and each fixed share its amount', () => {
    fc.assert(
      fc.property(fittingSplits, roundings, ({ amount, rules }, rounding) => {
        const split = success(computeSplit(amount, rules, 0, { rounding }));
        rules.forEach((rule, index) => {
          const exact = exactShare(amount, rule);
          const gross = new Decimal((split.shares[index] as { gross: number }).gross);
          if (rule.type === 'fixed') expect(gross.eq(rule.amount)).toBe(true);
          else expect(gross.eq(exact.floor()) || gross.eq(exact.ceil())).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('moves each share with its rule when the rules are permuted, unless its fraction ties another', () => {
    fc.assert(
      fc.property(
        fittingSplits.chain(({ amount, rules }) =>
          fc.record({
            amount: fc.constant(amount),
            rules: fc.constant(rules),
            order: fc.shuffledSubarray(
              rules.map((_, i) => i),
              { minLength: rules.length },
            ),
          }),
        ),
        roundings,
        ({ amount, rules, order }, rounding) => {
          const before = success(computeSplit(amount, rules, 0, { rounding }));
          const after = success(
            computeSplit(
              amount,
              order.map((i) => rules[i] as SplitRule),
              0,
              { rounding },
            ),
          );
          const fractions = rules.map((rule) =>
            exactShare(amount, rule).minus(exactShare(amount, rule).floor()),
          );
          order.forEach((from, to) => {
            const fraction = fractions[from] as Decimal;
            const ties = fractions.filter((other) => other.eq(fraction)).length > 1 && !fraction.isZero();
            if (!ties) expect(after.shares[to]).toEqual(before.shares[from]);
          });
          expect(after.unallocated).toBe(before.unallocated);
        },
      ),
      RUNS,
    );
  });

  it('does not depend on the key order of the rule objects', () => {
    fc.assert(
      fc.property(amounts, anyRules, mdrs, (amount, rules, mdr) => {
        const reversed = rules.map(
          (rule) => Object.fromEntries(Object.entries(rule).reverse()) as unknown as SplitRule,
        );
        expect(computeSplit(amount, reversed, mdr)).toEqual(computeSplit(amount, rules, mdr));
      }),
      { numRuns: 1000 },
    );
  });

  it('is deterministic and leaves its arguments untouched', () => {
    fc.assert(
      fc.property(amounts, anyRules, mdrs, roundings, (amount, rules, mdr, rounding) => {
        const snapshot = structuredClone({ rules, mdr });
        const frozen = Object.freeze(rules.map((rule) => Object.freeze({ ...rule })));
        const first = computeSplit(amount, frozen, mdr, { rounding });
        expect(computeSplit(amount, frozen, mdr, { rounding })).toEqual(first);
        expect({ rules, mdr }).toEqual(snapshot);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('prepareSplit', () => {
  it('splits exactly as computeSplit does, for any amount, valid or not', () => {
    const anyAmount = fc.oneof(amounts, fc.anything(), fc.double(), fc.constant(MAX_SAFE + 1));
    fc.assert(
      fc.property(
        anyRules,
        mdrs,
        roundings,
        fc.array(anyAmount, { minLength: 1, maxLength: 4 }),
        (rules, mdr, rounding, charges) => {
          const prepared = prepareSplit(rules, mdr, { rounding });
          expect(prepared.ok).toBe(true);
          if (!prepared.ok) return;
          for (const amount of charges) {
            expect(prepared.split(amount as number)).toEqual(
              computeSplit(amount as number, rules, mdr, { rounding }),
            );
          }
        },
      ),
      RUNS,
    );
  });

  it('splits fitting charges exactly as computeSplit does, whoever bears the fee', () => {
    const small = fc.integer({ min: 0, max: 2_000_000 });
    fc.assert(
      fc.property(
        fittingSplits,
        mdrs,
        roundings,
        fc.constantFrom('first', 'proportional', 'master', 'recipient'),
        fc.array(fc.oneof(amounts, small), { maxLength: 3 }),
        ({ amount, rules }, mdr, rounding, bearer, others) => {
          const recipient = rules[rules.length - 1];
          const feeBearer =
            bearer !== 'recipient'
              ? (bearer as 'first' | 'proportional' | 'master')
              : recipient === undefined
                ? 'first'
                : { recipient_id: recipient.recipient_id };
          const options = { rounding, feeBearer };
          const prepared = prepareSplit(rules, mdr, options);
          expect(prepared.ok).toBe(true);
          if (!prepared.ok) return;
          for (const charge of [amount, ...others]) {
            expect(prepared.split(charge)).toEqual(computeSplit(charge, rules, mdr, options));
          }
        },
      ),
      RUNS,
    );
  });
});

describe('never throws', () => {
  it('returns a result for any arguments at all', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (amount, rules, mdr, options) => {
          const result = computeSplit(
            amount as number,
            rules as SplitRule[],
            mdr as number,
            options as object,
          );
          expect(typeof result.ok).toBe('boolean');
          const prepared = prepareSplit(rules as SplitRule[], mdr as number, options as object);
          expect(typeof prepared.ok).toBe('boolean');
          if (prepared.ok) expect(prepared.split(amount as number)).toEqual(result);
          else expect(result.ok).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('returns a result for rule lists of arbitrary objects', () => {
    const looseRule = fc.record(
      {
        recipient_id: fc.oneof(fc.uuid(), fc.anything()),
        recipient_type: fc.oneof(fc.constantFrom('merchant', 'submerchant'), fc.anything()),
        type: fc.oneof(fc.constantFrom('fixed', 'percentage'), fc.anything()),
        amount: fc.oneof(fc.double(), fc.integer(), fc.anything()),
        cross_company: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(amounts, fc.array(looseRule, { maxLength: 5 }), mdrs, (amount, rules, mdr) => {
        const result = computeSplit(amount, rules as SplitRule[], mdr);
        if (!result.ok && result.code === 'INVALID_INPUT') {
          expect(result.issues.length).toBeGreaterThan(0);
          expect(result.issues.every((issue) => issue.path.startsWith('split.'))).toBe(true);
        }
        if (!result.ok && result.code === 'INVALID_CONFIGURATION') {
          expect(result.status).toBe(500);
          expect(result.issues?.every((issue) => issue.path === 'mdr')).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
