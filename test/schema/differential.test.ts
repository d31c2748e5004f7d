// ajv with the shipped JSON Schema and validateChargeRequest judge the same requests: valid ones from
// the fixtures, mutated near every rule of the table (missing, forbidden, wrong enum, out of range,
// bad format, too long, wrong type, unknown field). They must agree on accept/refuse, except for the
// closed list of reasons JSON Schema cannot state; every disagreement is classified, and one that no
// reason explains fails the test.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type BEYOND_SCHEMA, SCHEMA_FILES } from '../../scripts/json-schema.mjs';
import type { Issue } from '../../src/issues/issue.js';
import { FIELD_RULES, type FieldRule, type Masks } from '../../src/rules/fields.js';
import { LIMITS } from '../../src/rules/limits.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { validChargeRequest } from '../fixtures/arbitraries.js';
import { VALID_REQUESTS } from '../fixtures/requests.js';
import { brasiliaDate, yearFromNow } from '../support/clock.js';
import { ajvWithFormats, type Json, quietAjv, readShipped } from './generate.js';

type Reason = (typeof BEYOND_SCHEMA)[number][0];

const withFormats = ajvWithFormats({ allErrors: false }).ajv.compile(readShipped(SCHEMA_FILES.request));
const patternsOnly = quietAjv({ validateFormats: false }).ajv.compile(readShipped(SCHEMA_FILES.request));
const lax = quietAjv({ strict: false }).ajv.compile(readShipped(SCHEMA_FILES.request));
const openapi = (() => {
  const { ajv } = ajvWithFormats();
  ajv.addKeyword('components');
  ajv.addSchema({
    $id: 'urn:charge-rules:openapi',
    components: readShipped(SCHEMA_FILES.openapi).components,
  });
  return ajv.getSchema('urn:charge-rules:openapi#/components/schemas/ChargeRequest') as (
    v: unknown,
  ) => boolean;
})();

// ---------------------------------------------------------------------------------------------------
// Mutations: a path (array entries by index) and a value to put there, or `undefined` to delete.

interface Mutation {
  readonly path: readonly (string | number)[];
  readonly value: unknown;
}

const ASTRAL = '😀';

function lengthValues(max: number): unknown[] {
  // At the limit, one past it, and past it in UTF-16 units only (astral characters count 2 here).
  return ['a'.repeat(max), 'a'.repeat(max + 1), ASTRAL.repeat(Math.ceil((max + 1) / 2))];
}

