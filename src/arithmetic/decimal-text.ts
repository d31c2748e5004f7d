/**
 * Writes `units / 10^scale` in plain decimal (never an exponent), without trailing zeros: the text
 * of an exact rate, share or fee.
 *
 * @param units - a whole number, of any sign.
 * @param scale - the number of decimal places `units` counts in, 0 or more.
 * @returns the decimal text, `'0'` for zero; e.g. `'1249.875'`, `'-3'`, `'0.0000001'`.
 * @example
 * _decimalText(199000000n, 10)
 * //=> '0.0199'
 */
export function _decimalText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const text = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  // A loop from the end, not /0+$/: the regex retries from every zero (quadratic on 0.000…0001).
  let end = text.length;
  while (end > text.length - scale && text.charCodeAt(end - 1) === 48) end--;
  const fraction = text.slice(text.length - scale, end);
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
