import type { Locale } from '../issues/issue.js';
import { _intlLocale, formatBRL } from '../money/format-brl.js';
import type { MessageParams } from './keys.js';

/** A catalogue of one area of the library, in every locale. */
export type Catalogue<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/**
 * Makes the formatter of one catalogue. Each area (validation issues, card flow, auth, …) has its
 * own catalogue so that a page importing only the card-flow rules does not ship every message.
 */
export function _messages<K extends string>(catalogue: Catalogue<K>) {
  return (locale: Locale, key: K, params: MessageParams = {}): string =>
    _fill(catalogue[locale][key], params, locale);
}

// `{name}` writes the parameter as it is; `{name:number}`, `{name:money}` (centavos, written as
// reais) and `{name:date}` (a YYYY-MM-DD day) write it the locale's way. Parameters keep the raw
// values, so code can read them; only the text is formatted.
const PLACEHOLDER = /\{(\w+)(?::(number|money|date))?\}/g;

/**
 * Replaces each `{name}` (or `{name:format}`) with its parameter, formatted for the locale; a
 * placeholder without a parameter is left visible.
 */
export function _fill(template: string, params: MessageParams, locale: Locale = 'en'): string {
  return template.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name] as string | number;
    const text =
      format === 'money'
        ? _money(value, locale)
        : format === 'number'
          ? _number(value, locale)
          : format === 'date'
            ? _date(value, locale)
            : '';
    return text === '' ? String(value) : text;
  });
}

const DIGITS = /^\d+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function _cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

// An integer (a number, or digits as text) as a bigint; anything else is not formatted.
function _integer(value: string | number): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  const negative = value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  if (!DIGITS.test(digits)) return undefined;
  return negative ? -BigInt(digits) : BigInt(digits);
}

function _number(value: string | number, locale: Locale): string {
  const integer = _integer(value);
  if (integer === undefined) return '';
  return _cached(`n${locale}`, () => new Intl.NumberFormat(_intlLocale(locale))).format(integer);
}

// Centavos as reais. A fraction of a centavo (an exact split total) is rounded up: the figure shown
// for a total above a whole amount then never reads as equal to it.
function _money(value: string | number, locale: Locale): string {
  let centavos = _integer(value);
  const [whole = '', fraction, extra] = typeof value === 'string' ? value.split('.') : [];
  if (fraction !== undefined && extra === undefined && DIGITS.test(whole) && DIGITS.test(fraction)) {
    centavos = BigInt(whole) + (BigInt(fraction) > 0n ? 1n : 0n);
  }
  return centavos === undefined ? '' : formatBRL(centavos, { locale });
}

function _date(value: string | number, locale: Locale): string {
  const day = DAY.exec(String(value));
  if (!day) return '';
  const time = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const formatter = _cached(
    `d${locale}`,
    () =>
      new Intl.DateTimeFormat(_intlLocale(locale), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  return Number.isNaN(time) ? '' : formatter.format(time);
}
