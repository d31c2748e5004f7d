// A focused side-by-side of parseBoleto against @brazilian-utils getBoletoInfo, on the same lines
// as payment-codes.mjs, interleaved in one process; prints the medians. `--old <dist dir>` adds a
// second build of the library (say, the main branch's) to the same rounds, for a before/after
// ratio measured under the same load.
//   node bench/boleto-speed.mjs [--quick] [--old /tmp/old-dist]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getBoletoInfo } from '@brazilian-utils/brazilian-utils';
import { parseBoleto } from '../dist/index.js';
import { cycling, interleaved } from './lib/interleave.mjs';
import { boletoLines } from './payment-codes.mjs';

const oldAt = process.argv.indexOf('--old');
const old =
  oldAt === -1 ? undefined : await import(pathToFileURL(resolve(process.argv[oldAt + 1], 'index.js')).href);

const lines = cycling(boletoLines(1000, 13));
const reference = new Date(Date.UTC(2026, 0, 1));
const candidates = [
  { name: 'parseBoleto', fn: (line) => parseBoleto(line, { referenceDate: '2026-01-01' }), inputs: lines },
  {
    name: 'peer getBoletoInfo',
    fn: (line) => getBoletoInfo(line, { referenceDate: reference }),
    inputs: lines,
  },
];
const ratios = [
  { name: 'parseBoleto vs getBoletoInfo', baseline: 'peer getBoletoInfo', candidate: 'parseBoleto' },
];
if (old !== undefined) {
  candidates.push({
    name: 'old parseBoleto',
    fn: (line) => old.parseBoleto(line, { referenceDate: '2026-01-01' }),
    inputs: lines,
  });
  ratios.push({
    name: 'old parseBoleto vs getBoletoInfo',
    baseline: 'peer getBoletoInfo',
    candidate: 'old parseBoleto',
  });
}
const result = interleaved(candidates, ratios);
for (const row of result.rows)
  console.log(`${row.name}: p50 ${row.p50.toFixed(0)} ns/op (min ${row.min.toFixed(0)})`);
for (const ratio of result.ratios)
  console.log(
    `${ratio.name}: ${ratio.value.toFixed(2)}× (min ${ratio.min.toFixed(2)}, max ${ratio.max.toFixed(2)})`,
  );
