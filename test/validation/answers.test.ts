// What validation answers for a catalogue of requests that walks every row and cross-field rule of
// the table, at and around each limit: the code and path of every issue, in order ('ok' for an
// accepted request). The wording of the messages is tested once, in test/messages.
import { describe, expect, it } from 'vitest';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { LIMITS } from '../../src/rules/limits.js';
import { chargeRequestSchema } from '../../src/validation/charge-request-schema.js';
import type { ValidateChargeRequestOptions } from '../../src/validation/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { VALID_REQUESTS } from '../fixtures/requests.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const DELETE = Symbol('delete');
type Base = keyof typeof VALID_REQUESTS;

/** A fixture with the value at a dotted path replaced (or deleted); numeric segments index arrays. */
function variant(base: Base, changes: Record<string, unknown>): unknown {
  const request = structuredClone(VALID_REQUESTS[base]()) as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    let parent = request;
    for (const key of keys.slice(0, -1)) {
      parent[key] ??= {};
      parent = parent[key] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1] as string;
    if (value === DELETE) delete parent[last];
    else parent[last] = value;
  }
  return request;
}

const item = { name: 'x', quantity: 1, unit_price: 1, tangible: true };
const rule = (amount: unknown, type = 'fixed') => ({
  recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  recipient_type: 'merchant',
  type,
  amount,
});
const AMEX = '378282246310005';
const entries = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
function revokedFunction(): unknown {
  const { proxy, revoke } = Proxy.revocable(() => 0, {});
  revoke();
  return proxy;
}

/** A CPF whose second check digit is right for a first one that is wrong. */
function cpfWithWrongFirstDigit(): string {
  const base = [5, 2, 9, 9, 8, 2, 2, 4, 7];
  const digit = (values: number[]) => {
    const sum = values.reduce((total, value, index) => total + value * (values.length + 1 - index), 0);
    return (sum * 10) % 11 === 10 ? 0 : (sum * 10) % 11;
  };
  const wrong = (digit(base) + 1) % 10;
  return [...base, wrong, digit([...base, wrong])].join('');
}

const MERCHANT: Merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }] };

