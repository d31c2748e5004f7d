import { _isDigits } from './digits.js';

/** Whether `digits` (no mask) is a CEP: exactly 8 digits. */
export function _isCep(digits: string): boolean {
  return _isDigits(digits, 8, 8);
}
