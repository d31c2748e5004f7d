import { describe, expect, it } from 'vitest';
import { type BoletoFields, type BuildBoletoResult, buildBoleto } from '../../src/boleto/build-boleto.js';

function pointersOf(result: BuildBoletoResult): string[] {
  if (result.ok) throw new Error('expected a failure');
  return result.issues.map((issue) => issue.pointer);
}

describe('buildBoleto', () => {
  it("writes Banco do Brasil's example boleto from its parts", () => {
    expect(
      buildBoleto({
        bank: '001',
        amount: 100,
        due_date: '2007-12-31',
        free_field: '0500940144816060680935031',
      }),
    ).toEqual({
      ok: true,
      barcode: '00193373700000001000500940144816060680935031',
      line: '00190500954014481606906809350314337370000000100',
    });
  });

  it('writes factor 0000 for a boleto without a due date', () => {
    const result = buildBoleto({ bank: '001', amount: 100, free_field: '0'.repeat(25) });
    expect(result.ok && result.barcode.slice(5, 9)).toBe('0000');
  });

  it('refuses, one issue per field, a bad bank, amount, due date and free field', () => {
    const fields = { bank: '8001', amount: 1.5, due_date: '1997-10-07', free_field: '123' };
    expect(pointersOf(buildBoleto(fields as BoletoFields))).toEqual([
      '/bank',
      '/amount',
      '/due_date',
      '/free_field',
    ]);
    expect(
      pointersOf(buildBoleto({ bank: '800', amount: 10_000_000_000, free_field: 'x'.repeat(25) })),
    ).toEqual(['/bank', '/amount', '/free_field']);
  });

  // Banco do Brasil's spec, Anexo IV: the factor table starts at 1000 on 03/07/2000; four digits
  // below 1000 are read as an amount over R$ 99.999.999,99, so no earlier due date can be written.
  it('refuses a due date before 2000-07-03, whose factor would be below 1000', () => {
    const fields = { bank: '001', amount: 100, free_field: '0'.repeat(25) };
    expect(pointersOf(buildBoleto({ ...fields, due_date: '2000-07-02' }))).toEqual(['/due_date']);
    expect(buildBoleto({ ...fields, due_date: '2000-07-03' })).toMatchObject({
      ok: true,
      barcode: expect.stringMatching(/^0019\d1000/),
    });
  });

  it('refuses what is not an object, without throwing', () => {
    for (const value of [null, 'boleto', 3])
      expect(buildBoleto(value as unknown as BoletoFields, { locale: 'es' })).toMatchObject({
        ok: false,
        status: 422,
      });
  });
});
