import type { Issue, Locale } from '../issues/issue.js';
import { _kindOf, _own, UNREADABLE } from '../shared/own.js';
import { _fractionOfNumber, _parseDecimal, type DecimalFraction } from './decimal-fraction.js';
import { _issue } from './split-issue.js';

/** The MDR converted for the engine: an exact rate in [0, 1) and a fixed fee in centavos. */
export interface MdrParts {
  readonly rate: DecimalFraction;
  readonly fixed: number;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const ZERO_RATE = _fractionOfNumber(0);

/**
 * Reads the MDR argument: a rate (number or decimal string) in [0, 1), or `{ rate?, fixed? }` with
 * `fixed` a non-negative safe integer. Unknown keys of the object are ignored; -0 is refused, as a
 * sign of an upstream computation gone wrong.
 *
 * @param mdr - the MDR argument, any value.
 * @param locale - the language of the messages.
 * @param issues - receives issues at `mdr`, `mdr.rate` or `mdr.fixed`.
 * @returns the rate and fixed fee, or `undefined` when the MDR is not acceptable.
 * @example
 * _readMdr({ rate: '0.0299', fixed: 50 }, 'en', []).fixed
 * //=> 50
 */
export function _readMdr(mdr: unknown, locale: Locale, issues: Issue[]): MdrParts | undefined {
  if (mdr === undefined) {
    // A forgotten MDR must not silently mean "no fee": the caller passes 0 to say so.
    issues.push(_issue(locale, 'REQUIRED', 'mdr', 'REQUIRED'));
    return undefined;
  }
  const kind = _kindOf(mdr);
  if (kind === UNREADABLE) {
    issues.push(_issue(locale, 'INVALID_TYPE', 'mdr', 'INVALID_TYPE.unreadable'));
    return undefined;
  }
  if (kind !== 'record') {
    const rate = _readRate(mdr);
    if (rate === undefined) issues.push(_issue(locale, 'INVALID_VALUE', 'mdr', 'INVALID_VALUE.mdr'));
    return rate === undefined ? undefined : { rate, fixed: 0 };
  }
  const rateValue = _own(mdr as object, 'rate');
  const fixedValue = _own(mdr as object, 'fixed');
  const rate = rateValue === undefined ? ZERO_RATE : _readRate(rateValue);
  if (rate === undefined) {
    issues.push(
      rateValue === UNREADABLE
        ? _issue(locale, 'INVALID_TYPE', 'mdr.rate', 'INVALID_TYPE.unreadable')
        : _issue(locale, 'INVALID_VALUE', 'mdr.rate', 'INVALID_VALUE.mdr'),
    );
  }
  const fixed = fixedValue === undefined ? 0 : _readFixed(fixedValue, locale, issues);
  return rate === undefined || fixed === undefined ? undefined : { rate, fixed };
}

function _readRate(value: unknown): DecimalFraction | undefined {
  if (typeof value === 'number') {
    // NaN fails both comparisons.
    return value >= 0 && value < 1 && !Object.is(value, -0) ? _fractionOfNumber(value) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const rate = _parseDecimal(value);
  // Below 1 exactly when the numerator has fewer digits than the scale (digits never lead with 0).
  return rate !== undefined && (rate.units === 0 || rate.digits.length <= rate.scale) ? rate : undefined;
}

function _readFixed(value: unknown, locale: Locale, issues: Issue[]): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (value >= 0 && value <= MAX_SAFE && !Object.is(value, -0)) return value;
    issues.push(_issue(locale, 'OUT_OF_RANGE', 'mdr.fixed', 'OUT_OF_RANGE', { min: 0, max: MAX_SAFE }));
    return undefined;
  }
  issues.push(
    value === UNREADABLE
      ? _issue(locale, 'INVALID_TYPE', 'mdr.fixed', 'INVALID_TYPE.unreadable')
      : _issue(locale, 'INVALID_TYPE', 'mdr.fixed', 'INVALID_TYPE.integer'),
  );
  return undefined;
}
