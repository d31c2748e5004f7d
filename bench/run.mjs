// `npm run bench` (full, about 8 minutes) and `npm run bench -- --quick` (seconds, run by npm test
// so the suite can't rot; timings are printed, never asserted).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { installmentWorkloads } from './installments.mjs';
import { machine, meets, printRatios, printTable, QUICK } from './lib/measure.mjs';
import { acrossProcesses } from './lib/processes.mjs';
import { paymentCodeWorkloads } from './payment-codes.mjs';
import { receivablesWorkloads } from './receivables.mjs';
import { printThroughputs, redactionWorkloads } from './redaction.mjs';
import { refundAfterFigures, refundWorkloads } from './refund.mjs';
import { printServiceRates, serviceWorkloads } from './service.mjs';
import { validationWorkloads } from './validation.mjs';

// The split group in fresh processes, three in the full run (see lib/processes.mjs).
const split = acrossProcesses(
  resolve(import.meta.dirname, 'split-process.mjs'),
  QUICK ? 1 : 3,
  QUICK ? ['--quick'] : [],
);
console.log(`split baselines agree with computeSplit on ${split.compared} comparisons in each process`);
const groups = {
  split,
  refund: await refundWorkloads(),
  receivables: await receivablesWorkloads(),
  validation: await validationWorkloads(),
  installments: await installmentWorkloads(),
  paymentCodes: await paymentCodeWorkloads(),
  redaction: await redactionWorkloads(),
};
for (const [name, group] of Object.entries(groups)) printTable(name, group.rows);
printThroughputs(groups.redaction.throughputs);

// Memory runs in its own process, with a GC it can call.
const memoryArgs = ['--expose-gc', resolve(import.meta.dirname, 'memory.mjs'), ...(QUICK ? ['--quick'] : [])];
const memory = JSON.parse(execFileSync(process.execPath, memoryArgs, { encoding: 'utf8' }));
console.log(
  `\nmemory: heap after each ${memory.calls / 5} computeSplit calls (10 rules, fresh objects), after a full GC`,
);
console.log(
  `  ${memory.samples.map((sample) => `${(sample.heapUsed / 2 ** 20).toFixed(2)} MiB`).join(' → ')}`,
);
console.log(
  `  growth after warm-up: ${(memory.growthAfterWarmupBytes / 1024).toFixed(1)} KiB over ${memory.calls - memory.calls / 5} calls`,
);
console.log(`  allocated per call: ${memory.bytesPerCall} bytes (median over batches of 500 calls)`);
console.log('\nsplit cost per rule at 100 rules (median ns/op ÷ 100)');
for (const entry of groups.split.perRule)
  console.log(`  ${entry.name.padEnd(40)} ${entry.nsPerRule.toFixed(1)} ns/rule`);
const validationMemoryArgs = [
  '--expose-gc',
  '--max-semi-space-size=64',
  resolve(import.meta.dirname, 'memory-validation.mjs'),
  ...(QUICK ? ['--quick'] : []),
];
const validationMemory = JSON.parse(
  execFileSync(process.execPath, validationMemoryArgs, { encoding: 'utf8' }),
);
for (const [name, run] of Object.entries(validationMemory)) {
  console.log(
    `\nmemory: validateChargeRequest ${name}, heap after each ${run.calls / 5} calls: ${run.samples.map((sample) => `${(sample.heapUsed / 2 ** 20).toFixed(2)} MiB`).join(' → ')}`,
  );
  console.log(
    `  growth after warm-up ${(run.growthAfterWarmupBytes / 1024).toFixed(1)} KiB; allocated per call ${(run.bytesPerCall / 1024).toFixed(1)} KiB (zod v4 ${(run.zodBytesPerCall / 1024).toFixed(1)} KiB)`,
  );
}
// The reference service, in the full run only: its embedded database takes seconds to start.
const service = QUICK ? undefined : await serviceWorkloads();
if (service !== undefined) printServiceRates(service);
// The CLI's refund over thousands of earlier refunds, in the full run only: a dozen processes.
const refundAfter = QUICK ? undefined : refundAfterFigures();
const ratios = Object.values(groups).flatMap((group) => group.ratios);
printRatios(ratios);

const record = {
  machine: machine(),
  groups,
  memory,
  validationMemory,
  service,
  refundAfter,
  ratios: ratios.map((ratio) => ({ ...ratio, met: meets(ratio) })),
};
const folder = resolve(import.meta.dirname, 'results');
mkdirSync(folder, { recursive: true });
writeFileSync(resolve(folder, QUICK ? 'quick.json' : 'latest.json'), `${JSON.stringify(record, null, 2)}\n`);
console.log(`\nwrote bench/results/${QUICK ? 'quick' : 'latest'}.json`);
// The full run also writes its figures into bench/README.md; the quick one never touches it.
if (!QUICK) await import('./report.mjs');
