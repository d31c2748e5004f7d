// fast-check arbitraries for split inputs: amounts across the whole safe range, fractions a JS
// number can spell (from 0.1 to 5e-324, up to 17 significant digits), MDRs in every accepted shape.
import fc from 'fast-check';
import { RECIPIENT_TYPES } from '../../src/rules/values.js';
import type { SplitMdr, SplitRule } from '../../src/split/types.js';

export const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export const amounts: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 1, max: 100 }),
  fc.integer({ min: 1, max: 10_000_000 }),
  fc.integer({ min: MAX_SAFE - 1_000_000, max: MAX_SAFE }),
  fc.integer({ min: 1, max: MAX_SAFE }),
);

/** A decimal with up to 15 significant digits, shifted so it is at most `max`, read back as a number. */
function shiftedDecimal(minShift: number): fc.Arbitrary<number> {
  return fc
    .tuple(
      fc.integer({ min: 1, max: 999_999_999_999_999 }),
      fc.integer({ min: minShift, max: minShift + 20 }),
    )
    .map(([mantissa, shift]) => Number(`${mantissa}e-${String(mantissa).length + shift}`));
}

const SPECIAL_FRACTIONS = [1, 0.5, 0.1, 0.3, 0.25, 1 / 3, 2 / 3, 1e-7, 5e-324, 0.9999999999999999, 0.125];

/** A fraction in (0, 1]. */
export const fractions: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }).map((n) => n / 10_000),
  shiftedDecimal(0),
  fc.double({ min: Number.MIN_VALUE, max: 1, noNaN: true }),
  fc.constantFrom(...SPECIAL_FRACTIONS),
);

/** A fraction in (0, 1/n]. */
function smallFractions(n: number): fc.Arbitrary<number> {
  const digits = String(n).length;
  return fc.oneof(
    fc.integer({ min: 1, max: Math.max(1, Math.floor(10_000 / n)) }).map((k) => k / 10_000),
    shiftedDecimal(digits),
    fc.double({ min: Number.MIN_VALUE, max: 1 / n, noNaN: true }),
  );
}

const common = {
  recipient_id: fc.uuid(),
  recipient_type: fc.constantFrom(...RECIPIENT_TYPES),
};

function rule(type: 'fixed' | 'percentage', amount: fc.Arbitrary<number>): fc.Arbitrary<SplitRule> {
  return fc.record(
    { ...common, type: fc.constant(type), amount, cross_company: fc.boolean() },
    { requiredKeys: ['recipient_id', 'recipient_type', 'type', 'amount'] },
  );
}

export const fixedAmounts: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 1, max: 1000 }),
  fc.integer({ min: 1, max: MAX_SAFE }),
);

/** Any valid rule list, most of them short; the shares may or may not fit the amount. */
export const anyRules: fc.Arbitrary<SplitRule[]> = fc.oneof(
  {
    arbitrary: fc.array(fc.oneof(rule('percentage', fractions), rule('fixed', fixedAmounts)), {
      maxLength: 6,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.array(rule('percentage', smallFractions(100)), { minLength: 50, maxLength: 100 }),
    weight: 1,
  },
);

/** An amount with rules whose exact total fits it: fixed shares ≤ amount/2n, fractions ≤ 1/2n. */
export const fittingSplits: fc.Arbitrary<{ amount: number; rules: SplitRule[] }> = fc
  .tuple(
    amounts,
    fc.oneof({ arbitrary: fc.integer({ min: 0, max: 8 }), weight: 5 }, fc.integer({ min: 9, max: 100 })),
  )
  .chain(([amount, count]) => {
    const n = Math.max(1, count) * 2;
    const fixedMax = Math.floor(amount / n);
    const choices =
      fixedMax >= 1
        ? fc.oneof(
            rule('percentage', smallFractions(n)),
            rule('fixed', fc.integer({ min: 1, max: fixedMax })),
          )
        : rule('percentage', smallFractions(n));
    return fc.record({
      amount: fc.constant(amount),
      rules: fc.array(choices, { minLength: count, maxLength: count }),
    });
  });

const rates: fc.Arbitrary<number | string> = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 9999 }).map((n) => n / 10_000),
  fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }).filter((rate) => !Object.is(rate, -0)),
  fc.integer({ min: 0, max: 9999 }).map((n) => `0.${String(n).padStart(4, '0')}`),
  fc.stringMatching(/^0\.\d{1,40}$/),
  fc.constantFrom('0', '0.0299', '1e-7', '2.5E-3', '0.00000000000000000000000000000001'),
);

/** Every accepted shape of MDR, with fees from none to absurd. */
export const mdrs: fc.Arbitrary<SplitMdr> = fc.oneof(
  rates,
  fc.record(
    { rate: rates, fixed: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: MAX_SAFE })) },
    { requiredKeys: [] },
  ),
);

/** The MDR as the oracle takes it. */
export function mdrParts(mdr: SplitMdr): { rate: number | string; fixed: number } {
  return typeof mdr === 'object' ? { rate: mdr.rate ?? 0, fixed: mdr.fixed ?? 0 } : { rate: mdr, fixed: 0 };
}

export const roundings = fc.constantFrom('half-even' as const, 'half-up' as const);
