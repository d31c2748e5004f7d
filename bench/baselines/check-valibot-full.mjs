// Agreement of the valibot baseline of the same rules (valibot-charge-request-full.mjs) with
// validateChargeRequest on valid/invalid, run by hand after a build (not part of npm test):
//
//   npm run build --silent -- --silent && node bench/baselines/check-valibot-full.mjs [--count 2000] [--seed 42]
//
// Inputs: the example requests (docs/examples/requests), the test fixtures (test/fixtures: the valid
// request of each method and flow, and samples of the valid-request arbitrary), and fast-check
// mutations of valid requests (fields removed, retyped, set to edge values of their rule, unknown
// or forbidden fields added, method and flow switched), one to three each. Prints the agreement
// rate per group and the first disagreements.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { validateChargeRequest } from '../../dist/index.js';
import { valibotSameRules } from './valibot-charge-request-full.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? fallback : Number(process.argv[index + 1]);
};
const COUNT = argument('count', 2000);
const SEED = argument('seed', 42);
const SHOWN = 12;
const root = resolve(import.meta.dirname, '..', '..');

// The fixtures are TypeScript: bundled in memory (fast-check with them, so their arbitraries and
// ours share one fast-check) and imported from a data: URL, no file written.
const bundle = await build({
  stdin: {
    contents: [
      "export * from './test/fixtures/requests.ts';",
      "export { validChargeRequest } from './test/fixtures/arbitraries.ts';",
      "export { brasiliaDate, yearFromNow } from './test/support/clock.ts';",
      "export { default as fc } from 'fast-check';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'silent',
});
const fixtures = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);
const { fc, NOW, VALID_REQUESTS, validChargeRequest, brasiliaDate, yearFromNow } = fixtures;

const ours = (request) => validateChargeRequest(request, { now: NOW });
const theirs = valibotSameRules({ now: NOW });

// ---------------------------------------------------------------------------------------------
// Mutations.

const json = (value) => JSON.parse(JSON.stringify(value));
const long = (length, char = 'x') => char.repeat(length);
const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

// Edge values by field name (the last segment of the path), besides the generic ones.
const EDGES = {
  amount: [0, -1, 1, 1.5, -0, 100, 2000, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, '100'],
  currency: ['BRL', 'brl', 'USD', ' BRL', 'BR', 'BRLX', ''],
  product_type: ['digital', 'physical', 'Physical'],
  name: ['Maria', '  Maria  ', '', '   ', long(120), long(121), ` ${long(120)} `],
  email: [
    'a@b.co',
    ' maria@example.com ',
    'a..b@x.com',
    '.a@x.com',
    'a.@x.com',
    'a@x',
    'a@-x.com',
    'a@x-.com',
    'a@x--y.com',
    'a@x.c',
    'a@x.c1',
    'a@x.xn--p1ai',
    'a@x.xn--',
    'a@xn--80ak6aa92e.com',
    'a@1.2',
    '"a b"@x.com',
    'á@x.com',
    'a@x.com.',
    'a@@x.com',
    'a@[192.0.2.1]',
    "a+b/c=d?e^f_g`h{i|j}k~l'm!#$%&*@x.com.br",
    `${long(64, 'a')}@x.com`,
    `${long(65, 'a')}@x.com`,
    `a@${long(63, 'b')}.com`,
    `a@${long(64, 'b')}.com`,
    `a@x.${long(63, 'c')}`,
    `${long(64, 'a')}@${long(63, 'b')}.${long(63, 'c')}.${long(58, 'd')}.com`,
    'a b@x.com',
  ],
  tax_id: [
    '529.982.247-25',
    '52998224725',
    ' 529.982.247-25 ',
    '529.982.247-26',
    '529 982 247 25',
    '529_982_247-25',
    '111.111.111-11',
    '11.222.333/0001-81',
    '11222333000181',
    '11.222.333/0001-82',
    '12.ABC.345/01DE-35',
    '12.abc.345/01de-35',
    '12.ABC.345/01DE-36',
    '00000000000000',
    '000.000.000-00',
    'A1234567',
    '',
    '   ',
    long(40, '1'),
    long(41, '1'),
  ],
  phone: [
    '+55 (11) 98765-4321',
    '1234567',
    '12345678',
    '123456789012345',
    '+1234567890123456',
    '11_98765-4321',
    '++5511987654321',
    '55+11987654321',
    '(11) 98765.4321',
    ' 11987654321 ',
    '',
  ],
  type: ['individual', 'company', 'person'],
  birthdate: ['2000-02-29', '2001-02-29', '1900-02-29', '2000-13-01', '2000-1-1', '0000-01-01', ''],
  quantity: [0, 1, 1_000_000, 1_000_001, 2.5, '1'],
  unit_price: [0, -1, 1.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2],
  tangible: [true, false, 'true', 0],
  description: ['', '  ', long(500), long(501), ` ${long(500)} `],
  category: ['', long(100), long(101)],
  code: ['', long(64), long(65), ' x '],
  payment_method: ['credit_card', 'debit_card', 'pix', 'boleto', 'cash', 'PIX'],
  number: [
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '4111111111111112',
    '378282246310005',
    '3782 822463 10005',
    '5555555555554444',
    '6362970000457013',
    '4111\t1111 1111 1111',
    ' 4111111111111111',
    '411111111111',
    '4111111111111111111',
    '41111111111111111111',
    '0000000000000',
    '4111_1111_1111_1111',
    '',
    long(33, '4'),
  ],
  holder_name: ['', '  ', 'MARIA', long(64), long(65)],
  expiration_month: ['01', '12', '13', '00', '1', '012', ''],
  cvv: ['123', '1234', '12', '12a', '12345', ''],
  token: ['tok_abc', '', 123, long(512), long(513)],
  installments: [0, 1, 2, 12, 24, 25, 1.5, '2'],
  statement_descriptor: ['', 'LOJA', long(13), long(14), ` ${long(13)} `],
  expires_in_seconds: [59, 60, 3600, 2_592_000, 2_592_001, 60.5],
  instructions: ['', long(500), long(501)],
  document_number: ['', long(64), long(65)],
  card_flow: ['hosted', 'transparent', 'HOSTED', ''],
  submerchant_id: ['', long(64), long(65)],
  shipping_amount: [0, -1, 1.5, 500],
  country: ['BR', 'br', ' br ', 'US', 'us', 'PT', 'XX', 'BRA', '', 'B1'],
  street: ['', long(120), long(121)],
  complement: ['', long(121)],
  neighborhood: ['', '   ', 'Centro', long(100), long(101)],
  city: ['', long(100), long(101)],
  state: ['SP', 'sp', ' rj ', 'XX', 'São Paulo', '', long(40), long(41)],
  zip_code: [
    '01310-100',
    '01310100',
    '01.310-100',
    '01310 100',
    '0131010',
    '01310_100',
    'ABCDE-123',
    ' 01310-100 ',
    '',
  ],
  recipient_id: [uuid, uuid.toUpperCase(), uuid.replaceAll('-', ''), uuid.slice(1), `${uuid}0`, ''],
  recipient_type: ['merchant', 'submerchant', 'master'],
  cross_company: [true, false, 'false'],
  metadata: [
    {},
    [],
    { a: { b: { c: 1 } } },
    { a: { b: { c: { d: 1 } } } },
    { a: [[1, 2]] },
    { a: [[[1]]] },
    { a: null, b: true, c: 1.5 },
    { [long(40, 'k')]: 1 },
    { [long(41, 'k')]: 1 },
    { s: long(500) },
    { s: long(501) },
    Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])),
    Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])),
    { a: Array.from({ length: 49 }, (_, i) => i) },
    { a: Array.from({ length: 50 }, (_, i) => i) },
    JSON.parse('{"__proto__": 1}'),
    JSON.parse('{"a": {"constructor": 1}}'),
    'metadata',
  ],
};
// Dates around the bounds, as of NOW.
const today = brasiliaDate(0);
EDGES.birthdate.push(today, brasiliaDate(1), brasiliaDate(-1));
EDGES.due_date = [
  today,
  brasiliaDate(-1),
  brasiliaDate(365),
  brasiliaDate(366),
  '2026-02-30',
  today.replaceAll('-', '/'),
  ` ${today}`,
];
const thisMonth = Number(today.slice(5, 7));
EDGES.expiration_month.push(
  String(thisMonth).padStart(2, '0'),
  String(Math.max(1, thisMonth - 1)).padStart(2, '0'),
);
EDGES.expiration_year = [yearFromNow(0), yearFromNow(-1), yearFromNow(20), yearFromNow(21), '26', '2O30', ''];
const GENERIC = [null, 0, 1, -1, true, 'x', '', '   ', [], {}, long(600)];

