// The first 3,000 valid card calls after a full GC, against as many calls in the steady state, for
// validateChargeRequest and the last release, interleaved round by round: run with --expose-gc.
// Prints [{ name, perRound }], each entry the time after the GC divided by the steady time.
import { validateChargeRequest } from '../dist/index.js';
import { cardRequests } from './inputs/requests.mjs';
import { PREVIOUS_RELEASE, previousReleaseEntry } from './lib/previous-release.mjs';

const previous = (await import(previousReleaseEntry())).validateChargeRequest;
const NOW = new Date('2026-11-22T12:00:00Z');
const CALLS = 3000;
const rounds = process.argv.includes('--quick') ? 5 : 15;
const inputs = cardRequests(1000);

const candidates = [
  ['validateChargeRequest', validateChargeRequest],
  [`${PREVIOUS_RELEASE.version} validateChargeRequest`, previous],
];

function batch(fn) {
  const start = process.hrtime.bigint();
  for (let call = 0; call < CALLS; call++) fn(inputs[call % inputs.length], { now: NOW });
  return Number(process.hrtime.bigint() - start);
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

// Warm: both optimized, as a long-running server has them.
for (let index = 0; index < 20; index++) for (const [, fn] of candidates) batch(fn);
const perRound = new Map(candidates.map(([name]) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, fn] of candidates) {
    // The steady state: the median of a few batches, with no GC forced in between.
    const steady = median([batch(fn), batch(fn), batch(fn)]);
    globalThis.gc();
    const afterGc = batch(fn);
    perRound.get(name).push(afterGc / steady);
  }
}
console.log(JSON.stringify([...perRound].map(([name, values]) => ({ name, perRound: values }))));
