import type { AfterChargeMessageKey } from './after-charge.js';
import type { AmountDueMessageKey } from './amount-due.js';
import type { AuthMessageKey } from './auth.js';
import type { CardFlowMessageKey } from './card-flow.js';
import type { ChargeMessageKey } from './charge.js';
import type { DueMessageKey } from './due.js';
import type { DueRequestMessageKey } from './due-request.js';
import type { FailureMessageKey } from './failures.js';
import type { HttpMessageKey } from './http.js';
import type { IdempotencyMessageKey } from './idempotency.js';
import type { InstallmentPolicyMessageKey } from './installment-policy.js';
import type { InstallmentsMessageKey } from './installments.js';
import type { IssueMessageKey } from './issues.js';
import type { LifecycleMessageKey } from './lifecycle.js';
import type { MerchantMessageKey } from './merchant.js';
import type { MoneyMessageKey } from './money.js';
import type { OptionMessageKey } from './options.js';
import type { PaymentCodesMessageKey } from './provider-answer.js';
import type { RecurrenceMessageKey } from './recurrence.js';
import type { RecurrenceEventMessageKey } from './recurrence-events.js';
import type { RecurrenceFieldsMessageKey } from './recurrence-fields.js';
import type { RequiredFieldsMessageKey } from './required-fields.js';
import type { SplitConfigurationMessageKey } from './split-configuration.js';
import type { WebhooksMessageKey } from './webhooks.js';

/**
 * Every message the library can show, by key: the union of each area's catalogue keys. A key is an
 * issue or error code, optionally followed by a detail (`INVALID_VALUE.cpf`).
 */
export type MessageKey =
  | IssueMessageKey
  | CardFlowMessageKey
  | AuthMessageKey
  | HttpMessageKey
  | ChargeMessageKey
  | FailureMessageKey
  | SplitConfigurationMessageKey
  | MerchantMessageKey
  | InstallmentsMessageKey
  | InstallmentPolicyMessageKey
  | MoneyMessageKey
  | AfterChargeMessageKey
  | OptionMessageKey
  | RequiredFieldsMessageKey
  | PaymentCodesMessageKey
  | WebhooksMessageKey
  | IdempotencyMessageKey
  | LifecycleMessageKey
  | RecurrenceMessageKey
  | RecurrenceFieldsMessageKey
  | RecurrenceEventMessageKey
  | DueMessageKey
  | AmountDueMessageKey
  | DueRequestMessageKey;
