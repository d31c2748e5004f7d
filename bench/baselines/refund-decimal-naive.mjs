// Baseline: allocateRefund's proportional policy written the obvious way, with decimal.js objects for
// every operation and a sort for the priorities (fee kept; earlier refunds passed as totals).
import { Decimal } from 'decimal.js';

export function decimalNaiveRefund(split, amount, takenBefore) {
  const weights = [...split.shares.map((share) => new Decimal(share.gross)), new Decimal(split.unallocated)];
  const total = weights.reduce((sum, weight) => sum.plus(weight), new Decimal(0));
  const taken = takenBefore.map((value) => new Decimal(value));
  const house = taken.reduce((sum, value) => sum.plus(value), new Decimal(0)).plus(amount);
  const exact = weights.map((weight) => house.times(weight).dividedBy(total));
  const lower = exact.map((value, index) => Decimal.max(value.floor(), taken[index]));
  const upper = exact.map((value, index) => Decimal.max(value.ceil(), lower[index]));
  let missing = house.minus(lower.reduce((sum, value) => sum.plus(value), new Decimal(0)));
  const order = weights
    .map((_, index) => index)
    .filter((index) => lower[index].lt(upper[index]))
    .sort(
      (a, b) =>
        weights[b].dividedBy(lower[b].plus(1)).comparedTo(weights[a].dividedBy(lower[a].plus(1))) || a - b,
    );
  for (const index of order) {
    if (missing.lte(0)) break;
    lower[index] = lower[index].plus(1);
    missing = missing.minus(1);
  }
  return lower.map((value, index) => value.minus(taken[index]).toNumber());
}
