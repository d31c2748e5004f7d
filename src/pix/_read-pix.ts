import { type _Finding, _finding, type _Read, _refused as refused } from '../issues/code-issue.js';
import type { PixCodesMessageKey } from '../messages/pix-codes.js';
import { _readAmount } from './_amount.js';
import { _crcHex, _scanCode } from './_crc16.js';
import { _PIX_KEY_MAX_LENGTH, _storedPixKey } from './_pix-key.js';
import { _isAlphanumeric, _isSchemelessUrl } from './_text.js';
import { _byteLength, _readTlv, type _TlvRun } from './_tlv.js';
import type { PixCode } from './pix-code.js';

/** The most bytes a BR Code holds (the EMV QR Code payload limit). */
export const _PIX_CODE_MAX_BYTES = 512;
export const _NAME_MAX = 25;
export const _CITY_MAX = 15;
export const _TXID_MAX = 25;
/** No TLV value is longer than its two length digits can say. */
export const _FIELD_MAX = 99;
/** The GUI of PIX's templates, compared in any case. */
export const _PIX_GUI = 'br.gov.bcb.pix';
// `0000`, or any ISO 18245 merchant category code: EMV's field 52 is four digits.
const MERCHANT_CATEGORY = /^[0-9]{4}$/;

/**
 * Reads a BR Code: what it says, or every problem found in it. The order of the checks is the
 * order a reader would fix them in: the text itself, the TLV structure, the checksum, then each
 * field; a broken structure stops the reading, since no field after it can be located.
 */
export function _readPix(text: unknown): _Read<PixCode, PixCodesMessageKey> {
  if (typeof text !== 'string') return refused([finding('INVALID_TYPE', [], 'PIX.not_text')]);
  // A string is never shorter in UTF-8 than in UTF-16 units: refuse before reading a huge one.
  // The checksum covers all but the last four units, `6304`'s value when the code closes with it.
  const scan = text.length > _PIX_CODE_MAX_BYTES ? -2 : _scanCode(text, text.length - 4);
  if (scan === -1) return refused([finding('INVALID_VALUE', [], 'PIX.characters')]);
  if (scan < 0 || scan >> 16 > _PIX_CODE_MAX_BYTES)
    return refused([finding('TOO_LONG', [], 'PIX.too_long', { max: _PIX_CODE_MAX_BYTES })]);
  // All ASCII (almost every code): a field's bytes are its units, and the walk jumps field to field.
  const ascii = scan >> 16 === text.length;
  const run = _readTlv(text, ascii);
  if (!run.ok) return refused([structure(run.brokenAt === '' ? [] : [run.brokenAt])]);
  const findings: _Finding<PixCodesMessageKey>[] = [];
  if (run.ids[0] !== 0 || run.values[0] !== '01')
    findings.push(finding('INVALID_VALUE', ['00'], 'PIX.first'));
  checkCrc(scan, run, findings);
  const pix = readFields(new Fields(run, [], findings, ascii), findings);
  return findings.length > 0 || pix === undefined ? refused(findings) : { ok: true, value: pix };
}

function checkCrc(
  scan: number,
  run: Extract<_TlvRun, { ok: true }>,
  findings: _Finding<PixCodesMessageKey>[],
): void {
  const last = run.values.length - 1;
  const value = run.values[last];
  // `6304` and four bytes, closing the code: the checksum covers everything before its value. A
  // value of four bytes in fewer units is no four hexadecimal digits: it cannot match.
  if (value === undefined || run.ids[last] !== 63 || _byteLength(value) !== 4) {
    findings.push(finding('INVALID_VALUE', ['63'], 'PIX.crc_last'));
    return;
  }
  if (value !== _crcHex(scan)) findings.push(finding('INVALID_VALUE', ['63'], 'PIX.crc'));
}

