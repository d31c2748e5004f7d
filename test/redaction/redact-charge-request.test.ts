import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';
import { creditCardRequest } from '../fixtures/requests.js';

type Tree = Record<string, Record<string, unknown>>;
const redact = (value: unknown, options?: Parameters<typeof redactChargeRequest>[1]) =>
  redactChargeRequest(value, options) as Tree;

describe('redactChargeRequest on the fields the rules table knows', () => {
  it('masks the card number to its first 6 and last 4 digits', () => {
    expect(redact(creditCardRequest()).payment_details?.number).toBe('411111••••••1111');
  });

  it('masks the card-number field in any spelling, letters and dots included', () => {
    expect(redact({ payment_details: { number: 'n: 4111.1111.1111.1111' } })).toEqual({
      payment_details: { number: '411111••••••1111' },
    });
  });

  it('masks a card number sent as a JSON number or a BigInt', () => {
    expect(redact({ payment_details: { number: 4111111111111111 } })).toEqual({
      payment_details: { number: '411111••••••1111' },
    });
    expect(redact({ metadata: { big: 5555555555554444n } })).toEqual({
      metadata: { big: '555555••••••4444' },
    });
  });

  it('drops the CVV', () => {
    expect(Object.keys(redact(creditCardRequest()).payment_details ?? {})).not.toContain('cvv');
  });

  it('masks the token to its last 4 characters, and a short one entirely', () => {
    expect(redact({ payment_details: { token: 'tok_abcdefgh1234' } })).toEqual({
      payment_details: { token: '••••••••1234' },
    });
    expect(redact({ payment_details: { token: 'short' } })).toEqual({
      payment_details: { token: '••••••••' },
    });
  });

  it('keeps the fields that are neither card data nor personal data', () => {
    const redacted = redact({ ...creditCardRequest(), card_flow: 'hosted' });
    expect(redacted.amount).toBe(14990);
    expect(redacted.card_flow).toBe('hosted');
    expect(redacted.items).toEqual(creditCardRequest().items);
    expect(redacted.billing_address).toMatchObject({ city: 'São Paulo', state: 'sp', zip_code: '01310-100' });
    expect(redacted.payment_details).toMatchObject({ expiration_month: '12', installments: 3 });
  });

  it("masks the buyer's personal data by default", () => {
    const redacted = redact(creditCardRequest());
    expect(redacted.customer).toEqual({
      name: 'M•••',
      email: 'm•••@example.com.br',
      tax_id: '•••25',
      phone: '•••21',
      type: 'individual',
    });
    expect(redacted.billing_address).toMatchObject({ street: 'A•••', number: '1•••' });
    expect(redacted.payment_details?.holder_name).toBe('M•••');
  });

  it("keeps the buyer's personal data with personalData: 'keep'", () => {
    const redacted = redact(creditCardRequest(), { personalData: 'keep' });
    expect(redacted.customer).toMatchObject({ name: 'Maria da Silva', email: 'maria@example.com.br' });
    expect(redacted.payment_details?.holder_name).toBe('MARIA DA SILVA');
  });

  it("masks personal data for any personalData other than 'keep'", () => {
    const request = { customer: { name: 'Maria da Silva' } };
    expect(redact(request, { personalData: 'KEEP' as never })).toEqual({ customer: { name: 'M•••' } });
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom');
        },
      },
    );
    expect(redact(request, throwing)).toEqual({ customer: { name: 'M•••' } });
  });

  it('masks a personal field sent as a number', () => {
    expect(redact({ customer: { tax_id: 52998224725 } })).toEqual({ customer: { tax_id: '•••25' } });
  });

  it('still masks a card number or a key written in a field the table keeps', () => {
    expect(
      redact({ items: [{ name: 'sk_live_abcdef123456', description: 'card 4111 1111 1111 1111' }] }),
    ).toEqual({
      items: [{ name: '••••••••3456', description: 'card 411111••••••1111' }],
    });
  });
});

