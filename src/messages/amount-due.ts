import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { amountDue } from './locales/index.js';

/** The message keys of `computeAmountDue`'s own answers. */
export type AmountDueMessageKey = keyof (typeof AMOUNT_DUE_MESSAGES)['en'];

/**
 * Messages only `computeAmountDue` answers (a charge past its last payable day), in every locale:
 * apart from the `due` area, whose rules between the terms validation shares, so that
 * `validateChargeRequest`'s bundle does not carry them.
 * The text is the `amountDue` section of each locale file (`locales/`).
 */
export const AMOUNT_DUE_MESSAGES = amountDue;

/** Renders a message of `computeAmountDue`'s answers in a locale. */
export const formatAmountDueMessage = _messages<AmountDueMessageKey>(AMOUNT_DUE_MESSAGES, _formatValue);
