/** Removes the one dash a CEP may be written with (`01310-100`). */
export function _stripCepMask(value: string): string {
  return value.length === 9 && value[5] === '-' ? value.slice(0, 5) + value.slice(6) : value;
}

/** Whether `value` is a CEP: exactly 8 digits, with or without the dash after the fifth. */
export function _isCep(value: string): boolean {
  return /^\d{8}$/.test(_stripCepMask(value));
}
