// `npm run bench:report`: writes the figures of bench/results/latest.json into bench/README.md,
// between the figures markers, so the README always quotes a real run.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const here = import.meta.dirname;
const latest = JSON.parse(readFileSync(resolve(here, 'results', 'latest.json'), 'utf8'));
const number = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const lines = [];
const { machine } = latest;
lines.push(
  `Measured ${machine.date.slice(0, 10)} on ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node} (${machine.platform}).`,
  '',
);
for (const [group, { rows }] of Object.entries(latest.groups)) {
  lines.push(`| ${group} workload | median ns/op | ops/s |`, '|---|---:|---:|');
  for (const row of rows) lines.push(`| ${row.name} | ${number(row.p50, 1)} | ${number(1e9 / row.p50)} |`);
  lines.push('');
}
lines.push('| ratio | median | min–max | target | met |', '|---|---:|---:|---:|:-:|');
for (const ratio of latest.ratios) {
  const target = ratio.target === undefined ? '—' : `${ratio.atMost ? '≤' : '≥'} ${ratio.target}×`;
  const met = ratio.met === undefined ? '' : ratio.met ? '✓' : '✗';
  const spread = ratio.min === undefined ? '—' : `${number(ratio.min, 2)}–${number(ratio.max, 2)}`;
  const processes =
    ratio.processes === undefined
      ? ''
      : ` (processes: ${ratio.processes.map((value) => `${number(value, 2)}×`).join(', ')})`;
  lines.push(`| ${ratio.name} | ${number(ratio.value, 2)}×${processes} | ${spread} | ${target} | ${met} |`);
}
lines.push('', '| cost per rule at 100 rules | ns/rule |', '|---|---:|');
for (const entry of latest.groups.split.perRule ?? [])
  lines.push(`| ${entry.name} | ${number(entry.nsPerRule, 1)} |`);
const throughputs = latest.groups.redaction?.throughputs ?? [];
if (throughputs.length > 0) {
  lines.push('', '| redaction throughput | MB/s | target |', '|---|---:|---:|');
  for (const entry of throughputs)
    lines.push(`| ${entry.size} note | ${number(entry.mbPerSecond, 1)} | ≥ 100 |`);
}
if (latest.refundAfter !== undefined) {
  lines.push('', '| CLI `refund --after` | ms per process | target |', '|---|---:|---:|');
  for (const { count, ms } of latest.refundAfter)
    lines.push(`| ${number(count)} earlier refunds | ${number(ms)} | ${count === 5000 ? '< 500' : ''} |`);
}
const { memory } = latest;
lines.push(
  '',
  `Heap after a full GC every ${number(memory.calls / 5)} calls of computeSplit (10 rules, fresh objects): ${memory.samples
    .map((sample) => `${(sample.heapUsed / 2 ** 20).toFixed(2)} MiB`)
    .join(
      ' → ',
    )}; growth after warm-up ${(memory.growthAfterWarmupBytes / 1024).toFixed(1)} KiB over ${number((memory.calls * 4) / 5)} calls; ${memory.bytesPerCall} bytes allocated per call.`,
);

for (const [name, run] of Object.entries(latest.validationMemory ?? {})) {
  lines.push(
    '',
    `Heap after a full GC every ${number(run.calls / 5)} calls of validateChargeRequest (${name} request): ${run.samples
      .map((sample) => `${(sample.heapUsed / 2 ** 20).toFixed(2)} MiB`)
      .join(
        ' → ',
      )}; growth after warm-up ${(run.growthAfterWarmupBytes / 1024).toFixed(1)} KiB; ${(run.bytesPerCall / 1024).toFixed(1)} KiB allocated per call (zod v4 ${(run.zodBytesPerCall / 1024).toFixed(1)} KiB).`,
  );
}

const readme = resolve(here, 'README.md');
const text = readFileSync(readme, 'utf8');
const start = '<!-- figures:start -->';
const end = '<!-- figures:end -->';
writeFileSync(
  readme,
  `${text.slice(0, text.indexOf(start) + start.length)}\n${lines.join('\n')}\n${text.slice(text.indexOf(end))}`,
);
console.log('wrote the figures of bench/README.md');
