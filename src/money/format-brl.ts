import { intlLocale, type Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';

/** Options of {@link formatBRL}. */
export interface FormatBRLOptions {
  /**
   * How the amount is written: `'pt-BR'` gives `R$ 1.500,00` (with a no-break space after R$),
   * `'en'` gives `R$1,500.00`, `'es'` (Latin-American Spanish, written as `es-AR`) gives
   * `R$ 1.500,00`: the real keeps its own sign, R$, in every locale, so a buyer never mistakes it for
   * dollars or pesos.
   * @defaultValue `'pt-BR'`, the buyer's convention for reais
   */
  readonly locale?: Locale;
}

const FORMATTERS = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl` locale a message locale formats numbers, money and dates with, from its file's
 * `intlLocale`: Spanish writes reais with a decimal comma (`es-AR`), as the store's prices read.
 */
export function _intlLocale(locale: Locale): string {
  return intlLocale[locale];
}

function formatterFor(locale: Locale): Intl.NumberFormat {
  let formatter = FORMATTERS.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(_intlLocale(locale), {
      style: 'currency',
      currency: 'BRL',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    FORMATTERS.set(locale, formatter);
  }
  return formatter;
}

/**
 * Writes an amount of centavos as reais, with the locale's symbol, separators and sign from `Intl`,
 * without ever dividing by 100 in floating point: `Intl` formats the whole reais as a BigInt and
 * the two centavo digits are put in its fraction slot. Never throws.
 *
 * @param centavos - a safe integer (or a bigint) of centavos; negative amounts get the locale's sign.
 * @param options - the locale.
 * @returns the formatted amount, or `''` for a value that is not a whole number of centavos.
 * @example
 * formatBRL(150000)
 * //=> 'R$\u00a01.500,00'
 */
export function formatBRL(centavos: number | bigint, options?: FormatBRLOptions): string {
  try {
    let value: bigint;
    if (typeof centavos === 'bigint') value = centavos;
    else if (Number.isSafeInteger(centavos)) value = BigInt(centavos);
    else return '';
    const locale = _readLocale(options?.locale, 'pt-BR');
    const negative = value < 0n;
    const magnitude = negative ? -value : value;
    const reais = magnitude / 100n;
    const cents = (magnitude % 100n).toString().padStart(2, '0');
    // -0n has no sign, so a negative amount under one real borrows the parts of -1 and writes 0.
    const template = negative ? -(reais === 0n ? 1n : reais) : reais;
    let text = '';
    for (const part of formatterFor(locale).formatToParts(template)) {
      if (part.type === 'fraction') text += cents;
      else if (part.type === 'integer' && reais === 0n) text += '0';
      else text += part.value;
    }
    return text;
  } catch {
    return '';
  }
}
