// Rough throughput of the split engine: calls/s for 1, 10 and 100 rules, fresh (computeSplit) and
// prepared (prepareSplit(...).split). A starting point for the benchmark issue, not the benchmark.
// Runs on the build: `npm run build && node bench/split-quick.mjs`; SPLIT_MODULE=<path> points it at
// another build of the same exports.
import { pathToFileURL } from 'node:url';

const target = process.env.SPLIT_MODULE
  ? pathToFileURL(process.env.SPLIT_MODULE).href
  : new URL('../dist/index.js', import.meta.url).href;
const { computeSplit, prepareSplit } = await import(target);

// Written as decimals: a fraction computed in JS (0.07 / 10 is 0.007000000000000001) has 16 or 17
// digits and takes the BigInt path, measured separately below.
const FRACTIONS = [0.005, 0.001, 0.0125, 0.003, 0.007, 0.0015];

function rules(count, long = false) {
  return Array.from({ length: count }, (_, i) => ({
    recipient_id: `3f2504e0-4f89-41d3-9a0c-${String(i).padStart(12, '0')}`,
    recipient_type: i % 2 === 0 ? 'merchant' : 'submerchant',
    // The first share bears the fee; then two thirds percentages, one third fixed. They fit any
    // charge of R$ 100 or more.
    ...(i === 0
      ? { type: 'percentage', amount: 0.3 }
      : i % 3 === 2
        ? { type: 'fixed', amount: 50 }
        : { type: 'percentage', amount: long ? (i + 1) / 300_001 : FRACTIONS[i % FRACTIONS.length] }),
  }));
}

const amounts = Array.from({ length: 1024 }, (_, i) => 10_000 + i * 7919);
const mdr = { rate: 0.0299, fixed: 39 };

function measure(run) {
  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += run(amounts[i & 1023]).ok ? 1 : 0;
  let calls = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  while (elapsed < 1_000_000_000n) {
    for (let i = 0; i < 1000; i++) sink += run(amounts[(calls + i) & 1023]).ok ? 1 : 0;
    calls += 1000;
    elapsed = process.hrtime.bigint() - start;
  }
  if (sink === 0) throw new Error('every split failed: the bench measures nothing');
  return (calls * 1e9) / Number(elapsed);
}

const format = (n) => Math.round(n).toLocaleString('en-US').padStart(12);
console.log('rules                       fresh calls/s   prepared calls/s');
for (const [count, long] of [[1], [10], [100], [10, true], [100, true]]) {
  const set = rules(count, long);
  const prepared = prepareSplit(set, mdr);
  if (!prepared.ok) throw new Error(prepared.error.message);
  const fresh = measure((amount) => computeSplit(amount, set, mdr));
  const once = measure((amount) => prepared.split(amount));
  const label = `${count}${long ? ' (17-digit fractions)' : ''}`;
  console.log(`${label.padEnd(26)} ${format(fresh)}      ${format(once)}`);
}
