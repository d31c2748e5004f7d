import { type _CodeSubject, _codeFailure, _finding } from '../issues/code-issue.js';
import type { InvalidInput } from '../issues/invalid-input.js';
import { type BoletoCodesMessageKey, formatBoletoCodesMessage } from '../messages/boleto-codes.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _factorOf } from './_factor.js';

/** Options of {@link boletoDueDateFactor}. */
export interface BoletoDueDateFactorOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** The due-date factor of a date. */
export interface BoletoDueDateFactorComputed {
  readonly ok: true;
  /** 1 to 9999, as the four digits of a bank boleto's barcode hold it. */
  readonly factor: number;
}

/** The result of {@link boletoDueDateFactor}. */
export type BoletoDueDateFactorResult = BoletoDueDateFactorComputed | InvalidInput;

/**
 * The due-date factor a bank boleto falling due on `date` carries: the days since 1997-10-07, 1000 on
 * 2000-07-03 (where the banks' factor table starts), 9999 on 2025-02-21, and 1000 again from
 * 2025-02-22, repeating every 9000 days since. Dates are calendar days (no time, no time zone).
 *
 * @param date - the due date, `YYYY-MM-DD`, from 2000-07-03 (factor 0000 means no due date).
 * @param options - {@link BoletoDueDateFactorOptions}.
 * @returns `{ ok: true, factor }`, or a 422 `INVALID_INPUT` failure. Never throws.
 * @example
 * boletoDueDateFactor('2025-02-22')
 * //=> { ok: true, factor: 1000 }
 */
export function boletoDueDateFactor(
  date: string,
  options?: BoletoDueDateFactorOptions,
): BoletoDueDateFactorResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    const factor = _factorOf(date);
    return factor === undefined ? refusal(locale) : { ok: true, factor };
  } catch {
    // Only a page that replaced built-ins gets here; the date is refused like an invalid one.
    return REFUSED[locale];
  }
}

const refusal = (locale: Locale) =>
  _codeFailure(locale, [_finding('INVALID_VALUE', [], 'BOLETO.date')], SUBJECT);
// What boletoDueDateFactor's failures are about: its argument, worded from the boleto codec's catalogue.
const SUBJECT: _CodeSubject<BoletoCodesMessageKey> = {
  format: formatBoletoCodesMessage,
  label: 'LABEL.due_date',
  argument: "the date (boletoDueDateFactor's argument)",
};

const REFUSED = /* @__PURE__ */ _perLocale(refusal);
