// Resource limits, measured on the built package: how long each export takes to refuse an input
// built to exhaust it (a 10 MB string, a 10^6-element array, 10^4 levels of nesting…), and that it
// does so without a stack overflow. Prints the median of several runs; not a timed test.
//
//   npm run build && node bench/limits.mjs
//
// The budget stated in SECURITY.md is "well under 50 ms" per call; a row over it is marked.
import {
  authorizePublicRequest,
  computeSplit,
  detectCardBrand,
  LIMITS,
  listPublicPaymentMethods,
  prepareSplit,
  redactChargeRequest,
  resolveRequiredFields,
  toProblemDetails,
  validateChargeRequest,
} from '../dist/index.js';

const RUNS = Number(process.env.LIMITS_RUNS ?? 7);
const BUDGET_MS = 50;
const MB10 = 10 * 1024 * 1024;

function pixRequest() {
  return {
    amount: 5000,
    currency: 'BRL',
    product_type: 'digital',
    customer: {
      name: 'Maria da Silva',
      email: 'maria@example.com.br',
      tax_id: '529.982.247-25',
      type: 'individual',
    },
    items: [{ name: 'Assinatura mensal', quantity: 1, unit_price: 5000, tangible: false }],
    payment_method: 'pix',
    payment_details: { expires_in_seconds: 3600 },
  };
}

function nested(depth, key, leaf) {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { [key]: value };
  return value;
}

