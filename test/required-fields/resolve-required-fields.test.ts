import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRequiredFields } from '../../src/required-fields/resolve-required-fields.js';
import { COUNTRY_CODES } from '../../src/rules/countries.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { CARD_FLOWS, PAYMENT_METHODS, PRODUCT_TYPES } from '../../src/rules/values.js';
import { allPaths, fieldsFor } from '../support/required-fields.js';

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
  it('requires the tax id, and the address subfields of each address once it is sent', () => {
    const { required, requiredWhenPresent } = fieldsFor('BR');
    expect(required).toContain('customer.tax_id');
    for (const address of ['billing_address', 'shipping_address']) {
      for (const field of BR_ADDRESS) {
        expect(required).not.toContain(`${address}.${field}`);
        expect(requiredWhenPresent[address]).toContain(`${address}.${field}`);
      }
    }
  });

  it('lists for PIX only what a form must ask for, and groups the rest under its optional parent', () => {
    const { required, optional, requiredWhenPresent } = fieldsFor('BR', { payment_method: 'pix' });
    const nested = ['billing_address.neighborhood', 'shipping_address.zip_code', 'split.*.amount'];
    for (const path of nested) expect(required).not.toContain(path);
    // A dated PIX takes the Pix API cobv terms: each term's fields are asked for once the term is.
    expect({ ...requiredWhenPresent }).toEqual({
      'payment_details.late_fee': ['payment_details.late_fee.type', 'payment_details.late_fee.amount'],
      'payment_details.interest': [
        'payment_details.interest.type',
        'payment_details.interest.amount',
        'payment_details.interest.per',
        'payment_details.interest.days',
      ],
      'payment_details.discount.until': [
        'payment_details.discount.until.*.date',
        'payment_details.discount.until.*.type',
        'payment_details.discount.until.*.amount',
      ],
      'payment_details.rebate': ['payment_details.rebate.type', 'payment_details.rebate.amount'],
      'payment_details.recurrence': [
        'payment_details.recurrence.contract',
        'payment_details.recurrence.object',
        'payment_details.recurrence.start_date',
        'payment_details.recurrence.period',
        'payment_details.recurrence.retries',
      ],
      billing_address: ['billing_address.neighborhood', 'billing_address.state', 'billing_address.zip_code'],
      shipping_address: [
        'shipping_address.neighborhood',
        'shipping_address.state',
        'shipping_address.zip_code',
      ],
      split: ['split.*.recipient_id', 'split.*.recipient_type', 'split.*.type', 'split.*.amount'],
    });
    for (const parent of Object.keys(requiredWhenPresent)) expect(optional).toContain(parent);
  });

  it('keeps the subfields of an address the context requires under required', () => {
    const { required, requiredWhenPresent } = fieldsFor('BR', { payment_method: 'credit_card' });
    for (const field of BR_ADDRESS) expect(required).toContain(`billing_address.${field}`);
    expect(requiredWhenPresent.billing_address).toBeUndefined();
  });

  it('answers requiredWhenPresent as an object without a prototype', () => {
    expect(Object.getPrototypeOf(fieldsFor('BR').requiredWhenPresent)).toBeNull();
  });

  it('does not require billing_address itself without a context that does', () => {
    expect(fieldsFor('BR').optional).toContain('billing_address');
    expect(fieldsFor('BR', { payment_method: 'pix', product_type: 'digital' }).optional).toContain(
      'billing_address',
    );
  });

  it.each([
    [{ payment_method: 'credit_card' }],
    [{ product_type: 'physical' }],
    [{ payment_method: 'debit_card', card_flow: 'hosted' }],
  ] as const)('requires billing_address for %o', (context) => {
    expect(fieldsFor('BR', context).required).toContain('billing_address');
  });

  it('reads the country in any letter case', () => {
    expect(fieldsFor('br')).toEqual(fieldsFor('BR'));
    expect(fieldsFor('bR').country).toBe('BR');
  });
});

describe('resolveRequiredFields for other countries', () => {
  it('moves the tax id and the BR address subfields to optional', () => {
    const { required, optional } = fieldsFor('US', { payment_method: 'credit_card' });
    expect(required).not.toContain('customer.tax_id');
    expect(optional).toContain('customer.tax_id');
    for (const field of BR_ADDRESS) expect(optional).toContain(`billing_address.${field}`);
    expect(required).toContain('billing_address.country');
    expect(required).toContain('billing_address');
  });
});

