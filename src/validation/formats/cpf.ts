import { _isDigits } from './digits.js';

// CPF: 9 digits and 2 mod-11 check digits (Receita Federal). The ten repeated-digit numbers pass the
// arithmetic but are not issued, so they are rejected too.

/** Whether `digits` (exactly 11 ASCII digits, no mask) is a valid CPF. */
export function _isCpf(digits: string): boolean {
  if (!_isDigits(digits, 11, 11) || repeated(digits)) return false;
  return (
    cpfCheckDigit(digits, 9) === digits.charCodeAt(9) - 48 &&
    cpfCheckDigit(digits, 10) === digits.charCodeAt(10) - 48
  );
}

// One digit eleven times (`111.111.111-11`).
function repeated(digits: string): boolean {
  const first = digits.charCodeAt(0);
  for (let index = 1; index < digits.length; index++) if (digits.charCodeAt(index) !== first) return false;
  return true;
}

function cpfCheckDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index++) sum += (digits.charCodeAt(index) - 48) * (length + 1 - index);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}
