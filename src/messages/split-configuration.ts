import { _messages } from './define.js';
import { splitConfiguration } from './locales/index.js';

/** The message keys of the split engine's configuration failure. */
export type SplitConfigurationMessageKey = keyof (typeof SPLIT_CONFIGURATION_MESSAGES)['en'];

/**
 * The message of the split engine's 500 for an MDR or options it cannot use, in every locale: apart
 * from validation's failures, because validation checks its MDR with its own options and never
 * reaches this failure, so its bundle does not ship these words. It holds the first issue's own
 * text (`{detail}`), no number of its own, so it takes no value formatting.
 * The text is the `splitConfiguration` section of each locale file (`locales/`).
 */
export const SPLIT_CONFIGURATION_MESSAGES = splitConfiguration;

/** Renders the split engine's configuration failure in a locale. */
export const formatSplitConfigurationMessage = _messages<SplitConfigurationMessageKey>(
  SPLIT_CONFIGURATION_MESSAGES,
);
