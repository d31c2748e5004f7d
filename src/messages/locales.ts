import type { Locale } from '../issues/issue.js';
import { _deepFreeze } from '../shared/freeze.js';

/**
 * Every locale the message catalogues are written in, the library's default (`'en'`) first. Code that
 * needs the list (negotiating a locale, a language menu) reads it here, so a new locale is one more
 * entry in this list; a type test fails while a member of {@link Locale} is missing from it.
 *
 * @example
 * LOCALES
 * //=> ['en', 'pt-BR']
 */
export const LOCALES = /* @__PURE__ */ _deepFreeze(['en', 'pt-BR'] as const satisfies readonly Locale[]);
