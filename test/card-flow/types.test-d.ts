import { describe, expectTypeOf, it } from 'vitest';
import { type CardFlowResult, decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import {
  listPublicPaymentMethods,
  type PublicPaymentMethodsResult,
} from '../../src/card-flow/list-public-payment-methods.js';

const merchant = { methods: [{ type: 'pix' }] } as const;

describe('card-flow types', () => {
  it('listPublicPaymentMethods answers the body or the failure, told apart on ok', () => {
    const result = listPublicPaymentMethods(merchant);
    expectTypeOf(result).toEqualTypeOf<PublicPaymentMethodsResult>();
    if (!result.ok) expectTypeOf(result.code).toEqualTypeOf<'INVALID_CONFIGURATION'>();
    else
      expectTypeOf(result.body.data.methods[0]?.type).toEqualTypeOf<
        'credit_card' | 'debit_card' | 'pix' | 'boleto' | undefined
      >();
  });

  it('decideCardFlow narrows on ok and status', () => {
    const result = decideCardFlow({ payment_method: 'pix' }, merchant);
    expectTypeOf(result).toEqualTypeOf<CardFlowResult>();
    if (!result.ok && result.status === 422) {
      expectTypeOf(result.code).toEqualTypeOf<'PAYMENT_METHOD_NOT_ENABLED' | 'CARD_FLOW_NOT_SUPPORTED'>();
      expectTypeOf(result.issues[0]?.path).toEqualTypeOf<string | undefined>();
    }
    // @ts-expect-error: not a payment method
    decideCardFlow({ payment_method: 'bitcoin' }, merchant);
    // @ts-expect-error: a card method needs its card_flow in the merchant
    decideCardFlow({ payment_method: 'pix' }, { methods: [{ type: 'credit_card' }] });
    // @ts-expect-error: no such locale
    decideCardFlow({ payment_method: 'pix' }, merchant, { locale: 'fr' });
  });
});
