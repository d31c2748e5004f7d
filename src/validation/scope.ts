import type { Locale } from '../issues/issue.js';

/** What a validation run needs besides the input: the clock, the accepted currencies, the locale. */
export interface ValidationScope {
  readonly now: Date;
  readonly currencies: readonly string[];
  readonly locale: Locale;
}

/** The accepted currencies when the caller names none. */
export const DEFAULT_CURRENCIES: readonly string[] = ['BRL'];
