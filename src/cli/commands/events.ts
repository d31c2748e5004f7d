import { applyChargeEvent, type ChargeState, formatBRL, openCharge, PAYMENT_METHODS } from '../../index.js';
import { computeCommandSplit, reportLibraryFailure, SPLIT_FLAGS, SPLIT_HELP_ROWS } from '../after-charge.js';
import { oneOf } from '../args.js';
import { type Command, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXAMPLE_HISTORY, piped } from '../examples.js';
import { EXIT_INVALID, EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows } from '../help.js';
import { readJsonInput } from '../io.js';
import { type Row, RULE, renderTable } from '../table.js';

const NAME = 'events';

const HELP = `Usage: charge-rules events [options] [FILE|-]

Replays the history of a charge through applyChargeEvent, event by event in the order given, and
prints what each event did and the balances it ends with: per recipient and for the master
account, what was settled, refunded and charged back, and what it keeps.

FILE (or stdin) holds a JSON object: the charge's amount, split (rules as for "charge-rules split")
and payment_method, optionally installments, and events, a list of { id, type, occurred_at,
amount? } with type one of pending, paid, failed, canceled, expired, refunded, charged_back.

Options:
${helpRows([['--method M', `the payment method when the file has none: ${PAYMENT_METHODS.join(', ')}`], ...SPLIT_HELP_ROWS, ...COMMON_HELP_ROWS])}

Exit codes: 0 every event applied or ignored, 1 an event was refused (printed, and the replay goes
on) or the split is refused, 2 usage error or unreadable input.

Examples:
  ${piped(EXAMPLE_HISTORY, 'events --mdr 0.0299')}
  ${piped(EXAMPLE_HISTORY, 'events --mdr 0.0299 --json')}`;

/** `charge-rules events`: a charge history replayed, with its balances. */
export const eventsCommand: Command = defineCommand({
  name: NAME,
  summary: 'replay a charge history (paid, refunds, chargebacks) and print the balances',
  help: HELP,
  options: { ...SPLIT_FLAGS, method: { type: 'string' } },
  positionals: 1,
  async run({ values, positionals }, context) {
    const flagMethod = oneOf(NAME, '--method', values.method, PAYMENT_METHODS);
    const { value } = await readJsonInput(NAME, positionals[0], context.stdin);
    const own = (key: string) =>
      typeof value === 'object' && value !== null && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
    const events = own('events');
    if (!Array.isArray(events)) throw usageError(NAME, 'the input must be an object with an "events" list.');
    const method = own('payment_method') ?? flagMethod;
    if (method === undefined)
      throw usageError(NAME, 'give the payment method: "payment_method" in the file, or --method.');
    const { result: split, locale } = computeCommandSplit(NAME, values, value);
    if (!split.ok) return reportLibraryFailure(context.out, values, split);
    const opened = openCharge(split, {
      payment_method: method as never,
      installments: (own('installments') ?? 1) as number,
      locale,
    });
    if (!opened.ok) return reportLibraryFailure(context.out, values, opened);
    let charge: ChargeState = opened.charge;
    const results: unknown[] = [];
    const lines: string[] = [];
    const { colors } = context.out;
    let refused = false;
    for (const event of events) {
      const result = applyChargeEvent(charge, event, { locale });
      results.push(result.ok ? { ok: true, effects: result.effects } : result);
      const label = describe(event);
      if (!result.ok) {
        refused = true;
        lines.push(`${colors.red('✗')} ${label}: ${colors.bold(result.code)}: ${result.message}`);
        continue;
      }
      const recorded = result.charge.events.length > charge.events.length;
      const applied = recorded && result.charge.events.at(-1)?.applied === true;
      const what = applied
        ? `→ ${result.charge.status}`
        : colors.dim(recorded ? 'ignored (late)' : 'repeated');
      lines.push(`${colors.green('✓')} ${label} ${what}`);
      charge = result.charge;
    }
    if (values.json) {
      context.out.json({ charge, results });
      return refused ? EXIT_INVALID : EXIT_OK;
    }
    for (const line of lines) context.out.line(line);
    context.out.line();
    context.out.line(
      `${colors.bold(charge.status)}: paid ${formatBRL(charge.totals.paid, { locale })}, refunded ${formatBRL(charge.totals.refunded, { locale })}, charged back ${formatBRL(charge.totals.charged_back, { locale })}${
        // Charged back over money already given back: the master account contests it.
        charge.totals.already_returned > 0
          ? ` (${formatBRL(charge.totals.already_returned, { locale })} of it already given back: contest it)`
          : ''
      }`,
    );
    context.out.line();
    const rows: Row[] = charge.totals.recipients.map((row) => [
      row.recipient_id === null ? { text: 'master account', style: colors.dim } : row.recipient_id,
      String(row.settled),
      String(row.refunded),
      String(row.charged_back),
      { text: String(row.kept), style: row.kept < 0 ? colors.red : colors.yellow },
    ]);
    const sum = (field: 'settled' | 'refunded' | 'charged_back' | 'kept') =>
      String(charge.totals.recipients.reduce((total, row) => total + row[field], 0));
    rows.push(RULE, [
      { text: 'total', style: colors.bold },
      sum('settled'),
      sum('refunded'),
      sum('charged_back'),
      sum('kept'),
    ]);
    const columns = ['recipient', 'settled', 'refunded', 'charged back', 'kept'].map((header, index) => ({
      header,
      align: index === 0 ? ('left' as const) : ('right' as const),
    }));
    for (const line of renderTable(columns, rows, colors, '  ')) context.out.line(line);
    return refused ? EXIT_INVALID : EXIT_OK;
  },
});

/** An event as a line: its id, type, amount and instant, whatever the input held. */
function describe(event: unknown): string {
  const field = (key: string) =>
    typeof event === 'object' && event !== null && Object.hasOwn(event, key)
      ? String((event as Record<string, unknown>)[key])
      : '?';
  const amount =
    typeof event === 'object' && event !== null && Object.hasOwn(event, 'amount')
      ? ` ${field('amount')}`
      : '';
  return `${field('id')} ${field('type')}${amount} at ${field('occurred_at')}`;
}
