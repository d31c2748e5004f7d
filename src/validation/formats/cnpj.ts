// CNPJ, numeric or alphanumeric (IN RFB 2.229/2024, issued since July 2026): 12 characters 0-9A-Z,
// each worth its ASCII code minus 48, then 2 numeric mod-11 check digits with the classic weights.
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Whether `value` (14 characters, upper-case, no mask) is a valid CNPJ. */
export function _isCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || value === '00000000000000') return false;
  return (
    cnpjCheckDigit(value, FIRST_WEIGHTS) === value.charCodeAt(12) - 48 &&
    cnpjCheckDigit(value, SECOND_WEIGHTS) === value.charCodeAt(13) - 48
  );
}

function cnpjCheckDigit(value: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += (value.charCodeAt(index) - 48) * weight;
  });
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}
