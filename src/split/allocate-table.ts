import { _roundedProduct } from '../arithmetic/exact-product.js';
import { _awardLeftoverKeys } from '../arithmetic/largest-remainder.js';
import { _roundsUp } from '../arithmetic/rounding.js';
import type { Locale } from '../issues/issue.js';
import type { SplitType } from '../rules/values.js';
import { _allocate } from './allocate.js';
import { _shareFees } from './fee-bearer.js';
import { _tableRules, KEY_DENOMINATOR, type RuleTable } from './rule-table.js';
import type { FeeConfig, SplitConfig } from './split-config.js';
import { _exceedsTotal, _negativeNet } from './split-errors.js';
import type { SplitResult, SplitShare } from './types.js';

/**
 * Applies the rounding policy of docs/split.md to a table whose percentage pass has run for
 * `amount`: the total check, the leftover centavos, the fee, then the result's objects, once. A
 * table with a percentage of more than 15 decimals goes to the BigInt engine instead.
 *
 * @param amount - the charge amount, a positive safe integer.
 * @param table - the rules, read and with their floors and fractional parts for `amount`.
 * @param fees - the MDR and options, read.
 * @param locale - the language of the messages.
 * @returns the split, or SPLIT_AMOUNT_EXCEEDS_TOTAL / NEGATIVE_NET_AMOUNT_AFTER_FEES.
 * @example
 * _allocateTable(1000, table, fees, 'en').shares.map((share) => share.gross)
 * //=> [334, 333, 333]
 */
export function _allocateTable(
  amount: number,
  table: RuleTable,
  fees: FeeConfig,
  locale: Locale,
): SplitResult {
  if (table.wide) return _allocate(amount, _tableConfig(table, fees, locale));
  const count = table.count;
  const gross = table.gross;
  const percentages = table.floors + table.carry;
  // Every term is a non-negative safe integer and rounding to nearest is monotonic, so once the
  // running double passes the amount it stays past it, and while it does not it is exact.
  const claimed = table.fixedSum + percentages;
  if (claimed > amount || (claimed === amount && table.fractional !== 0)) {
    return _exceedsTotal(amount, _tableConfig(table, fees, locale));
  }
  const half = 2 * table.fractional - KEY_DENOMINATOR;
  // The parity of the floors (a division) only matters for an exact half.
  const up =
    half !== 0 ? half > 0 : _roundsUp(0, percentages - 2 * Math.floor(percentages / 2) === 1, fees.rounding);
  _awardLeftoverKeys(table.keys, table.carry + (up ? 1 : 0), gross, count);
  // Σ gross without a pass over the shares: the floors, the carried centavos and the rounded-up one.
  const allocated = claimed + (up ? 1 : 0);

  const ratePart = _roundedProduct(amount, fees.rate, fees.rounding);
  // May be inexact above 2^53, but then it also exceeds every share and the amount, as compared below.
  const fee = ratePart + fees.fixedFee;
  if (count === 0) {
    return fee > amount
      ? _negativeNet(amount, amount, ratePart, _tableConfig(table, fees, locale))
      : { ok: true, amount, fee, shares: [], unallocated: amount };
  }
  const unallocated = amount - allocated;
  let first = 0;
  let paidFees: number[] | undefined;
  if (fees.feeBearer === 'first') {
    const share = gross[0] as number;
    if (fee > share) return _negativeNet(amount, share, ratePart, _tableConfig(table, fees, locale));
    first = fee;
  } else {
    const paid = _shareFees(
      amount,
      fee,
      ratePart,
      Array.from(gross.subarray(0, count)),
      unallocated,
      _tableConfig(table, fees, locale),
    );
    // Array.isArray itself, not _isArray: a throw must reach the export's catch, not read as a failure.
    if (!Array.isArray(paid)) return paid;
    paidFees = paid;
  }

  const shares: SplitShare[] = [];
  const ids = table.ids;
  const recipientTypes = table.recipientTypes;
  const types = table.types;
  const cross = table.cross;
  for (let i = 0; i < count; i++) {
    const share = gross[i] as number;
    const deducted = paidFees === undefined ? (i === 0 ? first : 0) : (paidFees[i] as number);
    shares.push({
      recipient_id: ids[i] as string,
      recipient_type: recipientTypes[i] as SplitShare['recipient_type'],
      type: types[i] as SplitType,
      cross_company: cross[i] as boolean,
      gross: share,
      fee: deducted,
      net: share - deducted,
    });
  }
  return { ok: true, amount, fee, shares, unallocated };
}

/**
 * The table and the fee configuration as the BigInt engine, the fee bearers and the error builders
 * take them: built only off the common path.
 *
 * @param table - a table of acceptable rules.
 * @param fees - the MDR and options.
 * @param locale - the language of the messages.
 * @returns the converted configuration.
 * @example
 * _tableConfig(table, fees, 'en').rules.length === table.count
 * //=> true
 */
export function _tableConfig(table: RuleTable, fees: FeeConfig, locale: Locale): SplitConfig {
  const rules = _tableRules(table);
  let maxScale = 0;
  for (const rule of rules) maxScale = Math.max(maxScale, rule.fraction?.scale ?? 0);
  return { rules, maxScale, ...fees, locale };
}