describe('redactChargeRequest on keys the rules table does not know', () => {
  it('masks a card token under an unknown key of billing_address', () => {
    expect(redact({ billing_address: { prototype: 'tok_2f8a9c1d4e5b6a7c' } })).toEqual({
      billing_address: { prototype: '••••••••6a7c' },
    });
  });

  it('masks the value of customer.token even without a token prefix', () => {
    expect(redact({ customer: { token: 'f00dcafe' } })).toEqual({ customer: { token: '••••••••' } });
  });

  it.each([
    'cardToken',
    'x_api_key',
    'Authorization',
    'password',
    'client_secret',
    'PAN',
    'pin_block',
    'session_id',
    'senha',
  ])('masks the value under a key named like a secret: %s', (name) => {
    expect(redact({ extra: { [name]: 'plain-looking value' } })).toEqual({ extra: { [name]: '••••••••' } });
  });

  it.each(['cvv', 'CVC2', 'security_code'])('drops a key naming the security code anywhere: %s', (name) => {
    expect(redact({ customer: { [name]: '123' }, metadata: { [name]: 123 } })).toEqual({
      customer: {},
      metadata: {},
    });
  });

  it('masks every value below a key named like a secret, nested ones and numbers too', () => {
    expect(
      redact({ card: { last: '1234', cvv_check: 987, nested: ['a'], valid: true, none: null } }),
    ).toEqual({
      card: { last: '••••••••', cvv_check: '••••••••', nested: ['••••••••'], valid: true, none: null },
    });
  });

  it('keeps what a secret-named key holds in a form PCI DSS lets a log show: a masked card number or key', () => {
    expect(redact({ cardNumber: '4111 1111 1111 1111', apiKey: 'sk_live_abcdef123456' })).toEqual({
      cardNumber: '411111••••••1111',
      apiKey: '••••••••3456',
    });
  });

  it('keeps an unknown value that cannot carry a secret', () => {
    const extra = {
      channel: 'web',
      attempt: 2,
      note: 'gift for Ana',
      tags: ['a', 'b'],
      ok: true,
      none: null,
    };
    expect(redact({ extra })).toEqual({ extra });
  });

  it('does not take an ordinary word that contains "pan" or "pin" for a secret name', () => {
    expect(redact({ extra: { company: 'ACME', shipping: 'fast' } })).toEqual({
      extra: { company: 'ACME', shipping: 'fast' },
    });
  });

  it('masks a card number or a key used as an object key', () => {
    const redacted = redact({ '4111111111111111': 1, sk_live_abcdefghijkl: 2, tok_abc: 3 });
    expect(Object.keys(redacted)).toEqual(['411111••••••1111', '••••••••ijkl', '••••••••']);
  });
});

describe('redactChargeRequest on metadata', () => {
  it('judges every metadata key by its name, even one the table has elsewhere', () => {
    expect(redact({ metadata: { card_flow: '123', note: 'ok' } })).toEqual({
      metadata: { card_flow: '••••••••', note: 'ok' },
    });
  });

  it.each([
    ['plain', '4111111111111111'],
    ['spaces', '4111 1111 1111 1111'],
    ['dashes', '4111-1111-1111-1111'],
    ['dots', '4111.1111.1111.1111'],
  ])('masks a card number written with %s', (_, spelling) => {
    expect(redact({ metadata: { note: spelling } })).toEqual({ metadata: { note: '411111••••••1111' } });
  });

  it.each([
    ['a secret key', 'sk_live_abcdef123456', '••••••••3456'],
    ['a public key', 'pk_test_abcdef123456', '••••••••3456'],
    ['a card token', 'tok_abcdefgh1234', '••••••••1234'],
    ['a key too short to be valid', 'sk_ab', '••••••••'],
  ])('masks %s', (_, key, masked) => {
    expect(redact({ metadata: { ref: key } })).toEqual({ metadata: { ref: masked } });
  });

  it('masks card numbers and keys written inside text', () => {
    expect(
      redact({
        metadata: {
          note: 'card 4111 1111 1111 1111 exp 12/30, also 5555-5555-5555-4444.',
          how: 'use sk_live_abcdef123456 here',
        },
      }),
    ).toEqual({
      metadata: {
        note: 'card 411111••••••1111 exp 12/30, also 555555••••••4444.',
        how: 'use ••••••••3456 here',
      },
    });
  });

  it('finds a card number after other groups of digits', () => {
    expect(redact({ metadata: { t: 'ref 12 4111111111111111' } })).toEqual({
      metadata: { t: 'ref 12 411111••••••1111' },
    });
  });

  it('leaves other numbers and words alone: order ids, phone numbers, non-Luhn runs, task_list', () => {
    const text = 'order 1234567890123 phone +55 11 98765-4321 id 4111111111111112 in task_list';
    expect(redact({ metadata: { text, order: 1234567890123 } })).toEqual({
      metadata: { text, order: 1234567890123 },
    });
  });
});

describe('redactChargeRequest on a request a host wraps', () => {
  it('recognises the fields of a request logged as { body: request }', () => {
    const redacted = redact({ body: creditCardRequest() }) as unknown as { body: Tree };
    expect(redacted.body.payment_details).toMatchObject({ number: '411111••••••1111' });
    expect(Object.keys(redacted.body.payment_details ?? {})).not.toContain('cvv');
    expect(redacted.body.customer?.name).toBe('M•••');
  });

  it('recognises the requests of a list', () => {
    expect(redact({ requests: [{ payment_details: { token: 'abc' } }] })).toEqual({
      requests: [{ payment_details: { token: '••••••••' } }],
    });
  });

  it('judges the keys of the wrapper itself by name', () => {
    expect(redact({ authorization: 'Basic abc', body: { amount: 1 } })).toEqual({
      authorization: '••••••••',
      body: { amount: 1 },
    });
  });
});

