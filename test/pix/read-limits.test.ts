// parsePixCode at and just past each rule of a static BR Code's fields (Manual do BR Code v2.0.1,
// Tabela 1; EMV QRCPS-MPM v1.1, data objects under the root): each code is written field by field
// with TextEncoder's byte count and the independent checksum of crc-oracle.ts.
import { describe, expect, it } from 'vitest';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { ACCOUNT, f, KEY, refusalOf, refused, withCrc, withFields } from './codes.js';

const NAMES = '5802BR5913Fulano de Tal6008BRASILIA';
const staticCode = (parts: {
  readonly head?: string;
  readonly amount?: string;
  readonly tail?: string;
  readonly txid?: string;
}) =>
  withFields(
    `${parts.head ?? ''}${ACCOUNT}520400005303986${parts.amount === undefined ? '' : f('54', parts.amount)}${NAMES}${f('62', f('05', parts.txid ?? '***'))}${parts.tail ?? ''}`,
  );
const PIX = {
  kind: 'static',
  key: KEY,
  merchant_name: 'Fulano de Tal',
  merchant_city: 'BRASILIA',
  single_use: false,
} as const;

describe('the transaction ID of a static code: *** or 1 to 25 letters and digits (Manual de Padrões para Iniciação do Pix, the static BR Code)', () => {
  it('reads a transaction ID of 25 letters and digits, and answers it', () => {
    const txid = `Z${'9'.repeat(23)}a`;
    expect(parsePixCode(staticCode({ txid }))).toEqual({ ok: true, pix: { ...PIX, txid } });
  });

  it.each([
    ['26 characters', `Z${'9'.repeat(24)}a`],
    ['an empty one', ''],
    ['a space', 'PEDIDO 1'],
    ['two stars', '**'],
  ])('refuses a transaction ID of %s, at 62-05', (_, txid) => {
    expect(refusalOf(parsePixCode(staticCode({ txid })))).toEqual(
      refused(['INVALID_VALUE', '/62/05', 'PIX.txid']),
    );
  });
});

describe('field 54, the amount: at most 13 characters (EMV QRCPS-MPM, Transaction Amount, ans 13)', () => {
  it.each([
    ['9999999999.99', 999_999_999_999],
    ['1234567890123', 123_456_789_012_300],
    ['0.01', 1],
    ['0.1', 10],
    ['00000000001.5', 150],
  ])('reads %s as %i centavos', (amount, centavos) => {
    expect(parsePixCode(staticCode({ amount }))).toEqual({ ok: true, pix: { ...PIX, amount: centavos } });
  });

  it.each([['99999999999.99'], ['1.0a'], ['1a'], ['1..0'], ['1.-1'], [' 1.00'], ['1.00 ']])(
    'refuses the amount %s, at 54',
    (amount) => {
      expect(refusalOf(parsePixCode(staticCode({ amount })))).toEqual(
        refused(['INVALID_VALUE', '/54', 'PIX.amount']),
      );
    },
  );
});

describe('the fields every code holds (Manual do BR Code v2.0.1, Tabela 1: 52, 53, 58, 59, 60 and 62 mandatory)', () => {
  it.each([
    ['52', '52040000'],
    ['53', '5303986'],
    ['59', '5913Fulano de Tal'],
    ['60', '6008BRASILIA'],
  ])('refuses a code without field %s, naming it', (id, field) => {
    const code = staticCode({}).slice(0, -4).replace(field, '');
    expect(refusalOf(parsePixCode(withCrc(code)))).toEqual(refused(['REQUIRED', `/${id}`, 'PIX.required']));
  });

  it('refuses a code with no merchant account template at all, at its root', () => {
    const code = withFields(`520400005303986${NAMES}62070503***`);
    expect(refusalOf(parsePixCode(code))).toEqual(refused(['REQUIRED', '', 'PIX.account']));
  });

  it('refuses an empty name and an empty postal code as values', () => {
    const code = withFields(`${ACCOUNT}5204000053039865802BR59006008BRASILIA610062070503***`);
    expect(refusalOf(parsePixCode(code))).toEqual(
      refused(
        ['INVALID_VALUE', '/59', 'PIX.text', { max: 25 }],
        ['INVALID_VALUE', '/61', 'PIX.text', { max: 99 }],
      ),
    );
  });

  it('reads the point of initiation 11 as a reusable code, and 12 as single use', () => {
    expect(parsePixCode(staticCode({ head: '010211' }))).toEqual({ ok: true, pix: PIX });
    expect(parsePixCode(staticCode({ head: '010212' }))).toEqual({
      ok: true,
      pix: { ...PIX, single_use: true },
    });
  });

  it('reads an empty description as none', () => {
    const account = f('26', f('00', 'br.gov.bcb.pix') + f('01', KEY) + f('02', ''));
    expect(parsePixCode(withFields(`${account}520400005303986${NAMES}62070503***`))).toEqual({
      ok: true,
      pix: PIX,
    });
  });

  it('refuses a field repeated inside a template, at the template and the field', () => {
    const account = f('26', f('00', 'br.gov.bcb.pix') + f('01', KEY) + f('01', KEY));
    expect(refusalOf(parsePixCode(withFields(`${account}520400005303986${NAMES}62070503***`)))).toEqual(
      refused(['INVALID_VALUE', '/26/01', 'PIX.duplicate']),
    );
  });

  it.each([['31'], ['32'], ['64'], ['95'], ['96'], ['99']])(
    'refuses a repeated field %s, naming it, wherever its bit falls in the set of ids read',
    (id) => {
      const code = staticCode({ tail: `${f(id, 'x')}${f(id, 'y')}` });
      expect(refusalOf(parsePixCode(code))).toEqual(refused(['INVALID_VALUE', `/${id}`, 'PIX.duplicate']));
    },
  );
});

