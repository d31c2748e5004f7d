// Validation's rules and formats: the fields each cross-field rule waits for, the rules' rows in
// docs/validation.md, the Elo BIN table, Brasília's offset, the "did you mean" distance, the anchors
// of the CPF and CNPJ checks and the length at which an echoed key is cut.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderValidationDoc, VALIDATION_DOC } from '../../scripts/docs-tables.mjs';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { FACTS } from '../../src/rules/facts.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { LIMITS } from '../../src/rules/limits.js';
import { CROSS_FIELD_CHECKS } from '../../src/validation/cross-field/checks.js';
import { CROSS_FIELD_DOCS } from '../../src/validation/cross-field/docs.js';
import { _didYouMean, _knownKeys } from '../../src/validation/did-you-mean.js';
import { _isCalendarDate } from '../../src/validation/formats/calendar.js';
import { detectCardBrand } from '../../src/validation/formats/card.js';
import { _isCnpj } from '../../src/validation/formats/cnpj.js';
import { _isCpf } from '../../src/validation/formats/cpf.js';
import { _localize } from '../../src/validation/localize.js';
import type { ValidateChargeRequestOptions } from '../../src/validation/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, VALID_REQUESTS } from '../fixtures/requests.js';

// The keys of an object, made ready as the walk makes them once per object of the table.
const suggest = (key: string, known: readonly string[]) => _didYouMean(key, _knownKeys(known));

type Base = keyof typeof VALID_REQUESTS;
type Request = Record<string, unknown>;

/** A fixture with top-level fields replaced, and fields of one nested object merged in. */
function request(base: Base, top: Request = {}, nested: Record<string, Request> = {}): Request {
  const value = { ...VALID_REQUESTS[base](), ...top } as Request;
  for (const [key, fields] of Object.entries(nested)) value[key] = { ...(value[key] as Request), ...fields };
  return value;
}

/** The code and path of each issue, or 'ok'. */
function answer(result: ReturnType<typeof validateChargeRequest>) {
  return result.ok ? 'ok' : (result.issues ?? []).map((issue) => `${issue.code} at ${issue.path}`);
}

const MERCHANT: Merchant = { methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }] };
const SHARE_50 = {
  recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  recipient_type: 'merchant',
  type: 'fixed',
  amount: 50,
};
const ITEM_40 = { name: 'x', quantity: 1, unit_price: 40, tangible: false };

