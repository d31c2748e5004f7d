import { _readMerchant, type Merchant } from '../card-flow/merchant.js';
import { _readQuoteOptions } from '../installments/read-quote-options.js';
import { type FailureMessageKey, formatFailureMessage } from '../messages/failures.js';
import { MERCHANT_HINT } from '../messages/hints.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { formatMerchantMessage } from '../messages/merchant.js';
import { formatOptionMessage, type OptionMessageKey } from '../messages/options.js';
import { _isBadOverride, _readLabels, _readMessages } from '../messages/overrides.js';
import { _invalidConfiguration, type InvalidConfiguration } from '../result/failure.js';
import { LIMITS } from '../rules/limits.js';
import { _readMaxAmount } from '../shared/max-amount.js';
import { _isArray, _own } from '../shared/own.js';
import { _readMdr } from '../split/read-mdr.js';
import type { SplitMdr } from '../split/types.js';
import { DEFAULT_CURRENCIES, type ValidationScope } from './scope.js';

// The clock is moved three hours back to Brasília: the instant must stay a representable Date.
const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;
const EARLIEST = -8.64e15 + 3 * 60 * 60 * 1000;

/**
 * Reads validation options defensively: options come from code, but a JavaScript caller can still
 * pass anything (a Proxy, a Date at the edge of the range), and validation must not throw. An
 * option that was given but cannot be used is the host's own mistake: the answer is
 * INVALID_CONFIGURATION (a 500), never an issue blamed on the buyer's request. Only the locale
 * falls back (to English), since it often comes from a header. Every field of the scope is an own
 * property, so nothing on Object.prototype can stand in for an option that was not given.
 *
 * @param options - the options of `validateChargeRequest`, any value.
 * @param lang - valibot's `lang`, which wins over `options.locale` when given.
 */
export function _readScope(options: unknown, lang?: unknown): ValidationScope | InvalidConfiguration {
  const locale = _readLocale(lang === undefined ? _own(options, 'locale') : lang);
  const now = readNow(_own(options, 'now'));
  if (now === undefined) return refusal(locale, 'INVALID_CONFIGURATION.now');
  const currencies = readCurrencies(_own(options, 'currencies'));
  if (currencies === undefined) return refusal(locale, 'INVALID_CONFIGURATION.currencies');
  const maxAmount = _readMaxAmount(options);
  if (maxAmount === undefined) return refusal(locale, 'INVALID_CONFIGURATION.max_amount', MAX_AMOUNT);
  const mdr = _own(options, 'mdr') as SplitMdr | undefined;
  if (mdr !== undefined && _readMdr(mdr) === undefined) return refusal(locale, 'INVALID_CONFIGURATION.mdr');
  const merchant = _own(options, 'merchant') as Merchant | undefined;
  if (merchant !== undefined && _readMerchant(merchant) === undefined) {
    return _invalidConfiguration(
      formatMerchantMessage(locale, 'INVALID_CONFIGURATION.merchant'),
      MERCHANT_HINT,
    );
  }
  const installmentPolicy = _own(options, 'installmentPolicy');
  // Checked against the largest amount: what is left to the request's own amount (an interest-free
  // floor above it, say) is decided per charge, at payment_details.installments.
  if (
    installmentPolicy !== undefined &&
    _readQuoteOptions(installmentPolicy, MAX_AMOUNT, locale, [], undefined) === undefined
  ) {
    return refusal(locale, 'INVALID_CONFIGURATION.installment_policy');
  }
  const labels = _readLabels(_own(options, 'labels'));
  if (_isBadOverride(labels)) return optionRefusal(locale, 'INVALID_CONFIGURATION.labels', labels.bad);
  const messages = _readMessages(_own(options, 'messages'));
  if (_isBadOverride(messages)) return optionRefusal(locale, 'INVALID_CONFIGURATION.messages', messages.bad);
  return {
    mdr,
    merchant,
    installmentPolicy,
    now,
    currencies,
    maxAmount,
    locale,
    labels,
    messages,
  };
}

// The refusals of an option, in the caller's locale and in English for the hint: functions of the
// module, not closures made on every call (a valid call makes none).
function refusal(
  locale: Locale,
  key: FailureMessageKey,
  max: number = LIMITS.currencies,
): InvalidConfiguration {
  const params = { max };
  return _invalidConfiguration(
    formatFailureMessage(locale, key, params),
    formatFailureMessage('en', key, params),
  );
}

function optionRefusal(locale: Locale, key: OptionMessageKey, bad: string): InvalidConfiguration {
  return _invalidConfiguration(
    formatOptionMessage(locale, key, { key: bad }),
    formatOptionMessage('en', key, { key: bad }),
  );
}

/** Tells a usable scope from a configuration failure. */
export function _isScope(scope: ValidationScope | InvalidConfiguration): scope is ValidationScope {
  return !Object.hasOwn(scope, 'ok');
}

function readNow(now: unknown): Date | undefined {
  if (now === undefined) return new Date();
  let time = Number.NaN;
  try {
    // The Date method itself, not `now.getTime`: a brand check that runs no code of the caller's.
    time = Date.prototype.getTime.call(now);
  } catch {
    // Not a Date (a Proxy of one, say).
  }
  return Number.isNaN(time) || time < EARLIEST ? undefined : new Date(time);
}

// Length checked first, then read by index: spreading a sparse array of length 2^32 - 1 would
// allocate until the process dies, which no try/catch can answer.
function readCurrencies(currencies: unknown): readonly string[] | undefined {
  if (currencies === undefined) return DEFAULT_CURRENCIES;
  try {
    if (!_isArray(currencies) || currencies.length > LIMITS.currencies) return undefined;
    const codes: string[] = [];
    for (let index = 0; index < currencies.length; index++) {
      const code = _own(currencies, index);
      if (typeof code !== 'string') return undefined;
      codes.push(code);
    }
    return codes;
  } catch {
    return undefined;
  }
}
