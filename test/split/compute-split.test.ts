import { describe, expect, it } from 'vitest';
import { computeSplit } from '../support/wide-amounts.js';
import { A, B, C, fixed, percentage } from './fixtures.js';

const grossOf = (result: ReturnType<typeof computeSplit>) =>
  result.ok ? result.shares.map((s) => s.gross) : result.code;

describe('computeSplit shares', () => {
  it('returns one share per rule, in rule order, with the rule fields and cross_company defaulted', () => {
    const result = computeSplit(1000, [percentage(0.1, A), { ...fixed(200, B), cross_company: true }], 0);
    expect(result).toEqual({
      ok: true,
      amount: 1000,
      fee: 0,
      unallocated: 700,
      shares: [
        {
          recipient_id: A,
          recipient_type: 'merchant',
          type: 'percentage',
          cross_company: false,
          gross: 100,
          fee: 0,
          net: 100,
        },
        {
          recipient_id: B,
          recipient_type: 'submerchant',
          type: 'fixed',
          cross_company: true,
          gross: 200,
          fee: 0,
          net: 200,
        },
      ],
    });
  });

  it('reads a percentage as the decimal it spells, not the binary double', () => {
    // 0.07 × 100 is 7.000000000000001 in doubles; 0.57 × 100 is 56.99999999999999.
    expect(grossOf(computeSplit(100, [percentage(0.07), percentage(0.57, B)], 0))).toEqual([7, 57]);
  });

  it('reads exponent forms of tiny fractions exactly', () => {
    expect(grossOf(computeSplit(10_000_000, [percentage(1e-7)], 0))).toEqual([1]);
    expect(grossOf(computeSplit(20_000_000, [percentage(1.5e-7)], 0))).toEqual([3]);
    expect(grossOf(computeSplit(1, [percentage(5e-324)], 0))).toEqual([0]);
  });

  it('gives 100% of the charge to a single rule of 1', () => {
    expect(computeSplit(12345, [percentage(1)], 0)).toMatchObject({
      ok: true,
      unallocated: 0,
      shares: [{ gross: 12345 }],
    });
  });

  it('hands the leftover centavo of three thirds to the first rule', () => {
    expect(
      grossOf(computeSplit(1000, [percentage(1 / 3, A), percentage(1 / 3, B), percentage(1 / 3, C)], 0)),
    ).toEqual([334, 333, 333]);
  });

  it('hands leftover centavos to the largest fractional parts, wherever they are', () => {
    // Exact: 10.1, 10.6, 10.9, 10.4: Σ = 42 → 2 leftover centavos to .9 and .6.
    const rules = [percentage(0.101), percentage(0.106, B), percentage(0.109, C), percentage(0.104)];
    expect(grossOf(computeSplit(100, rules, 0))).toEqual([10, 11, 11, 10]);
  });

  it('breaks ties between equal fractional parts in favour of the earlier rule', () => {
    // Exact: 2.5 each ×4 = 10 → 2 leftover among four equal .5 parts.
    const rules = [percentage(0.25), percentage(0.25, B), percentage(0.25, C), percentage(0.25)];
    expect(grossOf(computeSplit(10, rules, 0))).toEqual([3, 3, 2, 2]);
  });

  it('hands a leftover centavo to every percentage share with a fraction when the total rounds that far', () => {
    // Exact: 0.6 each ×3 = 1.8 → T = 2 → the first two .6.
    expect(grossOf(computeSplit(2, [percentage(0.3), percentage(0.3, B), percentage(0.3, C)], 0))).toEqual([
      1, 1, 0,
    ]);
    // Exact: 0.9 each ×2 = 1.8 → T = 2 → both.
    expect(grossOf(computeSplit(3, [percentage(0.3), percentage(0.3, B)], 0))).toEqual([1, 1]);
  });

  it('rounds the percentage total, not each share, so a fixed share beside it is untouched', () => {
    expect(grossOf(computeSplit(5, [fixed(2), percentage(0.5, B)], 0))).toEqual([2, 2]);
    expect(grossOf(computeSplit(5, [fixed(2), percentage(0.5, B)], 0, { rounding: 'half-up' }))).toEqual([
      2, 3,
    ]);
  });

  it('stays exact for an amount of Number.MAX_SAFE_INTEGER', () => {
    const result = computeSplit(Number.MAX_SAFE_INTEGER, [percentage(0.1), percentage(0.9, B)], 0);
    // 900719925474099.1 + 8106479329266891.9 = 9007199254740991.
    expect(grossOf(result)).toEqual([900719925474099, 8106479329266892]);
  });

  it('stays exact with fractions of 16 and 17 significant digits', () => {
    const result = computeSplit(
      Number.MAX_SAFE_INTEGER,
      [percentage(0.12345678901234568), percentage(1 / 3, B)],
      0,
    );
    // 9007199254740991 × 0.12345678901234568 = 1111999897984715.775…; × 0.3333333333333333 = 3002399751580330.033…
    expect(grossOf(result)).toEqual([1111999897984716, 3002399751580330]);
  });

  it('rounds an exact half of the percentage total by the mode with 16-decimal fractions too', () => {
    // 0.1234567890123456 + 0.3765432109876544 = 0.5 exactly: a tie, decided through BigInt.
    const rules = [percentage(0.1234567890123456), percentage(0.3765432109876544, B)];
    expect(grossOf(computeSplit(1, rules, 0))).toEqual([0, 0]);
    expect(grossOf(computeSplit(1, rules, 0, { rounding: 'half-up' }))).toEqual([0, 1]);
  });
});

