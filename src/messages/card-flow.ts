import { _messages } from './define.js';
import { cardFlow } from './locales/index.js';

/** The message keys of the card-flow decision and the public payment methods. */
export type CardFlowMessageKey = keyof (typeof CARD_FLOW_MESSAGES)['en'];

/**
 * Messages of the card-flow decision and the public payment methods, in every locale.
 * The text is the `cardFlow` section of each locale file (`locales/`).
 */
export const CARD_FLOW_MESSAGES = cardFlow;

/** Renders a message of the card-flow decision and the public payment methods in a locale. */
export const formatCardFlowMessage = _messages<CardFlowMessageKey>(CARD_FLOW_MESSAGES);
