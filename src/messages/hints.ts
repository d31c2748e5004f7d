import type { IssueCode } from '../issues/codes.js';
import type { AfterChargeMessageKey } from './after-charge.js';
import type { AuthMessageKey } from './auth.js';
import type { CardFlowMessageKey } from './card-flow.js';
import { _fill } from './define.js';
import type { FailureMessageKey } from './failures.js';
import type { InstallmentPolicyMessageKey } from './installment-policy.js';
import type { InstallmentsMessageKey } from './installments.js';
import type { IssueMessageKey } from './issues.js';
import type { MessageParams } from './keys.js';
import type { MoneyMessageKey } from './money.js';
import type { OptionMessageKey } from './options.js';

// The integrator's channel: English, stable, one template per issue or failure code, and one per
// message key only where that key asks for something else. `{path}` is the wire path of the issue;
// every other placeholder is a parameter of the message (limits, allowed values, a suggested key),
// written as it is: never a value the request sent, so a hint cannot carry card data or a key.

/** The code of a message key: its part before the first dot. */
type CodeOf<K extends string> = K extends `${infer Code}.${string}` ? Code : K;

/**
 * An area's hint templates: one per code its keys start with (required), one per key where the
 * code's template would not say what to send (optional).
 */
export type HintTable<K extends string> = { readonly [C in CodeOf<K>]: string } & {
  readonly [X in K]?: string;
};

/** The hint of a failure with issues: `{paths}` lists the paths to fix. */
export const ISSUES_HINT = 'Fields to fix: {paths}. Each issue has a hint of its own.';

