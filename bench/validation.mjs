// Validation workloads: validateChargeRequest against the last release (0.2.0), zod v4 (with and
// without its JIT), two hand-written valibot schemas (the same rules as ours, and the structure
// only) and ajv on the same inputs, side by side in one process; and, in a process of its own, the
// first calls after a full GC against the steady state.

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { measure } from 'mitata';
import { resolveRequiredFields, validateChargeRequest } from '../dist/index.js';
import { ajvChargeRequest } from './baselines/ajv-charge-request.mjs';
import { valibotSafeParse } from './baselines/valibot-charge-request.mjs';
import { valibotSameRules } from './baselines/valibot-charge-request-full.mjs';
import { zodChargeRequest } from './baselines/zod-charge-request.mjs';
import { cardRequests, invalidRequests, pixRequests } from './inputs/requests.mjs';
import { medianNs, QUICK, rotate } from './lib/measure.mjs';
import { PREVIOUS_RELEASE, previousReleaseEntry } from './lib/previous-release.mjs';

// The last release, built once from its commit (bench/results/, ignored).
const previous = (await import(previousReleaseEntry())).validateChargeRequest;
const RELEASE = `${PREVIOUS_RELEASE.version} validateChargeRequest`;
// zod's JIT compiles each object schema with `new Function`, which a strict CSP forbids: this
// library must stay CSP-safe, so zod without it (per call, as `z.config({ jitless: true })` sets it
// for the process) is the fair comparison.
const JITLESS = { jitless: true };

const NOW = new Date('2026-11-22T12:00:00Z');
// The same rules as validateChargeRequest with its default options, judged at the same clock; its
// agreement on a wider set is bench/baselines/check-valibot-full.mjs (run by hand).
const valibotFull = valibotSameRules({ now: NOW });
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
      if (valibotSafeParse(request) !== expected)
        throw new Error(`valibot (structure only) disagrees on ${name}`);
      if (valibotFull(request) !== expected) throw new Error(`valibot (same rules) disagrees on ${name}`);
      if (zodChargeRequest.safeParse(request, JITLESS).success !== expected)
        throw new Error(`zod jitless disagrees on ${name}`);
      if (previous(request, { now: NOW }).ok !== expected) throw new Error(`${RELEASE} disagrees on ${name}`);
    }
  }
  // Candidates run side by side: each round measures every candidate of a workload in a shuffled
  // order, and every ratio is the median of the per-round ratios, printed with its min and max (a
  // shared machine moves absolute figures far more than ratios measured within one round).
  const rounds = QUICK ? 3 : 7;
  const candidates = {
    validateChargeRequest: (request) => validateChargeRequest(request, { now: NOW }),
    [RELEASE]: (request) => previous(request, { now: NOW }),
    'zod v4 safeParse': (request) => zodChargeRequest.safeParse(request),
    'zod v4 jitless': (request) => zodChargeRequest.safeParse(request, JITLESS),
    'valibot (same rules)': (request) => valibotFull(request),
    'valibot (structure only)': (request) => valibotSafeParse(request),
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
      `validateChargeRequest card vs ${PREVIOUS_RELEASE.version}`,
      `${RELEASE} card`,
      'validateChargeRequest card',
      1,
    ),
    ratio(
      `validateChargeRequest pix vs ${PREVIOUS_RELEASE.version}`,
      `${RELEASE} pix`,
      'validateChargeRequest pix',
      1,
    ),
    ratio(
      `validateChargeRequest invalid (3 issues) vs ${PREVIOUS_RELEASE.version}`,
      `${RELEASE} invalid`,
      'validateChargeRequest invalid',
      2,
    ),
    // The guard-rail of the valid card and the invalid requests: 1.3× zod v4 compiled without `new Function`.
    ratio(
      'validateChargeRequest card vs zod v4 jitless',
      'zod v4 jitless card',
      'validateChargeRequest card',
      1.3,
    ),
    ratio(
      'validateChargeRequest invalid vs zod v4 jitless',
      'zod v4 jitless invalid',
      'validateChargeRequest invalid',
      1.3,
    ),
    ratio(
      'validateChargeRequest pix vs zod v4 jitless',
      'zod v4 jitless pix',
      'validateChargeRequest pix',
      1,
    ),
    // The guard-rail: ahead of a hand-written valibot schema of the same rules.
    ratio(
      'validateChargeRequest card vs valibot (same rules)',
      'valibot (same rules) card',
      'validateChargeRequest card',
      1,
    ),
    ratio(
      'validateChargeRequest pix vs valibot (same rules)',
      'valibot (same rules) pix',
      'validateChargeRequest pix',
      1,
    ),
    ratio(
      'validateChargeRequest invalid vs valibot (same rules)',
      'valibot (same rules) invalid',
      'validateChargeRequest invalid',
    ),
    // Reference lines: valibot checking the structure only does far less work than we do.
    ratio(
      'validateChargeRequest card vs valibot (structure only)',
      'valibot (structure only) card',
      'validateChargeRequest card',
    ),
    ratio(
      'validateChargeRequest pix vs valibot (structure only)',
      'valibot (structure only) pix',
      'validateChargeRequest pix',
    ),
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
  ratios.push(...afterGc());
  console.log('\nvalidation ratios, median of per-round ratios (min–max):');
  for (const { name, value, min, max, rounds: count } of ratios) {
    console.log(`  ${name}: ${value.toFixed(2)}× (${min.toFixed(2)}–${max.toFixed(2)}×, ${count} rounds)`);
  }
  return { rows, ratios };
}

// The first card calls after a full GC against the steady state, in a process that can call the GC
// (bench/validation-gc.mjs): a design whose optimized code V8 throws away on GC pays here.
function afterGc() {
  const args = [
    '--expose-gc',
    resolve(import.meta.dirname, 'validation-gc.mjs'),
    ...(QUICK ? ['--quick'] : []),
  ];
  const runs = JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' }));
  return runs.map(({ name, perRound }) => ({
    name: `${name}: first ${GC_CALLS} card calls after a full GC vs steady state (time ratio)`,
    value: median(perRound),
    min: Math.min(...perRound),
    max: Math.max(...perRound),
    rounds: perRound.length,
    ...(name === 'validateChargeRequest' ? { target: 1.2, atMost: true } : {}),
  }));
}
const GC_CALLS = 3000;
