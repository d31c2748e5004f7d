import type { Locale } from '../issues/issue.js';
import { _fill } from './define.js';
import { en } from './en.js';
import { es } from './es.js';
import { _formatValue } from './formats.js';
import type { MessageKey, MessageParams } from './keys.js';
import { ptBR } from './pt-BR.js';

const CATALOGUES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  en,
  'pt-BR': ptBR,
  es,
};

/**
 * Renders any message of the library, replacing each `{name}` with its parameter. Code that ships
 * to browsers uses the formatter of its own area instead (`formatCardFlowMessage`, …), so that it
 * carries only its own messages.
 */
export function formatMessage(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return _fill(CATALOGUES[locale][key], params, locale, _formatValue);
}
