// Behaviour of validation that mutation testing found unpinned. The first tests record the exact
// answer (codes, paths, messages, order, normalized values) for a catalogue of requests that walks
// every row and cross-field rule of the table, at and around each limit. The schema, the field tree
// and the normalizer's walk are built once and cached for the life of a module, and Stryker's
// vitest runner keeps modules loaded between mutants: these tests import the library afresh
// (vi.resetModules), so the construction itself runs under each mutant. See docs/security.md,
// "Mutation testing".
import { describe, expect, it, vi } from 'vitest';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { LIMITS } from '../../src/rules/limits.js';
import { _didYouMean } from '../../src/validation/did-you-mean.js';
import { detectCardBrand } from '../../src/validation/formats/card.js';
import type { ValidateChargeRequestOptions } from '../../src/validation/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { VALID_REQUESTS } from '../fixtures/requests.js';
import { withInherited } from './support.js';

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
  ['amount max', variant('pix', { amount: Number.MAX_SAFE_INTEGER, items: [{ ...item, unit_price: 1 }] })],
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
  ['card number letters', variant('credit_card', { 'payment_details.number': '4111-1111-1111-1111' })],
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
    variant('credit_card', { 'billing_address.state': 'XX', 'billing_address.zip_code': '0131-0100' }),
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
  // edges found by mutation testing
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

/** The library as a fresh module graph: nothing built or cached by an earlier test. */
async function freshLibrary() {
  vi.resetModules();
  const validation = await import('../../src/validation/validate-charge-request.js');
  const schema = await import('../../src/validation/charge-request-schema.js');
  return { validate: validation.validateChargeRequest, schema: schema.chargeRequestSchema };
}

describe('validation, answer by answer', () => {
  it('gives the recorded answer for every request of the catalogue', async () => {
    const { validate } = await freshLibrary();
    const answers = CASES.map(([name, request, options]) => [
      name,
      validate(request, { now: NOW, ...options }),
    ]);
    expect(answers).toMatchSnapshot();
  });

  it('gives the same answers through Standard Schema, in its own shape', async () => {
    const standard = (await freshLibrary()).schema['~standard'];
    const shapes = CASES.filter(([, , options]) => options === undefined).map(([name, request]) => {
      const result = standard.validate(request) as {
        value?: unknown;
        issues?: { message: string; path: unknown[] }[];
      };
      return [name, result.issues === undefined ? 'ok' : result.issues.map((issue) => issue.path.join('/'))];
    });
    expect(shapes).toMatchSnapshot();
  });
});

describe('"did you mean"', () => {
  const KNOWN = ['amount', 'currency', 'customer', 'installments', 'zip_code', 'type', 'abcd', 'abce'];

  it('matches a key that differs only in letter case or separators', () => {
    expect(['ZIP-CODE', 'zip code', 'ZipCode', 'AMOUNT'].map((key) => _didYouMean(key, KNOWN))).toEqual([
      'zip_code',
      'zip_code',
      'zip_code',
      'amount',
    ]);
  });

  it('allows one edit per three letters of the candidate, at most two', () => {
    expect(
      ['amout', 'amuont', 'instalments', 'instalmens', 'tpye', 'tyep'].map((key) => _didYouMean(key, KNOWN)),
    ).toEqual(['amount', 'amount', 'installments', 'installments', 'type', 'type']);
    expect(
      ['tyyy', 'ammmmount', 'xurxenxy', 'instaaaalments', 'typ'].map((key) => _didYouMean(key, KNOWN)),
    ).toEqual([undefined, undefined, undefined, undefined, 'type']);
  });

  it('prefers the closest candidate, and the earlier one of two as close', () => {
    expect(_didYouMean('abcx', KNOWN)).toBe('abcd');
    expect(_didYouMean('abcex', ['abcd', 'abce'])).toBe('abce');
    expect(_didYouMean('custmer', ['custom', 'customer'])).toBe('customer');
  });

  it('gives no hint for a key longer than 64 characters', () => {
    expect(_didYouMean(`amount${'_'.repeat(58)}`, KNOWN)).toBe('amount');
    expect(_didYouMean(`amount${'_'.repeat(59)}`, KNOWN)).toBeUndefined();
  });
});

describe('validation in a tampered page', () => {
  it('fails closed, with one issue at the root, when valibot would read an inherited key', () => {
    for (const key of ['issues', 'message', 'path']) {
      const result = withInherited(key, {}, () => validateChargeRequest(VALID_REQUESTS.pix(), { now: NOW }));
      expect(result).toEqual({
        ok: false,
        status: 422,
        issues: [{ code: 'INVALID_TYPE', path: '', message: expect.stringContaining('The request body') }],
      });
    }
  });

  it('fails closed when a built-in throws in the middle of a run', () => {
    const trim = String.prototype.trim;
    String.prototype.trim = () => {
      throw new Error('poisoned');
    };
    try {
      const result = validateChargeRequest(VALID_REQUESTS.pix(), { now: NOW });
      expect(result).toMatchObject({ ok: false, status: 422, issues: [{ code: 'INVALID_TYPE', path: '' }] });
    } finally {
      String.prototype.trim = trim;
    }
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

describe('card brands at the edges of their ranges', () => {
  it('needs six digits and tells the smaller brands apart', () => {
    expect(
      [
        '41',
        '41111',
        '411111',
        '3841400000000000',
        '3841600000000000',
        '3600000000000000',
        '3800000000000000',
        '6500000000000000',
      ].map(detectCardBrand),
    ).toEqual(['unknown', 'unknown', 'visa', 'hipercard', 'hipercard', 'diners', 'diners', 'discover']);
  });
});

describe('validation when a built-in the answer itself needs is broken', () => {
  it('still refuses, with the fail-closed issue, when Array.prototype.map throws', () => {
    const map = Array.prototype.map;
    Array.prototype.map = () => {
      throw new Error('poisoned');
    };
    let result: unknown;
    try {
      // A refused request: putting its issues into words needs `map`. A valid one no longer does
      // (docs/security.md, finding 7), and is accepted as in a clean page.
      result = validateChargeRequest({ ...VALID_REQUESTS.pix(), amount: 0 }, { now: NOW });
    } finally {
      Array.prototype.map = map;
    }
    expect(result).toMatchObject({ ok: false, status: 422, issues: [{ code: 'INVALID_TYPE', path: '' }] });
    expect((result as { issues: unknown[] }).issues).toHaveLength(1);
  });

  it('keeps an optional field absent when Object.prototype.fallback is set', () => {
    Object.defineProperty(Object.prototype, 'fallback', {
      value: 5,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    let result: unknown;
    try {
      result = validateChargeRequest(VALID_REQUESTS.pix(), { now: NOW });
    } finally {
      delete (Object.prototype as Record<string, unknown>).fallback;
    }
    expect(result).toMatchObject({ ok: true });
    expect((result as { value: { customer: object } }).value.customer).not.toHaveProperty('birthdate');
  });
});
