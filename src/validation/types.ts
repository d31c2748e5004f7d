import type { CardFlowDecision } from '../card-flow/decide-card-flow.js';
import type { Merchant } from '../card-flow/merchant.js';
import type { QuoteInstallmentsOptions } from '../installments/quote-installments.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import type { FieldLabels, MessageOverrides } from '../messages/overrides.js';
import type { Failure, InvalidConfiguration } from '../result/failure.js';
import type { SplitMdr, SplitSuccess } from '../split/types.js';
import type { ChargeRequest } from './request-types.generated.js';

/** A successful validation: the normalized copy of the request. */
export interface ValidChargeRequest {
  readonly ok: true;
  readonly value: ChargeRequest;
  /**
   * The request's split as `computeSplit(value.amount, value.split, options.mdr)` returns it, when
   * `options.mdr` was given: computed once, while the totals were checked.
   */
  readonly split?: SplitSuccess;
  /** The card flow as `decideCardFlow(value, options.merchant)` decides it, when `options.merchant` was given. */
  readonly cardFlow?: CardFlowDecision;
}

/** A refused request: every issue at once, ready for a 422 response. */
export interface InvalidChargeRequest extends Failure<'VALIDATION_FAILED'> {
  readonly status: 422;
  readonly issues: readonly Issue[];
}

/** What {@link validateChargeRequest} returns. */
export type ChargeRequestValidation = ValidChargeRequest | InvalidChargeRequest | InvalidConfiguration;

/** Options of `validateChargeRequest`. */
export interface ValidateChargeRequestOptions {
  /**
   * The clock for card expiry, boleto due date and birthdate, compared in Brasília time (UTC−3).
   * @defaultValue the current time
   */
  readonly now?: Date;
  /**
   * Language of the messages.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
  /**
   * Currency codes the host accepts.
   * @defaultValue `['BRL']`
   */
  readonly currencies?: readonly string[];
  /**
   * The largest charge amount accepted, in centavos: `amount`, an item's `unit_price`,
   * `shipping_amount` and a fixed split share above it are OUT_OF_RANGE ("at most …"). A value
   * that is not a safe integer of at least 1 is INVALID_CONFIGURATION.
   * @defaultValue `LIMITS.amount.max` (R$ 99,999,999.99)
   */
  readonly maxAmount?: number;
  /**
   * The platform fee (MDR), as `computeSplit` takes it: with it, a split whose first recipient
   * cannot pay the fee is NEGATIVE_NET_AMOUNT_AFTER_FEES at `split.0`.
   */
  readonly mdr?: SplitMdr;
  /**
   * The merchant's enabled methods, as `decideCardFlow` takes them: with it, a method that is not
   * enabled is PAYMENT_METHOD_NOT_ENABLED and a card flow it cannot serve is CARD_FLOW_NOT_SUPPORTED.
   */
  readonly merchant?: Merchant;
  /**
   * The store's installment policy, as `quoteInstallments` takes it: with it, a credit card charge
   * whose installments are not among the offers for its amount is INSTALLMENTS_NOT_OFFERED at
   * `payment_details.installments`.
   */
  readonly installmentPolicy?: QuoteInstallmentsOptions;
  /**
   * Your own label per field, in the locale you render: `params.label` of its issues and the name
   * `formatIssue` puts before a message. Keys are field paths, `*` for every array entry, and `{n}`
   * in a label is the entry's number from 1: `{ 'customer.tax_id': 'Documento', 'items.*.name':
   * 'Produto {n}' }`. A key that is not a field is INVALID_CONFIGURATION.
   * @defaultValue the library's labels (`CPF ou CNPJ`, `Preço unitário (item 2)`)
   */
  readonly labels?: FieldLabels;
  /**
   * Your own messages, in the locale you render: by issue code or message key for every field, or
   * under a field path for that field only, which wins. A template fills `{name}` from the issue's
   * `params`; a function gets the params and returns the text (if it throws, the library's message
   * is kept). A key that is not a code, message key or field path is INVALID_CONFIGURATION.
   * @defaultValue the library's messages
   */
  readonly messages?: MessageOverrides;
}
