// Split workloads: computeSplit (rule objects reused from a pool, and fresh from JSON.parse with
// unique ids) and prepareSplit, interleaved with baselines of the same policy, after proving on
// thousands of random charges that all return the same shares.
import { computeSplit, prepareSplit } from '../dist/index.js';
import { decimalNaiveSplit } from './baselines/split-decimal-naive.mjs';
import { dineroSplit } from './baselines/split-dinero.mjs';
import { integerLimitSplit, integerLimitSplitWithOutput } from './baselines/split-integer-limit.mjs';
import { MDR, splitCases } from './inputs/splits.mjs';
import { cycling, interleaved } from './lib/interleave.mjs';
import { QUICK } from './lib/measure.mjs';
import { PREVIOUS_RELEASE, previousReleaseEntry } from './lib/previous-release.mjs';

// The last release, built from its commit: today's engine must be no slower than it.
const previous = await import(previousReleaseEntry());
const RELEASE = PREVIOUS_RELEASE.version;

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
      if (!ours.ok) throw new Error(`computeSplit failed on a generated charge: ${ours.message}`);
      const expected = JSON.stringify({ fee: ours.fee, gross: ours.shares.map((share) => share.gross) });
      for (const [name, baseline] of Object.entries(BASELINES)) {
        const theirs = JSON.stringify(baseline(amount, rules, MDR));
        if (theirs !== expected)
          throw new Error(`${name} disagrees with computeSplit on ${JSON.stringify({ amount, rules })}`);
        compared++;
      }
      // The limit with output must build exactly the result computeSplit builds.
      if (JSON.stringify(integerLimitSplitWithOutput(amount, rules, MDR)) !== JSON.stringify(ours))
        throw new Error(`integer limit with output differs on ${JSON.stringify({ amount, rules })}`);
      compared++;
    }
  }
  return compared;
}

// Ids of the generated rules end in 10 zeros and the rule's index: a counter written over the zeros
// makes every id of every call unique.
let serial = 0;

/** Inputs straight from JSON.parse, every recipient_id never seen before. */
function parsed(cases) {
  const texts = cases.map(({ amount, rules }) => ({ amount, text: JSON.stringify(rules) }));
  let index = 0;
  return (count) => {
    const inputs = [];
    for (let i = 0; i < count; i++) {
      index = index + 1 === texts.length ? 0 : index + 1;
      const { amount, text } = texts[index];
      const id = (serial++).toString(16).padStart(10, '0');
      inputs.push({ amount, rules: JSON.parse(text.replaceAll('-0000000000', `-${id}`)) });
    }
    return inputs;
  };
}

function preparedInputs(cases, prepare = prepareSplit) {
  const prepared = cases.map(({ amount, rules }) => {
    const result = prepare(rules, MDR);
    if (!result.ok) throw new Error(result.message);
    return { amount, split: result.split };
  });
  return cycling(prepared);
}

function candidatesFor(size) {
  const cases = splitCases(size, 1000);
  const reused = cycling(cases);
  const fresh = parsed(cases);
  const list = [
    { name: `computeSplit ${size} rules`, fn: (c) => computeSplit(c.amount, c.rules, MDR), inputs: reused },
    {
      name: `integer limit ${size} rules`,
      fn: (c) => integerLimitSplit(c.amount, c.rules, MDR),
      inputs: reused,
    },
    {
      name: `integer limit with output ${size} rules`,
      fn: (c) => integerLimitSplitWithOutput(c.amount, c.rules, MDR),
      inputs: reused,
    },
  ];
  if (size === 1 || size === 3) return list;
  list.push(
    {
      name: `prepareSplit ${size} rules (.split)`,
      fn: (c) => c.split(c.amount),
      inputs: preparedInputs(cases),
    },
    {
      name: `${RELEASE} computeSplit ${size} rules`,
      fn: (c) => previous.computeSplit(c.amount, c.rules, MDR),
      inputs: reused,
    },
    {
      name: `${RELEASE} prepareSplit ${size} rules (.split)`,
      fn: (c) => c.split(c.amount),
      inputs: preparedInputs(cases, previous.prepareSplit),
    },
    {
      name: `computeSplit ${size} rules (fresh JSON.parse)`,
      fn: (c) => computeSplit(c.amount, c.rules, MDR),
      inputs: fresh,
    },
    {
      name: `integer limit with output ${size} rules (fresh JSON.parse)`,
      fn: (c) => integerLimitSplitWithOutput(c.amount, c.rules, MDR),
      inputs: fresh,
    },
  );
  // The naive baselines are slow: the quick run keeps them to 10 rules.
  if (size === 10 || !QUICK) {
    list.push(
      {
        name: `decimal.js naive ${size} rules`,
        fn: (c) => decimalNaiveSplit(c.amount, c.rules, MDR),
        inputs: reused,
      },
      { name: `dinero.js v2 ${size} rules`, fn: (c) => dineroSplit(c.amount, c.rules, MDR), inputs: reused },
    );
  }
  return list;
}

