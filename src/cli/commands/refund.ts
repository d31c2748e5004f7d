import { allocateRefund, formatBRL } from '../../index.js';
import { _allocateRefundSequence } from '../../split/refund-sequence.js';
import { readCommandSplit, reportLibraryFailure, SPLIT_FLAGS, SPLIT_HELP_ROWS } from '../after-charge.js';
import { centavosOption, oneOf } from '../args.js';
import { type Command, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXAMPLE_RULES, EXAMPLE_SUBMERCHANT, piped } from '../examples.js';
import { EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows } from '../help.js';
import { type Row, RULE, renderTable } from '../table.js';

const NAME = 'refund';

const HELP = `Usage: charge-rules refund --refund N [options] [FILE|-]

Shows who gives back what when a split charge is refunded (or charged back): per recipient and
for the master account, the gross, what earlier refunds took, what this refund takes, the fee
given back and what is left.

FILE (or stdin) holds the split rules as for "charge-rules split": a JSON array of rules or a whole
charge request.

Options:
${helpRows([
  ['--refund N', 'the amount refunded now, in centavos'],
  ['--after N,N,...', 'earlier refunds of this charge, in order (proportional, same --fee)'],
  ['--from WHO', 'take it all from one recipient_id (a chargeback), or "master"'],
  ['--fee POLICY', 'keep (default: the fee stays charged) or refund (given back to whoever paid it)'],
  ...SPLIT_HELP_ROWS,
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 allocated, 1 the split or the refund is refused (REFUND_EXCEEDS_REMAINING,
INVALID_REFUND_ALLOCATION, …), 2 usage error or unreadable input.

Examples:
  ${piped(EXAMPLE_RULES, 'refund --amount 9999 --mdr 0.0299 --refund 5000')}
  ${piped(EXAMPLE_RULES, 'refund --amount 9999 --mdr 0.0299 --refund 4999 --after 5000 --fee refund')}
  ${piped(EXAMPLE_RULES, `refund --amount 9999 --refund 500 --from ${EXAMPLE_SUBMERCHANT}`)}`;

/** `charge-rules refund`: allocateRefund with a table. */
export const refundCommand: Command = defineCommand({
  name: NAME,
  summary: 'who gives back what on a refund or chargeback of a split charge',
  help: HELP,
  options: {
    ...SPLIT_FLAGS,
    refund: { type: 'string' },
    after: { type: 'string' },
    from: { type: 'string' },
    fee: { type: 'string' },
  },
  positionals: 1,
  async run({ values, positionals }, context) {
    const refund = centavosOption(NAME, '--refund', values.refund, 1);
    if (refund === undefined)
      throw usageError(NAME, '--refund is required: the amount refunded now, in centavos.');
    const after = (values.after ?? '')
      .split(',')
      .filter((part) => part !== '')
      .map((part) => centavosOption(NAME, '--after', part, 1) as number);
    const fee = oneOf(NAME, '--fee', values.fee, ['keep', 'refund'] as const) ?? 'keep';
    const mode =
      values.from === undefined ? 'proportional' : { from: values.from === 'master' ? null : values.from };
    const { result: split, locale } = await readCommandSplit(NAME, values, positionals[0], context.stdin);
    if (!split.ok) {
      return reportLibraryFailure(context.out, values, split);
    }
    const earlier = _allocateRefundSequence(
      split,
      after.map((amount) => ({ amount })),
      { fee, locale },
    );
    if ('ok' in earlier) return reportLibraryFailure(context.out, values, earlier);
    const before = earlier.total;
    const result = allocateRefund(split, refund, {
      mode,
      fee,
      previous: before === undefined ? [] : [before],
      locale,
    });
    if (!result.ok) return reportLibraryFailure(context.out, values, result);
    if (values.json) {
      context.out.json(result);
      return EXIT_OK;
    }
    const { colors } = context.out;
    const beforeMaster = before?.master.amount ?? 0;
    const rows: Row[] = split.shares.map((share, index) => {
      const now = result.shares[index];
      const taken = before?.shares[index]?.amount ?? 0;
      return [
        share.recipient_id,
        String(share.gross),
        String(share.fee),
        String(taken),
        { text: String(now?.amount ?? 0), style: colors.yellow },
        String(now?.fee_returned ?? 0),
        String(share.gross - taken - (now?.amount ?? 0)),
      ];
    });
    const masterFee = split.fee - split.shares.reduce((sum, share) => sum + share.fee, 0);
    rows.push(
      [
        { text: 'master account', style: colors.dim },
        String(split.unallocated),
        String(masterFee),
        String(beforeMaster),
        { text: String(result.master.amount), style: colors.yellow },
        String(result.master.fee_returned),
        String(split.unallocated - beforeMaster - result.master.amount),
      ],
      RULE,
      [
        { text: 'total', style: colors.bold },
        String(split.amount),
        String(split.fee),
        String(before?.amount ?? 0),
        String(result.amount),
        String(result.shares.reduce((sum, share) => sum + share.fee_returned, result.master.fee_returned)),
        String(split.amount - (before?.amount ?? 0) - result.amount),
      ],
    );
    context.out.line(
      `${colors.bold('Refund')} of ${formatBRL(refund, { locale })} (${refund} centavos) from a charge of ${formatBRL(split.amount, { locale })}, ${values.from === undefined ? 'proportional' : `all from ${values.from}`}, fee ${fee === 'keep' ? 'kept' : 'given back'}`,
    );
    context.out.line();
    const columns = [
      'recipient',
      'gross',
      'fee paid',
      'refunded before',
      'refund now',
      'fee returned',
      'left',
    ].map((header, index) => ({ header, align: index === 0 ? ('left' as const) : ('right' as const) }));
    for (const line of renderTable(columns, rows, colors, '  ')) context.out.line(line);
    return EXIT_OK;
  },
});
