import type { AuthMessageKey } from './auth.js';
import type { CardFlowMessageKey } from './card-flow.js';
import { _fill } from './define.js';
import type { CommonIssueMessageKey, IssueMessageKey } from './issues.js';
import type { MessageParams } from './params.js';
import type { SplitOptionMessageKey } from './split-configuration.js';

// The integrator's channel: English and stable. A hint is the wire path and the English message of
// the same key (`customer.tax_id: Enter a valid CPF or CNPJ.`): the English catalogue is already the
// table of what each rule asks for, with its limits filled in from the rules table. A template of
// its own is written only where the buyer's words would not tell a developer what to send: a
// message that had to become generic for the buyer, or one that would show a value. `{path}` is the
// issue's wire path; every other placeholder is a message parameter written as it is, never a value
// the request sent, so a hint cannot carry card data or a key.

/** An area's hint templates, by message key: only the keys whose English message is not enough. */
export type HintTable<K extends string> = { readonly [X in K]?: string };

/** The hint of a failure with issues: `{paths}` lists the paths to fix. */
export const ISSUES_HINT = 'Fields to fix: {paths}. Each issue has a hint of its own.';

/**
 * The split engine and every other reader of an argument (`issues.ts`, `split-configuration.ts`):
 * apart from a request's own, so that their bundles do not ship the request's hints.
 */
export const COMMON_ISSUE_HINTS: HintTable<CommonIssueMessageKey | SplitOptionMessageKey> = {
  'INVALID_TYPE.unreadable':
    '{path} could not be read (a getter or Proxy threw, or the value is not plain JSON): send parsed JSON data.',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES.recipient':
    '{path}: the recipient named by options.feeBearer receives {gross} centavos, less than the fee of {fee} it pays.',
};

/**
 * Validation issues: the common hints and a request's own (`issues.ts`). Joined by a call marked
 * pure, not a spread: a bundler keeps an unused object spread (it may run a getter), and with it
 * the request's hints in every bundle of the common ones.
 */
export const ISSUE_HINTS: HintTable<IssueMessageKey | 'UNKNOWN_FIELD.suggestion'> =
  /* @__PURE__ */ Object.assign({}, COMMON_ISSUE_HINTS, {
    'REQUIRED.card_data':
      '{path} is required in the transparent card flow: send number, holder_name, expiration_month, expiration_year and cvv, or a token.',
    'FORBIDDEN_FIELD.hosted':
      '{path} is not accepted with card_flow hosted: the provider collects the card on its page. Send only payment_details.installments and redirect the buyer.',
    UNKNOWN_FIELD: '{path} is not a field of a charge request: remove it.',
    'UNKNOWN_FIELD.suggestion': '{path} is not a field of a charge request: did you mean {suggestion}?',
  });

/** The card-flow decision (`card-flow.ts`): its buyer messages say only that the option is unavailable. */
export const CARD_FLOW_HINTS: Readonly<
  Record<Exclude<CardFlowMessageKey, `METHOD.${string}` | `LABEL.${string}`>, string>
> = {
  PAYMENT_METHOD_NOT_ENABLED:
    '{path}: this merchant has not enabled this payment method; send one of: {values} (GET /v1/public/payment-methods lists them).',
  'PAYMENT_METHOD_NOT_ENABLED.none': '{path}: this merchant has no payment method enabled yet.',
  CARD_FLOW_NOT_SUPPORTED:
    '{path}: this merchant collects {method} on its own checkout (transparent flow). Leave card_flow out and send the card fields (or a token) in payment_details.',
  'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted':
    '{path}: this merchant hosts {method} on its provider page. Send card_flow "hosted" with no card fields (payment_details.installments only), then redirect the buyer to payment_fields.redirect_url.',
};

/** A merchant configuration that cannot be read (`merchant.ts`): its own, for the checkout import. */
export const MERCHANT_HINT =
  'The merchant configuration must be { methods: [{ type }] }, card types with card_flow "hosted" or "transparent", each type once.';

/** Key auth (`auth.ts`): the buyer reads only that the checkout cannot be verified. */
export const AUTH_HINTS: Readonly<Record<AuthMessageKey, string>> = {
  MISSING_CREDENTIALS: 'Send the Authorization header: Basic base64("pk_…:"), the public key and a colon.',
  'MISSING_CREDENTIALS.secret':
    'Send the Authorization header: Basic base64("sk_…:"), the secret key and a colon.',
  MALFORMED_CREDENTIALS:
    'The Authorization header must be "Basic " and canonical base64 of the public key and a colon (an empty password).',
  'MALFORMED_CREDENTIALS.secret':
    'The Authorization header must be "Basic " and canonical base64 of the secret key and a colon (an empty password).',
  NOT_A_PUBLIC_KEY: 'This browser route takes only a public key (pk_…) as the Basic user.',
  SECRET_KEY_NOT_ALLOWED:
    'A secret key (sk_…) reached a browser route: revoke it now, create a new one, and use the public key (pk_…) in browsers.',
  NOT_A_SECRET_KEY: 'This server route takes only a secret key (sk_…) as the Basic user.',
  PUBLIC_KEY_NOT_ALLOWED:
    'A public key cannot create charges: call this route from your server with the secret key (sk_…).',
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
  // Not `{ ...params, path }`: V8 (Node 20) gives an object spread followed by a new key a slow
  // path, ~0.4 µs, more than filling the hint.
  return _fill(template, Object.assign({}, params, { path: path === '' ? 'The request body' : path }));
}

/**
 * The hint of a message key: its template in `table` when it has one, else the path and the key's
 * English message.
 *
 * @param table - the area's hint templates.
 * @param key - the message key (`INVALID_VALUE.cep`).
 * @param path - the wire path of the issue; `""` for a failure that is not about one field.
 * @param params - the message's parameters, in English words where they are words.
 * @param english - renders the key's English message, when it is needed.
 * @returns the hint, in English.
 * @example
 * _hintOf(ISSUE_HINTS, 'REQUIRED', 'amount', {}, () => 'This field is required.')
 * //=> 'amount: This field is required.'
 */
export function _hintOf<K extends string>(
  table: HintTable<K>,
  key: K,
  path: string,
  params: MessageParams | undefined,
  english: () => string,
): string {
  const template = Object.hasOwn(table, key) ? table[key] : undefined;
  if (template !== undefined) return _fillHint(template, path, params);
  return _englishHint(path, english());
}

/**
 * The hint of a key whose English message already tells a developer what to do: the path, then
 * that message.
 *
 * @param path - the wire path of the issue; `""` for a failure that is not about one field.
 * @param english - the key's English message.
 * @returns the hint.
 * @example
 * _englishHint('options.fee', "Use 'keep' or 'refund'.")
 * //=> "options.fee: Use 'keep' or 'refund'."
 */
export function _englishHint(path: string, english: string): string {
  return path === '' ? english : `${path}: ${english}`;
}