/** computeSplit and a prepared split against the last release, at one size: no slower is the goal. */
function againstRelease(size) {
  return [
    [`computeSplit ${size} rules`, `computeSplit ${size} rules`],
    [`prepareSplit(...).split ${size} rules`, `prepareSplit ${size} rules (.split)`],
  ].map(([name, workload]) => ({
    name: `${name} vs ${RELEASE}`,
    baseline: `${RELEASE} ${workload}`,
    candidate: workload,
    target: 1,
  }));
}

const RATIOS = {
  10: [
    {
      name: 'computeSplit 10 rules vs integer limit with output',
      baseline: 'integer limit with output 10 rules',
      candidate: 'computeSplit 10 rules',
      target: 0.5,
    },
    {
      name: 'computeSplit 10 rules (fresh JSON.parse) vs integer limit with output (fresh)',
      baseline: 'integer limit with output 10 rules (fresh JSON.parse)',
      candidate: 'computeSplit 10 rules (fresh JSON.parse)',
      target: 0.35,
    },
    {
      name: 'computeSplit 10 rules vs decimal.js naive',
      baseline: 'decimal.js naive 10 rules',
      candidate: 'computeSplit 10 rules',
      target: 30,
    },
    {
      name: 'computeSplit 10 rules vs dinero.js v2 (reference)',
      baseline: 'dinero.js v2 10 rules',
      candidate: 'computeSplit 10 rules',
      target: 2,
    },
    {
      name: 'prepareSplit(...).split 10 rules vs integer limit with output',
      baseline: 'integer limit with output 10 rules',
      candidate: 'prepareSplit 10 rules (.split)',
      // Within 1.2× of the limit's time.
      target: 0.83,
    },
    ...againstRelease(10),
    {
      name: 'computeSplit 10 rules vs bare integer limit',
      baseline: 'integer limit 10 rules',
      candidate: 'computeSplit 10 rules',
    },
  ],
  100: [
    {
      name: 'computeSplit 100 rules vs bare integer limit',
      baseline: 'integer limit 100 rules',
      candidate: 'computeSplit 100 rules',
      target: 0.8,
    },
    {
      name: 'computeSplit 100 rules vs integer limit with output',
      baseline: 'integer limit with output 100 rules',
      candidate: 'computeSplit 100 rules',
    },
    {
      name: 'prepareSplit(...).split 100 rules vs integer limit with output',
      baseline: 'integer limit with output 100 rules',
      candidate: 'prepareSplit 100 rules (.split)',
    },
    ...againstRelease(100),
  ],
};

export async function splitWorkloads() {
  const compared = checkAgreement(QUICK ? 50 : 2000);
  const rows = [];
  const ratios = [];
  for (const size of SIZES) {
    const measured = interleaved(candidatesFor(size), RATIOS[size] ?? []);
    rows.push(...measured.rows);
    ratios.push(...measured.ratios);
  }
  // Cost per rule at 100 rules, instead of a ratio of 100 to 10 rules that the fixed part skews.
  const perRule = [
    'computeSplit 100 rules',
    'integer limit 100 rules',
    'integer limit with output 100 rules',
  ].map((name) => ({ name, nsPerRule: (rows.find((row) => row.name === name)?.p50 ?? Number.NaN) / 100 }));
  return { rows, ratios, perRule, compared };
}
