import { _messages } from './define.js';
import { money } from './locales/index.js';

/** The message keys of `parseBRL`: why a text is not an amount of reais. */
export type MoneyMessageKey = keyof (typeof MONEY_MESSAGES)['en'];

/**
 * Messages of `parseBRL`, in every locale. They never echo the text read.
 * The text is the `money` section of each locale file (`locales/`).
 */
export const MONEY_MESSAGES = money;

/** Renders a message of `parseBRL` in a locale. */
export const formatMoneyMessage = _messages<MoneyMessageKey>(MONEY_MESSAGES);