// Split totals near the amount, exactly: what the shares claim against what the charge has.
function splitEdges(amount) {
  const share = (type, value, id = uuid) => ({
    recipient_id: id,
    recipient_type: 'merchant',
    type,
    amount: value,
  });
  return [
    [share('fixed', amount)],
    [share('fixed', amount + 1)],
    [share('percentage', 1)],
    [share('percentage', 1), share('fixed', 1)],
    [share('percentage', 0.5), share('percentage', 0.5)],
    [share('percentage', 0.5), share('percentage', 0.5000000000000001)],
    [share('percentage', 0.1), share('percentage', 0.2), share('percentage', 0.7)],
    [share('percentage', 1 / 3), share('percentage', 1 / 3), share('percentage', 1 / 3)],
    [share('percentage', 1e-7), share('percentage', 0.9999999)],
    [share('percentage', 0.9999999), share('fixed', Math.max(1, Math.ceil(amount * 1e-7)))],
    [share('fixed', Math.floor(amount / 2)), share('fixed', Math.ceil(amount / 2))],
    [share('fixed', Math.floor(amount / 2)), share('fixed', Math.ceil(amount / 2) + 1)],
    [share('percentage', 0)],
    [share('percentage', -0)],
    [share('percentage', 1.0000001)],
    [share('percentage', 10)],
    [share('fixed', 0.5)],
    [share('fixed', 0)],
    [share('fixed', '100')],
    [{ ...share('fixed', 1), extra: 1 }],
    [{ recipient_id: uuid, type: 'fixed', amount: 1 }],
    Array.from({ length: 100 }, () => share('fixed', 1)),
    Array.from({ length: 101 }, () => share('fixed', 1)),
    [],
  ];
}

