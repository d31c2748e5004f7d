import { AFTER_CHARGE_MESSAGES } from './after-charge.js';
import { AUTH_MESSAGES } from './auth.js';
import { CARD_FLOW_MESSAGES } from './card-flow.js';
import { CHARGE_MESSAGES } from './charge.js';
import { FAILURE_MESSAGES } from './failures.js';
import { HTTP_MESSAGES } from './http.js';
import { INSTALLMENT_POLICY_MESSAGES } from './installment-policy.js';
import { INSTALLMENTS_MESSAGES } from './installments.js';
import { ISSUE_MESSAGES } from './issues.js';
import type { MessageKey } from './keys.js';
import { MERCHANT_MESSAGES } from './merchant.js';
import { MONEY_MESSAGES } from './money.js';
import { OPTION_MESSAGES } from './options.js';

/** Every Latin-American Spanish message, for the docs and the catalogue tests. */
export const es: Readonly<Record<MessageKey, string>> = {
  ...ISSUE_MESSAGES.es,
  ...CARD_FLOW_MESSAGES.es,
  ...AUTH_MESSAGES.es,
  ...HTTP_MESSAGES.es,
  ...CHARGE_MESSAGES.es,
  ...FAILURE_MESSAGES.es,
  ...MERCHANT_MESSAGES.es,
  ...INSTALLMENTS_MESSAGES.es,
  ...INSTALLMENT_POLICY_MESSAGES.es,
  ...MONEY_MESSAGES.es,
  ...AFTER_CHARGE_MESSAGES.es,
  ...OPTION_MESSAGES.es,
};