describe('the checksum closes the code: ID 63, length 04, four upper-case hexadecimal digits (Manual do BR Code v2.0.1, Tabela 1: CRC16, "6304")', () => {
  it('refuses a code whose last field is not 63, at 63', () => {
    const code = `${staticCode({}).slice(0, -8)}6404ABCD`;
    expect(refusalOf(parsePixCode(code))).toEqual(refused(['INVALID_VALUE', '/63', 'PIX.crc_last']));
  });

  it('refuses a field 63 whose four bytes are two 2-byte characters as a checksum that does not match', () => {
    const code = `${staticCode({}).slice(0, -8)}6304éé`;
    expect(refusalOf(parsePixCode(code))).toEqual(refused(['INVALID_VALUE', '/63', 'PIX.crc']));
  });

  it('refuses a field 63 of three or five characters, at 63', () => {
    for (const tail of ['6303ABC', '6305ABCDE']) {
      const code = `${staticCode({}).slice(0, -8)}${tail}`;
      expect(refusalOf(parsePixCode(code))).toEqual(refused(['INVALID_VALUE', '/63', 'PIX.crc_last']));
    }
  });

  it('reads a code whose checksum starts with 0, written with its four digits', () => {
    const code = [
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
      'K',
      'L',
      'M',
      'N',
      'O',
      'P',
      'Q',
      'R',
      'S',
      'T',
      'U',
      'V',
      'W',
      'X',
      'Y',
      'Z',
    ]
      .flatMap((first) => ['a', 'b', 'c', 'd'].map((second) => staticCode({ txid: `${first}${second}` })))
      .find((text) => text.endsWith('0', text.length - 3));
    expect(code?.slice(-4)).toMatch(/^0[0-9A-F]{3}$/);
    expect(parsePixCode(code ?? '')).toMatchObject({ ok: true, pix: { kind: 'static' } });
  });
});

