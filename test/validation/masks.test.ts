// What a person types: surrounding whitespace trimmed on text fields, the masks each row accepts
// (CEP, CPF/CNPJ, phone, card number) dropped from the normalized value, any other spelling refused
// with a message that shows the accepted forms; and one issue per mistake.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { cnpj, cpf } from '../fixtures/arbitraries.js';
import { creditCardRequest, NOW, pixRequest } from '../fixtures/requests.js';

type Request = ReturnType<typeof creditCardRequest>;

function validate(request: unknown, locale: 'en' | 'pt-BR' = 'en') {
  return validateChargeRequest(request, { now: NOW, locale });
}

/** A valid credit card request with `change` applied. */
function card(change: (request: Request) => void): Request {
  const request = creditCardRequest();
  change(request);
  return request;
}

function accepted(request: unknown) {
  const result = validate(request);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.value;
}

function issuesOf(request: unknown, locale: 'en' | 'pt-BR' = 'en') {
  const result = validate(request, locale);
  return result.ok ? [] : (result.issues ?? []);
}

describe('CEP', () => {
  it('accepts a CEP written 92.500-000 and stores 92500000', () => {
    const value = accepted(card((r) => (r.billing_address.zip_code = '92.500-000')));
    expect(value.billing_address?.zip_code).toBe('92500000');
  });

  it.each([
    ['92500-000', '92500000'],
    ['01310 100', '01310100'],
    ['01310100', '01310100'],
    ['01.310-100', '01310100'],
  ])('accepts a CEP written %s and stores %s', (typed, stored) => {
    const value = accepted(card((r) => (r.billing_address.zip_code = typed)));
    expect(value.billing_address?.zip_code).toBe(stored);
  });

  it('accepts a CEP between spaces and a tab and stores its digits', () => {
    const value = accepted(card((r) => (r.billing_address.zip_code = ' \t01310-100 ')));
    expect(value.billing_address?.zip_code).toBe('01310100');
  });

  it('refuses a CEP with an underscore and says which forms are accepted', () => {
    const issues = issuesOf(card((r) => (r.billing_address.zip_code = '92_500-000')));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'INVALID_VALUE', path: 'billing_address.zip_code' });
    expect(issues[0]?.message).toContain('01310-100, 01.310-100, 01310 100, 01310100');
  });

  it('refuses a CEP with a letter and says which forms are accepted, in Portuguese too', () => {
    const [issue] = issuesOf(
      card((r) => (r.billing_address.zip_code = '0131O-100')),
      'pt-BR',
    );
    expect(issue?.message).toContain('como 01310-100, 01.310-100');
  });

  it('refuses a CEP of 7 digits with the rule of 8 digits, not the forms', () => {
    const [issue] = issuesOf(card((r) => (r.billing_address.zip_code = '01310-10')));
    expect(issue?.message).toBe('Enter a valid CEP with 8 digits, like 01310-100.');
  });

  it('keeps the dash of a zip code abroad, where no CEP mask applies', () => {
    const value = accepted(
      card((r) => {
        Object.assign(r.billing_address, { country: 'US', state: 'CA', zip_code: '94105-1234' });
        r.customer.tax_id = 'N/A-1';
      }),
    );
    expect([value.billing_address?.zip_code, value.customer.tax_id]).toEqual(['94105-1234', 'N/A-1']);
  });
});

