import { type _Finding, _finding, type _Read, _refused as refused } from '../issues/code-issue.js';
import type { PaymentCodesMessageKey } from '../messages/payment-codes.js';
import { _readAmount } from './_amount.js';
import { _crc16, _crcText } from './_crc16.js';
import { _PIX_KEY_MAX_LENGTH, _storedPixKey } from './_pix-key.js';
import { _isAlphanumeric, _isPrintable, _isSchemelessUrl } from './_text.js';
import { _byteLength, _readTlv, type _TlvField, _utf8 } from './_tlv.js';
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
export function _readPix(text: unknown): _Read<PixCode> {
  if (typeof text !== 'string') return refused([finding('INVALID_TYPE', [], 'PIX.not_text')]);
  const tooLong = [finding('TOO_LONG', [], 'PIX.too_long', { max: _PIX_CODE_MAX_BYTES })];
  // A string is never shorter in UTF-8 than in UTF-16 units: refuse before encoding a huge one.
  if (text.length > _PIX_CODE_MAX_BYTES) return refused(tooLong);
  if (!_isPrintable(text)) return refused([finding('INVALID_VALUE', [], 'PIX.characters')]);
  const bytes = _utf8(text);
  if (bytes.length > _PIX_CODE_MAX_BYTES) return refused(tooLong);
  const run = _readTlv(bytes, 0, bytes.length);
  if (!run.ok) return refused([structure(run.brokenAt === '' ? [] : [run.brokenAt])]);
  const findings: _Finding[] = [];
  const fields = run.fields;
  const first = fields[0];
  if (first === undefined || first.id !== '00' || first.value !== '01')
    findings.push(finding('INVALID_VALUE', ['00'], 'PIX.first'));
  checkCrc(bytes, fields, findings);
  const byId = new Map<string, string>();
  for (const field of fields) {
    if (byId.has(field.id)) findings.push(finding('INVALID_VALUE', [field.id], 'PIX.duplicate'));
    else byId.set(field.id, field.value);
  }
  const pix = readFields(byId, findings);
  return findings.length > 0 || pix === undefined ? refused(findings) : { ok: true, value: pix };
}

function checkCrc(bytes: Uint8Array, fields: readonly _TlvField[], findings: _Finding[]): void {
  const last = fields[fields.length - 1];
  // `6304` and four characters, closing the code: the checksum covers everything before its value.
  if (last === undefined || last.id !== '63' || last.start !== bytes.length - 8) {
    findings.push(finding('INVALID_VALUE', ['63'], 'PIX.crc_last'));
    return;
  }
  if (last.value !== _crcText(_crc16(bytes, last.start + 4)))
    findings.push(finding('INVALID_VALUE', ['63'], 'PIX.crc'));
}

function readFields(byId: ReadonlyMap<string, string>, findings: _Finding[]): PixCode | undefined {
  const initiation = byId.get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12')
    findings.push(finding('INVALID_VALUE', ['01'], 'PIX.initiation'));
  const account = readAccount(byId, findings);
  // A dynamic code's payload, fetched from its location, is what the payer pays: the manual has
  // the reader ignore the code's own transaction ID, and a zero amount defers to the payload.
  const dynamic = account !== undefined && account.url !== undefined;
  const category = byId.get('52');
  if (category === undefined) findings.push(finding('REQUIRED', ['52'], 'PIX.required'));
  else if (!MERCHANT_CATEGORY.test(category)) findings.push(finding('INVALID_VALUE', ['52'], 'PIX.category'));
  expect(byId, '53', '986', 'PIX.currency', findings);
  const amount = readAmount(byId.get('54'), dynamic, findings);
  expect(byId, '58', 'BR', 'PIX.country', findings);
  const name = requiredText(byId, '59', _NAME_MAX, findings);
  const city = requiredText(byId, '60', _CITY_MAX, findings);
  const postal = byId.get('61');
  if (postal === '') findings.push(finding('INVALID_VALUE', ['61'], 'PIX.text', { max: _FIELD_MAX }));
  const txid = readTxid(byId.get('62'), dynamic, findings);
  const recurrence = readRecurrence(byId);
  if (account === undefined || name === undefined || city === undefined || txid === undefined)
    return undefined;
  return {
    kind: dynamic ? 'dynamic' : 'static',
    ...(account.key === undefined ? {} : { key: account.key }),
    ...(account.url === undefined ? {} : { url: account.url }),
    ...(amount === undefined ? {} : { amount }),
    merchant_name: name,
    merchant_city: city,
    ...(postal === undefined ? {} : { postal_code: postal }),
    ...(txid === '***' || dynamic ? {} : { txid }),
    ...(account.description === undefined ? {} : { description: account.description }),
    single_use: initiation === '12',
    ...(recurrence === undefined ? {} : { recurrence }),
  };
}

