import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/rules/limits.js';
import type { ValidateChargeRequestOptions } from '../../src/validation/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import {
  boletoRequest,
  creditCardRequest,
  debitCardRequest,
  hostedCreditRequest,
  hostedDebitRequest,
  NOW,
  pixRequest,
  VALID_REQUESTS,
} from '../fixtures/requests.js';
import { brasiliaDate, yearFromNow } from '../support/clock.js';

// biome-ignore lint/suspicious/noExplicitAny: tests reshape requests freely
type Draft = any;

function issuesOf(input: unknown, options: ValidateChargeRequestOptions = {}): [string, string][] {
  const result = validateChargeRequest(input, { now: NOW, ...options });
  return result.ok ? [] : (result.issues ?? []).map((issue) => [issue.code, issue.path]);
}

function changed(make: () => Draft, change: (draft: Draft) => void): Draft {
  const draft = make();
  change(draft);
  return draft;
}

describe('valid requests', () => {
  it.each(Object.keys(VALID_REQUESTS))('accepts the %s example', (name) => {
    expect(issuesOf(VALID_REQUESTS[name as keyof typeof VALID_REQUESTS]())).toEqual([]);
  });

  it('normalizes masks, case and defaults', () => {
    const result = validateChargeRequest(creditCardRequest(), { now: NOW });
    if (!result.ok) throw new Error('expected a valid request');
    expect(result.value.customer.tax_id).toBe('52998224725');
    expect(result.value.billing_address?.zip_code).toBe('01310100');
    expect(result.value.billing_address?.state).toBe('SP');
    expect(result.value.billing_address?.country).toBe('BR');
    expect(result.value.payment_details).toMatchObject({ number: '4111111111111111' });
    expect(result.value.split?.map((rule) => rule.cross_company)).toEqual([false, false, true]);
  });

  it('fills credit installments with 1', () => {
    const result = validateChargeRequest(
      changed(creditCardRequest, (r) => delete r.payment_details.installments),
      { now: NOW },
    );
    expect(result.ok && result.value.payment_details).toMatchObject({ installments: 1 });
  });

  it('upper-cases an alphanumeric CNPJ and keeps a foreign address as written', () => {
    const result = validateChargeRequest(
      changed(creditCardRequest, (r) => {
        r.customer = { ...r.customer, type: 'company', tax_id: '12.abc.345/01de-35' };
      }),
      { now: NOW },
    );
    expect(result.ok && result.value.customer.tax_id).toBe('12ABC34501DE35');
    const foreign = validateChargeRequest(
      changed(creditCardRequest, (r) => {
        r.billing_address = { country: 'us', state: 'California', zip_code: '94103-1234' };
        delete r.customer.tax_id;
      }),
      { now: NOW },
    );
    expect(foreign.ok && foreign.value.billing_address).toEqual({
      country: 'US',
      state: 'California',
      zip_code: '94103-1234',
    });
  });

  it('drops the card fields next to a token and debit installments', () => {
    const result = validateChargeRequest(
      changed(creditCardRequest, (r) => {
        r.payment_details.token = 'tok_123';
        r.payment_details.number = 'not a number';
      }),
      { now: NOW },
    );
    expect(result.ok && result.value.payment_details).toEqual({
      token: 'tok_123',
      installments: 3,
      statement_descriptor: 'LOJA EXEMPLO',
    });
    const debit = validateChargeRequest(
      changed(debitCardRequest, (r) => (r.payment_details.installments = 'x')),
      { now: NOW },
    );
    expect(debit.ok && debit.value.payment_details).toEqual({ token: 'tok_2f8a9c1d4e' });
  });

  it('returns a fresh value and leaves the input untouched', () => {
    const input = creditCardRequest();
    const before = structuredClone(input);
    const result = validateChargeRequest(input, { now: NOW });
    expect(input).toEqual(before);
    expect(result.ok && result.value).not.toBe(input);
    expect(result.ok && result.value.customer).not.toBe(input.customer);
  });
});

