import { formatIssue } from '../issues/format-issue.js';
import type { Issue, Locale } from '../issues/issue.js';
import { formatIssueMessage } from '../messages/issues.js';
import { _perLocale } from '../shared/per-locale.js';
import { _pow10Big } from './exact-product.js';
import type { SplitConfig } from './split-config.js';
import type { InvalidSplitInputError, SplitFailure } from './types.js';

/**
 * The INVALID_INPUT failure for a list of issues; its message quotes the first issue.
 *
 * @param locale - the language of the message.
 * @param issues - at least one issue.
 * @returns the failure, carrying all the issues.
 * @example
 * _invalidInput('en', [{ code: 'REQUIRED', path: 'mdr', message: 'mdr is required.' }]).error.message
 * //=> 'The input is not valid: mdr is required.'
 */
export function _invalidInput(
  locale: Locale,
  issues: Issue[],
): { readonly ok: false; readonly error: InvalidSplitInputError } {
  const detail = formatIssue(issues[0] as Issue);
  return {
    ok: false,
    error: {
      code: 'INVALID_INPUT',
      message: formatIssueMessage(locale, 'INVALID_INPUT', { detail }),
      issues,
    },
  };
}

/**
 * The refusal of a split that could not be computed at all (something threw: only a page that
 * replaced built-ins gets there), one per locale, rendered at load so that answering runs no code.
 */
export const _UNREADABLE_SPLIT: Readonly<Record<Locale, SplitFailure>> = /* @__PURE__ */ _perLocale(
  (locale) =>
    _invalidInput(locale, [
      {
        code: 'INVALID_TYPE',
        path: 'rules',
        pointer: '/rules',
        message: formatIssueMessage(locale, 'INVALID_TYPE.unreadable'),
        params: { label: 'rules' },
      },
    ]),
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
 * _exceedsTotal(100, config).error.total
 * //=> '100.5'
 */
export function _exceedsTotal(amount: number, config: SplitConfig): SplitFailure {
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
  const total = _decimalText(claimed, scale);
  return {
    ok: false,
    error: {
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
      message: formatIssueMessage(config.locale, 'SPLIT_AMOUNT_EXCEEDS_TOTAL', { total, amount }),
      amount,
      total,
    },
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
 * _negativeNet(100, 10, 3, { ...config, fixedFee: 50 }).error.fee
 * //=> '53'
 */
export function _negativeNet(
  amount: number,
  gross: number,
  ratePart: number,
  config: SplitConfig,
): SplitFailure {
  // Both parts are safe integers but their sum may not be.
  const fee = (BigInt(ratePart) + BigInt(config.fixedFee)).toString();
  const message =
    config.rules.length === 0
      ? formatIssueMessage(config.locale, 'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules', { fee, amount })
      : formatIssueMessage(config.locale, 'NEGATIVE_NET_AMOUNT_AFTER_FEES', { gross, fee });
  return { ok: false, error: { code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES', message, amount, gross, fee } };
}

/** `value / 10^scale` written out in plain decimal, without trailing zeros. */
function _decimalText(value: bigint, scale: number): string {
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
