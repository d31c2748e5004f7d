// Validation workloads: validateChargeRequest against zod v4 and ajv on the same inputs.

import { measure } from 'mitata';
import { resolveRequiredFields, validateChargeRequest } from '../dist/index.js';
import { ajvChargeRequest } from './baselines/ajv-charge-request.mjs';
import { zodChargeRequest } from './baselines/zod-charge-request.mjs';
import { cardRequests, invalidRequests, pixRequests } from './inputs/requests.mjs';
import { medianNs, QUICK, rotate } from './lib/measure.mjs';

const NOW = new Date('2026-11-22T12:00:00Z');
const COUNT = 1000;
// Per candidate and round: shorter samples, more rounds.
const ROUND = QUICK ? { min_cpu_time: 10e6, max_samples: 500 } : { min_cpu_time: 150e6 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Fisher–Yates with a fixed-seed generator: the order changes from round to round, the same in every run.
let seed = 0x2545f491;
function shuffled(values) {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const other = seed % (index + 1);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

export async function validationWorkloads(extra = []) {
  const inputs = { card: cardRequests(COUNT), pix: pixRequests(COUNT), invalid: invalidRequests(COUNT) };
  // Before timing: every baseline accepts the valid inputs and rejects the invalid ones, like us.
  for (const [name, requests] of Object.entries(inputs)) {
    const expected = name !== 'invalid';
    for (const request of requests.slice(0, 50)) {
      if (validateChargeRequest(request, { now: NOW }).ok !== expected)
        throw new Error(`validateChargeRequest disagrees on ${name}`);
      if (zodChargeRequest.safeParse(request).success !== expected)
        throw new Error(`zod disagrees on ${name}`);
      if (ajvChargeRequest(request) !== expected) throw new Error(`ajv disagrees on ${name}`);
    }
  }
  // Candidates run side by side: each round measures every candidate of a workload in a shuffled
  // order, and every ratio is the median of the per-round ratios, printed with its min and max (a
  // shared machine moves absolute figures far more than ratios measured within one round).
  const rounds = QUICK ? 3 : 7;
  const candidates = {
    validateChargeRequest: (request) => validateChargeRequest(request, { now: NOW }),
    'zod v4 safeParse': (request) => zodChargeRequest.safeParse(request),
    ajv: (request) => ajvChargeRequest(request),
  };
  const samples = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const [workload, requests] of Object.entries(inputs)) {
      for (const name of shuffled(Object.keys(candidates))) {
        const next = rotate(requests);
        const fn = candidates[name];
        const { p50 } = await measure(() => fn(next()), ROUND);
        const key = `${name} ${workload}`;
        samples.set(key, [...(samples.get(key) ?? []), p50]);
      }
    }
  }
  const rows = [...samples].map(([name, values]) => ({ name, p50: median(values), rounds: values.length }));
  const countries = rotate(['BR', 'US', 'br', 'PT', 'AR']);
  const contexts = rotate([
    { payment_method: 'pix' },
    { payment_method: 'credit_card', card_flow: 'hosted' },
    {},
    { product_type: 'physical' },
  ]);
  rows.push({
    name: 'resolveRequiredFields',
    ...(await medianNs(() => resolveRequiredFields(countries(), contexts()))),
  });
  for (const workload of extra) rows.push({ name: workload.name, ...(await medianNs(workload.fn)) });
  const ratio = (name, baseline, ours, target) => {
    const perRound = samples.get(baseline).map((value, index) => value / samples.get(ours)[index]);
    return {
      name,
      value: median(perRound),
      min: Math.min(...perRound),
      max: Math.max(...perRound),
      rounds: perRound.length,
      ...(target === undefined ? {} : { target }),
    };
  };
  const ratios = [
    ratio(
      'validateChargeRequest card vs zod v4 (speed ratio)',
      'zod v4 safeParse card',
      'validateChargeRequest card',
      1,
    ),
    ratio('validateChargeRequest pix vs zod v4', 'zod v4 safeParse pix', 'validateChargeRequest pix', 1),
    ratio(
      'validateChargeRequest invalid vs zod v4',
      'zod v4 safeParse invalid',
      'validateChargeRequest invalid',
      0.5,
    ),
    ratio(
      'validateChargeRequest card vs ajv (speed ratio, moonshot)',
      'ajv card',
      'validateChargeRequest card',
      0.5,
    ),
  ];
  console.log('\nvalidation ratios, median of per-round ratios (min–max):');
  for (const { name, value, min, max, rounds: count } of ratios) {
    console.log(`  ${name}: ${value.toFixed(2)}× (${min.toFixed(2)}–${max.toFixed(2)}×, ${count} rounds)`);
  }
  return { rows, ratios };
}
