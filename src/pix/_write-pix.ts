import { type _Finding, _finding } from '../issues/code-issue.js';
import type { PixCodesMessageKey } from '../messages/pix-codes.js';
import { _isRecord, _ownData } from '../shared/own.js';
import { _PIX_AMOUNT_MAX, _writeAmount } from './_amount.js';
import { _crcHex, _scanCode } from './_crc16.js';
import { _PIX_KEY_MAX_LENGTH, _storedPixKey } from './_pix-key.js';
import { _CITY_MAX, _FIELD_MAX, _NAME_MAX, _PIX_GUI, _recurrenceUrl, _TXID_MAX } from './_read-pix.js';
import { _asciiName, _isAlphanumeric, _isPrintableAscii, _isSchemelessUrl } from './_text.js';
import { _byteLength, _tlv } from './_tlv.js';

/**
 * Writes a BR Code from its fields, or every problem found in them (at the field's name). The
 * fields are read as own data properties only; each is checked as the reader checks it, so what
 * this writes reads back to the same fields.
 */
export function _writePix(fields: unknown): string | readonly _Finding<PixCodesMessageKey>[] {
  if (!_isRecord(fields)) return [_finding('INVALID_TYPE', [], 'PIX.fields')];
  const findings: _Finding<PixCodesMessageKey>[] = [];
  const account = writeAccount(fields, findings);
  const amount = writeAmount(_ownData(fields, 'amount'), findings);
  const name = writeName(fields, 'merchant_name', _NAME_MAX, findings);
  const city = writeName(fields, 'merchant_city', _CITY_MAX, findings);
  const postal = optionalText(fields, 'postal_code', findings);
  const txid = _ownData(fields, 'txid');
  // A dynamic code carries `***`: its transaction ID lives in the payload at the location.
  if (txid !== undefined && _ownData(fields, 'url') !== undefined)
    findings.push(_finding('INVALID_VALUE', ['txid'], 'PIX.dynamic_txid'));
  else if (
    txid !== undefined &&
    (typeof txid !== 'string' || txid.length > _TXID_MAX || !_isAlphanumeric(txid))
  )
    findings.push(_finding('INVALID_VALUE', ['txid'], 'PIX.txid'));
  const singleUse = _ownData(fields, 'single_use');
  if (singleUse !== undefined && typeof singleUse !== 'boolean')
    findings.push(_finding('INVALID_TYPE', ['single_use'], 'PIX.initiation'));
  const recurrence = writeRecurrence(fields, findings);
  if (findings.length > 0) return findings;
  // The fixed fields written out: payload format 01, point of initiation 12 (single use), merchant
  // category 0000, currency 986 (the real), country BR.
  const payload =
    '000201' +
    (singleUse === true ? '010212' : '') +
    account +
    '520400005303986' +
    amount +
    '5802BR' +
    name +
    city +
    postal +
    _tlv('62', _tlv('05', typeof txid === 'string' ? txid : '***')) +
    recurrence +
    // The checksum's own ID and length are part of what it covers.
    '6304';
  // Printable ASCII only: the scan is never -1.
  return payload + _crcHex(_scanCode(payload, payload.length));
}

function writeAccount(fields: object, findings: _Finding<PixCodesMessageKey>[]): string {
  const key = _ownData(fields, 'key');
  const url = _ownData(fields, 'url');
  const kind = _ownData(fields, 'kind');
  const description = _ownData(fields, 'description');
  const expectedKind = key === undefined ? 'dynamic' : 'static';
  if ((key === undefined) === (url === undefined) || (kind !== undefined && kind !== expectedKind)) {
    findings.push(_finding('INVALID_VALUE', [key === undefined ? 'url' : 'key'], 'PIX.key_or_url'));
    return '';
  }
  let body = _tlv('00', _PIX_GUI);
  // Only a URL that is written counts towards the template's length: a refused one is reported
  // at `url` alone, never again as a template too long at `description`.
  let location = '';
  if (key !== undefined) {
    // The key goes in as the directory stores it (`classifyPixKey` answers that form).
    const found = typeof key === 'string' ? _storedPixKey(key) : undefined;
    if (found === undefined) findings.push(_finding('INVALID_VALUE', ['key'], 'PIX.key'));
    else body += _tlv('01', found.key);
  } else if (typeof url !== 'string' || !_isSchemelessUrl(url, _PIX_KEY_MAX_LENGTH)) {
    findings.push(_finding('INVALID_VALUE', ['url'], 'PIX.url', { max: _PIX_KEY_MAX_LENGTH }));
  } else location = _tlv('25', url);
  if (description !== undefined) {
    if (typeof description !== 'string' || description === '' || !_isPrintableAscii(description))
      findings.push(_finding('INVALID_VALUE', ['description'], 'PIX.ascii'));
    else body += _tlv('02', description);
  }
  body += location;
  if (_byteLength(body) > _FIELD_MAX) {
    findings.push(_finding('TOO_LONG', ['description'], 'PIX.template'));
    return '';
  }
  return _tlv('26', body);
}

