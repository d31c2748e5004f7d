import { MAX_FAST_SCALE } from '../arithmetic/decimal-fraction.js';
import { _floorDivide, _roundedProduct, POW10 } from '../arithmetic/exact-product.js';
import { _awardLeftoverKeys } from '../arithmetic/largest-remainder.js';
import { _roundsUp } from '../arithmetic/rounding.js';
import type { Locale } from '../issues/issue.js';
import type { RecipientType, SplitType } from '../rules/values.js';
import { _allocateTable, _tableConfig } from './allocate-table.js';
import { _shareFees } from './fee-bearer.js';
import { _tablePass, KEY_DENOMINATOR, type RuleTable } from './rule-table.js';
import type { FeeConfig, SplitConfig } from './split-config.js';
import type { SplitResult, SplitShare } from './types.js';

/**
 * A rule table laid out for splitting many charges: what does not depend on the amount (the fixed
 * sum, the fixed shares' gross, each percentage's numerator, divisor and key scale, the constant
 * fields of every share, the fee bearer's configuration) computed once, and the percentages in
 * arrays of their own so a charge loops over them alone, writing straight into every rule's slots.
 */
export interface PreparedTable {
  readonly table: RuleTable;
  readonly fees: FeeConfig;
  readonly locale: Locale;
  readonly count: number;
  readonly ids: readonly string[];
  readonly recipientTypes: readonly RecipientType[];
  readonly types: readonly SplitType[];
  readonly cross: readonly boolean[];
  /** Σ fixed amounts. */
  readonly fixedSum: number;
  /** How many rules are percentages, and the position of each among the rules. */
  readonly percentages: number;
  readonly at: Int32Array;
  /** Per percentage: its numerator, 10^scale, and 10^(15 − scale), which puts its key over 10^15. */
  readonly units: Float64Array;
  readonly divisors: Float64Array;
  readonly keyScales: Float64Array;
  /**
   * Per call: every rule's fractional part over 10^15, written at the percentages; a fixed rule's
   * stays 0, so it never receives a leftover centavo.
   */
  readonly keys: Float64Array;
  /** Per call: every rule's gross; a fixed rule's is written once, here. */
  readonly gross: Float64Array;
  /** The first share pays the fee: the common case, done without the fee bearers' general code. */
  readonly firstBears: boolean;
  /** The configuration the other fee bearers take, built once. */
  readonly config: SplitConfig | undefined;
}

/**
 * Lays out a table of acceptable rules, none wide, for {@link _splitPrepared}.
 *
 * @param table - the rules, read; kept for the cases the general path answers.
 * @param fees - the MDR and options, read.
 * @param locale - the language of the messages.
 * @returns the prepared layout.
 * @example
 * _prepareTable(table, fees, 'en').percentages
 * //=> 7
 */
