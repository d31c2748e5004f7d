// buildPixCode at and just past each limit of a BR Code's fields: a name of 25 bytes and a city of
// 15 (Manual do BR Code v2.0.1, Tabela 1: ID 59 "Merchant Name", até 25; ID 60 "Merchant City", até
// 15), a template of 99 bytes (EMV QRCPS-MPM: two length digits), a transaction ID of 25 letters and
// digits (Manual de Padrões para Iniciação do Pix, the static BR Code's txid), an amount of
// 9999999999.99 (field 54, 13 characters). Each text written is read back with the field itself, and
// its checksum checked with the independent oracle (crc-oracle.ts).
import { describe, expect, it } from 'vitest';
import { formatPixCodesMessage } from '../../src/messages/pix-codes.js';
import { buildPixCode, type PixCodeFields } from '../../src/pix/build-pix-code.js';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { f, KEY, refusalOf, refused } from './codes.js';
import { crcOracle } from './crc-oracle.js';

const BASE: PixCodeFields = { key: KEY, merchant_name: 'Fulano de Tal', merchant_city: 'BRASILIA' };
const textOf = (fields: PixCodeFields): string => {
  const built = buildPixCode(fields);
  if (!built.ok) throw new Error(built.message);
  expect(crcOracle(built.text.slice(0, -4))).toBe(built.text.slice(-4));
  return built.text;
};
const account = (inner: string) => f('26', f('00', 'br.gov.bcb.pix') + inner);
const code = (parts: {
  readonly account?: string;
  readonly amount?: string;
  readonly name?: string;
  readonly city?: string;
  readonly postal?: string;
  readonly txid?: string;
}) => {
  const payload =
    '000201' +
    (parts.account ?? account(f('01', KEY))) +
    '520400005303986' +
    (parts.amount === undefined ? '' : f('54', parts.amount)) +
    '5802BR' +
    f('59', parts.name ?? 'Fulano de Tal') +
    f('60', parts.city ?? 'BRASILIA') +
    (parts.postal === undefined ? '' : f('61', parts.postal)) +
    f('62', f('05', parts.txid ?? '***')) +
    '6304';
  return payload + crcOracle(payload);
};

