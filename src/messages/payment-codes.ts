import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { paymentCodes } from './locales/index.js';

/** The message keys of the PIX and boleto codecs and of their checks against a charge. */
export type PaymentCodesMessageKey = keyof (typeof PAYMENT_CODES_MESSAGES)['en'];

/**
 * Messages of the PIX and boleto codecs, in every locale. They never echo the code read.
 * The text is the `paymentCodes` section of each locale file (`locales/`).
 */
export const PAYMENT_CODES_MESSAGES = paymentCodes;

/** Renders a message of the PIX and boleto codecs in a locale. */
export const formatPaymentCodesMessage = _messages<PaymentCodesMessageKey>(
  PAYMENT_CODES_MESSAGES,
  _formatValue,
);
