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

/** Every English message, for the docs and the catalogue tests. */
export const en: Readonly<Record<MessageKey, string>> = {
  ...ISSUE_MESSAGES.en,
  ...CARD_FLOW_MESSAGES.en,
  ...AUTH_MESSAGES.en,
  ...HTTP_MESSAGES.en,
  ...CHARGE_MESSAGES.en,
  ...FAILURE_MESSAGES.en,
  ...MERCHANT_MESSAGES.en,
  ...INSTALLMENTS_MESSAGES.en,
  ...INSTALLMENT_POLICY_MESSAGES.en,
  ...MONEY_MESSAGES.en,
  ...AFTER_CHARGE_MESSAGES.en,
  ...OPTION_MESSAGES.en,
};