function nestedArrays(depth) {
  let value = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const RULE = { recipient_id: ID, recipient_type: 'merchant', type: 'fixed', amount: 1 };
const ITEM = { name: 'x', quantity: 1, unit_price: 1, tangible: true };
const HUGE = 'x'.repeat(MB10);
const HUGE_DIGITS = '4'.repeat(MB10);

/** What a validation result says, shortly: the codes and paths of its first issues. */
function describeValidation(result) {
  if (result.ok) return 'ok (accepted!)';
  const shown = result.issues.slice(0, 2).map((issue) => `${issue.code} ${issue.path || '(root)'}`);
  const more = result.issues.length > 2 ? ` +${result.issues.length - 2}` : '';
  return `${shown.join(', ')}${more}`;
}

const scenarios = [
  // validateChargeRequest: the validation walk cuts strings and arrays one past their limit.
  [
    'validateChargeRequest',
    '10 MB string in customer.name',
    () => ({ ...pixRequest(), customer: { ...pixRequest().customer, name: HUGE } }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '10 MB string in metadata',
    () => ({ ...pixRequest(), metadata: { note: HUGE } }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '10 MB key (an unknown field)',
    () => ({ ...pixRequest(), [HUGE]: 1 }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '10^6-element items',
    () => ({ ...pixRequest(), items: new Array(1_000_000).fill(ITEM) }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '10^6-element split',
    () => ({ ...pixRequest(), split: new Array(1_000_000).fill(RULE) }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    'items of length 2^32-1 (sparse)',
    () => {
      const items = [];
      items.length = 2 ** 32 - 1;
      return { ...pixRequest(), items };
    },
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '10^4-deep metadata',
    () => ({ ...pixRequest(), metadata: nested(10_000, 'a', 1) }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '10^4-deep metadata arrays',
    () => ({ ...pixRequest(), metadata: { a: nestedArrays(10_000) } }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '10^4-deep object under customer',
    () => ({ ...pixRequest(), customer: nested(10_000, 'customer', 1) }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '10^5 metadata keys',
    () => ({
      ...pixRequest(),
      metadata: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])),
    }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  // Every unknown field costs a hint search and an issue.
  [
    'validateChargeRequest',
    '10^4 unknown top-level fields',
    () =>
      Object.assign(pixRequest(), Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 1]))),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  [
    'validateChargeRequest',
    '500 items × 100 unknown fields',
    () => ({
      ...pixRequest(),
      items: new Array(500).fill(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`u${i}`, 1]))),
    }),
    (input) => describeValidation(validateChargeRequest(input)),
  ],
  // The other exports.
  [
    'redactChargeRequest',
    '10^4-deep object',
    () => nested(10_000, 'a', '4111111111111111'),
    (input) => String(JSON.stringify(redactChargeRequest(input)).includes('[truncated]')),
  ],
  [
    'redactChargeRequest',
    '10^6-element array',
    () => new Array(1_000_000).fill('4111111111111111'),
    (input) => `${redactChargeRequest(input).length} entries kept`,
  ],
  [
    'redactChargeRequest',
    '10 MB string (card-number scan)',
    () => ({ metadata: { note: HUGE_DIGITS } }),
    (input) => `${redactChargeRequest(input).metadata.note.length} characters`,
  ],
  [
    'authorizePublicRequest',
    '10 MB header',
    () => `Basic ${HUGE}`,
    (input) => authorizePublicRequest(input).code,
  ],
  [
    'authorizePublicRequest',
    '10 MB header of a secret key',
    () => `sk_${HUGE}`,
    (input) => authorizePublicRequest(input).code,
  ],
  [
    'computeSplit',
    '10^6 rules',
    () => new Array(1_000_000).fill(RULE),
    (input) => computeSplit(100, input, 0).issues?.[0]?.code,
  ],
  [
    'computeSplit',
    '10 MB decimal rate',
    () => `0.${'1'.repeat(MB10)}`,
    (input) => computeSplit(100, [], input).code,
  ],
  [
    'prepareSplit',
    '10^6 rules',
    () => new Array(1_000_000).fill(RULE),
    (input) => prepareSplit(input, 0).code,
  ],
  [
    'listPublicPaymentMethods',
    '10^6 methods',
    () => ({ methods: new Array(1_000_000).fill({ type: 'pix' }) }),
    (input) => listPublicPaymentMethods(input).code,
  ],
  [
    'toProblemDetails',
    'issues of length 2^32-1 (sparse)',
    () => {
      const issues = [];
      issues.length = 2 ** 32 - 1;
      return { ok: false, issues };
    },
    (input) => `${toProblemDetails(input).errors.length} errors`,
  ],
  [
    'resolveRequiredFields',
    '10 MB country',
    () => HUGE,
    (input) => {
      const result = resolveRequiredFields(input);
      return result.ok ? 'accepted!' : result.code;
    },
  ],
  ['detectCardBrand', '10 MB of digits', () => HUGE_DIGITS, (input) => detectCardBrand(input)],
];

function measure(build, act) {
  const input = build();
  let outcome;
  try {
    outcome = act(input);
  } catch (error) {
    return { outcome: `THREW ${error?.name}: ${error?.message}`, times: [] };
  }
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    act(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { outcome, times };
}

const rows = [];
for (const [name, what, build, act] of scenarios) {
  const { outcome, times } = measure(build, act);
  const median = times[Math.floor(times.length / 2)];
  rows.push({
    export: name,
    input: what,
    'median ms': median === undefined ? '-' : median.toFixed(2),
    'max ms': times.length === 0 ? '-' : (times.at(-1) ?? 0).toFixed(2),
    budget: median !== undefined && median < BUDGET_MS ? 'ok' : 'OVER',
    outcome: String(outcome).slice(0, 70),
  });
}

console.log(
  `Limits in force: items ${LIMITS.items}, split ${LIMITS.split}, metadata ${JSON.stringify(LIMITS.metadata)}`,
);
console.log(
  `Node ${process.version}, median of ${RUNS} runs after one warm-up; budget ${BUDGET_MS} ms per call.\n`,
);
console.table(rows);
const over = rows.filter((row) => row.budget === 'OVER');
if (over.length > 0)
  console.log(
    `\n${over.length} case(s) over budget: ${over.map((row) => `${row.export} / ${row.input}`).join('; ')}`,
  );
