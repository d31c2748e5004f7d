import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { _effectiveCost, type Flows } from '../../src/installments/cet.js';

const D = Decimal.clone({ precision: 80 });
const HALF_UNIT = new D('0.00000000005');

/** Σ cₖ / (1 + r)^k − amount, in decimal.js. */
function discounted(flows: Flows, rate: Decimal): Decimal {
  let sum = new D(String(-flows.amount));
  for (let k = 1; k <= flows.count; k++) {
    const payment = String(k === 1 ? flows.first : flows.rest);
    sum = sum.plus(new D(payment).div(new D(1).plus(rate).pow(k)));
  }
  return sum;
}

describe('the effective cost solver', () => {
  it('finds a root far from the first guess, within half a unit of the last place', () => {
    // Paying R$ 0,01 now and R$ 10,00 next month for R$ 0,01 today: about 3 100% a month.
    const flows: Flows = { amount: 1n, first: 1n, rest: 1000n, count: 2 };

    const cost = _effectiveCost(flows, 'half-even');

    expect(discounted(flows, new D(cost.monthly).minus(HALF_UNIT)).gte(0)).toBe(true);
    expect(discounted(flows, new D(cost.monthly).plus(HALF_UNIT)).lte(0)).toBe(true);
  });

  it('gives an exact rate when the installments repay it exactly', () => {
    // 10000 at 10% a month in one installment is 11000.
    expect(_effectiveCost({ amount: 10000n, first: 11000n, rest: 11000n, count: 1 }, 'half-even')).toEqual({
      monthly: '0.1',
      yearly: '2.1384283767',
    });
  });

  it('is zero when the installments add up to the amount', () => {
    expect(_effectiveCost({ amount: 100n, first: 34n, rest: 33n, count: 3 }, 'half-up')).toEqual({
      monthly: '0',
      yearly: '0',
    });
  });
});
