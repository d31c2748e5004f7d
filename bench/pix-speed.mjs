// parsePixCode against the peer's getPixPayloadInfo on the same BR Codes, interleaved in one
// process: prints µs a code and the ratio, never asserts a time (the machine is shared).
// `node bench/pix-speed.mjs [--quick] [--against <other dist/index.js>]` also measures another
// build of parsePixCode (a copy of an older dist) in the same rounds, for a before/after figure.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { buildPixCode, parsePixCode } from '../dist/index.js';
import { cycling, interleaved } from './lib/interleave.mjs';

function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// The codes of bench/payment-codes.mjs: half static (key, txid), half dynamic (location URL).
const random = generator(11);
const codes = [];
for (let index = 0; index < 1000; index++) {
  const amount = 1 + Math.floor(random() * 10_000_000);
  const fields =
    random() < 0.5
      ? { key: `loja${index}@example.com`, amount, txid: `PEDIDO${index}` }
      : { url: `pix.provider.example/qr/v2/${index.toString(36)}`, amount, single_use: true };
  const built = buildPixCode({ ...fields, merchant_name: `LOJA ${index}`, merchant_city: 'SAO PAULO' });
  if (!built.ok) throw new Error(built.message);
  codes.push(built.text);
}

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
