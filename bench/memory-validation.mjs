// Heap growth over 10^6 validateChargeRequest calls of a valid card, a valid PIX and an invalid request, and the
// bytes allocated per call: run with --expose-gc --max-semi-space-size=64, so that a short burst of
// calls allocates in the young generation without a scavenge and the heap's growth is what it took.
import { validateChargeRequest } from '../dist/index.js';
import { zodChargeRequest } from './baselines/zod-charge-request.mjs';
import { cardRequests, invalidRequests, pixRequests } from './inputs/requests.mjs';

const NOW = new Date('2026-11-22T12:00:00Z');
const total = process.argv.includes('--quick') ? 100_000 : 1_000_000;
const heap = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};

// Allocated bytes per call: the heap's growth over a burst short enough to fit the young generation.
function bytesPerCall(fn, inputs) {
  const burst = 500;
  for (let call = 0; call < burst; call++) fn(inputs[call % inputs.length]);
  const results = [];
  for (let round = 0; round < 5; round++) {
    globalThis.gc();
    const before = process.memoryUsage().heapUsed;
    for (let call = 0; call < burst; call++) fn(inputs[call % inputs.length]);
    results.push((process.memoryUsage().heapUsed - before) / burst);
  }
  return Math.round(results.sort((a, b) => a - b)[2]);
}

const report = {};
for (const [name, inputs] of [
  ['card', cardRequests(1000)],
  ['pix', pixRequests(1000)],
  ['invalid', invalidRequests(1000)],
]) {
  const samples = [{ calls: 0, heapUsed: heap() }];
  let sink = 0;
  for (let call = 1; call <= total; call++) {
    if (validateChargeRequest(inputs[call % inputs.length], { now: NOW }).ok) sink++;
    if (call % (total / 5) === 0) samples.push({ calls: call, heapUsed: heap() });
  }
  report[name] = {
    calls: total,
    samples,
    growthAfterWarmupBytes: samples[samples.length - 1].heapUsed - samples[1].heapUsed,
    bytesPerCall: bytesPerCall((request) => validateChargeRequest(request, { now: NOW }), inputs),
    zodBytesPerCall: bytesPerCall((request) => zodChargeRequest.safeParse(request), inputs),
    sink,
  };
}
console.log(JSON.stringify(report));
