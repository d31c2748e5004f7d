import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';
import { creditCardRequest } from '../fixtures/requests.js';

describe('redactChargeRequest', () => {
  it('masks the card number to first 6 and last 4 and removes the CVV', () => {
    const redacted = redactChargeRequest(creditCardRequest()) as ReturnType<typeof creditCardRequest>;
    expect(redacted.payment_details.number).toBe('411111••••••1111');
    expect('cvv' in redacted.payment_details).toBe(false);
    expect(redacted.payment_details.holder_name).toBe('MARIA DA SILVA');
    expect(redacted.billing_address.number).toBe('1000');
    expect(redacted.amount).toBe(14990);
  });

  it('masks a token to its last 4 characters', () => {
    expect(redactChargeRequest({ payment_details: { token: 'tok_abcdefgh1234' } })).toEqual({
      payment_details: { token: '••••••••1234' },
    });
    expect(redactChargeRequest({ payment_details: { token: 'short' } })).toEqual({
      payment_details: { token: '••••••••' },
    });
  });

  it('masks card numbers and secret keys wherever they appear', () => {
    const redacted = redactChargeRequest({
      metadata: { note: '5555-5555-5555-4444', key: 'sk_live_abcdef123456' },
      list: ['4111111111111111'],
    });
    expect(redacted).toEqual({
      metadata: { note: '555555••••••4444', key: '••••••••3456' },
      list: ['411111••••••1111'],
    });
  });

  it('keeps the input untouched and survives hostile shapes', () => {
    const input = creditCardRequest();
    const before = structuredClone(input);
    redactChargeRequest(input);
    expect(input).toEqual(before);
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    expect(redactChargeRequest(circular)).toEqual({ a: 1, self: '[circular]' });
    const throwing = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get: () => {
        throw new Error('x');
      },
    });
    expect(redactChargeRequest(throwing)).toEqual({ boom: '[unreadable]' });
    let deep: unknown = 'leaf';
    for (let level = 0; level < 10_000; level++) deep = { next: deep };
    expect(JSON.stringify(redactChargeRequest(deep))).toContain('[truncated]');
    const poisoned = JSON.parse('{"__proto__": {"polluted": true}}');
    const copy = redactChargeRequest(poisoned) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('never lets a Luhn-valid PAN through, anywhere in any value', () => {
    const pan = fc.constantFrom(
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '6362970000457013',
    );
    fc.assert(
      fc.property(fc.anything(), pan, fc.constantFrom('number', 'note', 'x'), (noise, card, key) => {
        const redacted = redactChargeRequest({ noise, payment_details: { [key]: card, cvv: '987' } }) as {
          payment_details: Record<string, unknown>;
        };
        expect(JSON.stringify(redacted)).not.toContain(card);
        expect(Object.keys(redacted.payment_details)).toEqual([key]);
      }),
    );
  });
});

describe('redactChargeRequest on free text', () => {
  it('masks card numbers and secret keys written inside text', () => {
    expect(
      redactChargeRequest({
        note: 'card 4111 1111 1111 1111 exp 12/30, also 5555-5555-5555-4444.',
        key: 'use sk_live_abcdef123456 here',
      }),
    ).toEqual({
      note: 'card 411111••••••1111 exp 12/30, also 555555••••••4444.',
      key: 'use ••••••••3456 here',
    });
  });

  it('leaves other numbers alone: order ids, phone numbers, non-Luhn runs', () => {
    const text = 'order 1234567890123 phone +55 11 98765-4321 id 4111111111111112';
    expect(redactChargeRequest({ text })).toEqual({ text });
  });

  it('finds a card number glued after other digit groups', () => {
    expect(redactChargeRequest({ t: 'ref 12 4111111111111111' })).toEqual({ t: 'ref 12 411111••••••1111' });
  });

  it('never lets a Luhn-valid PAN through inside any text', () => {
    const pan = fc.constantFrom(
      '4111111111111111',
      '5555 5555 5555 4444',
      '378282246310005',
      '6362970000457013',
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), pan, fc.string({ maxLength: 20 }), (before, card, after) => {
        const output = JSON.stringify(redactChargeRequest({ note: `${before} ${card} ${after}` }));
        expect(output).not.toContain(card);
      }),
    );
  });
});

describe('redactChargeRequest with personalData: mask', () => {
  it('keeps personal data by default and masks it on request', () => {
    const request = creditCardRequest();
    const kept = redactChargeRequest(request) as ReturnType<typeof creditCardRequest>;
    expect(kept.customer.email).toBe('maria@example.com.br');
    const masked = redactChargeRequest(request, { personalData: 'mask' }) as ReturnType<
      typeof creditCardRequest
    >;
    expect(masked.customer).toEqual({
      name: 'M•••',
      email: 'm•••@example.com.br',
      tax_id: '•••25',
      phone: '•••21',
      type: 'individual',
    });
    expect(masked.billing_address).toMatchObject({
      street: 'A•••',
      number: '1•••',
      city: 'São Paulo',
      state: 'sp',
      zip_code: '01310-100',
    });
    expect(masked.payment_details.holder_name).toBe('M•••');
    expect(masked.payment_details.number).toBe('411111••••••1111');
    expect(masked.items[0]?.name).toBe('Camiseta');
  });
});

describe('redactChargeRequest on numbers', () => {
  it('masks a card number sent as a JSON number and keeps other numbers', () => {
    expect(
      redactChargeRequest({ metadata: { card: 4111111111111111, order: 1234567890123, amount: 12980 } }),
    ).toEqual({
      metadata: { card: '411111••••••1111', order: 1234567890123, amount: 12980 },
    });
  });
});
