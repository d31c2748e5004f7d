import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRequiredFields } from '../../src/required-fields/resolve-required-fields.js';
import { COUNTRY_CODES } from '../../src/rules/countries.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { CARD_FLOWS, PAYMENT_METHODS, PRODUCT_TYPES } from '../../src/rules/values.js';

const BR_ADDRESS = ['neighborhood', 'zip_code', 'state'];
const CARD_FIELDS = ['number', 'holder_name', 'expiration_month', 'expiration_year', 'cvv', 'token'].map(
  (name) => `payment_details.${name}`,
);

const contexts = fc.record(
  {
    payment_method: fc.constantFrom(...PAYMENT_METHODS),
    product_type: fc.constantFrom(...PRODUCT_TYPES),
    card_flow: fc.constantFrom(...CARD_FLOWS),
  },
  { requiredKeys: [] },
);

describe('resolveRequiredFields for Brazil', () => {
  it('requires the tax id and the address subfields of both addresses', () => {
    const { required } = resolveRequiredFields('BR');
    expect(required).toContain('customer.tax_id');
    for (const address of ['billing_address', 'shipping_address']) {
      for (const field of BR_ADDRESS) expect(required).toContain(`${address}.${field}`);
    }
  });

  it('does not require billing_address itself without a context that does', () => {
    expect(resolveRequiredFields('BR').optional).toContain('billing_address');
    expect(
      resolveRequiredFields('BR', { payment_method: 'pix', product_type: 'digital' }).optional,
    ).toContain('billing_address');
  });

  it.each([
    [{ payment_method: 'credit_card' }],
    [{ product_type: 'physical' }],
    [{ payment_method: 'debit_card', card_flow: 'hosted' }],
  ] as const)('requires billing_address for %o', (context) => {
    expect(resolveRequiredFields('BR', context).required).toContain('billing_address');
  });

  it('reads the country in any letter case', () => {
    expect(resolveRequiredFields('br')).toEqual(resolveRequiredFields('BR'));
    expect(resolveRequiredFields('bR').country).toBe('BR');
  });
});

describe('resolveRequiredFields for other countries', () => {
  it('moves the tax id and the BR address subfields to optional', () => {
    const { required, optional } = resolveRequiredFields('US', { payment_method: 'credit_card' });
    expect(required).not.toContain('customer.tax_id');
    expect(optional).toContain('customer.tax_id');
    for (const field of BR_ADDRESS) expect(optional).toContain(`billing_address.${field}`);
    expect(required).toContain('billing_address');
  });
});

describe('resolveRequiredFields by payment method and flow', () => {
  it('forbids every card field and the token in the hosted flow', () => {
    const { forbidden, optional } = resolveRequiredFields('BR', {
      payment_method: 'credit_card',
      card_flow: 'hosted',
    });
    for (const field of CARD_FIELDS) expect(forbidden).toContain(field);
    expect(optional).toContain('payment_details.installments');
    expect(optional).toContain('payment_details');
  });

  it('offers the card fields or the token in the transparent flow', () => {
    const fields = resolveRequiredFields('BR', { payment_method: 'credit_card' });
    expect(fields.required).toContain('payment_details');
    expect(fields.oneOf).toEqual([CARD_FIELDS.slice(0, 5), ['payment_details.token']]);
    for (const field of CARD_FIELDS) expect(fields.optional).toContain(field);
  });

  it('ignores installments on a transparent debit card and keeps them on a hosted one', () => {
    expect(resolveRequiredFields('BR', { payment_method: 'debit_card' }).ignored).toEqual([
      'payment_details.installments',
    ]);
    expect(
      resolveRequiredFields('BR', { payment_method: 'debit_card', card_flow: 'hosted' }).optional,
    ).toContain('payment_details.installments');
  });

  it('requires the boleto due date and forbids card_flow on boleto and pix', () => {
    const boleto = resolveRequiredFields('BR', { payment_method: 'boleto' });
    expect(boleto.required).toContain('payment_details.due_date');
    expect(boleto.forbidden).toContain('card_flow');
    expect(resolveRequiredFields('BR', { payment_method: 'pix' }).forbidden).toContain('card_flow');
    expect(resolveRequiredFields('BR', { payment_method: 'pix' }).optional).toContain(
      'payment_details.expires_in_seconds',
    );
  });

  it('leaves method-dependent fields optional while the method is unknown', () => {
    const { required, forbidden } = resolveRequiredFields('BR');
    expect(forbidden).toEqual([]);
    expect(required).not.toContain('payment_details');
    expect(required).not.toContain('payment_details.due_date');
  });
});

describe('resolveRequiredFields properties', () => {
  it('places every table path in exactly one bucket, for every country and context', () => {
    const paths = FIELD_RULES.map((rule) => rule.path).filter((path) => !path.endsWith('*'));
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), contexts, (country, context) => {
        const fields = resolveRequiredFields(country, context);
        const all = [...fields.required, ...fields.optional, ...fields.forbidden, ...fields.ignored];
        expect(all.sort()).toEqual([...paths].sort());
      }),
    );
  });

  it('treats BR and every other country alike except for the Brazilian fields and the countries', () => {
    const brazilOnly = [
      'customer.tax_id',
      ...['billing_address', 'shipping_address'].flatMap((a) => BR_ADDRESS.map((f) => `${a}.${f}`)),
    ];
    // Abroad, the fields that carry the country must be sent: absent, the country reads as BR.
    const abroadOnly = ['billing_address', 'billing_address.country', 'shipping_address.country'];
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES.filter((code) => code !== 'BR')),
        contexts,
        (country, context) => {
          const brazil = resolveRequiredFields('BR', context);
          const other = resolveRequiredFields(country, context);
          const same = (path: string) => !brazilOnly.includes(path) && !abroadOnly.includes(path);
          expect(other.required.filter(same)).toEqual(brazil.required.filter(same));
          for (const path of abroadOnly) expect(other.required).toContain(path);
          expect(other.forbidden).toEqual(brazil.forbidden);
        },
      ),
    );
  });

  it('accepts the country in any letter case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), fc.boolean(), fc.boolean(), (code, first, second) => {
        const [a = '', b = ''] = code;
        const mixed = (first ? a.toLowerCase() : a) + (second ? b.toLowerCase() : b);
        expect(resolveRequiredFields(mixed)).toEqual(resolveRequiredFields(code));
      }),
    );
  });

  it('throws a RangeError for anything that is not an ISO 3166-1 alpha-2 code', () => {
    const isIso = (value: string) =>
      /^[A-Za-z]{2}$/.test(value) && COUNTRY_CODES.includes(value.toUpperCase());
    const notIso = fc
      .oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 2 }))
      .filter((value) => !isIso(value));
    fc.assert(
      fc.property(notIso, (value) => {
        expect(() => resolveRequiredFields(value)).toThrow(RangeError);
      }),
    );
    for (const value of ['BRA', 'XX', 'UK', '', ' BR', 'ß', 'ıt'])
      expect(() => resolveRequiredFields(value)).toThrow(RangeError);
  });

  it.each([[{ payment_method: 'cash' }], [{ product_type: 'service' }], [{ card_flow: 'redirect' }]])(
    'throws a RangeError for a context value that is not one of its values: %o',
    (context) => {
      expect(() => resolveRequiredFields('BR', context as never)).toThrow(RangeError);
    },
  );

  it('returns fresh arrays on each call', () => {
    const first = resolveRequiredFields('BR');
    first.required.push('tampered');
    expect(resolveRequiredFields('BR').required).not.toContain('tampered');
  });
});
