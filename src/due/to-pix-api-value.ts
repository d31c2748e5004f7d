import { _invalidInput, type InvalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { _isoDate } from '../receivables/calendar/civil-date.js';
import { _optionsLocale } from '../split/read-options.js';
import { _issue } from '../split/split-issue.js';
import { type _Rate, _readTerms } from './read-terms.js';
import type { DueTerms } from './types.js';

/** A `{ modalidade, valorPerc }` term of the Pix API: `valorPerc` in reais or in percent, two decimals. */
export interface PixApiTerm {
  readonly modalidade: number;
  readonly valorPerc: string;
}

/** The Pix API's `desconto`: until fixed dates (modalidades 1–2) or per day paid early (3–6). */
export type PixApiDiscount =
  | {
      readonly modalidade: number;
      readonly descontoDataFixa: readonly { readonly data: string; readonly valorPerc: string }[];
    }
  | PixApiTerm;

/** The Pix API's `valor` of a charge with a due date (`cobv`, schema `CobVValor`). */
export interface PixApiValue {
  /** The original amount in reais, `"123.45"`. */
  readonly original: string;
  readonly multa?: PixApiTerm;
  readonly juros?: PixApiTerm;
  readonly desconto?: PixApiDiscount;
  readonly abatimento?: PixApiTerm;
}

/** Options of {@link toPixApiValue}. */
export interface ToPixApiValueOptions {
  /**
   * Language of the messages.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** The result of {@link toPixApiValue}. */
export type ToPixApiValueResult = { readonly ok: true; readonly valor: PixApiValue } | InvalidInput;

// The Pix API's modalidade tables (CobVValor): juros 1–4 in calendar days, 5–8 in business days,
// each as a fixed value per day, then a percentage per day, month and year.
const INTEREST_MODALIDADE = { day: 2, month: 3, year: 4 } as const;
const BUSINESS_DAYS_SHIFT = 4;

/**
 * The Pix API's `valor` object of a charge with a due date (`cobv`): the original amount and the
 * late fee (`multa`), interest (`juros`), discount (`desconto`) and rebate (`abatimento`) with their
 * `modalidade` codes, amounts as `valorPerc` strings (reais, or percent: 0.02 is `"2.00"`). Never
 * throws.
 *
 * @param terms - the amount and payment details of a validated request.
 * @param options - the language of the messages.
 * @returns `{ ok: true, valor }`, or `{ ok: false, status: 422, code: 'INVALID_INPUT', issues }`.
 * @example
 * const value = toPixApiValue({ amount: 12345, due_date: '2020-12-31', late_fee: { type: 'percentage', amount: 0.15 } });
 * value.ok && value.valor
 * //=> { original: '123.45', multa: { modalidade: 2, valorPerc: '15.00' } }
 */
export function toPixApiValue(terms: DueTerms, options: ToPixApiValueOptions = {}): ToPixApiValueResult {
  let locale: Locale = 'en';
  try {
    locale = _optionsLocale(options);
    const issues: Issue[] = [];
    const read = _readTerms(terms, locale, issues);
    if (read === undefined) return _invalidInput(locale, issues);
    const valor: {
      original: string;
      multa?: PixApiTerm;
      juros?: PixApiTerm;
      desconto?: PixApiDiscount;
      abatimento?: PixApiTerm;
    } = { original: reais(BigInt(read.original)) };
    if (read.lateFee !== undefined) valor.multa = term(read.lateFee.fixed ? 1 : 2, read.lateFee);
    const { interest, discount, rebate } = read;
    if (interest !== undefined) {
      const calendar = interest.rate.fixed ? 1 : INTEREST_MODALIDADE[interest.per];
      valor.juros = term(calendar + (interest.business ? BUSINESS_DAYS_SHIFT : 0), interest.rate);
    }
    if (discount !== undefined && 'until' in discount) {
      const fixed = (discount.until[0] as { rate: _Rate }).rate.fixed;
      valor.desconto = {
        modalidade: fixed ? 1 : 2,
        descontoDataFixa: discount.until.map(({ day, rate }) => ({
          data: _isoDate(day),
          valorPerc: text(rate),
        })),
      };
    } else if (discount !== undefined) {
      const modalidade = (discount.perDay.fixed ? 3 : 5) + (discount.business ? 1 : 0);
      valor.desconto = term(modalidade, discount.perDay);
    }
    if (rebate !== undefined) valor.abatimento = term(rebate.fixed ? 1 : 2, rebate);
    return { ok: true, valor };
  } catch {
    return _invalidInput(locale, [_issue(locale, 'INVALID_TYPE', '', 'INVALID_TYPE.unreadable')]);
  }
}

function term(modalidade: number, rate: _Rate): PixApiTerm {
  return { modalidade, valorPerc: text(rate) };
}

// Centavos as reais, or a fraction (at most 4 decimal places) as a percentage with 2.
function text(rate: _Rate): string {
  return reais(rate.fixed ? rate.units : rate.units * 10n ** BigInt(4 - rate.scale));
}

function reais(hundredths: bigint): string {
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}
