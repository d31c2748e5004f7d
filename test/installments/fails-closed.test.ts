// quoteInstallments never throws: when a step fails in a way no input should cause (a host that
// broke a built-in the library relies on), it answers no quote rather than a wrong one.
import { describe, expect, it, vi } from 'vitest';
import { quoteInstallments } from '../../src/installments/quote-installments.js';

// Amounts the broken steps below throw on; every other amount goes through the real ones.
const BROKEN_PLAN = 4242;
const BROKEN_LOCALE = 'xx-broken';

vi.mock('../../src/installments/plan-offers.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/installments/plan-offers.js')>();
  return {
    ...original,
    _planOffers: (...args: Parameters<typeof original._planOffers>) => {
      if (args[0] === BROKEN_PLAN) throw new Error('planning failed');
      return original._planOffers(...args);
    },
  };
});

vi.mock('../../src/split/read-options.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/split/read-options.js')>();
  return {
    ...original,
    _optionsLocale: (options: unknown) => {
      if ((options as { locale?: unknown }).locale === BROKEN_LOCALE) throw new Error('locale failed');
      return original._optionsLocale(options);
    },
  };
});

describe('quoteInstallments failing closed', () => {
  it('answers a configuration failure in the asked language when planning the offers throws', () => {
    const quote = quoteInstallments(BROKEN_PLAN, {
      maxInstallments: 3,
      interestFreeUpTo: 3,
      locale: 'pt-BR',
    });

    expect(quote).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: 'Não foi possível calcular as opções de parcelamento.',
      hint: 'The installment offers could not be calculated.',
    });
  });

  it('answers in English when even the language cannot be read', () => {
    const options = {
      maxInstallments: 3,
      interestFreeUpTo: 3,
      locale: BROKEN_LOCALE,
    } as unknown as Parameters<typeof quoteInstallments>[1];

    expect(quoteInstallments(10_000, options)).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: 'The installment offers could not be calculated.',
      hint: 'The installment offers could not be calculated.',
    });
  });
});
