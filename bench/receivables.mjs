// Receivables workloads: planReceivables for a split of 10 recipients in 12 credit installments,
// against a decimal.js + Date implementation of the same policy, after proving on the workload's
// charges that both plan the same receivables. Interleaved rounds, in a shuffled order; the ratio is
// the median of the per-round ratios, with min and max.
import { computeSplit, planReceivables } from '../dist/index.js';
import { decimalNaiveReceivables } from './baselines/receivables-decimal-naive.mjs';
import { MDR, splitCases } from './inputs/splits.mjs';
import { cycling, interleaved } from './lib/interleave.mjs';
import { QUICK } from './lib/measure.mjs';

function receivablesCases() {
  return splitCases(10, 1000, 2026).map(({ amount, rules }, index) => {
    const split = computeSplit(amount, rules, MDR);
    if (!split.ok) throw new Error(split.message);
    // Confirmation days spread over 2024–2027, so the calendars of four years are crossed.
    const confirmedAt = new Date(Date.UTC(2024, 0, 1 + ((index * 37) % 1400), 15));
    return { split, confirmedAt };
  });
}

export async function receivablesWorkloads() {
  const cases = receivablesCases();
  let compared = 0;
  for (const c of cases.slice(0, QUICK ? 100 : 1000)) {
    const ours = planReceivables(c.split, {
      payment_method: 'credit_card',
      installments: 12,
      confirmedAt: c.confirmedAt,
    });
    if (!ours.ok) throw new Error(ours.message);
    const theirs = decimalNaiveReceivables(c.split, 12, 30, c.confirmedAt);
    const strip = ours.receivables.map(({ mode, ...rest }) => rest);
    if (JSON.stringify(strip) !== JSON.stringify(theirs))
      throw new Error(
        `decimal.js receivables disagree with planReceivables on ${c.confirmedAt.toISOString()}`,
      );
    compared++;
  }
  console.log(`receivables baseline agrees with planReceivables on ${compared} comparisons`);
  const inputs = cycling(cases);
  const candidates = [
    {
      name: 'planReceivables 10 recipients × 12',
      fn: (c) =>
        planReceivables(c.split, {
          payment_method: 'credit_card',
          installments: 12,
          confirmedAt: c.confirmedAt,
        }),
      inputs,
    },
    {
      name: 'decimal.js naive receivables 10 × 12',
      fn: (c) => decimalNaiveReceivables(c.split, 12, 30, c.confirmedAt),
      inputs,
    },
  ];
  const { rows, ratios } = interleaved(candidates, [
    {
      name: 'planReceivables 10 × 12 vs decimal.js naive',
      baseline: 'decimal.js naive receivables 10 × 12',
      candidate: 'planReceivables 10 recipients × 12',
    },
  ]);
  return { rows, ratios, compared };
}
