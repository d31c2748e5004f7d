/** Whether `digits` (no mask) is a CEP: exactly 8 digits. */
export function _isCep(digits: string): boolean {
  return /^\d{8}$/.test(digits);
}