const FORMAT_VALUES: Record<string, unknown[]> = {
  email: [
    'a@b.co',
    'A.B+c@EXAMPLE.com.br',
    'a@b',
    'a..b@c.com',
    '.a@b.com',
    'a.@b.com',
    '"a b"@c.com',
    'a@[192.0.2.1]',
    'a@1.2',
    'á@b.com',
    'a@b.c',
    'a@b.xn--p1ai',
    'a@b.xn--',
    'a@-b.com',
    'a@b-.com',
    'a@b.c0m',
    `${'x'.repeat(64)}@b.com`,
    `${'x'.repeat(65)}@b.com`,
    `a@${'b'.repeat(63)}.com`,
    `a@${'b'.repeat(64)}.com`,
    ' a@b.com',
  ],
  phone: ['11987654321', '+55 (11) 98765-4321', '1234567', '12345678', '123456789012345', '1234567890123456'],
  uuid: [
    '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    '3F2504E0-4F89-41D3-9A0C-0305E82C3301',
    '3f2504e04f89-41d3-9a0c-0305e82c3301',
    '3f2504e0-4f89-41d3-9a0c-0305e82c330g',
    'urn:uuid:3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  ],
  date: [
    '2024-02-29',
    '2023-02-29',
    '2100-02-29',
    '2000-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-1-01',
    '1990-05-20',
    brasiliaDate(-1),
    brasiliaDate(0),
    brasiliaDate(1),
    brasiliaDate(365),
    brasiliaDate(366),
  ],
  currency: ['BRL', 'USD', 'brl', 'BR', 'BRLL'],
  country: ['BR', 'br', 'bR', 'US', 'us', 'PT', 'XX', 'BRA', 'B', 'UK'],
  uf: ['SP', 'sp', 'Rj', 'XX', 'S', 'SPP', 'EX'],
  cep: ['01310-100', '01310100', '0131-0100', '0131010', '013101000', '01310 100', 'abcde-fgh'],
  br_tax_id: [
    '52998224725',
    '529.982.247-25',
    '52998224724',
    '11111111111',
    '11.222.333/0001-81',
    '11222333000182',
    '12ABC34501DE35',
    '12abc34501de35',
    '12ABC34501DE3A',
    '5299822472',
    '529982247250',
    'free text',
    '529_982_247_25',
  ],
  card_number: [
    '4111 1111 1111 1111',
    '4111111111111111',
    '4111111111111112',
    '378282246310005',
    '3782 822463 10005',
    '37828224631000',
    '4111-1111-1111-1111',
    '41111111111111111111',
    '411111111113',
  ],
  card_month: ['01', '12', '00', '13', '1', 'ab'],
  card_year: [yearFromNow(0), yearFromNow(-1), yearFromNow(20), yearFromNow(21), '26', '20266'],
  cvv: ['123', '1234', '12', '12345', 'abc'],
  split_amount: [0, 1, 0.5, 1.5, 10, -0.1, 1e-7, 100, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2],
};

const GENERIC_VALUES: unknown[] = [null, true, 0, 1.5, '', ' ', 'x', [], {}];

function metadataValues(): unknown[] {
  const { entries, depth, keyLength, stringLength } = LIMITS.metadata;
  const deep = (levels: number): unknown => (levels === 0 ? 1 : { a: deep(levels - 1) });
  const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
  return [
    deep(depth - 1),
    deep(depth),
    [1],
    { list: [{ a: 1 }] },
    { list: [[1]] },
    keys(entries),
    keys(entries + 1),
    // Fewer than the limit at each level, more than it in all.
    { a: keys(Math.ceil(entries / 2)), b: keys(Math.ceil(entries / 2)) },
    { ['k'.repeat(keyLength)]: 1 },
    { ['k'.repeat(keyLength + 1)]: 1 },
    { [ASTRAL.repeat(Math.ceil((keyLength + 1) / 2))]: 1 },
    JSON.parse('{"constructor": 1}'),
    JSON.parse('{"__proto__": 1}'),
    { s: 's'.repeat(stringLength) },
    { s: 's'.repeat(stringLength + 1) },
    { n: null, b: false },
  ];
}

/** The values worth trying at a row: its own boundaries first, then any type's. */
function valuesFor(rule: FieldRule): unknown[] {
  const values: unknown[] = [undefined, ...GENERIC_VALUES];
  if (rule.freeForm) return [...values, ...metadataValues()];
  if (rule.values) values.push(...rule.values, ...rule.values.map((value) => value.toUpperCase()), 'other');
  for (const { values: allowed } of rule.valuesWhen ?? []) values.push(...allowed);
  if (rule.min !== undefined) values.push(rule.min - 1, rule.min, rule.min + 0.5);
  if (rule.max !== undefined) values.push(rule.max, rule.max + 1);
  if (rule.type === 'string' && rule.maxLength !== undefined) values.push(...lengthValues(rule.maxLength));
  if (rule.type === 'array') values.push(Array.from({ length: (rule.maxLength ?? 1) + 1 }, () => ({})));
  if (rule.format) values.push(...(FORMAT_VALUES[rule.format] ?? []));
  if (rule.masks) values.push(...maskedValues(rule.masks));
  // Whitespace around every string a trimmed row may hold, and inside it where trimming keeps it.
  if (rule.trim)
    for (const value of values.filter((item): item is string => typeof item === 'string'))
      values.push(`${TRIMMED}${value}${TRIMMED}`, `${value} `, `a${TRIMMED}b`);
  return values;
}

// Every character String.prototype.trim removes that JSON carries as text, mixed.
const TRIMMED = ' \t\n\r\u00a0\u2028\ufeff\u3000';

/** A masked row's forms, with its separators doubled, at the edges, and a separator it does not take. */
function maskedValues(masks: Masks): string[] {
  const separators = [...masks.separators];
  const forms = masks.forms.map((form) => form.replaceAll('#', '4'));
  return forms.flatMap((form) => [
    form,
    ...separators.map((separator) => `${separator}${[...form].join(separator)}${separator}`),
    form.replace(/[0-9]/, '_'),
    form.replace(/[0-9]/, '\t'),
  ]);
}

const ROWS = FIELD_RULES.filter((rule) => !rule.path.endsWith('*'));
const pathOf = (rule: FieldRule, index = 0) =>
  rule.path.split('.').map((segment) => (segment === '*' ? index : segment));

// Every (row, value) pair, and one unknown field inside every object of the table.
const MUTATIONS: Mutation[] = [
  ...ROWS.flatMap((rule) => valuesFor(rule).map((value) => ({ path: pathOf(rule), value }))),
  ...FIELD_RULES.filter((rule) => rule.type === 'object' && !rule.freeForm).map((rule) => ({
    path: [...pathOf(rule), 'unknown_field'],
    value: 'x',
  })),
  { path: ['amout'], value: 1 },
];

function apply(request: Json, mutation: Mutation): Json {
  const copy = structuredClone(request);
  let holder = copy;
  const { path } = mutation;
  for (let index = 0; index < path.length - 1; index++) {
    const key = path[index] as string | number;
    if (typeof holder[key] !== 'object' || holder[key] === null) {
      holder[key] = typeof path[index + 1] === 'number' ? [] : {};
    }
    holder = holder[key];
  }
  const last = path[path.length - 1] as string | number;
  if (mutation.value === undefined) {
    if (Array.isArray(holder) && typeof last === 'number') holder.splice(last, 1);
    else delete holder[last];
  } else holder[last] = structuredClone(mutation.value);
  return copy;
}

// ---------------------------------------------------------------------------------------------------
// Classification: why the library refuses what the schema accepts.

const codePoints = (value: string) => [...value].length;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

function valueAt(request: Json, path: string): unknown {
  return path.split('.').reduce<Json>((value, key) => (value == null ? undefined : value[key]), request);
}

function countEntries(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce<number>((sum, child) => sum + 1 + countEntries(child), 0);
}

// The due-date terms are read together, by the same reader computeAmountDue uses.
const DUE_TERM_PATH = /^payment_details\.(days_after_due|late_fee|interest|discount|rebate)(\.|$)/;
const EXPIRES = 'payment_details.expires_in_seconds';

/** The reason one issue of the library lies beyond the schema, or `undefined` if none does. */
function reasonOf(issue: Issue, request: Json): Reason | undefined {
  const value = valueAt(request, issue.path);
  const row = FIELD_RULES.find((rule) => rule.path === issue.path.replace(/\.\d+(?=\.|$)/g, '.*'));
  // The library reads a trimmed row's value without its surrounding whitespace.
  const text = typeof value === 'string' ? (row?.trim ? value.trim() : value) : undefined;
  if (issue.code === 'EXPIRED') return 'clock';
  if (
    DUE_TERM_PATH.test(issue.path) ||
    (issue.path === EXPIRES && valueAt(request, 'payment_details.due_date'))
  )
    return 'due-terms';
  if (issue.code === 'SPLIT_AMOUNT_EXCEEDS_TOTAL') return 'split-totals';
  if (issue.code === 'TOO_MANY' && issue.path === 'metadata' && countEntries(request.metadata) > 50)
    return 'metadata-entries';
  if (issue.code === 'TOO_LONG') {
    const max = Number(issue.params.max);
    // A string, or (for a metadata key) the object holding the key.
    const texts = text !== undefined ? [text] : typeof value === 'object' && value ? Object.keys(value) : [];
    if (texts.some((item) => item.length > max) && texts.every((item) => codePoints(item) <= max))
      return 'utf16-length';
  }
  if (issue.path === 'customer.birthdate' && issue.code === 'INVALID_VALUE' && text && text > brasiliaDate())
    return 'clock';
  if (
    issue.code === 'OUT_OF_RANGE' &&
    ['payment_details.expiration_year', 'payment_details.due_date'].includes(issue.path)
  )
    return 'clock';
  if (issue.code === 'INVALID_VALUE' && text !== undefined) {
    if (issue.path === 'currency' && /^[A-Z]{3}$/.test(text) && text !== 'BRL') return 'host-options';
    if (issue.path === 'customer.tax_id' && [11, 14].includes(text.replace(/[-./ ]/g, '').length))
      return 'check-digits';
    const digits = text.replace(/[ -]/g, '');
    if (issue.path === 'payment_details.number' && /^\d{12,19}$/.test(digits) && !passesLuhn(digits))
      return 'luhn';
  }
  return undefined;
}

interface Tally {
  cases: number;
  agreed: number;
  accepted: number;
  byReason: Map<string, number>;
}
const tally: Tally = { cases: 0, agreed: 0, accepted: 0, byReason: new Map() };

/** Judges one request both ways; returns the unexplained disagreement, if any. */
function judge(request: Json): string | undefined {
  tally.cases++;
  const schema = withFormats(request);
  // The ways of using the schema must never differ.
  if (patternsOnly(request) !== schema || lax(request) !== schema || openapi(request) !== schema)
    return 'ajv variants differ';
  const library = validateChargeRequest(request);
  if (library.ok) tally.accepted++;
  if (library.ok === schema) {
    tally.agreed++;
    return undefined;
  }
  if (library.ok)
    return `the schema refuses a request the library accepts: ${JSON.stringify(withFormats.errors)}`;
  const issues = 'issues' in library ? (library.issues ?? []) : [];
  const reasons = issues.map((issue) => reasonOf(issue, request));
  const unexplained = issues.filter((_, index) => reasons[index] === undefined);
  if (issues.length === 0 || unexplained.length > 0)
    return `the library refuses for a reason the schema should state: ${JSON.stringify(unexplained.length > 0 ? unexplained : library)}`;
  for (const reason of new Set(reasons)) {
    tally.byReason.set(reason as string, (tally.byReason.get(reason as string) ?? 0) + 1);
  }
  return undefined;
}

function expectAgreement(request: Json): void {
  const disagreement = judge(request);
  if (disagreement !== undefined) {
    throw new Error(`${disagreement}\nrequest: ${JSON.stringify(request)}`);
  }
}

afterAll(() => {
  const rate = ((100 * tally.agreed) / tally.cases).toFixed(2);
  console.log(
    `differential: ${tally.cases} requests, ${tally.accepted} accepted by the library, agreement ${tally.agreed}/${tally.cases} (${rate}%); classified disagreements: ${JSON.stringify(Object.fromEntries(tally.byReason))}`,
  );
});

describe('the shipped JSON Schema and validateChargeRequest', () => {
  it('accept every valid fixture request', () => {
    for (const make of Object.values(VALID_REQUESTS)) {
      expect([withFormats(make()), validateChargeRequest(make()).ok]).toEqual([true, true]);
    }
  });

  it('agree on every single mutation of every fixture, except for the documented reasons', () => {
    for (const make of Object.values(VALID_REQUESTS)) {
      for (const mutation of MUTATIONS) expectAgreement(apply(make(), mutation));
    }
    expect(tally.cases).toBeGreaterThan(6 * MUTATIONS.length - 1);
  });

  // A valid request costs milliseconds to generate: each one is judged under ten sets of mutations.
  const mutatedTenTimes = (moves: readonly Mutation[]) =>
    fc.property(
      validChargeRequest,
      fc.array(fc.array(fc.constantFrom(...moves), { maxLength: 3 }), { minLength: 10, maxLength: 10 }),
      (request, sets) => {
        for (const set of sets)
          expectAgreement(set.reduce<Json>((current, move) => apply(current, move), request));
      },
    );

  it('agree on random valid requests with up to three mutations, except for the documented reasons', () => {
    fc.assert(mutatedTenTimes(MUTATIONS), { numRuns: 400 });
  });

  it('agree on valid requests moved to every method, flow and country', () => {
    const context: Mutation[] = [
      ...['credit_card', 'debit_card', 'pix', 'boleto'].map((value) => ({ path: ['payment_method'], value })),
      { path: ['card_flow'], value: 'hosted' },
      { path: ['card_flow'], value: undefined },
      { path: ['billing_address', 'country'], value: 'US' },
      { path: ['billing_address'], value: undefined },
      { path: ['product_type'], value: 'physical' },
      { path: ['payment_details', 'token'], value: 'tok_123' },
      { path: ['payment_details', 'token'], value: undefined },
    ];
    fc.assert(mutatedTenTimes(context), { numRuns: 150 });
  });

  it('meet each documented reason at least once, so the list stays the one the library needs', () => {
    // One request per reason, so the check never hangs on what the random runs happened to draw.
    const card = VALID_REQUESTS.credit_card();
    const nested = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`k${index}`, { a: 1, b: 2 }]),
    );
    for (const mutation of [
      { path: ['customer', 'tax_id'], value: '52998224726' },
      { path: ['payment_details', 'number'], value: '4111111111111112' },
      { path: ['payment_details', 'expiration_year'], value: '2000' },
      { path: ['currency'], value: 'USD' },
      { path: ['customer', 'name'], value: '😀'.repeat(100) },
      { path: ['metadata'], value: nested },
    ] satisfies Mutation[])
      expect(judge(apply(card, mutation)), mutation.path.join('.')).toBeUndefined();
    // A per-day discount without its period and days: the schema cannot tell the discount's two shapes apart.
    const boleto = VALID_REQUESTS.boleto();
    for (const mutation of [
      { path: ['payment_details', 'discount'], value: { type: 'fixed', amount: 1 } },
    ] satisfies Mutation[])
      expect(judge(apply(boleto, mutation)), mutation.path.join('.')).toBeUndefined();
    for (const reason of [
      'check-digits',
      'luhn',
      'clock',
      'host-options',
      'utf16-length',
      'metadata-entries',
      'due-terms',
    ])
      expect(tally.byReason.get(reason) ?? 0, reason).toBeGreaterThan(0);
    const splitOver = apply(VALID_REQUESTS.credit_card(), { path: ['split', 0, 'amount'], value: 1 });
    expect(judge(splitOver)).toBeUndefined();
    expect(tally.byReason.get('split-totals') ?? 0).toBeGreaterThan(0);
  });
});
