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
