// Refund workloads: allocateRefund on a split of 10 recipients, a first refund and a refund after
// three earlier ones, against a decimal.js implementation of the same policy, after proving on
// random refunds that both take back the same centavos from every party. Interleaved rounds, in a
// shuffled order; each ratio is the median of the per-round ratios, with min and max.
// `node bench/refund.mjs` alone prints how the built CLI's `refund --after` grows with the number
// of earlier refunds (it must grow linearly: twice the refunds, about twice the time).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { allocateRefund, computeSplit } from '../dist/index.js';
import { decimalNaiveRefund } from './baselines/refund-decimal-naive.mjs';
import { MDR, splitCases } from './inputs/splits.mjs';
import { cycling, interleaved } from './lib/interleave.mjs';
import { QUICK } from './lib/measure.mjs';

const parts = (allocation) => [...allocation.shares.map((share) => share.amount), allocation.master.amount];

/** 1000 split charges of 10 rules, each with three earlier refunds and a next one. */
function refundCases() {
  return splitCases(10, 1000, 4242).map(({ amount, rules }, index) => {
    const split = computeSplit(amount, rules, MDR);
    if (!split.ok) throw new Error(split.message);
    const step = Math.max(1, Math.floor(amount / (5 + (index % 7))));
    const previous = [];
    for (let k = 0; k < 3; k++) {
      const result = allocateRefund(split, step, { previous });
      if (!result.ok) throw new Error(result.message);
      previous.push(result);
    }
    const taken = parts(previous[0]).map((_, at) =>
      previous.reduce((sum, earlier) => sum + parts(earlier)[at], 0),
    );
    return { split, step, previous, taken, zero: taken.map(() => 0) };
  });
}

export async function refundWorkloads() {
  const cases = refundCases();
  let compared = 0;
  for (const c of cases.slice(0, QUICK ? 100 : 1000)) {
    for (const [previous, taken] of [
      [[], c.zero],
      [c.previous, c.taken],
    ]) {
      const ours = allocateRefund(c.split, c.step, { previous });
      if (!ours.ok) throw new Error(ours.message);
      if (JSON.stringify(parts(ours)) !== JSON.stringify(decimalNaiveRefund(c.split, c.step, taken)))
        throw new Error(`decimal.js refund disagrees with allocateRefund on ${JSON.stringify(c.split)}`);
      compared++;
    }
  }
  console.log(`refund baseline agrees with allocateRefund on ${compared} comparisons`);
  const inputs = cycling(cases);
  const candidates = [
    {
      name: 'allocateRefund 10 recipients (first)',
      fn: (c) => allocateRefund(c.split, c.step),
      inputs,
    },
    {
      name: 'decimal.js naive refund (first)',
      fn: (c) => decimalNaiveRefund(c.split, c.step, c.zero),
      inputs,
    },
    {
      name: 'allocateRefund 10 recipients (after 3)',
      fn: (c) => allocateRefund(c.split, c.step, { previous: c.previous }),
      inputs,
    },
    {
      name: 'decimal.js naive refund (after 3)',
      fn: (c) => decimalNaiveRefund(c.split, c.step, c.taken),
      inputs,
    },
  ];
  const { rows, ratios } = interleaved(candidates, [
    {
      name: 'allocateRefund (first) vs decimal.js naive',
      baseline: 'decimal.js naive refund (first)',
      candidate: 'allocateRefund 10 recipients (first)',
    },
    {
      name: 'allocateRefund (after 3) vs decimal.js naive',
      baseline: 'decimal.js naive refund (after 3)',
      candidate: 'allocateRefund 10 recipients (after 3)',
    },
  ]);
  return { rows, ratios, compared };
}

const RULES = JSON.stringify([
  {
    recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    recipient_type: 'merchant',
    type: 'percentage',
    amount: 0.8,
  },
  {
    recipient_id: '9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f',
    recipient_type: 'submerchant',
    type: 'fixed',
    amount: 1500,
  },
]);

/** Milliseconds of one `charge-rules refund` process after `count` earlier refunds of 1 centavo. */
function cliAfterMs(count) {
  const after = new Array(count).fill('1').join(',');
  const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
  const args = [
    cli,
    'refund',
    '--amount',
    '100000',
    '--mdr',
    '0.0299',
    '--refund',
    '500',
    '--after',
    after,
    '-',
  ];
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { input: RULES, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== 0)
    throw new Error(`refund --after ${count} exited ${run.status}: ${run.stdout}${run.stderr}`);
  return ms;
}

/** The CLI's `refund --after` for 0 to 5 000 earlier refunds: the median of 3 processes each. */
export function refundAfterFigures() {
  console.log(
    '\nCLI refund --after: one process each, the median of 3 (linear: the same µs per earlier refund)',
  );
  const rows = [];
  for (const count of [0, 1000, 2000, 5000]) {
    const runs = [cliAfterMs(count), cliAfterMs(count), cliAfterMs(count)].sort((a, b) => a - b);
    rows.push({ count, ms: runs[1] });
  }
  const base = rows[0].ms;
  for (const { count, ms } of rows) {
    const per = count === 0 ? '' : `, ${(((ms - base) * 1000) / count).toFixed(1)} µs per earlier refund`;
    const target = count === 5000 ? ' [< 500 ms]' : '';
    console.log(
      `  refund --after ${String(count).padStart(5)} earlier refunds: ${ms.toFixed(0)} ms per process${per}${target}`,
    );
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) refundAfterFigures();
