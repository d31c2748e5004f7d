// `npm start` (after the build): a tour of the library through its CLI, run on docs/examples/.
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

/** Runs one CLI command with the demo's stdout and stderr; exit 1 (invalid input) is part of the tour. */
function run(args) {
  console.log(dim(`$ charge-rules ${args.join(' ')}`));
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

if (failures.length > 0) {
  console.error(`npm start: ${failures.length} command(s) failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
