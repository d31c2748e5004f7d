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

/** Every Brazilian Portuguese message, for the docs and the catalogue tests. */
export const ptBR: Readonly<Record<MessageKey, string>> = {
  ...ISSUE_MESSAGES['pt-BR'],
  ...CARD_FLOW_MESSAGES['pt-BR'],
  ...AUTH_MESSAGES['pt-BR'],
  ...HTTP_MESSAGES['pt-BR'],
  ...CHARGE_MESSAGES['pt-BR'],
  ...FAILURE_MESSAGES['pt-BR'],
  ...MERCHANT_MESSAGES['pt-BR'],
  ...INSTALLMENTS_MESSAGES['pt-BR'],
  ...INSTALLMENT_POLICY_MESSAGES['pt-BR'],
  ...MONEY_MESSAGES['pt-BR'],
  ...AFTER_CHARGE_MESSAGES['pt-BR'],
  ...OPTION_MESSAGES['pt-BR'],
};
