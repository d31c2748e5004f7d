import { type _Finding, _finding, type _Read, _refused } from '../issues/code-issue.js';
import { _mod10, _mod11Bank, _mod11Collection } from './_modulo.js';

/**
 * A boleto's numbers, read and checked; `bank` only for bank boletos, `factor` only for bank boletos
 * that carry one (0: no due date). Every key is present (`undefined` when it does not apply), so no
 * read of it can reach `Object.prototype`.
 */
export interface _BoletoDigits {
  readonly kind: 'bank' | 'collection';
  readonly barcode: string;
  readonly line: string;
  readonly amount: number;
  readonly bank: string | undefined;
  readonly factor: number | undefined;
}

// Masks people and banks print: dots, spaces, hyphens. A text longer than any masked line is refused
// before it is scanned.
const MAX_TEXT = 64;

/**
 * Reads a barcode (44 digits) or digitable line (47: bank; 48: collection), masks allowed, and checks
 * every check digit; or answers every problem found.
 */
export function _readBoleto(text: unknown): _Read<_BoletoDigits> {
  if (typeof text !== 'string') return _refused([_finding('INVALID_TYPE', [], 'BOLETO.not_text')]);
  const digits = digitsOf(text);
  if (digits === undefined) return _refused([_finding('INVALID_VALUE', [], 'BOLETO.characters')]);
  if (digits.length === 47) return readBankLine(digits);
  if (digits.length === 48) return readCollectionLine(digits);
  if (digits.length !== 44) return _refused([_finding('INVALID_VALUE', [], 'BOLETO.length')]);
  return digits.startsWith('8') ? readCollectionBarcode(digits, []) : readBankBarcode(digits, []);
}

// The digits of a text, or undefined when it holds something other than digits and masks. A text of
// digits alone (the usual case) is answered as it is, with no new string made.
function digitsOf(text: string): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  let digits = '';
  let copied = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) continue;
    if (code !== 46 && code !== 32 && code !== 45) return undefined;
    digits += text.slice(copied, index);
    copied = index + 1;
  }
  return digits + text.slice(copied);
}

// A bank line: field 1 (bank, currency, free field 1–5, check digit), fields 2 and 3 (free field
// 6–15 and 16–25, each with its check digit), field 4 (the barcode's check digit), field 5 (factor
// and value).
function readBankLine(line: string): _Read<_BoletoDigits> {
  const findings: _Finding[] = [];
  // Fields 1 to 3 start at 0, 10 and 21; each ends in its check digit (field 1 has 9 digits before it).
  [0, 10, 21].forEach((start, index) => {
    const end = start + (index === 0 ? 9 : 10);
    if (_mod10(line.slice(start, end)) !== line.charCodeAt(end) - 48)
      findings.push(_finding('INVALID_VALUE', [`field_${index + 1}`], 'BOLETO.check_digit'));
  });
  const barcode =
    line.slice(0, 4) +
    line[32] +
    line.slice(33, 47) +
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31);
  return readBankBarcode(barcode, findings, line);
}

// `line` is the digitable line read, when the barcode was built from one: its field check digits were
// checked, so it is the line the barcode gives, and is not written again.
function readBankBarcode(barcode: string, findings: _Finding[], line?: string): _Read<_BoletoDigits> {
  if (barcode[3] !== '9') findings.push(_finding('INVALID_VALUE', ['currency'], 'BOLETO.currency'));
  if (_mod11Bank(barcode.slice(0, 4) + barcode.slice(5)) !== barcode.charCodeAt(4) - 48)
    findings.push(_finding('INVALID_VALUE', ['check_digit'], 'BOLETO.check_digit'));
  if (findings.length > 0) return _refused(findings);
  const factor = Number(barcode.slice(5, 9));
  // The factor table starts at 1000 (2000-07-03) and restarts at 1000, and FEBRABAN reads a zero
  // first digit as "no factor": a field of 0001 to 0999 is the head of an amount over
  // R$ 99.999.999,99, which the banks write over the factor (the 14 digits are the amount).
  const overflow = factor > 0 && factor < FIRST_FACTOR;
  const value: _BoletoDigits = {
    kind: 'bank',
    barcode,
    line: line ?? _bankLineOf(barcode),
    amount: Number(barcode.slice(overflow ? 5 : 9, 19)),
    bank: barcode.slice(0, 3),
    factor: overflow ? undefined : factor,
  };
  return { ok: true, value };
}

