import { describe, expect, it } from 'vitest';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { MERCHANT_HINT } from '../../src/messages/hints.js';

const ALL: Merchant = {
  methods: [
    { type: 'boleto' },
    { type: 'pix' },
    { type: 'debit_card', card_flow: 'hosted' },
    { type: 'credit_card', card_flow: 'transparent' },
  ],
};

// Hostile and malformed merchants are typed as Merchant only to reach the function.
// The response body on success, the failure itself otherwise.
const list = (merchant: unknown, locale?: 'en' | 'pt-BR') => {
  const result = listPublicPaymentMethods(
    merchant as Merchant,
    locale === undefined ? undefined : { locale },
  );
  return result.ok ? result.body : result;
};

describe('listPublicPaymentMethods', () => {
  it('lists every enabled method in the order credit_card, debit_card, pix, boleto', () => {
    expect(list(ALL)).toEqual({
      data: {
        methods: [
          { type: 'credit_card', card_flow: 'transparent', collects_card_fields: true },
          { type: 'debit_card', card_flow: 'hosted', collects_card_fields: false },
          { type: 'pix' },
          { type: 'boleto' },
        ],
      },
    });
  });

  it('gives PIX and boleto entries the type only, with no card_flow key at all', () => {
    const result = listPublicPaymentMethods({ methods: [{ type: 'pix' }, { type: 'boleto' }] });
    expect(result).toEqual({ ok: true, body: { data: { methods: [{ type: 'pix' }, { type: 'boleto' }] } } });
    if (!result.ok) throw new Error('unexpected failure');
    for (const entry of result.body.data.methods) expect(Object.keys(entry)).toEqual(['type']);
  });

  it('sets collects_card_fields false in the hosted flow and true in the transparent one', () => {
    const result = listPublicPaymentMethods({
      methods: [
        { type: 'credit_card', card_flow: 'hosted' },
        { type: 'debit_card', card_flow: 'transparent' },
      ],
    });
    expect(result.ok && result.body).toEqual({
      data: {
        methods: [
          { type: 'credit_card', card_flow: 'hosted', collects_card_fields: false },
          { type: 'debit_card', card_flow: 'transparent', collects_card_fields: true },
        ],
      },
    });
  });

  it('lists nothing for a merchant with no method enabled', () => {
    expect(listPublicPaymentMethods({ methods: [] })).toEqual({ ok: true, body: { data: { methods: [] } } });
  });

  it('answers ok and the body, and nothing else, on success', () => {
    const result = listPublicPaymentMethods(ALL);
    expect(Object.keys(result)).toEqual(['ok', 'body']);
    expect(result.ok && Object.keys(result.body)).toEqual(['data']);
  });

  it('ignores properties it does not know, on the merchant and on its entries', () => {
    const merchant = { id: 'm_1', methods: [{ type: 'pix', label: 'Pix' }] };
    expect(list(merchant)).toEqual({ data: { methods: [{ type: 'pix' }] } });
  });

  it('accepts a card_flow explicitly set to undefined on PIX', () => {
    expect(list({ methods: [{ type: 'pix', card_flow: undefined }] })).toEqual({
      data: { methods: [{ type: 'pix' }] },
    });
  });

  it('accepts the data of its own output as a merchant', () => {
    const first = listPublicPaymentMethods(ALL);
    if (!first.ok) throw new Error('unexpected failure');
    expect(listPublicPaymentMethods(first.body.data)).toEqual(first);
  });

  it('does not mutate the merchant and returns fresh objects', () => {
    const merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }] } as const;
    const snapshot = structuredClone(merchant);
    const result = listPublicPaymentMethods(merchant);
    expect(merchant).toEqual(snapshot);
    if (!result.ok) throw new Error('unexpected failure');
    expect(result.body.data.methods[0]).not.toBe(merchant.methods[0]);
  });

  it('works with frozen merchants', () => {
    const merchant = Object.freeze({ methods: Object.freeze([Object.freeze({ type: 'pix' })]) });
    expect(list(merchant)).toEqual({ data: { methods: [{ type: 'pix' }] } });
  });
});

