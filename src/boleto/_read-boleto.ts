import { type _Finding, _finding, type _Read, _refused } from '../issues/code-issue.js';
import type { PaymentCodesMessageKey } from '../messages/payment-codes.js';
import { _mod10Digit, _mod10Term, _mod11BankDigit, _mod11CollectionDigit, _mod11Term } from './_modulo.js';
import type { Boleto } from './boleto.js';

/**
 * A boleto read and checked: what `parseBoleto` answers of it, its due dates still to add, and the
 * due-date factor of a bank boleto that carries one (0: no due date; `undefined` for a collection
 * boleto and an amount written over the factor). The boleto is made here once, key by key in the
 * answer's order: `bank` only for a bank boleto.
 */
export interface _BoletoDigits {
  readonly boleto: Omit<Boleto, 'due_date_candidates' | 'due_date'> & {
    due_date_candidates?: readonly string[];
    due_date?: string;
  };
  readonly factor: number | undefined;
}

// Masks people and banks print: dots, spaces, hyphens. A text longer than any masked line (64) is
// refused before it is scanned.
const MASKS = /[. -]/g;
const DIGITS = /^\d*$/;

/**
 * Whether a text is digits alone (0 to 9; the empty text too).
 *
 * @example
 * _isDigits('0019')
 * //=> true
 */
export const _isDigits = (text: string): boolean => DIGITS.test(text);

/**
 * Reads a barcode (44 digits) or digitable line (47: bank; 48: collection), masks allowed, and checks
 * every check digit; or answers every problem found.
 */
export function _readBoleto(text: unknown): _Read<_BoletoDigits> {
  if (typeof text !== 'string') return _refused([_finding('INVALID_TYPE', [], 'BOLETO.not_text')]);
  // Digits alone, the usual text, are read as they are; the masks are taken out only after the pass
  // over them met a character that is not a digit.
  const read = readDigits(text);
  if (read !== undefined) return read;
  const digits = text.replace(MASKS, '');
  if (text.length > 64 || !_isDigits(digits))
    return _refused([_finding('INVALID_VALUE', [], 'BOLETO.characters')]);
  return readDigits(digits) ?? _refused([_finding('INVALID_VALUE', [], 'BOLETO.length')]);
}

