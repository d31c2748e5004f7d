import { describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { toProblemDetails } from '../../src/http/to-problem-details.js';

/**
 * Runs `act` while other code in the page has tampered with Object.prototype (inherited keys that
 * look like data) and Array.prototype (methods that throw), then restores everything. As in
 * fast-check's own Poisoning spec, the library must give the same answers as before.
 */
function poisoned<T>(act: () => T): T {
  // Inherited values that would pass for real data if they were ever read.
  const values: Record<string, unknown> = {
    methods: [{ type: 'pix' }],
    type: 'pix',
    card_flow: 'hosted',
    pix: null,
    boleto: null,
    ok: false,
    code: 'NOT_A_PUBLIC_KEY',
    error: { code: 'INVALID_INPUT', message: 'inherited' },
    issues: [],
    message: 'inherited',
    payment_method: 'pix',
    locale: 'pt-BR',
  };
  const keys = Object.keys(values);
  const names = ['push', 'map', 'filter', 'includes', 'indexOf', 'join', 'forEach', 'slice', 'at'] as const;
  const arrays = Array.prototype as unknown as Record<string | symbol, unknown>;
  const objects = Object.prototype as Record<string, unknown>;
  const saved = names.map((name) => arrays[name]);
  const iterator = arrays[Symbol.iterator];
  const boom = () => {
    throw new Error('poisoned');
  };
  // Plain assignments and index loops only: once poisoned, for…of and Array methods throw, and an
  // inherited `get` would spoil every descriptor given to Object.defineProperty.
  for (let index = 0; index < names.length; index++) arrays[names[index] as string] = boom;
  arrays[Symbol.iterator] = boom;
  for (let index = 0; index < keys.length; index++)
    objects[keys[index] as string] = values[keys[index] as string];
  objects.get = 'hosted';
  objects.set = 'hosted';
  try {
    return act();
  } finally {
    delete objects.get;
    delete objects.set;
    for (let index = 0; index < keys.length; index++) delete objects[keys[index] as string];
    arrays[Symbol.iterator] = iterator;
    for (let index = 0; index < names.length; index++) arrays[names[index] as string] = saved[index];
  }
}

const MERCHANT: Merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }] };
const HEADER = `Basic ${btoa('pk_live_1:')}`;
const SECRET = `Basic ${btoa('sk_live_1:')}`;

describe('with tampered built-in prototypes', () => {
  it('every function answers as it does in a clean page', () => {
    const run = () => [
      listPublicPaymentMethods(MERCHANT),
      listPublicPaymentMethods({ methods: [] }),
      decideCardFlow({ payment_method: 'credit_card' }, MERCHANT),
      decideCardFlow({ payment_method: 'boleto' }, MERCHANT),
      decideCardFlow({ payment_method: 'pix' }, MERCHANT),
      authorizePublicRequest(HEADER),
      authorizePublicRequest(SECRET),
      toProblemDetails({
        ok: false,
        status: 422,
        issues: [{ code: 'REQUIRED', path: 'amount', message: 'm' }],
      }),
      toProblemDetails({ ok: false, status: 401, code: 'NOT_A_PUBLIC_KEY', message: 'm' }),
      shapeChargeResponse(
        { amount: 1, currency: 'BRL', payment_method: 'credit_card', card_flow: 'hosted' },
        { id: 'ch_1', redirect_url: 'https://pay.example.com/1' },
      ),
    ];
    const clean = run();
    const tampered = poisoned(run);
    expect(JSON.parse(JSON.stringify(tampered))).toEqual(JSON.parse(JSON.stringify(clean)));
  });

  it('never reads an inherited key as data', () => {
    const [list, decideMerchant, decideRequest, problem] = poisoned(() => [
      listPublicPaymentMethods({} as Merchant),
      decideCardFlow({ payment_method: 'pix' }, {} as Merchant),
      decideCardFlow({} as never, MERCHANT, {}),
      toProblemDetails({} as never, {}),
    ]);
    expect(list).toHaveProperty('error.code', 'INVALID_MERCHANT');
    expect(decideMerchant).toHaveProperty('code', 'INVALID_MERCHANT');
    expect(decideRequest).toMatchObject({
      code: 'PAYMENT_METHOD_NOT_ENABLED',
      message: expect.stringMatching(/^payment_method is/),
    });
    expect(problem).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', title: 'Internal error' });
  });
});
