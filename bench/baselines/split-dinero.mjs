// Baseline: dinero.js v2 doing the money arithmetic: each share is the charge multiplied by its
// scaled ratio and brought back to centavos with dinero's own rounding functions. dinero's
// `allocate` is not used for the shares on purpose: it hands leftover units out in list order
// ("remainder to first"), so it cannot return Hamilton's shares, and a baseline that disagrees is
// not a baseline. The largest-remainder step is then done on dinero's exact snapshots.
import { BRL, dinero, down, halfEven, multiply, toSnapshot, transformScale } from 'dinero.js';

const SCALE = 4;

export function dineroSplit(amount, rules, mdr) {
  const charge = dinero({ amount, currency: BRL, scale: 0 });
  const exact = rules.map((rule) =>
    rule.type === 'fixed'
      ? dinero({ amount: rule.amount * 10 ** SCALE, currency: BRL, scale: SCALE })
      : multiply(charge, { amount: Math.round(rule.amount * 10 ** SCALE), scale: SCALE }),
  );
  const numerators = exact.map((value) => toSnapshot(value).amount);
  if (numerators.reduce((sum, value) => sum + value, 0) > amount * 10 ** SCALE) return undefined;
  const gross = exact.map((value) => toSnapshot(transformScale(value, 0, down)).amount);
  let percentNumerator = 0;
  let floorSum = 0;
  const candidates = [];
  rules.forEach((rule, index) => {
    if (rule.type !== 'percentage') return;
    percentNumerator += numerators[index];
    floorSum += gross[index];
    candidates.push(index);
  });
  const target = toSnapshot(
    transformScale(dinero({ amount: percentNumerator, currency: BRL, scale: SCALE }), 0, halfEven),
  ).amount;
  candidates.sort(
    (a, b) => numerators[b] - gross[b] * 10 ** SCALE - (numerators[a] - gross[a] * 10 ** SCALE) || a - b,
  );
  for (let index = 0; index < target - floorSum; index++) gross[candidates[index]] += 1;
  const fee =
    toSnapshot(
      transformScale(
        multiply(charge, { amount: Math.round(mdr.rate * 10 ** SCALE), scale: SCALE }),
        0,
        halfEven,
      ),
    ).amount + mdr.fixed;
  return { fee, gross };
}
