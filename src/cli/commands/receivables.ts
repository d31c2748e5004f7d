import { formatBRL, PAYMENT_METHODS, type PaymentMethod, planReceivables } from '../../index.js';
import { readCommandSplit, reportLibraryFailure, SPLIT_FLAGS, SPLIT_HELP_ROWS } from '../after-charge.js';
import { oneOf } from '../args.js';
import { type Command, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXAMPLE_RULES, piped } from '../examples.js';
import { EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows } from '../help.js';
import { type Row, renderTable } from '../table.js';

const NAME = 'receivables';

const HELP = `Usage: charge-rules receivables --method METHOD --confirmed DATE [options] [FILE|-]

Plans the receivables of a split charge: per recipient and for the master account, each
installment's amount and its due date, a business day in Brasília (weekends, national holidays,
Carnival, Good Friday and Corpus Christi skipped).

FILE (or stdin) holds the split rules as for "charge-rules split".

Options:
${helpRows([
  ['--method METHOD', `the payment method: ${PAYMENT_METHODS.join(', ')}`],
  ['--installments N', 'credit card installments, 1 to 24 (default: 1)'],
  [
    '--confirmed DATE',
    'when the payment was confirmed: YYYY-MM-DD (noon in Brasília) or an ISO date-time with its offset',
  ],
  [
    '--settlement-days N',
    'days to settlement for the method (default: credit 30 per installment, debit 1, PIX 0, boleto 1)',
  ],
  ['--holiday DATE', 'a state or city holiday, YYYY-MM-DD; repeat for more'],
  ...SPLIT_HELP_ROWS,
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 planned, 1 the split or the plan is refused, 2 usage error or unreadable input.

Examples:
  ${piped(EXAMPLE_RULES, 'receivables --amount 9999 --mdr 0.0299 --method credit_card --installments 3 --confirmed 2026-01-15')}
  ${piped(EXAMPLE_RULES, 'receivables --amount 9999 --method pix --confirmed 2026-04-03T18:00:00-03:00 --holiday 2026-04-06')}`;

/** `charge-rules receivables`: planReceivables with a table. */
export const receivablesCommand: Command = defineCommand({
  name: NAME,
  summary: 'plan the receivables of a split charge, by business day',
  help: HELP,
  options: {
    ...SPLIT_FLAGS,
    method: { type: 'string' },
    installments: { type: 'string' },
    confirmed: { type: 'string' },
    'settlement-days': { type: 'string' },
    holiday: { type: 'string', multiple: true },
  },
  positionals: 1,
  async run({ values, positionals }, context) {
    const method = oneOf(NAME, '--method', values.method, PAYMENT_METHODS) as PaymentMethod | undefined;
    if (method === undefined)
      throw usageError(NAME, `--method is required: one of ${PAYMENT_METHODS.join(', ')}.`);
    const confirmedText = values.confirmed;
    if (confirmedText === undefined)
      throw usageError(NAME, '--confirmed is required: YYYY-MM-DD or an ISO date-time.');
    const confirmedAt = new Date(
      /^\d{4}-\d{2}-\d{2}$/.test(confirmedText) ? `${confirmedText}T12:00:00-03:00` : confirmedText,
    );
    if (Number.isNaN(confirmedAt.getTime())) {
      throw usageError(
        NAME,
        '--confirmed must be YYYY-MM-DD or an ISO date-time such as 2026-02-13T10:00:00-03:00.',
      );
    }
    const whole = (option: string, text: string | undefined) => {
      if (text === undefined) return undefined;
      if (!/^\d+$/.test(text)) throw usageError(NAME, `${option} must be a whole number.`);
      return Number(text);
    };
    const installments = whole('--installments', values.installments);
    const days = whole('--settlement-days', values['settlement-days']);
    const { result: split, locale } = await readCommandSplit(NAME, values, positionals[0], context.stdin);
    if (!split.ok) {
      return reportLibraryFailure(context.out, values, split);
    }
    const result = planReceivables(split, {
      payment_method: method,
      confirmedAt,
      locale,
      ...(installments === undefined ? {} : { installments }),
      ...(days === undefined ? {} : { settlementDays: { [method]: days } }),
      ...(values.holiday === undefined ? {} : { extraHolidays: values.holiday }),
    });
    if (!result.ok) return reportLibraryFailure(context.out, values, result);
    if (values.json) {
      context.out.json(result);
      return EXIT_OK;
    }
    const { colors } = context.out;
    context.out.line(
      `${colors.bold('Receivables')} of ${formatBRL(split.amount, { locale })} by ${method}${installments === undefined ? '' : ` in ${installments} installment${installments === 1 ? '' : 's'}`}, confirmed ${confirmedText}`,
    );
    context.out.line();
    const rows: Row[] = result.receivables.map((receivable) => [
      receivable.recipient_id ?? { text: 'master account', style: colors.dim },
      String(receivable.installment),
      receivable.due_date,
      String(receivable.amount),
      receivable.mode,
    ]);
    const columns = [
      { header: 'recipient' },
      { header: 'installment', align: 'right' as const },
      { header: 'due date' },
      { header: 'amount', align: 'right' as const },
      { header: 'mode' },
    ];
    for (const line of renderTable(columns, rows, colors, '  ')) context.out.line(line);
    return EXIT_OK;
  },
});
