import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { installments } from './locales/index.js';

/** The message keys of the installment quote's options. */
export type InstallmentsMessageKey = keyof (typeof INSTALLMENTS_MESSAGES)['en'];

/**
 * Messages of the installment quote's options, in every locale.
 * The text is the `installments` section of each locale file (`locales/`).
 */
export const INSTALLMENTS_MESSAGES = installments;

/** Renders a message of the installment quote in a locale. */
export const formatInstallmentsMessage = _messages<InstallmentsMessageKey>(
  INSTALLMENTS_MESSAGES,
  _formatValue,
);
