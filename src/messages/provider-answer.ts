import { _perLocale } from '../shared/per-locale.js';
import type { BoletoCodesMessageKey } from './boleto-codes.js';
import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { boletoCodes, type Locale, pixCodes, providerAnswer } from './locales/index.js';
import type { PixCodesMessageKey } from './pix-codes.js';

/** The message keys of a provider's answer checked against the charge. */
export type ProviderAnswerMessageKey = keyof (typeof providerAnswer)['en'];

/** Every message key of the codecs and of the checks of a provider's answer. */
export type PaymentCodesMessageKey = PixCodesMessageKey | BoletoCodesMessageKey | ProviderAnswerMessageKey;

/**
 * Messages of the checks of a provider's answer against the charge, in every locale, with those of
 * both codecs, whose findings the checks report under the answer's fields. The text is the
 * `providerAnswer`, `pixCodes` and `boletoCodes` sections of each locale file (`locales/`).
 */
export const PAYMENT_CODES_MESSAGES: Readonly<
  Record<Locale, Readonly<Record<PaymentCodesMessageKey, string>>>
> = /* @__PURE__ */ _perLocale((locale) => ({
  ...pixCodes[locale],
  ...boletoCodes[locale],
  ...providerAnswer[locale],
}));

/** Renders a message of the codecs or of the checks of a provider's answer in a locale. */
export const formatPaymentCodesMessage = _messages<PaymentCodesMessageKey>(
  PAYMENT_CODES_MESSAGES,
  _formatValue,
);