/** Validation issues and the split engine's issues and failures (`issues.ts`). */
export const ISSUE_HINTS: HintTable<IssueMessageKey | 'UNKNOWN_FIELD.suggestion'> &
  Readonly<Record<IssueCode, string>> = {
  REQUIRED: '{path} is required in this request: send it.',
  'REQUIRED.card_data':
    '{path} is required in the transparent card flow: send number, holder_name, expiration_month, expiration_year and cvv, or a token.',
  'REQUIRED.non_empty': '{path} must hold at least one entry.',
  'REQUIRED.mdr':
    'Pass the MDR as the third argument: a rate such as 0.0299, or 0 for a split without a fee.',
  INVALID_TYPE: '{path} must be {expected}.',
  'INVALID_TYPE.integer': '{path} must be a whole number.',
  'INVALID_TYPE.money': '{path} must be a whole number of centavos (1000 is R$ 10,00).',
  'INVALID_TYPE.unreadable':
    '{path} could not be read (a getter or Proxy threw, or the value is not plain JSON): send parsed JSON data.',
  INVALID_VALUE: '{path} is not in an accepted format; the rules are in docs/validation.md.',
  'INVALID_VALUE.enum': '{path} must be one of: {values}.',
  'INVALID_VALUE.currency':
    '{path} must be one of the currencies the host accepts (options.currencies): {values}.',
  'INVALID_VALUE.currency_brl': '{path} must be BRL when payment_method is pix or boleto.',
  'INVALID_VALUE.cpf_for_individual': '{path} must be a CPF (11 digits) when customer.type is individual.',
  'INVALID_VALUE.cnpj_for_company': '{path} must be a CNPJ (14 characters) when customer.type is company.',
  'INVALID_VALUE.cvv': '{path} must have 3 digits for this card brand.',
  'INVALID_VALUE.cvv_amex': '{path} must have 4 digits: the card number is an American Express.',
  'INVALID_VALUE.metadata_key': '{path}: metadata keys __proto__, constructor and prototype are reserved.',
  'INVALID_VALUE.metadata_value':
    '{path} must be a JSON value: a string of at most {max} characters, a finite number, a boolean, null, an object or an array.',
  'INVALID_VALUE.mdr': 'The MDR must be a rate in [0, 1) (a number or decimal string) or { rate, fixed }.',
  'INVALID_VALUE.fee_bearer': "{path} must be 'first', 'proportional', 'master' or { recipient_id }.",
  'INVALID_VALUE.fee_bearer_recipient': '{path} must name the recipient_id of one of the split rules.',
  'INVALID_VALUE.rounding': "{path} must be 'half-even' or 'half-up'.",
  OUT_OF_RANGE: '{path} must be from {min} to {max}.',
  'OUT_OF_RANGE.money_min': '{path} must be at least {min} centavos.',
  'OUT_OF_RANGE.percentage': '{path} is a fraction in (0, 1] for a percentage share: send 0.1 for 10%.',
  'OUT_OF_RANGE.split_fixed': '{path} must be a positive whole number of centavos for a fixed share.',
  'OUT_OF_RANGE.hosted_debit_installments':
    '{path} must be 1 for debit_card with card_flow hosted (debit is never split into installments).',
  'OUT_OF_RANGE.due_date': '{path} must be at most 365 days after today (Brasília time).',
  'OUT_OF_RANGE.card_expiry': '{path} is too far in the future for a card expiry date.',
  TOO_LONG: '{path} must have at most {max} characters (after trimming).',
  'TOO_LONG.metadata_key': '{path}: metadata keys have at most {max} characters.',
  FORBIDDEN_FIELD: '{path} is not accepted with this payment_method: leave it out.',
  'FORBIDDEN_FIELD.hosted':
    '{path} is not accepted with card_flow hosted: the provider collects the card on its page. Send only payment_details.installments and redirect the buyer.',
  'FORBIDDEN_FIELD.card_flow': '{path} applies only to credit_card and debit_card: leave it out.',
  UNKNOWN_FIELD: '{path} is not a field of a charge request: remove it.',
  'UNKNOWN_FIELD.suggestion': '{path} is not a field of a charge request: did you mean {suggestion}?',
  EXPIRED: '{path} is in the past (Brasília time).',
  'EXPIRED.card': '{path}: the card expired (a card is valid through the last day of its month).',
  'EXPIRED.due_date': '{path} must be today or later (Brasília time).',
  TOO_MANY: '{path} has more than {max} entries.',
  'TOO_MANY.metadata_depth': '{path}: metadata nests at most {max} levels deep.',
  'TOO_MANY.metadata_entries': '{path}: metadata holds at most {max} entries, counted across all levels.',
  'TOO_MANY.unknown_fields':
    'The request has more than {max} unknown fields; only the first {max} are reported. Compare it with charge-request.schema.json.',
  SPLIT_AMOUNT_EXCEEDS_TOTAL:
    '{path}: the exact sum of the shares ({total} centavos) is more than amount ({amount} centavos).',
  NEGATIVE_NET_AMOUNT_AFTER_FEES:
    '{path}: the share that bears the fee is smaller than the fee ({fee} centavos); lower the other shares, raise amount or choose another feeBearer.',
  INVALID_INPUT: 'The arguments are not valid; each issue hint names the argument to fix.',
  // The codes whose issues other parts of the library word: validation passes their hints on.
  PAYMENT_METHOD_NOT_ENABLED: '{path}: this merchant has not enabled this payment method.',
  CARD_FLOW_NOT_SUPPORTED: '{path}: this merchant cannot serve the card flow asked for.',
  INSTALLMENTS_NOT_OFFERED: '{path} must be one of the installment counts the installment policy offers.',
  REFUND_EXCEEDS_REMAINING: '{path}: the refund is more than what is left to refund.',
  INVALID_REFUND_ALLOCATION: '{path}: the refund allocation is not valid.',
  TYPE: '{path} has the wrong JSON type.',
};

/** The card-flow decision (`card-flow.ts`). */
export const CARD_FLOW_HINTS: HintTable<Exclude<CardFlowMessageKey, `METHOD.${string}` | `LABEL.${string}`>> =
  {
    PAYMENT_METHOD_NOT_ENABLED:
      '{path}: this merchant has not enabled this payment method; send one of: {values} (GET /v1/public/payment-methods lists them).',
    'PAYMENT_METHOD_NOT_ENABLED.none':
      '{path}: this merchant has no payment method enabled; enable one in its configuration first.',
    CARD_FLOW_NOT_SUPPORTED:
      '{path}: this merchant collects {method} on its own checkout (transparent flow). Leave card_flow out and send the card fields (or a token) in payment_details.',
    'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
      '{path}: this merchant hosts {method} on its provider page. Send card_flow "hosted" with no card fields (payment_details.installments only), then redirect the buyer to payment_fields.redirect_url.',
  };

/** A merchant configuration that cannot be read (`merchant.ts`): its own, for the checkout import. */
export const MERCHANT_HINT =
  'The merchant configuration must be { methods: [{ type }] }, card types with card_flow "hosted" or "transparent", each type once.';