function readFields(byId: Fields, findings: _Finding<PixCodesMessageKey>[]): PixCode | undefined {
  const initiation = byId.get(1);
  if (initiation !== undefined && initiation !== '11' && initiation !== '12')
    findings.push(finding('INVALID_VALUE', ['01'], 'PIX.initiation'));
  const account = readAccount(byId, findings);
  // A dynamic code's payload, fetched from its location, is what the payer pays: the manual has
  // the reader ignore the code's own transaction ID, and a zero amount defers to the payload.
  const dynamic = account !== undefined && account.url !== undefined;
  const category = byId.get(52);
  if (category === undefined) findings.push(finding('REQUIRED', ['52'], 'PIX.required'));
  else if (!MERCHANT_CATEGORY.test(category)) findings.push(finding('INVALID_VALUE', ['52'], 'PIX.category'));
  expect(byId, 53, '986', 'PIX.currency', findings);
  const amount = readAmount(byId.get(54), dynamic, findings);
  expect(byId, 58, 'BR', 'PIX.country', findings);
  const name = requiredText(byId, 59, _NAME_MAX, findings);
  const city = requiredText(byId, 60, _CITY_MAX, findings);
  const postal = byId.get(61);
  if (postal === '') findings.push(finding('INVALID_VALUE', ['61'], 'PIX.text', { max: _FIELD_MAX }));
  const txid = readTxid(byId.get(62), dynamic, findings, byId.ascii);
  if (account === undefined || name === undefined || city === undefined || txid === undefined)
    return undefined;
  // Written key by key in the answer's order: a spread of an empty object per absent field cost
  // more than the rest of the reading.
  const pix: Writable<PixCode> = { kind: dynamic ? 'dynamic' : 'static' };
  if (account.key !== undefined) pix.key = account.key;
  if (account.url !== undefined) pix.url = account.url;
  if (amount !== undefined) pix.amount = amount;
  pix.merchant_name = name;
  pix.merchant_city = city;
  if (postal !== undefined) pix.postal_code = postal;
  if (txid !== '***' && !dynamic) pix.txid = txid;
  if (account.description !== undefined) pix.description = account.description;
  pix.single_use = initiation === '12';
  // The unreserved templates, 80 to 99, each belong to the arrangement their GUI (00) names: the
  // first that opens with PIX's GUI is PIX's recurrence (Pix Automático); the others, and any whose
  // structure does not read (it names no arrangement), are left alone.
  for (let number = 80; number <= 99; number++) {
    const body = byId.get(number);
    const url = body === undefined ? undefined : _recurrenceUrl(body, byId.ascii);
    if (body === undefined || url == null) continue;
    pix.recurrence = body;
    if (url !== '') pix.recurrence_url = url;
    break;
  }
  return pix as PixCode;
}

type Writable<T> = { -readonly [K in keyof T]?: T[K] };

// Every key present (`undefined` when absent), so no read of it can reach Object.prototype.
interface Account {
  readonly key: string | undefined;
  readonly url: string | undefined;
  readonly description: string | undefined;
}

// The merchant account templates, 26 to 51: the first whose GUI is PIX's is the one paid; others
// belong to other schemes and are left alone.
function readAccount(byId: Fields, findings: _Finding<PixCodesMessageKey>[]): Account | undefined {
  for (let number = 26; number <= 51; number++) {
    const body = byId.get(number);
    if (body === undefined) continue;
    const id = String(number);
    const sub = subfields(id, body, findings, byId.ascii);
    if (sub === undefined) return undefined;
    if (sub.get(0)?.toLowerCase() !== _PIX_GUI) continue;
    return readPixAccount(id, sub, findings);
  }
  findings.push(finding('REQUIRED', [], 'PIX.account'));
  return undefined;
}

function readPixAccount(
  id: string,
  sub: Fields,
  findings: _Finding<PixCodesMessageKey>[],
): Account | undefined {
  const key = sub.get(1);
  const url = sub.get(25);
  const description = sub.get(2);
  if ((key === undefined) === (url === undefined)) {
    findings.push(finding('INVALID_VALUE', [id], 'PIX.key_or_url'));
    return undefined;
  }
  // A key is written as the directory stores it: a mask or a capital is another key.
  if (key !== undefined && _storedPixKey(key) === undefined) {
    findings.push(finding('INVALID_VALUE', [id, '01'], 'PIX.key'));
    return undefined;
  }
  if (url !== undefined && !_isSchemelessUrl(url, _PIX_KEY_MAX_LENGTH)) {
    findings.push(finding('INVALID_VALUE', [id, '25'], 'PIX.url', { max: _PIX_KEY_MAX_LENGTH }));
    return undefined;
  }
  return { key, url, description: description === '' ? undefined : description };
}

// Zero or no amount in a dynamic code: the payload at the location says it. A static code has no
// payload, and EMV has a present amount "different from zero".
function readAmount(
  text: string | undefined,
  dynamic: boolean,
  findings: _Finding<PixCodesMessageKey>[],
): number | undefined {
  if (text === undefined) return undefined;
  const amount = _readAmount(text);
  if (amount === undefined || (amount === 0 && !dynamic))
    findings.push(finding('INVALID_VALUE', ['54'], 'PIX.amount'));
  return amount === 0 ? undefined : amount;
}