describe('buildPixCode writes each field at its limit, and refuses one past it', () => {
  it('writes a name of 25 characters and a city of 15', () => {
    const name = 'N'.repeat(25);
    const city = 'C'.repeat(15);
    expect(textOf({ ...BASE, merchant_name: name, merchant_city: city })).toBe(code({ name, city }));
  });

  it('refuses a name of 26 characters and a city of 16, naming each limit', () => {
    expect(
      refusalOf(buildPixCode({ ...BASE, merchant_name: 'N'.repeat(26), merchant_city: 'C'.repeat(16) })),
    ).toEqual(
      refused(
        ['TOO_LONG', '/merchant_name', 'PIX.text', { max: 25 }],
        ['TOO_LONG', '/merchant_city', 'PIX.text', { max: 15 }],
      ),
    );
  });

  it('refuses an empty name and city as values, not lengths', () => {
    expect(refusalOf(buildPixCode({ ...BASE, merchant_name: '', merchant_city: '' }))).toEqual(
      refused(
        ['INVALID_VALUE', '/merchant_name', 'PIX.text', { max: 25 }],
        ['INVALID_VALUE', '/merchant_city', 'PIX.text', { max: 15 }],
      ),
    );
  });

  it('counts a name after its accents are dropped: 25 accented letters fit', () => {
    const name = 'É'.repeat(25);
    expect(textOf({ ...BASE, merchant_name: name })).toBe(code({ name: 'E'.repeat(25) }));
  });

  it('writes a transaction ID of 25 letters and digits, and refuses one of 26', () => {
    const txid = `A${'0'.repeat(23)}z`;
    expect(textOf({ ...BASE, txid })).toBe(code({ txid }));
    expect(refusalOf(buildPixCode({ ...BASE, txid: `${txid}9` }))).toEqual(
      refused(['INVALID_VALUE', '/txid', 'PIX.txid']),
    );
  });

  it('refuses a transaction ID that is empty or not text', () => {
    for (const txid of ['', 12345])
      expect(refusalOf(buildPixCode({ ...BASE, txid } as unknown as PixCodeFields))).toEqual(
        refused(['INVALID_VALUE', '/txid', 'PIX.txid']),
      );
  });

  it('writes a description that fills the merchant account template to 99 bytes, and refuses one more', () => {
    // The GUI (4 + 14), the key (4 + 36) and the description (4 + 37): 99 bytes.
    const description = 'd'.repeat(37);
    expect(textOf({ ...BASE, description })).toBe(
      code({ account: account(f('01', KEY) + f('02', description)) }),
    );
    expect(refusalOf(buildPixCode({ ...BASE, description: `${description}d` }))).toEqual(
      refused(['TOO_LONG', '/description', 'PIX.template']),
    );
  });

  it('refuses a description that is not printable ASCII, or not text', () => {
    for (const description of ['Pedido ção', 'a\tb', 42])
      expect(refusalOf(buildPixCode({ ...BASE, description } as unknown as PixCodeFields))).toEqual(
        refused(['INVALID_VALUE', '/description', 'PIX.ascii']),
      );
  });

  it('writes the location URL of a dynamic code after its description, as field 25', () => {
    const url = 'pix.example.com/qr/v2/9d36b84f';
    expect(
      textOf({ url, merchant_name: 'Fulano de Tal', merchant_city: 'BRASILIA', description: 'Loja' }),
    ).toBe(code({ account: account(f('02', 'Loja') + f('25', url)) }));
  });

  const location = `pix.example.com/${'a'.repeat(61)}`;
  const names = { merchant_name: 'Fulano de Tal', merchant_city: 'BRASILIA' } as const;

  it('writes a location URL of 77 bytes, the template then 99 bytes long', () => {
    expect(textOf({ url: location, ...names })).toBe(code({ account: account(f('25', location)) }));
  });

  it('refuses a location URL of 78 bytes at /url alone, never also as a template too long at /description', () => {
    expect(refusalOf(buildPixCode({ url: `${location}a`, ...names }))).toEqual(
      refused(['INVALID_VALUE', '/url', 'PIX.url', { max: 77 }]),
    );
  });

  it('refuses a location URL that is not text', () => {
    expect(refusalOf(buildPixCode({ url: 42, ...names } as unknown as PixCodeFields))).toEqual(
      refused(['INVALID_VALUE', '/url', 'PIX.url', { max: 77 }]),
    );
  });

  it('writes a postal code of 99 characters, and refuses one of 100, an empty one and one outside ASCII', () => {
    const postal = '7'.repeat(99);
    expect(textOf({ ...BASE, postal_code: postal })).toBe(code({ postal }));
    for (const bad of [`${postal}7`, '', '70000-000 ção', 70000000])
      expect(refusalOf(buildPixCode({ ...BASE, postal_code: bad } as unknown as PixCodeFields))).toEqual(
        refused(['INVALID_VALUE', '/postal_code', 'PIX.text', { max: 99 }]),
      );
  });
});

describe('buildPixCode writes amounts from R$ 0,01 to R$ 9.999.999.999,99 (field 54: at most 13 characters, two decimals)', () => {
  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [101, '1.01'],
    [999_999_999_999, '9999999999.99'],
  ])('writes %i centavos as %s', (amount, written) => {
    expect(textOf({ ...BASE, amount })).toBe(code({ amount: written }));
  });

  it.each([[0], [-1], [1_000_000_000_000], [1.5], [Number.NaN], ['100']])(
    'refuses the amount %s, naming the largest',
    (amount) => {
      expect(refusalOf(buildPixCode({ ...BASE, amount } as unknown as PixCodeFields))).toEqual(
        refused(['OUT_OF_RANGE', '/amount', 'PIX.amount_range', { max: 999_999_999_999 }]),
      );
    },
  );
});

