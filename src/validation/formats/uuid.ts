// 1 for a hexadecimal digit, per ASCII code; everything else (a hyphen included) is 0.
const HEX = new Uint8Array(128);
for (const digit of '0123456789abcdefABCDEF') HEX[digit.charCodeAt(0)] = 1;

/**
 * Whether a string has the shape of a UUID: 36 characters, hexadecimal digits in groups of
 * 8-4-4-4-12 separated by hyphens, any letter case and any version. The shape only: it is the
 * loosest reading of "uuid", so it never rejects an id the request validation accepts.
 *
 * @param value - a string.
 * @returns true when it has the UUID shape.
 * @example
 * _isUuidShape('3f2504e0-4f89-41d3-9a0c-0305e82c3301')
 * //=> true
 */
export function _isUuidShape(value: string): boolean {
  if (
    value.length !== 36 ||
    value.charCodeAt(8) !== 45 ||
    value.charCodeAt(13) !== 45 ||
    value.charCodeAt(18) !== 45 ||
    value.charCodeAt(23) !== 45
  ) {
    return false;
  }
  // Ids arrive fresh from a JSON parser on every charge, so no cache: one table load per character,
  // over the four runs between the hyphens.
  return (
    hexRun(value, 0, 8) &&
    hexRun(value, 9, 13) &&
    hexRun(value, 14, 18) &&
    hexRun(value, 19, 23) &&
    hexRun(value, 24, 36)
  );
}

function hexRun(value: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i);
    if (code > 127 || HEX[code] !== 1) return false;
  }
  return true;
}
