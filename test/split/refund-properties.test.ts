import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateRefund, type RefundAllocation } from '../../src/split/allocate-refund.js';
import type { SplitRule, SplitSuccess } from '../../src/split/types.js';
import { computeSplit } from '../support/wide-amounts.js';

const RUNS = { numRuns: 400 };

const uuid = (index: number) => `3f2504e0-4f89-41d3-9a0c-${String(index).padStart(12, '0')}`;

/** A split of fixed shares (some recipients repeated), an unallocated rest and a fee with any bearer. */
const splits: fc.Arbitrary<SplitSuccess> = fc
  .record({
    grosses: fc.array(fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 2 ** 40 })), {
      minLength: 0,
      maxLength: 8,
    }),
    rest: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 2 ** 40 })),
    feeShare: fc.double({ min: 0, max: 1, noNaN: true }),
    bearer: fc.constantFrom('first', 'proportional', 'master'),
    repeat: fc.boolean(),
  })
  .map(({ grosses, rest, feeShare, bearer, repeat }) => {
    const rules: SplitRule[] = grosses.map((amount, index) => ({
      recipient_id: uuid(repeat ? index % 3 : index),
      recipient_type: 'merchant',
      type: 'fixed',
      amount,
    }));
    const amount = Math.max(1, grosses.reduce((sum, gross) => sum + gross, 0) + rest);
    const payer =
      grosses.length === 0
        ? amount
        : bearer === 'first'
          ? (grosses[0] as number)
          : bearer === 'master'
            ? rest
            : amount - rest;
    const fixed = Math.floor(payer * feeShare);
    const result = computeSplit(amount, rules, { fixed }, { feeBearer: bearer as 'first' });
    if (!result.ok) throw new Error(result.message);
    return result;
  });

/** Cut points turned into the sizes of partial refunds adding up to the whole charge. */
function refundSizes(amount: number, cuts: readonly number[]): number[] {
  const points = [
    ...new Set(cuts.map((cut) => Math.floor(cut * amount)).filter((p) => p > 0 && p < amount)),
  ].sort((a, b) => a - b);
  return [...points, amount].map((point, index) => point - (index === 0 ? 0 : (points[index - 1] as number)));
}

const cutLists = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 });

function parts(allocation: RefundAllocation): number[] {
  return [...allocation.shares.map((share) => share.amount), allocation.master.amount];
}

function weightsOf(split: SplitSuccess): bigint[] {
  return [...split.shares.map((share) => BigInt(share.gross)), BigInt(split.unallocated)];
}

function run(
  split: SplitSuccess,
  sizes: readonly number[],
  fee: 'keep' | 'refund',
  pickFrom?: (step: number) => number | undefined,
) {
  const done: RefundAllocation[] = [];
  for (const [step, size] of sizes.entries()) {
    const party = pickFrom?.(step);
    let mode: 'proportional' | { from: string | null } = 'proportional';
    if (party !== undefined) {
      // A chargeback from one party, when that party still holds enough.
      const index = party % (split.shares.length + 1);
      const id = index === split.shares.length ? null : (split.shares[index]?.recipient_id as string);
      const held = weightsOf(split).reduce(
        (sum, weight, at) =>
          at === index || (id !== null && split.shares[at]?.recipient_id === id)
            ? sum +
              weight -
              BigInt(done.reduce((taken, earlier) => taken + (parts(earlier)[at] as number), 0))
            : sum,
        0n,
      );
      if (held >= BigInt(size)) mode = { from: id };
    }
    const result = allocateRefund(split, size, { fee, previous: done, mode });
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    done.push(result);
  }
  return done;
}

