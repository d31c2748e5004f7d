import { LOCALES, type Locale } from './index.js';

/**
 * Reads a caller's locale option, falling back to English (or the given locale) for anything
 * unknown.
 *
 * @param value - the option as the caller passed it, of any type.
 * @param fallback - the locale for anything that is not one of {@link LOCALES}.
 * @returns the locale asked for, or the fallback.
 * @example
 * _readLocale('fr', 'pt-BR')
 * //=> 'pt-BR'
 */
export function _readLocale(value: unknown, fallback: Locale = 'en'): Locale {
  // An index loop, not for…of: exports read the locale before anything else, and must not call a
  // replaced Array iterator to do it.
  for (let index = 0; index < LOCALES.length; index++) {
    if (value === LOCALES[index]) return value as Locale;
  }
  return fallback;
}
