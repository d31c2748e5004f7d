import { describe, expectTypeOf, it } from 'vitest';
import type { ChargeStatus } from '../../src/charge/charge-status.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';

describe('charge types', () => {
  it('narrows the response on payment_method and card_flow', () => {
    const result = shapeChargeResponse(
      { amount: 1, currency: 'BRL', payment_method: 'pix' },
      { id: 'px_1', qr_code: '000201', expires_at: '2026-05-01T12:00:00Z' },
    );
    if (!result.ok) return;
    const charge = result.charge;
    expectTypeOf(charge.status).toExtend<ChargeStatus>();
    if (charge.payment_method === 'pix')
      expectTypeOf(charge.payment_fields.copy_paste).toEqualTypeOf<string>();
    if ('card_flow' in charge) expectTypeOf(charge.payment_fields.redirect_url).toEqualTypeOf<string>();
    const pix = { amount: 1, currency: 'BRL', payment_method: 'pix' } as const;
    // @ts-expect-error: a provider answer has an id
    shapeChargeResponse(pix, { qr_code: 'x' });
  });
});
