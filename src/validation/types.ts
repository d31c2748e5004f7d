import type { Merchant } from '../card-flow/merchant.js';
import type { QuoteInstallmentsOptions } from '../installments/quote-installments.js';
import type { Issue, Locale } from '../issues/issue.js';
import type { Failure, InvalidConfiguration } from '../result/failure.js';
import type { CardFlow, PaymentMethod, ProductType } from '../rules/values.js';
import type { SplitMdr, SplitRule } from '../split/types.js';

/** A postal address. Brazilian addresses carry a UF and a CEP. */
export interface Address {
  country: string;
  street?: string;
  number?: string;
  complement?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  zip_code?: string;
}

/** The buyer. */
export interface Customer {
  name: string;
  email: string;
  tax_id?: string;
  phone?: string;
  type: 'individual' | 'company';
  birthdate?: string;
}

/** One line of the order. */
export interface Item {
  name: string;
  quantity: number;
  unit_price: number;
  tangible: boolean;
  description?: string;
  category?: string;
  code?: string;
}

/** Every field `payment_details` can hold; which ones apply depends on the method and flow. */
export interface PaymentDetails {
  number?: string;
  holder_name?: string;
  expiration_month?: string;
  expiration_year?: string;
  cvv?: string;
  token?: string;
  installments?: number;
  statement_descriptor?: string;
  expires_in_seconds?: number;
  due_date?: string;
  instructions?: string;
  document_number?: string;
}

/** A valid, normalized POST /v1/charges body. */
export interface ChargeRequest {
  amount: number;
  currency: string;
  product_type: ProductType;
  customer: Customer;
  items: Item[];
  payment_method: PaymentMethod;
  payment_details?: PaymentDetails;
  card_flow?: Extract<CardFlow, 'hosted'>;
  submerchant_id?: string;
  shipping_amount?: number;
  billing_address?: Address;
  shipping_address?: Address;
  metadata?: Record<string, unknown>;
  split?: SplitRule[];
}

/** A successful validation: the normalized copy of the request. */
export interface ValidChargeRequest {
  readonly ok: true;
  readonly value: ChargeRequest;
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
}
