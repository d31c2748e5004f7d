import {
  formatBRL,
  INSTALLMENT_METHODS,
  type InstallmentOffer,
  type Locale,
  quoteInstallments,
  ROUNDING_MODES,
} from '../../index.js';
import { centavosOption, oneOf, readLocale } from '../args.js';
import { type Command, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXIT_INVALID, EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows, localeRow, MAX_AMOUNT_ROW } from '../help.js';
import { renderIssues } from '../issues.js';
import { type Column, renderTable } from '../table.js';

const NAME = 'installments';

const HELP = `Usage: charge-rules installments --amount N --max N [options]

Lists the installment offers a checkout shows for an amount, computed exactly by the library:
per number of installments, the installment, the first installment (it absorbs the rounding, so
the installments add up to the total to the centavo), the total, the interest, and the effective
cost (CET) a month and a year.

Options:
${helpRows([
  ['--amount N', 'the amount in centavos, e.g. 10000 for R$100.00'],
  ['--max N', 'the most installments to offer, 1 to 24'],
  ['--free N', 'offers with up to N installments bear no interest (default: 1)'],
  [
    '--rate RATE',
    'the monthly rate as a decimal fraction, e.g. 0.0199 for 1.99% a month (required when some offer bears interest)',
  ],
  ['--method METHOD', 'price (compound, Tabela Price; default) or simple (linear, for parity)'],
  ['--min N', 'the smallest installment in centavos; smaller offers are left out (1× stays)'],
  ['--shipping N', 'centavos of the amount that bear no interest, e.g. shipping (default: 0)'],
  ['--rounding MODE', 'how an exact half centavo rounds: half-even (default) or half-up'],
  MAX_AMOUNT_ROW,
  localeRow('language of the messages and amounts'),
  ['--json', "print the library's result as JSON"],
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 offers printed, 1 the amount is refused (the issue is printed), 2 usage error (e.g.
a rate that is not a fraction in [0, 1)).

Examples:
  charge-rules installments --amount 10000 --max 12 --free 3 --rate 0.0199
  charge-rules installments --amount 11500 --shipping 1500 --max 12 --free 3 --rate 0.0199 --min 1000
  charge-rules installments --amount 10000 --max 6 --free 6 --locale pt-BR`;

const COLUMNS: readonly Column[] = [
  { header: 'installments', align: 'right' },
  { header: 'installment', align: 'right' },
  { header: 'first', align: 'right' },
  { header: 'total', align: 'right' },
  { header: 'interest', align: 'right' },
  { header: 'interest free' },
  { header: 'CET a month', align: 'right' },
  { header: 'CET a year', align: 'right' },
];

/** `charge-rules installments`: quoteInstallments as a table. */
export const installmentsCommand: Command = defineCommand({
  name: NAME,
  summary: 'list the installment offers for an amount, exact to the centavo',
  help: HELP,
  options: {
    amount: { type: 'string' },
    max: { type: 'string' },
    free: { type: 'string' },
    rate: { type: 'string' },
    method: { type: 'string' },
    min: { type: 'string' },
    shipping: { type: 'string' },
    rounding: { type: 'string' },
    'max-amount': { type: 'string' },
    locale: { type: 'string' },
    json: { type: 'boolean' },
  },
  positionals: 0,
  async run({ values }, context) {
    const amount = centavosOption(NAME, '--amount', values.amount, 1);
    if (amount === undefined) throw usageError(NAME, '--amount is required.');
    const max = countOption('--max', values.max);
    if (max === undefined) throw usageError(NAME, '--max is required.');
    const free = countOption('--free', values.free);
    const minimum = centavosOption(NAME, '--min', values.min, 0);
    const shipping = centavosOption(NAME, '--shipping', values.shipping, 0);
    const method = oneOf(NAME, '--method', values.method, INSTALLMENT_METHODS);
    const rounding = oneOf(NAME, '--rounding', values.rounding, ROUNDING_MODES);
    const maxAmount = centavosOption(NAME, '--max-amount', values['max-amount'], 1);
    const locale: Locale = readLocale(NAME, values.locale);
    const result = quoteInstallments(amount, {
      maxInstallments: max,
      locale,
      ...(maxAmount === undefined ? {} : { maxAmount }),
      ...(free === undefined ? {} : { interestFreeUpTo: free }),
      // The rate goes to the library as typed: a decimal string, read exactly.
      ...(values.rate === undefined ? {} : { monthlyRate: values.rate }),
      ...(method === undefined ? {} : { method }),
      ...(minimum === undefined ? {} : { minInstallmentAmount: minimum }),
      ...(shipping === undefined ? {} : { interestFreeAmount: shipping }),
      ...(rounding === undefined ? {} : { rounding }),
    });
    // An amount the library refuses (over the maximum) is judged input, exit 1; any other failure
    // is about the flags: a usage error.
    if (!result.ok && result.code !== 'INVALID_INPUT') throw usageError(NAME, result.message);
    if (values.json) {
      context.out.json(result);
      return result.ok ? EXIT_OK : EXIT_INVALID;
    }
    if (!result.ok) {
      for (const line of renderIssues(result.issues ?? [], context.out.colors)) context.out.line(line);
      return EXIT_INVALID;
    }
    const money = (centavos: number) => formatBRL(centavos, { locale });
    const rows = result.offers.map((offer: InstallmentOffer) => [
      `${offer.installments}×`,
      money(offer.installment_amount),
      money(offer.first_installment_amount),
      money(offer.total),
      money(offer.interest),
      offer.interest_free ? 'yes' : 'no',
      percent(offer.cet_monthly),
      percent(offer.cet_yearly),
    ]);
    context.out.line(`Offers for ${money(amount)}:`);
    for (const line of renderTable(COLUMNS, rows, context.out.colors, '  ')) context.out.line(line);
    return EXIT_OK;
  },
});

function countOption(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const count =
    value.length <= 2 && [...value].every((digit) => digit >= '0' && digit <= '9') ? Number(value) : -1;
  if (value === '' || count < 0 || count > 24)
    throw usageError(NAME, `${option} must be a whole number from 0 to 24.`);
  return count;
}

/** A decimal fraction as a percentage, by moving the point: exact, never through a float. */
function percent(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const digits = `${whole}${decimals.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const integer = String(Number(digits.slice(0, point)));
  const rest = digits.slice(point);
  return `${integer}${rest === '' ? '' : `.${rest}`}%`;
}
