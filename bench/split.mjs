// Split workloads: computeSplit (fresh rules every call) and prepareSplit against three baselines
// of the same policy, after proving on thousands of random charges that all return the same shares.
import { computeSplit, prepareSplit } from '../dist/index.js';
import { decimalNaiveSplit } from './baselines/split-decimal-naive.mjs';
import { dineroSplit } from './baselines/split-dinero.mjs';
import { integerLimitSplit } from './baselines/split-integer-limit.mjs';
import { MDR, splitCases } from './inputs/splits.mjs';
import { medianNs, QUICK, rotate } from './lib/measure.mjs';

const SIZES = [1, 3, 10, 100];
const BASELINES = {
  'integer limit': integerLimitSplit,
  'decimal.js naive': decimalNaiveSplit,
  'dinero.js v2': dineroSplit,
};

/** Every baseline returns computeSplit's fee and gross shares on `checks` random charges per size. */
export function checkAgreement(checks) {
  let compared = 0;
  for (const size of SIZES) {
    for (const { amount, rules } of splitCases(size, checks, size + 1000)) {
      const ours = computeSplit(amount, rules, MDR);
      if (!ours.ok) throw new Error(`computeSplit failed on a generated charge: ${ours.error.message}`);
      const expected = JSON.stringify({ fee: ours.fee, gross: ours.shares.map((share) => share.gross) });
      for (const [name, baseline] of Object.entries(BASELINES)) {
        const theirs = JSON.stringify(baseline(amount, rules, MDR));
        if (theirs !== expected)
          throw new Error(`${name} disagrees with computeSplit on ${JSON.stringify({ amount, rules })}`);
        compared++;
      }
    }
  }
  return compared;
}

export async function splitWorkloads() {
  const compared = checkAgreement(QUICK ? 50 : 2000);
  console.log(`split baselines agree with computeSplit on ${compared} comparisons`);
  const rows = [];
  for (const size of SIZES) {
    const cases = splitCases(size, 1000);
    const next = rotate(cases);
    rows.push({
      name: `computeSplit ${size} rules (fresh)`,
      ...(await medianNs(() => {
        const c = next();
        return computeSplit(c.amount, c.rules, MDR);
      })),
    });
    const prepared = cases.map(({ amount, rules }) => {
      const result = prepareSplit(rules, MDR);
      if (!result.ok) throw new Error(result.error.message);
      return { amount, split: result.split };
    });
    const nextPrepared = rotate(prepared);
    rows.push({
      name: `prepareSplit ${size} rules (.split)`,
      ...(await medianNs(() => {
        const c = nextPrepared();
        return c.split(c.amount);
      })),
    });
    for (const [name, baseline] of Object.entries(BASELINES)) {
      // The naive baselines are slow: fewer sizes keep the full run under three minutes.
      if (name !== 'integer limit' && size === 100 && QUICK) continue;
      rows.push({
        name: `${name} ${size} rules`,
        ...(await medianNs(() => {
          const c = next();
          return baseline(c.amount, c.rules, MDR);
        })),
      });
    }
  }
  const p50 = (name) => rows.find((row) => row.name === name)?.p50 ?? Number.NaN;
  const ratios = [
    {
      name: 'computeSplit 10 rules vs integer limit (speed ratio)',
      value: p50('integer limit 10 rules') / p50('computeSplit 10 rules (fresh)'),
      target: 0.5,
    },
    {
      name: 'computeSplit 10 rules vs decimal.js naive',
      value: p50('decimal.js naive 10 rules') / p50('computeSplit 10 rules (fresh)'),
      target: 30,
    },
    {
      name: 'computeSplit 10 rules vs dinero.js v2',
      value: p50('dinero.js v2 10 rules') / p50('computeSplit 10 rules (fresh)'),
      target: 30,
    },
    {
      name: 'prepareSplit 10 rules vs integer limit',
      value: p50('integer limit 10 rules') / p50('prepareSplit 10 rules (.split)'),
      target: 1,
    },
    {
      name: 'computeSplit cost, 100 rules ÷ 10 rules',
      value: p50('computeSplit 100 rules (fresh)') / p50('computeSplit 10 rules (fresh)'),
      target: 12,
      atMost: true,
    },
  ];
  return { rows, ratios, compared };
}
