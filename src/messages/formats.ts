import { _intlLocale, formatBRL } from '../money/format-brl.js';
import type { ValueFormat } from './define.js';
import type { Locale } from './locales/index.js';

/**
 * Writes a parameter the locale's way: `number` groups the digits of an integer (`1.000.000`),
 * `money` writes centavos as reais (`R$ 15,06`), `date` writes a `YYYY-MM-DD` day in words
 * (`22 de novembro de 2027`). Money never passes through a float: `formatBRL` works on a bigint.
 *
 * @example
 * _formatValue(1506, 'money', 'pt-BR')
 * //=> 'R$\u00a015,06'
 */
export const _formatValue: ValueFormat = (value, format, locale) =>
  format === 'money'
    ? formatMoney(value, locale)
    : format === 'number'
      ? formatNumber(value, locale)
      : format === 'date'
        ? formatDate(value, locale)
        : '';

const DIGITS = /^\d+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

// An integer (a number, or digits as text) as a bigint; anything else is not formatted.
function formatInteger(value: string | number): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  const negative = value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  if (!DIGITS.test(digits)) return undefined;
  return negative ? -BigInt(digits) : BigInt(digits);
}

function formatNumber(value: string | number, locale: Locale): string {
  const integer = formatInteger(value);
  if (integer === undefined) return '';
  return cached(`n${locale}`, () => new Intl.NumberFormat(_intlLocale(locale))).format(integer);
}

// Centavos as reais. A fraction of a centavo (an exact split total) is rounded up: the figure shown
// for a total above a whole amount then never reads as equal to it.
function formatMoney(value: string | number, locale: Locale): string {
  let centavos = formatInteger(value);
  const [whole = '', fraction, extra] = typeof value === 'string' ? value.split('.') : [];
  if (fraction !== undefined && extra === undefined && DIGITS.test(whole) && DIGITS.test(fraction)) {
    centavos = BigInt(whole) + (BigInt(fraction) > 0n ? 1n : 0n);
  }
  return centavos === undefined ? '' : formatBRL(centavos, { locale });
}

function formatDate(value: string | number, locale: Locale): string {
  const day = DAY.exec(String(value));
  if (!day) return '';
  const time = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const formatter = cached(
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
