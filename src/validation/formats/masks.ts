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
  // Separators are ASCII, so code units suffice; runs between them are copied whole, and a value
  // typed without separators is returned as it is.
  // Compared by code unit: no one-character string per character of the value.
  const { separators } = masks;
  let bare = '';
  let start = 0;
  for (let index = 0; index < value.length; index++) {
    if (!isSeparator(separators, value.charCodeAt(index))) continue;
    bare += value.slice(start, index);
    start = index + 1;
  }
  return start === 0 ? value : bare + value.slice(start);
}

function isSeparator(separators: string, code: number): boolean {
  for (let index = 0; index < separators.length; index++)
    if (separators.charCodeAt(index) === code) return true;
  return false;
}
