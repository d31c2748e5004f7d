/**
 * Formats whole centavos for a reader: `12980` → `'R$ 129,80'`. Integer and string arithmetic only:
 * dividing by 100 as a double would be exact here, but a money figure never goes through one
 *, and this also covers amounts above 2^53 / 100.
 *
 * @param centavos - a non-negative safe integer.
 * @param currency - the ISO 4217 code; BRL is written the Brazilian way, others as `129.80 USD`.
 * @returns the amount with its currency.
 * @example
 * formatMoney(123456789)
 * //=> 'R$ 1.234.567,89'
 */
export function formatMoney(centavos: number, currency = 'BRL'): string {
  const digits = String(Math.trunc(Math.abs(centavos))).padStart(3, '0');
  const whole = digits.slice(0, -2);
  const cents = digits.slice(-2);
  const sign = centavos < 0 ? '-' : '';
  if (currency !== 'BRL') return `${sign}${whole}.${cents} ${currency}`;
  return `${sign}R$ ${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}
