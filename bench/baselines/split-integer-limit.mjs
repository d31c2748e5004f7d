// Baseline: the same policy hand-tuned for this workload's inputs (fractions with at most 4
// decimals, an MDR rate with at most 4 decimals, amounts whose products stay below 2^53). No input
// checks, no generality: the practical speed limit of the policy in JavaScript.
const SCALE = 10_000;

function roundHalfEven(numerator) {
  const remainder = numerator % SCALE;
  const quotient = (numerator - remainder) / SCALE;
  if (remainder * 2 > SCALE) return quotient + 1;
  if (remainder * 2 < SCALE) return quotient;
  return quotient % 2 === 0 ? quotient : quotient + 1;
}

export function integerLimitSplit(amount, rules, mdr) {
  const count = rules.length;
  const gross = new Array(count);
  const remainders = new Array(count);
  let percentNumerator = 0;
  let floorSum = 0;
  let total = 0;
  for (let index = 0; index < count; index++) {
    const rule = rules[index];
    if (rule.type === 'fixed') {
      gross[index] = rule.amount;
      remainders[index] = -1;
      total += rule.amount * SCALE;
    } else {
      const numerator = amount * Math.round(rule.amount * SCALE);
      const remainder = numerator % SCALE;
      gross[index] = (numerator - remainder) / SCALE;
      remainders[index] = remainder;
      percentNumerator += numerator;
      floorSum += gross[index];
      total += numerator;
    }
  }
  if (total > amount * SCALE) return undefined;
  let leftover = roundHalfEven(percentNumerator) - floorSum;
  // Leftover centavos are fewer than the percentage rules: pick the largest remainders, earliest first.
  while (leftover > 0) {
    let best = -1;
    for (let index = 0; index < count; index++) {
      if (remainders[index] > (best < 0 ? -1 : remainders[best])) best = index;
    }
    gross[best] += 1;
    remainders[best] = -1;
    leftover--;
  }
  const fee = roundHalfEven(amount * Math.round(mdr.rate * SCALE)) + mdr.fixed;
  return { fee, gross };
}

/**
 * The same limit building what `computeSplit` returns: the result object and one share object per
 * rule, the fee taken from the first share. The fair ceiling for a function that must build them.
 */
export function integerLimitSplitWithOutput(amount, rules, mdr) {
  const limit = integerLimitSplit(amount, rules, mdr);
  if (limit === undefined) return undefined;
  const { fee, gross } = limit;
  const shares = [];
  let allocated = 0;
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index];
    const share = gross[index];
    const deducted = index === 0 ? fee : 0;
    allocated += share;
    shares.push({
      recipient_id: rule.recipient_id,
      recipient_type: rule.recipient_type,
      type: rule.type,
      cross_company: rule.cross_company === true,
      gross: share,
      fee: deducted,
      net: share - deducted,
    });
  }
  return { ok: true, amount, fee, shares, unallocated: amount - allocated };
}
