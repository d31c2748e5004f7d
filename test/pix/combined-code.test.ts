// Pix Automático's combined code ("QR Code composto"): a charge's merchant account (26) and the
// recurrence's location in template 80, GUI `br.gov.bcb.pix` (00) and URL (25). The published
// examples are the Pix API's: bacen/pix-api openapi.yaml, version 2.9.0 (release of 2025-09-05,
// commit 1f1b568f6adf5b55a6268efbaf62802a14b01941), components/examples recResponse3, recResponse6
// and recResponse7 ("Exemplo de Recorrência Completa com Dados QR Jornada 2/3/4"): each gives
// `loc.location` (the recurrence's location) and `dadosQR.pixCopiaECola` (the code). No combined
// example of BACEN's manuals was found to compare with; the codes written by hand below close with
// an independent checksum (codes.ts, crc-oracle.ts).
import { describe, expect, it } from 'vitest';
import { buildPixCode, type PixCodeFields } from '../../src/pix/build-pix-code.js';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { ACCOUNT, f, pointersOf, REST, withFields } from './codes.js';
import { crcOracle } from './crc-oracle.js';

// recResponse6 (JORNADA_3: an immediate charge and the recurrence).
const JORNADA_3 = {
  location: 'pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890',
  text: '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741',
};
// recResponse7 (JORNADA_4: a charge with a due date and the recurrence).
const JORNADA_4 = {
  location: 'pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d0',
  text: '00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441',
};
// recResponse3 (JORNADA_2: the recurrence alone, its template 26 holding the GUI only).
const JORNADA_2 = {
  location: 'pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002',
  text: '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002630462C9',
};

const NAMES = { merchant_name: 'Fulano de Tal', merchant_city: 'BRASILIA' } as const;
const BASE: PixCodeFields = { key: '123e4567-e12b-12d1-a456-426655440000', ...NAMES };
const REC = 'pix.example.com/qr/v2/rec/1';

describe('the Pix API 2.9.0 combined codes (openapi.yaml, examples recResponse3/6/7, dadosQR.pixCopiaECola)', () => {
  it.each([
    ['JORNADA_3', JORNADA_3, 'pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441'],
    ['JORNADA_4', JORNADA_4, 'pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e7'],
  ])('writes the %s example to the character, its published checksum included', (_, example, url) => {
    // The published checksum is the one an independent CRC-16/CCITT-FALSE gives its text.
    expect(crcOracle(example.text.slice(0, -4))).toBe(example.text.slice(-4));
    expect(buildPixCode({ url, ...NAMES, single_use: true, recurrence_url: example.location })).toEqual({
      ok: true,
      text: example.text,
    });
  });

  it.each([
    ['JORNADA_3', JORNADA_3],
    ['JORNADA_4', JORNADA_4],
  ])("reads the recurrence URL of the %s example as the example's loc.location", (_, example) => {
    const read = parsePixCode(example.text);
    expect(read).toMatchObject({ ok: true, pix: { kind: 'dynamic', recurrence_url: example.location } });
  });

  it("writes the recurrence template of the JORNADA_2 example, GUI then URL, as the API's location", () => {
    const template = JORNADA_2.text.slice(JORNADA_2.text.indexOf('8080'), -8);
    expect(template).toBe(f('80', f('00', 'br.gov.bcb.pix') + f('25', JORNADA_2.location)));
    const built = buildPixCode({ ...BASE, recurrence_url: JORNADA_2.location });
    expect(built).toMatchObject({ ok: true, text: expect.stringContaining(`${REST}${template}6304`) });
  });
});

