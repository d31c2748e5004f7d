import { type AmountDue, computeAmountDue, type DueTerms, formatBRL, type Locale } from '../../index.js';
import { reportLibraryFailure } from '../after-charge.js';
import { readLocale } from '../args.js';
import { type CommandContext, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXAMPLE_DUE_TERMS, piped } from '../examples.js';
import { EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows, localeRow } from '../help.js';
import { readJsonInput } from '../io.js';
import { HINTS_HELP_ROW } from '../issues.js';
import { type Row, RULE, renderTable } from '../table.js';

const NAME = 'due';

const HELP = `Usage: charge-rules due --terms FILE|- --on DATE [options]

Shows what a charge with a due date (a boleto, or a PIX with payment_details.due_date) costs on
the day it is paid, exactly in centavos: the original amount, the rebate, the early-payment
discount, the late fee and the interest, and the amount they add up to; the due date rolled to
the payer's next business day, and the last day the charge can be paid.

FILE (or stdin, with "-") holds the terms as JSON: the request's amount and its payment details,
{ "amount": 120000, "due_date": "2026-03-10", "late_fee": {...}, "interest": {...}, ... }.

Options:
${helpRows([
  ['--terms FILE|-', 'the terms, as JSON; "-" reads stdin'],
  ['--on DATE', 'the day of payment, YYYY-MM-DD (the CLI never reads the clock)'],
  ['--state UF', "the payer's state, like SP: its own holidays are not business days"],
  [
    '--holidays DATES|FILE',
    "more days without banking for the payer (its municipality's): dates joined by commas, or a JSON file holding an array of them",
  ],
  localeRow('language of the messages and amounts'),
  ['--json', "print the library's result as JSON"],
  HINTS_HELP_ROW,
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 the amount is printed, 1 the terms are refused or the charge can no longer be paid
on that day (CHARGE_EXPIRED), 2 usage error or unreadable input.

Examples:
  ${piped(EXAMPLE_DUE_TERMS, 'due --terms - --on 2026-03-25')}
  ${piped(EXAMPLE_DUE_TERMS, 'due --terms - --on 2026-03-05 --locale pt-BR')}
  ${piped(EXAMPLE_DUE_TERMS, 'due --terms - --on 2026-03-11 --state SP --holidays 2026-03-10')}
  ${piped(EXAMPLE_DUE_TERMS, 'due --terms - --on 2026-04-10 --json')}`;

// The options computeAmountDue refuses are the command's flags: a usage error naming the flag.
const FLAG_ERRORS: readonly (readonly [path: string, message: string])[] = [
  ['options.paymentDate', '--on must be a date written YYYY-MM-DD.'],
  ['options.state', "--state must be a Brazilian state's two letters, like SP."],
  [
    'options.holidays',
    '--holidays must be dates written YYYY-MM-DD joined by commas, or a JSON file holding an array of at most 1000 of them.',
  ],
];

const DATE_LIST = /^\d{4}-\d{2}-\d{2}(?:,\d{4}-\d{2}-\d{2})*$/;

/** `charge-rules due`: computeAmountDue as a breakdown. */
export const dueCommand = defineCommand({
  name: NAME,
  summary: 'what a charge with a due date costs on the day it is paid, part by part',
  help: HELP,
  options: {
    terms: { type: 'string' },
    on: { type: 'string' },
    state: { type: 'string' },
    holidays: { type: 'string' },
    locale: { type: 'string' },
    json: { type: 'boolean' },
    hints: { type: 'boolean' },
  },
  positionals: 0,
  async run({ values }, context) {
    const locale = readLocale(NAME, values.locale);
    if (values.terms === undefined)
      throw usageError(NAME, '--terms is required: a JSON file, or "-" for stdin.');
    if (values.on === undefined) throw usageError(NAME, '--on is required: the day of payment, YYYY-MM-DD.');
    if (values.holidays === '-' && values.terms === '-')
      throw usageError(NAME, 'only one of --terms and --holidays can read stdin.');
    const holidays = await readHolidays(values.holidays, context);
    const terms = (await readJsonInput(NAME, values.terms, context.stdin)).value as DueTerms;
    const result = computeAmountDue(terms, {
      paymentDate: values.on,
      locale,
      ...(values.state === undefined ? {} : { state: values.state }),
      ...(holidays === undefined ? {} : { holidays }),
    });
    const flagError = result.ok ? undefined : FLAG_ERRORS.find(([path]) => refusesOption(result, path));
    if (flagError !== undefined) throw usageError(NAME, flagError[1]);
    if (!result.ok) return reportLibraryFailure(context.out, values, result);
    if (values.json) context.out.json(result);
    else printBreakdown(context, result, { on: values.on, written: terms.due_date, locale });
    return EXIT_OK;
  },
});

function refusesOption(result: { readonly issues?: readonly { path: string }[] }, path: string): boolean {
  return (result.issues ?? []).some((issue) => issue.path === path || issue.path.startsWith(`${path}.`));
}

// Dates joined by commas are taken as typed (the library judges each); anything else names a file.
async function readHolidays(
  value: string | undefined,
  context: CommandContext,
): Promise<string[] | undefined> {
  if (value === undefined) return undefined;
  if (DATE_LIST.test(value)) return value.split(',');
  const read = await readJsonInput(NAME, value, context.stdin);
  return read.value as string[];
}

interface Shown {
  /** The day of payment. */
  readonly on: string;
  /** The due date as the terms write it, before it rolls. */
  readonly written: string;
  readonly locale: Locale;
}

function printBreakdown(context: CommandContext, due: AmountDue, shown: Shown): void {
  const { out } = context;
  const { colors } = out;
  const money = (centavos: number) => formatBRL(centavos, { locale: shown.locale });
  // Every part, even a zero one: the reader sees which terms did not apply on that day.
  const part = (name: string, sign: '-' | '+', centavos: number): Row =>
    centavos === 0 ? [name, money(0), '0'] : [name, `${sign} ${money(centavos)}`, `${sign}${centavos}`];
  const rows: Row[] = [
    ['original', money(due.original), String(due.original)],
    part('rebate', '-', due.rebate),
    part('discount', '-', due.discount),
    part('late fee', '+', due.late_fee),
    part('interest', '+', due.interest),
    RULE,
    [
      { text: 'amount due', style: colors.bold },
      { text: money(due.amount), style: colors.yellow },
      String(due.amount),
    ],
  ];
  out.line(`${colors.bold('Amount due')} on ${shown.on} for a charge due ${shown.written}`);
  out.line();
  const columns = [
    { header: 'part' },
    { header: 'amount', align: 'right' as const },
    { header: 'centavos', align: 'right' as const },
  ];
  for (const line of renderTable(columns, rows, colors, '  ')) out.line(line);
  out.line();
  const rolled =
    due.due_date === shown.written ? '' : ` (${shown.written} is not a business day for the payer)`;
  out.line(`  due date          ${due.due_date}${rolled}`);
  out.line(`  last payable day  ${due.last_payment_date}`);
}