describe('REQUIRED', () => {
  it.each(['amount', 'currency', 'product_type', 'customer', 'items', 'payment_method'])(
    'reports a missing %s',
    (field) => {
      expect(issuesOf(changed(pixRequest, (r) => delete r[field]))).toContainEqual(['REQUIRED', field]);
    },
  );

  it.each(['name', 'email', 'type'])('reports a missing customer.%s', (field) => {
    expect(issuesOf(changed(pixRequest, (r) => delete r.customer[field]))).toContainEqual([
      'REQUIRED',
      `customer.${field}`,
    ]);
  });

  it('treats a blank required string as missing', () => {
    expect(issuesOf(changed(pixRequest, (r) => (r.customer.name = '   ')))).toEqual([
      ['REQUIRED', 'customer.name'],
    ]);
  });

  it('requires at least one item, and each item field', () => {
    expect(issuesOf(changed(pixRequest, (r) => (r.items = [])))).toEqual([['REQUIRED', 'items']]);
    expect(issuesOf(changed(pixRequest, (r) => delete r.items[0].unit_price))).toEqual([
      ['REQUIRED', 'items.0.unit_price'],
    ]);
  });

  it('requires the tax id of a Brazilian buyer only', () => {
    expect(issuesOf(changed(pixRequest, (r) => delete r.customer.tax_id))).toEqual([
      ['REQUIRED', 'customer.tax_id'],
    ]);
    const foreign = changed(pixRequest, (r) => {
      delete r.customer.tax_id;
      r.billing_address = { country: 'AR' };
    });
    expect(issuesOf(foreign)).toEqual([]);
  });

  it.each([
    ['credit_card', creditCardRequest],
    ['physical', () => ({ ...pixRequest(), product_type: 'physical' })],
    ['hosted', hostedDebitRequest],
  ])('requires billing_address for %s', (_, make) => {
    expect(issuesOf(changed(make, (r) => delete r.billing_address))).toEqual([
      ['REQUIRED', 'billing_address'],
    ]);
  });

  it('requires the Brazilian address subfields of each address that is sent', () => {
    const draft = changed(creditCardRequest, (r) => {
      delete r.billing_address.neighborhood;
      r.shipping_address = { country: 'BR', state: 'RJ' };
    });
    expect(issuesOf(draft)).toEqual([
      ['REQUIRED', 'billing_address.neighborhood'],
      ['REQUIRED', 'shipping_address.neighborhood'],
      ['REQUIRED', 'shipping_address.zip_code'],
    ]);
  });

  it('reads each address by its own country', () => {
    const draft = changed(creditCardRequest, (r) => {
      r.shipping_address = { country: 'US', city: 'Austin' };
    });
    expect(issuesOf(draft)).toEqual([]);
  });

  it('requires payment_details for a transparent card and for boleto', () => {
    expect(issuesOf(changed(debitCardRequest, (r) => delete r.payment_details))).toEqual([
      ['REQUIRED', 'payment_details'],
    ]);
    expect(issuesOf(changed(boletoRequest, (r) => delete r.payment_details))).toEqual([
      ['REQUIRED', 'payment_details'],
    ]);
    expect(issuesOf(changed(pixRequest, (r) => delete r.payment_details))).toEqual([]);
    expect(issuesOf(changed(hostedCreditRequest, (r) => delete r.payment_details))).toEqual([]);
  });

  it('requires every card field when no token is sent, saying a token would do', () => {
    const result = validateChargeRequest(
      changed(debitCardRequest, (r) => (r.payment_details = {})),
      { now: NOW },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues?.map((issue) => issue.path)).toEqual([
      'payment_details.number',
      'payment_details.holder_name',
      'payment_details.expiration_month',
      'payment_details.expiration_year',
      'payment_details.cvv',
    ]);
    expect(result.issues?.[0]?.message).toContain('Fill in the card details.');
  });

  it('requires the boleto due date', () => {
    expect(issuesOf(changed(boletoRequest, (r) => delete r.payment_details.due_date))).toEqual([
      ['REQUIRED', 'payment_details.due_date'],
    ]);
  });

  it('reports a conditional requirement while unrelated fields are invalid', () => {
    const draft = changed(creditCardRequest, (r) => {
      delete r.billing_address;
      r.product_type = 'service';
      r.amount = 'ten';
    });
    expect(issuesOf(draft)).toContainEqual(['REQUIRED', 'billing_address']);
  });
});

describe('INVALID_TYPE', () => {
  it.each([
    ['amount', '100'],
    ['currency', 986],
    ['customer', 'Maria'],
    ['items', {}],
    ['metadata', []],
  ])('reports %s with the wrong JSON type', (field, value) => {
    expect(issuesOf(changed(pixRequest, (r) => (r[field] = value)))).toEqual([['INVALID_TYPE', field]]);
  });

  it.each([19.9, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'reports a non-integer or unsafe amount %s',
    (amount) => {
      const codes = issuesOf(changed(pixRequest, (r) => (r.amount = amount))).map(([code]) => code);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes.every((code) => code === 'INVALID_TYPE' || code === 'OUT_OF_RANGE')).toBe(true);
    },
  );

  it('reports a fractional unit price as not being integer centavos', () => {
    const result = validateChargeRequest(
      changed(pixRequest, (r) => (r.items[0].unit_price = 49.9)),
      { now: NOW },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues?.[0]?.message).toContain('centavos');
  });

  it('reports null where a value is expected', () => {
    expect(issuesOf(changed(pixRequest, (r) => (r.customer.phone = null)))).toEqual([
      ['INVALID_TYPE', 'customer.phone'],
    ]);
  });

  it('reports a body that is not an object at the root', () => {
    for (const input of [undefined, null, 'charge', 42, [], () => 1])
      expect(issuesOf(input)).toEqual([['INVALID_TYPE', '']]);
  });
});