describe('resolveRequiredFields by payment method and flow', () => {
  it('forbids every card field and the token in the hosted flow', () => {
    const { forbidden, optional } = fieldsFor('BR', {
      payment_method: 'credit_card',
      card_flow: 'hosted',
    });
    for (const field of CARD_FIELDS) expect(forbidden).toContain(field);
    expect(optional).toContain('payment_details.installments');
    expect(optional).toContain('payment_details');
  });

  it('offers the card fields or the token in the transparent flow', () => {
    const fields = fieldsFor('BR', { payment_method: 'credit_card' });
    expect(fields.required).toContain('payment_details');
    expect(fields.oneOf).toEqual([CARD_FIELDS.slice(0, 5), ['payment_details.token']]);
    for (const field of CARD_FIELDS) expect(fields.optional).toContain(field);
  });

  it('ignores installments on a transparent debit card and keeps them on a hosted one', () => {
    expect(fieldsFor('BR', { payment_method: 'debit_card' }).ignored).toEqual([
      'payment_details.installments',
    ]);
    expect(fieldsFor('BR', { payment_method: 'debit_card', card_flow: 'hosted' }).optional).toContain(
      'payment_details.installments',
    );
  });

  it('requires the boleto due date and forbids card_flow on boleto and pix', () => {
    const boleto = fieldsFor('BR', { payment_method: 'boleto' });
    expect(boleto.required).toContain('payment_details.due_date');
    expect(boleto.forbidden).toContain('card_flow');
    expect(fieldsFor('BR', { payment_method: 'pix' }).forbidden).toContain('card_flow');
    expect(fieldsFor('BR', { payment_method: 'pix' }).optional).toContain(
      'payment_details.expires_in_seconds',
    );
  });

  it('leaves method-dependent fields optional while the method is unknown', () => {
    const { required, forbidden } = fieldsFor('BR');
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
        expect(allPaths(fieldsFor(country, context)).sort()).toEqual([...paths].sort());
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
          const brazil = fieldsFor('BR', context);
          const other = fieldsFor(country, context);
          const same = (path: string) => !brazilOnly.includes(path) && !abroadOnly.includes(path);
          const needed = (fields: typeof brazil) =>
            [...fields.required, ...Object.values(fields.requiredWhenPresent).flat()].filter(same).sort();
          expect(needed(other)).toEqual(needed(brazil));
          for (const path of ['billing_address', 'billing_address.country'])
            expect(other.required).toContain(path);
          expect(other.requiredWhenPresent.shipping_address).toContain('shipping_address.country');
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
        expect(fieldsFor(mixed)).toEqual(fieldsFor(code));
      }),
    );
  });

  it('answers 500 INVALID_CONFIGURATION, never a throw, for anything that is not an ISO 3166-1 alpha-2 code', () => {
    const isIso = (value: string) =>
      /^[A-Za-z]{2}$/.test(value) && COUNTRY_CODES.includes(value.toUpperCase());
    const notIso = fc
      .oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 2 }), fc.anything())
      .filter((value) => typeof value !== 'string' || !isIso(value));
    const failure = {
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: 'The country must be an ISO 3166-1 alpha-2 code, like BR.',
      hint: 'country: The country must be an ISO 3166-1 alpha-2 code, like BR.',
    };
    fc.assert(
      fc.property(notIso, (value) => {
        expect(resolveRequiredFields(value as string)).toEqual(failure);
      }),
    );
    for (const value of ['BRA', 'XX', 'UK', '', ' BR', 'ß', 'ıt', 'Brazil'])
      expect(resolveRequiredFields(value)).toEqual(failure);
  });

  it('words the failure in the locale asked for', () => {
    const messages = (['pt-BR', 'es'] as const).map((locale) => {
      const result = resolveRequiredFields('Brasil', {}, { locale });
      return result.ok ? '' : result.message;
    });
    expect(messages).toEqual([
      'O país deve ser um código ISO 3166-1 alfa-2, como BR.',
      'El país debe ser un código ISO 3166-1 alfa-2, como BR.',
    ]);
  });

  it.each([
    [
      { payment_method: 'cash' },
      'The context field payment_method must be one of: credit_card, debit_card, pix, boleto.',
    ],
    [{ product_type: 'service' }, 'The context field product_type must be one of: digital, physical.'],
    [{ card_flow: 'redirect' }, 'The context field card_flow must be one of: transparent, hosted.'],
  ])(
    'answers 500 INVALID_CONFIGURATION for a context value that is not one of its values: %o',
    (context, message) => {
      expect(resolveRequiredFields('BR', context as never)).toEqual({
        ok: false,
        status: 500,
        code: 'INVALID_CONFIGURATION',
        message,
        hint: `context.${Object.keys(context)[0]}: ${message}`,
      });
    },
  );

  it('answers the failure, never a throw, when the context cannot be read', () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(resolveRequiredFields('BR', revoked.proxy)).toMatchObject({
      ok: false,
      code: 'INVALID_CONFIGURATION',
    });
  });

  it('returns fresh arrays on each call', () => {
    const first = fieldsFor('BR');
    first.required.push('tampered');
    expect(fieldsFor('BR').required).not.toContain('tampered');
  });
});
