// The split engine's allocation and refusals: the parity of the rounded percentage total when more
// centavos come from the summed fractions than from the floors, which message a refused MDR fixed
// fee or an unreadable rule carries, that a rule with an issue is never converted, and what
// planSettlement treats as a split and as an acquirer (arrays and functions are neither) and how far
// up a prototype chain it looks for the acquirer's members. Expected values are worked by hand.
import { describe, expect, it } from 'vitest';
import { computeSplit } from '../../src/split/compute-split.js';
import { planSettlement, type SettlementAcquirer } from '../../src/split/plan-settlement.js';
import type { SplitMdr, SplitResult, SplitRule, SplitSuccess } from '../../src/split/types.js';

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f';

function pct(amount: number): SplitRule {
  return { recipient_id: A, recipient_type: 'submerchant', type: 'percentage', amount };
}

function issuesOf(result: SplitResult): string[] {
  return result.ok || result.code !== 'INVALID_INPUT'
    ? []
    : result.issues.map((issue) => `${issue.code} ${issue.path}`);
}

describe('rounding the percentage total when the carried centavos outnumber the floors', () => {
  // T = round(Σ exact). Σ exact is floors + carry + ½ here, so half-even must look at the parity of
  // floors + carry. Cases chosen with floors < carry.
  it.each([
    {
      // 3 × 0.25 of 2: each 0.5, Σ 1.5 → half-even 2 (even). Floors 0, two leftover centavos, all
      // dropped fractions tie → the two earliest rules.
      amount: 2,
      fractions: [0.25, 0.25, 0.25],
      rounding: 'half-even',
      gross: [1, 1, 0],
      unallocated: 0,
    },
    {
      // 0.15 of 10 = 1.5, 4 × 0.05 of 10 = 0.5 each: Σ 3.5 → half-even 4. Floors 1 + 0×4; 3 leftover
      // centavos to the three earliest equal fractions (.5 each).
      amount: 10,
      fractions: [0.15, 0.05, 0.05, 0.05, 0.05],
      rounding: 'half-even',
      gross: [2, 1, 1, 0, 0],
      unallocated: 6,
    },
    {
      // 5 × 0.1 of 5: 0.5 each, Σ 2.5 → half-even 2 (even): leftover 2 to the first two.
      amount: 5,
      fractions: [0.1, 0.1, 0.1, 0.1, 0.1],
      rounding: 'half-even',
      gross: [1, 1, 0, 0, 0],
      unallocated: 3,
    },
    {
      // Same Σ 2.5 under half-up → 3.
      amount: 5,
      fractions: [0.1, 0.1, 0.1, 0.1, 0.1],
      rounding: 'half-up',
      gross: [1, 1, 1, 0, 0],
      unallocated: 2,
    },
    {
      // 1/3 ≈ 0.3333333333333333 (16 decimals, the BigInt path) × 3 of 3: 0.9999999999999999 each,
      // Σ 2.9999999999999997 → 3, floors 0: one centavo each.
      amount: 3,
      fractions: [1 / 3, 1 / 3, 1 / 3],
      rounding: 'half-even',
      gross: [1, 1, 1],
      unallocated: 0,
    },
  ] as const)(
    '$amount split $fractions ($rounding)',
    ({ amount, fractions, rounding, gross, unallocated }) => {
      const result = computeSplit(amount, fractions.map(pct), 0, { rounding });
      expect(result.ok && result.shares.map((share) => share.gross)).toEqual(gross);
      expect(result.ok && result.unallocated).toBe(unallocated);
    },
  );
});

