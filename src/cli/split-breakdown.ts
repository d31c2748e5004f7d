import {
  _exactMinus,
  _exactOfNumber,
  _exactPercent,
  _exactPlus,
  _exactText,
  _exactTimes,
  EXACT_ZERO,
  type ExactDecimal,
} from '../arithmetic/exact-decimal.js';
import { formatBRL, type Locale, type SplitFailure, type SplitRule, type SplitSuccess } from '../index.js';
import { renderIssues } from './issues.js';
import { describeMdr, type MdrFlags } from './mdr.js';
import type { Printer } from './output.js';
import { type Column, type Row, RULE, renderTable } from './table.js';

// What `split` prints: the breakdown of a computed split and the explanation of a failed one. The
// figures are the library's; only the exact shares, shown next to them, are computed here.

/** The exact value of a rule's share: its amount if fixed, amount × fraction if a percentage. */
export function exactShare(amount: number, rule: SplitRule): ExactDecimal {
  const value = _exactOfNumber(rule.amount);
  return rule.type === 'percentage' ? _exactTimes(_exactOfNumber(amount), value) : value;
}

/**
 * The library's result with each share's exact value added as a decimal string, for `--json`.
 *
 * @param result - a computeSplit success.
 * @param rules - the rules it was computed from, in the same order as the shares.
 * @returns a copy with `exact_share` on every share.
 */
export function withExactShares(result: SplitSuccess, rules: readonly SplitRule[]) {
  return {
    ...result,
    shares: result.shares.map((share, index) => {
      const rule = rules[index];
      return {
        ...share,
        exact_share: rule ? _exactText(exactShare(result.amount, rule)) : String(share.gross),
      };
    }),
  };
}

const describeRule = (rule: SplitRule, locale: Locale): string =>
  rule.type === 'percentage'
    ? _exactPercent(_exactOfNumber(rule.amount))
    : formatBRL(rule.amount, { locale });

const BREAKDOWN_COLUMNS: readonly Column[] = [
  { header: 'recipient' },
  { header: 'recipient type' },
  { header: 'type' },
  { header: 'rule', align: 'right' },
  { header: 'cross-company' },
  { header: 'exact share', align: 'right' },
  { header: 'gross', align: 'right' },
  { header: 'fee', align: 'right' },
  { header: 'net', align: 'right' },
];

/**
 * Prints the breakdown table of a computed split: one row per recipient, the unallocated line and
 * the totals, under a header that shows the fee's arithmetic.
 *
 * @param out - stdout.
 * @param result - a computeSplit success.
 * @param rules - the rules, in share order.
 * @param fee - the fee options given, if any.
 * @param rounding - the rounding mode used.
 * @param locale - how amounts are written.
 */
export function printBreakdown(
  out: Printer,
  result: SplitSuccess,
  rules: readonly SplitRule[],
  fee: MdrFlags | undefined,
  rounding: string,
  locale: Locale,
): void {
  const { colors } = out;
  const { amount } = result;
  out.line(
    `${colors.bold('Split')} of ${formatBRL(amount, { locale })} (${amount} centavos), fee ${describeMdr(fee, locale)}, rounding ${rounding}`,
  );
  out.line(`  ${describeFee(result, fee, rules.length > 0)}`);
  let claimed = EXACT_ZERO;
  const rows: Row[] = result.shares.map((share, index) => {
    const rule = rules[index] as SplitRule;
    const exact = exactShare(amount, rule);
    claimed = _exactPlus(claimed, exact);
    return [
      share.recipient_id,
      share.recipient_type,
      share.type,
      describeRule(rule, locale),
      share.cross_company ? 'yes' : 'no',
      _exactText(exact),
      String(share.gross),
      { text: String(share.fee), style: share.fee > 0 ? colors.yellow : colors.dim },
      { text: String(share.net), style: colors.green },
    ];
  });
  // With no rules the master account keeps everything and pays the fee itself.
  const masterFee = rules.length === 0 ? result.fee : 0;
  rows.push([
    { text: 'unallocated (master account)', style: colors.dim },
    '',
    '',
    '',
    '',
    _exactText(_exactMinus({ units: BigInt(amount), scale: 0 }, claimed)),
    String(result.unallocated),
    masterFee === 0 ? '' : { text: String(masterFee), style: colors.yellow },
    String(result.unallocated - masterFee),
  ]);
  rows.push(RULE, [
    { text: 'total', style: colors.bold },
    '',
    '',
    '',
    '',
    String(amount),
    String(amount),
    String(result.fee),
    String(amount - result.fee),
  ]);
  out.line();
  for (const line of renderTable(BREAKDOWN_COLUMNS, rows, colors, '  ')) out.line(line);
}

// The fee with its arithmetic: the exact rate part, what it rounds to, the fixed part, who pays.
function describeFee(result: SplitSuccess, fee: MdrFlags | undefined, hasRules: boolean): string {
  const payer = hasRules
    ? 'deducted from the first recipient'
    : 'paid by the master account (no split rules)';
  if (fee === undefined || result.fee === 0) return `fee 0${fee === undefined ? ' (no --mdr given)' : ''}`;
  const parts: string[] = [];
  if (fee.rate.units !== 0n) {
    const exact = _exactTimes({ units: BigInt(result.amount), scale: 0 }, fee.rate);
    parts.push(
      `${result.amount} × ${_exactText(fee.rate)} = ${_exactText(exact)} → ${result.fee - fee.fixed}`,
    );
  }
  if (fee.fixed !== 0) parts.push(`${fee.fixed} fixed`);
  return `fee ${result.fee} centavo${result.fee === 1 ? '' : 's'} = ${parts.join(' + ')}, ${payer}`;
}

/**
 * Prints why a split failed: the issues of an invalid input, or for SPLIT_AMOUNT_EXCEEDS_TOTAL the
 * exact claim of every rule against the charge amount.
 *
 * @param out - stdout.
 * @param error - the library's failure.
 * @param amount - the charge amount.
 * @param rules - the rules as given.
 * @param locale - how amounts are written.
 * @param hints - whether to print the integrator's hints (`--hints`).
 */
export function printFailure(
  out: Printer,
  error: SplitFailure,
  amount: number,
  rules: readonly SplitRule[],
  locale: Locale,
  hints = false,
): void {
  const { colors } = out;
  out.line(`${colors.red('✗')} ${colors.bold(error.code)}: ${error.message}`);
  if (hints) out.line(`  ${colors.dim(error.hint)}`);
  if (error.issues !== undefined) {
    for (const line of renderIssues(error.issues, colors, hints)) out.line(line);
    return;
  }
  if (error.code !== 'SPLIT_AMOUNT_EXCEEDS_TOTAL') return;
  // Show each rule's exact claim, so the reader sees which ones overflow the charge.
  let claimed = EXACT_ZERO;
  const rows: Row[] = rules.map((rule) => {
    const exact = exactShare(amount, rule);
    claimed = _exactPlus(claimed, exact);
    return [rule.recipient_id, rule.type, describeRule(rule, locale), _exactText(exact)];
  });
  rows.push(
    RULE,
    [{ text: 'shares total', style: colors.red }, '', '', _exactText(claimed)],
    ['charge amount', '', '', String(amount)],
  );
  const columns: Column[] = [
    { header: 'recipient' },
    { header: 'type' },
    { header: 'rule', align: 'right' },
    { header: 'exact share', align: 'right' },
  ];
  for (const line of renderTable(columns, rows, colors, '  ')) out.line(line);
}