// The fields the rules know, by object, so a mutation can add one that is absent.
const KNOWN = {
  '': [
    'amount',
    'currency',
    'product_type',
    'customer',
    'items',
    'payment_method',
    'payment_details',
    'card_flow',
    'submerchant_id',
    'shipping_amount',
    'billing_address',
    'shipping_address',
    'metadata',
    'split',
  ],
  customer: ['name', 'email', 'tax_id', 'phone', 'type', 'birthdate'],
  payment_details: [
    'number',
    'holder_name',
    'expiration_month',
    'expiration_year',
    'cvv',
    'token',
    'installments',
    'statement_descriptor',
    'expires_in_seconds',
    'due_date',
    'instructions',
    'document_number',
  ],
  billing_address: ['country', 'street', 'number', 'complement', 'neighborhood', 'city', 'state', 'zip_code'],
  shipping_address: [
    'country',
    'street',
    'number',
    'complement',
    'neighborhood',
    'city',
    'state',
    'zip_code',
  ],
};
const CARD_DATA = {
  number: '4111 1111 1111 1111',
  holder_name: 'MARIA DA SILVA',
  expiration_month: '12',
  expiration_year: yearFromNow(2),
  cvv: '123',
};

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object (and array) of a request, with its path. */
function containers(value, path = [], into = []) {
  if (value !== null && typeof value === 'object') {
    into.push({ path, value });
    for (const key of Object.keys(value)) containers(value[key], [...path, key], into);
  }
  return into;
}