describe('allocateRefund properties', () => {
  it('conserves every refund: amount = Σ shares + master, none negative, none above its share', () => {
    fc.assert(
      fc.property(splits, cutLists, fc.constantFrom('keep', 'refund'), (split, cuts, fee) => {
        const steps = run(split, refundSizes(split.amount, cuts), fee as 'keep');
        const weights = weightsOf(split);
        const cumulative = weights.map(() => 0n);
        for (const step of steps) {
          const values = [
            ...parts(step),
            ...step.shares.map((s) => s.fee_returned),
            step.master.fee_returned,
          ];
          expect(values.every((value) => Number.isSafeInteger(value) && value >= 0)).toBe(true);
          expect(parts(step).reduce((sum, value) => sum + BigInt(value), 0n)).toBe(BigInt(step.amount));
          parts(step).forEach((value, index) => {
            cumulative[index] = (cumulative[index] as bigint) + BigInt(value);
            expect(cumulative[index] as bigint).toBeLessThanOrEqual(weights[index] as bigint);
          });
        }
      }),
      RUNS,
    );
  });

  it('is path independent: partial refunds adding up to the charge return each gross and, with refund, each fee', () => {
    fc.assert(
      fc.property(splits, cutLists, fc.option(fc.nat(), { nil: undefined }), (split, cuts, seed) => {
        const chargebacks =
          seed === undefined ? undefined : (step: number) => (step % 2 === 0 ? seed + step : undefined);
        const steps = run(split, refundSizes(split.amount, cuts), 'refund', chargebacks);
        const total = (pick: (allocation: RefundAllocation) => number[]) =>
          steps.reduce(
            (sum, step) => sum.map((value, index) => value + (pick(step)[index] as number)),
            pick(steps[0] as RefundAllocation).map(() => 0),
          );
        expect(total(parts)).toEqual([...split.shares.map((share) => share.gross), split.unallocated]);
        expect(
          total((step) => [...step.shares.map((s) => s.fee_returned), step.master.fee_returned]),
        ).toEqual([
          ...split.shares.map((share) => share.fee),
          split.fee - split.shares.reduce((sum, share) => sum + share.fee, 0),
        ]);
      }),
      RUNS,
    );
  });

  it('keeps every cumulative proportional refund within the floor and the ceil of its exact value', () => {
    fc.assert(
      fc.property(splits, cutLists, (split, cuts) => {
        const weights = weightsOf(split);
        const charge = BigInt(split.amount);
        let refunded = 0n;
        const cumulative = weights.map(() => 0n);
        for (const step of run(split, refundSizes(split.amount, cuts), 'keep')) {
          refunded += BigInt(step.amount);
          parts(step).forEach((value, index) => {
            cumulative[index] = (cumulative[index] as bigint) + BigInt(value);
            // floor ≤ cumulative ≤ ceil of refunded × weight / charge, compared without division.
            const exact = refunded * (weights[index] as bigint);
            const scaled = (cumulative[index] as bigint) * charge;
            expect(scaled > exact - charge && scaled < exact + charge).toBe(true);
          });
        }
      }),
      RUNS,
    );
  });

  it('still returns each gross exactly when a custom refund came first', () => {
    fc.assert(
      fc.property(
        splits,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 9, maxLength: 9 }),
        cutLists,
        (split, takes, cuts) => {
          // A custom refund taking any part of each distinct recipient's first share, and of the master account.
          const seen = new Set<string>();
          const custom: { recipient_id: string | null; amount: number }[] = [];
          split.shares.forEach((share, index) => {
            if (seen.has(share.recipient_id)) return;
            seen.add(share.recipient_id);
            custom.push({
              recipient_id: share.recipient_id,
              amount: Math.floor(share.gross * (takes[index] as number)),
            });
          });
          custom.push({ recipient_id: null, amount: Math.floor(split.unallocated * (takes[8] as number)) });
          const first = custom.reduce((sum, part) => sum + part.amount, 0);
          if (first === 0 || first === split.amount) return;
          const opening = allocateRefund(split, first, { mode: { custom } });
          if (!opening.ok) throw new Error(opening.message);
          const done = [opening];
          for (const size of refundSizes(split.amount - first, cuts)) {
            const step = allocateRefund(split, size, { previous: done });
            if (!step.ok) throw new Error(step.message);
            expect(parts(step).every((value) => value >= 0)).toBe(true);
            done.push(step);
          }
          const total = parts(opening).map((_, index) =>
            done.reduce((sum, step) => sum + (parts(step)[index] as number), 0),
          );
          expect(total).toEqual([...split.shares.map((share) => share.gross), split.unallocated]);
        },
      ),
      RUNS,
    );
  });

  it('is deterministic and reads the earlier refunds in any order', () => {
    fc.assert(
      fc.property(splits, cutLists, (split, cuts) => {
        const sizes = refundSizes(split.amount, cuts);
        if (sizes.length < 3) return;
        const steps = run(split, sizes.slice(0, -1), 'refund');
        const last = sizes[sizes.length - 1] as number;
        const forward = allocateRefund(split, last, { fee: 'refund', previous: steps });
        const backward = allocateRefund(split, last, { fee: 'refund', previous: [...steps].reverse() });
        expect(backward).toEqual(forward);
        expect(allocateRefund(split, last, { fee: 'refund', previous: steps })).toEqual(forward);
      }),
      RUNS,
    );
  });

  it('refuses any refund that would pass what is left of the charge', () => {
    fc.assert(
      fc.property(
        splits,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (split, cut, over) => {
          const first = Math.max(1, Math.floor(split.amount * cut));
          const earlier = run(split, [first], 'keep');
          const left = split.amount - first;
          const result = allocateRefund(split, left + over, { previous: earlier });
          expect(result).toMatchObject({ ok: false, code: 'REFUND_EXCEEDS_REMAINING' });
        },
      ),
      RUNS,
    );
  });
});