describe('CPF and CNPJ', () => {
  it('accepts a CPF written 529.982.247-25 and stores 52998224725', () => {
    const value = accepted(card((r) => (r.customer.tax_id = '529.982.247-25')));
    expect(value.customer.tax_id).toBe('52998224725');
  });

  it('accepts a CPF between a tab and spaces', () => {
    const value = accepted(card((r) => (r.customer.tax_id = '\t529 982 247 25  ')));
    expect(value.customer.tax_id).toBe('52998224725');
  });

  it('accepts a CNPJ written 11.222.333/0001-81 and stores 11222333000181', () => {
    const value = accepted(
      card((r) => {
        r.customer.type = 'company';
        r.customer.tax_id = '11.222.333/0001-81';
      }),
    );
    expect(value.customer.tax_id).toBe('11222333000181');
  });

  it('accepts an alphanumeric CNPJ typed in lower case with its mask and stores it upper-cased', () => {
    const value = accepted(
      card((r) => {
        r.customer.type = 'company';
        r.customer.tax_id = '12.abc.345/01de-35';
      }),
    );
    expect(value.customer.tax_id).toBe('12ABC34501DE35');
  });

  it('refuses a CPF with underscores and says which forms are accepted', () => {
    const issues = issuesOf(card((r) => (r.customer.tax_id = '529_982_247_25')));
    expect(issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(['INVALID_VALUE customer.tax_id']);
    expect(issues[0]?.message).toContain('529.982.247-25, 52998224725, 11.222.333/0001-81');
  });

  it('refuses a CPF whose check digits are wrong with the check-digit message, not the forms', () => {
    const [issue] = issuesOf(card((r) => (r.customer.tax_id = '529.982.247-26')));
    expect(issue?.message).toBe('Enter a valid CPF or CNPJ.');
  });
});

describe('phone', () => {
  it('accepts a phone written +55 (11) 98765-4321 and stores +5511987654321', () => {
    const value = accepted(card((r) => (r.customer.phone = '+55 (11) 98765-4321')));
    expect(value.customer.phone).toBe('+5511987654321');
  });

  it('accepts a phone with dots and surrounding spaces and stores its digits', () => {
    const value = accepted(card((r) => (r.customer.phone = '  (11) 3333.4444 ')));
    expect(value.customer.phone).toBe('1133334444');
  });

  it('refuses a phone with a slash with the phone message, which names the separators it takes', () => {
    const issues = issuesOf(card((r) => (r.customer.phone = '11/98765-4321')));
    expect(issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(['INVALID_VALUE customer.phone']);
    expect(issues[0]?.message).toContain('spaces, dashes, dots or parentheses');
  });
});

describe('card number', () => {
  it.each([['4111 1111 1111 1111'], ['4111-1111-1111-1111']])(
    'accepts a card number written %s and stores its digits',
    (typed) => {
      const value = accepted(card((r) => (r.payment_details.number = typed)));
      expect(value.payment_method === 'credit_card' && value.payment_details).toMatchObject({
        number: '4111111111111111',
      });
    },
  );

  it('refuses a card number with a dot, says which forms are accepted and never shows the number', () => {
    const issues = issuesOf(card((r) => (r.payment_details.number = '4111.1111.1111.1111')));
    expect(issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
      'INVALID_VALUE payment_details.number',
    ]);
    expect(issues[0]?.message).toContain('#### #### #### ####');
    expect(JSON.stringify(issues)).not.toContain('1111');
  });

  it('never trims card data: a tab around the card number is refused', () => {
    const issues = issuesOf(card((r) => (r.payment_details.number = '\t4111111111111111')));
    expect(issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
      'INVALID_VALUE payment_details.number',
    ]);
  });

  it('never trims the CVV', () => {
    const issues = issuesOf(card((r) => (r.payment_details.cvv = ' 123')));
    expect(issues.map((issue) => issue.path)).toEqual(['payment_details.cvv']);
  });
});

describe('surrounding whitespace of text', () => {
  it('trims a trailing space from the e-mail', () => {
    const value = accepted(card((r) => (r.customer.email = 'maria@example.com.br ')));
    expect(value.customer.email).toBe('maria@example.com.br');
  });

  it('trims the name, the address lines, the city, the item name and the holder name', () => {
    const value = accepted(
      card((r) => {
        r.customer.name = '  Maria da Silva\t';
        r.billing_address.street = ' Avenida Paulista ';
        r.billing_address.city = 'São Paulo\n';
        r.billing_address.state = ' sp ';
        (r.items[0] as { name: string }).name = ' Camiseta ';
        r.payment_details.holder_name = ' MARIA DA SILVA ';
      }),
    );
    expect([
      value.customer.name,
      value.billing_address?.street,
      value.billing_address?.city,
      value.billing_address?.state,
      value.items[0]?.name,
      value.payment_method === 'credit_card' &&
      value.payment_details &&
      'holder_name' in value.payment_details
        ? value.payment_details.holder_name
        : undefined,
    ]).toEqual(['Maria da Silva', 'Avenida Paulista', 'São Paulo', 'SP', 'Camiseta', 'MARIA DA SILVA']);
  });

  it('counts a name’s length without its surrounding whitespace', () => {
    const name = 'n'.repeat(120);
    const value = accepted(card((r) => (r.customer.name = `   ${name}   `)));
    expect(value.customer.name).toBe(name);
  });

  it('reads a country code between spaces as the code', () => {
    const value = accepted(card((r) => Object.assign(r.billing_address, { country: ' br ' })));
    expect(value.billing_address?.country).toBe('BR');
  });

  it('leaves identifiers untouched: a recipient id with a space is refused', () => {
    const request = card((r) => {
      const [first] = r.split;
      if (first) first.recipient_id = ` ${first.recipient_id}`;
    });
    expect(issuesOf(request).map((issue) => issue.path)).toEqual(['split.0.recipient_id']);
  });
});