// One mutation: a function of the request and a random source, returning its description.
const MUTATIONS = [
  function remove(request, pick) {
    const holders = containers(request).filter(({ value }) => Object.keys(value).length > 0);
    const { path, value } = pick(holders);
    const key = pick(Object.keys(value));
    if (Array.isArray(value)) value.splice(Number(key), 1);
    else delete value[key];
    return `remove ${[...path, key].join('.')}`;
  },
  function setEdge(request, pick) {
    const holders = containers(request);
    const { path, value } = pick(holders);
    const parent = path.filter((segment) => !/^\d+$/.test(segment)).join('.');
    const keys = [
      ...new Set([...Object.keys(value), ...(Array.isArray(value) ? [] : (KNOWN[parent] ?? []))]),
    ];
    if (keys.length === 0) return 'nothing';
    const key = pick(keys);
    const edges = key === 'split' ? splitEdges(request.amount) : (EDGES[key] ?? []);
    const next = structuredClone(pick(edges.length > 0 && pick([true, true, true, false]) ? edges : GENERIC));
    value[key] = next;
    return `set ${[...path, key].join('.')} = ${JSON.stringify(next)?.slice(0, 80)}`;
  },
  function unknownKey(request, pick) {
    const { path, value } = pick(containers(request).filter(({ value }) => !Array.isArray(value)));
    const key = pick(['instalments', 'extra', 'cpf', 'Amount', 'card', '__proto__']);
    if (key === '__proto__')
      Object.defineProperty(value, key, { value: 1, enumerable: true, writable: true, configurable: true });
    else value[key] = 1;
    return `add ${[...path, key].join('.')}`;
  },
  function switchMethod(request, pick) {
    request.payment_method = pick(['credit_card', 'debit_card', 'pix', 'boleto']);
    return `payment_method = ${request.payment_method}`;
  },
  function switchFlow(request, pick) {
    if (request.card_flow === undefined) request.card_flow = 'hosted';
    else delete request.card_flow;
    if (pick([true, false]))
      request.payment_details = pick([
        {},
        { installments: 1 },
        { installments: 2 },
        { ...CARD_DATA },
        { token: 'tok_1' },
        { token: 'tok_1', ...CARD_DATA, cvv: 'x' },
      ]);
    return `card_flow = ${request.card_flow}, payment_details = ${JSON.stringify(request.payment_details)}`;
  },
  function switchCountry(request, pick) {
    const country = pick(['BR', 'br', 'US', 'pt', ' BR', undefined]);
    const address = pick(['billing_address', 'shipping_address']);
    if (pick([true, false]) || !isObject(request[address])) {
      request[address] = pick([
        { country },
        { country, city: 'Lisboa' },
        { country, neighborhood: 'Centro', state: 'SP', zip_code: '01310-100' },
      ]);
    } else request[address].country = country;
    if (country === undefined) delete request[address].country;
    return `${address} = ${JSON.stringify(request[address])}`;
  },
  function forbiddenDetail(request, pick) {
    if (!isObject(request.payment_details)) request.payment_details = {};
    const key = pick(KNOWN.payment_details);
    request.payment_details[key] = key in CARD_DATA ? CARD_DATA[key] : pick(EDGES[key] ?? GENERIC);
    return `payment_details.${key} = ${JSON.stringify(request.payment_details[key])}`;
  },
];

