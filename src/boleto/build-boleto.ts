import { type _CodeSubject, _codeFailure, type _Finding, _finding } from '../issues/code-issue.js';
import type { InvalidInput } from '../issues/invalid-input.js';
import { type BoletoCodesMessageKey, formatBoletoCodesMessage } from '../messages/boleto-codes.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _isRecord, _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _factorOf } from './_factor.js';
import { _isDigits, _readBoleto } from './_read-boleto.js';

/** The fields of a bank boleto to write. */
export interface BoletoFields {
  /** The bank's 3-digit code, like `'001'`; never starting with 8, the mark of a collection boleto. */
  readonly bank: string;
  /** The amount in centavos, 0 to 9999999999 (0: the payer types it). */
  readonly amount: number;
  /** The due date, `YYYY-MM-DD`, from 2000-07-03; left out for a boleto without one (factor 0000). */
  readonly due_date?: string;
  /** The bank's 25-digit free field (its agreement, our number, …). */
  readonly free_field: string;
}

/** Options of {@link buildBoleto}. */
export interface BuildBoletoOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** A bank boleto's numbers, written. */
export interface BoletoBuilt {
  readonly ok: true;
  /** The 44-digit barcode number. */
  readonly barcode: string;
  /** The 47-digit digitable line, digits only. */
  readonly line: string;
}

/** The result of {@link buildBoleto}. */
export type BuildBoletoResult = BoletoBuilt | InvalidInput;

const MAX_AMOUNT = 9_999_999_999;

/**
 * Writes a bank boleto's barcode and digitable line (currency 9, the real) from its bank, amount,
 * due date and free field, with every check digit; `parseBoleto` reads them back to the same values.
 *
 * @param fields - {@link BoletoFields}.
 * @param options - {@link BuildBoletoOptions}.
 * @returns `{ ok: true, barcode, line }`, or a 422 `INVALID_INPUT` failure with one issue per field
 *   at fault. Never throws.
 * @example
 * buildBoleto({ bank: '001', amount: 100, due_date: '2007-12-31', free_field: '0500940144816060680935031' })
 * //=> { ok: true, barcode: '00193373700000001000500940144816060680935031', line: '00190500954014481606906809350314337370000000100' }
 */
export function buildBoleto(fields: BoletoFields, options?: BuildBoletoOptions): BuildBoletoResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    const findings: _Finding<BoletoCodesMessageKey>[] = [];
    const bank = _ownData(fields, 'bank');
    const amount = _ownData(fields, 'amount');
    const dueDate = _ownData(fields, 'due_date');
    const free = _ownData(fields, 'free_field');
    if (!_isRecord(fields)) findings.push(_finding('INVALID_TYPE', [], 'BOLETO.fields'));
    // A barcode starting with 8 is a collection boleto's: no bank code starts with 8.
    if (!isDigits(bank, 3) || bank.startsWith('8'))
      findings.push(_finding('INVALID_VALUE', ['bank'], 'BOLETO.bank'));
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0 || amount > MAX_AMOUNT)
      findings.push(_finding('OUT_OF_RANGE', ['amount'], 'BOLETO.amount'));
    const factor = dueDate === undefined ? 0 : _factorOf(dueDate);
    if (factor === undefined) findings.push(_finding('INVALID_VALUE', ['due_date'], 'BOLETO.date'));
    if (!isDigits(free, 25)) findings.push(_finding('INVALID_VALUE', ['free_field'], 'BOLETO.free_field'));
    if (findings.length > 0) return _codeFailure(locale, findings, SUBJECT);
    const tail = `${String(factor).padStart(4, '0')}${String(amount).padStart(10, '0')}${free}`;
    // The general check digit of a bank boleto (1 to 9) is the one the reader accepts: module 11 is
    // worked out in one place, which also gives the line.
    for (let digit = 1; digit < 10; digit++) {
      const read = _readBoleto(`${bank}9${digit}${tail}`);
      if (read.ok) return { ok: true, barcode: read.value.boleto.barcode, line: read.value.boleto.line };
    }
    return UNWRITTEN[locale];
  } catch {
    // Only a page that replaced built-ins gets here.
    return UNWRITTEN[locale];
  }
}

// What buildBoleto's failures are about: its argument, worded from the boleto codec's catalogue.
const SUBJECT: _CodeSubject<BoletoCodesMessageKey> = {
  format: formatBoletoCodesMessage,
  label: 'LABEL.boleto_fields',
  argument: "the fields (buildBoleto's argument)",
};

const UNWRITTEN = /* @__PURE__ */ _perLocale((locale) =>
  _codeFailure(locale, [_finding('INVALID_VALUE', [], 'BOLETO.characters')], SUBJECT),
);

function isDigits(value: unknown, length: number): value is string {
  return typeof value === 'string' && value.length === length && _isDigits(value);
}
