// Split workloads: rule sets of 1, 3, 10 and 100 mixed rules (about a third fixed, fractions with up
// to 4 decimals, some near ties), amounts up to 10^7 centavos. Many distinct rule objects, so each
// call gets rules it has not seen (as a marketplace does: fresh rules on every charge).
const UUID = (index) => `3f2504e0-4f89-41d3-9a0c-${String(index).padStart(12, '0')}`;

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One charge: an amount and a rule set whose exact total fits it. */
export function splitCase(count, next) {
  const amount = 1_000 + Math.floor(next() * 9_999_000);
  // The first rule bears the fee, so it takes 20–30%; the other percentages share 50% at most and
  // fixed amounts 15%: the total always fits.
  const fixedCount = Math.floor(count / 3);
  const percentCount = count - fixedCount;
  const rules = [];
  for (let index = 0; index < count; index++) {
    const fixed = index % 3 === 2;
    let amountOf;
    if (index === 0) amountOf = (2000 + Math.floor(next() * 1000)) / 10_000;
    else if (fixed) amountOf = 1 + Math.floor((next() * amount * 0.15) / Math.max(1, fixedCount));
    else {
      // Up to 4 decimals; every fifth one is a "near tie" (the same fraction as its neighbour).
      const cap = Math.max(1, Math.floor(5000 / percentCount));
      const tenThousandths =
        index % 5 === 4 && rules.length > 0 && rules[index - 1].type === 'percentage'
          ? Math.round(rules[index - 1].amount * 10_000)
          : 1 + Math.floor(next() * cap);
      amountOf = tenThousandths / 10_000;
    }
    rules.push({
      recipient_id: UUID(index),
      recipient_type: index % 2 ? 'submerchant' : 'merchant',
      type: fixed ? 'fixed' : 'percentage',
      amount: amountOf,
      cross_company: index % 4 === 3,
    });
  }
  return { amount, rules };
}

/** `total` distinct charges with `count` rules each, deterministic. */
export function splitCases(count, total, seed = count) {
  const next = random(seed * 7919 + 17);
  return Array.from({ length: total }, () => splitCase(count, next));
}

/** The MDR used by every split workload: a 4-decimal rate and a fixed fee, like a card acquirer's. */
export const MDR = { rate: 0.0299, fixed: 39 };
