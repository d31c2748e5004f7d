import { _messages } from './define.js';
import { installmentPolicy } from './locales/index.js';

/** The message keys of the installment policy check of `validateChargeRequest`. */
export type InstallmentPolicyMessageKey = keyof (typeof INSTALLMENT_POLICY_MESSAGES)['en'];

/**
 * Messages of the installment policy check, in every locale: a catalogue of their own, so
 * validation does not ship the quote's option messages.
 * The text is the `installmentPolicy` section of each locale file (`locales/`).
 */
export const INSTALLMENT_POLICY_MESSAGES = installmentPolicy;

/** Renders a message of the installment policy check in a locale. */
export const formatInstallmentPolicyMessage =
  _messages<InstallmentPolicyMessageKey>(INSTALLMENT_POLICY_MESSAGES);