/** Key auth (`auth.ts`). */
export const AUTH_HINTS: HintTable<AuthMessageKey> = {
  MISSING_CREDENTIALS:
    'Send the Authorization header: Basic base64("pk_…:") (the public key, a colon, an empty password).',
  'MISSING_CREDENTIALS.secret':
    'Send the Authorization header: Basic base64("sk_…:") (the secret key, a colon, an empty password).',
  MALFORMED_CREDENTIALS:
    'The Authorization header must be "Basic " and canonical base64 of the key followed by a colon, with an empty password.',
  NOT_A_PUBLIC_KEY: 'This browser route accepts only a public key (pk_…) as the Basic user name.',
  SECRET_KEY_NOT_ALLOWED:
    'A secret key (sk_…) reached a browser route: revoke it now, create a new one, and use the public key (pk_…) in browsers.',
  NOT_A_SECRET_KEY: 'This server route accepts only a secret key (sk_…) as the Basic user name.',
  PUBLIC_KEY_NOT_ALLOWED:
    'A public key cannot create charges: call this route from your server with the secret key (sk_…).',
};

/**
 * Whole failures: a refused request and the caller's own configuration (`failures.ts`,
 * `options.ts`, `installments.ts`, `installment-policy.ts`).
 */
export const FAILURE_HINTS: HintTable<
  FailureMessageKey | OptionMessageKey | InstallmentsMessageKey | InstallmentPolicyMessageKey
> = {
  VALIDATION_FAILED: ISSUES_HINT,
  INVALID_CONFIGURATION:
    "The host's own options are not valid; the request was not checked. Fix the configuration: it is never the buyer's fault.",
  'INVALID_CONFIGURATION.now': 'options.now must be a valid Date; the request was not checked.',
  'INVALID_CONFIGURATION.currencies':
    'options.currencies must be an array of at most {max} currency codes; the request was not checked.',
  'INVALID_CONFIGURATION.mdr':
    'options.mdr must be a rate in [0, 1) (number or decimal string) or { rate, fixed } with fixed a non-negative whole number of centavos.',
  'INVALID_CONFIGURATION.rounding': 'options.rounding must be one of: {values}.',
  'INVALID_CONFIGURATION.installment_policy':
    'options.installmentPolicy must be the options of quoteInstallments; the request was not checked.',
  'INVALID_CONFIGURATION.split':
    'The MDR or the split options are not valid; each issue hint names the argument.',
  'INVALID_CONFIGURATION.labels':
    'options.labels must map field paths (like items.*.name) to text; "{key}" is not one.',
  'INVALID_CONFIGURATION.messages':
    'options.messages must map issue codes, message keys or field paths to text or functions; "{key}" is not one.',
  'INVALID_CONFIGURATION.installments':
    'The installment options are not valid; each issue hint names the option.',
  INVALID_VALUE: '{path} is not valid.',
  'INVALID_VALUE.monthly_rate': '{path} must be a fraction in [0, 1): 0.0199 is 1.99% a month.',
  'INVALID_VALUE.method': "{path} must be 'price' or 'simple'.",
  REQUIRED: '{path} is required when interestFreeUpTo is below maxInstallments: pass 0 for no interest.',
  OUT_OF_RANGE: '{path} must be a whole number of centavos from 0 to the amount ({max}).',
  INSTALLMENTS_NOT_OFFERED:
    '{path} must be one of the installment counts options.installmentPolicy offers for this amount: {values}.',
  'INSTALLMENTS_NOT_OFFERED.invalid_policy':
    'options.installmentPolicy is not valid, so no installments are offered; fix the policy.',
};