describe('INVALID_VALUE', () => {
  it.each([
    ['product_type', 'service'],
    ['payment_method', 'bitcoin'],
    ['currency', 'brl'],
    ['currency', 'USD'],
  ])('reports %s = %s', (field, value) => {
    expect(issuesOf(changed(pixRequest, (r) => (r[field] = value)))).toEqual([['INVALID_VALUE', field]]);
  });

  it.each([
    ['email', 'maria@'],
    ['tax_id', '529.982.247-26'],
    ['tax_id', '111.111.111-11'],
    ['phone', 'call me'],
    ['birthdate', '1990-02-30'],
    ['type', 'person'],
  ])('reports customer.%s = %s', (field, value) => {
    expect(issuesOf(changed(pixRequest, (r) => (r.customer[field] = value)))).toEqual([
      ['INVALID_VALUE', `customer.${field}`],
    ]);
  });

  it('asks a CPF of an individual and a CNPJ of a company', () => {
    expect(issuesOf(changed(pixRequest, (r) => (r.customer.tax_id = '11222333000181')))).toEqual([
      ['INVALID_VALUE', 'customer.tax_id'],
    ]);
    expect(issuesOf(changed(boletoRequest, (r) => (r.customer.tax_id = '52998224725')))).toEqual([
      ['INVALID_VALUE', 'customer.tax_id'],
    ]);
  });

  it('checks the tax id format only for Brazilian buyers', () => {
    const foreign = changed(pixRequest, (r) => {
      r.customer.tax_id = 'X-123';
      r.billing_address = { country: 'PT' };
    });
    expect(issuesOf(foreign)).toEqual([]);
  });

  it.each([
    ['country', 'XX'],
    ['country', 'BRA'],
    ['state', 'XX'],
    ['zip_code', '0131010'],
  ])('reports billing_address.%s = %s', (field, value) => {
    expect(issuesOf(changed(creditCardRequest, (r) => (r.billing_address[field] = value)))).toContainEqual([
      'INVALID_VALUE',
      `billing_address.${field}`,
    ]);
  });

  it.each([
    ['number', '4111 1111 1111 1112'],
    ['number', '4111'],
    ['expiration_month', '13'],
    ['expiration_month', '1'],
    ['expiration_year', '30'],
    ['cvv', '12'],
  ])('reports payment_details.%s = %s', (field, value) => {
    expect(issuesOf(changed(creditCardRequest, (r) => (r.payment_details[field] = value)))).toContainEqual([
      'INVALID_VALUE',
      `payment_details.${field}`,
    ]);
  });

  it('asks a 4-digit CVV for Amex and 3 digits otherwise, Elo included', () => {
    const amex = (cvv: string) =>
      changed(creditCardRequest, (r) => {
        r.payment_details.number = '378282246310005';
        r.payment_details.cvv = cvv;
      });
    expect(issuesOf(amex('1234'))).toEqual([]);
    expect(issuesOf(amex('123'))).toEqual([['INVALID_VALUE', 'payment_details.cvv']]);
    const elo = changed(creditCardRequest, (r) => {
      r.payment_details.number = '6362970000457013';
      r.payment_details.cvv = '1234';
    });
    expect(issuesOf(elo)).toEqual([['INVALID_VALUE', 'payment_details.cvv']]);
  });

  it('reports a split recipient that is not a UUID and an unknown split type', () => {
    const draft = changed(creditCardRequest, (r) => {
      r.split[0].recipient_id = 'merchant-1';
      r.split[1].type = 'flat';
    });
    expect(issuesOf(draft)).toEqual([
      ['INVALID_VALUE', 'split.0.recipient_id'],
      ['INVALID_VALUE', 'split.1.type'],
    ]);
  });

  it('asks BRL of pix and boleto even when the host accepts other currencies', () => {
    expect(
      issuesOf(
        changed(pixRequest, (r) => (r.currency = 'USD')),
        { currencies: ['BRL', 'USD'] },
      ),
    ).toEqual([['INVALID_VALUE', 'currency']]);
    expect(
      issuesOf(
        changed(creditCardRequest, (r) => (r.currency = 'USD')),
        { currencies: ['BRL', 'USD'] },
      ),
    ).toEqual([]);
  });

  it('reports a birthdate in the future', () => {
    expect(issuesOf(changed(pixRequest, (r) => (r.customer.birthdate = brasiliaDate(1))))).toEqual([
      ['INVALID_VALUE', 'customer.birthdate'],
    ]);
    expect(issuesOf(changed(pixRequest, (r) => (r.customer.birthdate = brasiliaDate(0))))).toEqual([]);
  });
});