describe('cross-field rules', () => {
  it('are the rows of the cross-field table of docs/validation.md, word for word', () => {
    const committed = readFileSync(VALIDATION_DOC, 'utf8');
    expect(renderValidationDoc(committed, FIELD_RULES, CROSS_FIELD_DOCS, FACTS)).toBe(committed);
    for (const row of CROSS_FIELD_DOCS) {
      expect(row.summary).not.toBe('');
      expect(row.reports).not.toBe('');
    }
  });

  it('each has one row of the docs table, in the order the checks run', () => {
    expect(CROSS_FIELD_DOCS.map((row) => row.check)).toEqual(CROSS_FIELD_CHECKS);
  });

  // Each rule waits until the fields it reads are valid (one issue per mistake, never a second,
  // confusing one), and does not wait for fields it does not read.
  it.each<[string, Request, ValidateChargeRequestOptions, string[] | 'ok']>([
    [
      'CPF for a company, beside a bad amount: both reported',
      request('pix', { amount: 0 }, { customer: { type: 'company' } }),
      {},
      ['OUT_OF_RANGE at amount', 'INVALID_VALUE at customer.tax_id'],
    ],
    [
      'a future birthdate that is no date: the date issue only',
      request('pix', {}, { customer: { birthdate: '2999-02-30' } }),
      {},
      ['INVALID_VALUE at customer.birthdate'],
    ],
    [
      'USD, not accepted, with an unknown payment_method: both reported (the accepted list reads no method)',
      request('pix', { payment_method: 'cash', currency: 'USD' }),
      {},
      ['INVALID_VALUE at currency', 'INVALID_VALUE at payment_method'],
    ],
    [
      'USD, accepted, with an unknown payment_method: the method issue only (BRL-only needs the method)',
      request('pix', { payment_method: 'cash', currency: 'USD' }),
      { currencies: ['BRL', 'USD'] },
      ['INVALID_VALUE at payment_method'],
    ],
    [
      'USD for PIX, beside a bad amount: both reported',
      request('pix', { amount: 0, currency: 'USD' }),
      { currencies: ['BRL', 'USD'] },
      ['OUT_OF_RANGE at amount', 'INVALID_VALUE at currency'],
    ],
    [
      'hosted debit with installments 0: the range issue only',
      request('hosted_debit', {}, { payment_details: { installments: 0 } }),
      {},
      ['OUT_OF_RANGE at payment_details.installments'],
    ],
    [
      'hosted debit with installments "1": the type issue only',
      request('hosted_debit', {}, { payment_details: { installments: '1' } }),
      {},
      ['INVALID_TYPE at payment_details.installments'],
    ],
    [
      'a split over the amount with an unknown key: the key issue only',
      request('pix', { amount: 40, items: [ITEM_40], split: [{ ...SHARE_50, note: 'x' }] }),
      {},
      ['UNKNOWN_FIELD at split.0.note'],
    ],
    [
      'a split over the amount',
      request('pix', { amount: 40, items: [ITEM_40], split: [SHARE_50] }),
      {},
      ['SPLIT_AMOUNT_EXCEEDS_TOTAL at split'],
    ],
    [
      'a merchant and an unknown payment_method: the method issue only',
      request('pix', { payment_method: 'cash' }),
      { merchant: MERCHANT },
      ['INVALID_VALUE at payment_method'],
    ],
    [
      'a merchant and a misspelt card_flow: the card_flow issue only',
      request('hosted_credit', { card_flow: 'HOSTED' }),
      { merchant: MERCHANT },
      ['INVALID_VALUE at card_flow'],
    ],
    [
      'a method the merchant lacks, beside a bad amount: both reported, the method first',
      request('boleto', { amount: 0 }),
      { merchant: MERCHANT },
      ['PAYMENT_METHOD_NOT_ENABLED at payment_method', 'OUT_OF_RANGE at amount'],
    ],
  ])('%s', (_name, input, options, expected) => {
    const validate = validateChargeRequest;
    expect(answer(validate(input, { now: NOW, ...options }))).toEqual(expected);
  });
});

describe('Brasília time', () => {
  // 02:59:59 UTC is still the day before in Brasília (UTC−3); 03:00:00 is the new day.
  it.each([
    ['2026-11-22T02:59:59Z', 'ok'],
    ['2026-11-22T03:00:00Z', ['EXPIRED at payment_details.due_date']],
  ])('a boleto due 2026-11-21, validated at %s', (now, expected) => {
    const validate = validateChargeRequest;
    const boleto = request('boleto', {}, { payment_details: { due_date: '2026-11-21' } });
    expect(answer(validate(boleto, { now: new Date(now) }))).toEqual(expected);
  });
});

describe('card expiry month', () => {
  // A month below 10 is written with its leading zero, as the card's own month is: compared as
  // text, 2026-05 must not read as before a bound written 2026-3.
  it.each([
    ['2026-03-15T12:00:00Z', 'ok'],
    ['2026-05-31T12:00:00Z', 'ok'],
    ['2026-06-01T12:00:00Z', ['EXPIRED at payment_details.expiration_month']],
  ])(
    'accepts a card expiring 05/2026 through May and refuses it as expired from June (validated at %s)',
    (now, expected) => {
      const card = request(
        'credit_card',
        {},
        { payment_details: { expiration_month: '05', expiration_year: '2026' } },
      );
      expect(answer(validateChargeRequest(card, { now: new Date(now) }))).toEqual(expected);
    },
  );
});

