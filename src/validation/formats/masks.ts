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
  // Runs between separators are copied whole, and a value typed without separators is returned as
  // it is. Compared by code unit, through a table of the separators made once per masks: no
  // one-character string per character of the value.
  const separators = separatorTable(masks);
  let bare = '';
  let start = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= separators.length || separators[code] !== 1) continue;
    bare += value.slice(start, index);
    start = index + 1;
  }
  return start === 0 ? value : bare + value.slice(start);
}

// The separators of each masks as a table by code unit, as long as the largest of them, made once.
const tables = new WeakMap<Masks, Uint8Array>();
function separatorTable(masks: Masks): Uint8Array {
  let table = tables.get(masks);
  if (table === undefined) {
    const codes = [...masks.separators].map((separator) => separator.charCodeAt(0));
    table = new Uint8Array(Math.max(0, ...codes) + 1);
    for (const code of codes) table[code] = 1;
    tables.set(masks, table);
  }
  return table;
}