describe('buildPixCode writes the point of initiation only for a single-use code', () => {
  it('writes 010212 for single_use true, and nothing for false', () => {
    expect(textOf({ ...BASE, single_use: true })).toMatch(/^00020101021226/);
    expect(textOf({ ...BASE, single_use: false })).toBe(code({}));
  });

  it('refuses a single_use that is not a boolean', () => {
    expect(refusalOf(buildPixCode({ ...BASE, single_use: 1 } as unknown as PixCodeFields))).toEqual(
      refused(['INVALID_TYPE', '/single_use', 'PIX.initiation']),
    );
  });

  it('writes a kind that agrees with the key or the URL', () => {
    expect(textOf({ ...BASE, kind: 'static' })).toBe(code({}));
    const url = 'pix.example.com/qr/v2/1';
    expect(textOf({ kind: 'dynamic', url, merchant_name: 'Fulano de Tal', merchant_city: 'BRASILIA' })).toBe(
      code({ account: account(f('25', url)) }),
    );
  });

  it('refuses a URL next to a kind that says static, at the URL', () => {
    const fields = {
      kind: 'static',
      url: 'pix.example.com/qr/v2/1',
      merchant_name: 'A',
      merchant_city: 'B',
    } as const;
    expect(refusalOf(buildPixCode(fields))).toEqual(refused(['INVALID_VALUE', '/url', 'PIX.key_or_url']));
  });
});

describe('buildPixCode reads its argument leniently and never throws', () => {
  it('answers a 422 with one issue at the root for what is not an object', () => {
    for (const value of [null, 'text', 42, undefined])
      expect(refusalOf(buildPixCode(value as unknown as PixCodeFields))).toEqual(
        refused(['INVALID_TYPE', '', 'PIX.fields']),
      );
  });

  it('answers in the locale asked for', () => {
    const result = buildPixCode({ ...BASE, merchant_name: '' }, { locale: 'pt-BR' });
    expect(
      result.ok ? undefined : result.issues.map(({ pointer, message }) => ({ pointer, message })),
    ).toEqual([
      { pointer: '/merchant_name', message: formatPixCodesMessage('pt-BR', 'PIX.text', { max: 25 }) },
    ]);
  });

  it('reads back every text it writes to the same fields', () => {
    const fields = { ...BASE, amount: 1050, txid: 'PEDIDO1', postal_code: '70000000', single_use: true };
    expect(parsePixCode(textOf(fields))).toEqual({ ok: true, pix: { kind: 'static', ...fields } });
  });
});

describe('buildPixCode refuses a field of the wrong type at that field, never as a broken code', () => {
  it.each([
    ['key', { ...BASE, key: 12345678909 }, ['INVALID_VALUE', '/key', 'PIX.key']],
    ['merchant_name', { ...BASE, merchant_name: 42 }, ['INVALID_VALUE', '/merchant_name', 'PIX.ascii']],
    ['recurrence', { ...BASE, recurrence: 42 }, ['INVALID_VALUE', '/recurrence', 'PIX.structure']],
  ] as const)('refuses a %s that is a number', (_, fields, issue) => {
    expect(refusalOf(buildPixCode(fields as unknown as PixCodeFields))).toEqual(refused(issue));
  });

  it('refuses a recurrence template over 99 characters, or with a character outside printable ASCII, as a broken template', () => {
    const gui = f('00', 'br.gov.bcb.pix');
    for (const recurrence of [
      gui + f('25', `pix.example.com/${'a'.repeat(61)}`) + f('30', 'x'),
      gui + f('30', 'ção'),
    ])
      expect(refusalOf(buildPixCode({ ...BASE, recurrence }))).toEqual(
        refused(['INVALID_VALUE', '/recurrence', 'PIX.structure']),
      );
  });
});

describe('buildPixCode names what is missing or mismatched in the recurrence and the names', () => {
  it('refuses a missing name as required, not as text', () => {
    const { merchant_name: _name, ...fields } = BASE;
    expect(refusalOf(buildPixCode(fields as PixCodeFields))).toEqual(
      refused(['REQUIRED', '/merchant_name', 'PIX.required']),
    );
  });

  it("refuses a recurrence template of another arrangement, and a URL that is not the template's, each at its field", () => {
    const gui = f('00', 'br.gov.bcb.pix');
    expect(refusalOf(buildPixCode({ ...BASE, recurrence: f('00', 'com.acme.rec') }))).toEqual(
      refused(['INVALID_VALUE', '/recurrence', 'PIX.recurrence']),
    );
    const recurrence = gui + f('25', 'pix.example.com/rec/1');
    expect(refusalOf(buildPixCode({ ...BASE, recurrence, recurrence_url: 'pix.example.com/rec/2' }))).toEqual(
      refused(['INVALID_VALUE', '/recurrence_url', 'PIX.recurrence']),
    );
  });
});