describe('card expiry year below 1000', () => {
  // A year below 1000 is written with four digits, as the card's own year is: compared as text,
  // 0999 must not read as before a bound written 999.
  it('accepts a card expiring 07/0999 when validated on 0999-06-01', () => {
    const card = request(
      'credit_card',
      {},
      { payment_details: { expiration_month: '07', expiration_year: '0999' } },
    );
    expect(answer(validateChargeRequest(card, { now: new Date('0999-06-01T12:00:00Z') }))).toEqual('ok');
  });
});

describe('values allowed under a condition', () => {
  it("fills a caller's message with the values allowed: a PIX charge in USD reads 'Use BRL.'", () => {
    const pix = request('pix', { currency: 'USD' });
    const result = validateChargeRequest(pix, {
      now: NOW,
      messages: { currency: { INVALID_VALUE: 'Use {values}.' } },
    });
    expect(
      result.ok ? [] : (result.issues ?? []).map((issue) => [issue.code, issue.path, issue.message]),
    ).toEqual([['INVALID_VALUE', 'currency', 'Use BRL.']]);
  });
});

describe("date bounds in a caller's message", () => {
  const messages = {
    'payment_details.due_date': { EXPIRED: 'Not before {earliest}.', OUT_OF_RANGE: 'Within {days} days.' },
  };
  it.each([
    ['2000-01-01', ['EXPIRED', 'payment_details.due_date', 'Not before 2026-11-29.']],
    ['2999-01-01', ['OUT_OF_RANGE', 'payment_details.due_date', `Within ${LIMITS.boletoDueDays} days.`]],
  ])("fills a caller's message with the date bounds of a boleto due %s", (due, expected) => {
    const boleto = request('boleto', {}, { payment_details: { due_date: due } });
    const result = validateChargeRequest(boleto, { now: new Date('2026-11-29T12:00:00Z'), messages });
    expect(
      result.ok ? [] : (result.issues ?? []).map((issue) => [issue.code, issue.path, issue.message]),
    ).toEqual([expected]);
  });
});

describe('an expired date in the message of its row', () => {
  it('words a card expired 10/2026 as an expired card, not as a date that has passed', () => {
    const card = request(
      'credit_card',
      {},
      { payment_details: { expiration_month: '10', expiration_year: '2026' } },
    );
    const result = validateChargeRequest(card, { now: new Date('2026-11-29T12:00:00Z') });
    expect(
      result.ok ? [] : (result.issues ?? []).map((issue) => [issue.code, issue.path, issue.message]),
    ).toEqual([['EXPIRED', 'payment_details.expiration_month', 'This card has expired.']]);
  });
});

describe('Elo BINs', () => {
  // Elo's published BIN ranges, written out here on purpose rather than imported from card.ts: the
  // test is the specification the table must match. The first and last BIN of each range read as
  // Elo (each overlaps another brand's prefix: Visa 4…, Aura 50…, Discover 65…), and the BIN just
  // outside each range does not, unless another range holds it.
  const ELO_BOUNDS: [number, number][] = [
    [401178, 401179],
    [431274, 431274],
    [438935, 438935],
    [451416, 451416],
    [457393, 457393],
    [457631, 457632],
    [504175, 504175],
    [506699, 506778],
    [509000, 509999],
    [627780, 627780],
    [636297, 636297],
    [636368, 636369],
    [650031, 650033],
    [650035, 650051],
    [650405, 650439],
    [650485, 650538],
    [650541, 650598],
    [650700, 650718],
    [650720, 650727],
    [650901, 650978],
    [651652, 651679],
    [655000, 655019],
    [655021, 655058],
  ];

  it.each(ELO_BOUNDS)('%i to %i read as elo', (low, high) => {
    expect([detectCardBrand(`${low}0000000000`), detectCardBrand(`${high}9999999999`)]).toEqual([
      'elo',
      'elo',
    ]);
    const inAnyRange = (bin: number) => ELO_BOUNDS.some(([from, to]) => bin >= from && bin <= to);
    for (const outside of [low - 1, high + 1].filter((bin) => !inAnyRange(bin))) {
      expect(detectCardBrand(`${outside}0000000000`)).not.toBe('elo');
    }
  });

  it('leaves the other brands their ranges', () => {
    expect(
      [
        '4011770000000000',
        '3000000000000000',
        '3528000000000000',
        '6440000000000000',
        '2221000000000000',
      ].map(detectCardBrand),
    ).toEqual(['visa', 'diners', 'jcb', 'discover', 'mastercard']);
  });
});

