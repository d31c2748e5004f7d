// `npm start` (after the build): a tour of the library through its CLI, run on docs/examples/: the
// fields a form needs, requests validated, splits, the public methods, the PIX code and boleto line a
// provider hands back checked against their charges, a charge's events replayed into balances, and
// what a charge with a due date costs on a given day, and the plan of a Pix Automático subscription.
// Every block shows the command it runs, so a newcomer can copy it and try variations.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const cli = resolve(root, 'dist', 'cli.js');
const examples = resolve(root, 'docs', 'examples');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const show = (path) => relative(root, path);
// The examples are valid at a fixed instant (docs/examples/clock.json), so the tour answers the
// same on any day.
const { now } = readJson(resolve(examples, 'clock.json'));

// Colour only when the demo itself is on a terminal (the CLI decides the same way for its output).
const color = process.stdout.isTTY && process.env.NO_COLOR === undefined;
const bold = (text) => (color ? `\u001b[1m${text}\u001b[22m` : text);
const dim = (text) => (color ? `\u001b[2m${text}\u001b[22m` : text);

const failures = [];

/** An argument as a shell reads it back: quoted when it holds a space or a character like `*`. */
const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`);

/** Runs one CLI command with the demo's stdout and stderr; exit 1 (invalid input) is part of the tour. */
function run(args) {
  console.log(dim(`$ charge-rules ${args.map(quote).join(' ')}`));
  const { status, error } = spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' });
  if (error || (status !== 0 && status !== 1))
    failures.push(`charge-rules ${args.join(' ')} → ${error ?? status}`);
  console.log();
  return status;
}

function section(title, text) {
  console.log(bold(`━━ ${title} ━━`));
  console.log(`${text}\n`);
}

console.log(bold('charge-rules: the domain rules of a Brazilian charge-creation interface'));
console.log('A tour on docs/examples/. Each block is a command you can run with npx charge-rules.\n');

section(
  '1. Which fields does a checkout form need?',
  'resolveRequiredFields, for a buyer country and what is known of the charge (docs/examples/field-queries.json).',
);
for (const { country, context } of readJson(resolve(examples, 'field-queries.json'))) {
  const args = ['fields', country];
  if (context.payment_method) args.push('--method', context.payment_method);
  if (context.product_type) args.push('--product-type', context.product_type);
  if (context.card_flow === 'hosted') args.push('--hosted');
  run(args);
}

section(
  '2. Validating charge requests',
  'validateChargeRequest on each body in docs/examples/requests/: ✓ with a summary (card data redacted),\n' +
    'or every issue at once with its code and path (exit code 1).',
);
const requests = readdirSync(resolve(examples, 'requests'))
  .filter((file) => file.endsWith('.json'))
  .sort();
const splits = [];
for (const file of requests) {
  const path = resolve(examples, 'requests', file);
  // The Brazilian buyer's issues in Portuguese: messages exist in en and pt-BR.
  const locale = file.includes('brazilian') ? ['--locale', 'pt-BR'] : [];
  const status = run(['validate', show(path), '--now', now, ...locale]);
  const request = readJson(path);
  if (status === 0 && Array.isArray(request.split)) splits.push({ path, amount: request.amount });
}

const merchantPath = resolve(examples, 'merchant.json');
const { mdr } = readJson(merchantPath);
section(
  '3. Split breakdowns',
  `computeSplit on the valid requests that carry a split, with the MDR of ${show(merchantPath)}\n` +
    `(rate ${mdr.rate} + ${mdr.fixed} centavos fixed): exact shares, largest-remainder rounding, the fee taken\n` +
    'from the first recipient, and what stays with the master account.',
);
for (const { path, amount } of splits) {
  run(['split', '--amount', String(amount), '--mdr', mdr.rate, '--mdr-fixed', String(mdr.fixed), show(path)]);
}
run([
  'split',
  '--amount',
  '9999',
  '--mdr',
  mdr.rate,
  '--mdr-fixed',
  '50',
  show(resolve(examples, 'splits', 'marketplace.json')),
]);

section(
  '4. Public payment methods',
  `listPublicPaymentMethods: what GET /v1/public/payment-methods answers for ${show(merchantPath)}.`,
);
run(['methods', show(merchantPath)]);

// What the provider handed back for two of the requests above, checked against each charge.
const answersPath = resolve(examples, 'provider-answers.json');
const answers = readJson(answersPath);
const pixRequest = readJson(resolve(examples, answers.pix.request));
section(
  '5. The PIX code a provider hands back',
  `parsePixCode reads the BR Code given for ${answers.pix.request} (${show(answersPath)}),\n` +
    'and checkProviderAnswer checks it against that charge: the amount, and a dynamic code for a charge\n' +
    "that expires. The Manual do BR Code's static example is refused for it, each problem with where it is.",
);
const pixCharge = ['--amount', String(pixRequest.amount)];
if (pixRequest.payment_details?.expires_in_seconds !== undefined) pixCharge.push('--expiring');
run(['pix', ...pixCharge, answers.pix.qr_code]);
run(['pix', ...pixCharge, answers.pix_static]);

const boletoRequest = readJson(resolve(examples, answers.boleto.request));
section(
  '6. The boleto line a provider hands back',
  `parseBoleto reads the digitable line given for ${answers.boleto.request}, every check digit checked,\n` +
    'and checks its amount and due-date factor against the charge (the factor repeats every 9000 days:\n' +
    'the date nearest the reference is picked).',
);
run([
  'boleto',
  answers.boleto.line,
  '--amount',
  String(boletoRequest.amount),
  '--due-date',
  boletoRequest.payment_details.due_date,
  '--reference',
  now.slice(0, 10),
]);

const historyPath = resolve(examples, 'histories', 'marketplace.json');
section(
  '7. A charge after checkout: its events and the balances',
  `applyChargeEvent on each event of ${show(historyPath)}, in order: paid, a late\n` +
    'pending (ignored), a refund delivered twice (applied once), a chargeback; then what each recipient\n' +
    'settled, gave back and keeps.',
);
run(['events', '--mdr', mdr.rate, '--mdr-fixed', String(mdr.fixed), show(historyPath)]);

const dueTermsPath = resolve(examples, 'due-terms.json');
section(
  '8. A charge with a due date',
  `computeAmountDue on the rent of ${show(dueTermsPath)}: due Sunday 2026-11-15 (a holiday), so due\n` +
    'Monday for the payer; R$2.00 off a day before it, a rebate always, a late fee and interest over\n' +
    'business days after it (20 November is a holiday too). Paid a week late:',
);
run(['due', '--terms', show(dueTermsPath), '--on', now.slice(0, 10)]);

const planPath = resolve(examples, 'recurrence', 'gym-monthly.json');
section(
  '9. A Pix Automático subscription',
  `planRecurrence on ${show(planPath)}: from 31 January, shorter months fall due on\n` +
    'their last day; each instruction is sent 10 to 2 days before; three retries within seven days.',
);
run(['recurrence', '--plan', show(planPath), '--count', '4']);

if (failures.length > 0) {
  console.error(`npm start: ${failures.length} command(s) failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
