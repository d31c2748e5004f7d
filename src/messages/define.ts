import type { Locale } from './locales/index.js';
import type { MessageParams } from './params.js';

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
const PLACEHOLDER = /(\{(\w+)(?::(number|money|date))?\})/;

/**
 * Replaces each `{name}` (or `{name:format}`) with its parameter, formatted for the locale; a
 * placeholder without a parameter is left visible. `kept` is false for a template the caller
 * wrote, which is cut for this fill only.
 */
export function _fill(
  template: string,
  params: MessageParams,
  locale: Locale = 'en',
  formatValue?: ValueFormat,
  kept = true,
): string {
  // Text and placeholders alternate: text, then per placeholder itself, its name, its format and
  // the text after it.
  const parts = kept ? partsOf(template) : template.split(PLACEHOLDER);
  let text = parts[0] as string;
  for (let index = 1; index < parts.length; index += 4) {
    const name = parts[index + 1] as string;
    const format = parts[index + 2];
    const value = params[name] as string | number;
    text +=
      (Object.hasOwn(params, name)
        ? (format && formatValue?.(value, format, locale)) || String(value)
        : (parts[index] as string)) + (parts[index + 3] as string);
  }
  return text;
}

// A template of the library is cut at its placeholders once: a replace by a regular expression
// with a function costs about 0.4 µs on every fill, as much as the rest of an issue outside the
// table. Only the catalogues' templates are kept (a caller may build its own from a request), so
// the map holds library text alone. Bounded all the same, started again when full.
const TEMPLATES_KEPT = 512;
const templateParts = new Map<string, readonly (string | undefined)[]>();
function partsOf(template: string): readonly (string | undefined)[] {
  let parts = templateParts.get(template);
  if (parts === undefined) {
    if (templateParts.size >= TEMPLATES_KEPT) templateParts.clear();
    parts = template.split(PLACEHOLDER);
    templateParts.set(template, parts);
  }
  return parts;
}
