import { _deepFreeze } from '../shared/freeze.js';

/** The 27 Brazilian federative units (26 states and the Federal District), upper-case. */
export const BRAZILIAN_UFS: readonly string[] = /* @__PURE__ */ _deepFreeze([
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
]);

let ufSet: ReadonlySet<string> | undefined;

/** Whether `value` names a UF, in any letter case (`sp` and `SP` both do). */
export function _isUf(value: string): boolean {
  if (value.length !== 2) return false;
  ufSet ??= new Set(BRAZILIAN_UFS);
  // Upper case, as most requests write it, is looked up as it is.
  return ufSet.has(value) || ufSet.has(value.toUpperCase());
}
