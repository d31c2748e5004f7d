// No request data outlives the call. A child process (`node --expose-gc`, the built dist/) calls
// every export that reads a request on inputs carrying unique markers, drops every answer,
// collects all garbage and writes a heap snapshot; this suite then searches the snapshot's strings
// for each marker. The markers are random per run, so no text of the library or of an earlier run
// can be taken for one: letters (`MRK` and 12 letters) in values and unknown keys, and 11 digits
// (the shape of a CPF) in keys shaped like the paths the library writes (`items.52998224725`,
// `split.<digits>.amount`), in metadata keys and in the codecs' texts.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CHILD = resolve(import.meta.dirname, 'heap-residue-child.mjs');

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = () => `MRK${Array.from({ length: 12 }, () => LETTERS[randomInt(26)]).join('')}`;
// Eleven digits, the first not 0: an index a caller could write, the length of a CPF.
const digits = () => `${randomInt(1, 10)}${Array.from({ length: 10 }, () => randomInt(10)).join('')}`;

const LETTER_SITES = [
  'kept',
  'name',
  'email',
  'customerKey',
  'customerValue',
  'street',
  'itemName',
  'itemKey',
  'itemCode',
  'holder',
  'descriptor',
  'metadataValue',
  'metadataKey',
  'recipient',
  'recipientType',
  'splitKey',
  'rootKey',
  'rootValue',
  'dottedValue',
  'dottedKey',
  'pixDetailsKey',
  'pixDetailsValue',
  'currency',
  'dueDate',
  'instructions',
  'loneKey',
  'loneValue',
  'mediaType',
  'qrCode',
  'merchantName',
  'merchantCity',
  'txid',
  'pixText',
  'pixKey',
  'pixKeyText',
  'boletoText',
  'eventId',
  'refundId',
  'eventType',
  'occurredAt',
  'eventKey',
  'eventValue',
  'secretKey',
  'publicKey',
  'webhookSecret',
  'webhookId',
  'webhookBody',
  'idempotencyKey',
  'recurrenceEventId',
  'chargeId',
  'redirectPath',
] as const;
const DIGIT_SITES = [
  'taxId',
  'pixTaxId',
  'itemIndex',
  'splitIndex',
  'metadataDigitsKey',
  'itemsObjectKey',
  'amountText',
  'zip',
  'pixKeyDigits',
  'lineMarker',
  'barcodeMarker',
  'cardDigits',
  'freeField',
] as const;

type Markers = Record<(typeof LETTER_SITES)[number] | (typeof DIGIT_SITES)[number], string>;

function newMarkers(): Markers {
  const markers = {} as Record<string, string>;
  for (const site of LETTER_SITES) markers[site] = letters();
  for (const site of DIGIT_SITES) markers[site] = digits();
  return markers as Markers;
}

/** The markers the snapshot still holds, by the site they were planted at. */
function residue(markers: Markers, snapshotPath: string): string[] {
  const snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8')) as { strings: string[] };
  // Case aside: a marker may be kept lowercased (an e-mail, a media type).
  const text = snapshot.strings.join('\u0000').toUpperCase();
  return Object.entries(markers)
    .filter(([, marker]) => text.includes(marker.toUpperCase()))
    .map(([site]) => site);
}

describe('the heap after every export has read a request', () => {
  const dir = mkdtempSync(join(tmpdir(), 'heap-residue-'));
  const markers = newMarkers();
  let found: string[] = [];

  beforeAll(() => {
    if (!existsSync(resolve(ROOT, 'dist/index.js'))) {
      throw new Error('dist/index.js is missing: run `npm run build` first.');
    }
    const input = {
      ...markers,
      // The codecs' texts hold their marker inside: a 47-digit line and a 44-digit barcode.
      digitableLine: `0019050095${markers.lineMarker}${'0'.repeat(26)}`,
      barcode: `00193373700${markers.barcodeMarker}${'0'.repeat(22)}`,
    };
    const snapshotPath = join(dir, 'after.heapsnapshot');
    const child = spawnSync(process.execPath, ['--expose-gc', CHILD, snapshotPath], {
      cwd: ROOT,
      input: JSON.stringify(input),
      encoding: 'utf8',
      timeout: 50_000,
    });
    if (child.status !== 0) throw new Error(`the child process failed (${child.status}): ${child.stderr}`);
    found = residue(markers, snapshotPath);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the marker the child keeps in a global on purpose, so the search sees what is kept', () => {
    expect(found).toContain('kept');
  });

  it('holds no other marker: no value, key, index-shaped key or codec text outlives its call', () => {
    expect(found.filter((site) => site !== 'kept')).toEqual([]);
  });
});
