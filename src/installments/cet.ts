import { _decimalText } from '../arithmetic/decimal-text.js';
import { _roundRatio, _roundsUp, type RoundingMode } from '../arithmetic/rounding.js';

/** Decimal places of the CET figures: a fraction to 10 places is a percentage to 8. */
export const CET_DIGITS = 10;

// The root is first bracketed between consecutive multiples of 10^-12; when that is not enough to
// round the yearly figure, the bracket narrows by 10^-8 at a time, down to 10^-36.
const FIRST_LEVEL = 12;
const LEVEL_STEP = 8;
const LAST_LEVEL = 36;

/** The cash flows of one offer: the buyer receives `amount` now and pays `first`, then `rest` monthly. */
export interface Flows {
  readonly amount: bigint;
  readonly first: bigint;
  readonly rest: bigint;
  readonly count: number;
}

/** The effective cost of an offer (CET), monthly and yearly, as decimal fractions. */
export interface EffectiveCost {
  readonly monthly: string;
  readonly yearly: string;
}

const ZERO_COST: EffectiveCost = { monthly: '0', yearly: '0' };

/**
 * The effective monthly rate `r` that discounts the installments to the amount,
 * `Σ cₖ / (1 + r)^k = amount`, rounded to {@link CET_DIGITS} places with the rounding mode, and the
 * yearly rate `(1 + r)^12 − 1` rounded the same way.
 *
 * The root has no closed form, so a floating-point Newton iteration guesses it, and exact BigInt
 * sign tests of the discounted sum at `m / 10^P` bracket it between two consecutive grid points:
 * the sum falls as the rate rises, so the sign tells on which side of the root each point lies.
 * The monthly figure is then exact; the yearly one is exact unless `(1 + r)^12 − 1` lies within
 * about 10^-34 of a rounding midpoint, where the lower end of the bracket decides.
 *
 * @param flows - the amount and the installments, the total at least the amount.
 * @param mode - how an exact half rounds.
 * @param guess - where the exact search starts: any number gives the same answer (one past the
 *   root, or not a rate at all, starts it from 0), a close one in fewer steps.
 * @returns the monthly and yearly effective cost, `'0'` for both when the total is the amount.
 * @example
 * _effectiveCost({ amount: 10000n, first: 5076n, rest: 5075n, count: 2 }, 'half-even')
 * //=> { monthly: '0.0100502496', yearly: '0.1274979567' }
 */
export function _effectiveCost(
  flows: Flows,
  mode: RoundingMode,
  guess: number = estimateRate(flows),
): EffectiveCost {
  if (flows.first + flows.rest * BigInt(flows.count - 1) === flows.amount) return ZERO_COST;
  let level = FIRST_LEVEL;
  let unit = 10n ** BigInt(level);
  let lo = bracketRate(
    flows,
    unit,
    guess > 0 && guess < 1e3 ? BigInt(Math.floor(guess * 10 ** FIRST_LEVEL)) : 0n,
  );
  const monthly = monthlyRateOf(flows, lo, level, mode);
  for (;;) {
    const low = yearlyRateOf(lo, unit, mode);
    if (level >= LAST_LEVEL || low === yearlyRateOf(lo + 1n, unit, mode)) {
      return { monthly, yearly: _decimalText(low, CET_DIGITS) };
    }
    const scale = 10n ** BigInt(LEVEL_STEP);
    level += LEVEL_STEP;
    unit *= scale;
    lo = narrow(flows, unit, lo * scale, (lo + 1n) * scale);
  }
}

/** The monthly figure from a bracket `[lo, lo + 1) / 10^level` finer than its rounding grid. */
function monthlyRateOf(flows: Flows, lo: bigint, level: number, mode: RoundingMode): string {
  const shift = 10n ** BigInt(level - CET_DIGITS);
  const quotient = lo / shift;
  const rest = (lo % shift) * 2n;
  // The rounding midpoints are grid points, so the root sits exactly on one only if the sum is 0 there.
  let half = rest === shift ? 0 : rest > shift ? 1 : -1;
  if (half === 0 && signOf(flows, lo, 10n ** BigInt(level)) !== 0) half = 1;
  return _decimalText(_roundsUp(half, quotient % 2n === 1n, mode) ? quotient + 1n : quotient, CET_DIGITS);
}

/** `(1 + m / unit)^12 − 1` rounded to {@link CET_DIGITS} places. */
function yearlyRateOf(m: bigint, unit: bigint, mode: RoundingMode): bigint {
  const base = unit ** 12n;
  return _roundRatio({ num: ((unit + m) ** 12n - base) * 10n ** BigInt(CET_DIGITS), den: base }, mode);
}

/**
 * The sign of `Σ cₖ (1 + r)^-k − amount` at `r = m / unit`, exactly: multiplied by
 * `(unit + m)^n`, a positive number, it is the integer `Σ cₖ unit^k (unit + m)^(n−k) − amount (unit + m)^n`.
 */
function signOf(flows: Flows, m: bigint, unit: bigint): number {
  const x = unit + m;
  let sum = -flows.amount;
  let power = 1n;
  for (let k = 1; k <= flows.count; k++) {
    power *= unit;
    sum = sum * x + (k === 1 ? flows.first : flows.rest) * power;
  }
  return sum > 0n ? 1 : sum < 0n ? -1 : 0;
}

/**
 * The largest `m ≥ 0` whose sign is not negative: gallops up from the guess, then bisects. A guess
 * past the root (float noise, or a Newton step that left the range) bisects from 0 instead, where
 * the sum is the interest, never negative.
 */
function bracketRate(flows: Flows, unit: bigint, guess: bigint): bigint {
  if (signOf(flows, guess, unit) < 0) return narrow(flows, unit, 0n, guess);
  let lo = guess;
  let step = 1n;
  for (;;) {
    const candidate = lo + step;
    if (signOf(flows, candidate, unit) < 0) return narrow(flows, unit, lo, candidate);
    lo = candidate;
    step *= 2n;
  }
}

/** Bisects `[lo, hi)` (sign at `lo` not negative, at `hi` negative) down to one grid step. */
function narrow(flows: Flows, unit: bigint, lo: bigint, hi: bigint): bigint {
  let low = lo;
  let high = hi;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (signOf(flows, middle, unit) >= 0) low = middle;
    else high = middle;
  }
  return low;
}

// The guess decides how many exact steps the search takes, never where it ends (the suite holds
// this: "gives the same effective cost from any starting guess"), so a mutant of it changes no
// answer and Stryker leaves it alone.
// Stryker disable all
/** A floating-point Newton estimate of the root: only a starting point for the exact search. */
function estimateRate(flows: Flows): number {
  const amount = Number(flows.amount);
  const first = Number(flows.first);
  const rest = Number(flows.rest);
  const total = first + rest * (flows.count - 1);
  // Interest ≈ amount · r · (n + 1) / 2 for a small rate.
  let rate = (2 * (total - amount)) / (amount * (flows.count + 1));
  for (let iteration = 0; iteration < 30; iteration++) {
    const discount = 1 / (1 + rate);
    let value = -amount;
    let slope = 0;
    let factor = 1;
    for (let k = 1; k <= flows.count; k++) {
      factor *= discount;
      const payment = k === 1 ? first : rest;
      value += payment * factor;
      slope -= k * payment * factor * discount;
    }
    const next = rate - value / slope;
    if (!(next > -1 && next < 1e3)) return rate;
    if (Math.abs(next - rate) < 1e-14) return next;
    rate = next;
  }
  return rate;
}
// Stryker restore all
