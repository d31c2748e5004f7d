import { describe, expect, it } from 'vitest';
import { type CardFlowRequest, decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import type { Merchant } from '../../src/card-flow/merchant.js';

const HOSTED_CREDIT: Merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }] };
const TRANSPARENT_DEBIT: Merchant = { methods: [{ type: 'debit_card', card_flow: 'transparent' }] };

// Requests and merchants a type would refuse still reach the function at run time.
const decide = (request: unknown, merchant: unknown, locale?: 'en' | 'pt-BR' | 'es') =>
  decideCardFlow(request as CardFlowRequest, merchant as Merchant, locale === undefined ? {} : { locale });

describe('decideCardFlow when the merchant can serve the request', () => {
  it('answers hosted, without card fields, for card_flow=hosted on a hosted method', () => {
    expect(decideCardFlow({ payment_method: 'credit_card', card_flow: 'hosted' }, HOSTED_CREDIT)).toEqual({
      ok: true,
      flow: 'hosted',
      collects_card_fields: false,
    });
  });

  it('answers transparent, with card fields, for a card request without card_flow', () => {
    expect(decideCardFlow({ payment_method: 'debit_card' }, TRANSPARENT_DEBIT)).toEqual({
      ok: true,
      flow: 'transparent',
      collects_card_fields: true,
    });
  });

  it('reads card_flow=transparent as the default flow', () => {
    expect(
      decideCardFlow({ payment_method: 'debit_card', card_flow: 'transparent' }, TRANSPARENT_DEBIT),
    ).toEqual({ ok: true, flow: 'transparent', collects_card_fields: true });
  });

  it('answers flow null for PIX and boleto', () => {
    const merchant: Merchant = { methods: [{ type: 'pix' }, { type: 'boleto' }] };
    for (const payment_method of ['pix', 'boleto'] as const) {
      expect(decideCardFlow({ payment_method }, merchant)).toEqual({
        ok: true,
        flow: null,
        collects_card_fields: false,
      });
    }
  });

  it('leaves a card_flow sent with PIX to validation (FORBIDDEN_FIELD) and answers flow null', () => {
    expect(decide({ payment_method: 'pix', card_flow: 'hosted' }, HOSTED_CREDIT)).toEqual({
      ok: true,
      flow: null,
      collects_card_fields: false,
    });
  });

  it('ignores other properties of the request', () => {
    const request = { payment_method: 'pix', amount: 1000, payment_details: { expires_in_seconds: 60 } };
    expect(decide(request, HOSTED_CREDIT)).toMatchObject({ ok: true, flow: null });
  });

  it('accepts the data of a public payment-methods body as the merchant', () => {
    const data = { methods: [{ type: 'credit_card', card_flow: 'hosted', collects_card_fields: false }] };
    expect(decide({ payment_method: 'credit_card', card_flow: 'hosted' }, data)).toMatchObject({ ok: true });
  });
});

describe('decideCardFlow when the method is not enabled', () => {
  it('answers 422 PAYMENT_METHOD_NOT_ENABLED at payment_method, listing the enabled methods', () => {
    expect(decideCardFlow({ payment_method: 'boleto' }, HOSTED_CREDIT)).toEqual({
      ok: false,
      status: 422,
      code: 'PAYMENT_METHOD_NOT_ENABLED',
      issues: [expect.objectContaining({ path: 'payment_method', pointer: '/payment_method' })],
      message: 'Paying by boleto is not available in this store. Choose one of: credit card, PIX.',
    });
  });

  it('writes the message in Portuguese for pt-BR', () => {
    expect(decide({ payment_method: 'debit_card' }, HOSTED_CREDIT, 'pt-BR')).toMatchObject({
      message:
        'Pagamento com cartão de débito não está disponível nesta loja. Escolha uma destas formas: cartão de crédito, PIX.',
    });
  });

  it('says so when the merchant has no method at all', () => {
    expect(decideCardFlow({ payment_method: 'pix' }, { methods: [] })).toMatchObject({
      code: 'PAYMENT_METHOD_NOT_ENABLED',
      message: 'Paying by PIX is not available in this store, which takes no payment method yet.',
    });
  });

  it.each([
    ['an unknown method', { payment_method: 'bitcoin' }],
    ['an inherited key', { payment_method: 'constructor' }],
    ['a card number', { payment_method: '4111111111111111' }],
    ['no method', {}],
    ['a request that is not an object', 'credit_card'],
    ['a null request', null],
  ])('never echoes %s, naming no method instead', (_name, request) => {
    const result = decide(request, HOSTED_CREDIT);
    expect(result).toMatchObject({ ok: false, status: 422, code: 'PAYMENT_METHOD_NOT_ENABLED' });
    expect(result).toHaveProperty(
      'message',
      'Paying by the chosen method is not available in this store. Choose one of: credit card, PIX.',
    );
  });

  it('does not run a getter on the request', () => {
    const request = {
      get payment_method(): string {
        throw new Error('boom');
      },
    };
    expect(decide(request, HOSTED_CREDIT)).toMatchObject({ code: 'PAYMENT_METHOD_NOT_ENABLED' });
  });
});

