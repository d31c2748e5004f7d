import { type _CodeSubject, _codeFailure, _finding } from '../issues/code-issue.js';
import type { InvalidInput } from '../issues/invalid-input.js';
import { type BoletoCodesMessageKey, formatBoletoCodesMessage } from '../messages/boleto-codes.js';
import { _englishHint } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _parseIsoDate } from '../receivables/calendar/civil-date.js';
import { _failure, type InvalidConfiguration } from '../result/failure.js';
import { _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _candidatesOf, _nearestDate } from './_factor.js';
import { _readBoleto } from './_read-boleto.js';
import type { Boleto } from './boleto.js';

/** Options of {@link parseBoleto}. */
export interface ParseBoletoOptions {
  /**
   * The day to pick the due date against, `YYYY-MM-DD` (usually today, or the day the boleto was
   * issued): `due_date` is the candidate nearest it. The library never reads the clock.
   * @defaultValue none: `due_date` is left out and only the candidates are answered
   */
  readonly referenceDate?: string;
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** A boleto read. */
export interface BoletoParsed {
  readonly ok: true;
  readonly boleto: Boleto;
}

/** The result of {@link parseBoleto}. */
export type ParseBoletoResult = BoletoParsed | InvalidInput | InvalidConfiguration;

/**
 * Reads a boleto's barcode (44 digits) or digitable line (47 digits for a bank boleto, 48 for a
 * collection one), with or without the dots, spaces and hyphens it is printed with, and checks all
 * its check digits: the three module-10 field digits and the module-11 general digit of a bank
 * boleto (whose currency digit must be 9, the real); the general digit and one digit per block of a
 * collection boleto, module 10 or 11 as its value identifier (third digit: 6 or 7, 8 or 9) says.
 *
 * The due-date factor of a bank boleto repeats every 9000 days since it restarted at 1000 on
 * 2025-02-22, so the date is never guessed: `due_date_candidates` lists every date the factor can
 * stand for up to 2099, and `due_date` is given only against `referenceDate` (the nearest
 * candidate; of two equally near, the later). A factor of 0000 means no due date.
 *
 * @param text - the barcode or digitable line.
 * @param options - {@link ParseBoletoOptions}.
 * @returns `{ ok: true, boleto }`; a 422 `INVALID_INPUT` failure with one issue per problem
 *   (`/field_2` for the check digit of the line's second field, `/check_digit` for the general one);
 *   or a 500 `INVALID_CONFIGURATION` for a `referenceDate` that is not a date. Never throws.
 * @example
 * parseBoleto('00190.50095 40144.816069 06809.350314 3 37370000000100', { referenceDate: '2007-12-01' })
 * //=> { ok: true, boleto: { kind: 'bank', barcode: '00193373700000001000500940144816060680935031', line: '00190500954014481606906809350314337370000000100', amount: 100, bank: '001', due_date_candidates: ['2007-12-31', '2032-08-21', '2057-04-12', '2081-12-02'], due_date: '2007-12-31' } }
 */
export function parseBoleto(text: string, options?: ParseBoletoOptions): ParseBoletoResult {
  try {
    const referenceDate = _ownData(options, 'referenceDate');
    const reference = referenceDate === undefined ? undefined : _parseIsoDate(referenceDate);
    if (referenceDate !== undefined && reference === undefined) {
      const message = formatBoletoCodesMessage(localeOf(options), 'BOLETO.reference_date');
      const hint = _englishHint('referenceDate', formatBoletoCodesMessage('en', 'BOLETO.reference_date'));
      return _failure(500, 'INVALID_CONFIGURATION', message, hint) as InvalidConfiguration;
    }
    const read = _readBoleto(text);
    if (!read.ok) return _codeFailure(localeOf(options), read.findings, SUBJECT);
    const { boleto, factor = 0 } = read.value;
    const candidates = _candidatesOf(factor);
    boleto.due_date_candidates = candidates;
    if (reference !== undefined && factor !== 0)
      boleto.due_date = _nearestDate(factor, reference, candidates);
    return { ok: true, boleto: boleto as Boleto };
  } catch {
    // Nothing above throws on any input: only a page that replaced built-ins gets here.
    return UNREAD[localeOf(options)];
  }
}

// The language of a failure, read only then: a boleto that reads, the usual text, has no words.
function localeOf(options: ParseBoletoOptions | undefined): Locale {
  return _readLocale(_ownData(options, 'locale'));
}

// What parseBoleto's failures are about: its argument, worded from the boleto codec's catalogue.
const SUBJECT: _CodeSubject<BoletoCodesMessageKey> = {
  format: formatBoletoCodesMessage,
  label: 'LABEL.boleto_number',
  argument: "the boleto number text (parseBoleto's argument)",
};

const UNREAD = /* @__PURE__ */ _perLocale((locale) =>
  _codeFailure(locale, [_finding('INVALID_VALUE', [], 'BOLETO.characters')], SUBJECT),
);