// Targeted edits: one field of the rules (or a pair a rule reads together) set to an edge of its rule,
// on a valid request of the method and flow where the field is allowed, so every rule is reached as
// often as every other (a random edit mostly lands on fields of another method, refused as
// forbidden).
const thisYear = Number(yearFromNow(0));
const month = (offset) => String(((thisMonth - 1 + offset + 12) % 12) + 1).padStart(2, '0');
const field = (base, path, values) => ({ base, path, values });
const TARGETED = [
  ...['amount', 'currency', 'product_type', 'submerchant_id', 'shipping_amount', 'metadata'].map((key) =>
    field('any', key, EDGES[key]),
  ),
  ...['name', 'email', 'tax_id', 'phone', 'type', 'birthdate'].map((key) =>
    field('any', `customer.${key}`, EDGES[key]),
  ),
  ...['name', 'quantity', 'unit_price', 'tangible', 'description', 'category', 'code'].map((key) =>
    field('any', `items.0.${key}`, EDGES[key]),
  ),
  ...[
    'number',
    'holder_name',
    'expiration_month',
    'expiration_year',
    'cvv',
    'token',
    'installments',
    'statement_descriptor',
  ].map((key) => field('credit_card', `payment_details.${key}`, EDGES[key])),
  field('debit_card', 'payment_details.installments', EDGES.installments),
  field('debit_card', 'payment_details.number', [...EDGES.number, 1]),
  field('hosted_credit', 'payment_details.installments', EDGES.installments),
  field('hosted_debit', 'payment_details.installments', EDGES.installments),
  field('hosted_credit', 'card_flow', EDGES.card_flow),
  field('pix', 'payment_details.expires_in_seconds', EDGES.expires_in_seconds),
  field('pix', 'card_flow', EDGES.card_flow),
  ...['due_date', 'instructions', 'document_number'].map((key) =>
    field('boleto', `payment_details.${key}`, EDGES[key]),
  ),
  ...['country', 'street', 'complement', 'neighborhood', 'city', 'state', 'zip_code'].flatMap((key) => [
    field('credit_card', `billing_address.${key}`, EDGES[key]),
    field('pix', `shipping_address.${key}`, EDGES[key]),
  ]),
  field('credit_card', 'billing_address.number', ['', '1000', long(20), long(21)]),
  ...['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company'].map((key) =>
    field('credit_card', `split.0.${key}`, key === 'type' ? ['fixed', 'percentage', 'Fixed'] : EDGES[key]),
  ),
  {
    base: 'any',
    path: 'split',
    apply: (request, pick) => (request.split = pick(splitEdges(request.amount))),
  },
  // The card expiry: month and year read together.
  {
    base: 'credit_card',
    path: 'expiry',
    apply(request, pick) {
      const [year, expiry] = pick([
        [thisYear, month(0)],
        [thisYear, month(-1)],
        [thisYear, month(1)],
        [thisYear - 1, '12'],
        [thisYear + 1, '01'],
        [thisYear + 20, '12'],
        [thisYear + 21, '01'],
      ]);
      Object.assign(request.payment_details, { expiration_year: String(year), expiration_month: expiry });
    },
  },
  // The CVV's length goes with the brand.
  {
    base: 'credit_card',
    path: 'brand and cvv',
    apply(request, pick) {
      request.payment_details.number = pick([
        '378282246310005',
        '3714 496353 98431',
        '4111111111111111',
        '6362970000457013',
      ]);
      request.payment_details.cvv = pick(['123', '1234']);
    },
  },
  // Card data beside a token is ignored, whatever it holds.
  {
    base: 'credit_card',
    path: 'token with card data',
    apply(request, pick) {
      request.payment_details.token = 'tok_1';
      const key = pick(['number', 'holder_name', 'expiration_month', 'expiration_year', 'cvv']);
      request.payment_details[key] = pick([null, 1, '', 'x', {}]);
    },
  },
  // Who must send a billing address, and a tax id.
  {
    base: 'any',
    path: 'product and billing address',
    apply(request, pick) {
      request.product_type = pick(['physical', 'digital']);
      if (pick([true, false])) delete request.billing_address;
    },
  },
  {
    base: 'any',
    path: 'buyer country and tax id',
    apply(request, pick) {
      request.billing_address = pick([
        { country: 'US' },
        { country: 'BR', neighborhood: 'Centro', state: 'SP', zip_code: '01310-100' },
        { neighborhood: 'Centro', state: 'sp', zip_code: '01310100' },
      ]);
      request.customer.type = pick(['individual', 'company']);
      const taxId = pick([
        undefined,
        '529.982.247-25',
        '11.222.333/0001-81',
        '12.abc.345/01de-35',
        'P1234567',
      ]);
      if (taxId === undefined) delete request.customer.tax_id;
      else request.customer.tax_id = taxId;
    },
  },
];
const BASES = {
  credit_card: VALID_REQUESTS.credit_card,
  debit_card: () => ({ ...VALID_REQUESTS.debit_card(), payment_details: { ...CARD_DATA, installments: 3 } }),
  hosted_credit: VALID_REQUESTS.hosted_credit,
  hosted_debit: VALID_REQUESTS.hosted_debit,
  pix: VALID_REQUESTS.pix,
  boleto: VALID_REQUESTS.boleto,
};

/** Sets `path` (dotted) in `request`, making the objects on the way. */
function setPath(request, path, value) {
  const keys = path.split('.');
  let holder = request;
  for (const key of keys.slice(0, -1)) {
    if (typeof holder[key] !== 'object' || holder[key] === null) holder[key] = {};
    holder = holder[key];
  }
  holder[keys.at(-1)] = structuredClone(value);
}

