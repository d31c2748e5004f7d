// quoteInstallments at the limits of its options: exactly at and one past each bound (1 to 24
// installments, a rate in [0, 1), centavos up to the amount or to 2^53 − 1), with the option the
// integrator must fix named in the hint of each refusal.
import { describe, expect, it } from 'vitest';
import {
  type InstallmentOffer,
  type QuoteInstallmentsOptions,
  type QuoteInstallmentsResult,
  quoteInstallments,
} from '../../src/installments/quote-installments.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function offersOf(result: QuoteInstallmentsResult): InstallmentOffer[] {
  if (!result.ok) throw new Error(`expected offers, got ${result.code}: ${result.message}`);
  return result.offers;
}

/** The status, code and the option the hint names, for a refusal. */
function refusalOf(result: QuoteInstallmentsResult): [number, string, string] | 'ok' {
  return result.ok ? 'ok' : [result.status, result.code, result.hint.split(/[: ]/)[0] as string];
}

describe('quoteInstallments: options at their bounds', () => {
  it('offers 24 installments, the most, and 1, the least', () => {
    const most = offersOf(quoteInstallments(240_000, { maxInstallments: 24, interestFreeUpTo: 24 }));
    const least = offersOf(quoteInstallments(240_000, { maxInstallments: 1 }));

    // 240000 / n is never an exact half centavo for n up to 24: nearest rounding decides alone.
    expect(most.map((offer) => [offer.installments, offer.installment_amount, offer.total])).toEqual(
      Array.from({ length: 24 }, (_, index) => [index + 1, Math.round(240_000 / (index + 1)), 240_000]),
    );
    expect(least).toEqual([
      {
        installments: 1,
        installment_amount: 240_000,
        first_installment_amount: 240_000,
        total: 240_000,
        interest: 0,
        interest_free: true,
        cet_monthly: '0',
        cet_yearly: '0',
      },
    ]);
  });

  it('takes interestFreeUpTo of 24, and reads a missing one as 1', () => {
    const allFree = offersOf(quoteInstallments(10_000, { maxInstallments: 24, interestFreeUpTo: 24 }));
    const oneFree = offersOf(quoteInstallments(10_000, { maxInstallments: 2, monthlyRate: '0.01' }));

    expect(allFree.every((offer) => offer.interest_free)).toBe(true);
    expect(oneFree.map((offer) => offer.interest_free)).toEqual([true, false]);
  });

  it('takes a rate of 0 written as text and offers everything interest free', () => {
    const offers = offersOf(quoteInstallments(10_000, { maxInstallments: 3, monthlyRate: '0' }));

    expect(offers.map((offer) => [offer.total, offer.interest_free])).toEqual([
      [10_000, true],
      [10_000, true],
      [10_000, true],
    ]);
  });

  it.each([
    ['0.99', 19_900],
    ['9.9e-1', 19_900],
    ['0.999999', 19_999.99],
    [0.99, 19_900],
    [-0, 10_000],
  ])('takes a rate of %j, just under 1: one installment of the amount plus the rate', (rate, total) => {
    const [offer] = offersOf(
      quoteInstallments(10_000, { maxInstallments: 1, interestFreeUpTo: 0, monthlyRate: rate }),
    );

    // 10000 · (1 + rate), rounded half to even: 19999.99 → 20000.
    expect(offer?.total).toBe(Math.round(total));
  });

  it('takes a minimum installment of 2^53 − 1 and an interest-free amount equal to the amount', () => {
    const offers = offersOf(
      quoteInstallments(10_000, {
        maxInstallments: 3,
        monthlyRate: '0.01',
        minInstallmentAmount: MAX_SAFE,
        interestFreeAmount: 10_000,
      }),
    );

    expect(offers.map((offer) => offer.installments)).toEqual([1]);
  });

  it('charges no interest at all when the whole amount is interest free', () => {
    const offers = offersOf(
      quoteInstallments(10_000, { maxInstallments: 2, monthlyRate: '0.05', interestFreeAmount: 10_000 }),
    );

    expect(offers[1]).toMatchObject({ total: 10_000, interest: 0, interest_free: false });
  });

  it.each([
    ['maxInstallments of 25', { maxInstallments: 25, monthlyRate: 0.01 }, 'options.maxInstallments'],
    ['maxInstallments as text', { maxInstallments: '3', monthlyRate: 0.01 }, 'options.maxInstallments'],
    ['interestFreeUpTo of 25', { maxInstallments: 3, interestFreeUpTo: 25 }, 'options.interestFreeUpTo'],
    ['interestFreeUpTo of 1.5', { maxInstallments: 3, interestFreeUpTo: 1.5 }, 'options.interestFreeUpTo'],
    [
      'a minimum past 2^53 − 1',
      { maxInstallments: 3, monthlyRate: 0.01, minInstallmentAmount: 2 ** 53 },
      'options.minInstallmentAmount',
    ],
    [
      'a minimum as text',
      { maxInstallments: 3, monthlyRate: 0.01, minInstallmentAmount: '1' },
      'options.minInstallmentAmount',
    ],
    [
      'an interest-free amount one over the amount',
      { maxInstallments: 3, monthlyRate: 0.01, interestFreeAmount: 10_001 },
      'options.interestFreeAmount',
    ],
    [
      'a negative interest-free amount',
      { maxInstallments: 3, monthlyRate: 0.01, interestFreeAmount: -1 },
      'options.interestFreeAmount',
    ],
    ['a rate of 1', { maxInstallments: 3, monthlyRate: 1 }, 'options.monthlyRate'],
    ['a rate text of 1', { maxInstallments: 3, monthlyRate: '1' }, 'options.monthlyRate'],
    ['a rate text of 10e-1', { maxInstallments: 3, monthlyRate: '10e-1' }, 'options.monthlyRate'],
    ['a NaN rate', { maxInstallments: 3, monthlyRate: Number.NaN }, 'options.monthlyRate'],
    ['no rate where some offer bears interest', { maxInstallments: 3 }, 'options.monthlyRate'],
    ['an unknown method', { maxInstallments: 3, monthlyRate: 0.01, method: 'Price' }, 'options.method'],
    ['an unknown rounding', { maxInstallments: 3, monthlyRate: 0.01, rounding: 'up' }, 'options.rounding'],
    ['no maxInstallments', { interestFreeUpTo: 3 }, 'options.maxInstallments'],
    [
      'a fractional minimum',
      { maxInstallments: 3, monthlyRate: 0.01, minInstallmentAmount: 1.5 },
      'options.minInstallmentAmount',
    ],
    [
      'a fractional interest-free amount',
      { maxInstallments: 3, monthlyRate: 0.01, interestFreeAmount: 0.5 },
      'options.interestFreeAmount',
    ],
    ['a percentage', { maxInstallments: 3, monthlyRate: '1.99%' }, 'options.monthlyRate'],
    ['a rate in an array', { maxInstallments: 3, monthlyRate: ['0.01'] }, 'options.monthlyRate'],
    [
      'a rate of 1 with a valid method',
      { maxInstallments: 3, monthlyRate: 1, method: 'price' },
      'options.monthlyRate',
    ],
    ['options that are not an object', 12, 'options'],
    ['no options', undefined, 'options'],
  ])('refuses %s as the caller’s configuration, naming it in the hint', (_name, options, option) => {
    expect(refusalOf(quoteInstallments(10_000, options as QuoteInstallmentsOptions))).toEqual([
      500,
      'INVALID_CONFIGURATION',
      option,
    ]);
  });

  it('names the first option at fault when several are', () => {
    const result = quoteInstallments(10_000, {
      maxInstallments: 0,
      interestFreeUpTo: -1,
      monthlyRate: 2,
    } as QuoteInstallmentsOptions);

    expect(refusalOf(result)).toEqual([500, 'INVALID_CONFIGURATION', 'options.maxInstallments']);
  });
});