describe('OUT_OF_RANGE', () => {
  it.each([0, -100])('reports amount %s', (amount) => {
    expect(issuesOf(changed(pixRequest, (r) => (r.amount = amount)))).toEqual([['OUT_OF_RANGE', 'amount']]);
  });

  it.each([0, 25])('reports credit installments %s (1 to 24)', (installments) => {
    expect(
      issuesOf(changed(creditCardRequest, (r) => (r.payment_details.installments = installments))),
    ).toEqual([['OUT_OF_RANGE', 'payment_details.installments']]);
  });

  it('accepts 1 and 24 installments', () => {
    for (const installments of [1, 24])
      expect(
        issuesOf(changed(creditCardRequest, (r) => (r.payment_details.installments = installments))),
      ).toEqual([]);
  });

  it('reports a PIX lifetime under 60 seconds and accepts 60', () => {
    expect(issuesOf(changed(pixRequest, (r) => (r.payment_details.expires_in_seconds = 59)))).toEqual([
      ['OUT_OF_RANGE', 'payment_details.expires_in_seconds'],
    ]);
    expect(issuesOf(changed(pixRequest, (r) => (r.payment_details.expires_in_seconds = 60)))).toEqual([]);
  });

  it('reports hosted debit installments other than 1', () => {
    expect(issuesOf(changed(hostedDebitRequest, (r) => (r.payment_details.installments = 2)))).toEqual([
      ['OUT_OF_RANGE', 'payment_details.installments'],
    ]);
  });

  it.each([10, 0, -0.1, 1.0001])('reports a split percentage of %s with the fraction hint', (amount) => {
    const result = validateChargeRequest(
      changed(creditCardRequest, (r) => (r.split[2].amount = amount)),
      { now: NOW },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues?.map((issue) => [issue.code, issue.path])).toContainEqual([
      'OUT_OF_RANGE',
      'split.2.amount',
    ]);
    expect(result.issues?.find((issue) => issue.path === 'split.2.amount')?.message).toContain(
      '0.10 means 10%',
    );
  });

  it('accepts a split percentage of exactly 1', () => {
    const draft = changed(pixRequest, (r) => {
      r.split = [
        {
          recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
          recipient_type: 'merchant',
          type: 'percentage',
          amount: 1,
        },
      ];
    });
    expect(issuesOf(draft)).toEqual([]);
  });

  it('reports a fixed split amount that is not a positive integer', () => {
    expect(issuesOf(changed(creditCardRequest, (r) => (r.split[1].amount = 0)))).toEqual([
      ['OUT_OF_RANGE', 'split.1.amount'],
    ]);
    expect(issuesOf(changed(creditCardRequest, (r) => (r.split[1].amount = 10.5)))).toEqual([
      ['INVALID_TYPE', 'split.1.amount'],
    ]);
  });
});

describe('TOO_LONG', () => {
  it('reports a statement descriptor over 13 characters and accepts 13', () => {
    expect(
      issuesOf(changed(creditCardRequest, (r) => (r.payment_details.statement_descriptor = 'A'.repeat(14)))),
    ).toEqual([['TOO_LONG', 'payment_details.statement_descriptor']]);
    expect(
      issuesOf(changed(creditCardRequest, (r) => (r.payment_details.statement_descriptor = 'A'.repeat(13)))),
    ).toEqual([]);
  });

  it('reports a 10 MB name without echoing it', () => {
    const result = validateChargeRequest(
      changed(pixRequest, (r) => (r.customer.name = 'x'.repeat(10_000_000))),
      { now: NOW },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
        ['TOO_LONG', 'customer.name'],
      ]);
      expect(result.issues?.[0]?.message.length).toBeLessThan(200);
    }
  });
});