describe('computeSplit fee', () => {
  it('deducts the whole fee from the first share only', () => {
    const result = computeSplit(10000, [fixed(1000), percentage(0.5, B)], { rate: 0.0299, fixed: 50 });
    expect(result).toMatchObject({
      ok: true,
      fee: 349,
      unallocated: 4000,
      shares: [
        { gross: 1000, fee: 349, net: 651 },
        { gross: 5000, fee: 0, net: 5000 },
      ],
    });
  });

  it('reads the MDR as a number, a decimal string or { rate, fixed }, with missing parts as 0', () => {
    const rules = [fixed(5000)];
    for (const mdr of [0.0299, '0.0299', { rate: 0.0299 }, { rate: '0.0299', fixed: 0 }]) {
      expect(computeSplit(10000, rules, mdr)).toMatchObject({ ok: true, fee: 299 });
    }
    expect(computeSplit(10000, rules, { fixed: 75 })).toMatchObject({ ok: true, fee: 75 });
    expect(computeSplit(10000, rules, {})).toMatchObject({ ok: true, fee: 0 });
    expect(computeSplit(10000, rules, '0')).toMatchObject({ ok: true, fee: 0 });
  });

  it('rounds an exact half centavo of fee to even by default and up with half-up', () => {
    expect(computeSplit(250, [fixed(200)], 0.01)).toMatchObject({ fee: 2 });
    expect(computeSplit(350, [fixed(200)], 0.01)).toMatchObject({ fee: 4 });
    expect(computeSplit(250, [fixed(200)], 0.01, { rounding: 'half-up' })).toMatchObject({ fee: 3 });
    expect(computeSplit(250, [fixed(200)], 0.01, { rounding: 'half-even' })).toMatchObject({ fee: 2 });
  });

  it('rounds a fee off the half to the nearest centavo in both modes', () => {
    expect(computeSplit(10000, [fixed(5000)], 0.00015)).toMatchObject({ fee: 2 });
    expect(computeSplit(10000, [fixed(5000)], 0.00014, { rounding: 'half-up' })).toMatchObject({ fee: 1 });
  });

  it('computes the fee exactly for amounts near 2^53 and rate strings of many digits', () => {
    const amount = Number.MAX_SAFE_INTEGER;
    // 9007199254740991 × 0.5 = 4503599627370495.5 → half-even 4503599627370496.
    expect(computeSplit(amount, [percentage(1)], 0.5)).toMatchObject({ fee: 4503599627370496 });
    expect(computeSplit(amount, [percentage(1)], '0.50000000000000000001')).toMatchObject({
      fee: 4503599627370496,
    });
    expect(computeSplit(amount, [percentage(1)], '0.49999999999999999999')).toMatchObject({
      fee: 4503599627370495,
    });
    expect(computeSplit(2, [percentage(1)], '0.25', { rounding: 'half-up' })).toMatchObject({ fee: 1 });
    expect(computeSplit(6, [percentage(1)], '0.25')).toMatchObject({ fee: 2 });
  });

  it('lets the charge keep the fee when there are no rules', () => {
    expect(computeSplit(10000, [], 0.0299)).toEqual({
      ok: true,
      amount: 10000,
      fee: 299,
      shares: [],
      unallocated: 10000,
    });
    expect(computeSplit(10000, undefined, { rate: 0, fixed: 10000 })).toMatchObject({ ok: true, fee: 10000 });
  });
});

