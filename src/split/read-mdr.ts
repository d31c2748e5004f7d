import { _fractionOfNumber, _parseDecimal, type DecimalFraction } from '../arithmetic/decimal-fraction.js';
import { _kindOf, UNREADABLE } from '../shared/own.js';

/** The MDR converted for the engine: an exact rate in [0, 1) and a fixed fee in centavos. */
export interface MdrParts {
  readonly rate: DecimalFraction;
  readonly fixed: number;
}

const ZERO_RATE = _fractionOfNumber(0);

/**
 * Reads the MDR, the caller's own configuration: a rate (number or decimal string) in [0, 1), or
 * `{ rate?, fixed? }` with `fixed` a non-negative safe integer. Unknown keys of the object are
 * ignored; -0 is refused, as a sign of an upstream computation gone wrong. `undefined` is refused
 * too: a forgotten MDR must not silently mean "no fee", the caller passes 0 to say so.
 *
 * @param mdr - the MDR, any value.
 * @returns the rate and fixed fee, or `undefined` when the MDR is not acceptable.
 * @example
 * _readMdr({ rate: '0.0299', fixed: 50 })?.fixed
 * //=> 50
 */
export function _readMdr(mdr: unknown): MdrParts | undefined {
  if (_kindOf(mdr) !== 'record') {
    const rate = readRate(mdr);
    return rate === undefined ? undefined : { rate, fixed: 0 };
  }
  // Both fields as `_own` reads them, under one `try` and at load sites of their own (`_own`'s one
  // site serves every object the library reads): a host passes its MDR on every call.
  const fields = mdr as Record<string, unknown>;
  let rateValue: unknown = UNREADABLE;
  let fixedValue: unknown = UNREADABLE;
  try {
    rateValue = Object.hasOwn(fields, 'rate') ? fields.rate : undefined;
    fixedValue = Object.hasOwn(fields, 'fixed') ? fields.fixed : undefined;
  } catch {
    // A getter that throws reads as unreadable, which refuses the MDR whatever the other field
    // holds: nothing after it is read.
  }
  const rate = rateValue === undefined ? ZERO_RATE : readRate(rateValue);
  const fixed = fixedValue === undefined ? 0 : fixedValue;
  return rate !== undefined && isFixedFee(fixed) ? { rate, fixed } : undefined;
}

function readRate(value: unknown): DecimalFraction | undefined {
  if (typeof value === 'number') {
    // NaN fails both comparisons.
    return value >= 0 && value < 1 && !Object.is(value, -0) ? _fractionOfNumber(value) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const rate = _parseDecimal(value);
  // Below 1 exactly when the numerator has fewer digits than the scale (digits never lead with 0).
  return rate !== undefined && (rate.units === 0 || rate.digits.length <= rate.scale) ? rate : undefined;
}

function isFixedFee(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && !Object.is(value, -0);
}
