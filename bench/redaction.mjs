// Redaction throughput: redactChargeRequest on one long free-text note (1 MiB and 10 MiB of UTF-8)
// full of card numbers in the spellings people type (spaces, dashes, dots, underscores, zero-width
// spaces, fullwidth and Arabic-Indic digits), security codes after their names, API keys, order
// numbers that are not card numbers, and accented words. Printed in MB/s (10^6 bytes of UTF-8 per
// second) at both sizes: a scan linear in the text's length shows the same figure at both.
// Alone: `npm run build --silent -- --silent && node bench/redaction.mjs [--quick]`.
import { redactChargeRequest } from '../dist/index.js';
import { QUICK } from './lib/measure.mjs';

const MIB = 2 ** 20;

// A fixed linear congruential generator: the same text on every run and machine.
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function luhnCheckDigit(body) {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

const SEPARATORS = [' ', '-', '.', '_', '\u200B', ''];
const SCRIPTS = [0x30, 0x30, 0x30, 0xff10, 0x660];
const WORDS = ['pedido', 'entrega', 'cartão', 'obrigado', 'cliente', 'loja', 'ação', 'presente', 'nota'];

function cardNumber(random) {
  const length = 13 + Math.floor(random() * 7);
  let body = String(3 + Math.floor(random() * 4));
  while (body.length < length - 1) body += String(Math.floor(random() * 10));
  const digits = body + luhnCheckDigit(body);
  const separator = SEPARATORS[Math.floor(random() * SEPARATORS.length)];
  const zero = SCRIPTS[Math.floor(random() * SCRIPTS.length)];
  let spelled = '';
  for (let index = 0; index < digits.length; index++) {
    if (index > 0 && index % 4 === 0) spelled += separator;
    spelled += String.fromCodePoint(zero + Number(digits[index]));
  }
  return spelled;
}

/** A deterministic note of at least `bytes` bytes of UTF-8. */
export function redactionText(bytes, seed = 7) {
  const random = generator(seed);
  const parts = [];
  let size = 0;
  while (size < bytes) {
    const pick = random();
    let part;
    if (pick < 0.1) part = `cartão ${cardNumber(random)}`;
    else if (pick < 0.14) part = `cvv: ${100 + Math.floor(random() * 900)}`;
    else if (pick < 0.16) part = `sk_live_${Math.floor(random() * 1e12).toString(36)}abcd`;
    else if (pick < 0.22) part = `pedido ${Math.floor(random() * 1e15)}`;
    else part = WORDS[Math.floor(random() * WORDS.length)];
    parts.push(part);
    size += Buffer.byteLength(part) + 1;
  }
  return parts.join(' ');
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Median MB/s of `redact` over a few calls on `text` (after one warm-up call). */
export function throughput(redact, text, runs = QUICK ? 1 : 5) {
  const bytes = Buffer.byteLength(text);
  const request = { metadata: { note: text } };
  redact(request);
  const seconds = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    redact(request);
    seconds.push((performance.now() - start) / 1000);
  }
  const p50 = median(seconds);
  return { bytes, p50Ns: p50 * 1e9, mbPerSecond: bytes / 1e6 / p50 };
}

/** The redaction group of `npm run bench`: rows in ns/op, and MB/s at each size. */
export async function redactionWorkloads() {
  const sizes = QUICK ? [MIB / 16, MIB] : [MIB, 10 * MIB];
  const rows = [];
  const throughputs = [];
  for (const size of sizes) {
    const figure = throughput(redactChargeRequest, redactionText(size));
    const label = `${(size / MIB).toFixed(size < MIB ? 2 : 0)} MiB`;
    rows.push({ name: `redactChargeRequest, a ${label} note`, p50: figure.p50Ns });
    throughputs.push({ size: label, mbPerSecond: figure.mbPerSecond });
  }
  return { rows, ratios: [], throughputs };
}

// The goal: this throughput at every size (a goal, printed, never asserted).
const TARGET_MB_PER_SECOND = 100;

/** Prints MB/s at each size against the goal, and the largest size's figure over the smallest's. */
export function printThroughputs(throughputs) {
  console.log('\nredaction throughput (MB/s of UTF-8 text; the same figure at every size means linear)');
  for (const entry of throughputs)
    console.log(
      `  ${entry.size.padEnd(8)} ${entry.mbPerSecond.toFixed(1).padStart(8)} MB/s [≥ ${TARGET_MB_PER_SECOND} MB/s]`,
    );
  const first = throughputs[0];
  const last = throughputs.at(-1);
  // The quick run's small size is one cold call: its figure says nothing of linearity.
  if (!QUICK && first !== last)
    console.log(
      `  ${last.size} ÷ ${first.size}: ${(last.mbPerSecond / first.mbPerSecond).toFixed(2)} (1 is linear)`,
    );
}

if (import.meta.filename === process.argv[1]) printThroughputs((await redactionWorkloads()).throughputs);
