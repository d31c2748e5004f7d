// Which characters a BR Code may hold, and how their bytes count. The code is text of printable
// characters: a control character (Unicode's Cc: U+0000–U+001F, U+007F–U+009F) is refused, and a
// lone surrogate has no UTF-8 form (RFC 3629, §3: "The definition of UTF-8 prohibits encoding
// character numbers between U+D800 and U+DFFF"). Field lengths and the checksum count the bytes of
// the code's UTF-8 form (EMV QRCPS-MPM v1.1, data object format and CRC; Manual do BR Code v2.0.1,
// Tabela 1): each code below is written with TextEncoder's byte count and the bit-by-bit checksum of
// crc-oracle.ts, never with the library's.
import { describe, expect, it } from 'vitest';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { ACCOUNT, f, KEY, refusalOf, refused, withFields } from './codes.js';

const named = (name: string, city = 'BRASILIA') =>
  withFields(`${ACCOUNT}5204000053039865802BR${f('59', name)}${f('60', city)}62070503***`);
const read = (name: string, city = 'BRASILIA') => ({
  ok: true,
  pix: { kind: 'static', key: KEY, merchant_name: name, merchant_city: city, single_use: false },
});

describe('characters of 1 to 4 UTF-8 bytes are counted and checksummed byte by byte', () => {
  it.each([
    ['a 2-byte character (U+00E1 á)', 'Fulano de Tál'],
    ['a 3-byte character (U+20AC €)', 'Loja €'],
    ['the highest 3-byte character below the surrogates (U+D7FB)', 'Loja \ud7fb'],
    ['a 3-byte character above the surrogates (U+FFFD itself, written)', 'Loja \ufffd'],
    ['the highest 3-byte character (U+FFFF), followed by a letter', 'Loja \uffffA'],
    ['a 4-byte character (U+1F600, a surrogate pair)', 'Loja 😀'],
    ['the lowest 4-byte character (U+10000)', 'Loja \u{10000}'],
    ['the highest code point (U+10FFFF)', 'Loja \u{10ffff}'],
    ['a 2-byte character at its lowest (U+0080 is a control: U+00A0, no-break space)', 'Loja\u00a0A'],
    ['the highest 2-byte character (U+07FF)', 'Loja \u07ff'],
    ['the lowest 3-byte character (U+0800)', 'Loja \u0800'],
  ])('reads a name holding %s', (_, name) => {
    expect(parsePixCode(named(name))).toEqual(read(name));
  });

  it('reads a city of exactly 15 bytes written with 4-byte characters, and refuses one of 16', () => {
    // 😀 is 4 bytes: three of them and three letters are 15 bytes in 9 UTF-16 units.
    expect(parsePixCode(named('Fulano', '😀😀😀ABC'))).toEqual(read('Fulano', '😀😀😀ABC'));
    expect(refusalOf(parsePixCode(named('Fulano', '😀😀😀ABCD')))).toEqual(
      refused(['TOO_LONG', '/60', 'PIX.text', { max: 15 }]),
    );
  });

  it('counts U+FFFF as 3 bytes and the letter after it as one: refuses a name of 26 bytes', () => {
    expect(refusalOf(parsePixCode(named(`\uffff${'A'.repeat(23)}`)))).toEqual(
      refused(['TOO_LONG', '/59', 'PIX.text', { max: 25 }]),
    );
  });

  it('refuses a length that runs 3 bytes past the end of a code that is not all ASCII, at its field', () => {
    expect(refusalOf(parsePixCode('0002015902é6005ab'))).toEqual(
      refused(['INVALID_VALUE', '/60', 'PIX.structure']),
    );
  });

  it('reads a name of exactly 25 bytes in 2-byte characters, and refuses one of 26', () => {
    const name = `${'á'.repeat(12)}A`;
    expect(parsePixCode(named(name))).toEqual(read(name));
    expect(refusalOf(parsePixCode(named(`${name}A`)))).toEqual(
      refused(['TOO_LONG', '/59', 'PIX.text', { max: 25 }]),
    );
  });
});

describe('a control character or a lone surrogate anywhere refuses the whole code, at its root', () => {
  it.each([
    ['U+0000', '\u0000'],
    ['U+001F, the last C0 control', '\u001f'],
    ['U+007F (DEL)', '\u007f'],
    ['U+0080, the first C1 control', '\u0080'],
    ['U+009F, the last C1 control', '\u009f'],
    ['a lone high surrogate', '\ud83d'],
    ['a lone low surrogate', '\ude00'],
    ['a low surrogate before a high one', '\ude00\ud83d'],
    ['the last low surrogate alone (U+DFFF)', '\udfff'],
    ['two low surrogates', '\ude00\ude00'],
    ['a high surrogate before U+E000, which is no low one', '\ud83d\ue000'],
  ])('refuses a name holding %s', (_, character) => {
    expect(refusalOf(parsePixCode(named(`Fulano${character}Tal`)))).toEqual(
      refused(['INVALID_VALUE', '', 'PIX.characters']),
    );
  });

  it('refuses a control character in the checksum itself, the last four units', () => {
    const code = named('Fulano');
    expect(refusalOf(parsePixCode(`${code.slice(0, -1)}\u0085`))).toEqual(
      refused(['INVALID_VALUE', '', 'PIX.characters']),
    );
  });

  it('reads the printable neighbours of the controls: space (U+0020), tilde (U+007E) and U+00A0', () => {
    expect(parsePixCode(named(' ~\u00a0'))).toEqual(read(' ~\u00a0'));
  });
});

describe('the code is at most 512 bytes (EMV QRCPS-MPM v1.1: the payload limit of a Merchant-Presented Mode QR Code)', () => {
  // A static code padded with a postal code (61) and unreserved templates of another arrangement.
  const padded = (bytes: number, name = 'Fulano de Tal') => {
    const head = `000201${ACCOUNT}5204000053039865802BR${f('59', name)}6008BRASILIA62070503***`;
    let body = head;
    let left = bytes - new TextEncoder().encode(head).length - 8;
    for (let id = 90; left > 0; id++) {
      const size = Math.min(99, left - 4);
      body += f(String(id), 'x'.repeat(Math.max(size, 0)));
      left -= size + 4;
    }
    return withFields(body.slice(6));
  };

  it('reads a code of exactly 512 bytes', () => {
    const code = padded(512);
    expect(new TextEncoder().encode(code).length).toBe(512);
    expect(parsePixCode(code)).toMatchObject({ ok: true, pix: { kind: 'static' } });
  });

  it('refuses a code of 513 bytes, naming the limit', () => {
    const code = padded(513);
    expect(new TextEncoder().encode(code).length).toBe(513);
    expect(refusalOf(parsePixCode(code))).toEqual(refused(['TOO_LONG', '', 'PIX.too_long', { max: 512 }]));
  });

  it('counts bytes, not UTF-16 units: refuses 513 bytes written in 512 units, reads 512 in 511', () => {
    const over = padded(513, 'Fulano de Tál');
    expect([over.length, new TextEncoder().encode(over).length]).toEqual([512, 513]);
    expect(refusalOf(parsePixCode(over))).toEqual(refused(['TOO_LONG', '', 'PIX.too_long', { max: 512 }]));
    const at = padded(512, 'Fulano de Tál');
    expect([at.length, new TextEncoder().encode(at).length]).toEqual([511, 512]);
    expect(parsePixCode(at)).toMatchObject({ ok: true, pix: { merchant_name: 'Fulano de Tál' } });
  });
});
