import { _fractionOfNumber, _parseDecimal, type DecimalFraction } from '../arithmetic/decimal-fraction.js';
import type { RoundingMode } from '../arithmetic/rounding.js';
import type { Issue } from '../issues/issue.js';
import type { InstallmentsMessageKey } from '../messages/installments.js';
import type { Locale } from '../messages/locales/index.js';
import { LIMITS } from '../rules/limits.js';
import { _kindOf, _own, UNREADABLE } from '../shared/own.js';
import { _readRounding } from '../split/read-options.js';
import { _issue, _typeIssue } from '../split/split-issue.js';
import { type ExactRate, INSTALLMENT_METHODS, type InstallmentMethod } from './exact-plan.js';
import type { QuoteOptionIssue } from './quote-option-issue.js';

/** The options of a quote, read and checked. */
export interface QuoteConfig {
  readonly maxInstallments: number;
  readonly interestFreeUpTo: number;
  readonly rate: ExactRate;
  readonly method: InstallmentMethod;
  readonly minInstallmentAmount: number;
  readonly interestFreeAmount: number;
  readonly rounding: RoundingMode;
}

// Reports a fault that only the quote's own catalogue words (see `optionIssue`).
type ReportOption = (
  path: string,
  key: InstallmentsMessageKey,
  params?: Readonly<Record<string, number>>,
) => void;

const MAX = LIMITS.installments.max;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Reads the options of `quoteInstallments`: own properties only, every problem collected.
 *
 * @param options - the options argument, any value.
 * @param amount - the amount already checked, which bounds `interestFreeAmount`.
 * @param locale - the language of the messages.
 * @param issues - receives one issue per option at fault, at `options.<name>`.
 * @param optionIssue - words the faults that only the quote's own catalogue names; without it they
 *   are not worded (validation passes none: it asks only whether a policy reads, and keeps no issue).
 * @returns the options, or `undefined` when any is not acceptable.
 * @example
 * _readQuoteOptions({ maxInstallments: 3, monthlyRate: 0.0199 }, 10000, 'en', [], undefined)?.interestFreeUpTo
 * //=> 1
 */
export function _readQuoteOptions(
  options: unknown,
  amount: number,
  locale: Locale,
  issues: Issue[],
  optionIssue: QuoteOptionIssue | undefined,
): QuoteConfig | undefined {
  const report: ReportOption = (path, key, params) => {
    if (optionIssue !== undefined) issues.push(optionIssue(locale, path, key, params));
  };
  const kind = _kindOf(options);
  if (kind !== 'record') {
    issues.push(
      kind === UNREADABLE
        ? _issue(locale, 'INVALID_TYPE', 'options', 'INVALID_TYPE.unreadable')
        : options === undefined
          ? _issue(locale, 'REQUIRED', 'options', 'REQUIRED')
          : _typeIssue(locale, 'options', 'object'),
    );
    return undefined;
  }
  const bag = options as object;
  const maxInstallments = readCount(bag, 'maxInstallments', 1, undefined, locale, issues);
  const interestFreeUpTo = readCount(bag, 'interestFreeUpTo', 0, 1, locale, issues);
  const minInstallmentAmount = readCentavos(bag, 'minInstallmentAmount', MAX_SAFE, locale, issues, report);
  const interestFreeAmount = readCentavos(bag, 'interestFreeAmount', amount, locale, issues, report);
  const method = readMethod(_own(bag, 'method'), report);
  const rounding = _readRounding(options, locale, issues);
  const someBearInterest =
    maxInstallments !== undefined && interestFreeUpTo !== undefined && interestFreeUpTo < maxInstallments;
  const rate = readRate(_own(bag, 'monthlyRate'), someBearInterest, locale, issues, report);
  if (
    maxInstallments === undefined ||
    interestFreeUpTo === undefined ||
    minInstallmentAmount === undefined ||
    interestFreeAmount === undefined ||
    method === undefined ||
    rounding === undefined ||
    rate === undefined
  ) {
    return undefined;
  }
  return {
    maxInstallments,
    interestFreeUpTo,
    rate,
    method,
    minInstallmentAmount,
    interestFreeAmount,
    rounding,
  };
}

function readCount(
  options: object,
  name: string,
  min: number,
  fallback: number | undefined,
  locale: Locale,
  issues: Issue[],
): number | undefined {
  const value = _own(options, name);
  const path = `options.${name}`;
  if (value === undefined) {
    if (fallback === undefined) issues.push(_issue(locale, 'REQUIRED', path, 'REQUIRED'));
    return fallback;
  }
  if (value === UNREADABLE) {
    issues.push(_issue(locale, 'INVALID_TYPE', path, 'INVALID_TYPE.unreadable'));
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    issues.push(_typeIssue(locale, path, 'number'));
    return undefined;
  }
  if (value < min || value > MAX) {
    issues.push(_issue(locale, 'OUT_OF_RANGE', path, 'OUT_OF_RANGE', { min, max: MAX }));
    return undefined;
  }
  return value;
}

function readCentavos(
  options: object,
  name: string,
  max: number,
  locale: Locale,
  issues: Issue[],
  report: ReportOption,
): number | undefined {
  const value = _own(options, name);
  const path = `options.${name}`;
  if (value === undefined) return 0;
  if (value === UNREADABLE) {
    issues.push(_issue(locale, 'INVALID_TYPE', path, 'INVALID_TYPE.unreadable'));
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    issues.push(_issue(locale, 'INVALID_TYPE', path, 'INVALID_TYPE.integer'));
    return undefined;
  }
  // `value >= 0` lets -0 through as 0, which is what it means here.
  if (value >= 0 && value <= max) return value === 0 ? 0 : value;
  if (max === MAX_SAFE) issues.push(_issue(locale, 'OUT_OF_RANGE', path, 'OUT_OF_RANGE', { min: 0, max }));
  else report(path, 'OUT_OF_RANGE.interest_free_amount', { max });
  return undefined;
}

function readMethod(value: unknown, report: ReportOption): InstallmentMethod | undefined {
  if (value === undefined) return 'price';
  const method = INSTALLMENT_METHODS.find((candidate) => candidate === value);
  if (method === undefined) report('options.method', 'INVALID_VALUE.method');
  return method;
}

function readRate(
  value: unknown,
  required: boolean,
  locale: Locale,
  issues: Issue[],
  report: ReportOption,
): ExactRate | undefined {
  const path = 'options.monthlyRate';
  if (value === undefined) {
    if (required) report(path, 'REQUIRED.monthly_rate');
    return required ? undefined : { num: 0n, den: 1n };
  }
  let fraction: DecimalFraction | undefined;
  if (typeof value === 'number') {
    // NaN fails both comparisons; -0 is read as the 0 it spells.
    if (value >= 0 && value < 1) fraction = _fractionOfNumber(value === 0 ? 0 : value);
  } else if (typeof value === 'string') {
    const parsed = _parseDecimal(value);
    // Below 1 exactly when the numerator has no more digits than the scale (digits never lead with 0).
    if (parsed !== undefined && (parsed.units === 0 || parsed.digits.length <= parsed.scale))
      fraction = parsed;
  }
  if (fraction === undefined) {
    if (value === UNREADABLE) issues.push(_issue(locale, 'INVALID_TYPE', path, 'INVALID_TYPE.unreadable'));
    else report(path, 'INVALID_VALUE.monthly_rate');
    return undefined;
  }
  return { num: BigInt(fraction.digits), den: 10n ** BigInt(fraction.scale) };
}
