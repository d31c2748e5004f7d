import { _pow10Big } from '../arithmetic/exact-product.js';
import { formatIssue } from '../issues/format-issue.js';
import { _invalidInput } from '../issues/invalid-input.js';
import type { Issue, Locale } from '../issues/issue.js';
import { formatFailureMessage } from '../messages/failures.js';
import { formatIssueMessage } from '../messages/issues.js';
import type { InvalidConfiguration } from '../result/failure.js';
import { _perLocale } from '../shared/per-locale.js';
import type { SplitConfig } from './split-config.js';
import { _issue } from './split-issue.js';
import type { InvalidSplitInput, NegativeNetAmountAfterFees, SplitAmountExceedsTotal } from './types.js';

/**
 * The 500 INVALID_CONFIGURATION failure for an MDR or options the engine cannot use: the caller's
 * own configuration, never blamed on the request. Its issues name the argument (`mdr`,
 * `options.rounding`); `toProblemDetails` keeps them out of the body a buyer sees.
 *
 * @param locale - the language of the message.
 * @param issues - at least one issue.
 * @returns the failure, carrying all the issues.
 * @example
 * _invalidSplitConfiguration('en', [_issue('en', 'REQUIRED', 'mdr', 'REQUIRED.mdr')]).status
 * //=> 500
 */
export function _invalidSplitConfiguration(locale: Locale, issues: readonly Issue[]): InvalidConfiguration {
  const detail = formatIssue(issues[0] as Issue);
  const message = formatFailureMessage(locale, 'INVALID_CONFIGURATION.split', { detail });
  return { ok: false, status: 500, code: 'INVALID_CONFIGURATION', message, issues };
}

/**
 * The refusal of a split that could not be computed at all (something threw: only a page that
 * replaced built-ins gets there), one per locale, rendered at load so that answering runs no code.
 */
export const _UNREADABLE_SPLIT: Readonly<Record<Locale, InvalidSplitInput>> = /* @__PURE__ */ _perLocale(
  (locale) => _invalidInput(locale, [_issue(locale, 'INVALID_TYPE', 'split', 'INVALID_TYPE.unreadable')]),
);

/**
 * The SPLIT_AMOUNT_EXCEEDS_TOTAL failure, with the exact total the rules claim. Recomputed with
 * BigInt here, off the hot path, because the sum may have a fractional part or pass 2^53.
 *
 * @param amount - the charge amount.
 * @param config - the converted rules.
 * @returns the failure.
 * @example
 * // 0.5 and 0.505 of 100 centavos claim 100.5 centavos.
 * _exceedsTotal(100, config).total
 * //=> '100.5'
 */
export function _exceedsTotal(amount: number, config: SplitConfig): SplitAmountExceedsTotal {
  const scale = config.maxScale;
  const denominator = _pow10Big(scale);
  const charge = BigInt(amount);
  let claimed = 0n;
  for (const rule of config.rules) {
    const fraction = rule.fraction;
    claimed +=
      fraction === undefined
        ? BigInt(rule.fixed) * denominator
        : charge * BigInt(fraction.digits) * _pow10Big(scale - fraction.scale);
  }
  const total = decimalText(claimed, scale);
  return {
    ok: false,
    status: 422,
    code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
    message: formatIssueMessage(config.locale, 'SPLIT_AMOUNT_EXCEEDS_TOTAL', { total, amount }),
    amount,
    total,
  };
}

/**
 * The NEGATIVE_NET_AMOUNT_AFTER_FEES failure: the fee exceeds the first share, or the whole amount
 * when there are no rules.
 *
 * @param amount - the charge amount.
 * @param gross - the first share's gross, or the amount when there are no rules.
 * @param ratePart - the rounded rate part of the fee.
 * @param config - the converted rules and MDR.
 * @returns the failure, with the fee as an exact decimal string.
 * @example
 * _negativeNet(100, 10, 3, { ...config, fixedFee: 50 }).fee
 * //=> '53'
 */
export function _negativeNet(
  amount: number,
  gross: number,
  ratePart: number,
  config: SplitConfig,
): NegativeNetAmountAfterFees {
  // Both parts are safe integers but their sum may not be.
  const fee = (BigInt(ratePart) + BigInt(config.fixedFee)).toString();
  const message =
    config.rules.length === 0
      ? formatIssueMessage(config.locale, 'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules', { fee, amount })
      : formatIssueMessage(config.locale, 'NEGATIVE_NET_AMOUNT_AFTER_FEES', { gross, fee });
  return _negativeNetFailure(message, amount, gross, fee);
}

/**
 * The NEGATIVE_NET_AMOUNT_AFTER_FEES failure itself, whoever bears the fee.
 *
 * @param message - the message, already in words.
 * @param amount - the charge amount.
 * @param gross - the gross of the share (or account) that cannot pay.
 * @param fee - the fee as an exact decimal string.
 * @param recipientId - the recipient that cannot pay, when a named or proportional bearer fails.
 * @returns the failure.
 * @example
 * _negativeNetFailure('…', 100, 10, '53').status
 * //=> 422
 */
export function _negativeNetFailure(
  message: string,
  amount: number,
  gross: number,
  fee: string,
  recipientId?: string,
): NegativeNetAmountAfterFees {
  const failure = {
    ok: false,
    status: 422,
    code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
    message,
    amount,
    gross,
    fee,
  } as const;
  return recipientId === undefined ? failure : { ...failure, recipient_id: recipientId };
}

/** `value / 10^scale` written out in plain decimal, without trailing zeros. */
function decimalText(value: bigint, scale: number): string {
  const denominator = _pow10Big(scale);
  const whole = (value / denominator).toString();
  const rest = value % denominator;
  if (rest === 0n) return whole;
  let digits = rest.toString();
  while (digits.length < scale) digits = `0${digits}`;
  let end = digits.length;
  while (digits.charCodeAt(end - 1) === 48) end--;
  return `${whole}.${digits.slice(0, end)}`;
}