describe('computeSplit domain errors', () => {
  it('fails with SPLIT_AMOUNT_EXCEEDS_TOTAL on exact values, before rounding', () => {
    const result = computeSplit(100, [percentage(0.5), percentage(0.505, B)], 0);
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
      message: 'The split shares add up to R$1.01, more than the charge amount of R$1.00.',
      hint: 'split: The split shares add up to R$1.01, more than the charge amount of R$1.00.',
      amount: 100,
      total: '100.5',
    });
  });

  it('accepts shares that add up to exactly the amount', () => {
    expect(computeSplit(100, [fixed(40), percentage(0.6, B)], 0)).toMatchObject({ ok: true, unallocated: 0 });
  });

  it('reports the exact total when fixed shares pass 2^53 together', () => {
    const max = Number.MAX_SAFE_INTEGER;
    const result = computeSplit(max, [fixed(max), fixed(max, B), percentage(0.5, C)], 0);
    expect(result).toMatchObject({
      ok: false,
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
      total: '22517998136852477.5',
    });
  });

  it('reports totals whose fraction needs more than 15 decimals', () => {
    const result = computeSplit(1, [percentage(1), percentage(1e-20, B)], 0);
    expect(result).toMatchObject({ ok: false, total: '1.00000000000000000001' });
  });

  it('writes the total as money in pt-BR, a fraction of a centavo rounded up so it never reads as the amount', () => {
    const result = computeSplit(100, [percentage(0.5), percentage(0.505, B)], 0, { locale: 'pt-BR' });
    expect(result.ok ? '' : result.message).toBe(
      'As partes do split somam R$\u00a01,01, mais que o valor da cobrança (R$\u00a01,00).',
    );
  });

  it('fails with NEGATIVE_NET_AMOUNT_AFTER_FEES when the fee exceeds the first share', () => {
    const result = computeSplit(10000, [fixed(100), percentage(0.9, B)], { rate: 0.0299, fixed: 0 });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
      message:
        'The first recipient receives R$1.00, less than the fee of R$2.99. Reduce the other shares or raise the amount.',
      hint: expect.stringContaining('split: The first recipient receives R$1.00'),
      amount: 10000,
      gross: 100,
      fee: '299',
    });
  });

  it('accepts a fee equal to the first share, leaving it a net of 0', () => {
    expect(computeSplit(10000, [fixed(299)], 0.0299)).toMatchObject({ ok: true, shares: [{ net: 0 }] });
  });

  it('fails when the fee exceeds the whole amount and there are no rules', () => {
    const result = computeSplit(100, [], { fixed: 101 }, { locale: 'pt-BR' });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
      message: 'A taxa de R$\u00a01,01 é maior que o valor da cobrança (R$\u00a01,00).',
      hint: 'split: The fee of R$1.01 is more than the charge amount of R$1.00.',
      amount: 100,
      gross: 100,
      fee: '101',
    });
  });

  it('reports a fee beyond 2^53 exactly', () => {
    const result = computeSplit(Number.MAX_SAFE_INTEGER, [fixed(1)], {
      rate: 0.5,
      fixed: Number.MAX_SAFE_INTEGER,
    });
    expect(result).toMatchObject({ ok: false, fee: '13510798882111487', gross: 1 });
  });

  it('checks the total before the fee', () => {
    const result = computeSplit(100, [fixed(101)], { fixed: 1000 });
    expect(result.ok ? '' : result.code).toBe('SPLIT_AMOUNT_EXCEEDS_TOTAL');
  });
});