describe('each refusal of a code says what and where', () => {
  const rest = `520400005303986${NAMES}62070503***`;

  it('refuses what is not text at the root, as a type', () => {
    expect(refusalOf(parsePixCode(42 as unknown as string))).toEqual(
      refused(['INVALID_TYPE', '', 'PIX.not_text']),
    );
  });

  it('refuses a code whose first field is not 00, even when its value is 01', () => {
    expect(refusalOf(parsePixCode(withCrc(`990201${ACCOUNT}${rest}6304`)))).toEqual(
      refused(['INVALID_VALUE', '/00', 'PIX.first']),
    );
  });

  it('refuses a merchant account with a key and a URL, a bad key and a URL with a scheme, each at its place', () => {
    const gui = f('00', 'br.gov.bcb.pix');
    const cases = [
      [f('26', gui + f('01', KEY) + f('25', 'pix.a.com/x')), ['INVALID_VALUE', '/26', 'PIX.key_or_url']],
      [f('26', gui), ['INVALID_VALUE', '/26', 'PIX.key_or_url']],
      [f('26', gui + f('01', KEY.toUpperCase())), ['INVALID_VALUE', '/26/01', 'PIX.key']],
      [f('26', gui + f('25', 'https://pix.a.com/x')), ['INVALID_VALUE', '/26/25', 'PIX.url', { max: 77 }]],
    ] as const;
    for (const [account, issue] of cases)
      expect(refusalOf(parsePixCode(withFields(`${account}${rest}`)))).toEqual(refused(issue));
  });

  it('refuses a template whose inner ID is not two digits, at the template', () => {
    const account = f('26', 'xx14br.gov.bcb.pix');
    expect(refusalOf(parsePixCode(withFields(`${account}${rest}`)))).toEqual(
      refused(['INVALID_VALUE', '/26', 'PIX.structure']),
    );
  });

  it('refuses a field whose length is not two digits, at that field', () => {
    expect(refusalOf(parsePixCode(`000201${ACCOUNT}52AB0000`))).toEqual(
      refused(['INVALID_VALUE', '/52', 'PIX.structure']),
    );
  });

  it.each([['/4'], [':4'], ['0/'], ['0:']])(
    'refuses the length %s, a character just outside the digits, at its field',
    (length) => {
      expect(refusalOf(parsePixCode(`000201${ACCOUNT}52${length}0000`))).toEqual(
        refused(['INVALID_VALUE', '/52', 'PIX.structure']),
      );
    },
  );

  it.each([['/1'], [':1'], ['0/'], ['0:']])(
    'refuses the inner ID %s, a character just outside the digits, at its template',
    (id) => {
      const account = f('26', `${f('00', 'br.gov.bcb.pix')}${id}01x`);
      expect(refusalOf(parsePixCode(withFields(`${account}${rest}`)))).toEqual(
        refused(['INVALID_VALUE', '/26', 'PIX.structure']),
      );
    },
  );

  it('refuses a length that runs past the end of the code, at its field', () => {
    expect(refusalOf(parsePixCode('000201269912'))).toEqual(
      refused(['INVALID_VALUE', '/26', 'PIX.structure']),
    );
    // Past the end by less than what is left: 10 bytes announced, 4 there.
    expect(refusalOf(parsePixCode('00020126101234'))).toEqual(
      refused(['INVALID_VALUE', '/26', 'PIX.structure']),
    );
  });

  it.each([
    ['53', 'REQUIRED', 'PIX.required', rest.replace('5303986', '')],
    ['58', 'REQUIRED', 'PIX.required', rest.replace('5802BR', '')],
    ['62', 'REQUIRED', 'PIX.required', rest.replace('62070503***', '')],
    ['53', 'INVALID_VALUE', 'PIX.currency', rest.replace('5303986', '5303840')],
    ['58', 'INVALID_VALUE', 'PIX.country', rest.replace('5802BR', '5802US')],
    ['52', 'INVALID_VALUE', 'PIX.category', rest.replace('52040000', '520400A1')],
  ] as const)('answers field %s as %s when it is missing or wrong', (id, code, key, fields) => {
    expect(refusalOf(parsePixCode(withFields(`${ACCOUNT}${fields}`)))).toEqual(
      refused([code, `/${id}`, key]),
    );
  });

  it('refuses a point of initiation other than 11 or 12, at 01', () => {
    expect(refusalOf(parsePixCode(withFields(`010213${ACCOUNT}${rest}`)))).toEqual(
      refused(['INVALID_VALUE', '/01', 'PIX.initiation']),
    );
  });

  it('refuses a 62 without its 05, and a malformed 62, each at its place', () => {
    const without = `${ACCOUNT}520400005303986${NAMES}${f('62', f('01', 'X'))}`;
    expect(refusalOf(parsePixCode(withFields(without)))).toEqual(
      refused(['REQUIRED', '/62/05', 'PIX.required']),
    );
    const broken = `${ACCOUNT}520400005303986${NAMES}${f('62', '0599***')}`;
    expect(refusalOf(parsePixCode(withFields(broken)))).toEqual(
      refused(['INVALID_VALUE', '/62/05', 'PIX.structure']),
    );
  });

  it('refuses a repeated field of one digit with its two-digit id', () => {
    const code = withFields(`${ACCOUNT}520400005303986${NAMES}${f('62', f('05', '***') + f('05', 'A'))}`);
    expect(refusalOf(parsePixCode(code))).toEqual(refused(['INVALID_VALUE', '/62/05', 'PIX.duplicate']));
  });
});

describe("which templates are read as PIX's", () => {
  const rest = `520400005303986${NAMES}62070503***`;

  it('reads a PIX merchant account in template 51, the last of the merchant account templates', () => {
    expect(parsePixCode(withFields(`${ACCOUNT.replace(/^26/, '51')}${rest}`))).toStrictEqual({
      ok: true,
      pix: PIX,
    });
  });

  it('passes over a merchant account template without a GUI to the PIX one after it', () => {
    const other = f('26', f('01', 'x'));
    expect(parsePixCode(withFields(`${other}${ACCOUNT.replace(/^26/, '27')}${rest}`))).toStrictEqual({
      ok: true,
      pix: PIX,
    });
  });

  it('answers a static code with no key of a dynamic one, and the reverse: no absent field present as undefined', () => {
    expect(parsePixCode(withFields(`${ACCOUNT}${rest}`))).toStrictEqual({ ok: true, pix: PIX });
    const url = 'pix.example.com/qr/v2/1';
    const dynamic = f('26', f('00', 'br.gov.bcb.pix') + f('25', url));
    expect(parsePixCode(withFields(`${dynamic}${rest}`))).toStrictEqual({
      ok: true,
      pix: {
        kind: 'dynamic',
        url,
        merchant_name: 'Fulano de Tal',
        merchant_city: 'BRASILIA',
        single_use: false,
      },
    });
  });

  it('leaves alone a template 80 whose first field is not the GUI, and an empty one', () => {
    for (const template of [f('80', f('01', 'br.gov.bcb.pix')), f('80', '')])
      expect(parsePixCode(withFields(`${ACCOUNT}${rest}${template}`))).toStrictEqual({ ok: true, pix: PIX });
  });

  it('reads the same answer with the prototype of every object polluted, index -1 included', () => {
    const polluted = Object.prototype as Record<string, unknown>;
    const code = withFields(`${ACCOUNT}${rest}`);
    polluted['-1'] = 'x';
    try {
      expect(parsePixCode(code)).toStrictEqual({ ok: true, pix: PIX });
    } finally {
      delete polluted['-1'];
    }
  });
});