describe('FORBIDDEN_FIELD', () => {
  it.each(['number', 'holder_name', 'expiration_month', 'expiration_year', 'cvv', 'token'])(
    'reports payment_details.%s with card_flow=hosted',
    (field) => {
      expect(issuesOf(changed(hostedCreditRequest, (r) => (r.payment_details[field] = '123')))).toEqual([
        ['FORBIDDEN_FIELD', `payment_details.${field}`],
      ]);
    },
  );

  it('says why card data is refused in the hosted flow, and only there', () => {
    const messageOf = (request: unknown) => {
      const result = validateChargeRequest(request, { now: NOW });
      return result.ok ? '' : (result.issues?.[0]?.message ?? '');
    };
    const hosted = changed(hostedCreditRequest, (r) => (r.payment_details.cvv = '123'));
    const pix = changed(pixRequest, (r) => (r.payment_details.cvv = '123'));
    const hostedDueDate = changed(hostedCreditRequest, (r) => (r.payment_details.due_date = brasiliaDate(1)));
    expect(messageOf(hosted)).toContain(
      'Card details are typed on the payment page: they cannot be entered here.',
    );
    expect(messageOf(pix)).not.toContain(
      'Card details are typed on the payment page: they cannot be entered here.',
    );
    expect(messageOf(hostedDueDate)).not.toContain(
      'Card details are typed on the payment page: they cannot be entered here.',
    );
  });

  it.each([pixRequest, boletoRequest])('reports card_flow on %o', (make) => {
    expect(issuesOf(changed(make, (r) => (r.card_flow = 'hosted')))).toEqual([
      ['FORBIDDEN_FIELD', 'card_flow'],
    ]);
  });

  it('accepts a due date on PIX, and then refuses the PIX lifetime in seconds', () => {
    const dated = (r: ReturnType<typeof pixRequest>) =>
      Object.assign(r.payment_details, { due_date: brasiliaDate(9) });
    expect(issuesOf(changed(pixRequest, dated))).toEqual([
      ['FORBIDDEN_FIELD', 'payment_details.expires_in_seconds'],
    ]);
    const withoutLifetime = changed(pixRequest, (r) => {
      dated(r);
      delete r.payment_details.expires_in_seconds;
    });
    expect(issuesOf(withoutLifetime)).toEqual([]);
  });

  it('reports payment_details fields of another method', () => {
    expect(
      issuesOf(changed(pixRequest, (r) => (r.payment_details.instructions = 'Pay at any bank'))),
    ).toEqual([['FORBIDDEN_FIELD', 'payment_details.instructions']]);
    expect(issuesOf(changed(boletoRequest, (r) => (r.payment_details.installments = 2)))).toEqual([
      ['FORBIDDEN_FIELD', 'payment_details.installments'],
    ]);
  });
});

describe('UNKNOWN_FIELD', () => {
  it('reports a field that is not in the schema, suggesting a near miss in the hint', () => {
    const result = validateChargeRequest(
      changed(creditCardRequest, (r) => (r.payment_details.instalments = 2)),
      { now: NOW },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      {
        code: 'UNKNOWN_FIELD',
        path: 'payment_details.instalments',
        pointer: '/payment_details/instalments',
        message: 'This information cannot be used for this payment.',
        hint: 'payment_details.instalments is not a field of a charge request: did you mean installments?',
        params: { label: 'Payment details', suggestion: 'installments' },
      },
    ]);
  });

  it('gives each issue an RFC 6901 pointer that keeps a dot inside a key the caller sent', () => {
    const result = validateChargeRequest(
      changed(pixRequest, (r) => (r.customer['e.mail/~x'] = 1)),
      { now: NOW },
    );
    expect(result.ok ? [] : result.issues?.map((issue) => [issue.path, issue.pointer])).toEqual([
      ['customer.e.mail/~x', '/customer/e.mail~1~0x'],
    ]);
  });

  it('reports every unknown field at once, at any depth', () => {
    const draft = changed(creditCardRequest, (r) => {
      r.discount = 10;
      r.customer.document = '1';
      r.items[1].sku = 'X';
      r.split[0].percent = 1;
    });
    // In the order of the rules table, unknown keys after the known ones.
    expect(issuesOf(draft)).toEqual([
      ['UNKNOWN_FIELD', 'customer.document'],
      ['UNKNOWN_FIELD', 'items.1.sku'],
      ['UNKNOWN_FIELD', 'split.0.percent'],
      ['UNKNOWN_FIELD', 'discount'],
    ]);
  });

  it('accepts any key inside metadata', () => {
    expect(
      issuesOf(changed(pixRequest, (r) => (r.metadata = { anything: { nested: [1, 'two', null, true] } }))),
    ).toEqual([]);
  });

  it('rejects __proto__, constructor and prototype as fields', () => {
    const input = JSON.parse('{"__proto__": {"amount": 1}, "constructor": 1}');
    expect(issuesOf({ ...pixRequest(), ...input })).toEqual([
      ['UNKNOWN_FIELD', '__proto__'],
      ['UNKNOWN_FIELD', 'constructor'],
    ]);
  });
});

