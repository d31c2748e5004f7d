import { type _Finding, _finding, type _Read, _refused } from '../issues/code-issue.js';
import type { BoletoCodesMessageKey } from '../messages/boleto-codes.js';
import { _mod10Digit, _mod10Term, _mod11BankDigit, _mod11CollectionDigit, _mod11Term } from './_modulo.js';
import type { Boleto } from './boleto.js';

/**
 * A boleto read and checked: what `parseBoleto` answers of it, its due dates still to fill in, and
 * the due-date factor of a bank boleto that carries one (0: no due date; `undefined` for a
 * collection boleto and an amount written over the factor). The boleto is made here once, key by key
 * in the answer's order: `bank` only for a bank boleto, and `due_date_candidates` already in place
 * (empty), so that writing the dates gives the answer no new key but `due_date`.
 */
export interface _BoletoDigits {
  readonly boleto: Omit<Boleto, 'due_date_candidates' | 'due_date'> & {
    due_date_candidates: readonly string[];
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
export function _readBoleto(text: unknown): _Read<_BoletoDigits, BoletoCodesMessageKey> {
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

// A text's layout as runs of consecutive positions, four numbers each: where the run starts and
// ends (exclusive), the rank of its first digit in the general check digit's sum (counted from the
// right over the barcode's 43 other digits; -1 on the general check digit itself), and its rank in
// its part of the line (counted from the right; -1 outside the parts). Ranks fall by one a digit, and
// a part ends on rank 0: a line writes that part's check digit next. A bank boleto's line (47) holds
// barcode positions 1–4 and 20–24 in field 1, 25–34 in field 2, 35–44 in field 3, 5 (the general
// check digit) in field 4 and 6–19 (factor and amount) in field 5; a collection line (48), the
// barcode's four blocks of 11, each followed by its check digit.
// prettier-ignore
const BANK_BARCODE = [0, 4, 42, 8, 4, 5, -1, -1, 5, 19, 38, -1, 19, 24, 24, 4, 24, 34, 19, 9, 34, 44, 9, 9];
// prettier-ignore
const BANK_LINE = [0, 4, 42, 8, 4, 9, 24, 4, 10, 20, 19, 9, 21, 31, 9, 9, 32, 33, -1, -1, 33, 47, 38, -1];
// prettier-ignore
const COLLECTION_BARCODE = [
  0, 3, 42, 10, 3, 4, -1, 7, 4, 11, 39, 6, 11, 22, 32, 10, 22, 33, 21, 10, 33, 44, 10, 10,
];
// prettier-ignore
const COLLECTION_LINE = [
  0, 3, 42, 10, 3, 4, -1, 7, 4, 11, 39, 6, 12, 23, 32, 10, 24, 35, 21, 10, 36, 47, 10, 10,
];

// One pass over the text, in its order, works out every check digit, the amount and the factor, and
// checks a line's own check digits as each of its parts ends (or writes them, to give the line of a
// barcode). Undefined when the text is not 44, 47 or 48 digits.
function readDigits(text: string): _Read<_BoletoDigits, BoletoCodesMessageKey> | undefined {
  const length = text.length;
  if (length !== 44 && length !== 47 && length !== 48) return undefined;
  // A barcode that starts with 8 is a collection boleto's: no bank code starts with 8.
  const bank = length === 47 || (length === 44 && text[0] !== '8');
  const runs = bank
    ? length === 44
      ? BANK_BARCODE
      : BANK_LINE
    : length === 44
      ? COLLECTION_BARCODE
      : COLLECTION_LINE;
  // Module 10 for a bank line's fields; a collection boleto's value identifier (third digit) says
  // module 10 (6, 7) or 11 (8, 9) for its blocks and its general digit.
  const identifier = text[2] as string;
  const known = bank || (identifier >= '6' && identifier <= '9');
  const tens = bank || identifier < '8';
  const generalTens = tens && !bank;
  // The digits after the general check digit up to the amount's last, by their rank in its sum: a
  // bank boleto's factor and amount (barcode positions 6–19), a collection boleto's amount (5–15).
  const valueFrom = bank ? 25 : 29;
  const valueTo = bank ? 38 : 39;
  // Made only for a refusal: a boleto that reads, the usual text, costs no list.
  let findings: Findings | undefined;
  let general = 0;
  let written = -1;
  let value = 0;
  let part = 0;
  let parts = 0;
  let line = length === 44 ? '' : text;
  for (let run = 0; run < 24; run += 4) {
    const to = runs[run + 1] as number;
    let generalRank = runs[run + 2] as number;
    let partRank = runs[run + 3] as number;
    // Both ranks fall by one a digit; a rank below 0 is outside the sum (the general check digit,
    // alone in its run, or a digit outside the line's parts).
    for (let at = runs[run] as number; at < to; at++, generalRank--, partRank--) {
      const digit = text.charCodeAt(at) - 48;
      if (digit >>> 0 > 9) return undefined;
      if (generalRank < 0) written = digit;
      else {
        if (generalRank >= valueFrom && generalRank <= valueTo) value = value * 10 + digit;
        general += generalTens ? _mod10Term(digit, generalRank) : _mod11Term(digit, generalRank);
      }
      if (partRank >= 0) part += tens ? _mod10Term(digit, partRank) : _mod11Term(digit, partRank);
    }
    // A part ends with a run, on rank 0: a line writes its check digit after it. Checked once a run,
    // not once a digit.
    if (partRank !== -1) continue;
    const check = tens ? _mod10Digit(part) : _mod11CollectionDigit(part);
    part = 0;
    parts++;
    if (length === 44) {
      line +=
        (bank && parts === 1
          ? text.slice(0, 4) + text.slice(19, 24)
          : text.slice(to - (bank ? 10 : 11), to)) + check;
      continue;
    }
    const lineDigit = text.charCodeAt(to) - 48;
    if (lineDigit >>> 0 > 9) return undefined;
    // Under an unknown value identifier no block is checked: the boleto is refused for it below.
    if (known && check !== lineDigit)
      findings = invalid(findings, `${bank ? 'field' : 'block'}_${parts}`, 'BOLETO.check_digit');
  }
  if (bank && text[3] !== '9') findings = invalid(findings, 'currency', 'BOLETO.currency');
  if (!bank && text[0] !== '8') findings = invalid(findings, 'product', 'BOLETO.product');
  if (!bank && !SEGMENTS.includes(text[1] as string))
    findings = invalid(findings, 'segment', 'BOLETO.segment');
  if (!known) findings = invalid(findings, 'value_kind', 'BOLETO.value_kind');
  else if (
    (bank ? _mod11BankDigit(general) : tens ? _mod10Digit(general) : _mod11CollectionDigit(general)) !==
    written
  )
    findings = invalid(findings, 'check_digit', 'BOLETO.check_digit');
  if (findings !== undefined) return _refused(findings);
  // The factor table starts at 1000 (2000-07-03) and restarts at 1000, and FEBRABAN reads a zero
  // first digit as "no factor": a field of 0001 to 0999 is the head of an amount over
  // R$ 99.999.999,99, which the banks write over the factor (the 14 digits are the amount).
  // 1000 is the lowest factor a bank boleto carries (2000-07-03, and again 2025-02-22).
  const factor = bank ? Math.floor(value / 1e10) : undefined;
  const overflow = factor !== undefined && factor > 0 && factor < 1000;
  if (length === 44 && bank) line += text.slice(4, 19);
  const amount = overflow || !bank ? value : value % 1e10;
  // The barcode, from a line's parts: a bank line's first four digits, then the general check digit,
  // factor and amount (its end), then its three fields without their check digits.
  const barcode =
    length === 47
      ? text.slice(0, 4) + text.slice(32) + text.slice(4, 9) + text.slice(10, 20) + text.slice(21, 31)
      : length === 48
        ? text.slice(0, 11) + text.slice(12, 23) + text.slice(24, 35) + text.slice(36, 47)
        : text;
  return {
    ok: true,
    value: {
      boleto: bank
        ? { kind: 'bank', barcode, line, amount, bank: text.slice(0, 3), due_date_candidates: NO_DATES }
        : { kind: 'collection', barcode, line, amount, due_date_candidates: NO_DATES },
      factor: overflow ? undefined : factor,
    },
  };
}

// The dates' place in a boleto read, until its reader writes them: one list for every boleto, frozen,
// so that a boleto answered before its dates are written could not share a list anyone can change.
const NO_DATES: readonly string[] = Object.freeze([]);

type Findings = _Finding<BoletoCodesMessageKey>[];

// The findings with one more, at a part of the boleto; the list is made at the first finding.
function invalid(findings: Findings | undefined, at: string, key: BoletoCodesMessageKey): Findings {
  const list = findings ?? [];
  list.push(_finding('INVALID_VALUE', [at], key));
  return list;
}

// The segments of FEBRABAN's collection layout (§05): 1 city halls, 2 sanitation, 3 power and gas,
// 4 telecommunications, 5 government bodies, 6 others (by CNPJ), 7 traffic fines, 9 the bank's own.
// No 8, no 0.
const SEGMENTS = '12345679';
