// The rounding of proportional refunds (docs/split.md, "Refunds and chargebacks", "Path
// independence"), each case small enough to work out by hand: the exact share of a party is
// refunded-so-far × gross / charge, a rational; every party's cumulative refund stays within its
// floor and ceil; the centavos left over go one at a time to the largest gross / (refunded + 1),
// ties to the earlier party; after a refund that was not proportional, what is missing is divided
// in proportion to each party's shortfall from its exact share, by largest remainder. The expected
// values below are that arithmetic, written out in each comment.
import { describe, expect, it } from 'vitest';
import { allocateRefund, type RefundAllocation } from '../../src/split/allocate-refund.js';
import { A, B, fixed, percentage, refunded, split } from './fixtures.js';

function allocation(result: ReturnType<typeof allocateRefund>): RefundAllocation {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

describe('proportional refunds, rounding', () => {
  it('gives a party whose exact part is whole exactly that part, never its leftover centavo', () => {
    // Grosses 2, 1 and a master rest of 1, refund 2: exact parts 1, 1/2, 1/2. A's floor and ceil
    // are both 1; the one centavo left goes to B or the master account, a tie (1/1 = 1/1): B.
    const result = allocateRefund(split(4, [fixed(2, A), fixed(1, B)], 0), 2);
    expect(result).toEqual(
      refunded(
        2,
        [
          [A, 1, 0],
          [B, 1, 0],
        ],
        [0, 0],
      ),
    );
  });

  it('gives the leftover centavo to the larger gross / (refunded + 1), not to the larger gross', () => {
    // Grosses 3, 2, refund 2: exact parts 6/5 and 4/5, floors 1 and 0. The centavo left goes to the
    // larger of 3 / (1 + 1) and 2 / (0 + 1): B. (Largest remainder agrees: 4/5 > 1/5.)
    const result = allocateRefund(split(5, [fixed(3, A), fixed(2, B)], 0), 2);
    expect(result).toEqual(
      refunded(
        2,
        [
          [A, 1, 0],
          [B, 1, 0],
        ],
        [0, 0],
      ),
    );
  });

  it('after a chargeback from one recipient, divides the next refund by the others’ shortfall from their exact part', () => {
    // Grosses 4 (A), 2 (B), master 2; B alone gave back its 2 first. A refund of 2 more makes 4 in
    // all: exact parts 2, 1, 1. B is already past its part; A falls short by 2, the master account
    // by 1: the 2 centavos go 4/3 and 2/3, by largest remainder 1 and 1.
    const charge = split(8, [fixed(4, A), fixed(2, B)], 0);
    const chargeback = allocation(allocateRefund(charge, 2, { mode: { from: B } }));
    const result = allocateRefund(charge, 2, { previous: [chargeback] });
    expect(result).toEqual(
      refunded(
        2,
        [
          [A, 1, 0],
          [B, 0, 0],
        ],
        [1, 0],
      ),
    );
  });
});

describe("proportional refunds, the fee given back (fee: 'refund')", () => {
  // 10000 centavos: A 7000 pays the whole fee of 299 (the first share), B 2000, master 1000.
  const charge = split(10000, [percentage(0.7, A), fixed(2000, B)], 0.0299);

  it('gives back no fee on a refund too small to move the fee given back so far', () => {
    // After half the charge, 5000 × 299 / 10000 = 149.5: 149 given back. After 5001 more centavos
    // of 10000, 5001 × 299 / 10000 = 149.5299: still 149, so this refund gives back none. Its
    // centavo goes to the largest gross / (refunded + 1): A's 7000 / 3501.
    const half = allocation(allocateRefund(charge, 5000, { fee: 'refund' }));
    expect(half.shares.map((share) => share.fee_returned)).toEqual([149, 0]);
    const result = allocateRefund(charge, 1, { fee: 'refund', previous: [half] });
    expect(result).toEqual(
      refunded(
        1,
        [
          [A, 1, 0],
          [B, 0, 0],
        ],
        [0, 0],
      ),
    );
  });

  it('gives back no fee, and refuses nothing, on a split whose fee is 0', () => {
    // Grosses 700 (A), 200 (B), master 100, refund 100: exact parts 70, 20, 10.
    const free = split(1000, [fixed(700, A), fixed(200, B)], 0);
    expect(allocateRefund(free, 100, { fee: 'refund' })).toEqual(
      refunded(
        100,
        [
          [A, 70, 0],
          [B, 20, 0],
        ],
        [10, 0],
      ),
    );
  });
});
