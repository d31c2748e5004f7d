import { describe, expect, it } from 'vitest';
import { type ParseBoletoResult, parseBoleto } from '../../src/boleto/parse-boleto.js';

function pointersOf(result: ParseBoletoResult): string[] {
  if (result.ok || !('issues' in result) || result.issues === undefined) throw new Error('expected issues');
  return result.issues.map((issue) => issue.pointer);
}

// Banco do Brasil's example digitable line, as the brbillcode and brazilian-utils test suites quote
// it: bank 001, R$ 1,00, factor 3737 (2007-12-31).
const BB_LINE = '00190.50095 40144.816069 06809.350314 3 37370000000100';
const BB_BARCODE = '00193373700000001000500940144816060680935031';

describe('parseBoleto: worked examples', () => {
  it("reads Banco do Brasil's example line: bank, amount, barcode and the due date against a reference", () => {
    expect(parseBoleto(BB_LINE, { referenceDate: '2007-12-01' })).toEqual({
      ok: true,
      boleto: {
        kind: 'bank',
        barcode: BB_BARCODE,
        line: '00190500954014481606906809350314337370000000100',
        amount: 100,
        bank: '001',
        due_date_candidates: ['2007-12-31', '2032-08-21', '2057-04-12', '2081-12-02'],
        due_date: '2007-12-31',
      },
    });
  });

  it('reads the barcode to the same boleto as its line', () => {
    const fromLine = parseBoleto(BB_LINE);
    expect(parseBoleto(BB_BARCODE)).toEqual(fromLine);
  });

  // Tagliatti/Boleto-Validator-PHP README, the example "fatura ou carnê" line (bank 422, R$ 546,59).
  it('reads the bank line of the Boleto-Validator README', () => {
    expect(
      parseBoleto('42297.11504 00001.954411 60020.034520 2 68610000054659', { referenceDate: '2016-07-01' }),
    ).toMatchObject({
      ok: true,
      boleto: { kind: 'bank', bank: '422', amount: 54659, due_date: '2016-07-20' },
    });
  });

  // Tagliatti/Boleto-Validator-PHP README, the two example "convênio" (collection) lines.
  it.each([
    [
      '83640000001-1 33120138000-2 81288462711-6 08013618155-1',
      13312,
      '83640000001331201380008128846271108013618155',
    ],
    [
      '85890000460-9 52460179160-5 60759305086-5 83148300001-0',
      4605246,
      '85890000460524601791606075930508683148300001',
    ],
  ])('reads the collection line %s, with no due date', (line, amount, barcode) => {
    expect(parseBoleto(line, { referenceDate: '2020-01-01' })).toEqual({
      ok: true,
      boleto: {
        kind: 'collection',
        barcode,
        line: line.replace(/[- ]/g, ''),
        amount,
        due_date_candidates: [],
      },
    });
  });

  it('answers no due date for factor 0000', () => {
    const barcode = '00191000000000001000500940144816060680935031';
    const fixed = `${barcode.slice(0, 4)}${fixDigit(barcode)}${barcode.slice(5)}`;
    expect(parseBoleto(fixed, { referenceDate: '2026-01-01' })).toMatchObject({
      ok: true,
      boleto: { due_date_candidates: [] },
    });
    expect(parseBoleto(fixed, { referenceDate: '2026-01-01' })).not.toHaveProperty('boleto.due_date');
  });
});

// The general check digit of a bank barcode, for the one test above that writes a barcode by hand.
function fixDigit(barcode: string): number {
  const body = barcode.slice(0, 4) + barcode.slice(5);
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * ((index % 8) + 2), 0);
  const digit = 11 - (sum % 11);
  return digit === 0 || digit > 9 ? 1 : digit;
}

describe('parseBoleto: what it refuses, with a pointer to the part at fault', () => {
  it('refuses a wrong check digit in each field of a bank line, naming the field', () => {
    const digits = '00190500954014481606906809350314337370000000100';
    const change = (index: number) =>
      digits.slice(0, index) + ((Number(digits[index]) + 1) % 10) + digits.slice(index + 1);
    expect(pointersOf(parseBoleto(change(9)))).toEqual(['/field_1']);
    expect(pointersOf(parseBoleto(change(20)))).toEqual(['/field_2']);
    expect(pointersOf(parseBoleto(change(31)))).toEqual(['/field_3']);
    expect(pointersOf(parseBoleto(change(32)))).toEqual(['/check_digit']);
  });

  it('refuses a currency other than the real', () => {
    const barcode = `0010${BB_BARCODE.slice(4)}`;
    expect(pointersOf(parseBoleto(barcode))).toContain('/currency');
  });

  it('refuses a collection line with a wrong block digit, and an unknown value identifier', () => {
    expect(pointersOf(parseBoleto('836400000012331201380002812884627116080136181551'))).toEqual(['/block_1']);
    expect(pointersOf(parseBoleto('83540000001331201380008128846271108013618155'))).toEqual(['/value_kind']);
    expect(pointersOf(parseBoleto('736400000011331201380002812884627116080136181551'))).toContain('/product');
  });

  it.each([
    ['letters', '0019O.50095 40144.816069 06809.350314 3 37370000000100'],
    ['a slash', '00190/50095'],
    ['a length of no boleto', '1'.repeat(45)],
    ['a text longer than any masked line', `${'0'.repeat(47)}${' '.repeat(20)}`],
  ])('refuses %s', (_name, text) => {
    expect(pointersOf(parseBoleto(text))).toEqual(['']);
  });

  it('refuses what is not text, without throwing', () => {
    for (const value of [undefined, null, 47, {}, ['001']])
      expect(parseBoleto(value as unknown as string)).toMatchObject({
        ok: false,
        status: 422,
        issues: [{ code: 'INVALID_TYPE' }],
      });
  });

  it('answers 500 INVALID_CONFIGURATION for a reference date that is not a calendar date', () => {
    for (const referenceDate of ['2026-02-30', '01/02/2026', 20260101 as unknown as string])
      expect(parseBoleto(BB_LINE, { referenceDate })).toMatchObject({
        ok: false,
        status: 500,
        code: 'INVALID_CONFIGURATION',
      });
  });

  it('answers in the locale asked for', () => {
    expect(parseBoleto('123', { locale: 'pt-BR' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('boleto'),
    });
  });
});
