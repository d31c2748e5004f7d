import { _messages } from './define.js';
import { options } from './locales/index.js';

/** The message keys of the `labels` and `messages` options of `validateChargeRequest`. */
export type OptionMessageKey = keyof (typeof OPTION_MESSAGES)['en'];

/**
 * Messages of a `labels` or `messages` option that cannot be used, in every locale: a catalogue of
 * their own, so the exports that never take those options do not ship them.
 * The text is the `options` section of each locale file (`locales/`).
 */
export const OPTION_MESSAGES = options;

/** Renders a message of the `labels` and `messages` options in a locale. */
export const formatOptionMessage = _messages<OptionMessageKey>(OPTION_MESSAGES);
