// A group of workloads run in fresh processes, its figures the median over them. On these machines
// a Node process now and then runs every split workload slower than the next one does (baselines
// 1.4×, the engines about twice), for the whole of its life: the rounds inside one process cannot
// see that, so a single process's ratio is partly a draw. Each process is still measured side by
// side, round by round; the median process is quoted, and every process's ratio is kept.
import { execFileSync } from 'node:child_process';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Runs `script` (which prints its group's JSON on its last line) in `count` fresh processes, one
 * after another, and combines them: a row's median and a ratio's value are the medians over the
 * processes, a ratio's min and max the extremes of all rounds, `processes` each process's value.
 */
export function acrossProcesses(script, count, args = []) {
  const runs = [];
  for (let run = 0; run < count; run++) {
    const output = execFileSync(process.execPath, [script, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 2 ** 20,
    });
    runs.push(JSON.parse(output.trim().split('\n').pop()));
  }
  const [first] = runs;
  const rowsOf = (name) => runs.map((run) => run.rows.find((row) => row.name === name));
  const ratiosOf = (name) => runs.map((run) => run.ratios.find((ratio) => ratio.name === name));
  return {
    ...first,
    processes: count,
    rows: first.rows.map((row) => {
      const all = rowsOf(row.name);
      return {
        ...row,
        p50: median(all.map((each) => each.p50)),
        min: Math.min(...all.map((each) => each.min)),
        samples: all.reduce((sum, each) => sum + each.samples, 0),
      };
    }),
    ratios: first.ratios.map((ratio) => {
      const all = ratiosOf(ratio.name);
      return {
        ...ratio,
        value: median(all.map((each) => each.value)),
        min: Math.min(...all.map((each) => each.min)),
        max: Math.max(...all.map((each) => each.max)),
        rounds: all.reduce((sum, each) => sum + each.rounds, 0),
        processes: all.map((each) => each.value),
      };
    }),
    perRule: first.perRule?.map((entry, index) => ({
      ...entry,
      nsPerRule: median(runs.map((run) => run.perRule[index].nsPerRule)),
    })),
  };
}