describe('"did you mean"', () => {
  const KNOWN = [
    'amount',
    'type',
    'name',
    'state',
    'street',
    'number',
    'birthdate',
    'payment_details',
    'cvv',
    'installments',
    'shipping_address',
  ];

  // One edit per three letters of the candidate, at most two; a swap of two adjacent letters is one
  // edit, but only when both letters trade places.
  it.each([
    ['tpye', 'type'],
    ['nubmer', 'number'],
    ['stjte', 'state'],
    ['apymnt_details', 'payment_details'],
    ['instalments', 'installments'],
    ['cv', 'cvv'],
  ])('suggests %s → %s', (key, expected) => {
    expect(suggest(key, KNOWN)).toBe(expected);
  });

  it.each([
    ['vc', 'a swap plus an insertion, two edits, for a 3-letter field'],
    ['kv', 'a substitution and an insertion'],
    ['untit', 'not a run of "amount" with its start cut'],
    ['tep', 'a swap next to a missing letter is two edits on a 4-letter field'],
    ['ptpe', 'p and t do not trade places with "type"'],
    ['napm', 'm and p are not a swap of "name"'],
    ['staeg', 'three edits from "state"'],
    ['afmutn', 'three edits from "amount"'],
    ['nmbrl', 'three edits from "number"'],
    ['bretdate', 'three edits from "birthdate"'],
    // Folding is lower-casing: the long s (ſ) upper-cases to S but is no s.
    ['ſhipping_addreſſ', 'three letters that are no ASCII s'],
  ])('suggests nothing for %s (%s)', (key) => {
    expect(suggest(key, KNOWN)).toBeUndefined();
  });
});

describe('dates, CPF and CNPJ', () => {
  it('takes a date that is followed or preceded by more text for no date', () => {
    expect(['2026-01-15', '2026-01-15 2026-01-16', 'on 2026-01-15'].map(_isCalendarDate)).toEqual([
      true,
      false,
      false,
    ]);
  });

  // A valid number with a digit appended is 12 or 15 characters: no CPF, no CNPJ, whichever end
  // of it the check looks at.
  it('rejects a valid number with one more digit', () => {
    expect([_isCpf('52998224725'), _isCpf('529982247250')]).toEqual([true, false]);
    expect([_isCnpj('11222333000181'), _isCnpj('112223330001815')]).toEqual([true, false]);
  });
});

describe('echoed keys and issues', () => {
  it.each([
    [LIMITS.pathKeyLength, 'k'.repeat(LIMITS.pathKeyLength)],
    [LIMITS.pathKeyLength + 1, `${'k'.repeat(LIMITS.pathKeyLength)}…`],
  ])('an unknown key of %i characters is echoed as %s', (length, path) => {
    const result = validateChargeRequest(request('pix', { ['k'.repeat(length)]: 1 }), { now: NOW });
    expect(result.ok ? [] : result.issues).toMatchObject([
      {
        code: 'UNKNOWN_FIELD',
        path,
        pointer: `/${path}`,
        hint: `${path} is not a field of a charge request: remove it.`,
        params: { label: 'Charge request' },
      },
    ]);
  });

  it('puts no problems into no issues', () => {
    expect(_localize([], { locale: 'en' }, { inTable: new WeakMap(), outside: new WeakMap() })).toEqual([]);
  });
});
