import type { CrossFieldCheck } from './check.js';
import { currencyAccepted, cvvMatchesBrand, taxIdMatchesCustomerType } from './checks.js';
import { merchantServesRequest, splitWithinAmount } from './delegated.js';
import { dueTermsApply } from './due-terms.js';
import { installmentsOffered } from './installments.js';
import { recurrenceTermsApply } from './recurrence-terms.js';

/** A cross-field check as the docs table of docs/validation.md states it. */
export interface CrossFieldDoc {
  readonly check: CrossFieldCheck;
  /** What the rule says. */
  readonly summary: string;
  /** The code and path it reports. */
  readonly reports: string;
}

/**
 * The words of the cross-field rules table, one row per check in the order they run. Kept apart
 * from the checks so a bundle that validates carries the rules, not their documentation.
 */
export const CROSS_FIELD_DOCS: readonly CrossFieldDoc[] = [
  {
    check: currencyAccepted,
    summary: 'The currency is one of options.currencies (default BRL).',
    reports: 'INVALID_VALUE at currency',
  },
  {
    check: taxIdMatchesCustomerType,
    summary: 'A Brazilian buyer of type individual has a CPF; company, a CNPJ.',
    reports: 'INVALID_VALUE at customer.tax_id',
  },
  {
    check: cvvMatchesBrand,
    summary:
      'The CVV has 4 digits on American Express cards and 3 on every other brand (Elo and Hipercard included).',
    reports: 'INVALID_VALUE at payment_details.cvv',
  },
  {
    check: installmentsOffered,
    summary:
      'With options.installmentPolicy, a credit card charge uses an installment count offered for its amount.',
    reports: 'INSTALLMENTS_NOT_OFFERED at payment_details.installments',
  },
  {
    check: dueTermsApply,
    summary:
      'A due date excludes expires_in_seconds; the terms are ones computeAmountDue and the Pix API can apply (discount dates on or before the due date and of one type, fixed interest per day, at most 4 decimal places, below the amount); for an individual, a late fee of at most 2% and interest of at most 1% a month.',
    reports: 'FORBIDDEN_FIELD, INVALID_VALUE or OUT_OF_RANGE at the term (payment_details.…)',
  },
  {
    check: recurrenceTermsApply,
    summary:
      'A Pix Automático recurrence has exactly one of amount and min_amount, and its end_date is not before its start_date.',
    reports: 'INVALID_VALUE at payment_details.recurrence.amount or payment_details.recurrence.end_date',
  },
  {
    check: splitWithinAmount,
    summary:
      'The exact sum of the split shares is at most the amount; with options.mdr, the first share covers the fee.',
    reports: 'SPLIT_AMOUNT_EXCEEDS_TOTAL at split; NEGATIVE_NET_AMOUNT_AFTER_FEES at split.0',
  },
  {
    check: merchantServesRequest,
    summary: 'With options.merchant, the method is enabled and the card flow is one the merchant serves.',
    reports: 'PAYMENT_METHOD_NOT_ENABLED at payment_method; CARD_FLOW_NOT_SUPPORTED at card_flow',
  },
];
