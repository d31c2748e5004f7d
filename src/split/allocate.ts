import { MAX_FAST_SCALE } from '../arithmetic/decimal-fraction.js';
import {
  _fitsDoubles,
  _pow10Big,
  _productBig,
  _productSmall,
  _roundedProduct,
  POW10,
} from '../arithmetic/exact-product.js';
import { _awardLeftover } from '../arithmetic/largest-remainder.js';
import { _roundsUp } from '../arithmetic/rounding.js';
import { _shareFees } from './fee-bearer.js';
import type { ReadRule } from './read-rules.js';
import type { SplitConfig } from './split-config.js';
import { _exceedsTotal, _negativeNet } from './split-errors.js';
import type { SplitResult, SplitShare } from './types.js';

/** The percentage pass: the floors written into `gross`, and what is needed to round their total. */
interface PercentagePass {
  /** Σ floor of the percentage shares. */
  readonly floors: number;
  /** Whole centavos in Σ fractional parts. */
  readonly carry: number;
  /** Sign of `2f − 1` for the fractional part `f` of Σ fractional parts: which side of ½ it falls. */
  readonly half: number;
  /** Σ fractional parts is a whole number. */
  readonly exact: boolean;
  /** Per share, its fractional part over the common denominator 10^maxScale; 0 for fixed shares. */
  readonly keys: readonly number[] | readonly bigint[];
}

/**
 * Applies the rounding policy of docs/split.md to a charge amount and a converted configuration. The
 * amount is already checked, so the only failures left are the two domain errors.
 *
 * @param amount - the charge amount, a positive safe integer.
 * @param config - the converted rules, MDR and options.
 * @returns the split, or SPLIT_AMOUNT_EXCEEDS_TOTAL / NEGATIVE_NET_AMOUNT_AFTER_FEES.
 * @example
 * _allocate(1000, config).shares.map((share) => share.gross)
 * //=> [334, 333, 333]
 */
export function _allocate(amount: number, config: SplitConfig): SplitResult {
  const rules = config.rules;
  const count = rules.length;
  const gross: number[] = [];
  let claimed = 0;
  for (let i = 0; i < count; i++) {
    const fixed = (rules[i] as ReadRule).fixed;
    gross[i] = fixed;
    claimed += fixed;
  }
  const pass =
    config.maxScale <= MAX_FAST_SCALE
      ? percentagesSmall(amount, config, gross)
      : percentagesBig(amount, config, gross);
  // Every term is a non-negative safe integer and rounding to nearest is monotonic, so once the
  // running double passes the amount it stays past it, and while it does not it is exact.
  claimed += pass.floors + pass.carry;
  if (claimed > amount || (claimed === amount && !pass.exact)) return _exceedsTotal(amount, config);

  const roundsUp = _roundsUp(pass.half, (pass.floors + pass.carry) % 2 === 1, config.rounding);
  _awardLeftover(pass.keys, pass.carry + (roundsUp ? 1 : 0), gross);

  const ratePart = _roundedProduct(amount, config.rate, config.rounding);
  // May be inexact above 2^53, but then it also exceeds every share and the amount, as compared below.
  const fee = ratePart + config.fixedFee;
  if (count === 0) {
    return fee > amount
      ? _negativeNet(amount, amount, ratePart, config)
      : { ok: true, amount, fee, shares: [], unallocated: amount };
  }
  let allocated = 0;
  for (let i = 0; i < count; i++) allocated += gross[i] as number;
  const fees = _shareFees(amount, fee, ratePart, gross, amount - allocated, config);
  // Array.isArray itself, not _isArray: a throw must reach the export's catch, not read as a failure.
  if (!Array.isArray(fees)) return fees;

  const shares: SplitShare[] = [];
  for (let i = 0; i < count; i++) {
    const rule = rules[i] as ReadRule;
    const share = gross[i] as number;
    const deducted = fees[i] as number;
    shares[i] = {
      recipient_id: rule.recipient_id,
      recipient_type: rule.recipient_type,
      type: rule.type,
      cross_company: rule.cross_company,
      gross: share,
      fee: deducted,
      net: share - deducted,
    };
  }
  return { ok: true, amount, fee, shares, unallocated: amount - allocated };
}

/** Percentages on a denominator up to 10^15: remainders and their running sum stay exact doubles. */
function percentagesSmall(amount: number, config: SplitConfig, gross: number[]): PercentagePass {
  const rules = config.rules;
  const scale = config.maxScale;
  const denominator = POW10[scale] as number;
  const keys: number[] = [];
  let floors = 0;
  let carry = 0;
  // Kept below the denominator by moving whole centavos to `carry`, so it never passes 2·10^15.
  let fractional = 0;
  for (let i = 0; i < rules.length; i++) {
    const fraction = (rules[i] as ReadRule).fraction;
    if (fraction === undefined) {
      keys[i] = 0;
      continue;
    }
    let floor: number;
    let remainder: number;
    if (_fitsDoubles(amount, fraction)) {
      [floor, remainder] = _productSmall(amount, fraction);
    } else {
      // Near 2^53 the product needs BigInt, but its parts are small again: floor ≤ amount, remainder < 10^15.
      const [bigFloor, bigRemainder] = _productBig(amount, fraction);
      floor = Number(bigFloor);
      remainder = Number(bigRemainder);
    }
    const key = remainder * (POW10[scale - fraction.scale] as number);
    gross[i] = floor;
    keys[i] = key;
    floors += floor;
    fractional += key;
    if (fractional >= denominator) {
      fractional -= denominator;
      carry++;
    }
  }
  return { floors, carry, half: 2 * fractional - denominator, exact: fractional === 0, keys };
}

/** Percentages whose common denominator passes 10^15 (fractions with 16 or more decimals): BigInt. */
function percentagesBig(amount: number, config: SplitConfig, gross: number[]): PercentagePass {
  const rules = config.rules;
  const scale = config.maxScale;
  const denominator = _pow10Big(scale);
  const keys: bigint[] = [];
  let floors = 0;
  let fractional = 0n;
  for (let i = 0; i < rules.length; i++) {
    const fraction = (rules[i] as ReadRule).fraction;
    if (fraction === undefined) {
      keys[i] = 0n;
      continue;
    }
    const [bigFloor, remainder] = _productBig(amount, fraction);
    const floor = Number(bigFloor);
    const key = remainder * _pow10Big(scale - fraction.scale);
    gross[i] = floor;
    keys[i] = key;
    floors += floor;
    fractional += key;
  }
  const rest = fractional % denominator;
  const twice = 2n * rest;
  return {
    floors,
    carry: Number(fractional / denominator),
    half: twice === denominator ? 0 : twice > denominator ? 1 : -1,
    exact: rest === 0n,
    keys,
  };
}
