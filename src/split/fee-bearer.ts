import { _awardLeftover } from '../arithmetic/largest-remainder.js';
import { formatIssueMessage } from '../messages/issues.js';
import type { SplitConfig } from './split-config.js';
import { _negativeNet, _negativeNetFailure } from './split-errors.js';
import type { NegativeNetAmountAfterFees } from './types.js';

/**
 * Divides the fee between the shares as `config.feeBearer` says. What the shares do not pay, the
 * charge's own account pays out of `unallocated` (`'master'`, or no rules at all).
 *
 * @param amount - the charge amount.
 * @param fee - the whole fee in centavos (rate part + fixed part).
 * @param ratePart - the rounded rate part, for the error's exact fee.
 * @param gross - the gross of each share, in rule order.
 * @param unallocated - `amount − Σ gross`.
 * @param config - the converted rules, with the fee bearer.
 * @returns the fee of each share, or NEGATIVE_NET_AMOUNT_AFTER_FEES naming the party that cannot pay.
 * @example
 * _shareFees(1000, 10, 10, [600, 300], 100, { ...config, feeBearer: 'proportional' })
 * //=> [7, 3]
 */
export function _shareFees(
  amount: number,
  fee: number,
  ratePart: number,
  gross: readonly number[],
  unallocated: number,
  config: SplitConfig,
): number[] | NegativeNetAmountAfterFees {
  const bearer = config.feeBearer;
  const fees: number[] = [];
  for (let i = 0; i < gross.length; i++) fees[i] = 0;
  if (bearer === 'first') {
    const first = gross[0] as number;
    if (fee > first) return _negativeNet(amount, first, ratePart, config);
    fees[0] = fee;
    return fees;
  }
  if (bearer === 'master') {
    return fee > unallocated ? cannotPay(amount, unallocated, ratePart, undefined, config) : fees;
  }
  if (bearer === 'proportional') return proportionalFees(amount, fee, ratePart, gross, fees, config);
  const index = config.rules.findIndex((rule) => rule.recipient_id === bearer.recipient_id);
  const share = gross[index] as number;
  if (fee > share) return cannotPay(amount, share, ratePart, bearer.recipient_id, config);
  fees[index] = fee;
  return fees;
}

/** Each share pays `fee × gross / Σ gross`, rounded by largest remainder so the parts add up to the fee. */
function proportionalFees(
  amount: number,
  fee: number,
  ratePart: number,
  gross: readonly number[],
  fees: number[],
  config: SplitConfig,
): number[] | NegativeNetAmountAfterFees {
  let total = 0;
  for (const share of gross) total += share;
  // Σ gross ≤ amount, so `fee > total` is exact even when `fee` itself is not.
  if (fee > total) return cannotPay(amount, total, ratePart, config.rules[0]?.recipient_id, config);
  if (fee === 0) return fees;
  // BigInt: fee × gross may pass 2^53, and this runs once per charge, off the percentage hot path.
  const big = BigInt(total);
  const keys: bigint[] = [];
  let given = 0;
  gross.forEach((share, index) => {
    const product = BigInt(fee) * BigInt(share);
    const part = Number(product / big);
    fees[index] = part;
    keys.push(product % big);
    given += part;
  });
  _awardLeftover(keys, fee - given, fees);
  return fees;
}

/** NEGATIVE_NET_AMOUNT_AFTER_FEES for a bearer other than the first share. */
function cannotPay(
  amount: number,
  gross: number,
  ratePart: number,
  recipientId: string | undefined,
  config: SplitConfig,
): NegativeNetAmountAfterFees {
  // Both parts are safe integers but their sum may not be.
  const feeText = (BigInt(ratePart) + BigInt(config.fixedFee)).toString();
  const locale = config.locale;
  if (recipientId === undefined) {
    const message = formatIssueMessage(locale, 'NEGATIVE_NET_AMOUNT_AFTER_FEES.master', {
      gross,
      fee: feeText,
    });
    return _negativeNetFailure(message, amount, gross, feeText);
  }
  const key =
    config.feeBearer === 'proportional'
      ? 'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional'
      : 'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient';
  const message = formatIssueMessage(locale, key, { gross, fee: feeText, recipient: recipientId });
  return _negativeNetFailure(message, amount, gross, feeText, recipientId);
}