describe('EXPIRED', () => {
  it('accepts a card through the last day of its month and rejects it after', () => {
    const card = changed(creditCardRequest, (r) => {
      r.payment_details.expiration_month = '11';
      r.payment_details.expiration_year = '2026';
    });
    expect(issuesOf(card, { now: new Date('2026-12-01T02:59:59Z') })).toEqual([]);
    expect(issuesOf(card, { now: new Date('2026-12-01T03:00:00Z') })).toEqual([
      ['EXPIRED', 'payment_details.expiration_month'],
    ]);
  });

  it('checks the date bounds at the last instant a Date can hold without refusing the request unread', () => {
    const issues = issuesOf(boletoRequest(), { now: new Date(8.64e15) });
    expect(issues).not.toContainEqual(['INVALID_TYPE', '']);
  });

  it('reports an expired year at the year', () => {
    expect(
      issuesOf(changed(creditCardRequest, (r) => (r.payment_details.expiration_year = yearFromNow(-1)))),
    ).toEqual([['EXPIRED', 'payment_details.expiration_year']]);
  });

  it('accepts a boleto due today in Brasília and rejects yesterday', () => {
    expect(issuesOf(changed(boletoRequest, (r) => (r.payment_details.due_date = brasiliaDate(0))))).toEqual(
      [],
    );
    expect(issuesOf(changed(boletoRequest, (r) => (r.payment_details.due_date = brasiliaDate(-1))))).toEqual([
      ['EXPIRED', 'payment_details.due_date'],
    ]);
    const lateEvening = new Date('2026-11-23T02:00:00Z');
    expect(
      issuesOf(
        changed(boletoRequest, (r) => (r.payment_details.due_date = '2026-11-22')),
        { now: lateEvening },
      ),
    ).toEqual([]);
  });
});

describe('the boleto due date', () => {
  const dueIn = (days: number) =>
    changed(boletoRequest, (r) => (r.payment_details.due_date = brasiliaDate(days)));

  it('accepts a boleto due LIMITS.boletoDueDays days ahead', () => {
    expect(issuesOf(dueIn(LIMITS.boletoDueDays))).toEqual([]);
  });

  it('rejects a boleto due one day later, at the due date', () => {
    expect(issuesOf(dueIn(LIMITS.boletoDueDays + 1))).toEqual([['OUT_OF_RANGE', 'payment_details.due_date']]);
  });

  it('names the latest due date it accepts, as a parameter and in words', () => {
    const result = validateChargeRequest(dueIn(LIMITS.boletoDueDays + 1), { now: NOW, locale: 'pt-BR' });
    const issue = result.ok ? undefined : result.issues?.[0];
    expect(issue?.params.latest).toBe(brasiliaDate(LIMITS.boletoDueDays));
    const [year, month, day] = brasiliaDate(LIMITS.boletoDueDays).split('-').map(Number);
    expect(issue?.message).toContain(`${day} de`);
    expect(issue?.message).toContain(String(year));
    expect(month).toBeGreaterThan(0);
  });
});

describe('the card expiry year', () => {
  const expiringIn = (years: number) =>
    changed(creditCardRequest, (r) => (r.payment_details.expiration_year = yearFromNow(years)));

  it('accepts a card that expires LIMITS.cardExpiryYears years from now', () => {
    expect(issuesOf(expiringIn(LIMITS.cardExpiryYears))).toEqual([]);
  });

  it('rejects a card said to expire one year later, at the expiry year', () => {
    expect(issuesOf(expiringIn(LIMITS.cardExpiryYears + 1))).toEqual([
      ['OUT_OF_RANGE', 'payment_details.expiration_year'],
    ]);
  });

  it('rejects a card valid through the year 3000 and names the latest year it accepts', () => {
    const request = changed(creditCardRequest, (r) => (r.payment_details.expiration_year = '3000'));
    const result = validateChargeRequest(request, { now: NOW, locale: 'en' });
    expect(result.ok ? '' : result.issues?.[0]?.message).toContain(yearFromNow(LIMITS.cardExpiryYears));
  });
});

