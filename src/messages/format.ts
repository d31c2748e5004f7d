import type { Locale } from '../issues/issue.js';
import { en } from './en.js';
import type { MessageKey, MessageParams } from './keys.js';
import { ptBR } from './pt-BR.js';

const CATALOGUES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { en, 'pt-BR': ptBR };

/**
 * Renders a message of the catalogue of `locale`, replacing each `{name}` with its parameter.
 * A placeholder without a parameter is left as written, so a missing value is visible in tests.
 */
export function formatMessage(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = CATALOGUES[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
