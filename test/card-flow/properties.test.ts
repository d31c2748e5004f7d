import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardFlowRequest, decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import type { Merchant, MerchantMethod } from '../../src/card-flow/merchant.js';
import { CARD_FLOWS, CARD_METHODS, PAYMENT_METHODS, type PaymentMethod } from '../../src/rules/values.js';

/** A valid merchant: any subset of the methods, each card with a flow, in any order. */
const validMerchant: fc.Arbitrary<Merchant> = fc
  .record({
    credit_card: fc.option(fc.constantFrom(...CARD_FLOWS), { nil: undefined }),
    debit_card: fc.option(fc.constantFrom(...CARD_FLOWS), { nil: undefined }),
    pix: fc.boolean(),
    boleto: fc.boolean(),
  })
  .chain((choice) => {
    const methods: MerchantMethod[] = [];
    for (const type of CARD_METHODS) {
      const flow = choice[type];
      if (flow !== undefined) methods.push({ type, card_flow: flow });
    }
    if (choice.pix) methods.push({ type: 'pix' });
    if (choice.boleto) methods.push({ type: 'boleto' });
    return fc.shuffledSubarray(methods, { minLength: methods.length, maxLength: methods.length });
  })
  .map((methods) => ({ methods }));

/** Anything at all, leaning towards near-valid merchants so the deep branches run. */
const entry = fc.oneof(
  fc.record(
    { type: fc.oneof(fc.constantFrom(...PAYMENT_METHODS), fc.string()), card_flow: fc.anything() },
    { requiredKeys: [] },
  ),
  fc.anything(),
);
const anyMerchant = fc.oneof(
  validMerchant,
  fc.record({ methods: fc.array(entry, { maxLength: 6 }) }, { requiredKeys: [] }),
  fc.anything({ withObjectString: true, withNullPrototype: true, withSparseArray: true }),
);

const anyRequest = fc.oneof(
  fc.record(
    {
      payment_method: fc.oneof(fc.constantFrom(...PAYMENT_METHODS), fc.anything()),
      card_flow: fc.oneof(fc.constantFrom(...CARD_FLOWS), fc.anything()),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('card-flow properties', () => {
  it('never throw, never mutate, and list only methods the merchant enabled', () => {
    fc.assert(
      fc.property(anyMerchant, anyRequest, (merchant, request) => {
        const before = structuredClone(merchant);
        const listed = listPublicPaymentMethods(merchant as Merchant);
        const decided = decideCardFlow(request as CardFlowRequest, merchant as Merchant);
        expect(merchant).toEqual(before);
        if (!listed.ok) {
          expect(decided).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
          return;
        }
        const enabled = (merchant as Merchant).methods.map((method) => method.type);
        for (const method of listed.body.data.methods) expect(enabled).toContain(method.type);
        expect(listed.body.data.methods).toHaveLength(enabled.length);
      }),
    );
  });

  it('decideCardFlow agrees with the public list on every method', () => {
    fc.assert(
      fc.property(validMerchant, (merchant) => {
        const listed = listPublicPaymentMethods(merchant);
        if (!listed.ok) throw new Error('a valid merchant was refused');
        const byType = new Map<PaymentMethod, (typeof listed.body.data.methods)[number]>(
          listed.body.data.methods.map((method) => [method.type, method]),
        );
        for (const payment_method of PAYMENT_METHODS) {
          const listing = byType.get(payment_method);
          const hosted = listing !== undefined && 'card_flow' in listing && listing.card_flow === 'hosted';
          const request: CardFlowRequest = hosted
            ? { payment_method, card_flow: 'hosted' }
            : { payment_method };
          const decision = decideCardFlow(request, merchant);
          if (listing === undefined) {
            expect(decision).toMatchObject({ ok: false, code: 'PAYMENT_METHOD_NOT_ENABLED' });
          } else {
            expect(decision).toEqual({
              ok: true,
              flow: 'card_flow' in listing ? listing.card_flow : null,
              collects_card_fields: 'collects_card_fields' in listing ? listing.collects_card_fields : false,
            });
          }
        }
      }),
    );
  });

  it('asking a card method for the other flow is always CARD_FLOW_NOT_SUPPORTED', () => {
    fc.assert(
      fc.property(validMerchant, (merchant) => {
        for (const method of merchant.methods) {
          if (!('card_flow' in method)) continue;
          const other: CardFlowRequest =
            method.card_flow === 'hosted'
              ? { payment_method: method.type }
              : { payment_method: method.type, card_flow: 'hosted' };
          expect(decideCardFlow(other, merchant)).toMatchObject({
            ok: false,
            status: 422,
            code: 'CARD_FLOW_NOT_SUPPORTED',
            issues: [expect.objectContaining({ path: 'card_flow' })],
          });
        }
      }),
    );
  });

  it('the list does not depend on the order of the merchant entries', () => {
    fc.assert(
      fc.property(validMerchant, fc.integer(), (merchant, shift) => {
        const rotated = merchant.methods.map(
          (_, index, all) => all[(index + Math.abs(shift)) % all.length] as MerchantMethod,
        );
        expect(listPublicPaymentMethods({ methods: rotated })).toEqual(listPublicPaymentMethods(merchant));
      }),
    );
  });
});