// Every key present (`undefined` when absent), so no read of it can reach Object.prototype.
interface Account {
  readonly key: string | undefined;
  readonly url: string | undefined;
  readonly description: string | undefined;
}

// The merchant account templates, 26 to 51: the first whose GUI is PIX's is the one paid; others
// belong to other schemes and are left alone.
function readAccount(byId: ReadonlyMap<string, string>, findings: _Finding[]): Account | undefined {
  for (let number = 26; number <= 51; number++) {
    const id = String(number);
    const body = byId.get(id);
    if (body === undefined) continue;
    const sub = subfields(id, body, findings);
    if (sub === undefined) return undefined;
    if (sub.get('00')?.toLowerCase() !== _PIX_GUI) continue;
    return readPixAccount(id, sub, findings);
  }
  findings.push(finding('REQUIRED', [], 'PIX.account'));
  return undefined;
}

function readPixAccount(
  id: string,
  sub: ReadonlyMap<string, string>,
  findings: _Finding[],
): Account | undefined {
  const key = sub.get('01');
  const url = sub.get('25');
  const description = sub.get('02');
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
function readAmount(text: string | undefined, dynamic: boolean, findings: _Finding[]): number | undefined {
  if (text === undefined) return undefined;
  const amount = _readAmount(text);
  if (amount === undefined || (amount === 0 && !dynamic))
    findings.push(finding('INVALID_VALUE', ['54'], 'PIX.amount'));
  return amount === 0 ? undefined : amount;
}

// The transaction ID is always present; its letters-and-digits rule binds static codes only, since
// a dynamic code's is ignored whatever it holds.
function readTxid(body: string | undefined, dynamic: boolean, findings: _Finding[]): string | undefined {
  if (body === undefined) {
    findings.push(finding('REQUIRED', ['62'], 'PIX.required'));
    return undefined;
  }
  const sub = subfields('62', body, findings);
  if (sub === undefined) return undefined;
  const txid = sub.get('05');
  if (txid === undefined) findings.push(finding('REQUIRED', ['62', '05'], 'PIX.required'));
  else if (!dynamic && txid !== '***' && (txid.length > _TXID_MAX || !_isAlphanumeric(txid)))
    findings.push(finding('INVALID_VALUE', ['62', '05'], 'PIX.txid'));
  else return txid;
  return undefined;
}

// The unreserved templates, 80 to 99, each belong to the arrangement their GUI (00) names: the
// first that opens with PIX's GUI is PIX's recurrence (Pix Automático); the others, and any whose
// structure does not read (it names no arrangement), are left alone.
function readRecurrence(byId: ReadonlyMap<string, string>): string | undefined {
  for (let number = 80; number <= 99; number++) {
    const body = byId.get(String(number));
    if (body === undefined) continue;
    if (_isPixTemplate(body)) return body;
  }
  return undefined;
}

/**
 * Whether a template belongs to PIX: its fields read and open with PIX's GUI (field 00, any case),
 * as EMV has every template of an arrangement name it.
 */
export function _isPixTemplate(body: string): boolean {
  const bytes = _utf8(body);
  const run = _readTlv(bytes, 0, bytes.length);
  const gui = run.ok ? run.fields[0] : undefined;
  return gui?.id === '00' && gui.value.toLowerCase() === _PIX_GUI;
}

// The fields of a template, the first of each ID (a repeated one is reported).
function subfields(id: string, body: string, findings: _Finding[]): Map<string, string> | undefined {
  const bytes = _utf8(body);
  const run = _readTlv(bytes, 0, bytes.length);
  if (!run.ok) {
    findings.push(structure(run.brokenAt === '' ? [id] : [id, run.brokenAt]));
    return undefined;
  }
  const sub = new Map<string, string>();
  for (const field of run.fields) {
    if (sub.has(field.id)) findings.push(finding('INVALID_VALUE', [id, field.id], 'PIX.duplicate'));
    else sub.set(field.id, field.value);
  }
  return sub;
}

function expect(
  byId: ReadonlyMap<string, string>,
  id: string,
  expected: string,
  key: PaymentCodesMessageKey,
  findings: _Finding[],
): void {
  const value = byId.get(id);
  if (value === undefined) findings.push(finding('REQUIRED', [id], 'PIX.required'));
  else if (value !== expected) findings.push(finding('INVALID_VALUE', [id], key));
}

function requiredText(
  byId: ReadonlyMap<string, string>,
  id: string,
  max: number,
  findings: _Finding[],
): string | undefined {
  const value = byId.get(id);
  if (value === undefined) findings.push(finding('REQUIRED', [id], 'PIX.required'));
  else if (value === '' || _byteLength(value) > max)
    findings.push(finding(value === '' ? 'INVALID_VALUE' : 'TOO_LONG', [id], 'PIX.text', { max }));
  else return value;
  return undefined;
}

function structure(at: readonly string[]): _Finding {
  return finding('INVALID_VALUE', at, 'PIX.structure');
}

const finding = _finding;