describe('TOO_MANY', () => {
  it('reports more than LIMITS.items items without walking them all', () => {
    const items = Array.from({ length: 1_000_000 }, () => ({
      name: 'x',
      quantity: 1,
      unit_price: 1,
      tangible: false,
    }));
    expect(issuesOf(changed(pixRequest, (r) => (r.items = items)))).toEqual([['TOO_MANY', 'items']]);
  });

  it('reports more than 100 split entries', () => {
    const entry = {
      recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      recipient_type: 'merchant',
      type: 'fixed',
      amount: 1,
    };
    expect(
      issuesOf(changed(pixRequest, (r) => (r.split = Array.from({ length: 101 }, () => ({ ...entry }))))),
    ).toEqual([['TOO_MANY', 'split']]);
  });

  it('reports metadata deeper than 3 levels, even 10^4 levels deep', () => {
    let deep: Draft = { leaf: true };
    for (let level = 0; level < 10_000; level++) deep = { next: deep };
    expect(issuesOf(changed(pixRequest, (r) => (r.metadata = deep)))).toEqual([
      ['TOO_MANY', 'metadata.next.next.next'],
    ]);
  });

  it('reports metadata with more than 50 entries in all, once', () => {
    const metadata = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, { a: 1 }]));
    expect(issuesOf(changed(pixRequest, (r) => (r.metadata = metadata)))).toEqual([['TOO_MANY', 'metadata']]);
  });

  it('reports a metadata number that is not finite', () => {
    const draft = changed(pixRequest, (r) => {
      r.metadata = { nan: Number.NaN, infinite: Number.POSITIVE_INFINITY };
    });
    expect(issuesOf(draft)).toEqual([
      ['INVALID_VALUE', 'metadata.infinite'],
      ['INVALID_VALUE', 'metadata.nan'],
    ]);
  });

  it('accepts a metadata string of exactly 500 characters', () => {
    expect(issuesOf(changed(pixRequest, (r) => (r.metadata = { note: 'x'.repeat(500) })))).toEqual([]);
  });

  it('reports metadata with more than 50 entries once when an inner object passes the limit before more keys', () => {
    const inner = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`e${i}`, 1]));
    const draft = changed(pixRequest, (r) => (r.metadata = { inner, after: 1, last: 2 }));
    expect(issuesOf(draft)).toEqual([['TOO_MANY', 'metadata']]);
  });

  it('keeps an empty metadata array as an empty array', () => {
    const result = validateChargeRequest(
      changed(pixRequest, (r) => (r.metadata = { tags: [], nested: { list: [] } })),
      { now: NOW },
    );
    expect(result.ok && result.value.metadata).toEqual({ tags: [], nested: { list: [] } });
  });

  it("tells the metadata's depth and key length limits in their messages", () => {
    const result = validateChargeRequest(
      changed(pixRequest, (r) => (r.metadata = { ['k'.repeat(41)]: 1, a: { b: { c: { d: 1 } } } })),
      { now: NOW },
    );
    expect(!result.ok && result.issues?.map((issue) => [issue.path, issue.message])).toEqual([
      ['metadata', 'Use keys of at most 40 characters.'],
      ['metadata.a.b.c', 'Nest objects at most 3 levels deep.'],
    ]);
  });

  it('reports metadata values and keys that are not plain JSON', () => {
    const draft = changed(pixRequest, (r) => {
      r.metadata = { when: new Date(0), big: 10n, long: 'x'.repeat(501), ['k'.repeat(41)]: 1 };
    });
    expect(issuesOf(draft)).toEqual([
      ['TOO_LONG', 'metadata'],
      ['INVALID_VALUE', 'metadata.big'],
      ['TOO_LONG', 'metadata.long'],
      ['INVALID_VALUE', 'metadata.when'],
    ]);
  });
});

describe('messages', () => {
  it('are written in Portuguese on request', () => {
    const result = validateChargeRequest(
      changed(pixRequest, (r) => delete r.customer.email),
      { now: NOW, locale: 'pt-BR' },
    );
    expect(!result.ok && result.issues?.[0]?.message).toBe('Preencha este campo.');
  });

  it('show the maximum of the rule at the path', () => {
    const result = validateChargeRequest(
      changed(creditCardRequest, (r) => (r.payment_details.installments = 30)),
      { now: NOW },
    );
    expect(!result.ok && result.issues?.[0]?.message).toBe('Enter a number of at most 24.');
  });

  it('show the range of the rule at the path below its minimum', () => {
    const result = validateChargeRequest(
      changed(creditCardRequest, (r) => (r.payment_details.installments = 0)),
      { now: NOW },
    );
    expect(!result.ok && result.issues?.[0]?.message).toBe('Enter a number from 1 to 24.');
  });

  it('never contain the card number, CVV or token', () => {
    const secrets = changed(creditCardRequest, (r) => {
      r.payment_details.number = '4111 1111 1111 1112';
      r.payment_details.cvv = '98';
      r.payment_details.expiration_year = '2001';
    });
    const result = validateChargeRequest(secrets, { now: NOW });
    const text = JSON.stringify(result);
    expect(result.ok).toBe(false);
    expect(text).not.toContain('4111');
    expect(text).not.toContain('98');
    const token = changed(hostedCreditRequest, (r) => (r.payment_details.token = 'tok_secret_value'));
    expect(JSON.stringify(validateChargeRequest(token, { now: NOW }))).not.toContain('tok_secret_value');
  });
});