/** Refunds and receivables (`after-charge.ts`). */
export const AFTER_CHARGE_HINTS: HintTable<AfterChargeMessageKey> = {
  REFUND_EXCEEDS_REMAINING:
    'The refund ({amount} centavos) is more than what is left to refund ({remaining} centavos): pass every earlier allocation in options.previous, and a smaller amount.',
  INVALID_REFUND_ALLOCATION: 'The refund allocation is not valid; each issue hint names the line to fix.',
  'INVALID_REFUND_ALLOCATION.sum':
    '{path}: the custom lines add up to {total} centavos, not to the refund of {amount}.',
  'INVALID_REFUND_ALLOCATION.recipient':
    '{path} must be the recipient_id of a share of this split, or null for the master account.',
  'INVALID_REFUND_ALLOCATION.duplicate': '{path} repeats a recipient: list each one once.',
  'INVALID_REFUND_ALLOCATION.over':
    '{path} is more than the {remaining} centavos this recipient has left to give back.',
  'INVALID_REFUND_ALLOCATION.amount': '{path} must be a whole number of centavos, 0 or more.',
  INVALID_CONFIGURATION: 'The options are not valid; each issue hint names the option.',
  INVALID_VALUE: '{path} is not valid.',
  'INVALID_VALUE.split_result': '{path} must be a successful computeSplit or prepareSplit result, unchanged.',
  'INVALID_VALUE.refund_mode':
    "{path} must be 'proportional', { from: recipient_id } or { custom: [{ recipient_id, amount }] }.",
  'INVALID_VALUE.refund_fee': "{path} must be 'keep' or 'refund'.",
  'INVALID_VALUE.previous':
    '{path} must be the earlier allocateRefund results of this same split, unchanged.',
  'INVALID_VALUE.previous_exceeds':
    '{path} gives back more than this split holds: these are not its refunds.',
  'INVALID_VALUE.receivables_method': '{path} must be one of: {values}.',
  'INVALID_VALUE.confirmed_at': '{path} must be a valid Date between the years 1900 and 9900.',
  'INVALID_VALUE.settlement_days':
    '{path} must map payment methods to whole numbers of days from 0 to {max}.',
  'INVALID_VALUE.extra_holidays': '{path} must be an array of at most {max} dates written YYYY-MM-DD.',
  OUT_OF_RANGE: '{path} must be from 1 to 24 for credit_card, and 1 for the other methods.',
};

/** `parseBRL` (`money.ts`). */
export const MONEY_HINTS: HintTable<MoneyMessageKey> = {
  BRL: 'parseBRL reads BRL text such as "R$ 1.500,00", "1500,00" or "1500.5"; this text is not one (the message says why).',
  'BRL.not_text': 'parseBRL takes a string.',
  'BRL.ambiguous':
    'One separator followed by three digits is ambiguous: write the centavos ("1.500,00") or prefix "R$" to read thousands.',
};

/** The provider-answer check (`charge.ts`). */
export const CHARGE_HINTS = {
  INVALID_PROVIDER_RESPONSE:
    '{path} of the provider answer is missing, malformed or disagrees with the request: check the provider integration.',
  INTERNAL_ERROR: '{path} is not valid: pass the value of a successful validateChargeRequest as the request.',
} as const;

/**
 * Fills a hint template: `{path}` with the wire path, every other `{name}` with its parameter as it
 * is (no locale formatting: a hint is read by a developer, in English). A placeholder without a
 * parameter is left visible, as in messages.
 *
 * @param template - the template, from one of the hint tables.
 * @param path - the dotted wire path (`payment_details.number`; `""` is the request itself).
 * @param params - the message's parameters.
 * @returns the hint.
 * @example
 * _fillHint('{path} must be one of: {values}.', 'currency', { values: 'BRL' })
 * //=> 'currency must be one of: BRL.'
 */
export function _fillHint(template: string, path: string, params: MessageParams = {}): string {
  return _fill(template, { ...params, path: path === '' ? 'The request body' : path });
}

/**
 * The hint of a message key in an area's table: the key's own template, else its code's.
 *
 * @param table - the area's hint table.
 * @param key - the message key (`INVALID_VALUE.cep`).
 * @param path - the wire path of the issue.
 * @param params - the message's parameters.
 * @returns the hint, in English.
 * @example
 * _hintOf(ISSUE_HINTS, 'REQUIRED', 'amount')
 * //=> 'amount is required in this request: send it.'
 */
export function _hintOf<K extends string>(
  table: HintTable<K>,
  key: K,
  path: string,
  params?: MessageParams,
): string {
  const own = (table as Readonly<Record<string, string | undefined>>)[key];
  const template =
    own !== undefined && Object.hasOwn(table, key)
      ? own
      : ((table as Readonly<Record<string, string>>)[key.split('.', 1)[0] as string] ?? '');
  return _fillHint(template, path, params);
}