function writeAmount(amount: unknown, findings: _Finding<PixCodesMessageKey>[]): string {
  if (amount === undefined) return '';
  // isSafeInteger is false for anything but a number.
  const centavos = amount as number;
  if (!Number.isSafeInteger(centavos) || centavos < 1 || centavos > _PIX_AMOUNT_MAX) {
    findings.push(_finding('OUT_OF_RANGE', ['amount'], 'PIX.amount_range', { max: _PIX_AMOUNT_MAX }));
    return '';
  }
  return _tlv('54', _writeAmount(centavos));
}

// Names and cities lose their accents (as banks print them); anything else non-ASCII is refused.
function writeName(
  fields: object,
  field: 'merchant_name' | 'merchant_city',
  max: number,
  findings: _Finding<PixCodesMessageKey>[],
): string {
  const value = _ownData(fields, field);
  if (value === undefined) {
    findings.push(_finding('REQUIRED', [field], 'PIX.required'));
    return '';
  }
  const plain = typeof value === 'string' ? _asciiName(value) : undefined;
  if (plain === undefined) findings.push(_finding('INVALID_VALUE', [field], 'PIX.ascii'));
  else if (plain !== '' && plain.trim() === '')
    findings.push(_finding('INVALID_VALUE', [field], 'PIX.blank'));
  else if (plain === '' || plain.length > max)
    findings.push(_finding(plain === '' ? 'INVALID_VALUE' : 'TOO_LONG', [field], 'PIX.text', { max }));
  else return _tlv(field === 'merchant_name' ? '59' : '60', plain);
  return '';
}

function optionalText(
  fields: object,
  field: 'postal_code',
  findings: _Finding<PixCodesMessageKey>[],
): string {
  const value = _ownData(fields, field);
  if (value === undefined) return '';
  if (typeof value !== 'string' || value === '' || value.length > _FIELD_MAX || !_isPrintableAscii(value)) {
    findings.push(_finding('INVALID_VALUE', [field], 'PIX.text', { max: _FIELD_MAX }));
    return '';
  }
  return _tlv('61', value);
}

// The recurrence template is written back as read: well-formed TLV of printable ASCII, opening
// with PIX's GUI (a template 80 to 99 of another arrangement is not PIX's). A recurrence URL alone
// is written as the Pix API writes its combined codes: PIX's GUI, then the URL in subfield 25, as
// the merchant account holds a location; next to a template, it is the URL the template holds.
function writeRecurrence(fields: object, findings: _Finding<PixCodesMessageKey>[]): string {
  const value = _ownData(fields, 'recurrence');
  let url = _ownData(fields, 'recurrence_url');
  if (url !== undefined && (typeof url !== 'string' || !_isSchemelessUrl(url, _PIX_KEY_MAX_LENGTH))) {
    findings.push(_finding('INVALID_VALUE', ['recurrence_url'], 'PIX.url', { max: _PIX_KEY_MAX_LENGTH }));
    url = undefined;
  }
  if (value === undefined)
    return typeof url === 'string' ? _tlv('80', _tlv('00', _PIX_GUI) + _tlv('25', url)) : '';
  const read =
    typeof value === 'string' && value.length <= _FIELD_MAX && _isPrintableAscii(value)
      ? _recurrenceUrl(value)
      : null;
  if (read === null) findings.push(_finding('INVALID_VALUE', ['recurrence'], 'PIX.structure'));
  else if (read === undefined) findings.push(_finding('INVALID_VALUE', ['recurrence'], 'PIX.recurrence'));
  else if (url !== undefined && read !== url)
    findings.push(_finding('INVALID_VALUE', ['recurrence_url'], 'PIX.recurrence'));
  else return _tlv('80', value as string);
  return '';
}