describe('listPublicPaymentMethods with a configuration that is not valid', () => {
  const INVALID = {
    undefined: undefined,
    null: null,
    'a string': 'pix',
    'an array': [{ type: 'pix' }],
    'no methods': {},
    'methods not an array': { methods: { type: 'pix' } },
    'an entry that is not an object': { methods: ['pix'] },
    'a null entry': { methods: [null] },
    'an array entry': { methods: [['pix']] },
    'an unknown type': { methods: [{ type: 'bitcoin' }] },
    'an inherited key as type': { methods: [{ type: 'toString' }] },
    'a type of the wrong case': { methods: [{ type: 'PIX' }] },
    'a card without card_flow': { methods: [{ type: 'credit_card' }] },
    'a card with an unknown card_flow': { methods: [{ type: 'debit_card', card_flow: 'redirect' }] },
    'card_flow on PIX': { methods: [{ type: 'pix', card_flow: 'hosted' }] },
    'card_flow null on boleto': { methods: [{ type: 'boleto', card_flow: null }] },
    'a duplicate type': { methods: [{ type: 'pix' }, { type: 'pix' }] },
    'a duplicate card with another flow': {
      methods: [
        { type: 'credit_card', card_flow: 'hosted' },
        { type: 'credit_card', card_flow: 'transparent' },
      ],
    },
    'more entries than methods': { methods: [{ type: 'pix' }, {}, {}, {}, {}] },
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested
    'a hole': { methods: [, { type: 'pix' }] },
  } as const;

  it.each(Object.entries(INVALID))('answers INVALID_CONFIGURATION (500) for %s', (_name, merchant) => {
    expect(list(merchant)).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: expect.stringContaining('payment configuration'),
      hint: MERCHANT_HINT,
    });
  });

  it('writes the message in Portuguese for pt-BR', () => {
    const result = listPublicPaymentMethods(null as never, { locale: 'pt-BR' });
    expect(!result.ok && result.message).toMatch(/^A configuração de pagamento da loja é inválida/);
  });

  it('does not read inherited methods', () => {
    const merchant = Object.create({ methods: [{ type: 'pix' }] });
    expect(list(merchant)).toHaveProperty('code', 'INVALID_CONFIGURATION');
  });

  it('does not read an inherited type or card_flow', () => {
    const entry = Object.create({ type: 'credit_card', card_flow: 'hosted' });
    expect(list({ methods: [entry] })).toHaveProperty('code', 'INVALID_CONFIGURATION');
    const card = Object.assign(Object.create({ card_flow: 'hosted' }), { type: 'credit_card' });
    expect(list({ methods: [card] })).toHaveProperty('code', 'INVALID_CONFIGURATION');
  });

  it('never runs a getter, even one that throws', () => {
    let calls = 0;
    const merchant = {
      get methods() {
        calls++;
        throw new Error('boom');
      },
    };
    const entry = {
      get type() {
        calls++;
        return 'pix';
      },
    };
    expect(list(merchant)).toHaveProperty('code', 'INVALID_CONFIGURATION');
    expect(list({ methods: [entry] })).toHaveProperty('code', 'INVALID_CONFIGURATION');
    expect(calls).toBe(0);
  });

  it('answers INVALID_CONFIGURATION for Proxies whose traps throw, and for revoked Proxies', () => {
    const throwing = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    const { proxy, revoke } = Proxy.revocable({ methods: [] }, {});
    revoke();
    const revokedArray = Proxy.revocable([], {});
    revokedArray.revoke();
    expect(list(throwing)).toHaveProperty('code', 'INVALID_CONFIGURATION');
    expect(list(proxy)).toHaveProperty('code', 'INVALID_CONFIGURATION');
    expect(list({ methods: revokedArray.proxy })).toHaveProperty('code', 'INVALID_CONFIGURATION');
    expect(list({ methods: [throwing] })).toHaveProperty('code', 'INVALID_CONFIGURATION');
  });

  it('reads a Proxy that behaves like a plain object', () => {
    const merchant = new Proxy({ methods: new Proxy([{ type: 'boleto' }], {}) }, {});
    expect(list(merchant)).toEqual({ data: { methods: [{ type: 'boleto' }] } });
  });

  it('stops at the length of a huge methods array without walking it', () => {
    const methods: unknown[] = [];
    methods.length = 2 ** 32 - 1;
    // Walking 2^32 − 1 holes would time this test out.
    expect(list({ methods })).toHaveProperty('code', 'INVALID_CONFIGURATION');
  });
});
