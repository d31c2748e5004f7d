import type { DecimalFraction } from '../arithmetic/decimal-fraction.js';
import { _awardLeftover } from '../arithmetic/largest-remainder.js';
import type { RoundingMode } from '../arithmetic/rounding.js';
import type { Locale } from '../messages/locales/index.js';
import type { SplitRules } from './rule-columns.js';
import { _negativeNetFailure } from './split-errors.js';
import type { FeeBearer, NegativeNetAmountAfterFees } from './types.js';

interface FeeParts {
  readonly rate: DecimalFraction;
  readonly fixedFee: number;
  readonly rounding: RoundingMode;
}

/**
 * The caller's own part of a split configuration: the MDR and the options, read. `feeBearer` says
 * who pays the fee; a `{ recipient_id }` always names a recipient of the rules. A bearer other than
 * the first share comes with the division of the fee between the shares (`_shareFees`): `_allocate`
 * calls it from here rather than importing it, so that validation, whose first share always pays,
 * does not ship the other bearers' division and their failures. Defined beside that division, which
 * both takes a configuration and is carried by one.
 */
export type FeeConfig =
  | (FeeParts & { readonly feeBearer: 'first' })
  | (FeeParts & { readonly feeBearer: Exclude<FeeBearer, 'first'>; readonly shareFees: typeof _shareFees });

/**
 * Divides the fee between the shares as `config.feeBearer` says, for every bearer but `'first'`:
 * `_allocate` decides that one itself, the common case, without a list of fees. What the shares do
 * not pay, the charge's own account pays out of `unallocated` (`'master'`, or no rules at all).
 *
 * @param amount - the charge amount.
 * @param fee - the whole fee in centavos (rate part + fixed part).
 * @param ratePart - the rounded rate part, for the error's exact fee.
 * @param gross - the gross of each share, in rule order.
 * @param unallocated - `amount − Σ gross`.
 * @param rules - the rules, read.
 * @param fees - the MDR and options.
 * @param bearer - `fees.feeBearer`, any but `'first'`.
 * @param locale - the language of the messages.
 * @returns the fee of each share, or NEGATIVE_NET_AMOUNT_AFTER_FEES naming the party that cannot pay.
 * @example
 * const read = _readSplitArguments([
 *   { recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant', type: 'fixed', amount: 600 },
 *   { recipient_id: '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21', recipient_type: 'submerchant', type: 'fixed', amount: 300 },
 * ], 0.01, { feeBearer: 'proportional' }, 'en', []);
 * read.ok && _shareFees(1000, 10, 10, [600, 300], 100, read.rules, read.fees, 'proportional', 'en')
 * //=> [7, 3]
 */
export function _shareFees(
  amount: number,
  fee: number,
  ratePart: number,
  gross: readonly number[],
  unallocated: number,
  rules: SplitRules,
  fees: FeeConfig,
  bearer: Exclude<FeeBearer, 'first'>,
  locale: Locale,
): number[] | NegativeNetAmountAfterFees {
  const paid = gross.map(() => 0);
  if (bearer === 'master') {
    return fee > unallocated ? cannotPay(amount, unallocated, ratePart, undefined, fees, locale) : paid;
  }
  if (bearer === 'proportional') {
    return proportionalFees(amount, fee, ratePart, gross, paid, rules.ids[0], fees, locale);
  }
  const index = rules.ids.indexOf(bearer.recipient_id);
  const share = gross[index] as number;
  if (fee > share) return cannotPay(amount, share, ratePart, bearer.recipient_id, fees, locale);
  paid[index] = fee;
  return paid;
}

/** Each share pays `fee × gross / Σ gross`, rounded by largest remainder so the parts add up to the fee. */
function proportionalFees(
  amount: number,
  fee: number,
  ratePart: number,
  gross: readonly number[],
  paid: number[],
  firstId: string | undefined,
  fees: FeeConfig,
  locale: Locale,
): number[] | NegativeNetAmountAfterFees {
  let total = 0;
  for (const share of gross) total += share;
  // Σ gross ≤ amount, so `fee > total` is exact even when `fee` itself is not.
  if (fee > total) return cannotPay(amount, total, ratePart, firstId, fees, locale);
  if (fee === 0) return paid;
  // BigInt: fee × gross may pass 2^53, and this runs once per charge, off the percentage hot path.
  const big = BigInt(total);
  const keys: bigint[] = [];
  let given = 0;
  gross.forEach((share, index) => {
    const product = BigInt(fee) * BigInt(share);
    const part = Number(product / big);
    paid[index] = part;
    keys.push(product % big);
    given += part;
  });
  _awardLeftover(keys, fee - given, paid);
  return paid;
}

/** NEGATIVE_NET_AMOUNT_AFTER_FEES for a bearer other than the first share. */
function cannotPay(
  amount: number,
  gross: number,
  ratePart: number,
  recipientId: string | undefined,
  fees: FeeConfig,
  locale: Locale,
): NegativeNetAmountAfterFees {
  // Both parts are safe integers but their sum may not be.
  const feeText = (BigInt(ratePart) + BigInt(fees.fixedFee)).toString();
  if (recipientId === undefined) {
    const params = { gross, fee: feeText };
    return _negativeNetFailure(locale, 'NEGATIVE_NET_AMOUNT_AFTER_FEES.master', params, amount, gross);
  }
  const key =
    fees.feeBearer === 'proportional'
      ? 'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional'
      : 'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient';
  const params = { gross, fee: feeText, recipient: recipientId };
  return _negativeNetFailure(locale, key, params, amount, gross, recipientId);
}
