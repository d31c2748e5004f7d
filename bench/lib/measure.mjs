// The measuring harness of `npm run bench`: mitata's sampler for each workload, then a table with
// the median (p50) in ns/op, ops/s and the ratios asked of each comparison, and a JSON record.
import { arch, cpus, platform, totalmem } from 'node:os';
import { measure } from 'mitata';

export const QUICK = process.argv.includes('--quick');

/** Median ns/op of `fn`, measured by mitata (batched, warmed up, sub-ns resolution). */
export async function medianNs(fn) {
  const stats = await measure(
    fn,
    QUICK ? { min_cpu_time: 20e6, max_samples: 2_000 } : { min_cpu_time: 400e6 },
  );
  return { p50: stats.p50, p99: stats.p99, samples: stats.samples.length };
}

/** A cycling picker over many distinct inputs, so no single object stays hot in a cache. */
export function rotate(inputs) {
  let index = 0;
  return () => {
    index = index + 1 === inputs.length ? 0 : index + 1;
    return inputs[index];
  };
}

export function machine() {
  const cpu = cpus()[0];
  return {
    node: process.version,
    platform: `${platform()} ${arch()}`,
    cpu: cpu ? `${cpu.model} × ${cpus().length}` : 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    date: new Date().toISOString(),
    quick: QUICK,
  };
}

const format = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Prints one group of results as an aligned table. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`  ${'workload'.padEnd(width)}  ${'median ns/op'.padStart(12)}  ${'ops/s'.padStart(12)}`);
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(width)}  ${format(row.p50, 1).padStart(12)}  ${format(1e9 / row.p50).padStart(12)}`,
    );
  }
}

/** Whether a ratio meets its target: at least `target`, or at most it when `atMost` is set. */
export function meets(ratio) {
  if (ratio.target === undefined) return undefined;
  return ratio.atMost ? ratio.value <= ratio.target : ratio.value >= ratio.target;
}

/** Prints each ratio against its target. */
export function printRatios(ratios) {
  console.log(
    '\nRatios (median of per-round ratios [min–max over the rounds] where interleaved; the split group: the median of its processes, each listed; target in brackets: a goal, not a test)',
  );
  for (const ratio of ratios) {
    const target = ratio.target === undefined ? '' : ` [${ratio.atMost ? '≤' : '≥'} ${ratio.target}×]`;
    const spread = ratio.min === undefined ? '' : ` [${format(ratio.min, 2)}–${format(ratio.max, 2)}]`;
    const processes =
      ratio.processes === undefined
        ? ''
        : ` (processes: ${ratio.processes.map((value) => `${format(value, 2)}×`).join(', ')})`;
    console.log(
      `  ${ratio.name.padEnd(78)} ${format(ratio.value, 2).padStart(8)}×${spread}${target}${processes}`,
    );
  }
}