const randomSource = (stream) => {
  const numbers = stream[Symbol.iterator]();
  return (list) => list[numbers.next().value % list.length];
};

/** A targeted edit (half of them) or one to three random ones; `pick` draws from fast-check's source. */
const mutated = fc.oneof(
  fc
    .tuple(validChargeRequest, fc.nat(TARGETED.length - 1), fc.infiniteStream(fc.nat()), fc.boolean())
    .map(([any, index, stream, more]) => {
      const pick = randomSource(stream);
      const edit = TARGETED[index];
      const request = edit.base === 'any' ? structuredClone(any) : BASES[edit.base]();
      if (edit.apply) edit.apply(request, pick);
      else setPath(request, edit.path, pick(edit.values));
      const value = edit.apply ? '' : ` = ${JSON.stringify(pathValue(request, edit.path))?.slice(0, 80)}`;
      const description = [`${edit.base}: ${edit.path}${value}`];
      if (more) description.push(MUTATIONS[pick(MUTATIONS.map((_, i) => i))](request, pick));
      return { request: json(request), description: description.join('; ') };
    }),
  fc
    .tuple(
      fc.oneof(validChargeRequest, fc.constantFrom(...Object.values(VALID_REQUESTS).map((make) => make()))),
      fc.array(fc.tuple(fc.nat(MUTATIONS.length - 1), fc.infiniteStream(fc.nat())), {
        minLength: 1,
        maxLength: 3,
      }),
    )
    .map(([valid, steps]) => {
      const request = structuredClone(valid);
      const done = steps.map(([index, stream]) => MUTATIONS[index](request, randomSource(stream)));
      return { request: json(request), description: done.join('; ') };
    }),
);

function pathValue(request, path) {
  return path.split('.').reduce((value, key) => value?.[key], request);
}

// ---------------------------------------------------------------------------------------------
// The inputs and the comparison.

const examplesFolder = resolve(root, 'docs', 'examples', 'requests');
const groups = {
  'docs/examples/requests': readdirSync(examplesFolder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      request: JSON.parse(readFileSync(resolve(examplesFolder, name), 'utf8')),
      description: name,
    })),
  'test/fixtures (VALID_REQUESTS)': Object.entries(VALID_REQUESTS).map(([name, make]) => ({
    request: json(make()),
    description: name,
  })),
  'test/fixtures (validChargeRequest samples)': fc
    .sample(validChargeRequest, { numRuns: 300, seed: SEED })
    .map((request, index) => ({ request: json(request), description: `sample ${index}` })),
  'fast-check mutations': fc.sample(mutated, { numRuns: COUNT, seed: SEED }),
};

let total = 0;
let agreed = 0;
const disagreements = [];
for (const [group, inputs] of Object.entries(groups)) {
  let groupAgreed = 0;
  let valid = 0;
  for (const { request, description } of inputs) {
    const result = ours(request);
    const expected = result.ok;
    const answer = theirs(request);
    if (expected) valid++;
    if (answer === expected) groupAgreed++;
    else
      disagreements.push({
        group,
        description,
        expected,
        answer,
        issues: result.ok ? [] : result.issues,
        request,
      });
  }
  total += inputs.length;
  agreed += groupAgreed;
  console.log(
    `${group}: ${groupAgreed}/${inputs.length} agree (${((100 * groupAgreed) / inputs.length).toFixed(2)}%; ${valid} valid, ${inputs.length - valid} invalid for validateChargeRequest)`,
  );
}
console.log(`overall: ${agreed}/${total} agree (${((100 * agreed) / total).toFixed(2)}%)`);
for (const { group, description, expected, answer, issues, request } of disagreements.slice(0, SHOWN)) {
  console.log(`\n[${group}] ${description}`);
  console.log(
    `  validateChargeRequest: ${expected ? 'valid' : 'invalid'}; valibot (same rules): ${answer ? 'valid' : 'invalid'}`,
  );
  for (const issue of issues.slice(0, 4)) console.log(`  ${issue.code} ${issue.path}: ${issue.message}`);
  if (process.argv.includes('--verbose')) console.log(`  ${JSON.stringify(request)}`);
}
process.exitCode = agreed / total >= 0.99 ? 0 : 1;
