import { _messages } from './define.js';
import { splitConfiguration } from './locales/index.js';

/** The message keys of the split engine's configuration failure and of its issues. */
export type SplitConfigurationMessageKey = keyof (typeof SPLIT_CONFIGURATION_MESSAGES)['en'];

/** The message keys of the split engine's issues at its MDR and fee bearer (`mdr`, `options.feeBearer`). */
export type SplitOptionMessageKey = Exclude<SplitConfigurationMessageKey, 'INVALID_CONFIGURATION.split'>;

/**
 * The messages of the split engine's 500 for an MDR or options it cannot use, and of its issues at
 * the MDR and the fee bearer, in every locale: apart from validation's failures and the common issue
 * words, because validation checks its MDR with its own options, takes no fee bearer and never
 * reaches this failure, so its bundle does not ship these words. The failure holds the first
 * issue's own text (`{detail}`) and no message holds a number, so they take no value formatting.
 * The text is the `splitConfiguration` section of each locale file (`locales/`).
 */
export const SPLIT_CONFIGURATION_MESSAGES = splitConfiguration;

/** Renders the split engine's configuration failure, or an issue at its MDR or fee bearer, in a locale. */
export const formatSplitConfigurationMessage = _messages<SplitConfigurationMessageKey>(
  SPLIT_CONFIGURATION_MESSAGES,
);
