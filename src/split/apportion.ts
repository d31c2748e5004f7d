import { _awardLeftover } from '../arithmetic/largest-remainder.js';

/**
 * Divides a cumulative total `house` between parties in proportion to their `weights`, never below
 * what each has already `taken`: the cumulative allocation behind refunds, so that a series of
 * partial refunds can never ask a party to take back a centavo (a plain largest-remainder division
 * of each cumulative total can: weights 1, 3, 3 give 1, 1, 1 for 3 and 0, 2, 2 for 4, the Alabama
 * paradox).
 *
 * Each party gets at least the floor of its exact value `house × weight / Σ weights` (or what it
 * has taken, if more) and at most the ceil (or what it has taken); the centavos still missing go
 * one each to the parties with the largest `weight / (allocation + 1)`, ties to the earlier party
 * (the quota method of Balinski and Young), which keeps every party within floor and ceil at every
 * later total too. When earlier allocations were not proportional (a chargeback from one
 * recipient, a custom split), that may be impossible; then what is still missing is divided in
 * proportion to each party's shortfall from its exact value, by largest remainder.
 *
 * @param weights - per party, its weight; all non-negative, at least one positive unless `house` is 0.
 * @param house - the cumulative total to divide, from Σ taken to Σ weights.
 * @param taken - per party, what it already has, at most its weight.
 * @returns per party, its cumulative allocation: at least `taken`, at most the weight, summing to `house`.
 * @example
 * _apportion([1n, 3n, 3n], 4n, [1n, 1n, 1n])
 * //=> [1n, 2n, 1n]
 */
export function _apportion(weights: readonly bigint[], house: bigint, taken: readonly bigint[]): bigint[] {
  let total = 0n;
  for (const weight of weights) total += weight;
  // Every weight is 0 only with a house of 0 (a fee of 0 gives no fee back): nothing to divide.
  if (house === 0n) return [...taken];
  const lower: bigint[] = [];
  const upper: bigint[] = [];
  let assigned = 0n;
  weights.forEach((weight, index) => {
    const product = house * weight;
    const floor = product / total;
    const ceil = product % total === 0n ? floor : floor + 1n;
    const own = taken[index] as bigint;
    // biome-ignore lint/complexity/useMathMinMax: BigInts, which Math.max does not take.
    const low = own > floor ? own : floor;
    lower.push(low);
    // A party that has taken its ceil or more gets nothing more: `low < ceil` below says so.
    upper.push(ceil);
    assigned += low;
  });
  if (assigned > house) return byShortfall(weights, total, house, taken);
  const eligible: number[] = [];
  lower.forEach((low, index) => {
    if (low < (upper[index] as bigint)) eligible.push(index);
  });
  // Larger weight / (allocation + 1) first: compared by cross-multiplying, exactly.
  eligible.sort((a, b) => {
    const left = (weights[b] as bigint) * ((lower[a] as bigint) + 1n);
    const right = (weights[a] as bigint) * ((lower[b] as bigint) + 1n);
    return left > right ? 1 : left < right ? -1 : a - b;
  });
  let missing = house - assigned;
  for (const index of eligible) {
    if (missing === 0n) break;
    lower[index] = (lower[index] as bigint) + 1n;
    missing--;
  }
  return lower;
}

/** What is missing, divided in proportion to each party's shortfall from its exact value. */
function byShortfall(
  weights: readonly bigint[],
  total: bigint,
  house: bigint,
  taken: readonly bigint[],
): bigint[] {
  // Shortfalls scaled by `total`: house × weight − total × taken, or 0 for a party already past it.
  const shortfalls = weights.map((weight, index) => {
    const shortfall = house * weight - total * (taken[index] as bigint);
    return shortfall > 0n ? shortfall : 0n;
  });
  let sum = 0n;
  for (const shortfall of shortfalls) sum += shortfall;
  let missing = house;
  for (const own of taken) missing -= own;
  // Σ shortfalls ≥ missing × total, so no party gets more than the ceil of its shortfall, which
  // is at most its weight minus what it has taken.
  const steps: number[] = [];
  const keys: bigint[] = [];
  let given = 0n;
  for (const shortfall of shortfalls) {
    const product = missing * shortfall;
    const step = product / sum;
    steps.push(Number(step));
    keys.push(product % sum);
    given += step;
  }
  _awardLeftover(keys, Number(missing - given), steps);
  return taken.map((own, index) => own + BigInt(steps[index] as number));
}
