import { _BIGINTS, _NUMBERS, type Calculator } from '../arithmetic/calculator.js';
import { _roundedProduct } from '../arithmetic/exact-product.js';
import { _awardLeftover } from '../arithmetic/largest-remainder.js';
import { _roundsUp, type RoundingMode } from '../arithmetic/rounding.js';
import type { Locale } from '../messages/locales/index.js';
import type { FeeConfig } from './fee-bearer.js';
import { FIXED_RULE, type SplitRules } from './rule-columns.js';
import { _exceedsTotal, _negativeNet } from './split-errors.js';
import type { SplitAmountExceedsTotal, SplitResult, SplitShare } from './types.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Applies the rounding policy of docs/split.md to a charge amount and rules read by `_readRules`:
 * the one allocation of the engine, behind `computeSplit`, `prepareSplit(...).split` and
 * validation. The amount is already checked, so the only failures left are the two domain errors.
 * The rules are never mutated, so they serve any number of calls.
 *
 * @param amount - the charge amount, a positive safe integer.
 * @param rules - the rules, read.
 * @param fees - the MDR and options, read.
 * @param locale - the language of the messages.
 * @param buffers - working arrays of a prepared split, reused from one charge to the next;
 *   without them the call makes its own.
 * @returns the split, or SPLIT_AMOUNT_EXCEEDS_TOTAL / NEGATIVE_NET_AMOUNT_AFTER_FEES.
 * @example
 * const read = _readSplitArguments([
 *   { recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant', type: 'percentage', amount: 0.3333 },
 *   { recipient_id: '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21', recipient_type: 'submerchant', type: 'percentage', amount: 0.3333 },
 *   { recipient_id: '5c1e9b2f-4a8d-4b1c-8e3f-3a2d5c4b6a21', recipient_type: 'submerchant', type: 'percentage', amount: 0.3334 },
 * ], 0.0299, undefined, 'en', []);
 * const split = read.ok && _allocate(1000, read.rules, read.fees, 'en');
 * split && split.ok && split.shares.map((share) => share.gross)
 * //=> [333, 333, 334]
 */
export function _allocate(
  amount: number,
  rules: SplitRules,
  fees: FeeConfig,
  locale: Locale,
  buffers?: AllocationBuffers,
): SplitResult {
  const count = rules.count;
  const scales = rules.scales;
  // A prepared split's gross already holds the fixed amounts: the allocation only ever writes the
  // percentages' slots (a fixed rule's remainder is 0, so it never gets a centavo). A call of its
  // own starts from the values column, whose fixed amounts are its fixed shares.
  const gross = buffers === undefined ? rules.values.slice() : buffers.gross;
  const allocated = grossShares(amount, rules, fees.rounding, gross, buffers);
  if (allocated === -1) return _exceedsTotal(amount, rules, locale);

  const ratePart = _roundedProduct(amount, fees.rate, fees.rounding);
  // May be inexact above 2^53, but then it also exceeds every share and the amount, as compared below.
  const fee = ratePart + fees.fixedFee;
  const unallocated = amount - allocated;
  if (count === 0) {
    return fee > amount
      ? _negativeNet(amount, amount, ratePart, fees, 0, locale)
      : { ok: true, amount, fee, shares: [], unallocated };
  }
  let paid: number[] | undefined;
  if (fees.feeBearer === 'first') {
    // The common case without the fee bearers' general code: the first share alone pays.
    if (fee > (gross[0] as number))
      return _negativeNet(amount, gross[0] as number, ratePart, fees, count, locale);
  } else {
    const shareFees = fees.shareFees(
      amount,
      fee,
      ratePart,
      gross,
      unallocated,
      rules,
      fees,
      fees.feeBearer,
      locale,
    );
    // Array.isArray itself, not _isArray: a throw must reach the export's catch, not read as a failure.
    if (!Array.isArray(shareFees)) return shareFees;
    paid = shareFees;
  }

  const shares: SplitShare[] = new Array(count);
  const ids = rules.ids;
  const recipientTypes = rules.recipientTypes;
  const cross = rules.cross;
  for (let i = 0; i < count; i++) {
    const share = gross[i] as number;
    const deducted = paid === undefined ? (i === 0 ? fee : 0) : (paid[i] as number);
    shares[i] = {
      recipient_id: ids[i] as string,
      recipient_type: recipientTypes[i] as SplitShare['recipient_type'],
      type: scales[i] === FIXED_RULE ? 'fixed' : 'percentage',
      cross_company: cross[i] as boolean,
      gross: share,
      fee: deducted,
      net: share - deducted,
    };
  }
  return { ok: true, amount, fee, shares, unallocated };
}

/**
 * Whether the fixed amounts and the exact percentages of `rules` claim more than `amount`: the
 * allocation's first step alone, for a caller that needs only the totals (validation without an
 * MDR), so no fee is computed and no share is built.
 *
 * @param amount - the charge amount, a positive safe integer.
 * @param rules - the rules, read.
 * @param locale - the language of the message.
 * @returns SPLIT_AMOUNT_EXCEEDS_TOTAL, or `undefined` when the rules fit the amount.
 * @example
 * const read = _readSplitArguments([
 *   { recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant', type: 'percentage', amount: 0.3333 },
 *   { recipient_id: '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21', recipient_type: 'submerchant', type: 'percentage', amount: 0.3333 },
 *   { recipient_id: '5c1e9b2f-4a8d-4b1c-8e3f-3a2d5c4b6a21', recipient_type: 'submerchant', type: 'percentage', amount: 0.3334 },
 * ], 0.0299, undefined, 'en', []);
 * read.ok && _splitExceedsAmount(1000, read.rules, 'en')
 * //=> undefined
 */
export function _splitExceedsAmount(
  amount: number,
  rules: SplitRules,
  locale: Locale,
): SplitAmountExceedsTotal | undefined {
  // The rounding only decides which share gets an exact half centavo, never whether they fit.
  return grossShares(amount, rules, 'half-even', rules.values.slice()) === -1
    ? _exceedsTotal(amount, rules, locale)
    : undefined;
}

// The gross of every share written into `gross` (holding the fixed amounts already): Σ gross, or -1
// when the rules claim more than the amount. Doubles while every product amount × numerator is a
// safe integer (their remainders over the common denominator 10^maxScale ≤ 10^15 then fit too);
// BigInts for a fraction of more than 15 decimals or a product past 2^53. The same policy either way.
function grossShares(
  amount: number,
  rules: SplitRules,
  rounding: RoundingMode,
  gross: number[],
  buffers?: AllocationBuffers,
): number {
  const count = rules.count;
  return rules.wide || amount * rules.maxUnits > MAX_SAFE
    ? percentages(_BIGINTS, amount, rules, gross, new Array<bigint>(count), rounding)
    : percentages(_NUMBERS, amount, rules, gross, buffers?.keys ?? new Array<number>(count), rounding);
}

/**
 * The percentage shares by largest remainder, written once for both representations: each share's
 * exact value `amount × units / 10^scale` split into its floor and its remainder over the common
 * denominator 10^maxScale; the percentages as a whole get `T = round(Σ exact)` (the rounding mode
 * decides an exact half); the centavos `T − Σ floors` go one each to the largest remainders, ties
 * to the earlier rule. The floors and awarded centavos are written into `gross`, the remainders
 * into `keys` (zeros at the fixed rules).
 *
 * @returns Σ gross of all the rules, or -1 when the fixed amounts and the exact percentages claim
 *   more than the amount (compared exactly, before rounding).
 */
function percentages<T extends number | bigint>(
  calc: Calculator<T>,
  amount: number,
  rules: SplitRules,
  gross: number[],
  keys: T[],
  rounding: RoundingMode,
): number {
  const count = rules.count;
  const values = rules.values;
  const scales = rules.scales;
  const exact = rules.exact;
  const zero = calc.zero;
  // The common denominator of the remainders: with the usual 4 decimals, remainders below 10^4.
  const keyScale = rules.maxScale;
  const denominator = calc.pow10(keyScale);
  const charge = calc.of(amount);
  let floorSum = 0;
  let carry = 0;
  // Kept below the denominator by moving whole centavos to `carry`, so with doubles it stays exact.
  let fractional = zero;
  for (let i = 0; i < count; i++) {
    const scale = scales[i] as number;
    // A fixed rule's remainder is 0, so it never gets a centavo; its gross is already its amount.
    if (scale === FIXED_RULE) {
      keys[i] = zero;
      continue;
    }
    const divisor = calc.pow10(scale);
    // A fraction of more than 15 decimals only ever reaches the BigInt representation.
    const numerator = (exact?.[i]?.big as T | undefined) ?? calc.of(values[i] as number);
    const product = calc.multiply(charge, numerator);
    const floor = calc.floorDivide(product, divisor);
    const key = calc.multiply(
      calc.subtract(product, calc.multiply(floor, divisor)),
      calc.pow10(keyScale - scale),
    );
    // floor ≤ amount: a safe integer in either representation.
    const whole = calc.toNumber(floor);
    gross[i] = whole;
    keys[i] = key;
    floorSum += whole;
    fractional = calc.add(fractional, key);
    if (fractional >= denominator) {
      fractional = calc.subtract(fractional, denominator);
      carry++;
    }
  }
  const percentageSum = floorSum + carry;
  // Every term is a non-negative safe integer and rounding to nearest is monotonic, so once the
  // running double passes the amount it stays past it, and while it does not it is exact.
  const claimed = rules.fixedSum + percentageSum;
  if (claimed > amount || (claimed === amount && fractional !== zero)) return -1;
  const twice = calc.add(fractional, fractional);
  // The parity of the sum (a division) only matters for an exact half.
  const up = twice === denominator ? _roundsUp(0, percentageSum % 2 === 1, rounding) : twice > denominator;
  _awardLeftover(keys, carry + (up ? 1 : 0), gross);
  return claimed + (up ? 1 : 0);
}

/**
 * Working arrays of one prepared split: a rule's gross and remainder, the percentages' rewritten on
 * every charge, the fixed amounts' written once.
 */
export interface AllocationBuffers {
  readonly gross: number[];
  readonly keys: number[];
}

/**
 * Working arrays for {@link _allocate}, for a prepared split to reuse: nothing outside the
 * allocation calls in while it runs, so one charge never sees another's figures.
 *
 * @param rules - the rules they are for.
 * @returns arrays as long as the rules: the gross holding the fixed amounts, the remainders
 *   written on every charge.
 * @example
 * const read = _readSplitArguments([
 *   { recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant', type: 'percentage', amount: 0.3333 },
 *   { recipient_id: '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21', recipient_type: 'submerchant', type: 'percentage', amount: 0.3333 },
 *   { recipient_id: '5c1e9b2f-4a8d-4b1c-8e3f-3a2d5c4b6a21', recipient_type: 'submerchant', type: 'percentage', amount: 0.3334 },
 * ], 0.0299, undefined, 'en', []);
 * read.ok && _allocationBuffers(read.rules).keys.length
 * //=> 3
 */
export function _allocationBuffers(rules: SplitRules): AllocationBuffers {
  return { gross: rules.values.slice(), keys: new Array<number>(rules.count).fill(0) };
}
