// parsePixCode against the peer's getPixPayloadInfo on the same BR Codes, interleaved in one
// process: prints µs a code and the ratio, never asserts a time (the machine is shared).
// `node bench/pix-speed.mjs [--quick] [--against <other dist/index.js>]` also measures another
// build of parsePixCode (a copy of an older dist) in the same rounds, for a before/after figure.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { parsePixCode } from '../dist/index.js';
import { cycling, interleaved } from './lib/interleave.mjs';
import { pixCodes } from './payment-codes.mjs';

// The codes of bench/payment-codes.mjs: half static (key, txid), half dynamic (location URL).
const codes = pixCodes(1000, 11).map((code) => code.text);
const inputs = cycling(codes);
const candidates = [
  { name: 'parsePixCode', fn: (text) => parsePixCode(text), inputs },
  { name: 'peer getPixPayloadInfo', fn: (text) => getPixPayloadInfo(text), inputs },
];
const ratios = [
  { name: 'parsePixCode vs peer', baseline: 'peer getPixPayloadInfo', candidate: 'parsePixCode' },
];
const against = process.argv.indexOf('--against');
if (against > 0) {
  const other = await import(pathToFileURL(resolve(process.argv[against + 1])).href);
  candidates.push({ name: 'parsePixCode (other build)', fn: (text) => other.parsePixCode(text), inputs });
  ratios.push({
    name: 'other build vs peer',
    baseline: 'peer getPixPayloadInfo',
    candidate: 'parsePixCode (other build)',
  });
}
const { rows, ratios: measured } = interleaved(candidates, ratios);
for (const row of rows)
  console.log(`${row.name}: ${(row.p50 / 1000).toFixed(2)} µs a code (p50 of ${row.samples} rounds)`);
for (const ratio of measured)
  console.log(
    `${ratio.name}: ${ratio.value.toFixed(2)}× (min ${ratio.min.toFixed(2)}, max ${ratio.max.toFixed(2)})`,
  );
