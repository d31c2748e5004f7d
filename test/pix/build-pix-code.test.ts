import { describe, expect, it } from 'vitest';
import { type BuildPixCodeResult, buildPixCode, type PixCodeFields } from '../../src/pix/build-pix-code.js';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';

const BASE: PixCodeFields = {
  key: '123e4567-e12b-12d1-a456-426655440000',
  merchant_name: 'Fulano de Tal',
  merchant_city: 'BRASILIA',
};

function pointersOf(result: BuildPixCodeResult): string[] {
  if (result.ok) throw new Error('expected a failure');
  return result.issues.map((issue) => issue.pointer);
}

describe('buildPixCode', () => {
  it("writes BACEN's example static code from its fields, checksum included", () => {
    expect(buildPixCode(BASE)).toEqual({
      ok: true,
      text: '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    });
  });

  it('writes the amount as reais with two decimals, from integer centavos', () => {
    const text = (amount: number) => (buildPixCode({ ...BASE, amount }) as { text: string }).text;
    expect(text(29)).toContain('54040.29');
    expect(text(100)).toContain('54041.00');
    expect(text(999_999_999_999)).toContain('54139999999999.99');
  });

  it('writes a key in its stored form and single use as point of initiation 12', () => {
    const result = buildPixCode({ ...BASE, key: '12345678909', single_use: true });
    expect(result).toMatchObject({ ok: true, text: expect.stringMatching(/^000201010212.*011112345678909/) });
  });

  it('drops the accents of names and cities, and reads back what it wrote', () => {
    const result = buildPixCode({ ...BASE, merchant_name: 'João Conceição', merchant_city: 'São Paulo' });
    const read = result.ok ? parsePixCode(result.text) : result;
    expect(read).toMatchObject({
      ok: true,
      pix: { merchant_name: 'Joao Conceicao', merchant_city: 'Sao Paulo' },
    });
  });

  it('refuses characters that have no ASCII form once accents are dropped', () => {
    expect(pointersOf(buildPixCode({ ...BASE, merchant_name: 'Loja 😀' }))).toEqual(['/merchant_name']);
    expect(pointersOf(buildPixCode({ ...BASE, merchant_city: '東京' }))).toEqual(['/merchant_city']);
  });

  it('refuses, one issue per field, everything the reader would refuse', () => {
    const fields = {
      url: 'https://pix.example.com/x',
      amount: 0,
      merchant_name: 'A'.repeat(26),
      merchant_city: '',
      postal_code: '',
      txid: 'AB-1',
      single_use: 'yes',
      recurrence: '0099x',
    };
    expect(pointersOf(buildPixCode(fields as unknown as PixCodeFields))).toEqual([
      '/url',
      '/amount',
      '/merchant_name',
      '/merchant_city',
      '/postal_code',
      '/txid',
      '/single_use',
      '/recurrence',
    ]);
  });

  it('refuses a key and a URL together, neither, a kind that contradicts them, and a bad key', () => {
    expect(pointersOf(buildPixCode({ ...BASE, url: 'pix.a.com/x' }))).toEqual(['/key']);
    const { key: _key, ...withoutKey } = BASE;
    expect(pointersOf(buildPixCode(withoutKey))).toEqual(['/url']);
    expect(pointersOf(buildPixCode({ ...BASE, kind: 'dynamic' }))).toEqual(['/key']);
    expect(pointersOf(buildPixCode({ ...BASE, key: 'not a key' }))).toEqual(['/key']);
  });

  it('refuses a description that does not fit the merchant account template', () => {
    expect(pointersOf(buildPixCode({ ...BASE, description: 'x'.repeat(40) }))).toEqual(['/description']);
    expect(pointersOf(buildPixCode({ ...BASE, description: '' }))).toEqual(['/description']);
  });

  it('refuses a missing name and anything that is not an object, without throwing', () => {
    const { merchant_name: _name, ...withoutName } = BASE;
    expect(pointersOf(buildPixCode(withoutName as PixCodeFields))).toEqual(['/merchant_name']);
    for (const value of [null, 'text', 42, []])
      expect(buildPixCode(value as unknown as PixCodeFields)).toMatchObject({ ok: false, status: 422 });
  });

  it('reads only own properties of the fields', () => {
    const inherited = Object.assign(Object.create({ amount: 100 }), BASE) as PixCodeFields;
    const result = buildPixCode(inherited);
    expect(result.ok && parsePixCode(result.text)).toMatchObject({ ok: true, pix: { kind: 'static' } });
    expect(result.ok && result.text).not.toContain('5406');
  });
});