// The transaction ID is always present; its letters-and-digits rule binds static codes only, since
// a dynamic code's is ignored whatever it holds.
function readTxid(
  body: string | undefined,
  dynamic: boolean,
  findings: _Finding<PixCodesMessageKey>[],
  ascii: boolean,
): string | undefined {
  if (body === undefined) {
    findings.push(finding('REQUIRED', ['62'], 'PIX.required'));
    return undefined;
  }
  const sub = subfields('62', body, findings, ascii);
  if (sub === undefined) return undefined;
  const txid = sub.get(5);
  if (txid === undefined) findings.push(finding('REQUIRED', ['62', '05'], 'PIX.required'));
  else if (!dynamic && txid !== '***' && (txid.length > _TXID_MAX || !_isAlphanumeric(txid)))
    findings.push(finding('INVALID_VALUE', ['62', '05'], 'PIX.txid'));
  else return txid;
  return undefined;
}

/**
 * Reads a template as PIX's recurrence (Pix Automático): `null` when its fields do not read,
 * `undefined` when they do not open with PIX's GUI (any case: EMV has every template of an
 * arrangement name it); else its location URL (subfield 25, the Pix API's `locrec`), or `''` when
 * it holds none written as the merchant account's is (visible ASCII without scheme, at most 77
 * bytes). A template without a URL still reads as PIX's, as it did before the URL was answered.
 */
export function _recurrenceUrl(body: string, ascii = false): string | undefined | null {
  const run = _readTlv(body, ascii);
  if (!run.ok) return null;
  if (run.ids[0] !== 0 || run.values[0]?.toLowerCase() !== _PIX_GUI) return undefined;
  // indexOf's -1 is never used as an index: a polluted prototype could answer it.
  const at = run.ids.indexOf(25);
  const url = at < 0 ? '' : (run.values[at] as string);
  return _isSchemelessUrl(url, _PIX_KEY_MAX_LENGTH) ? url : '';
}

// The fields of a template, the first of each ID (a repeated one is reported).
function subfields(
  id: string,
  body: string,
  findings: _Finding<PixCodesMessageKey>[],
  ascii: boolean,
): Fields | undefined {
  const run = _readTlv(body, ascii);
  if (!run.ok) {
    findings.push(structure(run.brokenAt === '' ? [id] : [id, run.brokenAt]));
    return undefined;
  }
  return new Fields(run, [id], findings, ascii);
}

// The values of a run by ID, 0 to 99: the first of each ID, a repeated one reported under `path`.
// Which IDs are present is a 100-bit mask (four 32-bit words), so an absent ID, the most asked for
// (templates 26 to 51 and 80 to 99), is answered without a scan, and no property a polluted
// prototype could lend is ever read.
class Fields {
  private readonly ids: readonly number[];
  private readonly values: readonly string[];
  private readonly present = [0, 0, 0, 0];
  /** Whether the code is all ASCII, so its templates' fields are walked by jumps. */
  readonly ascii: boolean;

  constructor(
    run: Extract<_TlvRun, { ok: true }>,
    path: readonly string[],
    findings: _Finding<PixCodesMessageKey>[],
    ascii: boolean,
  ) {
    this.ascii = ascii;
    this.ids = run.ids;
    this.values = run.values;
    for (const id of run.ids) {
      const word = id >> 5;
      const bit = 1 << (id & 31);
      if (((this.present[word] as number) & bit) === 0)
        this.present[word] = (this.present[word] as number) | bit;
      else findings.push(finding('INVALID_VALUE', [...path, String(id).padStart(2, '0')], 'PIX.duplicate'));
    }
  }

  get(id: number): string | undefined {
    if (((this.present[id >> 5] as number) & (1 << (id & 31))) === 0) return undefined;
    return this.values[this.ids.indexOf(id)];
  }
}

function expect(
  byId: Fields,
  id: number,
  expected: string,
  key: PixCodesMessageKey,
  findings: _Finding<PixCodesMessageKey>[],
): void {
  const value = byId.get(id);
  if (value === undefined) findings.push(finding('REQUIRED', [String(id)], 'PIX.required'));
  else if (value !== expected) findings.push(finding('INVALID_VALUE', [String(id)], key));
}

function requiredText(
  byId: Fields,
  id: number,
  max: number,
  findings: _Finding<PixCodesMessageKey>[],
): string | undefined {
  const value = byId.get(id);
  if (value === undefined) findings.push(finding('REQUIRED', [String(id)], 'PIX.required'));
  else if (value === '' || _byteLength(value) > max)
    findings.push(finding(value === '' ? 'INVALID_VALUE' : 'TOO_LONG', [String(id)], 'PIX.text', { max }));
  else return value;
  return undefined;
}

function structure(at: readonly string[]): _Finding<PixCodesMessageKey> {
  return finding('INVALID_VALUE', at, 'PIX.structure');
}

const finding = _finding;
