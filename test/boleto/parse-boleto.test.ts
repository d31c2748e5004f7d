import { describe, expect, it } from 'vitest';
import { type ParseBoletoResult, parseBoleto } from '../../src/boleto/parse-boleto.js';
import { checkProviderAnswer } from '../../src/charge/check-provider-answer.js';
import { writeCollection } from './arbitraries.js';

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

  it('answers 500 INVALID_CONFIGURATION for the text a day past the calendar writes, never a due date of it', () => {
    // A day number with no date (NaN) wrote back as 0NaN-NaN-NaN, which then read as a reference.
    expect(parseBoleto(BB_LINE, { referenceDate: '0NaN-NaN-NaN' })).toMatchObject({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
    });
  });

  it('refuses a reference date behind a getter without running it, whatever value key Object.prototype holds', () => {
    let runs = 0;
    const options = Object.defineProperty({}, 'referenceDate', {
      enumerable: true,
      get: () => {
        runs++;
        return '2026-01-01';
      },
    });
    // Read while the key is there, asserted once it is gone: an inherited `value` breaks every
    // accessor Object.defineProperty is given, the test runner's own included.
    Object.defineProperty(Object.prototype, 'value', {
      value: '2026-01-01',
      configurable: true,
      writable: true,
    });
    let answer: unknown;
    try {
      answer = parseBoleto(BB_LINE, options);
    } finally {
      delete (Object.prototype as { value?: unknown }).value;
    }
    expect(answer).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
    expect(runs).toBe(0);
  });

  it('writes a due date past 2099 from the calendar, whatever index-shaped keys Object.prototype holds', () => {
    // Factor 3737 every 9000 days from 1997-10-07: 2205-02-16 is the date nearest 2200-01-01 (by Date).
    const indexes = Array.from({ length: 40 }, (_, index) => String(index));
    for (const index of indexes)
      Object.defineProperty(Object.prototype, index, {
        value: '1999-01-01',
        configurable: true,
        writable: true,
      });
    try {
      expect(parseBoleto(BB_LINE, { referenceDate: '2200-01-01' })).toMatchObject({
        ok: true,
        boleto: { due_date: '2205-02-16' },
      });
    } finally {
      for (const index of indexes) delete (Object.prototype as Record<string, unknown>)[index];
    }
  });

  it('answers in the locale asked for', () => {
    expect(parseBoleto('123', { locale: 'pt-BR' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('boleto'),
    });
  });
});

// FEBRABAN, "Layout Padrão de Arrecadação/Recebimento com Utilização do Código de Barras", version 07
// (in force from 2023-03-01), §05 "Identificação do Segmento": "1. Prefeituras; 2. Saneamento;
// 3. Energia Elétrica e Gás; 4. Telecomunicações; 5. Órgãos Governamentais; 6. Carnes e Assemelhados
// ou demais Empresas / Órgãos que serão identificadas através do CNPJ. 7. Multas de trânsito 9. Uso
// exclusivo do banco". Retrieved 2026-11-27 from the copy in WilliamSampaio/febraban_barcode
// (specs/, commit ef51e60); published at cmsarquivos.febraban.org.br.
describe('parseBoleto: the segment of a collection boleto (FEBRABAN collection layout v07, §05)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 9])('reads a collection boleto of segment %i', (segment) => {
    const { line, barcode } = writeCollection(segment, '6', '00000013312', '0'.repeat(29));
    expect(parseBoleto(line)).toMatchObject({
      ok: true,
      boleto: { kind: 'collection', barcode, amount: 13312 },
    });
  });

  it.each([8, 0])(
    'refuses a collection boleto of segment %i, which the layout does not define, at /segment',
    (segment) => {
      const { line, barcode } = writeCollection(segment, '6', '00000013312', '0'.repeat(29));
      for (const text of [line, barcode])
        expect(parseBoleto(text)).toMatchObject({
          ok: false,
          status: 422,
          code: 'INVALID_INPUT',
          issues: [
            {
              code: 'INVALID_VALUE',
              path: 'segment',
              pointer: '/segment',
              message: expect.any(String),
              hint: expect.stringMatching(/^segment: .*1 to 7 or 9/),
            },
          ],
        });
      expect(pointersOf(parseBoleto(line))).toEqual(['/segment']);
    },
  );
});

