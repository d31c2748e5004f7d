import { planRecurrence, RECURRENCE_PERIODS, RECURRENCE_RETRIES, type RecurrenceCycle } from '../../index.js';
import { reportLibraryFailure } from '../after-charge.js';
import { readLocale } from '../args.js';
import { type Command, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXAMPLE_PLAN, piped } from '../examples.js';
import { EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows, localeRow } from '../help.js';
import { readJsonInput } from '../io.js';
import { type Column, renderTable } from '../table.js';

const NAME = 'recurrence';

const HELP = `Usage: charge-rules recurrence --plan FILE|- --count N [options]

Plans the cycles of a Pix Automático recurrence with planRecurrence: each cycle's due date (the
start's day of the month, or the month's last day when the month is shorter), the window to send
its payment instruction (10 to 2 calendar days before), and its attempts (the due date, then with
three_in_seven_days up to three retries within the seven days after it).

FILE (or "-" for stdin) holds the recurrence as payment_details.recurrence carries it: contract,
object, start_date, end_date (optional), period (${RECURRENCE_PERIODS.join(', ')}), amount or
min_amount in centavos, retries (${RECURRENCE_RETRIES.join(', ')}).

Options:
${helpRows([
  ['--plan FILE', 'the recurrence, a JSON file, or - for stdin'],
  ['--count N', 'how many cycles to plan (fewer when end_date comes first)'],
  ['--from DATE', 'plan from the first cycle due on or after this day, YYYY-MM-DD (default: start_date)'],
  localeRow('language of the messages'),
  ['--json', "print the library's result as JSON"],
  ['--hints', "also print the integrator's hints"],
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 planned, 1 the recurrence or the options are refused (the issues are printed), 2
usage error or unreadable input.

Examples:
  ${piped(EXAMPLE_PLAN, 'recurrence --plan - --count 4')}
  ${piped(EXAMPLE_PLAN, 'recurrence --plan - --count 2 --from 2027-06-01 --json')}`;

const COLUMNS: readonly Column[] = [
  { header: 'cycle', align: 'right' },
  { header: 'due date' },
  { header: 'send from' },
  { header: 'send until' },
  { header: 'attempts', align: 'right' },
  { header: 'last attempt by' },
];

/** `charge-rules recurrence`: planRecurrence as a table. */
export const recurrenceCommand: Command = defineCommand({
  name: NAME,
  summary: 'plan the cycles of a Pix Automático recurrence: due dates, send windows, attempts',
  help: HELP,
  options: {
    plan: { type: 'string' },
    count: { type: 'string' },
    from: { type: 'string' },
    locale: { type: 'string' },
    json: { type: 'boolean' },
    hints: { type: 'boolean' },
  },
  positionals: 0,
  async run({ values }, context) {
    if (values.plan === undefined) throw usageError(NAME, '--plan is required: a JSON file, or - for stdin.');
    if (values.count === undefined) throw usageError(NAME, '--count is required.');
    // Digits only; the range (1 to MAX_RECURRENCE_CYCLES) is the library's to judge.
    if (!/^\d+$/.test(values.count)) throw usageError(NAME, '--count must be a whole number.');
    const locale = readLocale(NAME, values.locale);
    const { value } = await readJsonInput(NAME, values.plan, context.stdin);
    const result = planRecurrence(value as never, {
      count: Number(values.count),
      locale,
      ...(values.from === undefined ? {} : { from: values.from }),
    });
    if (!result.ok) return reportLibraryFailure(context.out, values, result);
    if (values.json) {
      context.out.json(result);
      return EXIT_OK;
    }
    const { colors } = context.out;
    const count = result.cycles.length;
    context.out.line(`${colors.bold('Recurrence')}: ${count} cycle${count === 1 ? '' : 's'}`);
    context.out.line();
    const rows = result.cycles.map((cycle: RecurrenceCycle) => [
      String(cycle.index),
      cycle.due_date,
      cycle.send_from,
      cycle.send_until,
      String(cycle.attempts.length),
      (cycle.attempts.at(-1) as RecurrenceCycle['attempts'][number]).until,
    ]);
    for (const line of renderTable(COLUMNS, rows, colors, '  ')) context.out.line(line);
    return EXIT_OK;
  },
});