describe('redactChargeRequest on hostile input', () => {
  it('never mutates its input', () => {
    const input = creditCardRequest();
    const before = structuredClone(input);
    redactChargeRequest(input);
    expect(input).toEqual(before);
  });

  it('marks a circular reference', () => {
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    expect(redactChargeRequest(circular)).toEqual({ a: 1, self: '[circular]' });
  });

  it('marks a property whose getter throws', () => {
    const throwing = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get: () => {
        throw new Error('x');
      },
    });
    expect(redactChargeRequest(throwing)).toEqual({ boom: '[unreadable]' });
  });

  it('marks a revoked Proxy as unreadable', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(redactChargeRequest({ a: proxy })).toEqual({ a: '[unreadable]' });
  });

  it('truncates a structure deeper than 32 levels', () => {
    let deep: unknown = '4111111111111111';
    for (let level = 0; level < 10_000; level++) deep = { next: deep };
    const text = JSON.stringify(redactChargeRequest(deep));
    expect(text).toContain('[truncated]');
    expect(text).not.toContain('4111111111111111');
  });

  it('keeps a __proto__ key as a plain key without touching Object.prototype', () => {
    const copy = redactChargeRequest(JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__']);
  });

  it('writes dates as ISO strings, and drops functions and symbols', () => {
    expect(redactChargeRequest({ when: new Date(0), f: () => 1, s: Symbol('x') })).toEqual({
      when: '1970-01-01T00:00:00.000Z',
    });
  });
});

describe('redactChargeRequest output is JSON', () => {
  it('writes a BigInt as its digits, NaN and infinities as null', () => {
    expect(redactChargeRequest({ metadata: { big: 12n, nan: Number.NaN, inf: -Infinity } })).toEqual({
      metadata: { big: '12', nan: null, inf: null },
    });
  });

  it('writes a Map or a Set as the array of its entries, redacted, and a boxed value as the value', () => {
    expect(
      redactChargeRequest({
        metadata: {
          map: new Map([['note', '4111111111111111']]),
          set: new Set(['a']),
          boxed: new String('x'),
        },
      }),
    ).toEqual({ metadata: { map: [['note', '411111••••••1111']], set: ['a'], boxed: 'x' } });
  });

  it('writes a function, a symbol or undefined as null in an array and as the whole value', () => {
    expect(redactChargeRequest({ list: [() => 1, Symbol('s'), undefined, 1] })).toEqual({
      list: [null, null, null, 1],
    });
    expect(redactChargeRequest(undefined)).toBeNull();
  });

  it('writes -0 as 0, as JSON does, so the copy reads back the same', () => {
    expect(Object.is(redactChargeRequest(-0), 0)).toBe(true);
    expect(
      Object.is((redactChargeRequest({ metadata: { n: -0 } }) as { metadata: { n: number } }).metadata.n, 0),
    ).toBe(true);
  });

  it('gives a copy JSON.stringify writes without throwing and reads back unchanged, whatever the value', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withBoxedValues: true,
          withTypedArray: true,
          withSparseArray: true,
          withNullPrototype: true,
        }),
        (value) => {
          const copy = redactChargeRequest(value);
          const text = JSON.stringify(copy);
          expect(typeof text).toBe('string');
          expect(JSON.parse(text)).toEqual(copy);
        },
      ),
    );
  });
});

describe('redactChargeRequest on digits in any script', () => {
  it('masks a card number in fullwidth or Arabic-Indic digits, or with zero-width characters, in free text', () => {
    expect(
      redactChargeRequest({
        metadata: { a: '４１１１１１１１１１１１１１１１', b: 'card ٤١١١١١١١١١١١١١١١' },
        items: [{ description: 'card 4111\u200B1111\u200B1111\u200B1111' }],
      }),
    ).toEqual({
      metadata: { a: '411111••••••1111', b: 'card 411111••••••1111' },
      items: [{ description: 'card 411111••••••1111' }],
    });
  });

  it('masks a card number written as a key in another script', () => {
    expect(
      Object.keys((redactChargeRequest({ metadata: { '٤١١١١١١١١١١١١١١١': 'x' } }) as Tree).metadata ?? {}),
    ).toEqual(['411111••••••1111']);
  });
});

describe('redactChargeRequest on JSON texts and codes inside strings', () => {
  it('redacts a JSON text held by a metadata string as the value it holds', () => {
    expect(
      redactChargeRequest({ metadata: { raw: '{"cvv":"123","number":"4111111111111111","ok":1}' } }),
    ).toEqual({
      metadata: { raw: '{"number":"411111••••••1111","ok":1}' },
    });
  });

  it('hides a security code written after its name in a metadata string', () => {
    expect(redactChargeRequest({ metadata: { note: 'cvv: 123' } })).toEqual({
      metadata: { note: 'cvv: ••••••••' },
    });
  });

  it('leaves a string that only starts like JSON as text', () => {
    expect(redactChargeRequest({ metadata: { note: '[draft' } })).toEqual({ metadata: { note: '[draft' } });
  });
});
