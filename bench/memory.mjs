// Heap growth over 10^6 splits of 10 rules (fresh rule objects each call), and the bytes a call
// allocates: run with --expose-gc. Prints the heap after a full GC every 200k calls (a flat line
// means nothing is retained per call), then the median heap growth over batches of 500 calls made
// between two GCs, inputs built beforehand (a batch a scavenge interrupted reads low and is dropped
// by the median).
import { computeSplit } from '../dist/index.js';
import { MDR, splitCases } from './inputs/splits.mjs';

const total = process.argv.includes('--quick') ? 100_000 : 1_000_000;
const cases = splitCases(10, 1000);
const heap = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const samples = [{ calls: 0, heapUsed: heap() }];
let sink = 0;
for (let call = 1; call <= total; call++) {
  const { amount, rules } = cases[call % cases.length];
  // A fresh array of fresh rule objects on every call, as a marketplace's JSON parser would give.
  const fresh = rules.map((rule) => ({ ...rule }));
  const result = computeSplit(amount, fresh, MDR);
  if (result.ok) sink += result.fee;
  if (call % (total / 5) === 0) samples.push({ calls: call, heapUsed: heap() });
}

const BATCH = 500;
const perCall = [];
for (let batch = 0; batch < 21; batch++) {
  const inputs = cases
    .slice(0, BATCH)
    .map(({ amount, rules }) => ({ amount, rules: rules.map((rule) => ({ ...rule })) }));
  const results = new Array(BATCH);
  const before = heap();
  for (let i = 0; i < BATCH; i++) results[i] = computeSplit(inputs[i].amount, inputs[i].rules, MDR);
  const after = process.memoryUsage().heapUsed;
  perCall.push((after - before) / BATCH);
  if (results[0].ok) sink += 1;
}
perCall.sort((a, b) => a - b);
const first = samples[1].heapUsed;
const last = samples[samples.length - 1].heapUsed;
const report = {
  calls: total,
  samples,
  growthAfterWarmupBytes: last - first,
  bytesPerCall: Math.round(perCall[perCall.length >> 1]),
  sink,
};
console.log(JSON.stringify(report));