export function _prepareTable(table: RuleTable, fees: FeeConfig, locale: Locale): PreparedTable {
  const count = table.count;
  let percentages = 0;
  for (let i = 0; i < count; i++) if (table.fixed[i] === 0) percentages++;
  const at = new Int32Array(percentages);
  const units = new Float64Array(percentages);
  const divisors = new Float64Array(percentages);
  const keyScales = new Float64Array(percentages);
  const gross = new Float64Array(count);
  let fixedSum = 0;
  let next = 0;
  for (let i = 0; i < count; i++) {
    const value = table.values[i] as number;
    if (table.fixed[i] === 1) {
      gross[i] = value;
      fixedSum += value;
      continue;
    }
    const scale = table.scales[i] as number;
    at[next] = i;
    units[next] = value;
    divisors[next] = POW10[scale] as number;
    keyScales[next] = POW10[MAX_FAST_SCALE - scale] as number;
    next++;
  }
  const firstBears = fees.feeBearer === 'first';
  return {
    table,
    fees,
    locale,
    count,
    ids: table.ids.slice(0, count),
    recipientTypes: table.recipientTypes.slice(0, count),
    types: table.types.slice(0, count),
    cross: table.cross.slice(0, count),
    fixedSum,
    percentages,
    at,
    units,
    divisors,
    keyScales,
    keys: new Float64Array(count),
    gross,
    firstBears,
    config: firstBears ? undefined : _tableConfig(table, fees, locale),
  };
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Splits one charge with a prepared table: the same result as `_allocateTable` after the table's
 * percentage pass for `amount`. What the layout does not cover (a product past 2^53, no rules, a
 * total past the amount, a fee the first share cannot pay) is answered by that general path.
 *
 * @param plan - the prepared table.
 * @param amount - the charge amount, a positive safe integer.
 * @returns the split, or why it cannot be made.
 * @example
 * _splitPrepared(_prepareTable(table, fees, 'en'), 1000).ok
 * //=> true
 */
export function _splitPrepared(plan: PreparedTable, amount: number): SplitResult {
  const count = plan.count;
  const percentages = plan.percentages;
  const units = plan.units;
  const divisors = plan.divisors;
  const keyScales = plan.keyScales;
  const at = plan.at;
  const keys = plan.keys;
  const gross = plan.gross;
  let floorSum = 0;
  let carry = 0;
  let fractional = 0;
  for (let j = 0; j < percentages; j++) {
    const product = amount * (units[j] as number);
    // Near 2^53 the product needs BigInt: rare enough for the general path to take the whole charge.
    if (product > MAX_SAFE) return general(plan, amount);
    const divisor = divisors[j] as number;
    const floor = _floorDivide(product, divisor);
    const key = (product - floor * divisor) * (keyScales[j] as number);
    // Straight into the rule's own slots: no gather of the percentages' floors afterwards.
    const rule = at[j] as number;
    gross[rule] = floor;
    keys[rule] = key;
    floorSum += floor;
    fractional += key;
    if (fractional >= KEY_DENOMINATOR) {
      fractional -= KEY_DENOMINATOR;
      carry++;
    }
  }
  const percentageSum = floorSum + carry;
  const claimed = plan.fixedSum + percentageSum;
  if (count === 0 || claimed > amount || (claimed === amount && fractional !== 0)) {
    return general(plan, amount);
  }
  const fees = plan.fees;
  const half = 2 * fractional - KEY_DENOMINATOR;
  const up =
    half !== 0
      ? half > 0
      : _roundsUp(0, percentageSum - 2 * Math.floor(percentageSum / 2) === 1, fees.rounding);
  _awardLeftoverKeys(keys, carry + (up ? 1 : 0), gross, count);
  const unallocated = amount - claimed - (up ? 1 : 0);

  const ratePart = _roundedProduct(amount, fees.rate, fees.rounding);
  const fee = ratePart + fees.fixedFee;
  let paidFees: number[] | undefined;
  if (plan.firstBears) {
    if (fee > (gross[0] as number)) return general(plan, amount);
  } else {
    const paid = _shareFees(
      amount,
      fee,
      ratePart,
      Array.from(gross),
      unallocated,
      plan.config as SplitConfig,
    );
    // Array.isArray itself, not _isArray: a throw must reach the export's catch, not read as a failure.
    if (!Array.isArray(paid)) return paid;
    paidFees = paid;
  }

  const ids = plan.ids;
  const recipientTypes = plan.recipientTypes;
  const types = plan.types;
  const cross = plan.cross;
  const shares: SplitShare[] = [];
  // The first share apart: with the first bearer it alone pays, so the loop needs no test of the index.
  const first = gross[0] as number;
  const firstFee = paidFees === undefined ? fee : (paidFees[0] as number);
  shares.push({
    recipient_id: ids[0] as string,
    recipient_type: recipientTypes[0] as RecipientType,
    type: types[0] as SplitType,
    cross_company: cross[0] as boolean,
    gross: first,
    fee: firstFee,
    net: first - firstFee,
  });
  for (let i = 1; i < count; i++) {
    const share = gross[i] as number;
    const deducted = paidFees === undefined ? 0 : (paidFees[i] as number);
    shares.push({
      recipient_id: ids[i] as string,
      recipient_type: recipientTypes[i] as RecipientType,
      type: types[i] as SplitType,
      cross_company: cross[i] as boolean,
      gross: share,
      fee: deducted,
      net: share - deducted,
    });
  }
  return { ok: true, amount, fee, shares, unallocated };
}

/** The charge through the table's own percentage pass and `_allocateTable`: the path of record. */
function general(plan: PreparedTable, amount: number): SplitResult {
  _tablePass(plan.table, amount);
  return _allocateTable(amount, plan.table, plan.fees, plan.locale);
}
