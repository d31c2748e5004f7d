// Hamilton's method (largest remainder) against an oracle written the plain way: hand the centavos
// out one at a time, each to the first of the largest keys not yet served. Generators reach the
// border between the short list and the selection (8 and 9 centavos), ties at the threshold, keys of
// either representation, and a table longer than its shares.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _awardLeftover, _kthLargest } from '../../src/arithmetic/largest-remainder.js';

/** One centavo at a time to the first largest positive key not yet served. */
function oneAtATime(keys: readonly (number | bigint)[], count: number, length: number): number[] {
  const given = keys.slice(0, length).map(() => 0);
  for (let centavo = 0; centavo < count; centavo++) {
    let best = -1;
    for (let i = 0; i < length; i++) {
      const key = keys[i] as number | bigint;
      if (given[i] === 0 && key > 0 && (best === -1 || key > (keys[best] as number | bigint))) best = i;
    }
    given[best] = 1;
  }
  return given;
}

// Few distinct values, so ties at the threshold are the rule, not the exception.
const smallKeys = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 30 });

/** Keys with a leftover from 0 to the number of positive keys, and how many of them are shares. */
const leftovers = (keys: fc.Arbitrary<(number | bigint)[]>) =>
  keys.chain((values) => {
    const positive = values.filter((key) => key > 0).length;
    return fc.record({
      keys: fc.constant(values),
      count: fc.oneof(fc.integer({ min: 0, max: positive }), fc.constant(positive)),
    });
  });

describe('_awardLeftover against one centavo at a time', () => {
  it('gives the leftover to the largest keys, ties to the earlier share, for numbers and BigInts', () => {
    const keys = fc.oneof(
      smallKeys,
      smallKeys.map((values) => values.map(BigInt)),
      fc.array(fc.integer({ min: 0, max: 2 ** 40 }), { minLength: 1, maxLength: 30 }),
    );
    fc.assert(
      fc.property(leftovers(keys), ({ keys: values, count }) => {
        const gross = values.map(() => 100);
        _awardLeftover(values, count, gross);
        const expected = oneAtATime(values, count, values.length).map((one) => 100 + one);
        expect(gross).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads only the first `length` shares of a longer table, whose rest it leaves alone', () => {
    fc.assert(
      fc.property(smallKeys, fc.nat(), fc.nat(), (values, cut, pick) => {
        const length = (cut % values.length) + 1;
        const positive = values.slice(0, length).filter((key) => key > 0).length;
        const count = pick % (positive + 1);
        const gross = new Float64Array(values.length + 3);
        // The table's unused rows hold large keys that must not be read.
        const table = [...values, 9, 9, 9];
        _awardLeftover(table, count, gross, length);
        const expected = [
          ...oneAtATime(table, count, length),
          ...new Array(values.length + 3 - length).fill(0),
        ];
        expect([...gross]).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('chooses the threshold among the shares only, not from a larger key in the table row after them', () => {
    // Ten centavos for nine shares of key 3 and two of key 1: the nine 3s and the first 1. A key of
    // 9 in the row after the shares, counted, would lift the threshold to 3 and leave the 1 unserved.
    const table = [3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 1, 9];
    const gross = new Float64Array(table.length);
    _awardLeftover(table, 10, gross, 11);
    expect([...gross]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });

  it('breaks a tie at the threshold toward the earlier shares, 8 centavos and 9 alike', () => {
    // Ten shares with key 5 after one with 9: 8 or 9 centavos go to the 9 and the first 5s.
    const keys = [1, 9, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0];
    for (const count of [8, 9]) {
      const gross = keys.map(() => 0);
      _awardLeftover(keys, count, gross);
      expect(gross).toEqual(keys.map((_, index) => (index >= 1 && index <= count ? 1 : 0)));
    }
  });

  it('gives every positive key one and no zero key any when the leftover is their number', () => {
    const keys = [0n, 3n, 0n, 1n, 2n, 1n, 2n, 3n, 1n, 2n, 0n];
    const gross = keys.map(() => 7);
    _awardLeftover(keys, 8, gross);
    expect(gross).toEqual([7, 8, 7, 8, 8, 8, 8, 8, 8, 8, 7]);
    const more = [...keys, 4n];
    const grossMore = more.map(() => 7);
    _awardLeftover(more, 9, grossMore);
    expect(grossMore).toEqual([7, 8, 7, 8, 8, 8, 8, 8, 8, 8, 7, 8]);
  });
});

describe('_kthLargest against a sort', () => {
  it('finds the value at each rank of the descending order, numbers and BigInts, many repeats', () => {
    const values = fc.oneof(
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 50 }),
      fc.array(fc.bigInt({ min: 0n, max: 2n ** 70n }), { minLength: 1, maxLength: 50 }),
      fc.array(fc.integer(), { minLength: 1, maxLength: 50 }),
    );
    fc.assert(
      fc.property(values, fc.nat(), (list, pick) => {
        const rank = (pick % list.length) + 1;
        const descending = [...list].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
        expect(_kthLargest([...list] as (number | bigint)[], rank)).toBe(descending[rank - 1]);
      }),
      { numRuns: 3000 },
    );
  });
});
