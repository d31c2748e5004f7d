import { DEFAULT_ROUNDING, ROUNDING_MODES, type RoundingMode } from '../arithmetic/rounding.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _readMaxAmount } from '../shared/max-amount.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own, UNREADABLE } from '../shared/own.js';
import { _issue, _splitOptionIssue, _typeIssue } from './split-issue.js';
import type { FeeBearer } from './types.js';

/**
 * The locale asked for in an options bag, read before anything else so every message of the call is
 * in it; an unknown or unreadable locale falls back to English, as everywhere in the library.
 *
 * @param options - the options argument, any value.
 * @returns the locale.
 * @example
 * _optionsLocale({ locale: 'pt-BR' })
 * //=> 'pt-BR'
 */
export function _optionsLocale(options: unknown): Locale {
  return _kindOf(options) === 'record' ? _readLocale(_own(options as object, 'locale')) : 'en';
}

/**
 * Reads the rounding mode of an options bag; `undefined` options mean the defaults.
 *
 * @param options - the options argument, any value.
 * @param locale - the language of the messages.
 * @param issues - receives an issue at `options` or `options.rounding` when there is one.
 * @returns the rounding mode, or `undefined` when the options are not acceptable.
 * @example
 * _readRounding({ rounding: 'half-up' }, 'en', [])
 * //=> 'half-up'
 */
export function _readRounding(options: unknown, locale: Locale, issues: Issue[]): RoundingMode | undefined {
  if (options === undefined) return DEFAULT_ROUNDING;
  const kind = _kindOf(options);
  if (kind !== 'record') {
    issues.push(
      kind === UNREADABLE
        ? _issue(locale, 'INVALID_TYPE', 'options', 'INVALID_TYPE.unreadable')
        : _typeIssue(locale, 'options', 'object'),
    );
    return undefined;
  }
  const rounding = _own(options as object, 'rounding');
  if (rounding === undefined) return DEFAULT_ROUNDING;
  if (_isOneOf(ROUNDING_MODES, rounding)) return rounding;
  issues.push(
    rounding === UNREADABLE
      ? _issue(locale, 'INVALID_TYPE', 'options.rounding', 'INVALID_TYPE.unreadable')
      : _issue(locale, 'INVALID_VALUE', 'options.rounding', 'INVALID_VALUE.rounding'),
  );
  return undefined;
}

/**
 * Reads who pays the fee from an options bag. A `{ recipient_id }` is only checked for shape here;
 * whether a rule names that recipient is checked with the rules.
 *
 * @param options - the options argument, any value; a non-object is reported by {@link _readRounding}.
 * @param locale - the language of the messages.
 * @param issues - receives an issue at `options.feeBearer` when there is one.
 * @returns the fee bearer, or `undefined` when it is not acceptable.
 * @example
 * _readFeeBearer({ feeBearer: 'master' }, 'en', [])
 * //=> 'master'
 */
export function _readFeeBearer(options: unknown, locale: Locale, issues: Issue[]): FeeBearer | undefined {
  if (_kindOf(options) !== 'record') return 'first';
  const bearer = _own(options as object, 'feeBearer');
  if (bearer === undefined || bearer === 'first') return 'first';
  if (bearer === 'proportional' || bearer === 'master') return bearer;
  if (_kindOf(bearer) === 'record') {
    const id = _own(bearer as object, 'recipient_id');
    if (typeof id === 'string') return { recipient_id: id };
  }
  issues.push(
    bearer === UNREADABLE
      ? _issue(locale, 'INVALID_TYPE', 'options.feeBearer', 'INVALID_TYPE.unreadable')
      : _splitOptionIssue(locale, 'INVALID_VALUE', 'options.feeBearer', 'INVALID_VALUE.fee_bearer'),
  );
  return undefined;
}

/**
 * Reads the `maxAmount` of an options bag, as the split and installment engines take it.
 *
 * @param options - the options argument, any value; a non-object is reported by {@link _readRounding}.
 * @param locale - the language of the messages.
 * @param issues - receives an issue at `options.maxAmount` when there is one.
 * @returns the largest amount accepted, or `undefined` when the option cannot be used.
 * @example
 * _readMaxAmountOption({ maxAmount: 0 }, 'en', [])
 * //=> undefined
 */
export function _readMaxAmountOption(options: unknown, locale: Locale, issues: Issue[]): number | undefined {
  const maxAmount = _readMaxAmount(options);
  if (maxAmount !== undefined || _kindOf(options) !== 'record') return maxAmount;
  issues.push(
    _own(options as object, 'maxAmount') === UNREADABLE
      ? _issue(locale, 'INVALID_TYPE', 'options.maxAmount', 'INVALID_TYPE.unreadable')
      : _issue(locale, 'INVALID_VALUE', 'options.maxAmount', 'INVALID_VALUE.max_amount', {
          max: Number.MAX_SAFE_INTEGER,
        }),
  );
  return undefined;
}
