import { _perLocale } from '../shared/per-locale.js';
import { _fill } from './define.js';
import { _formatValue } from './formats.js';
import type { MessageKey } from './keys.js';
import {
  afterCharge,
  amountDue,
  auth,
  boletoCodes,
  cardFlow,
  charge,
  due,
  dueRequest,
  failures,
  http,
  idempotency,
  installmentPolicy,
  installments,
  issues,
  type Locale,
  lifecycle,
  merchant,
  money,
  options,
  pixCodes,
  providerAnswer,
  recurrence,
  recurrenceEvents,
  recurrenceFields,
  requestIssues,
  requiredFields,
  splitConfiguration,
  webhooks,
} from './locales/index.js';
import type { MessageParams } from './params.js';

/**
 * Every message of the library by locale, each area's merged: for `formatMessage`, the docs and the
 * catalogue tests. Code that ships to browsers reads its own area's catalogue instead.
 */
export const MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> =
  /* @__PURE__ */ _perLocale((locale) => ({
    ...issues[locale],
    ...requestIssues[locale],
    ...cardFlow[locale],
    ...auth[locale],
    ...http[locale],
    ...charge[locale],
    ...failures[locale],
    ...splitConfiguration[locale],
    ...merchant[locale],
    ...installments[locale],
    ...installmentPolicy[locale],
    ...money[locale],
    ...afterCharge[locale],
    ...options[locale],
    ...requiredFields[locale],
    ...pixCodes[locale],
    ...boletoCodes[locale],
    ...providerAnswer[locale],
    ...recurrence[locale],
    ...recurrenceFields[locale],
    ...recurrenceEvents[locale],
    ...webhooks[locale],
    ...idempotency[locale],
    ...lifecycle[locale],
    ...due[locale],
    ...amountDue[locale],
    ...dueRequest[locale],
  }));

/**
 * Renders any message of the library, replacing each `{name}` with its parameter. Code that ships
 * to browsers uses the formatter of its own area instead (`formatCardFlowMessage`, …), so that it
 * carries only its own messages.
 */
export function formatMessage(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return _fill(MESSAGES[locale][key], params, locale, _formatValue);
}