/** The catalogue: a name, the request, and the options it is validated with. */
const CASES: [string, unknown, ValidateChargeRequestOptions?][] = [
  ...Object.keys(VALID_REQUESTS).map(
    (base) => [`valid ${base}`, variant(base as Base, {})] as [string, unknown],
  ),
  ['null', null],
  ['array', []],
  ['string', 'x'],
  ['empty', {}],
  // amount
  ['amount 0', variant('pix', { amount: 0 })],
  ['amount 1.5', variant('pix', { amount: 1.5 })],
  ['amount string', variant('pix', { amount: '100' })],
  ['amount null', variant('pix', { amount: null })],
  ['amount 2^53', variant('pix', { amount: 2 ** 53 })],
  ['amount max', variant('pix', { amount: LIMITS.amount.max, items: [{ ...item, unit_price: 1 }] })],
  [
    'amount above max',
    variant('pix', { amount: LIMITS.amount.max + 1, items: [{ ...item, unit_price: 1 }] }),
  ],
  ['amount 1e20', variant('pix', { amount: 1e20 })],
  ['amount 1e308', variant('pix', { amount: 1e308 })],
  ['amount 1e38', variant('pix', { amount: 1e38 })],
  [
    'amount 2^53 - 1 under a host maximum',
    variant('pix', { amount: Number.MAX_SAFE_INTEGER, items: [{ ...item, unit_price: 1 }] }),
    { maxAmount: Number.MAX_SAFE_INTEGER },
  ],
  ['amount over a host maximum', variant('pix', { amount: 5001 }), { maxAmount: 5000 }],
  ['unit price above max', variant('pix', { items: [{ ...item, unit_price: LIMITS.amount.max + 1 }] })],
  ['shipping above max', variant('pix', { shipping_amount: 1e20 })],
  // currency
  ['currency lower', variant('pix', { currency: 'brl' })],
  ['currency USD', variant('pix', { currency: 'USD' })],
  ['currency USD accepted, pix', variant('pix', { currency: 'USD' }), { currencies: ['BRL', 'USD'] }],
  [
    'currency USD accepted, card',
    variant('credit_card', { currency: 'USD' }),
    { currencies: ['BRL', 'USD'] },
  ],
  ['currency too long', variant('pix', { currency: 'BRLX' })],
  [
    'currencies not strings',
    variant('credit_card', { currency: 'USD' }),
    { currencies: ['USD', 5] as never },
  ],
  ['currencies not an array', variant('credit_card', { currency: 'USD' }), { currencies: 'USD' as never }],
  // product type
  ['product type unknown', variant('pix', { product_type: 'service' })],
  ['product type number', variant('pix', { product_type: 5 })],
  ['physical pix without address', variant('pix', { product_type: 'physical' })],
  // customer
  ['name empty', variant('pix', { 'customer.name': '' })],
  ['name blank', variant('pix', { 'customer.name': '   ' })],
  ['name at limit', variant('pix', { 'customer.name': 'n'.repeat(LIMITS.text.name) })],
  ['name over limit', variant('pix', { 'customer.name': 'n'.repeat(LIMITS.text.name + 1) })],
  ['name far over limit', variant('pix', { 'customer.name': 'n'.repeat(10_000) })],
  ['email', variant('pix', { 'customer.email': 'maria@' })],
  ['email over limit', variant('pix', { 'customer.email': `${'a'.repeat(250)}@example.com` })],
  ['tax id wrong digits', variant('pix', { 'customer.tax_id': '529.982.247-24' })],
  ['tax id repeated digits', variant('pix', { 'customer.tax_id': '111.111.111-11' })],
  ['tax id zeros CNPJ', variant('pix', { 'customer.tax_id': '00000000000000', 'customer.type': 'company' })],
  ['tax id CNPJ for individual', variant('pix', { 'customer.tax_id': '11.222.333/0001-81' })],
  ['tax id CPF for company', variant('pix', { 'customer.type': 'company' })],
  [
    'tax id alphanumeric CNPJ',
    variant('pix', { 'customer.tax_id': '12.abc.345/01de-35', 'customer.type': 'company' }),
  ],
  ['tax id missing BR', variant('pix', { 'customer.tax_id': DELETE })],
  [
    'tax id missing US',
    variant('credit_card', { 'customer.tax_id': DELETE, 'billing_address.country': 'us' }),
  ],
  [
    'tax id free text US',
    variant('credit_card', { 'customer.tax_id': 'A-1', 'billing_address.country': 'US' }),
  ],
  ['phone short', variant('pix', { 'customer.phone': '1234567' })],
  ['phone plus inside', variant('pix', { 'customer.phone': '11+987654321' })],
  ['phone letters', variant('pix', { 'customer.phone': '(11) 9876-543a' })],
  ['phone too many digits', variant('pix', { 'customer.phone': '1234567890123456' })],
  ['phone over limit', variant('pix', { 'customer.phone': '1'.repeat(21) })],
  ['customer type', variant('pix', { 'customer.type': 'person' })],
  ['birthdate impossible', variant('pix', { 'customer.birthdate': '2000-02-30' })],
  ['birthdate leap', variant('pix', { 'customer.birthdate': '2000-02-29' })],
  ['birthdate non leap', variant('pix', { 'customer.birthdate': '1900-02-29' })],
  ['birthdate future', variant('pix', { 'customer.birthdate': '2026-11-23' })],
  ['birthdate today', variant('pix', { 'customer.birthdate': '2026-11-22' })],
  ['customer not an object', variant('pix', { customer: 'maria' })],
  // items
  ['items empty', variant('pix', { items: [] })],
  ['items over limit', variant('pix', { items: Array.from({ length: LIMITS.items + 1 }, () => item) })],
  ['items at limit', variant('pix', { items: Array.from({ length: LIMITS.items }, () => item) })],
  ['items not an array', variant('pix', { items: item })],
  ['item fields', variant('pix', { items: [{ name: '', quantity: 0, unit_price: -1, tangible: 'yes' }] })],
  [
    'item bounds',
    variant('pix', { items: [{ ...item, quantity: LIMITS.quantity.max + 1, unit_price: 1.5 }] }),
  ],
  [
    'item order',
    variant('pix', {
      items: Array.from({ length: 12 }, (_, i) => (i % 5 === 2 ? { ...item, name: '' } : item)),
    }),
  ],
  ['item unknown key with hint', variant('pix', { items: [{ ...item, nmae: 'x' }] })],
  [
    'item long texts',
    variant('pix', {
      items: [{ ...item, description: 'd'.repeat(501), category: 'c'.repeat(101), code: 'k'.repeat(65) }],
    }),
  ],
  ['item not an object', variant('pix', { items: [5, null, item] })],
  // payment method and card fields
  ['method unknown', variant('pix', { payment_method: 'cash' })],
  ['card number Luhn', variant('credit_card', { 'payment_details.number': '4111 1111 1111 1112' })],
  ['card number short', variant('credit_card', { 'payment_details.number': '41111111111' })],
  ['card number long', variant('credit_card', { 'payment_details.number': '41111111111111111111' })],
  ['card number letters', variant('credit_card', { 'payment_details.number': '4111-1111-1111-111A' })],
  ['card number with hyphens', variant('credit_card', { 'payment_details.number': '4111-1111-1111-1111' })],
  ['card holder over limit', variant('credit_card', { 'payment_details.holder_name': 'h'.repeat(65) })],
  ['card month 13', variant('credit_card', { 'payment_details.expiration_month': '13' })],
  ['card month 00', variant('credit_card', { 'payment_details.expiration_month': '00' })],
  ['card month 1', variant('credit_card', { 'payment_details.expiration_month': '1' })],
  ['card year 2 digits', variant('credit_card', { 'payment_details.expiration_year': '30' })],
  ['card expired last year', variant('credit_card', { 'payment_details.expiration_year': '2025' })],
  [
    'card expired last month',
    variant('credit_card', {
      'payment_details.expiration_year': '2026',
      'payment_details.expiration_month': '10',
    }),
  ],
  [
    'card valid this month',
    variant('credit_card', {
      'payment_details.expiration_year': '2026',
      'payment_details.expiration_month': '11',
    }),
  ],
  ['cvv short', variant('credit_card', { 'payment_details.cvv': '12' })],
  ['cvv long', variant('credit_card', { 'payment_details.cvv': '12345' })],
  ['cvv 4 on visa', variant('credit_card', { 'payment_details.cvv': '1234' })],
  ['cvv 3 on amex', variant('credit_card', { 'payment_details.number': AMEX })],
  [
    'cvv 4 on amex',
    variant('credit_card', { 'payment_details.number': AMEX, 'payment_details.cvv': '1234' }),
  ],
  ['card fields missing', variant('credit_card', { payment_details: { installments: 2 } })],
  ['card fields blank', variant('credit_card', { 'payment_details.holder_name': ' ' })],
  ['token with card fields', variant('credit_card', { 'payment_details.token': 'tok_1234567890' })],
  ['token only', variant('credit_card', { payment_details: { token: 'tok_1234567890' } })],
  ['token over limit', variant('debit_card', { 'payment_details.token': 't'.repeat(513) })],
  ['installments 0', variant('credit_card', { 'payment_details.installments': 0 })],
  ['installments 25', variant('credit_card', { 'payment_details.installments': 25 })],
  ['installments 1.5', variant('credit_card', { 'payment_details.installments': 1.5 })],
  ['installments default', variant('credit_card', { 'payment_details.installments': DELETE })],
  ['debit installments dropped', variant('debit_card', { 'payment_details.installments': 30 })],
  [
    'descriptor over limit',
    variant('credit_card', { 'payment_details.statement_descriptor': 'd'.repeat(14) }),
  ],
  ['pix field on card', variant('credit_card', { 'payment_details.expires_in_seconds': 60 })],
  ['payment details not an object', variant('credit_card', { payment_details: 'card' })],
  ['payment details missing', variant('credit_card', { payment_details: DELETE })],
  // card flow
  [
    'hosted with card fields',
    variant('hosted_credit', { 'payment_details.number': '4111111111111111', 'payment_details.cvv': '123' }),
  ],
  ['hosted with token', variant('hosted_credit', { 'payment_details.token': 'tok_1' })],
  ['hosted without address', variant('hosted_credit', { billing_address: DELETE })],
  ['hosted without details', variant('hosted_credit', { payment_details: DELETE })],
  ['hosted debit installments 2', variant('hosted_debit', { 'payment_details.installments': 2 })],
  ['card flow transparent', variant('credit_card', { card_flow: 'transparent' })],
  ['card flow unknown with card data', variant('credit_card', { card_flow: 'popup' })],
  ['card flow on pix', variant('pix', { card_flow: 'hosted' })],
  // pix and boleto
  ['pix 59 seconds', variant('pix', { 'payment_details.expires_in_seconds': 59 })],
  ['pix 60 seconds', variant('pix', { 'payment_details.expires_in_seconds': 60 })],
  ['pix over 30 days', variant('pix', { 'payment_details.expires_in_seconds': 2_592_001 })],
  ['pix card number', variant('pix', { 'payment_details.number': '4111111111111111' })],
  ['pix without details', variant('pix', { payment_details: DELETE })],
  ['boleto yesterday', variant('boleto', { 'payment_details.due_date': '2026-11-21' })],
  ['boleto today', variant('boleto', { 'payment_details.due_date': '2026-11-22' })],
  ['boleto month 13', variant('boleto', { 'payment_details.due_date': '2026-13-01' })],
  ['boleto without due date', variant('boleto', { 'payment_details.due_date': DELETE })],
  ['boleto without details', variant('boleto', { payment_details: DELETE })],
  [
    'boleto long texts',
    variant('boleto', {
      'payment_details.instructions': 'i'.repeat(501),
      'payment_details.document_number': 'n'.repeat(65),
    }),
  ],
  ['boleto in USD', variant('boleto', { currency: 'USD' }), { currencies: ['BRL', 'USD'] }],
  ['boleto installments', variant('boleto', { 'payment_details.installments': 2 })],
  // addresses
  ['address BR missing parts', variant('credit_card', { billing_address: { country: 'BR' } })],
  [
    'address BR bad UF and CEP',
    variant('credit_card', { 'billing_address.state': 'XX', 'billing_address.zip_code': '0131-010' }),
  ],
  ['address BR CEP digits', variant('credit_card', { 'billing_address.zip_code': '01310100' })],
  ['address BR state 3 letters', variant('credit_card', { 'billing_address.state': 'SPX' })],
  ['address country lower', variant('credit_card', { 'billing_address.country': 'br' })],
  ['address country unknown', variant('credit_card', { 'billing_address.country': 'XX' })],
  ['address country long', variant('credit_card', { 'billing_address.country': 'BRA' })],
  [
    'address US free form',
    variant('credit_card', {
      billing_address: { country: 'US', state: 'California', zip_code: '94105-1234' },
    }),
  ],
  ['address not an object', variant('pix', { billing_address: 'Rua A', 'customer.tax_id': DELETE })],
  [
    'address long lines',
    variant('credit_card', {
      'billing_address.street': 's'.repeat(121),
      'billing_address.number': '1'.repeat(21),
    }),
  ],
  ['shipping BR partial', variant('pix', { shipping_address: { street: 'Rua A' } })],
  ['shipping PT', variant('pix', { shipping_address: { country: 'PT', city: 'Lisboa' } })],
  ['shipping amount', variant('pix', { shipping_amount: -1 })],
  ['submerchant over limit', variant('pix', { submerchant_id: 's'.repeat(65) })],
  // metadata
  [
    'metadata at limits',
    variant('pix', { metadata: { ...entries(49), k: 'v'.repeat(500), ['k'.repeat(40)]: 1 } }),
  ],
  ['metadata entries over limit', variant('pix', { metadata: entries(51) })],
  ['metadata nested entries over limit', variant('pix', { metadata: { a: entries(30), b: entries(30) } })],
  ['metadata depth', variant('pix', { metadata: { a: { b: { c: 1 } }, x: { y: { z: { w: 1 } } } } })],
  ['metadata arrays', variant('pix', { metadata: { list: [1, [2, [3, [4]]]] } })],
  ['metadata long string', variant('pix', { metadata: { note: 'n'.repeat(501) } })],
  ['metadata long key', variant('pix', { metadata: { ['k'.repeat(41)]: 1 } })],
  [
    'metadata reserved keys',
    variant('pix', { metadata: JSON.parse('{"__proto__":1,"constructor":2,"prototype":3}') }),
  ],
  [
    'metadata odd values',
    variant('pix', {
      metadata: { nan: Number.NaN, inf: Number.POSITIVE_INFINITY, date: new Date(0), big: 1n },
    }),
  ],
  ['metadata not an object', variant('pix', { metadata: [1, 2] })],
  ['metadata null', variant('pix', { metadata: null })],
  ['metadata many keys', variant('pix', { metadata: entries(1000) })],
  // split
  [
    'split fields',
    variant('pix', {
      split: [{ recipient_id: 'x', recipient_type: 'bank', type: 'share', amount: '1', cross_company: 'no' }],
    }),
  ],
  ['split percentage 10', variant('pix', { split: [rule(10, 'percentage')] })],
  ['split percentage 0', variant('pix', { split: [rule(0, 'percentage')] })],
  ['split percentage 1', variant('pix', { split: [rule(1, 'percentage')] })],
  ['split fixed 1.5', variant('pix', { split: [rule(1.5)] })],
  ['split fixed 0', variant('pix', { split: [rule(0)] })],
  ['split exceeds', variant('pix', { split: [rule(4000), rule(0.25, 'percentage')] })],
  [
    'split exceeds, pt-BR',
    variant('pix', { split: [rule(4000), rule(0.25, 'percentage')] }),
    { locale: 'pt-BR' },
  ],
  ['split fee over first share', variant('pix', { split: [rule(10), rule(100)] }), { mdr: 0.05 }],
  ['split fee config invalid', variant('pix', { split: [rule(10)] }), { mdr: 2 }],
  ['split over limit', variant('pix', { split: Array.from({ length: LIMITS.split + 1 }, () => rule(1)) })],
  ['split not an array', variant('pix', { split: rule(1) })],
  ['split with a broken amount', variant('pix', { amount: 0, split: [rule(1)] })],
  // unknown fields
  [
    'unknown with hints',
    variant('credit_card', {
      instalments: 1,
      'billing_address.zipCode': '1',
      'customer.Name': 'x',
      paymentMethod: 'pix',
    }),
  ],
  ['unknown without hint', variant('pix', { foo: 1, 'customer.bar': 2 })],
  ['unknown over limit', variant('pix', entries(LIMITS.unknownFields + 5))],
  ['unknown at limit', variant('pix', entries(LIMITS.unknownFields))],
  ['unknown long key', variant('pix', { ['u'.repeat(100)]: 1 })],
  ['unknown card number key', variant('pix', { '4111111111111111': 1, sk_live_abcdefghijkl: 2 })],
  // merchant
  ['merchant pix ok', variant('pix', {}), { merchant: MERCHANT }],
  ['merchant boleto off', variant('boleto', {}), { merchant: MERCHANT }],
  ['merchant card data to hosted', variant('credit_card', {}), { merchant: MERCHANT }],
  ['merchant hosted ok', variant('hosted_credit', {}), { merchant: MERCHANT }],
  ['merchant invalid', variant('pix', {}), { merchant: { methods: 'all' } as never }],
  ['merchant none enabled', variant('pix', {}), { merchant: { methods: [] } }],
  // values that are not JSON
  ['amount as a revoked function Proxy', variant('pix', { amount: revokedFunction() })],
  ['metadata inherited keys', variant('pix', { metadata: Object.create({ inherited: 1 }) })],
  ['metadata long array', variant('pix', { metadata: { list: Array.from({ length: 60 }, () => 1) } })],
  ['metadata empty array', variant('pix', { metadata: { list: [] } })],
  ['metadata three keys over limit', variant('pix', { metadata: { a: entries(30), b: entries(30), c: 1 } })],
  ['metadata key at limit', variant('pix', { metadata: { ['k'.repeat(40)]: 1, ['j'.repeat(41)]: 2 } })],
  [
    'metadata nested long strings',
    variant('pix', { metadata: { a: { x: 'n'.repeat(501), y: 'n'.repeat(501) } } }),
  ],
  [
    'items 2 and 10 invalid',
    variant('pix', {
      items: Array.from({ length: 11 }, (_, i) => (i === 2 || i === 10 ? { ...item, quantity: 0 } : item)),
    }),
  ],
  ['unknown keys out of order with a bad amount', variant('pix', { zzz: 1, aaa: 2, amount: 0 })],
  [
    'unknown over limit with a bad amount',
    variant('pix', { ...entries(LIMITS.unknownFields + 1), amount: 0 }),
  ],
  [
    'unknown over limit with an expired card',
    variant('credit_card', {
      ...entries(LIMITS.unknownFields + 1),
      'payment_details.expiration_year': '2025',
    }),
  ],
  [
    'company with a CPF and a bad state',
    variant('credit_card', { 'customer.type': 'company', 'billing_address.state': 'XX' }),
  ],
  [
    'US company with a CPF',
    variant('credit_card', { 'customer.type': 'company', 'billing_address.country': 'US' }),
  ],
  ['currency EUR, two accepted', variant('credit_card', { currency: 'EUR' }), { currencies: ['BRL', 'USD'] }],
  ['empty split, fee over the amount', variant('pix', { split: [] }), { mdr: { fixed: 1_000_000 } }],
  ['merchant boleto off, pt-BR', variant('boleto', {}), { merchant: MERCHANT, locale: 'pt-BR' }],
  ['due date with 5-digit year', variant('boleto', { 'payment_details.due_date': '12026-11-30' })],
  ['due date day 00', variant('boleto', { 'payment_details.due_date': '2026-12-00' })],
  ['card month 011', variant('credit_card', { 'payment_details.expiration_month': '011' })],
  ['card year 20300', variant('credit_card', { 'payment_details.expiration_year': '20300' })],
  ['phone 8 digits', variant('pix', { 'customer.phone': '1234-5678' })],
  ['phone 15 digits', variant('pix', { 'customer.phone': '+123456789012345' })],
  [
    'US address with blank neighborhood',
    variant('credit_card', { billing_address: { country: 'US', neighborhood: '   ' } }),
  ],
  ['CPF with a wrong first check digit', variant('pix', { 'customer.tax_id': cpfWithWrongFirstDigit() })],
  // the same answers in Portuguese
  ...(
    [
      ['pt-BR empty', {}],
      ['pt-BR null', null],
      [
        'pt-BR card',
        variant('credit_card', {
          'payment_details.cvv': '1234',
          'payment_details.expiration_year': '2025',
          'customer.type': 'company',
        }),
      ],
      ['pt-BR metadata', variant('pix', { metadata: { a: { b: { c: { d: 1 } } }, note: 'n'.repeat(501) } })],
      [
        'pt-BR hosted',
        variant('hosted_debit', { 'payment_details.installments': 3, 'payment_details.cvv': '123' }),
      ],
      ['pt-BR unknown', variant('pix', { ...entries(25), zip: 1 })],
    ] as [string, unknown][]
  ).map(
    ([name, request]) =>
      [name, request, { locale: 'pt-BR' }] as [string, unknown, ValidateChargeRequestOptions],
  ),
];

