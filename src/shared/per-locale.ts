import { LOCALES, type Locale } from '../messages/locales/index.js';

/**
 * Builds an answer once per locale. Exports use it at load for their fail-closed answer: an export
 * whose body threw (only a page that replaced built-ins gets there) answers with no further code.
 *
 * @param build - renders the answer in one locale.
 * @returns the answers by locale.
 * @example
 * _perLocale((locale) => locale.length)
 * //=> { en: 2, 'pt-BR': 5, es: 2 }
 */
export function _perLocale<T>(build: (locale: Locale) => T): Readonly<Record<Locale, T>> {
  const answers = {} as Record<Locale, T>;
  for (const locale of LOCALES) answers[locale] = build(locale);
  return answers;
}
