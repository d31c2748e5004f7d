import type { Issue } from '../issues/issue.js';
import { type CardFlowMessageKey, formatCardFlowMessage } from '../messages/card-flow.js';
import { _fillHint, CARD_FLOW_HINTS } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import type { Failure, InvalidConfiguration } from '../result/failure.js';
import { type CardFlow, PAYMENT_METHODS, type PaymentMethod } from '../rules/values.js';
import { _ownData } from '../shared/own.js';
import { type _EnabledMethods, _isPaymentMethod, _withMerchant, type Merchant } from './merchant.js';

/** Options of {@link decideCardFlow}. */
export interface DecideCardFlowOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** What {@link decideCardFlow} reads of a charge request. */
export interface CardFlowRequest {
  readonly payment_method: PaymentMethod;
  /** `'hosted'` asks for the provider's checkout; absent (or `'transparent'`) is the merchant's own. */
  readonly card_flow?: CardFlow;
}

/** The request can be served: how card data is collected, and whether the checkout renders card fields. */
export interface CardFlowDecision {
  readonly ok: true;
  /** The card flow; `null` for PIX and boleto, which have none. */
  readonly flow: CardFlow | null;
  /** `true` only in the transparent flow: the checkout must render card fields. */
  readonly collects_card_fields: boolean;
}

/**
 * The request cannot be served by this merchant: a 422, with one issue at the field to fix
 * (`payment_method` or `card_flow`).
 */
export interface CardFlowRejection extends Failure<'PAYMENT_METHOD_NOT_ENABLED' | 'CARD_FLOW_NOT_SUPPORTED'> {
  readonly status: 422;
  readonly issues: readonly Issue[];
}

/** The result of {@link decideCardFlow}. */
export type CardFlowResult = CardFlowDecision | CardFlowRejection | InvalidConfiguration;

/**
 * Decides how a charge's card data is collected for a merchant, or why the merchant cannot serve the
 * request: PAYMENT_METHOD_NOT_ENABLED when the method is not enabled, CARD_FLOW_NOT_SUPPORTED when
 * `card_flow: 'hosted'` is asked of a transparent method, or card data (no card_flow) is sent to a
 * method the provider hosts.
 *
 * Only `card_flow === 'hosted'` reads as a hosted request; any other value is the default flow, since
 * checking the value itself is validation's job. A card_flow on PIX or boleto is not this function's
 * concern either (validation reports FORBIDDEN_FIELD): the answer is `flow: null`.
 *
 * @param request - the payment method and card flow of the charge; other properties are ignored.
 * @param merchant - the merchant configuration, or the `data` of a public payment-methods body.
 * @param options - {@link DecideCardFlowOptions}.
 * @returns `{ ok: true, flow, collects_card_fields }`, `{ ok: false, status: 422, code, message, hint,
 *   issues }` with the issue at `payment_method` or `card_flow` (the message for the buyer, who can
 *   only choose another option; the hint for the integrator, saying what to send), or
 *   `{ ok: false, status: 500, code: 'INVALID_CONFIGURATION', message, hint }` for a malformed
 *   merchant. Never throws.
 * @example
 * decideCardFlow({ payment_method: 'credit_card', card_flow: 'hosted' },
 *   { methods: [{ type: 'credit_card', card_flow: 'hosted' }] })
 * //=> { ok: true, flow: 'hosted', collects_card_fields: false }
 */
export function decideCardFlow(
  request: CardFlowRequest,
  merchant: Merchant,
  options?: DecideCardFlowOptions,
): CardFlowResult {
  return _withMerchant(merchant, options, (enabled, locale) => decide(request, enabled, locale));
}

function decide(request: CardFlowRequest, enabled: _EnabledMethods, locale: Locale): CardFlowResult {
  const method = _ownData(request, 'payment_method');
  // A value that is not a known method is never echoed: it could hold anything, card data included.
  const known = _isPaymentMethod(method);
  const flow = known ? enabled[method] : undefined;
  if (flow === undefined) {
    // The enabled methods in their stable order: their codes for a program, their names for the buyer.
    const types = PAYMENT_METHODS.filter((type) => enabled[type] !== undefined);
    const key = types.length === 0 ? 'PAYMENT_METHOD_NOT_ENABLED.none' : 'PAYMENT_METHOD_NOT_ENABLED';
    return reject(locale, key, 'payment_method', {
      method: known ? method : 'payment_method',
      method_name: methodName(locale, known ? method : 'unknown'),
      values: types.join(', '),
      names: types.map((type) => methodName(locale, type)).join(', '),
    });
  }
  if (flow === null) return { ok: true, flow: null, collects_card_fields: false };
  const hostedAsked = _ownData(request, 'card_flow') === 'hosted';
  if (hostedAsked && flow === 'transparent') {
    return reject(locale, 'CARD_FLOW_NOT_SUPPORTED', 'card_flow', {
      method: method as PaymentMethod,
      method_name: methodName(locale, method as PaymentMethod),
    });
  }
  if (!hostedAsked && flow === 'hosted') {
    return reject(locale, 'CARD_FLOW_NOT_SUPPORTED.card_data_to_hosted', 'card_flow', {
      method: method as PaymentMethod,
      method_name: methodName(locale, method as PaymentMethod),
    });
  }
  return { ok: true, flow, collects_card_fields: flow === 'transparent' };
}

// What a buyer calls a method (`cartão de crédito`), where a program reads its code (`credit_card`).
function methodName(locale: Locale, type: PaymentMethod | 'unknown'): string {
  return formatCardFlowMessage(locale, `METHOD.${type}`);
}

function reject(
  locale: Locale,
  key: Exclude<CardFlowMessageKey, `METHOD.${string}` | `LABEL.${string}`>,
  path: 'payment_method' | 'card_flow',
  params: Readonly<Record<string, string>>,
): CardFlowRejection {
  // A key is its code, or its code and a variant after a dot.
  const code = key.split('.')[0] as CardFlowRejection['code'];
  const message = formatCardFlowMessage(locale, key, params);
  // The buyer reads the message and the label; the integrator reads the hint, which names the wire.
  const hint = _fillHint(CARD_FLOW_HINTS[key], path, params);
  const label = formatCardFlowMessage(locale, `LABEL.${path}`);
  // Both paths are plain names: the pointer is a slash and the name, nothing to escape.
  const issue: Issue = { code, path, pointer: `/${path}`, message, hint, params: { ...params, label } };
  return { ok: false, status: 422, code, message, hint, issues: [issue] };
}
