import type { Locale } from '../issues/issue.js';
import type { MessageParams } from './keys.js';

/** A catalogue of one area of the library, in every locale. */
export type Catalogue<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/**
 * Makes the formatter of one catalogue. Each area (validation issues, card flow, auth, …) has its
 * own catalogue so that a page importing only the card-flow rules does not ship every message.
 */
export function _messages<K extends string>(catalogue: Catalogue<K>, format?: ValueFormat) {
  return (locale: Locale, key: K, params: MessageParams = {}): string =>
    _fill(catalogue[locale][key], params, locale, format);
}

/**
 * Writes one parameter for `{name:number}`, `{name:money}` or `{name:date}`; `''` when it cannot.
 * Only the catalogues whose messages hold such placeholders take it (see `formats.ts`), so a
 * bundle of the others carries no `Intl` formatting.
 */
export type ValueFormat = (value: string | number, format: string, locale: Locale) => string;

// `{name}` writes the parameter as it is; `{name:number}`, `{name:money}` (centavos, written as
// reais) and `{name:date}` (a YYYY-MM-DD day) write it the locale's way. Parameters keep the raw
// values, so code can read them; only the text is formatted.
const PLACEHOLDER = /\{(\w+)(?::(number|money|date))?\}/g;

/**
 * Replaces each `{name}` (or `{name:format}`) with its parameter, formatted for the locale; a
 * placeholder without a parameter is left visible.
 */
export function _fill(
  template: string,
  params: MessageParams,
  locale: Locale = 'en',
  formatValue?: ValueFormat,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name] as string | number;
    const text = format === undefined || formatValue === undefined ? '' : formatValue(value, format, locale);
    return text === '' ? String(value) : text;
  });
}
