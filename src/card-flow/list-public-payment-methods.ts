import type { Locale } from '../messages/locales/index.js';
import type { InvalidConfiguration } from '../result/failure.js';
import { type CardFlow, type CardMethod, PAYMENT_METHODS } from '../rules/values.js';
import { type _EnabledMethods, _withMerchant, type Merchant, type NonCardMethod } from './merchant.js';

/** Options of {@link listPublicPaymentMethods}. */
export interface ListPublicPaymentMethodsOptions {
  /**
   * Language of the error message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** A card entry of the public list. */
export interface PublicCardMethod {
  readonly type: CardMethod;
  readonly card_flow: CardFlow;
  /** `true` when the checkout must render card fields; `false` in the hosted flow. */
  readonly collects_card_fields: boolean;
}

/** A PIX or boleto entry of the public list: the type only. */
export interface PublicNonCardMethod {
  readonly type: NonCardMethod;
}

/** One entry of the public list. */
export type PublicPaymentMethod = PublicCardMethod | PublicNonCardMethod;

/** The body of GET /v1/public/payment-methods, exactly as it goes on the wire. */
export interface PublicPaymentMethods {
  readonly data: { readonly methods: PublicPaymentMethod[] };
}

/** The methods could be listed: `body` is what GET /v1/public/payment-methods sends. */
export interface PublicPaymentMethodsListed {
  readonly ok: true;
  readonly body: PublicPaymentMethods;
}

/** The result of {@link listPublicPaymentMethods}. */
export type PublicPaymentMethodsResult = PublicPaymentMethodsListed | InvalidConfiguration;

/**
 * Builds the body of GET /v1/public/payment-methods: the methods a merchant has enabled, in the order
 * credit_card, debit_card, pix, boleto, each card method with its flow and whether the checkout
 * collects card fields.
 *
 * @param merchant - the merchant configuration; read, never mutated. Extra properties are
 *   ignored, inherited ones are never read.
 * @param options - {@link ListPublicPaymentMethodsOptions}.
 * @returns `{ ok: true, body }` with the response body `{ data: { methods } }` (a fresh object), or
 *   `{ ok: false, status: 500, code: 'INVALID_CONFIGURATION', message }` when the configuration is
 *   not valid (the server's own data is wrong, not the caller's request). Never throws.
 * @example
 * listPublicPaymentMethods({ methods: [{ type: 'pix' }, { type: 'credit_card', card_flow: 'hosted' }] })
 * //=> { ok: true, body: { data: { methods: [
 * //     { type: 'credit_card', card_flow: 'hosted', collects_card_fields: false },
 * //     { type: 'pix' } ] } } }
 */
export function listPublicPaymentMethods(
  merchant: Merchant,
  options?: ListPublicPaymentMethodsOptions,
): PublicPaymentMethodsResult {
  return _withMerchant(merchant, options, listMethods);
}

function listMethods(enabled: _EnabledMethods): PublicPaymentMethodsListed {
  const methods: PublicPaymentMethod[] = [];
  for (const type of PAYMENT_METHODS) {
    const flow = enabled[type];
    if (flow === undefined) continue;
    methods.push(
      flow === null
        ? { type: type as NonCardMethod }
        : { type: type as CardMethod, card_flow: flow, collects_card_fields: flow === 'transparent' },
    );
  }
  return { ok: true, body: { data: { methods } } };
}
