import { describe, expect, it } from 'vitest';
import { buildPixCode } from '../../src/pix/build-pix-code.js';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { ACCOUNT, f, KEY, pointersOf, REST, withCrc, withFields } from './codes.js';
import { crcOracle } from './crc-oracle.js';

// BACEN, "Manual de Padrões para Iniciação do Pix" (BR Code), the example of a static code with a
// random key and no amount.
const BACEN_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('parsePixCode: worked examples', () => {
  it('checks its own checksum oracle against the standard check value', () => {
    expect(crcOracle('123456789')).toBe('29B1');
  });

  // BACEN's own examples, and providers' codes, are read in test/conformance/pix-codes.test.ts.

  it('reads a dynamic, single-use code with its location URL and amount in exact centavos', () => {
    const account = f(
      '26',
      f('00', 'BR.GOV.BCB.PIX') + f('25', 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25'),
    );
    const code = withFields(
      `010212${account}5204000053039865404${'0.29'}5802BR5913Fulano de Tal6008BRASILIA${f('61', '70000000')}62070503***`,
    );
    expect(parsePixCode(code)).toEqual({
      ok: true,
      pix: {
        kind: 'dynamic',
        url: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
        amount: 29,
        merchant_name: 'Fulano de Tal',
        merchant_city: 'BRASILIA',
        postal_code: '70000000',
        single_use: true,
      },
    });
  });

  it('counts lengths in UTF-8 bytes, as the checksum does, for an accented name', () => {
    const code = withFields(
      `${ACCOUNT}5204000053039865802BR${f('59', 'Fulano de Tál')}${f('60', 'SÃO PAULO')}62070503***`,
    );
    expect(code).toContain('5914Fulano de Tál6010SÃO PAULO');
    expect(parsePixCode(code)).toMatchObject({
      ok: true,
      pix: { merchant_name: 'Fulano de Tál', merchant_city: 'SÃO PAULO' },
    });
  });

  it('keeps the description, the transaction id and the recurrence template', () => {
    const account = f('26', f('00', 'br.gov.bcb.pix') + f('01', KEY) + f('02', 'Pedido 123 - loja'));
    const rest = REST.replace('62070503***', f('62', f('05', 'PEDIDO00123')));
    const recurrence = f('00', 'br.gov.bcb.pix') + f('25', 'pix.example.com/qr/v2/rec/1');
    const code = withFields(`${account}${rest}${f('80', recurrence)}`);
    expect(parsePixCode(code)).toMatchObject({
      ok: true,
      pix: { description: 'Pedido 123 - loja', txid: 'PEDIDO00123', recurrence },
    });
  });

  it('leaves alone the merchant account templates of other schemes', () => {
    const code = withFields(`${f('26', f('00', 'com.acme.x'))}${ACCOUNT.replace(/^26/, '27')}${REST}`);
    expect(parsePixCode(code)).toMatchObject({
      ok: true,
      pix: { key: '123e4567-e12b-12d1-a456-426655440000' },
    });
  });
});

describe('parsePixCode: what it refuses, with a pointer to the field', () => {
  it('refuses a checksum that does not match', () => {
    expect(pointersOf(parsePixCode(BACEN_STATIC.replace('1D3D', '1D3E')))).toEqual(['/63']);
  });

  it('refuses a checksum written in lower case', () => {
    const code = `${BACEN_STATIC.slice(0, -4)}1d3d`;
    expect(pointersOf(parsePixCode(code))).toEqual(['/63']);
  });

  it('refuses a code that does not close with its checksum', () => {
    expect(pointersOf(parsePixCode(`000201${ACCOUNT}${REST}`))).toEqual(['/63']);
    expect(pointersOf(parsePixCode(`${BACEN_STATIC}5802BR`))).toEqual(['/63', '/58']);
  });

  it('refuses a code that does not open with 000201', () => {
    expect(pointersOf(parsePixCode(withCrc(`000202${ACCOUNT}${REST}6304`)))).toEqual(['/00']);
    expect(pointersOf(parsePixCode(withCrc(`${ACCOUNT}000201${REST}6304`)))).toEqual(['/00']);
  });

  it('refuses a length that runs past the end, at the field it belongs to', () => {
    expect(pointersOf(parsePixCode('000201269912'))).toEqual(['/26']);
    expect(pointersOf(parsePixCode('0002012'))).toEqual(['']);
  });

  it('refuses a template whose inner fields are malformed, at the inner field', () => {
    expect(pointersOf(parsePixCode(withFields(`${f('26', '0014br.gov.bcb.pix0199')}${REST}`)))).toEqual([
      '/26/01',
    ]);
  });

  it('refuses a repeated field', () => {
    expect(pointersOf(parsePixCode(withFields(`${ACCOUNT}${REST}5802BR`)))).toEqual(['/58']);
  });

  it('refuses an invalid key, and a key together with a URL', () => {
    const badKey = ACCOUNT.replace(
      '123e4567-e12b-12d1-a456-426655440000',
      '123e4567-e12b-12d1-a456-42665544000Z',
    );
    expect(pointersOf(parsePixCode(withFields(`${badKey}${REST}`)))).toEqual(['/26/01']);
    const both = f('26', f('00', 'br.gov.bcb.pix') + f('01', KEY) + f('25', 'pix.a.com/x'));
    expect(pointersOf(parsePixCode(withFields(`${both}${REST}`)))).toEqual(['/26']);
  });

  it('refuses a location URL written with its scheme', () => {
    const account = f('26', f('00', 'br.gov.bcb.pix') + f('25', 'https://pix.a.com/'));
    expect(pointersOf(parsePixCode(withFields(`${account}${REST}`)))).toEqual(['/26/25']);
  });

  it('refuses a code with no PIX merchant account', () => {
    expect(pointersOf(parsePixCode(withFields(`${f('26', f('00', 'com.acme.x'))}${REST}`)))).toEqual(['']);
  });

  it.each([
    ['52', '520400A1', '/52'],
    ['53', '5303840', '/53'],
    ['58', '5802US', '/58'],
  ])('refuses a wrong fixed value in field %s', (id, field, pointer) => {
    const rest = REST.replace(new RegExp(`${id}0\\d[0-9A-Z]+?(?=5|$)`), field);
    expect(pointersOf(parsePixCode(withFields(`${ACCOUNT}${rest}`)))).toEqual([pointer]);
  });

  it('refuses a missing required field, naming it', () => {
    expect(pointersOf(parsePixCode(withFields(`${ACCOUNT}${REST.replace('5802BR', '')}`)))).toEqual(['/58']);
    expect(pointersOf(parsePixCode(withFields(`${ACCOUNT}${REST.replace('62070503***', '')}`)))).toEqual([
      '/62',
    ]);
    expect(
      pointersOf(parsePixCode(withFields(`${ACCOUNT}${REST.replace('62070503***', '62040000')}`))),
    ).toEqual(['/62/05']);
  });

  it.each([['10,50'], ['10.505'], ['1e3'], ['0.00'], ['-1.00'], ['.50'], ['.'], ['12345678901234']])(
    'refuses the amount %s in a static code',
    (amount) => {
      const field = f('54', amount);
      expect(
        pointersOf(
          parsePixCode(
            withFields(`${ACCOUNT}520400005303986${field}5802BR5913Fulano de Tal6008BRASILIA62070503***`),
          ),
        ),
      ).toEqual(['/54']);
    },
  );

  it('refuses a name over 25 bytes, an empty city and a bad point of initiation', () => {
    const long = withFields(`010213${ACCOUNT}5204000053039865802BR${f('59', 'A'.repeat(26))}600062070503***`);
    expect(pointersOf(parsePixCode(long))).toEqual(['/01', '/59', '/60']);
  });

  it('refuses a transaction id with characters other than letters and digits', () => {
    const rest = REST.replace('62070503***', f('62', f('05', 'AB-12')));
    expect(pointersOf(parsePixCode(withFields(`${ACCOUNT}${rest}`)))).toEqual(['/62/05']);
  });

  it('refuses text with control characters or lone surrogates, and anything that is not text', () => {
    expect(pointersOf(parsePixCode(`${BACEN_STATIC}\n`))).toEqual(['']);
    expect(pointersOf(parsePixCode(BACEN_STATIC.replace('Fulano', 'Fu\ud800no')))).toEqual(['']);
    expect(pointersOf(parsePixCode(BACEN_STATIC.replace('Fulano', 'Fu\udc00no')))).toEqual(['']);
    for (const value of [undefined, null, 42, {}, ['000201']])
      expect(parsePixCode(value as unknown as string)).toMatchObject({
        ok: false,
        issues: [{ code: 'INVALID_TYPE' }],
      });
  });

  it('refuses a code over 512 bytes, counting the bytes of accented characters', () => {
    expect(parsePixCode('0'.repeat(513))).toMatchObject({ issues: [{ code: 'TOO_LONG' }] });
    expect(parsePixCode('é'.repeat(300))).toMatchObject({ issues: [{ code: 'TOO_LONG' }] });
  });

  it('refuses a length that splits a UTF-8 character', () => {
    // "Fulano de Tá" is 13 bytes: a length of 12 ends inside the á.
    const code = withFields(`${ACCOUNT}5204000053039865802BR5912Fulano de Tá6008BRASILIA62070503***`);
    expect(pointersOf(parsePixCode(code))).toEqual(['/59']);
  });

  it('answers in the locale asked for', () => {
    const result = parsePixCode(BACEN_STATIC.replace('1D3D', '0000'), { locale: 'pt-BR' });
    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    expect(result.ok ? '' : result.issues[0]?.message).toContain('CRC');
  });

  it('is read back by buildPixCode to the same text for the BACEN example', () => {
    const parsed = parsePixCode(BACEN_STATIC);
    expect(parsed.ok && buildPixCode(parsed.pix)).toEqual({ ok: true, text: BACEN_STATIC });
  });
});