/** Options whose getter for `name` throws. */
function throwingAt(name: string, rest: object): QuoteInstallmentsOptions {
  return Object.defineProperty({ ...rest }, name, {
    enumerable: true,
    get() {
      throw new Error('hostile getter');
    },
  }) as QuoteInstallmentsOptions;
}

describe('quoteInstallments: what the hint says about the option at fault', () => {
  // Hostile options are made in the test: printing the table would touch them.
  const revoked = (): object => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };

  it.each([
    ['no options', undefined, 'options', 'required'],
    ['options that are not an object', 12, 'options', 'must be an object'],
    ['a revoked proxy', revoked, 'options', 'could not be read'],
    [
      'a throwing maxInstallments',
      () => throwingAt('maxInstallments', {}),
      'options.maxInstallments',
      'could not be read',
    ],
    [
      'a throwing minimum',
      () => throwingAt('minInstallmentAmount', { maxInstallments: 3, monthlyRate: 0.01 }),
      'options.minInstallmentAmount',
      'could not be read',
    ],
    [
      'a throwing rate',
      () => throwingAt('monthlyRate', { maxInstallments: 3 }),
      'options.monthlyRate',
      'could not be read',
    ],
    [
      'maxInstallments of 25',
      { maxInstallments: 25, monthlyRate: 0.01 },
      'options.maxInstallments',
      'from 1 to 24',
    ],
    [
      'interestFreeUpTo of -1',
      { maxInstallments: 3, interestFreeUpTo: -1 },
      'options.interestFreeUpTo',
      'from 0 to 24',
    ],
    [
      'a minimum past 2^53 − 1',
      { maxInstallments: 3, monthlyRate: 0.01, minInstallmentAmount: 2 ** 53 },
      'options.minInstallmentAmount',
      'from 0 to 9,007,199,254,740,991',
    ],
    [
      'an interest-free amount over the amount',
      { maxInstallments: 3, monthlyRate: 0.01, interestFreeAmount: 10_001 },
      'options.interestFreeAmount',
      'up to the amount (R$100.00)',
    ],
  ])('for %s, names %s and says %j', (_name, options, option, says) => {
    const given = typeof options === 'function' ? options() : options;
    const result = quoteInstallments(10_000, given as QuoteInstallmentsOptions);

    expect(result.ok ? '' : result.hint.startsWith(option) && result.hint).toContain(says);
    // The option the hint names is the one the answer's issue is at.
    expect(result.ok ? undefined : result.issues?.map((issue) => issue.path)).toEqual([option]);
  });
});

describe('quoteInstallments: an option that cannot be read', () => {
  it.each([
    ['maxInstallments', {}],
    ['interestFreeUpTo', { maxInstallments: 3, monthlyRate: 0.01 }],
    ['minInstallmentAmount', { maxInstallments: 3, monthlyRate: 0.01 }],
    ['interestFreeAmount', { maxInstallments: 3, monthlyRate: 0.01 }],
    ['monthlyRate', { maxInstallments: 3 }],
  ])('answers INVALID_TYPE at options.%s when its getter throws', (name, rest) => {
    const result = quoteInstallments(10_000, throwingAt(name, rest));

    expect(result.ok ? undefined : result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['INVALID_TYPE', `options.${name}`],
    ]);
  });

  it('answers INVALID_TYPE at options when the options cannot be read at all', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const result = quoteInstallments(10_000, proxy as QuoteInstallmentsOptions);

    expect(result.ok ? undefined : result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['INVALID_TYPE', 'options'],
    ]);
  });
});