describe('one issue per mistake', () => {
  it('gives one issue for country BRA, which says to use the two-letter code', () => {
    const issues = issuesOf(card((r) => Object.assign(r.billing_address, { country: 'BRA' })));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 'INVALID_VALUE', path: 'billing_address.country' });
    expect(issues[0]?.message).toContain('two-letter code');
  });

  it('gives one issue for the currency BRLX', () => {
    const issues = issuesOf({ ...pixRequest(), currency: 'BRLX' });
    expect(issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(['INVALID_VALUE currency']);
  });

  it('gives one issue for a CVV of five digits', () => {
    const issues = issuesOf(card((r) => (r.payment_details.cvv = '12345')));
    expect(issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(['TOO_LONG payment_details.cvv']);
  });

  it('gives one issue for an empty e-mail', () => {
    const issues = issuesOf(card((r) => (r.customer.email = ' ')));
    expect(issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(['REQUIRED customer.email']);
  });
});

// Spellings of a bare value in the row's own masks: a separator (or none) before each character,
// surrounding whitespace where the row trims.
const separatorsOf = (path: string) =>
  FIELD_RULES.find((rule) => rule.path === path)?.masks?.separators ?? '';

function spellings(bare: fc.Arbitrary<string>, path: string, trims: boolean) {
  const separator = fc.constantFrom('', '', ...separatorsOf(path));
  const space = trims ? fc.constantFrom('', ' ', '\t', ' \t ') : fc.constant('');
  return bare.chain((value) =>
    fc
      .tuple(fc.array(separator, { minLength: value.length, maxLength: value.length }), space, space)
      .map(([gaps, before, after]) => ({
        bare: value,
        typed: `${before}${[...value].map((char, index) => (index === 0 ? '' : gaps[index]) + char).join('')}${after}`,
      })),
  );
}

// Luhn, written out here as the oracle: a Visa number of 16 digits with its check digit.
const visa = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 }).map((body) => {
  const digits = [4, ...body];
  const sum = digits
    .reverse()
    .map((digit, index) => (index % 2 === 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit))
    .reduce((total, digit) => total + digit, 0);
  return `${[...digits].reverse().join('')}${(10 - (sum % 10)) % 10}`;
});

describe('every accepted spelling normalizes to the bare value', () => {
  it('for any valid CEP', () => {
    const cep = fc.stringMatching(/^\d{8}$/);
    fc.assert(
      fc.property(spellings(cep, 'billing_address.zip_code', true), ({ bare, typed }) => {
        const value = accepted(card((r) => (r.billing_address.zip_code = typed)));
        expect(value.billing_address?.zip_code).toBe(bare);
      }),
      { numRuns: 200 },
    );
  });

  it('for any valid CPF or CNPJ', () => {
    const taxId = fc.oneof(cpf, cnpj);
    fc.assert(
      fc.property(spellings(taxId, 'customer.tax_id', true), ({ bare, typed }) => {
        const value = accepted(
          card((r) => {
            r.customer.type = bare.length === 11 ? 'individual' : 'company';
            r.customer.tax_id = typed;
          }),
        );
        expect(value.customer.tax_id).toBe(bare);
      }),
      { numRuns: 200 },
    );
  });

  it('for any valid card number', () => {
    fc.assert(
      fc.property(spellings(visa, 'payment_details.number', false), ({ bare, typed }) => {
        const value = accepted(card((r) => (r.payment_details.number = typed)));
        expect(value.payment_method === 'credit_card' && value.payment_details).toMatchObject({
          number: bare,
        });
      }),
      { numRuns: 200 },
    );
  });
});