describe('messages of refused input', () => {
  it.each([1.5, '50', null])(
    "a fixed fee of %j is the caller's configuration, answered with 500",
    (fixed) => {
      expect(computeSplit(1000, [], { rate: 0.01, fixed } as unknown as SplitMdr)).toMatchObject({
        ok: false,
        status: 500,
        code: 'INVALID_CONFIGURATION',
        issues: [{ code: 'INVALID_VALUE', path: 'mdr' }],
      });
    },
  );

  it('a rule whose getter throws is unreadable, not "not an object"', () => {
    const rules: unknown[] = [];
    Object.defineProperty(rules, 0, {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    rules.length = 1;
    expect(issuesOf(computeSplit(1000, rules as SplitRule[], 0))).toEqual(['INVALID_TYPE split.0']);
  });

  it('a rule with an issue is not converted: its amount is never stringified', () => {
    let calls = 0;
    const amount = {
      toString(): string {
        calls++;
        throw new Error('stringified');
      },
    };
    const result = computeSplit(
      1000,
      [{ recipient_id: A, recipient_type: 'merchant', type: 'percentage', amount } as unknown as SplitRule],
      0,
    );
    expect(issuesOf(result)).toEqual(['INVALID_TYPE split.0.amount']);
    expect(calls).toBe(0);
  });
});

describe('enum messages and absent rules', () => {
  it('lists the allowed values in enum messages, and reads undefined rules as none', () => {
    const bad = { recipient_id: A, recipient_type: 'partner', type: 'share', amount: 0.1 };
    expect(issuesOf(computeSplit(1000, [bad as unknown as SplitRule], 0))).toEqual([
      'INVALID_VALUE split.0.recipient_type',
      'INVALID_VALUE split.0.type',
    ]);
    const refused = computeSplit(1000, [bad as unknown as SplitRule], 0);
    expect(refused.ok ? [] : refused.issues?.map((issue) => issue.params.values)).toEqual([
      'merchant, submerchant',
      'percentage, fixed',
    ]);
    expect(computeSplit(1000, undefined, 0.01)).toEqual({
      ok: true,
      amount: 1000,
      fee: 10,
      shares: [],
      unallocated: 1000,
    });
  });
});

describe('planSettlement: what counts as a split and as an acquirer', () => {
  const split = computeSplit(1000, [pct(0.5)], 0) as SplitSuccess;
  const yes = () => true;

  it('settles an ordinary acquirer record at the acquirer (control)', () => {
    expect(planSettlement(split, { supportsSubaccounts: true, hasActiveSubaccount: yes }).entries).toEqual([
      { recipient_id: A, net: 500, mode: 'acquirer' },
    ]);
  });

  // The class itself passed by mistake instead of an instance.
  class StaticAcquirer {
    static supportsSubaccounts = true;
    readonly supportsSubaccounts = true;
    static hasActiveSubaccount(): boolean {
      return true;
    }
  }
  it.each([
    [
      'an array carrying the members',
      Object.assign([], { supportsSubaccounts: true, hasActiveSubaccount: yes }),
    ],
    [
      'a function carrying the members',
      Object.assign(() => true, { supportsSubaccounts: true, hasActiveSubaccount: yes }),
    ],
    ['a class with static members', StaticAcquirer],
  ])('does not treat %s as an acquirer', (_label, acquirer) => {
    expect(planSettlement(split, acquirer as unknown as SettlementAcquirer).entries).toEqual([
      { recipient_id: A, net: 500, mode: 'virtual' },
    ]);
  });

  it('does not treat an array as a split, even one with ok and shares', () => {
    const fake = Object.assign([], { ok: true, shares: [{ recipient_id: B, net: 7 }] });
    expect(
      planSettlement(fake as unknown as SplitSuccess, {
        supportsSubaccounts: true,
        hasActiveSubaccount: yes,
      }),
    ).toEqual({
      ok: true,
      entries: [],
    });
  });

  // depth 0 is the acquirer itself; levels 0..31 are searched, level 32 is not.
  function atDepth(depth: number): SettlementAcquirer {
    let holder: object = { supportsSubaccounts: true, hasActiveSubaccount: yes };
    for (let i = 0; i < depth; i++) holder = Object.create(holder);
    return holder as SettlementAcquirer;
  }
  it.each([
    [0, 'acquirer'],
    [31, 'acquirer'],
    [32, 'virtual'],
    [40, 'virtual'],
  ])('finds the members %i prototypes up: %s', (depth, mode) => {
    expect(planSettlement(split, atDepth(depth)).entries).toEqual([{ recipient_id: A, net: 500, mode }]);
  });
});
