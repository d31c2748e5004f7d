import { describe, expectTypeOf, it } from 'vitest';
import { type IssueCode, LIMITS, type RequiredFieldsResult, resolveRequiredFields } from '../../src/index.js';

describe('public types', () => {
  it('resolveRequiredFields takes a country and a typed context', () => {
    const fields = resolveRequiredFields('BR', { payment_method: 'pix' });
    expectTypeOf(fields).toEqualTypeOf<RequiredFieldsResult>();
    if (fields.ok)
      expectTypeOf(fields.requiredWhenPresent).toEqualTypeOf<Readonly<Record<string, string[]>>>();
    else expectTypeOf(fields.status).toEqualTypeOf<500>();
    // @ts-expect-error: not a payment method
    resolveRequiredFields('BR', { payment_method: 'bitcoin' });
    // @ts-expect-error: card_flow is hosted or transparent
    resolveRequiredFields('BR', { card_flow: 'redirect' });
  });

  it('IssueCode is the closed union of codes', () => {
    expectTypeOf<'REQUIRED'>().toExtend<IssueCode>();
    expectTypeOf<'NOPE'>().not.toExtend<IssueCode>();
  });

  it('LIMITS are read-only literals', () => {
    expectTypeOf(LIMITS.installments.max).toEqualTypeOf<24>();
  });
});

import {
  type ChargeRequest,
  type ChargeRequestValidation,
  computeSplit,
  type Issue,
  type SplitResult,
  validateChargeRequest,
} from '../../src/index.js';

describe('validation result types', () => {
  it('discriminates success and failure on ok', () => {
    const result = validateChargeRequest({});
    expectTypeOf(result).toEqualTypeOf<ChargeRequestValidation>();
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<ChargeRequest>();
    else if (result.status === 422) {
      expectTypeOf(result.code).toEqualTypeOf<'VALIDATION_FAILED'>();
      expectTypeOf(result.issues).toEqualTypeOf<readonly Issue[]>();
    } else {
      expectTypeOf(result.code).toEqualTypeOf<'INVALID_CONFIGURATION'>();
      expectTypeOf(result.issues).toEqualTypeOf<readonly Issue[] | undefined>();
    }
  });

  it('takes typed options', () => {
    validateChargeRequest({}, { locale: 'pt-BR', now: new Date(0), currencies: ['BRL'], mdr: '0.0299' });
    // @ts-expect-error: only en and pt-BR
    validateChargeRequest({}, { locale: 'fr' });
    // @ts-expect-error: now is a Date
    validateChargeRequest({}, { now: '2026-01-01' });
  });

  it('types the normalized request', () => {
    const result = validateChargeRequest({});
    if (result.ok) {
      expectTypeOf(result.value.amount).toEqualTypeOf<number>();
      expectTypeOf(result.value.payment_method).toEqualTypeOf<
        'credit_card' | 'debit_card' | 'pix' | 'boleto'
      >();
      if (result.value.payment_method === 'credit_card' || result.value.payment_method === 'debit_card')
        expectTypeOf(result.value.card_flow).toEqualTypeOf<'hosted' | undefined>();
    }
  });
});

describe('split result types', () => {
  it('discriminates on ok and types the error codes', () => {
    const result = computeSplit(100, [], 0);
    expectTypeOf(result).toEqualTypeOf<SplitResult>();
    if (!result.ok) {
      expectTypeOf(result.code).toEqualTypeOf<
        | 'SPLIT_AMOUNT_EXCEEDS_TOTAL'
        | 'NEGATIVE_NET_AMOUNT_AFTER_FEES'
        | 'INVALID_INPUT'
        | 'INVALID_CONFIGURATION'
      >();
      expectTypeOf(result.status).toEqualTypeOf<422 | 500>();
    }
    // @ts-expect-error: the MDR is required (0 for none)
    computeSplit(100, []);
  });
});
