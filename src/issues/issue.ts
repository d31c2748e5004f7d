import type { IssueCode } from './codes.js';

/**
 * One problem found in an input: a stable machine code, the dotted path of the field to fix
 * (`items.0.unit_price`; `""` is the root) and a human message in the requested locale.
 */
export interface Issue {
  readonly code: IssueCode;
  readonly path: string;
  readonly message: string;
}

/** The locales messages are written in. */
export type Locale = 'en' | 'pt-BR';

/** The locale used when none is asked for. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Reads a caller's locale option, falling back to English for anything unknown. */
export function _readLocale(value: unknown): Locale {
  return value === 'pt-BR' ? 'pt-BR' : DEFAULT_LOCALE;
}
