import { _pow10Big } from '../arithmetic/calculator.js';
import { _decimalText } from '../arithmetic/decimal-text.js';
import { formatIssue } from '../issues/format-issue.js';
import { _invalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import { _englishHint, _hintOf, COMMON_ISSUE_HINTS } from '../messages/hints.js';
import { _formatCommonIssueMessage, type CommonIssueMessageKey } from '../messages/issues.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageParams } from '../messages/params.js';
import { formatSplitConfigurationMessage } from '../messages/split-configuration.js';
import { _issuesHint, type InvalidConfiguration } from '../result/failure.js';
import { _perLocale } from '../shared/per-locale.js';
import { FIXED_RULE, type SplitRules } from './rule-columns.js';
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
 * _invalidSplitConfiguration('en', [_splitOptionIssue('en', 'REQUIRED', 'mdr', 'REQUIRED.mdr')]).status
 * //=> 500
 */
export function _invalidSplitConfiguration(locale: Locale, issues: readonly Issue[]): InvalidConfiguration {
  const detail = formatIssue(issues[0] as Issue);
  const message = formatSplitConfigurationMessage(locale, 'INVALID_CONFIGURATION.split', { detail });
  return {
    ok: false,
    status: 500,
    code: 'INVALID_CONFIGURATION',
    message,
    hint: _issuesHint(issues),
    issues,
  };
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
 * @param rules - the rules, read.
 * @param locale - the language of the message.
 * @returns the failure.
 * @example
 * const read = _readSplitArguments([
 *   { recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', recipient_type: 'merchant', type: 'percentage', amount: 0.5 },
 *   { recipient_id: '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21', recipient_type: 'submerchant', type: 'percentage', amount: 0.505 },
 * ], 0.0299, undefined, 'en', []);
 * // 0.5 and 0.505 of 100 centavos claim 100.5 centavos.
 * read.ok && _exceedsTotal(100, read.rules, 'en').total
 * //=> '100.5'
 */
export function _exceedsTotal(amount: number, rules: SplitRules, locale: Locale): SplitAmountExceedsTotal {
  const scale = rules.maxScale;
  const charge = BigInt(amount);
  let claimed = 0n;
  for (let i = 0; i < rules.count; i++) {
    const ruleScale = rules.scales[i] as number;
    const value = rules.exact?.[i]?.big ?? BigInt(rules.values[i] as number);
    // Every term over 10^scale: a fixed amount is whole centavos, a percentage `amount × value / 10^ruleScale`.
    claimed +=
      ruleScale === FIXED_RULE ? value * _pow10Big(scale) : charge * value * _pow10Big(scale - ruleScale);
  }
  const total = _decimalText(claimed, scale);
  return {
    ok: false,
    status: 422,
    code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
    message: _formatCommonIssueMessage(locale, 'SPLIT_AMOUNT_EXCEEDS_TOTAL', { total, amount }),
    hint: _englishHint(
      'split',
      _formatCommonIssueMessage('en', 'SPLIT_AMOUNT_EXCEEDS_TOTAL', { total, amount }),
    ),
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
 * @param fees - the MDR and options, read.
 * @param count - how many rules there are (none: the charge's own account pays).
 * @param locale - the language of the message.
 * @returns the failure, with the fee as an exact decimal string.
 * @example
 * const read = _readSplitArguments([], 0.0299, undefined, 'en', []);
 * read.ok && _negativeNet(100, 10, 3, { ...read.fees, fixedFee: 50 }, 1, 'en').fee
 * //=> '53'
 */
export function _negativeNet(
  amount: number,
  gross: number,
  ratePart: number,
  fees: { readonly fixedFee: number },
  count: number,
  locale: Locale,
): NegativeNetAmountAfterFees {
  // Both parts are safe integers but their sum may not be.
  const fee = (BigInt(ratePart) + BigInt(fees.fixedFee)).toString();
  return count === 0
    ? _negativeNetFailure(locale, 'NEGATIVE_NET_AMOUNT_AFTER_FEES.no_rules', { fee, amount }, amount, gross)
    : _negativeNetFailure(locale, 'NEGATIVE_NET_AMOUNT_AFTER_FEES', { gross, fee }, amount, gross);
}

/**
 * The NEGATIVE_NET_AMOUNT_AFTER_FEES failure itself, whoever bears the fee.
 *
 * @param locale - the language of the message.
 * @param key - the message: which party cannot pay.
 * @param params - the message's parameters; `fee` is the fee as an exact decimal string.
 * @param amount - the charge amount.
 * @param gross - the gross of the share (or account) that cannot pay.
 * @param recipientId - the recipient that cannot pay, when a named or proportional bearer fails.
 * @returns the failure.
 * @example
 * _negativeNetFailure('en', 'NEGATIVE_NET_AMOUNT_AFTER_FEES', { gross: 10, fee: '53' }, 100, 10).status
 * //=> 422
 */
export function _negativeNetFailure(
  locale: Locale,
  key: `NEGATIVE_NET_AMOUNT_AFTER_FEES${'' | `.${string}`}` & CommonIssueMessageKey,
  params: MessageParams & { readonly fee: string },
  amount: number,
  gross: number,
  recipientId?: string,
): NegativeNetAmountAfterFees {
  const failure = {
    ok: false,
    status: 422,
    code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
    message: _formatCommonIssueMessage(locale, key, params),
    // The split's path, and the English words: the recipient's own id stays out of the hint.
    hint: _hintOf(COMMON_ISSUE_HINTS, key, 'split', params, () =>
      _formatCommonIssueMessage('en', key, params),
    ),
    amount,
    gross,
    fee: params.fee,
  } as const;
  return recipientId === undefined ? failure : { ...failure, recipient_id: recipientId };
}
