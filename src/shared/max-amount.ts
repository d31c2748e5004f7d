import { LIMITS } from '../rules/limits.js';
import { _own } from './own.js';

/**
 * Reads the `maxAmount` option shared by validation, the split engine and installment quotes: the
 * largest charge amount accepted, in centavos. Absent, it is `LIMITS.amount.max`; given, it must
 * be a safe integer of at least one centavo.
 *
 * @param options - an options bag, any value; only its own `maxAmount` is read.
 * @returns the maximum in force, or `undefined` when the option cannot be used.
 * @example
 * _readMaxAmount({ maxAmount: 500_000_00 })
 * //=> 50000000
 */
export function _readMaxAmount(options: unknown): number | undefined {
  const value = _own(options, 'maxAmount');
  if (value === undefined) return LIMITS.amount.max;
  return Number.isSafeInteger(value) && (value as number) >= LIMITS.amount.min
    ? (value as number)
    : undefined;
}
