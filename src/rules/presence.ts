import { COUNTRY_MASKS } from './presence.generated.js';

const MASKS = /* @__PURE__ */ COUNTRY_MASKS.split(' ');

/**
 * Whether `code` is an ISO 3166-1 alpha-2 code, exactly as written (upper case), read from the bit
 * masks of the presence table: the checkout does not ship the list of 249 codes.
 *
 * @param code - any string.
 * @returns whether it is a country code.
 * @example
 * _isCountry('BR')
 * //=> true
 */
export function _isCountry(code: string): boolean {
  // Letters A–Z only: 0 to 25 from 'A'; anything else (NaN included) fails the bounds.
  const first = code.charCodeAt(0) - 65;
  const second = code.charCodeAt(1) - 65;
  if (code.length !== 2 || !(first >= 0 && first < 26 && second >= 0 && second < 26)) return false;
  return ((Number.parseInt(MASKS[first] as string, 36) >> second) & 1) === 1;
}