describe('the recurrence URL is read from PIX\'s template only (EMV QRCPS-MPM v1.1, Unreserved Templates, IDs "80"–"99": a Globally Unique Identifier, ID "00", names the template\'s arrangement)', () => {
  it("answers no recurrence URL from another arrangement's template 80, even with a URL in its 25", () => {
    const code = withFields(
      `${ACCOUNT}${REST}${f('80', f('00', 'com.acme.rec') + f('25', 'acme.example/r/1'))}`,
    );
    const read = parsePixCode(code);
    expect(read).toEqual({
      ok: true,
      pix: { kind: 'static', key: BASE.key, ...NAMES, single_use: false },
    });
  });

  it("answers the URL of whichever template 80 to 99 opens with PIX's GUI, in any case", () => {
    const other = f('80', f('00', 'com.acme.rec') + f('25', 'acme.example/r/1'));
    const recurrence = f('00', 'BR.GOV.BCB.PIX') + f('25', REC);
    const read = parsePixCode(withFields(`${ACCOUNT}${REST}${other}${f('99', recurrence)}`));
    expect(read).toMatchObject({ ok: true, pix: { recurrence, recurrence_url: REC } });
  });

  it.each([
    ['holds no 25', f('00', 'br.gov.bcb.pix') + f('01', 'x')],
    ['writes the scheme', f('00', 'br.gov.bcb.pix') + f('25', `https://${REC}`)],
    ['holds a space', f('00', 'br.gov.bcb.pix') + f('25', 'pix.example.com/a b')],
    ['holds an empty 25', f('00', 'br.gov.bcb.pix') + f('25', '')],
  ])("still reads PIX's template that %s, as before, and answers no recurrence URL", (_, recurrence) => {
    const read = parsePixCode(withFields(`${ACCOUNT}${REST}${f('80', recurrence)}`));
    expect(read).toEqual({
      ok: true,
      pix: { kind: 'static', key: BASE.key, ...NAMES, single_use: false, recurrence },
    });
  });
});

describe('buildPixCode writes a recurrence URL as the location field is written (openapi.yaml 2.9.0, PayloadLocationRecGerada.location: maxLength 77, without scheme as in its example pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002)', () => {
  const ofLength = (length: number) => `pix.example.com/${'a'.repeat(length - 16)}`;

  it('writes a URL of 77 bytes, the template then 99 bytes long, and reads it back', () => {
    const url = ofLength(77);
    const built = buildPixCode({ ...BASE, recurrence_url: url });
    expect(built).toMatchObject({
      ok: true,
      text: expect.stringContaining(`80990014br.gov.bcb.pix2577${url}6304`),
    });
    expect(built.ok && parsePixCode(built.text)).toMatchObject({ ok: true, pix: { recurrence_url: url } });
  });

  it('writes a URL of 76 bytes', () => {
    expect(buildPixCode({ ...BASE, recurrence_url: ofLength(76) })).toMatchObject({ ok: true });
  });

  it.each([
    ['78 bytes', ofLength(78)],
    ['nothing', ''],
    ['the scheme', `https://${REC}`],
    ['a space', 'pix.example.com/a b'],
    ['a character outside ASCII', 'pix.exemplo.com/ação'],
  ])('refuses a URL of %s, at the field, naming the limit', (_, url) => {
    expect(buildPixCode({ ...BASE, recurrence_url: url })).toMatchObject({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      issues: [{ pointer: '/recurrence_url', code: 'INVALID_VALUE', params: { max: 77 } }],
    });
  });

  it('refuses a recurrence URL that is not text', () => {
    const fields = { ...BASE, recurrence_url: 42 } as unknown as PixCodeFields;
    expect(pointersOf(buildPixCode(fields))).toEqual(['/recurrence_url']);
  });

  it('takes the URL next to the template that holds it, and writes the template as given', () => {
    const recurrence = f('00', 'BR.GOV.BCB.PIX') + f('25', REC) + f('30', 'x');
    expect(buildPixCode({ ...BASE, recurrence, recurrence_url: REC })).toEqual(
      buildPixCode({ ...BASE, recurrence }),
    );
  });

  it('refuses a URL next to a template that holds another one, or none', () => {
    for (const recurrence of [f('00', 'br.gov.bcb.pix') + f('25', `${REC}0`), f('00', 'br.gov.bcb.pix')])
      expect(pointersOf(buildPixCode({ ...BASE, recurrence, recurrence_url: REC }))).toEqual([
        '/recurrence_url',
      ]);
  });

  it('reports a bad URL and a bad template each at its own field', () => {
    const fields = { ...BASE, recurrence: f('00', 'com.acme.rec'), recurrence_url: '' };
    expect(pointersOf(buildPixCode(fields))).toEqual(['/recurrence_url', '/recurrence']);
  });
});
