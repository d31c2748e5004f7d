import type { Masks } from '../../rules/fields.js';

/**
 * Removes every separator of `masks` from `value`, wherever it stands: the bare value the format's
 * predicate reads and the normalized output keeps. One pass, linear in the length.
 *
 * @param value - the value as typed (already trimmed when its row trims).
 * @param masks - the row's masks, or none.
 * @returns the value without its separators.
 * @example
 * _unmask('92.500-000', { separators: '.- ', forms: [] })
 * //=> '92500000'
 */
export function _unmask(value: string, masks: Masks | undefined): string {
  if (masks === undefined) return value;
  let bare = '';
  for (const char of value) if (!masks.separators.includes(char)) bare += char;
  return bare;
}
