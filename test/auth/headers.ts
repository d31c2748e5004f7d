// Headers both routes must read alike: the helpers that build them, and the cases of a missing or a
// malformed header, for a key of either kind (`pk_` or `sk_`).
export const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');
export const basic = (credentials: string) => `Basic ${encode(credentials)}`;
export const fromBytes = (...bytes: number[]) => `Basic ${Buffer.from(bytes).toString('base64')}`;

/** Headers that carry no credentials at all: 401 MISSING_CREDENTIALS on both routes. */
export const MISSING_HEADERS: readonly (readonly [name: string, header: unknown])[] = [
  ['undefined', undefined],
  ['null', null],
  ['an empty header', ''],
  ['spaces and tabs only', ' \t  '],
];

/**
 * Headers that are not Basic base64("<key>:") for a valid `key`: 401 MALFORMED_CREDENTIALS on both
 * routes, whatever the key's kind. Some are built from the key, some from its prefix alone.
 */
export function malformedHeaders(key: string): readonly (readonly [name: string, header: unknown])[] {
  const prefix = key.slice(0, 3);
  const prefixBytes = [...Buffer.from(prefix, 'utf8')];
  return [
    ['a number', 42],
    ['an array of repeated headers', [basic(`${key}:`)]],
    ['an object', { authorization: basic(`${key}:`) }],
    ['garbage', 'garbage'],
    ['the scheme alone', 'Basic'],
    ['another scheme', `Bearer ${encode(`${key}:`)}`],
    ['a scheme that only looks like Basic', `Basics ${encode(`${key}:`)}`],
    ['a Unicode look-alike of the scheme', `Baſic ${encode(`${key}:`)}`],
    ['no scheme', encode(`${key}:`)],
    ['the key not encoded', `Basic ${key}:`],
    ['an extra part', `Basic ${encode(`${key}:`)} extra`],
    ['missing padding', 'Basic cGtfYWJjOg'],
    ['too much padding', `Basic ${encode(`${prefix}abc:`)}=`],
    ['padding in the middle', `Basic cGtf=YWJj`],
    ['three padding characters', 'Basic cG==='],
    // cGtfYWJjOg== and cGtfYWJjZDo= are pk_abc: and pk_abcd:; these differ in the pad bits only.
    ['non-zero pad bits after ==', 'Basic cGtfYWJjOh=='],
    ['non-zero pad bits after =', 'Basic cGtfYWJjZDp='],
    ['a length that is not a multiple of 4', 'Basic cGtfYWJjOg'],
    ['the URL-safe alphabet', `Basic ${encode(`${prefix}>>>?:`).replace(/\+/g, '-').replace(/\//g, '_')}`],
    ['whitespace inside the base64', `Basic cGtf YWJjOg==`],
    ['a newline', `Basic\n${encode(`${key}:`)}`],
    ['a carriage return at the end', `${basic(`${key}:`)}\r`],
    ['a NUL character', `Basic ${encode(`${key}:`)}\u0000`],
    ['a non-breaking space as separator', `Basic\u00a0${encode(`${key}:`)}`],
    ['no colon', basic(key)],
    ['a non-empty password', basic(`${key}:secret`)],
    ['a space as password', basic(`${key}: `)],
    ['two colons', basic(`${key}::`)],
    ['bytes that are not UTF-8', fromBytes(...prefixBytes, 0xff, 0x3a)],
    ['an overlong UTF-8 encoding', fromBytes(...prefixBytes, 0xc0, 0xaf, 0x3a)],
    ['a UTF-8 encoded surrogate', fromBytes(...prefixBytes, 0xed, 0xa0, 0x80, 0x3a)],
    ['a truncated UTF-8 character', fromBytes(...prefixBytes, 0x61, 0xe2, 0x82, 0x3a)],
    ['a control character in the key', basic(`${prefix}ab\u0001c:`)],
    ['a DEL character', basic(`${prefix}abc\u007f:`)],
    ['a C1 control character', basic(`${prefix}abc\u0085:`)],
    ['a tab in the credentials', basic(`${prefix}abc\t:`)],
  ];
}