// One pass over the 44 digits of the barcode works out every check digit, the amount and the factor,
// and checks a line's own check digits as each of its parts ends (or writes them, to give the line of
// a barcode). Undefined when the text is not 44, 47 or 48 digits.
function readDigits(text: string): _Read<_BoletoDigits> | undefined {
  const length = text.length;
  if (length !== 44 && length !== 47 && length !== 48) return undefined;
  // The barcode: a bank line (47) holds its positions 1–4 and 20–24 in field 1, 25–34 in field 2,
  // 35–44 in field 3 (each field followed by its check digit), 5 in field 4 and 6–19 in field 5; a
  // collection line (48), four blocks of 11, each followed by its check digit.
  const barcode =
    length === 47
      ? text.slice(0, 4) +
        text[32] +
        text.slice(33) +
        text.slice(4, 9) +
        text.slice(10, 20) +
        text.slice(21, 31)
      : length === 48
        ? text.slice(0, 11) + text.slice(12, 23) + text.slice(24, 35) + text.slice(36, 47)
        : text;
  // A barcode that starts with 8 is a collection boleto's: no bank code starts with 8.
  const bank = length === 47 || (length === 44 && text[0] !== '8');
  // The general check digit: barcode position 5 of a bank boleto, 4 of a collection one.
  const checkAt = bank ? 4 : 3;
  // Module 10 for a bank line's fields; a collection boleto's value identifier (third digit) says
  // module 10 (6, 7) or 11 (8, 9) for its blocks and its general digit.
  const identifier = text[2] as string;
  const known = bank || (identifier >= '6' && identifier <= '9');
  const tens = bank || identifier < '8';
  const findings: _Finding[] = [];
  let general = 0;
  let written = -1;
  let part = 0;
  let parts = 0;
  let line = length === 44 ? '' : text;
  for (let index = 0; index < 44; index++) {
    // Read where the text holds the digit (a bank line: positions 1–4 in field 1, 5–19 in fields 4
    // and 5, 20–44 in fields 1 to 3 before the check digits of fields 1 and 2), not from the barcode
    // made of the line's parts, which would first be copied into one string.
    const at =
      length === 44
        ? index
        : !bank
          ? index + ((index / 11) | 0)
          : index < 4
            ? index
            : index < 19
              ? index + 28
              : index - 15 + (((index - 14) / 10) | 0);
    const digit = text.charCodeAt(at) - 48;
    if (digit >>> 0 > 9) return undefined;
    if (index === checkAt) written = digit;
    else {
      // Ranks count from the right, the general digit's over the 43 other digits.
      const rank = index > checkAt ? 43 - index : 42 - index;
      general += tens && !bank ? _mod10Term(digit, rank) : _mod11Term(digit, rank);
    }
    // The digit's rank in its part of the line (a bank line's field 1 holds barcode positions 1–4 and
    // 20–24, field 2 25–34, field 3 35–44; a collection line's blocks, 11 positions each).
    const rank = bank
      ? index < 4
        ? 8 - index
        : index < 19
          ? -1
          : (index < 24 ? 23 : index < 34 ? 33 : 43) - index
      : 10 - (index % 11);
    if (rank < 0) continue;
    part += tens ? _mod10Term(digit, rank) : _mod11Term(digit, rank);
    if (rank > 0) continue;
    // The part ends: a line writes its check digit after it.
    const check = tens ? _mod10Digit(part) : _mod11CollectionDigit(part);
    part = 0;
    parts++;
    if (length === 44) {
      line +=
        (bank && parts === 1
          ? text.slice(0, 4) + text.slice(19, 24)
          : text.slice(index - (bank ? 9 : 10), index + 1)) + check;
      continue;
    }
    const lineDigit = text.charCodeAt(at + 1) - 48;
    if (lineDigit >>> 0 > 9) return undefined;
    // Under an unknown value identifier no block is checked: the boleto is refused for it below.
    if (known && check !== lineDigit)
      findings.push(invalid(`${bank ? 'field' : 'block'}_${parts}`, 'BOLETO.check_digit'));
  }
  if (bank && text[3] !== '9') findings.push(invalid('currency', 'BOLETO.currency'));
  if (!bank && text[0] !== '8') findings.push(invalid('product', 'BOLETO.product'));
  if (!bank && !SEGMENTS.includes(text[1] as string)) findings.push(invalid('segment', 'BOLETO.segment'));
  if (!known) findings.push(invalid('value_kind', 'BOLETO.value_kind'));
  else if (
    (bank ? _mod11BankDigit(general) : tens ? _mod10Digit(general) : _mod11CollectionDigit(general)) !==
    written
  )
    findings.push(invalid('check_digit', 'BOLETO.check_digit'));
  if (findings.length > 0) return _refused(findings);
  // The digits after the general check digit up to the amount's last: a bank boleto's factor and
  // amount (14), a collection boleto's amount (11).
  const value = Number(barcode.slice(checkAt + 1, bank ? 19 : 15));
  // The factor table starts at 1000 (2000-07-03) and restarts at 1000, and FEBRABAN reads a zero
  // first digit as "no factor": a field of 0001 to 0999 is the head of an amount over
  // R$ 99.999.999,99, which the banks write over the factor (the 14 digits are the amount).
  // 1000 is the lowest factor a bank boleto carries (2000-07-03, and again 2025-02-22).
  const factor = bank ? Math.floor(value / 1e10) : undefined;
  const overflow = factor !== undefined && factor > 0 && factor < 1000;
  if (length === 44 && bank) line += text.slice(4, 19);
  const amount = overflow || !bank ? value : value % 1e10;
  return {
    ok: true,
    value: {
      boleto: bank
        ? { kind: 'bank', barcode, line, amount, bank: text.slice(0, 3) }
        : { kind: 'collection', barcode, line, amount },
      factor: overflow ? undefined : factor,
    },
  };
}

const invalid = (at: string, key: PaymentCodesMessageKey) => _finding('INVALID_VALUE', [at], key);

// The segments of FEBRABAN's collection layout (§05): 1 city halls, 2 sanitation, 3 power and gas,
// 4 telecommunications, 5 government bodies, 6 others (by CNPJ), 7 traffic fines, 9 the bank's own.
// No 8, no 0.
const SEGMENTS = '12345679';