/** Every issue of every case, as `[case, code, path]`, in the order validation reports them. */
const TABLE: readonly (readonly [string, string, string])[] = [
  ['valid credit_card', 'ok', ''],
  ['valid debit_card', 'ok', ''],
  ['valid pix', 'ok', ''],
  ['valid boleto', 'ok', ''],
  ['valid hosted_credit', 'ok', ''],
  ['valid hosted_debit', 'ok', ''],
  ['null', 'INVALID_TYPE', ''],
  ['array', 'INVALID_TYPE', ''],
  ['string', 'INVALID_TYPE', ''],
  ['empty', 'REQUIRED', 'amount'],
  ['empty', 'REQUIRED', 'currency'],
  ['empty', 'REQUIRED', 'product_type'],
  ['empty', 'REQUIRED', 'customer'],
  ['empty', 'REQUIRED', 'items'],
  ['empty', 'REQUIRED', 'payment_method'],
  ['amount 0', 'OUT_OF_RANGE', 'amount'],
  ['amount 1.5', 'INVALID_TYPE', 'amount'],
  ['amount string', 'INVALID_TYPE', 'amount'],
  ['amount null', 'INVALID_TYPE', 'amount'],
  ['amount 2^53', 'OUT_OF_RANGE', 'amount'],
  ['amount max', 'ok', ''],
  ['amount above max', 'OUT_OF_RANGE', 'amount'],
  ['amount 1e20', 'OUT_OF_RANGE', 'amount'],
  ['amount 1e308', 'OUT_OF_RANGE', 'amount'],
  ['amount 1e38', 'OUT_OF_RANGE', 'amount'],
  ['amount 2^53 - 1 under a host maximum', 'ok', ''],
  ['amount over a host maximum', 'OUT_OF_RANGE', 'amount'],
  ['unit price above max', 'OUT_OF_RANGE', 'items.0.unit_price'],
  ['shipping above max', 'OUT_OF_RANGE', 'shipping_amount'],
  ['currency lower', 'INVALID_VALUE', 'currency'],
  ['currency USD', 'INVALID_VALUE', 'currency'],
  ['currency USD accepted, pix', 'INVALID_VALUE', 'currency'],
  ['currency USD accepted, card', 'ok', ''],
  ['currency too long', 'INVALID_VALUE', 'currency'],
  ['currencies not strings', 'INVALID_CONFIGURATION', ''],
  ['currencies not an array', 'INVALID_CONFIGURATION', ''],
  ['product type unknown', 'INVALID_VALUE', 'product_type'],
  ['product type number', 'INVALID_TYPE', 'product_type'],
  ['physical pix without address', 'REQUIRED', 'billing_address'],
  ['name empty', 'REQUIRED', 'customer.name'],
  ['name blank', 'REQUIRED', 'customer.name'],
  ['name at limit', 'ok', ''],
  ['name over limit', 'TOO_LONG', 'customer.name'],
  ['name far over limit', 'TOO_LONG', 'customer.name'],
  ['email', 'INVALID_VALUE', 'customer.email'],
  ['email over limit', 'TOO_LONG', 'customer.email'],
  ['tax id wrong digits', 'INVALID_VALUE', 'customer.tax_id'],
  ['tax id repeated digits', 'INVALID_VALUE', 'customer.tax_id'],
  ['tax id zeros CNPJ', 'INVALID_VALUE', 'customer.tax_id'],
  ['tax id CNPJ for individual', 'INVALID_VALUE', 'customer.tax_id'],
  ['tax id CPF for company', 'INVALID_VALUE', 'customer.tax_id'],
  ['tax id alphanumeric CNPJ', 'ok', ''],
  ['tax id missing BR', 'REQUIRED', 'customer.tax_id'],
  ['tax id missing US', 'ok', ''],
  ['tax id free text US', 'ok', ''],
  ['phone short', 'INVALID_VALUE', 'customer.phone'],
  ['phone plus inside', 'INVALID_VALUE', 'customer.phone'],
  ['phone letters', 'INVALID_VALUE', 'customer.phone'],
  ['phone too many digits', 'INVALID_VALUE', 'customer.phone'],
  ['phone over limit', 'TOO_LONG', 'customer.phone'],
  ['customer type', 'INVALID_VALUE', 'customer.type'],
  ['birthdate impossible', 'INVALID_VALUE', 'customer.birthdate'],
  ['birthdate leap', 'ok', ''],
  ['birthdate non leap', 'INVALID_VALUE', 'customer.birthdate'],
  ['birthdate future', 'INVALID_VALUE', 'customer.birthdate'],
  ['birthdate today', 'ok', ''],
  ['customer not an object', 'INVALID_TYPE', 'customer'],
  ['items empty', 'REQUIRED', 'items'],
  ['items over limit', 'TOO_MANY', 'items'],
  ['items at limit', 'ok', ''],
  ['items not an array', 'INVALID_TYPE', 'items'],
  ['item fields', 'REQUIRED', 'items.0.name'],
  ['item fields', 'OUT_OF_RANGE', 'items.0.quantity'],
  ['item fields', 'OUT_OF_RANGE', 'items.0.unit_price'],
  ['item fields', 'INVALID_TYPE', 'items.0.tangible'],
  ['item bounds', 'OUT_OF_RANGE', 'items.0.quantity'],
  ['item bounds', 'INVALID_TYPE', 'items.0.unit_price'],
  ['item order', 'REQUIRED', 'items.2.name'],
  ['item order', 'REQUIRED', 'items.7.name'],
  ['item unknown key with hint', 'UNKNOWN_FIELD', 'items.0.nmae'],
  ['item long texts', 'TOO_LONG', 'items.0.description'],
  ['item long texts', 'TOO_LONG', 'items.0.category'],
  ['item long texts', 'TOO_LONG', 'items.0.code'],
  ['item not an object', 'INVALID_TYPE', 'items.0'],
  ['item not an object', 'INVALID_TYPE', 'items.1'],
  ['method unknown', 'INVALID_VALUE', 'payment_method'],
  ['card number Luhn', 'INVALID_VALUE', 'payment_details.number'],
  ['card number short', 'INVALID_VALUE', 'payment_details.number'],
  ['card number long', 'INVALID_VALUE', 'payment_details.number'],
  ['card number letters', 'INVALID_VALUE', 'payment_details.number'],
  ['card number with hyphens', 'ok', ''],
  ['card holder over limit', 'TOO_LONG', 'payment_details.holder_name'],
  ['card month 13', 'INVALID_VALUE', 'payment_details.expiration_month'],
  ['card month 00', 'INVALID_VALUE', 'payment_details.expiration_month'],
  ['card month 1', 'INVALID_VALUE', 'payment_details.expiration_month'],
  ['card year 2 digits', 'INVALID_VALUE', 'payment_details.expiration_year'],
  ['card expired last year', 'EXPIRED', 'payment_details.expiration_year'],
  ['card expired last month', 'EXPIRED', 'payment_details.expiration_month'],
  ['card valid this month', 'ok', ''],
  ['cvv short', 'INVALID_VALUE', 'payment_details.cvv'],
  ['cvv long', 'TOO_LONG', 'payment_details.cvv'],
  ['cvv 4 on visa', 'INVALID_VALUE', 'payment_details.cvv'],
  ['cvv 3 on amex', 'INVALID_VALUE', 'payment_details.cvv'],
  ['cvv 4 on amex', 'ok', ''],
  ['card fields missing', 'REQUIRED', 'payment_details.number'],
  ['card fields missing', 'REQUIRED', 'payment_details.holder_name'],
  ['card fields missing', 'REQUIRED', 'payment_details.expiration_month'],
  ['card fields missing', 'REQUIRED', 'payment_details.expiration_year'],
  ['card fields missing', 'REQUIRED', 'payment_details.cvv'],
  ['card fields blank', 'REQUIRED', 'payment_details.holder_name'],
  ['token with card fields', 'ok', ''],
  ['token only', 'ok', ''],
  ['token over limit', 'TOO_LONG', 'payment_details.token'],
  ['installments 0', 'OUT_OF_RANGE', 'payment_details.installments'],
  ['installments 25', 'OUT_OF_RANGE', 'payment_details.installments'],
  ['installments 1.5', 'INVALID_TYPE', 'payment_details.installments'],
  ['installments default', 'ok', ''],
  ['debit installments dropped', 'ok', ''],
  ['descriptor over limit', 'TOO_LONG', 'payment_details.statement_descriptor'],
  ['pix field on card', 'FORBIDDEN_FIELD', 'payment_details.expires_in_seconds'],
  ['payment details not an object', 'INVALID_TYPE', 'payment_details'],
  ['payment details missing', 'REQUIRED', 'payment_details'],
  ['hosted with card fields', 'FORBIDDEN_FIELD', 'payment_details.number'],
  ['hosted with card fields', 'FORBIDDEN_FIELD', 'payment_details.cvv'],
  ['hosted with token', 'FORBIDDEN_FIELD', 'payment_details.token'],
  ['hosted without address', 'REQUIRED', 'billing_address'],
  ['hosted without details', 'ok', ''],
  ['hosted debit installments 2', 'OUT_OF_RANGE', 'payment_details.installments'],
  ['card flow transparent', 'INVALID_VALUE', 'card_flow'],
  ['card flow unknown with card data', 'INVALID_VALUE', 'card_flow'],
  ['card flow on pix', 'FORBIDDEN_FIELD', 'card_flow'],
  ['pix 59 seconds', 'OUT_OF_RANGE', 'payment_details.expires_in_seconds'],
  ['pix 60 seconds', 'ok', ''],
  ['pix over 30 days', 'OUT_OF_RANGE', 'payment_details.expires_in_seconds'],
  ['pix card number', 'FORBIDDEN_FIELD', 'payment_details.number'],
  ['pix without details', 'ok', ''],
  ['boleto yesterday', 'EXPIRED', 'payment_details.due_date'],
  ['boleto today', 'ok', ''],
  ['boleto month 13', 'INVALID_VALUE', 'payment_details.due_date'],
  ['boleto without due date', 'REQUIRED', 'payment_details.due_date'],
  ['boleto without details', 'REQUIRED', 'payment_details'],
  ['boleto long texts', 'TOO_LONG', 'payment_details.instructions'],
  ['boleto long texts', 'TOO_LONG', 'payment_details.document_number'],
  ['boleto in USD', 'INVALID_VALUE', 'currency'],
  ['boleto installments', 'FORBIDDEN_FIELD', 'payment_details.installments'],
  ['address BR missing parts', 'REQUIRED', 'billing_address.neighborhood'],
  ['address BR missing parts', 'REQUIRED', 'billing_address.state'],
  ['address BR missing parts', 'REQUIRED', 'billing_address.zip_code'],
  ['address BR bad UF and CEP', 'INVALID_VALUE', 'billing_address.state'],
  ['address BR bad UF and CEP', 'INVALID_VALUE', 'billing_address.zip_code'],
  ['address BR CEP digits', 'ok', ''],
  ['address BR state 3 letters', 'INVALID_VALUE', 'billing_address.state'],
  ['address country lower', 'ok', ''],
  ['address country unknown', 'INVALID_VALUE', 'billing_address.country'],
  ['address country long', 'INVALID_VALUE', 'billing_address.country'],
  ['address US free form', 'ok', ''],
  ['address not an object', 'INVALID_TYPE', 'billing_address'],
  ['address long lines', 'TOO_LONG', 'billing_address.street'],
  ['address long lines', 'TOO_LONG', 'billing_address.number'],
  ['shipping BR partial', 'REQUIRED', 'shipping_address.neighborhood'],
  ['shipping BR partial', 'REQUIRED', 'shipping_address.state'],
  ['shipping BR partial', 'REQUIRED', 'shipping_address.zip_code'],
  ['shipping PT', 'ok', ''],
  ['shipping amount', 'OUT_OF_RANGE', 'shipping_amount'],
  ['submerchant over limit', 'TOO_LONG', 'submerchant_id'],
  ['metadata at limits', 'TOO_MANY', 'metadata'],
  ['metadata entries over limit', 'TOO_MANY', 'metadata'],
  ['metadata nested entries over limit', 'TOO_MANY', 'metadata'],
  ['metadata depth', 'TOO_MANY', 'metadata.x.y.z'],
  ['metadata arrays', 'TOO_MANY', 'metadata.list.1.1'],
  ['metadata long string', 'TOO_LONG', 'metadata.note'],
  ['metadata long key', 'TOO_LONG', 'metadata'],
  ['metadata reserved keys', 'INVALID_VALUE', 'metadata.__proto__'],
  ['metadata reserved keys', 'INVALID_VALUE', 'metadata.constructor'],
  ['metadata reserved keys', 'INVALID_VALUE', 'metadata.prototype'],
  ['metadata odd values', 'INVALID_VALUE', 'metadata.big'],
  ['metadata odd values', 'INVALID_VALUE', 'metadata.date'],
  ['metadata odd values', 'INVALID_VALUE', 'metadata.inf'],
  ['metadata odd values', 'INVALID_VALUE', 'metadata.nan'],
  ['metadata not an object', 'INVALID_TYPE', 'metadata'],
  ['metadata null', 'INVALID_TYPE', 'metadata'],
  ['metadata many keys', 'TOO_MANY', 'metadata'],
  ['split fields', 'INVALID_VALUE', 'split.0.recipient_id'],
  ['split fields', 'INVALID_VALUE', 'split.0.recipient_type'],
  ['split fields', 'INVALID_VALUE', 'split.0.type'],
  ['split fields', 'INVALID_TYPE', 'split.0.amount'],
  ['split fields', 'INVALID_TYPE', 'split.0.cross_company'],
  ['split percentage 10', 'OUT_OF_RANGE', 'split.0.amount'],
  ['split percentage 0', 'OUT_OF_RANGE', 'split.0.amount'],
  ['split percentage 1', 'ok', ''],
  ['split fixed 1.5', 'INVALID_TYPE', 'split.0.amount'],
  ['split fixed 0', 'OUT_OF_RANGE', 'split.0.amount'],
  ['split exceeds', 'SPLIT_AMOUNT_EXCEEDS_TOTAL', 'split'],
  ['split exceeds, pt-BR', 'SPLIT_AMOUNT_EXCEEDS_TOTAL', 'split'],
  ['split fee over first share', 'NEGATIVE_NET_AMOUNT_AFTER_FEES', 'split.0'],
  ['split fee config invalid', 'INVALID_CONFIGURATION', ''],
  ['split over limit', 'TOO_MANY', 'split'],
  ['split not an array', 'INVALID_TYPE', 'split'],
  ['split with a broken amount', 'OUT_OF_RANGE', 'amount'],
  ['unknown with hints', 'UNKNOWN_FIELD', 'customer.Name'],
  ['unknown with hints', 'UNKNOWN_FIELD', 'billing_address.zipCode'],
  ['unknown with hints', 'UNKNOWN_FIELD', 'instalments'],
  ['unknown with hints', 'UNKNOWN_FIELD', 'paymentMethod'],
  ['unknown without hint', 'UNKNOWN_FIELD', 'customer.bar'],
  ['unknown without hint', 'UNKNOWN_FIELD', 'foo'],
  ['unknown over limit', 'TOO_MANY', ''],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k0'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k1'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k10'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k11'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k12'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k13'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k14'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k15'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k16'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k17'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k18'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k19'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k2'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k3'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k4'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k5'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k6'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k7'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k8'],
  ['unknown over limit', 'UNKNOWN_FIELD', 'k9'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k0'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k1'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k10'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k11'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k12'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k13'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k14'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k15'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k16'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k17'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k18'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k19'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k2'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k3'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k4'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k5'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k6'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k7'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k8'],
  ['unknown at limit', 'UNKNOWN_FIELD', 'k9'],
  ['unknown long key', 'UNKNOWN_FIELD', 'uuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu…'],
  ['unknown card number key', 'UNKNOWN_FIELD', '411111••••••1111'],
  ['unknown card number key', 'UNKNOWN_FIELD', '••••••••ijkl'],
  ['merchant pix ok', 'ok', ''],
  ['merchant boleto off', 'PAYMENT_METHOD_NOT_ENABLED', 'payment_method'],
  ['merchant card data to hosted', 'CARD_FLOW_NOT_SUPPORTED', 'card_flow'],
  ['merchant hosted ok', 'ok', ''],
  ['merchant invalid', 'INVALID_CONFIGURATION', ''],
  ['merchant none enabled', 'PAYMENT_METHOD_NOT_ENABLED', 'payment_method'],
  ['amount as a revoked function Proxy', 'INVALID_TYPE', 'amount'],
  ['metadata inherited keys', 'ok', ''],
  ['metadata long array', 'TOO_MANY', 'metadata'],
  ['metadata empty array', 'ok', ''],
  ['metadata three keys over limit', 'TOO_MANY', 'metadata'],
  ['metadata key at limit', 'TOO_LONG', 'metadata'],
  ['metadata nested long strings', 'TOO_LONG', 'metadata.a.x'],
  ['metadata nested long strings', 'TOO_LONG', 'metadata.a.y'],
  ['items 2 and 10 invalid', 'OUT_OF_RANGE', 'items.2.quantity'],
  ['items 2 and 10 invalid', 'OUT_OF_RANGE', 'items.10.quantity'],
  ['unknown keys out of order with a bad amount', 'OUT_OF_RANGE', 'amount'],
  ['unknown keys out of order with a bad amount', 'UNKNOWN_FIELD', 'aaa'],
  ['unknown keys out of order with a bad amount', 'UNKNOWN_FIELD', 'zzz'],
  ['unknown over limit with a bad amount', 'TOO_MANY', ''],
  ['unknown over limit with a bad amount', 'OUT_OF_RANGE', 'amount'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k0'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k1'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k10'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k11'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k12'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k13'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k14'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k15'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k16'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k17'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k18'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k19'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k2'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k3'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k4'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k5'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k6'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k7'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k8'],
  ['unknown over limit with a bad amount', 'UNKNOWN_FIELD', 'k9'],
  ['unknown over limit with an expired card', 'TOO_MANY', ''],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k0'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k1'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k10'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k11'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k12'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k13'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k14'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k15'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k16'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k17'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k18'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k19'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k2'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k3'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k4'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k5'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k6'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k7'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k8'],
  ['unknown over limit with an expired card', 'UNKNOWN_FIELD', 'k9'],
  ['company with a CPF and a bad state', 'INVALID_VALUE', 'billing_address.state'],
  ['US company with a CPF', 'ok', ''],
  ['currency EUR, two accepted', 'INVALID_VALUE', 'currency'],
  ['empty split, fee over the amount', 'ok', ''],
  ['merchant boleto off, pt-BR', 'PAYMENT_METHOD_NOT_ENABLED', 'payment_method'],
  ['due date with 5-digit year', 'TOO_LONG', 'payment_details.due_date'],
  ['due date day 00', 'INVALID_VALUE', 'payment_details.due_date'],
  ['card month 011', 'TOO_LONG', 'payment_details.expiration_month'],
  ['card year 20300', 'TOO_LONG', 'payment_details.expiration_year'],
  ['phone 8 digits', 'ok', ''],
  ['phone 15 digits', 'ok', ''],
  ['US address with blank neighborhood', 'ok', ''],
  ['CPF with a wrong first check digit', 'INVALID_VALUE', 'customer.tax_id'],
  ['pt-BR empty', 'REQUIRED', 'amount'],
  ['pt-BR empty', 'REQUIRED', 'currency'],
  ['pt-BR empty', 'REQUIRED', 'product_type'],
  ['pt-BR empty', 'REQUIRED', 'customer'],
  ['pt-BR empty', 'REQUIRED', 'items'],
  ['pt-BR empty', 'REQUIRED', 'payment_method'],
  ['pt-BR null', 'INVALID_TYPE', ''],
  ['pt-BR card', 'INVALID_VALUE', 'customer.tax_id'],
  ['pt-BR card', 'EXPIRED', 'payment_details.expiration_year'],
  ['pt-BR card', 'INVALID_VALUE', 'payment_details.cvv'],
  ['pt-BR metadata', 'TOO_MANY', 'metadata.a.b.c'],
  ['pt-BR metadata', 'TOO_LONG', 'metadata.note'],
  ['pt-BR hosted', 'FORBIDDEN_FIELD', 'payment_details.cvv'],
  ['pt-BR hosted', 'OUT_OF_RANGE', 'payment_details.installments'],
  ['pt-BR unknown', 'TOO_MANY', ''],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k0'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k1'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k10'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k11'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k12'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k13'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k14'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k15'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k16'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k17'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k18'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k19'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k2'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k3'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k4'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k5'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k6'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k7'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k8'],
  ['pt-BR unknown', 'UNKNOWN_FIELD', 'k9'],
];

const answers = new Map<string, string[][]>();
/** The `[code, path]` pairs a case answers ('ok' and '' when accepted), computed once per case. */
function answerOf(name: string): string[][] {
  let answer = answers.get(name);
  if (answer === undefined) {
    const [, request, options] = CASES.find(([caseName]) => caseName === name) as (typeof CASES)[number];
    const result = validateChargeRequest(request, { now: NOW, ...options });
    // A configuration failure has no issues: its code stands at the root.
    answer = result.ok
      ? [['ok', '']]
      : result.issues === undefined
        ? [[result.code, '']]
        : result.issues.map((issue) => [issue.code, issue.path]);
    answers.set(name, answer);
  }
  return answer;
}

describe('validation, request by request', () => {
  it.each(TABLE)('%s: reports %s at %s', (name, code, path) => {
    expect(answerOf(name)).toContainEqual([code, path]);
  });

  it.each(CASES.map(([name]) => name))(
    '%s: reports nothing but the issues of the table, in their order',
    (name) => {
      const expected = TABLE.filter(([caseName]) => caseName === name).map(([, code, path]) => [code, path]);

      expect(answerOf(name)).toEqual(expected);
    },
  );

  it.each(
    CASES.filter(([, , options]) => options === undefined).map(([name, request]) => [name, request] as const),
  )('%s: Standard Schema reports the same paths, in its own shape', (_, request) => {
    const direct = validateChargeRequest(request);
    const expected = direct.ok
      ? 'ok'
      : (direct.issues ?? []).map((issue) => issue.path.split('.').filter(Boolean).join('/'));

    const result = chargeRequestSchema['~standard'].validate(request) as {
      issues?: { path: readonly unknown[] }[];
    };

    expect(
      result.issues === undefined ? 'ok' : (result.issues ?? []).map((issue) => issue.path.join('/')),
    ).toEqual(expected);
  });
});

describe('validation options', () => {
  it('falls back to the current time for a now that is not a usable Date', () => {
    const card = variant('credit_card', { 'payment_details.expiration_year': '2025' });
    for (const now of [
      new Date(Number.NaN),
      new Date(-8.64e15),
      new Date(-8.64e15 + 3 * 3_600_000 - 1),
      'x',
    ]) {
      expect(validateChargeRequest(card, { now: now as Date })).toMatchObject({ ok: false });
    }
    const earliest = new Date(-8.64e15 + 3 * 3_600_000);
    expect(
      validateChargeRequest(variant('pix', { 'customer.birthdate': '2000-01-01' }), { now: earliest }),
    ).toMatchObject({
      ok: false,
      issues: [{ code: 'INVALID_VALUE', path: 'customer.birthdate' }],
    });
  });
});
