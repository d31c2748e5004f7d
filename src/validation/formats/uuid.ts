const HEX = 1;
const HYPHEN = 2;
// A character class per ASCII code: one table load per character instead of a chain of ranges.
const CLASS = new Uint8Array(128);
for (const digit of '0123456789abcdefABCDEF') CLASS[digit.charCodeAt(0)] = HEX;
CLASS[45] = HYPHEN;

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
  if (value.length !== 36) return false;
  // A marketplace splits among the same recipients charge after charge: a set lookup (hashing in
  // native code) is several times cheaper than the 36-character scan, which was a quarter of a
  // 10-rule split. Only ids that passed the scan enter; the set is emptied when full.
  if (KNOWN.has(value)) return true;
  for (let i = 0; i < 36; i++) {
    const code = value.charCodeAt(i);
    const expected = i === 8 || i === 13 || i === 18 || i === 23 ? HYPHEN : HEX;
    if (code > 127 || CLASS[code] !== expected) return false;
  }
  if (KNOWN.size >= KNOWN_LIMIT) KNOWN.clear();
  KNOWN.add(value);
  return true;
}

const KNOWN_LIMIT = 4096;
const KNOWN = new Set<string>();
