import { type _Finding, _finding } from '../issues/code-issue.js';
import { _isRecord, _ownData } from '../shared/own.js';
import { _PIX_AMOUNT_MAX, _writeAmount } from './_amount.js';
import { _crc16, _crcText } from './_crc16.js';
import { _PIX_KEY_MAX_LENGTH, _storedPixKey } from './_pix-key.js';
import { _CITY_MAX, _FIELD_MAX, _isPixTemplate, _NAME_MAX, _PIX_GUI, _TXID_MAX } from './_read-pix.js';
import { _asciiName, _isAlphanumeric, _isPrintableAscii, _isSchemelessUrl } from './_text.js';
import { _byteLength, _readTlv, _tlv } from './_tlv.js';

/**
 * Writes a BR Code from its fields, or every problem found in them (at the field's name). The
 * fields are read as own data properties only; each is checked as the reader checks it, so what
 * this writes reads back to the same fields.
 */
export function _writePix(fields: unknown): string | readonly _Finding[] {
  if (!_isRecord(fields)) return [_finding('INVALID_TYPE', [], 'PIX.required')];
  const findings: _Finding[] = [];
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
  const recurrence = writeRecurrence(_ownData(fields, 'recurrence'), findings);
  if (findings.length > 0) return findings;
  const payload =
    _tlv('00', '01') +
    (singleUse === true ? _tlv('01', '12') : '') +
    account +
    _tlv('52', '0000') +
    _tlv('53', '986') +
    amount +
    _tlv('58', 'BR') +
    name +
    city +
    (postal === undefined ? '' : _tlv('61', postal)) +
    _tlv('62', _tlv('05', typeof txid === 'string' ? txid : '***')) +
    (recurrence === undefined ? '' : _tlv('80', recurrence)) +
    // The checksum's own ID and length are part of what it covers.
    '6304';
  return payload + _crcText(_crc16(payload, payload.length));
}

function writeAccount(fields: object, findings: _Finding[]): string {
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
  if (key !== undefined) {
    // The key goes in as the directory stores it (`classifyPixKey` answers that form).
    const found = typeof key === 'string' ? _storedPixKey(key) : undefined;
    if (found === undefined) findings.push(_finding('INVALID_VALUE', ['key'], 'PIX.key'));
    else body += _tlv('01', found.key);
  } else if (typeof url !== 'string' || !_isSchemelessUrl(url, _PIX_KEY_MAX_LENGTH)) {
    findings.push(_finding('INVALID_VALUE', ['url'], 'PIX.url', { max: _PIX_KEY_MAX_LENGTH }));
  }
  if (description !== undefined) {
    if (typeof description !== 'string' || description === '' || !_isPrintableAscii(description))
      findings.push(_finding('INVALID_VALUE', ['description'], 'PIX.ascii'));
    else body += _tlv('02', description);
  }
  if (key === undefined && typeof url === 'string') body += _tlv('25', url);
  if (_byteLength(body) > _FIELD_MAX) {
    findings.push(_finding('TOO_LONG', ['description'], 'PIX.template'));
    return '';
  }
  return _tlv('26', body);
}

function writeAmount(amount: unknown, findings: _Finding[]): string {
  if (amount === undefined) return '';
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1 || amount > _PIX_AMOUNT_MAX) {
    findings.push(_finding('OUT_OF_RANGE', ['amount'], 'PIX.amount_range', { max: _PIX_AMOUNT_MAX }));
    return '';
  }
  return _tlv('54', _writeAmount(amount));
}

// Names and cities lose their accents (as banks print them); anything else non-ASCII is refused.
function writeName(
  fields: object,
  field: 'merchant_name' | 'merchant_city',
  max: number,
  findings: _Finding[],
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

function optionalText(fields: object, field: 'postal_code', findings: _Finding[]): string | undefined {
  const value = _ownData(fields, field);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > _FIELD_MAX || !_isPrintableAscii(value)) {
    findings.push(_finding('INVALID_VALUE', [field], 'PIX.text', { max: _FIELD_MAX }));
    return undefined;
  }
  return value;
}

// The recurrence template is written back as read: well-formed TLV of printable ASCII, opening
// with PIX's GUI (a template 80 to 99 of another arrangement is not PIX's).
function writeRecurrence(value: unknown, findings: _Finding[]): string | undefined {
  if (value === undefined) return undefined;
  const ok =
    typeof value === 'string' && value.length <= _FIELD_MAX && _isPrintableAscii(value) && _readTlv(value).ok;
  if (!ok) findings.push(_finding('INVALID_VALUE', ['recurrence'], 'PIX.structure'));
  else if (!_isPixTemplate(value)) findings.push(_finding('INVALID_VALUE', ['recurrence'], 'PIX.recurrence'));
  else return value;
  return undefined;
}
