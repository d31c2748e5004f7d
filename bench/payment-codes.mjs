// Payment-code workloads: parsePixCode and parseBoleto against the peer library
// @brazilian-utils/brazilian-utils (getPixPayloadInfo, getBoletoInfo), on the same codes, in
// interleaved rounds. Also counted: on how many random BR Codes the peer's amount (reais as a
// binary float) is not the code's exact centavos when multiplied by 100.
import { getBoletoInfo, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { buildBoleto, buildPixCode, parseBoleto, parsePixCode } from '../dist/index.js';
import { cycling, interleaved } from './lib/interleave.mjs';
import { QUICK } from './lib/measure.mjs';

// A fixed linear congruential generator: the same codes on every run and machine.
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function pixCodes(count, seed) {
  const random = generator(seed);
  const codes = [];
  for (let index = 0; index < count; index++) {
    const amount = 1 + Math.floor(random() * 10_000_000);
    const fields =
      random() < 0.5
        ? { key: `loja${index}@example.com`, amount, txid: `PEDIDO${index}` }
        : { url: `pix.provider.example/qr/v2/${index.toString(36)}`, amount, single_use: true };
    const built = buildPixCode({ ...fields, merchant_name: `LOJA ${index}`, merchant_city: 'SAO PAULO' });
    if (!built.ok) throw new Error(built.message);
    codes.push({ text: built.text, amount });
  }
  return codes;
}

/** `count` bank boleto lines, the same on every run (also read by boleto-speed.mjs). */
export function boletoLines(count, seed) {
  const random = generator(seed);
  const lines = [];
  for (let index = 0; index < count; index++) {
    const day = new Date(Date.UTC(2025, 2, 1) + Math.floor(random() * 3000) * 86_400_000);
    const built = buildBoleto({
      bank: String(1 + Math.floor(random() * 700)).padStart(3, '0'),
      amount: Math.floor(random() * 10_000_000),
      due_date: day.toISOString().slice(0, 10),
      free_field: String(Math.floor(random() * 1e15)).padStart(25, '0'),
    });
    if (!built.ok) throw new Error(built.message);
    lines.push(built.line);
  }
  return lines;
}

/** How many codes the peer reads to an amount whose ×100 is not the exact centavos. */
function peerAmountErrors(codes) {
  let off = 0;
  for (const code of codes) {
    const info = getPixPayloadInfo(code.text);
    if (info === null || info.amount * 100 !== code.amount) off++;
  }
  return off;
}

export async function paymentCodeWorkloads() {
  const codes = pixCodes(1000, 11);
  const lines = boletoLines(1000, 13);
  const sample = pixCodes(QUICK ? 2_000 : 50_000, 17);
  const errors = { codes: sample.length, off: peerAmountErrors(sample) };
  console.log(
    `peer getPixPayloadInfo: ${errors.off} of ${errors.codes} random BR Codes read to an amount whose ×100 is not the exact centavos (parsePixCode: 0, by construction)`,
  );
  const pixInputs = cycling(codes.map((code) => code.text));
  const lineInputs = cycling(lines);
  const reference = new Date(Date.UTC(2026, 0, 1));
  const { rows, ratios } = interleaved(
    [
      { name: 'parsePixCode', fn: (text) => parsePixCode(text), inputs: pixInputs },
      { name: 'peer getPixPayloadInfo', fn: (text) => getPixPayloadInfo(text), inputs: pixInputs },
      {
        name: 'parseBoleto (line, referenceDate)',
        fn: (line) => parseBoleto(line, { referenceDate: '2026-01-01' }),
        inputs: lineInputs,
      },
      {
        name: 'peer getBoletoInfo (line, referenceDate)',
        fn: (line) => getBoletoInfo(line, { referenceDate: reference }),
        inputs: lineInputs,
      },
    ],
    [
      {
        name: 'parsePixCode vs @brazilian-utils getPixPayloadInfo (speed ratio)',
        baseline: 'peer getPixPayloadInfo',
        candidate: 'parsePixCode',
        target: 4,
      },
      {
        name: 'parseBoleto vs @brazilian-utils getBoletoInfo (speed ratio)',
        baseline: 'peer getBoletoInfo (line, referenceDate)',
        candidate: 'parseBoleto (line, referenceDate)',
        target: 2,
      },
    ],
  );
  return { rows, ratios, errors };
}