describe('decideCardFlow when the card flow cannot be served', () => {
  it('answers CARD_FLOW_NOT_SUPPORTED at card_flow for card_flow=hosted on a transparent method', () => {
    expect(decideCardFlow({ payment_method: 'debit_card', card_flow: 'hosted' }, TRANSPARENT_DEBIT)).toEqual({
      ok: false,
      status: 422,
      code: 'CARD_FLOW_NOT_SUPPORTED',
      issues: [expect.objectContaining({ path: 'card_flow', pointer: '/card_flow' })],
      message:
        'This store takes debit card on its own checkout, not on a hosted page: leave card_flow out and send the card details.',
    });
  });

  it('answers CARD_FLOW_NOT_SUPPORTED when card data (no card_flow) goes to a hosted method', () => {
    expect(decideCardFlow({ payment_method: 'credit_card' }, HOSTED_CREDIT)).toEqual({
      ok: false,
      status: 422,
      code: 'CARD_FLOW_NOT_SUPPORTED',
      issues: [expect.objectContaining({ path: 'card_flow', pointer: '/card_flow' })],
      message:
        'This store takes credit card on the payment page of its provider: send card_flow hosted without card details, then send the buyer to the redirect URL of the payment fields.',
    });
  });

  it('reads any card_flow other than hosted as the default flow', () => {
    for (const card_flow of ['HOSTED', 'redirect', 1, null]) {
      expect(decide({ payment_method: 'credit_card', card_flow }, HOSTED_CREDIT)).toMatchObject({
        code: 'CARD_FLOW_NOT_SUPPORTED',
        issues: [expect.objectContaining({ path: 'card_flow', pointer: '/card_flow' })],
      });
    }
  });

  it('writes both messages in Portuguese for pt-BR', () => {
    expect(
      decide({ payment_method: 'debit_card', card_flow: 'hosted' }, TRANSPARENT_DEBIT, 'pt-BR'),
    ).toHaveProperty(
      'message',
      expect.stringMatching(/^Esta loja recebe cartão de débito no próprio checkout/),
    );
    expect(decide({ payment_method: 'credit_card' }, HOSTED_CREDIT, 'pt-BR')).toHaveProperty(
      'message',
      expect.stringMatching(/^Esta loja recebe cartão de crédito na página de pagamento do provedor/),
    );
  });
});

describe('decideCardFlow with a merchant configuration that is not valid', () => {
  it('answers 500 INVALID_CONFIGURATION before looking at the request', () => {
    expect(decide({ payment_method: 'pix' }, { methods: [{ type: 'pix' }, { type: 'pix' }] })).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: expect.stringContaining('merchant configuration is not valid'),
    });
  });

  it('writes the message in Portuguese for pt-BR', () => {
    expect(decide({ payment_method: 'pix' }, undefined, 'pt-BR')).toHaveProperty(
      'message',
      expect.stringMatching(/^A configuração do lojista é inválida/),
    );
  });

  it('falls back to English for an unknown locale', () => {
    const result = decideCardFlow({ payment_method: 'pix' }, { methods: [] }, { locale: 'fr' as 'en' });
    expect(result).toHaveProperty(
      'message',
      'Paying by PIX is not available in this store, which takes no payment method yet.',
    );
  });
});

describe('decideCardFlow refusal parameters', () => {
  it('give a program the method codes and a buyer their names', () => {
    const result = decide({ payment_method: 'debit_card' }, HOSTED_CREDIT, 'es');
    expect(result.ok ? undefined : result.issues?.[0]?.params).toMatchObject({
      method: 'debit_card',
      method_name: 'tarjeta de débito',
      values: 'credit_card, pix',
      names: 'tarjeta de crédito, PIX',
    });
  });
});