describe('split totals, by the split engine', () => {
  it('reports shares that add up to more than the amount, exactly', () => {
    const draft = changed(creditCardRequest, (r) => {
      r.amount = 10_000;
      r.split[0].amount = 0.7;
      r.split[1].amount = 2000;
      r.split[2].amount = 0.1000001;
    });
    const result = validateChargeRequest(draft, { now: NOW });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['SPLIT_AMOUNT_EXCEEDS_TOTAL', 'split'],
    ]);
    expect(result.issues?.[0]?.message).toContain(
      'The split shares add up to R$100.01, more than the charge amount of R$100.00.',
    );
  });

  it('accepts shares that add up to the amount exactly', () => {
    const draft = changed(creditCardRequest, (r) => {
      r.amount = 10_000;
      r.split[0].amount = 0.7;
      r.split[1].amount = 2000;
      r.split[2].amount = 0.1;
    });
    expect(issuesOf(draft)).toEqual([]);
  });

  it('reports a first share that cannot pay the fee only when the MDR is given', () => {
    const draft = changed(creditCardRequest, (r) => {
      r.amount = 10_000;
      r.split[0] = { ...r.split[0], type: 'fixed', amount: 100 };
    });
    expect(issuesOf(draft)).toEqual([]);
    expect(issuesOf(draft, { mdr: 0.0299 })).toEqual([['NEGATIVE_NET_AMOUNT_AFTER_FEES', 'split.0']]);
    expect(issuesOf(draft, { mdr: { rate: 0, fixed: 100 } })).toEqual([]);
    expect(issuesOf(draft, { mdr: { rate: '0', fixed: 101 } })).toEqual([
      ['NEGATIVE_NET_AMOUNT_AFTER_FEES', 'split.0'],
    ]);
  });

  it('does not fail a request for an MDR the engine rejects (prepareSplit reports that)', () => {
    expect(issuesOf(creditCardRequest(), { mdr: 2 })).toEqual([]);
  });
});

describe('merchant configuration, by decideCardFlow', () => {
  const merchant = {
    methods: [
      { type: 'credit_card', card_flow: 'transparent' },
      { type: 'debit_card', card_flow: 'hosted' },
      { type: 'pix' },
    ],
  } as const;

  it('accepts what the merchant serves', () => {
    expect(issuesOf(creditCardRequest(), { merchant })).toEqual([]);
    expect(issuesOf(pixRequest(), { merchant })).toEqual([]);
    expect(issuesOf(hostedDebitRequest(), { merchant })).toEqual([]);
  });

  it('reports a method the merchant has not enabled', () => {
    expect(issuesOf(boletoRequest(), { merchant })).toEqual([
      ['PAYMENT_METHOD_NOT_ENABLED', 'payment_method'],
    ]);
  });

  it('reports a hosted request to a transparent-only method, and card data to a hosted one', () => {
    expect(issuesOf(hostedCreditRequest(), { merchant })).toEqual([['CARD_FLOW_NOT_SUPPORTED', 'card_flow']]);
    expect(issuesOf(debitCardRequest(), { merchant })).toEqual([['CARD_FLOW_NOT_SUPPORTED', 'card_flow']]);
  });

  it('answers INVALID_CONFIGURATION (500), blaming no request field, for a merchant that is not valid', () => {
    const result = validateChargeRequest(pixRequest(), { now: NOW, merchant: { methods: 'all' } as never });
    expect(result).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: expect.stringContaining('payment configuration'),
      hint: expect.stringContaining('The merchant configuration must be'),
    });
  });

  it('answers INVALID_CONFIGURATION (500) for an MDR out of range, even with a valid request', () => {
    const result = validateChargeRequest(pixRequest(), { now: NOW, mdr: { rate: 2.99 } });
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
    expect(result).not.toHaveProperty('issues');
  });
});
