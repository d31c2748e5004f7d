import { describe, expectTypeOf, it } from 'vitest';
import { type IssueCode, LIMITS, type RequiredFields, resolveRequiredFields } from '../../src/index.js';

describe('public types', () => {
  it('resolveRequiredFields takes a country and a typed context', () => {
    expectTypeOf(resolveRequiredFields('BR', { payment_method: 'pix' })).toEqualTypeOf<RequiredFields>();
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
