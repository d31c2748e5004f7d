import { splitLabelContexts, splitLabels } from './locales/index.js';

/**
 * The labels of the request fields the split engine can name (the charge amount and a split
 * rule's fields), in every locale: a part of `FIELD_LABELS`, kept apart so the engine's issues name
 * a field as request validation does without carrying the labels of the whole request. The text is
 * the `splitLabels` section of each locale file (`locales/`).
 */
export const SPLIT_FIELD_LABELS = splitLabels;

/** The container of a split rule's fields, in every locale: `Share (recipient 2)`. */
export const SPLIT_LABEL_CONTEXTS = splitLabelContexts;
