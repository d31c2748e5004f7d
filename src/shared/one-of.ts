/**
 * Whether `value` is one of the entries of a closed list, narrowing it to the list's type. The one
 * membership test for the library's lists (methods, rounding modes, codes, countries).
 *
 * @param list - the allowed values.
 * @param value - any value.
 * @returns `true` when `value` is an entry of `list`.
 * @example
 * _isOneOf(['half-even', 'half-up'], 'half-up')
 * //=> true
 */
export function _isOneOf<const T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
