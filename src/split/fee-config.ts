import type { DecimalFraction } from '../arithmetic/decimal-fraction.js';
import type { RoundingMode } from '../arithmetic/rounding.js';
import type { Locale } from '../messages/locales/index.js';
import type { SplitRules } from './rule-columns.js';
import type { FeeBearer, NegativeNetAmountAfterFees } from './types.js';

// The shape of a split configuration, apart from the code that reads it (`split-config.ts`) and the
// division of the fee it may carry (`fee-bearer.ts`), which both name it: with the shape in either,
// the two would import each other.

interface FeeParts {
  readonly rate: DecimalFraction;
  readonly fixedFee: number;
  readonly rounding: RoundingMode;
}

/**
 * The division of the fee between the shares when a bearer other than the first share pays it
 * (`_shareFees`): each share's part of the fee, or the failure of a share left below zero.
 */
export type ShareFees = (
  amount: number,
  fee: number,
  ratePart: number,
  gross: readonly number[],
  unallocated: number,
  rules: SplitRules,
  fees: FeeConfig,
  bearer: Exclude<FeeBearer, 'first'>,
  locale: Locale,
) => number[] | NegativeNetAmountAfterFees;

/**
 * The caller's own part of a split configuration: the MDR and the options, read. `feeBearer` says
 * who pays the fee; a `{ recipient_id }` always names a recipient of the rules. A bearer other than
 * the first share comes with the division of the fee between the shares (`_shareFees`): `_allocate`
 * calls it from here rather than importing it, so that validation, whose first share always pays,
 * does not ship the other bearers' division and their failures.
 */
export type FeeConfig =
  | (FeeParts & { readonly feeBearer: 'first' })
  | (FeeParts & { readonly feeBearer: Exclude<FeeBearer, 'first'>; readonly shareFees: ShareFees });
