// The request types generated from the rules table, as a host and a form use them.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  Address,
  AddressInput,
  BoletoChargeRequest,
  ChargeRequest,
  ChargeRequestInput,
  CreditCardChargeRequest,
  CreditCardDataPaymentDetails,
  CreditCardDataPaymentDetailsInput,
  Customer,
  DebitCardChargeRequest,
  Item,
  PaymentDetails,
  PixChargeRequest,
  SplitRule,
} from '../../src/index.js';

declare const request: ChargeRequest;

const customer: Customer = {
  name: 'Maria',
  email: 'maria@example.com',
  type: 'individual',
  tax_id: '52998224725',
};
const items: Item[] = [{ name: 'E-book', quantity: 1, unit_price: 2010, tangible: false }];
const card = {
  number: '4111111111111111',
  holder_name: 'MARIA',
  expiration_month: '12',
  expiration_year: '2030',
  cvv: '123',
};

describe('ChargeRequest, the normalized value', () => {
  it('narrows on payment_method to one method type', () => {
    if (request.payment_method === 'boleto') expectTypeOf(request).toEqualTypeOf<BoletoChargeRequest>();
    if (request.payment_method === 'pix') expectTypeOf(request).toEqualTypeOf<PixChargeRequest>();
    if (request.payment_method === 'credit_card')
      expectTypeOf(request).toEqualTypeOf<CreditCardChargeRequest>();
    if (request.payment_method === 'debit_card')
      expectTypeOf(request).toEqualTypeOf<DebitCardChargeRequest>();
  });

  it('gives a boleto a payment_details with a due_date string and no card fields', () => {
    if (request.payment_method === 'boleto') {
      expectTypeOf(request.payment_details.due_date).toEqualTypeOf<string>();
      expectTypeOf(request.payment_details.instructions).toEqualTypeOf<string | undefined>();
      // @ts-expect-error: a boleto has no card number
      request.payment_details.number;
    }
  });

  it('gives PIX optional payment_details with expires_in_seconds and no card fields', () => {
    if (request.payment_method === 'pix') {
      expectTypeOf(request.payment_details?.expires_in_seconds).toEqualTypeOf<number | undefined>();
      // @ts-expect-error: PIX has no card number
      request.payment_details?.number;
      // @ts-expect-error: PIX has no card flow
      request.card_flow;
    }
  });

  it('gives a transparent card either the card data or a token, told apart by the token', () => {
    if (request.payment_method === 'credit_card' && request.card_flow !== 'hosted') {
      const details = request.payment_details;
      if (details.token === undefined) {
        expectTypeOf(details.number).toEqualTypeOf<string>();
        expectTypeOf(details.cvv).toEqualTypeOf<string>();
      } else {
        expectTypeOf(details.token).toEqualTypeOf<string>();
        // @ts-expect-error: the card data sent beside a token is dropped from the normalized value
        details.number;
      }
      expectTypeOf(details.installments).toEqualTypeOf<number>();
    }
  });

  it('gives a hosted card no card data and a required billing address', () => {
    if (request.payment_method === 'credit_card' && request.card_flow === 'hosted') {
      expectTypeOf(request.billing_address).toEqualTypeOf<Address>();
      expectTypeOf(request.payment_details).toEqualTypeOf<{ installments: number } | undefined>();
      // @ts-expect-error: the hosted flow never carries card data
      request.payment_details?.number;
    }
  });

  it('fills the defaults: credit installments, address country, cross_company', () => {
    if (request.payment_method === 'credit_card') {
      expectTypeOf(request.billing_address.country).toEqualTypeOf<string>();
      expectTypeOf(request.payment_details?.installments).toEqualTypeOf<number | undefined>();
    }
    expectTypeOf(request.split).toEqualTypeOf<Required<SplitRule>[] | undefined>();
  });

  it('leaves debit installments out of the transparent flow, where they are dropped', () => {
    if (request.payment_method === 'debit_card' && request.card_flow === undefined) {
      // @ts-expect-error: debit installments are dropped in the transparent flow
      request.payment_details.installments;
    }
  });

  it('types enumerated fields as the union of their values', () => {
    expectTypeOf(request.product_type).toEqualTypeOf<'digital' | 'physical'>();
    expectTypeOf(request.customer.type).toEqualTypeOf<'individual' | 'company'>();
  });

  it('keeps PaymentDetails as the union of every method payment details', () => {
    expectTypeOf<NonNullable<ChargeRequest['payment_details']>>().toEqualTypeOf<PaymentDetails>();
  });
});

describe('ChargeRequestInput, what a client sends', () => {
  const base = { amount: 2010, currency: 'BRL', product_type: 'digital', customer, items } as const;

  it('takes a request of each method with its defaults left out', () => {
    expectTypeOf({ ...base, payment_method: 'pix' } as const).toExtend<ChargeRequestInput>();
    expectTypeOf({
      ...base,
      payment_method: 'boleto',
      payment_details: { due_date: '2026-12-01' },
    } as const).toExtend<ChargeRequestInput>();
    expectTypeOf({
      ...base,
      payment_method: 'credit_card',
      payment_details: card,
      billing_address: { zip_code: '01310-100', state: 'SP', neighborhood: 'Bela Vista' },
    } as const).toExtend<ChargeRequestInput>();
    expectTypeOf({
      ...base,
      payment_method: 'debit_card',
      payment_details: { token: 'tok_2f8a9c1d4e', installments: 5 },
    } as const).toExtend<ChargeRequestInput>();
  });

  it('leaves the address country, credit installments and cross_company optional', () => {
    expectTypeOf<{ zip_code: string }>().toExtend<AddressInput>();
    expectTypeOf<{ zip_code: string }>().not.toExtend<Address>();
    expectTypeOf(card).toExtend<CreditCardDataPaymentDetailsInput>();
    expectTypeOf(card).not.toExtend<CreditCardDataPaymentDetails>();
    const rule = { recipient_id: 'r', recipient_type: 'merchant', type: 'fixed', amount: 100 } as const;
    expectTypeOf(rule).toExtend<SplitRule>();
    expectTypeOf(rule).not.toExtend<Required<SplitRule>>();
  });

  it('refuses a request that misses what its method requires or sends what it forbids', () => {
    // @ts-expect-error: a boleto needs payment_details with a due date
    const noDueDate: ChargeRequestInput = { ...base, payment_method: 'boleto', payment_details: {} };
    // @ts-expect-error: PIX takes no card data
    const pixWithCard: ChargeRequestInput = { ...base, payment_method: 'pix', payment_details: card };
    const hosted = {
      ...base,
      payment_method: 'credit_card',
      card_flow: 'hosted',
      billing_address: {},
    } as const;
    // @ts-expect-error: the hosted flow takes no card data
    const hostedWithCard: ChargeRequestInput = { ...hosted, payment_details: card };
    // @ts-expect-error: a credit card needs a billing address
    const noAddress: ChargeRequestInput = { ...base, payment_method: 'credit_card', payment_details: card };
    // @ts-expect-error: not a payment method
    const bitcoin: ChargeRequestInput = { ...base, payment_method: 'bitcoin' };
    expectTypeOf([noDueDate, pixWithCard, hostedWithCard, noAddress, bitcoin]).toBeArray();
  });
});
