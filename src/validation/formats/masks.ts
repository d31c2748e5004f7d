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
  // typed without separators is returned as it is. Compared by code unit, through a table of the
  // separators made once per masks: no one-character string per character of the value.
  const separators = separatorTable(masks);
  if (separators === undefined) return unmaskAny(value, masks.separators);
  let bare = '';
  let start = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 128 || separators[code] !== 1) continue;
    bare += value.slice(start, index);
    start = index + 1;
  }
  return start === 0 ? value : bare + value.slice(start);
}

// The separators of each masks as a table by code unit, made once; `undefined` when one is not
// ASCII (no row has one), read then by `unmaskAny`.
const tables = new WeakMap<Masks, Uint8Array | undefined>();
function separatorTable(masks: Masks): Uint8Array | undefined {
  if (tables.has(masks)) return tables.get(masks);
  let table: Uint8Array | undefined = new Uint8Array(128);
  for (let index = 0; index < masks.separators.length; index++) {
    const code = masks.separators.charCodeAt(index);
    if (code >= 128) table = undefined;
    else if (table !== undefined) table[code] = 1;
  }
  tables.set(masks, table);
  return table;
}

function unmaskAny(value: string, separators: string): string {
  let bare = '';
  let start = 0;
  for (let index = 0; index < value.length; index++) {
    if (!separators.includes(value.charAt(index))) continue;
    bare += value.slice(start, index);
    start = index + 1;
  }
  return start === 0 ? value : bare + value.slice(start);
}