/** A bank barcode of bank 001 whose 14 digits after the check digit are `field`, check digit fixed. */
function bankBarcodeWith(field: string): string {
  const barcode = `00190${field}0500940144816060680935031`;
  return `${barcode.slice(0, 4)}${fixDigit(barcode)}${barcode.slice(5)}`;
}

// Banco do Brasil, "Especificações Técnicas para Confecção de Boleto de Pagamento do Banco do
// Brasil", Anexo IV (metodologia de cálculo do fator de vencimento): the factor table starts at
// "1000" for 03/07/2000, and "Valor superior a 10 posições: Boletos com valores superiores a
// R$ 99.999.999,99 devem avançar sobre o 'Fator de Vencimento' eliminando-o do código de barras."
// Published at https://www.bb.com.br/docs/pub/emp/empl/dwn/Doc5175Bloqueto.pdf; retrieved
// 2026-11-27 from the copy in WilliamSampaio/febraban_barcode (specs/Banco do Brasil SA/).
describe('parseBoleto: an amount over R$ 99.999.999,99 (Banco do Brasil spec, Anexo IV)', () => {
  it.each([
    ['00020000000000', 20_000_000_000],
    ['00010000000000', 10_000_000_000],
    ['09999999999999', 9_999_999_999_999],
  ])('reads the field %s as an amount of %i centavos, with no due date', (field, amount) => {
    const barcode = bankBarcodeWith(field);
    const read = parseBoleto(barcode, { referenceDate: '2026-01-01' });
    expect(read).toMatchObject({
      ok: true,
      boleto: { kind: 'bank', barcode, amount, bank: '001', due_date_candidates: [] },
    });
    expect(read).not.toHaveProperty('boleto.due_date');
  });

  it('still reads a factor from 1000 on as a due date and ten digits as the amount', () => {
    expect(parseBoleto(bankBarcodeWith('10000000000100'), { referenceDate: '2026-01-01' })).toMatchObject({
      ok: true,
      boleto: { amount: 100, due_date: '2025-02-22' },
    });
  });

  it("accepts such a boleto as a provider's answer for a charge of that amount: the layout leaves no due date to check", () => {
    const barcode = bankBarcodeWith('00020000000000');
    const read = parseBoleto(barcode);
    const line = read.ok ? read.boleto.line : '';
    const request = {
      amount: 20_000_000_000,
      currency: 'BRL',
      payment_method: 'boleto',
      payment_details: { due_date: '2026-06-10' },
    } as const;
    expect(checkProviderAnswer(request, { digitable_line: line, barcode })).toEqual({ ok: true });
    expect(checkProviderAnswer({ ...request, amount: 100 }, { digitable_line: line, barcode })).toMatchObject(
      {
        ok: false,
        status: 502,
        issues: [{ pointer: '/answer/digitable_line', params: { actual: 20_000_000_000, expected: 100 } }],
      },
    );
  });
});

// FEBRABAN's collection layout (v07, §04) has no due-date factor: only the amount can be checked.
describe('checkProviderAnswer on a collection boleto, which carries no due date', () => {
  const line = '836400000011331201380002812884627116080136181551';
  const barcode = '83640000001331201380008128846271108013618155';
  const request = { amount: 13312, currency: 'BRL', payment_method: 'boleto' } as const;

  it('checks its amount without a due date in the request', () => {
    expect(
      checkProviderAnswer({ ...request, payment_details: {} }, { digitable_line: line, barcode }),
    ).toEqual({
      ok: true,
    });
    expect(
      checkProviderAnswer(
        { ...request, amount: 13313, payment_details: {} },
        { digitable_line: line, barcode },
      ),
    ).toMatchObject({ ok: false, status: 502, issues: [{ params: { actual: 13312, expected: 13313 } }] });
  });

  it('still answers 500 for a bank boleto checked without a due date', () => {
    expect(
      checkProviderAnswer(
        { ...request, amount: 100, payment_details: {} },
        { digitable_line: '00190500954014481606906809350314337370000000100', barcode: BB_BARCODE },
      ),
    ).toMatchObject({ ok: false, status: 500, path: 'request.payment_details.due_date' });
  });
});
