import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { pixCodes } from './locales/index.js';

/** The message keys of the PIX BR Code codec. */
export type PixCodesMessageKey = keyof (typeof PIX_CODES_MESSAGES)['en'];

/**
 * Messages of the PIX BR Code codec, in every locale. They never echo the code read.
 * The text is the `pixCodes` section of each locale file (`locales/`).
 */
export const PIX_CODES_MESSAGES = pixCodes;

/** Renders a message of the PIX BR Code codec in a locale. */
export const formatPixCodesMessage = _messages<PixCodesMessageKey>(PIX_CODES_MESSAGES, _formatValue);
