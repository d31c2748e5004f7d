import { describe, expect, it } from 'vitest';
import { type CardFlowRequest, decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { type CardFlowMessageKey, formatCardFlowMessage } from '../../src/messages/card-flow.js';
import type { Locale } from '../../src/messages/locales/index.js';

const HOSTED_CREDIT: Merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }] };
const TRANSPARENT_DEBIT: Merchant = { methods: [{ type: 'debit_card', card_flow: 'transparent' }] };

// Requests and merchants a type would refuse still reach the function at run time.
const decide = (request: unknown, merchant: unknown, locale?: 'en' | 'pt-BR' | 'es') =>
  decideCardFlow(request as CardFlowRequest, merchant as Merchant, locale === undefined ? {} : { locale });

/**
 * The refusal's message is the catalogue's, for that key and locale, filled with its issue's own
 * params: which words, the catalogue tests hold; here, which message and which values.
 */
function expectCatalogueMessage(
  result: ReturnType<typeof decide>,
  locale: Locale,
  key: CardFlowMessageKey,
): void {
  const params = result.ok ? undefined : result.issues?.[0]?.params;
  expect(result.ok ? undefined : result.message).toBe(formatCardFlowMessage(locale, key, params));
}

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
      issues: [
        expect.objectContaining({
          path: 'payment_method',
          pointer: '/payment_method',
          params: expect.objectContaining({ method: 'boleto', values: 'credit_card, pix' }),
        }),
      ],
      message: expect.any(String),
      hint: 'payment_method: this merchant has not enabled this payment method; send one of: credit_card, pix (GET /v1/public/payment-methods lists them).',
    });
    expectCatalogueMessage(
      decide({ payment_method: 'boleto' }, HOSTED_CREDIT),
      'en',
      'PAYMENT_METHOD_NOT_ENABLED',
    );
  });

  it('writes the message in Portuguese for pt-BR', () => {
    const result = decide({ payment_method: 'debit_card' }, HOSTED_CREDIT, 'pt-BR');
    expectCatalogueMessage(result, 'pt-BR', 'PAYMENT_METHOD_NOT_ENABLED');
  });

  it('says so when the merchant has no method at all', () => {
    const result = decide({ payment_method: 'pix' }, { methods: [] });
    expect(result).toMatchObject({ code: 'PAYMENT_METHOD_NOT_ENABLED' });
    expectCatalogueMessage(result, 'en', 'PAYMENT_METHOD_NOT_ENABLED.none');
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
    expect(result.ok ? undefined : result.issues?.[0]?.params).toMatchObject({
      method: 'payment_method',
      method_name: formatCardFlowMessage('en', 'METHOD.unknown'),
    });
    expectCatalogueMessage(result, 'en', 'PAYMENT_METHOD_NOT_ENABLED');
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
      message: expect.any(String),
      hint: expect.stringContaining('Leave card_flow out and send the card fields'),
    });
    expectCatalogueMessage(
      decide({ payment_method: 'debit_card', card_flow: 'hosted' }, TRANSPARENT_DEBIT),
      'en',
      'CARD_FLOW_NOT_SUPPORTED',
    );
  });

  it('answers CARD_FLOW_NOT_SUPPORTED when card data (no card_flow) goes to a hosted method', () => {
    expect(decideCardFlow({ payment_method: 'credit_card' }, HOSTED_CREDIT)).toEqual({
      ok: false,
      status: 422,
      code: 'CARD_FLOW_NOT_SUPPORTED',
      issues: [expect.objectContaining({ path: 'card_flow', pointer: '/card_flow' })],
      message: expect.any(String),
      hint: expect.stringContaining('Send card_flow "hosted" with no card fields'),
    });
    expectCatalogueMessage(
      decide({ payment_method: 'credit_card' }, HOSTED_CREDIT),
      'en',
      'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted',
    );
  });

  it('reads any card_flow other than hosted as the default flow', () => {
    for (const card_flow of ['HOSTED', 'redirect', 1, null]) {
      expect(decide({ payment_method: 'credit_card', card_flow }, HOSTED_CREDIT)).toMatchObject({
        code: 'CARD_FLOW_NOT_SUPPORTED',
        issues: [expect.objectContaining({ path: 'card_flow', pointer: '/card_flow' })],
      });
    }
  });

  it('writes both messages in Portuguese for pt-BR, naming the method as a buyer does', () => {
    const hosted = decide({ payment_method: 'debit_card', card_flow: 'hosted' }, TRANSPARENT_DEBIT, 'pt-BR');
    const cardData = decide({ payment_method: 'credit_card' }, HOSTED_CREDIT, 'pt-BR');

    expectCatalogueMessage(hosted, 'pt-BR', 'CARD_FLOW_NOT_SUPPORTED');
    expectCatalogueMessage(cardData, 'pt-BR', 'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted');
    expect(cardData.ok ? undefined : cardData.issues?.[0]?.params).toMatchObject({
      method: 'credit_card',
      method_name: formatCardFlowMessage('pt-BR', 'METHOD.credit_card'),
    });
  });

  it('labels the field in the buyer words, never by its wire name', () => {
    const result = decide({ payment_method: 'credit_card' }, HOSTED_CREDIT, 'pt-BR');
    expect(result.ok ? undefined : result.issues?.[0]?.params.label).toBe('Fluxo do cartão');
    const refused = decide({ payment_method: 'boleto' }, HOSTED_CREDIT, 'es');
    expect(refused.ok ? undefined : refused.issues?.[0]?.params.label).toBe('Medio de pago');
  });
});

describe('decideCardFlow with a merchant configuration that is not valid', () => {
  it('answers 500 INVALID_CONFIGURATION before looking at the request', () => {
    expect(decide({ payment_method: 'pix' }, { methods: [{ type: 'pix' }, { type: 'pix' }] })).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: expect.stringContaining('payment configuration is not valid'),
      hint: expect.stringContaining('The merchant configuration must be'),
    });
  });

  it('writes the message in Portuguese for pt-BR', () => {
    expect(decide({ payment_method: 'pix' }, undefined, 'pt-BR')).toHaveProperty(
      'message',
      expect.stringMatching(/^A configuração de pagamento da loja é inválida/),
    );
  });

  it('falls back to English for an unknown locale', () => {
    const result = decideCardFlow({ payment_method: 'pix' }, { methods: [] }, { locale: 'fr' as 'en' });
    expectCatalogueMessage(result, 'en', 'PAYMENT_METHOD_NOT_ENABLED.none');
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
