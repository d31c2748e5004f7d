import { MERCHANT_HINT } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { formatMerchantMessage } from '../messages/merchant.js';
import { _invalidConfiguration, type InvalidConfiguration } from '../result/failure.js';
import {
  CARD_FLOWS,
  type CardFlow,
  type CardMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../rules/values.js';
import { _emptyRecord, _isArray, _isRecord, _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';

/** The payment methods that have no card flow. */
export type NonCardMethod = Exclude<PaymentMethod, CardMethod>;

/** A card method the merchant has enabled, and how its card data is collected. */
export interface MerchantCardMethod {
  readonly type: CardMethod;
  readonly card_flow: CardFlow;
}

/** A PIX or boleto method the merchant has enabled. It has no card flow. */
export interface MerchantNonCardMethod {
  readonly type: NonCardMethod;
}

/** One enabled payment method of a merchant. */
export type MerchantMethod = MerchantCardMethod | MerchantNonCardMethod;

/**
 * The part of a merchant's configuration the card-flow rules read. Other properties are
 * ignored, so a merchant record from a database, or the `data` of a public payment-methods body,
 * can be passed as it is.
 */
export interface Merchant {
  readonly methods: readonly MerchantMethod[];
}

/** The enabled methods read from a merchant: the card flow of each, `null` for PIX and boleto. */
export type _EnabledMethods = { [M in PaymentMethod]?: M extends CardMethod ? CardFlow : null };

/**
 * Reads a merchant configuration that may come from anywhere, without throwing and without running
 * its getters.
 *
 * @returns the enabled methods, or `undefined` when the configuration is not valid: not an object,
 *   `methods` not an array (or with holes, or longer than the number of methods), an unknown type,
 *   a card method without a valid card_flow, a card_flow on PIX or boleto, a type listed twice, an
 *   accessor or a Proxy that refuses to be read.
 */
export function _readMerchant(merchant: unknown): _EnabledMethods | undefined {
  if (!_isRecord(merchant)) return undefined;
  const methods = _ownData(merchant, 'methods');
  if (!_isArray(methods)) return undefined;
  const length = _ownData(methods, 'length');
  // More entries than methods means a duplicate or an unknown type: stop before walking it.
  if (typeof length !== 'number' || length > PAYMENT_METHODS.length) return undefined;
  const enabled = _emptyRecord<_EnabledMethods>();
  // By index through _ownData: the entries are hostile, and a getter must not run.
  for (let index = 0; index < length; index++) {
    const entry = _ownData(methods, String(index));
    if (!_isRecord(entry)) return undefined;
    const type = _ownData(entry, 'type');
    const flow = _ownData(entry, 'card_flow');
    if (!_isPaymentMethod(type) || enabled[type] !== undefined) return undefined;
    if (type === 'credit_card' || type === 'debit_card') {
      if (!isCardFlow(flow)) return undefined;
      enabled[type] = flow;
    } else {
      // Absent or explicitly undefined: a PIX or boleto entry has no card flow.
      if (flow !== undefined) return undefined;
      enabled[type] = null;
    }
  }
  return enabled;
}

/** Tells whether a value is one of {@link PAYMENT_METHODS} (never an inherited key like `toString`). */
export function _isPaymentMethod(value: unknown): value is PaymentMethod {
  for (let index = 0; index < PAYMENT_METHODS.length; index++) {
    if (value === PAYMENT_METHODS[index]) return true;
  }
  return false;
}

function isCardFlow(value: unknown): value is CardFlow {
  for (let index = 0; index < CARD_FLOWS.length; index++) {
    if (value === CARD_FLOWS[index]) return true;
  }
  return false;
}

/**
 * The refusal of a merchant configuration that cannot be read: a 500, the caller's own mistake.
 *
 * @param locale - the locale of the message.
 * @returns a fresh INVALID_CONFIGURATION failure.
 * @example
 * _invalidMerchant('en').status
 * //=> 500
 */
export function _invalidMerchant(locale: Locale): InvalidConfiguration {
  return _invalidConfiguration(
    formatMerchantMessage(locale, 'INVALID_CONFIGURATION.merchant'),
    MERCHANT_HINT,
  );
}

/** The same refusal rendered at load in every locale: the answer when a page broke the built-ins. */
export const _INVALID_MERCHANT = /* @__PURE__ */ _perLocale(_invalidMerchant);

/**
 * Runs an answer of the card-flow rules on a merchant configuration, with the locale of its options:
 * INVALID_CONFIGURATION when the configuration cannot be read, the same refusal rendered at load when
 * the answer throws (only a page that replaced built-ins gets there).
 *
 * @param merchant - the merchant configuration, untrusted.
 * @param options - the caller's options, untrusted; only `locale` is read.
 * @param answer - what to answer with the enabled methods and the locale.
 * @returns the answer, or an INVALID_CONFIGURATION failure; never throws.
 * @example
 * _withMerchant({ methods: [] }, undefined, (enabled) => Object.keys(enabled).length)
 * //=> 0
 */
export function _withMerchant<T>(
  merchant: unknown,
  options: unknown,
  answer: (enabled: _EnabledMethods, locale: Locale) => T,
): T | InvalidConfiguration {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    const enabled = _readMerchant(merchant);
    return enabled === undefined ? _invalidMerchant(locale) : answer(enabled, locale);
  } catch {
    return _INVALID_MERCHANT[locale];
  }
}
