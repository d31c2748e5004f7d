// Side-by-side measuring for a shared, noisy machine: every candidate of a workload runs once per
// round, in a shuffled order, on inputs made for it outside the timing; a ratio is the median of the
// ratios within each round (both sides measured seconds apart under the same load), with the
// minimum and maximum over the rounds. Absolute times of different runs are never compared.
import { QUICK } from './measure.mjs';

const ROUNDS = QUICK ? 5 : 11;
const ROUND_MS = QUICK ? 4 : 60;
const WARMUP_MS = QUICK ? 20 : 300;

const now = () => performance.now();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// A small deterministic shuffle: the order changes every round, the same way every run.
function shuffled(items, round) {
  const order = [...items];
  let state = (round + 1) * 2654435761;
  for (let i = order.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) >>> 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

// Inputs are made in chunks outside the timing, so a fresh-object workload never holds more than a
// chunk of them alive.
const CHUNK = 2048;

function timeBatch(candidate, count) {
  const fn = candidate.fn;
  let sink = 0;
  let elapsed = 0;
  for (let done = 0; done < count; done += CHUNK) {
    const size = Math.min(CHUNK, count - done);
    const inputs = candidate.inputs(size);
    const start = now();
    for (let i = 0; i < size; i++) if (fn(inputs[i]) !== undefined) sink++;
    elapsed += now() - start;
  }
  if (sink < 0) throw new Error('unreachable');
  return (elapsed * 1e6) / count;
}

/**
 * Measures candidates `{ name, fn(input), inputs(count) }` interleaved, and ratios
 * `{ name, baseline, candidate, target?, atMost? }` (value = baseline time ÷ candidate time, so
 * above 1 means the candidate is faster) as medians of per-round ratios.
 */
export function interleaved(candidates, ratioSpecs) {
  const perCall = new Map();
  for (const candidate of candidates) {
    // Warm-up, and the batch size that fills a round's slice of time.
    let count = 64;
    let ns = timeBatch(candidate, count);
    const deadline = now() + WARMUP_MS;
    while (now() < deadline) {
      count = Math.min(200_000, count * 2);
      ns = timeBatch(candidate, count);
    }
    perCall.set(candidate.name, { count: Math.max(16, Math.round((ROUND_MS * 1e6) / ns)), samples: [] });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const candidate of shuffled(candidates, round)) {
      const entry = perCall.get(candidate.name);
      entry.samples.push(timeBatch(candidate, entry.count));
    }
  }
  const rows = candidates.map((candidate) => {
    const { samples } = perCall.get(candidate.name);
    return { name: candidate.name, p50: median(samples), min: Math.min(...samples), samples: samples.length };
  });
  const ratios = ratioSpecs.map((spec) => {
    const baseline = perCall.get(spec.baseline).samples;
    const candidate = perCall.get(spec.candidate).samples;
    const perRound = baseline.map((time, round) => time / candidate[round]);
    return {
      name: spec.name,
      value: median(perRound),
      min: Math.min(...perRound),
      max: Math.max(...perRound),
      rounds: perRound.length,
      ...(spec.target === undefined ? {} : { target: spec.target }),
      ...(spec.atMost ? { atMost: true } : {}),
    };
  });
  return { rows, ratios };
}

/** Inputs for {@link interleaved} cycling over a pool: the same objects come back every `cases.length` calls. */
export function cycling(cases) {
  let index = 0;
  return (count) => {
    const inputs = [];
    for (let i = 0; i < count; i++) {
      index = index + 1 === cases.length ? 0 : index + 1;
      inputs.push(cases[index]);
    }
    return inputs;
  };
}
