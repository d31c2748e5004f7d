// Baseline: the same policy written the obvious way, with decimal.js objects for every operation
// and a sort for the largest remainders.
import { Decimal } from 'decimal.js';

export function decimalNaiveSplit(amount, rules, mdr) {
  const total = new Decimal(amount);
  const exact = rules.map((rule) =>
    rule.type === 'fixed' ? new Decimal(rule.amount) : total.times(new Decimal(String(rule.amount))),
  );
  if (exact.reduce((sum, value) => sum.plus(value), new Decimal(0)).gt(total)) return undefined;
  const gross = exact.map((value) => value.floor());
  const percent = rules.map((_, index) => index).filter((index) => rules[index].type === 'percentage');
  const target = percent
    .reduce((sum, index) => sum.plus(exact[index]), new Decimal(0))
    .toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN);
  let leftover = target
    .minus(percent.reduce((sum, index) => sum.plus(gross[index]), new Decimal(0)))
    .toNumber();
  const order = [...percent].sort(
    (a, b) => exact[b].minus(gross[b]).comparedTo(exact[a].minus(gross[a])) || a - b,
  );
  for (const index of order) {
    if (leftover === 0) break;
    gross[index] = gross[index].plus(1);
    leftover--;
  }
  const fee = total
    .times(new Decimal(String(mdr.rate)))
    .toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN)
    .plus(mdr.fixed);
  return { fee: fee.toNumber(), gross: gross.map((value) => value.toNumber()) };
}
