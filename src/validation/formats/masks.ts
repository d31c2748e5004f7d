import type { FieldRule, Masks } from '../../rules/fields.js';

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

/**
 * {@link _unmask} for the value of one row, remembered in `held` (a run's list of rows, values and
 * bare values, flat): the format check, the checks' path reader and the normalizer of one field
 * strip its masks once per run. A row and value not held yet are unmasked and added.
 *
 * @param held - the run's list, empty at its start.
 * @param rule - the value's row.
 * @param value - the value as typed (already trimmed when its row trims).
 * @returns the value without its row's separators.
 * @example
 * _unmaskOnce([], { path: 'billing_address.zip_code', type: 'string', masks: { separators: '-', forms: [] } }, '01310-100')
 * //=> '01310100'
 */
export function _unmaskOnce(held: unknown[], rule: FieldRule, value: string): string {
  // A value typed twice in one request is one string only when it is the same field's: the row
  // tells fields apart, and a row's bare value depends on nothing else.
  for (let index = 0; index < held.length; index += 3) {
    if (held[index] === rule && held[index + 1] === value) return held[index + 2] as string;
  }
  const bare = _unmask(value, rule.masks);
  held.push(rule, value, bare);
  return bare;
}
