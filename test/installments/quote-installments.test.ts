import { describe, expect, it } from 'vitest';
import {
  type InstallmentOffer,
  type QuoteInstallmentsOptions,
  type QuoteInstallmentsResult,
  quoteInstallments,
} from '../../src/installments/quote-installments.js';
import { LIMITS } from '../../src/rules/limits.js';

function offersOf(result: QuoteInstallmentsResult): InstallmentOffer[] {
  if (!result.ok) throw new Error(`expected offers, got ${result.code}: ${result.message}`);
  return result.offers;
}

const CHECKOUT: QuoteInstallmentsOptions = {
  maxInstallments: 12,
  interestFreeUpTo: 3,
  monthlyRate: '0.0199',
};

describe('quoteInstallments: the offers', () => {
  it('offers 1× to maxInstallments, interest free up to interestFreeUpTo', () => {
    const offers = offersOf(quoteInstallments(10000, CHECKOUT));

    expect(offers.map((offer) => offer.installments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(offers.map((offer) => offer.interest_free)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('puts the leftover centavo of an interest-free offer on the first installment', () => {
    const third = offersOf(quoteInstallments(10000, CHECKOUT))[2];

    expect(third).toEqual({
      installments: 3,
      installment_amount: 3333,
      first_installment_amount: 3334,
      total: 10000,
      interest: 0,
      interest_free: true,
      cet_monthly: '0',
      cet_yearly: '0',
    });
  });

  it('computes a Tabela Price offer at 1.99% a month', () => {
    const twelfth = offersOf(quoteInstallments(10000, CHECKOUT))[11];

    // PMT = 10000 · 0.0199 / (1 − 1.0199^−12) = 944.98…; total = 11339.8… → 11340.
    expect(twelfth).toMatchObject({ installment_amount: 945, first_installment_amount: 945, total: 11340 });
    expect(twelfth?.interest).toBe(1340);
  });

  it('lets the first installment absorb a total rounded below the installments', () => {
    const fourth = offersOf(quoteInstallments(10000, CHECKOUT))[3];

    // PMT = 2625.52…, so 2626 each, and the exact total 10502.09… rounds to 10502.
    expect(fourth).toMatchObject({ installment_amount: 2626, first_installment_amount: 2624, total: 10502 });
  });

  it('offers everything interest free when the rate is 0', () => {
    const offers = offersOf(quoteInstallments(999, { maxInstallments: 4, monthlyRate: 0 }));

    expect(offers.every((offer) => offer.interest_free && offer.total === 999)).toBe(true);
  });

  it('needs no rate when every offer is interest free', () => {
    const result = quoteInstallments(5000, { maxInstallments: 6, interestFreeUpTo: 6 });

    expect(offersOf(result)).toHaveLength(6);
  });

  it('charges 1× interest too when interestFreeUpTo is 0', () => {
    const first = offersOf(
      quoteInstallments(10000, { maxInstallments: 1, interestFreeUpTo: 0, monthlyRate: 0.01 }),
    )[0];

    expect(first).toMatchObject({ total: 10100, interest: 100, interest_free: false, cet_monthly: '0.01' });
  });

  it('computes the simple method as financed · (1 + rate · n)', () => {
    const offers = offersOf(quoteInstallments(10000, { ...CHECKOUT, method: 'simple' }));

    // 10000 · (1 + 0.0199 · 12) = 12388.
    expect(offers[11]).toMatchObject({
      total: 12388,
      installment_amount: 1032,
      first_installment_amount: 1036,
    });
  });

  it('charges no interest on the interest-free amount (shipping)', () => {
    const withShipping = offersOf(quoteInstallments(11500, { ...CHECKOUT, interestFreeAmount: 1500 }));
    const goodsOnly = offersOf(quoteInstallments(10000, CHECKOUT));

    expect(withShipping[11]?.interest).toBe(goodsOnly[11]?.interest);
    expect(withShipping[11]?.total).toBe(11500 + 1340);
  });

  it('leaves out offers whose installment falls below the minimum, but keeps 1×', () => {
    const offers = offersOf(quoteInstallments(2000, { ...CHECKOUT, minInstallmentAmount: 500 }));

    expect(offers.map((offer) => offer.installments)).toEqual([1, 2, 3, 4]);
  });

  it('keeps 1× even when the amount is below the minimum installment', () => {
    const offers = offersOf(quoteInstallments(300, { ...CHECKOUT, minInstallmentAmount: 500 }));

    expect(offers.map((offer) => offer.installments)).toEqual([1]);
  });

  it('never offers an installment of 0 centavos', () => {
    const offers = offersOf(quoteInstallments(5, { maxInstallments: 12, interestFreeUpTo: 12 }));

    expect(offers.map((offer) => offer.installments)).toEqual([1, 2, 3, 4, 5]);
  });

  it('rounds an exact half centavo by the rounding mode', () => {
    // 10001 / 2 = 5000.5: half-even keeps 5000, half-up takes 5001; the first installment balances.
    const even = offersOf(quoteInstallments(10001, { maxInstallments: 2, interestFreeUpTo: 2 }))[1];
    const up = offersOf(
      quoteInstallments(10001, { maxInstallments: 2, interestFreeUpTo: 2, rounding: 'half-up' }),
    )[1];

    expect(even).toMatchObject({ installment_amount: 5000, first_installment_amount: 5001 });
    expect(up).toMatchObject({ installment_amount: 5001, first_installment_amount: 5000 });
  });

  it('reads a number rate as the decimal it spells', () => {
    const fromNumber = quoteInstallments(123457, { ...CHECKOUT, monthlyRate: 0.0199 });
    const fromString = quoteInstallments(123457, CHECKOUT);

    expect(fromNumber).toEqual(fromString);
  });

  it('refuses an amount above the maximum with "at most" and the maximum', () => {
    const result = quoteInstallments(LIMITS.amount.max + 1, { maxInstallments: 3, interestFreeUpTo: 3 });

    expect(result).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      issues: [
        {
          code: 'OUT_OF_RANGE',
          path: 'amount',
          message: 'Enter an amount of at most R$99,999,999.99.',
          params: { max: LIMITS.amount.max },
        },
      ],
    });
  });

  it('quotes up to the maximum amount the host sets', () => {
    const options = { maxInstallments: 1, interestFreeUpTo: 1, maxAmount: 10_000 };

    expect(quoteInstallments(10_000, options).ok).toBe(true);
    expect(quoteInstallments(10_001, options)).toMatchObject({ issues: [{ params: { max: 10_000 } }] });
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 53, '100', null])(
    'answers INVALID_CONFIGURATION for a maxAmount of %s',
    (maxAmount) => {
      const result = quoteInstallments(100, { maxInstallments: 1, maxAmount } as never);

      expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
      expect(result.ok || result.message).toContain('options.maxAmount');
    },
  );

  it('leaves out an offer whose total would not be a safe integer', () => {
    const offers = offersOf(
      quoteInstallments(Number.MAX_SAFE_INTEGER, {
        maxAmount: Number.MAX_SAFE_INTEGER,
        maxInstallments: 2,
        interestFreeUpTo: 1,
        monthlyRate: '0.5',
      }),
    );

    expect(offers.map((offer) => offer.installments)).toEqual([1]);
  });
});

describe('quoteInstallments: the effective cost (CET)', () => {
  it('is the nominal rate for a single interest-bearing installment', () => {
    const [offer] = offersOf(
      quoteInstallments(10000, { maxInstallments: 1, interestFreeUpTo: 0, monthlyRate: 0.05 }),
    );

    expect(offer).toMatchObject({ cet_monthly: '0.05', cet_yearly: '0.795856326' });
  });

  it('compounds the monthly cost into the yearly one', () => {
    const offer = offersOf(quoteInstallments(10000, CHECKOUT))[11] as InstallmentOffer;
    const monthly = Number(offer.cet_monthly);

    expect(Number(offer.cet_yearly)).toBeCloseTo((1 + monthly) ** 12 - 1, 8);
  });

  it('is close to the nominal rate when rounding moves the installments by a centavo', () => {
    const offers = offersOf(quoteInstallments(10000, CHECKOUT)).filter((offer) => !offer.interest_free);

    for (const offer of offers) expect(Math.abs(Number(offer.cet_monthly) - 0.0199)).toBeLessThan(1e-4);
  });

  it('rounds a monthly cost that lies exactly on a midpoint by the rounding mode', () => {
    // One installment of 10000.000000000005 is impossible; 1× at rate 0.00000000005 on 10^10 centavos
    // gives interest 0.5 centavo, rounded to 0 (half-even) or 1 (half-up): total 10^10 + 1 → CET 10^-10.
    const [even] = offersOf(
      quoteInstallments(1e10, {
        maxAmount: 1e10,
        maxInstallments: 1,
        interestFreeUpTo: 0,
        monthlyRate: '0.00000000005',
      }),
    );
    const [up] = offersOf(
      quoteInstallments(1e10, {
        maxAmount: 1e10,
        maxInstallments: 1,
        interestFreeUpTo: 0,
        monthlyRate: '0.00000000005',
        rounding: 'half-up',
      }),
    );

    expect(even).toMatchObject({ total: 1e10, cet_monthly: '0' });
    expect(up).toMatchObject({ total: 1e10 + 1, cet_monthly: '0.0000000001' });
  });
});

describe('quoteInstallments: failures', () => {
  it('refuses an amount that is not a positive integer of centavos with 422 and an issue at amount', () => {
    const result = quoteInstallments(10.5, CHECKOUT);

    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    expect(result.ok ? [] : result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['INVALID_TYPE', 'amount'],
    ]);
  });

  it('refuses a zero amount as out of range', () => {
    const result = quoteInstallments(0, CHECKOUT);

    expect(result.ok ? undefined : result.issues?.[0]?.code).toBe('OUT_OF_RANGE');
  });

  // Each refusal at the option it names, with the code the option's rule gives (docs/errors.md):
  // a missing required option REQUIRED, a value of another type INVALID_TYPE (a whole number is a
  // type here), a number past its bounds OUT_OF_RANGE, a value outside a list INVALID_VALUE.
  it.each([
    ['missing options', undefined, 'REQUIRED', 'options'],
    ['options that are not an object', 12, 'INVALID_TYPE', 'options'],
    ['no maxInstallments', { interestFreeUpTo: 3 }, 'REQUIRED', 'options.maxInstallments'],
    [
      'maxInstallments above 24',
      { maxInstallments: 25, monthlyRate: 0.01 },
      'OUT_OF_RANGE',
      'options.maxInstallments',
    ],
    ['maxInstallments of 0', { maxInstallments: 0 }, 'OUT_OF_RANGE', 'options.maxInstallments'],
    [
      'a fractional maxInstallments',
      { maxInstallments: 2.5, monthlyRate: 0.01 },
      'INVALID_TYPE',
      'options.maxInstallments',
    ],
    [
      'a text maxInstallments',
      { maxInstallments: '3', monthlyRate: 0.01 },
      'INVALID_TYPE',
      'options.maxInstallments',
    ],
    [
      'a negative interestFreeUpTo',
      { maxInstallments: 3, interestFreeUpTo: -1, monthlyRate: 0.01 },
      'OUT_OF_RANGE',
      'options.interestFreeUpTo',
    ],
    [
      'a missing rate with interest-bearing offers',
      { maxInstallments: 3 },
      'REQUIRED',
      'options.monthlyRate',
    ],
    ['a rate of 1', { maxInstallments: 3, monthlyRate: 1 }, 'INVALID_VALUE', 'options.monthlyRate'],
    ['a negative rate', { maxInstallments: 3, monthlyRate: -0.01 }, 'INVALID_VALUE', 'options.monthlyRate'],
    [
      'a percentage string',
      { maxInstallments: 3, monthlyRate: '1.99%' },
      'INVALID_VALUE',
      'options.monthlyRate',
    ],
    [
      'a rate string of 1',
      { maxInstallments: 3, monthlyRate: '1.0' },
      'INVALID_VALUE',
      'options.monthlyRate',
    ],
    [
      'a rate of another type',
      { maxInstallments: 3, monthlyRate: true },
      'INVALID_VALUE',
      'options.monthlyRate',
    ],
    [
      'an unknown method',
      { maxInstallments: 3, monthlyRate: 0.01, method: 'compound' },
      'INVALID_VALUE',
      'options.method',
    ],
    [
      'an unknown rounding',
      { maxInstallments: 3, monthlyRate: 0.01, rounding: 'up' },
      'INVALID_VALUE',
      'options.rounding',
    ],
    [
      'a fractional minimum',
      { maxInstallments: 3, monthlyRate: 0.01, minInstallmentAmount: 1.5 },
      'INVALID_TYPE',
      'options.minInstallmentAmount',
    ],
    [
      'a text minimum',
      { maxInstallments: 3, monthlyRate: 0.01, minInstallmentAmount: '100' },
      'INVALID_TYPE',
      'options.minInstallmentAmount',
    ],
    [
      'a negative minimum',
      { maxInstallments: 3, monthlyRate: 0.01, minInstallmentAmount: -1 },
      'OUT_OF_RANGE',
      'options.minInstallmentAmount',
    ],
    [
      'an interest-free amount above the amount',
      { maxInstallments: 3, monthlyRate: 0.01, interestFreeAmount: 10001 },
      'OUT_OF_RANGE',
      'options.interestFreeAmount',
    ],
  ])(
    'refuses %s as the caller’s configuration (500), with one issue at the option',
    (_name, options, code, path) => {
      const result = quoteInstallments(10000, options as QuoteInstallmentsOptions);

      expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
      expect(result.ok ? undefined : result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
        [code, path],
      ]);
    },
  );

  it('reports every option at fault, in the order they are read, and hints at the first', () => {
    const result = quoteInstallments(10000, {
      maxInstallments: 30,
      interestFreeUpTo: 1.5,
      minInstallmentAmount: -5,
      method: 'compound',
      rounding: 'up',
      monthlyRate: '7%',
    } as never);

    expect(result.ok ? undefined : result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['OUT_OF_RANGE', 'options.maxInstallments'],
      ['INVALID_TYPE', 'options.interestFreeUpTo'],
      ['OUT_OF_RANGE', 'options.minInstallmentAmount'],
      ['INVALID_VALUE', 'options.method'],
      ['INVALID_VALUE', 'options.rounding'],
      ['INVALID_VALUE', 'options.monthlyRate'],
    ]);
    expect(result.ok ? undefined : [result.message, result.hint]).toEqual([
      expect.stringContaining('options.maxInstallments'),
      result.ok ? undefined : result.issues?.[0]?.hint,
    ]);
  });

  it('states the range of a count and of a minimum in the issue, and the amount that bounds an interest-free part', () => {
    const count = quoteInstallments(10000, { maxInstallments: 25, monthlyRate: 0.01 });
    const minimum = quoteInstallments(10000, {
      maxInstallments: 3,
      monthlyRate: 0.01,
      minInstallmentAmount: -1,
    });
    const free = quoteInstallments(10000, {
      maxInstallments: 3,
      monthlyRate: 0.01,
      interestFreeAmount: 10001,
    });

    // An option outside the request is labelled by its path, as the split engine labels `mdr`.
    expect(count.ok ? undefined : count.issues?.[0]?.params).toEqual({
      min: 1,
      max: 24,
      label: 'options.maxInstallments',
    });
    expect(minimum.ok ? undefined : minimum.issues?.[0]?.params).toEqual({
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
      label: 'options.minInstallmentAmount',
    });
    expect(free.ok ? undefined : free.issues?.[0]?.params).toEqual({
      max: 10000,
      label: 'options.interestFreeAmount',
    });
  });

  it('blames the configuration before the amount when both are wrong', () => {
    const result = quoteInstallments(-1, { maxInstallments: 99 });

    expect(result).toMatchObject({ status: 500, code: 'INVALID_CONFIGURATION' });
  });

  it('names the option at fault in the message, in the asked locale', () => {
    const result = quoteInstallments(10000, { maxInstallments: 3, monthlyRate: '2', locale: 'pt-BR' });

    expect(result.ok ? '' : result.message).toContain('options.monthlyRate');
    expect(result.ok ? '' : result.message).toContain('ao mês');
  });

  it('reads own properties only: an inherited maxInstallments is not there', () => {
    const options = Object.create({ maxInstallments: 3 }) as QuoteInstallmentsOptions;

    expect(quoteInstallments(10000, options)).toMatchObject({ code: 'INVALID_CONFIGURATION' });
  });

  it('refuses options whose getter throws, without throwing', () => {
    const options = {
      maxInstallments: 3,
      get monthlyRate(): number {
        throw new Error('boom');
      },
    };

    expect(quoteInstallments(10000, options)).toMatchObject({ ok: false, status: 500 });
  });

  it('refuses a revoked proxy as options, without throwing', () => {
    const { proxy, revoke } = Proxy.revocable({ maxInstallments: 3 }, {});
    revoke();

    expect(quoteInstallments(10000, proxy)).toMatchObject({ ok: false, status: 500 });
  });
});