/** The lowest due-date factor a bank boleto carries (2000-07-03, and again 2025-02-22). */
const FIRST_FACTOR = 1000;

/**
 * The digitable line of a bank boleto's barcode (whose check digits are right).
 *
 * @example
 * _bankLineOf('00193373700000001000500940144816060680935031')
 * //=> '00190500954014481606906809350314337370000000100'
 */
export function _bankLineOf(barcode: string): string {
  const free = barcode.slice(19);
  const field1 = barcode.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return (
    field1 +
    _mod10(field1) +
    field2 +
    _mod10(field2) +
    field3 +
    _mod10(field3) +
    barcode[4] +
    barcode.slice(5, 19)
  );
}

// A collection line: four blocks of 11 barcode digits, each followed by its check digit.
function readCollectionLine(line: string): _Read<_BoletoDigits> {
  let barcode = '';
  for (let start = 0; start < 48; start += 12) barcode += line.slice(start, start + 11);
  const findings: _Finding[] = [];
  const check = collectionModulo(barcode);
  for (let start = 0; check !== undefined && start < 48; start += 12) {
    if (check(line.slice(start, start + 11)) !== line.charCodeAt(start + 11) - 48)
      findings.push(_finding('INVALID_VALUE', [`block_${start / 12 + 1}`], 'BOLETO.check_digit'));
  }
  return readCollectionBarcode(barcode, findings);
}

function readCollectionBarcode(barcode: string, findings: _Finding[]): _Read<_BoletoDigits> {
  if (barcode[0] !== '8') findings.push(_finding('INVALID_VALUE', ['product'], 'BOLETO.product'));
  if (!SEGMENTS.includes(barcode[1] as string))
    findings.push(_finding('INVALID_VALUE', ['segment'], 'BOLETO.segment'));
  const check = collectionModulo(barcode);
  if (check === undefined) findings.push(_finding('INVALID_VALUE', ['value_kind'], 'BOLETO.value_kind'));
  else if (check(barcode.slice(0, 3) + barcode.slice(4)) !== barcode.charCodeAt(3) - 48)
    findings.push(_finding('INVALID_VALUE', ['check_digit'], 'BOLETO.check_digit'));
  if (findings.length > 0 || check === undefined) return _refused(findings);
  const line = _collectionLineOf(barcode);
  const amount = Number(barcode.slice(4, 15));
  return {
    ok: true,
    value: { kind: 'collection', barcode, line, amount, bank: undefined, factor: undefined },
  };
}

// The segments of FEBRABAN's collection layout (§05): 1 city halls, 2 sanitation, 3 power and gas,
// 4 telecommunications, 5 government bodies, 6 others (by CNPJ), 7 traffic fines, 9 the bank's own.
// No 8, no 0.
const SEGMENTS = '12345679';

// The value identifier (third digit) chooses the module: 6 and 7 module 10, 8 and 9 module 11.
function collectionModulo(barcode: string): ((digits: string) => number) | undefined {
  const identifier = barcode[2];
  if (identifier === '6' || identifier === '7') return _mod10;
  if (identifier === '8' || identifier === '9') return _mod11Collection;
  return undefined;
}

/**
 * The 48-digit line of a collection boleto's barcode (whose value identifier is 6 to 9).
 *
 * @example
 * _collectionLineOf('83640000001331201380008128846271108013618155')
 * //=> '836400000011331201380002812884627116080136181551'
 */
export function _collectionLineOf(barcode: string): string {
  const check = collectionModulo(barcode) ?? _mod10;
  let line = '';
  for (let index = 0; index < 4; index++) {
    const block = barcode.slice(index * 11, index * 11 + 11);
    line += block + check(block);
  }
  return line;
}
