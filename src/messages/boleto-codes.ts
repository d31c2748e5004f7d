import { _messages } from './define.js';
import { boletoCodes } from './locales/index.js';

/** The message keys of the boleto codec. */
export type BoletoCodesMessageKey = keyof (typeof BOLETO_CODES_MESSAGES)['en'];

/**
 * Messages of the boleto codec, in every locale. They never echo the number read, and hold no
 * amount or date to format, so a page that reads boletos carries no `Intl` formatting.
 * The text is the `boletoCodes` section of each locale file (`locales/`).
 */
export const BOLETO_CODES_MESSAGES = boletoCodes;

/** Renders a message of the boleto codec in a locale. */
export const formatBoletoCodesMessage = _messages<BoletoCodesMessageKey>(BOLETO_CODES_MESSAGES);
