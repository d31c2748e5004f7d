// Whole answers of the boleto codec at its edges: each refusal's code, pointer and message (worded
// by the catalogue's key, so the wording is tested once, in test/messages), and each reading's every
// field. Check digits come from the published formulas written out here (FEBRABAN's module 10 and
// module 11, as Banco do Brasil's spec §2.3 and the collection layout v07 §08–§10 give them), dates
// from JavaScript's own UTC calendar: never from the library.
import { describe, expect, it } from 'vitest';
import { boletoDueDateFactor } from '../../src/boleto/boleto-due-date-factor.js';
import { type BoletoFields, buildBoleto } from '../../src/boleto/build-boleto.js';
import { parseBoleto } from '../../src/boleto/parse-boleto.js';
import { type BoletoCodesMessageKey, formatBoletoCodesMessage } from '../../src/messages/boleto-codes.js';
import { writeCollection } from './arbitraries.js';

const refusalOf = (result: { readonly ok: boolean }) => {
  if (result.ok) throw new Error('expected a failure');
  const failure = result as unknown as {
    status: number;
    code: string;
    issues: readonly { code: string; pointer: string; message: string }[];
  };
  return {
    status: failure.status,
    code: failure.code,
    issues: failure.issues.map(({ code, pointer, message }) => ({ code, pointer, message })),
  };
};
const refused = (...issues: readonly (readonly [string, string, BoletoCodesMessageKey])[]) => ({
  status: 422,
  code: 'INVALID_INPUT',
  issues: issues.map(([code, pointer, key]) => ({
    code,
    pointer,
    message: formatBoletoCodesMessage('en', key),
  })),
});

// Module 11 of a bank barcode (Banco do Brasil spec, §2.3.3): weights 2 to 9 from the right over the
// 43 other digits; 11 less the remainder, 1 where that is 0, 10 or 11.
function bankDigit(body43: string): string {
  let sum = 0;
  for (let index = 0; index < 43; index++) sum += Number(body43[42 - index]) * (2 + (index % 8));
  const digit = 11 - (sum % 11);
  return String(digit === 0 || digit > 9 ? 1 : digit);
}
/** A bank barcode from its 4 leading digits and 39 after the general digit, that digit worked out. */
const bankBarcode = (head: string, tail: string) => `${head}${bankDigit(head + tail)}${tail}`;

const BB_LINE = '00190.50095 40144.816069 06809.350314 3 37370000000100';
const BB_BARCODE = '00193373700000001000500940144816060680935031';
const DAY = 86_400_000;
const iso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;

describe('parseBoleto refuses, saying what and where', () => {
  it.each([
    ['a number', 47, ['INVALID_TYPE', '', 'BOLETO.not_text']],
    ['a letter among the digits', '0019O50095', ['INVALID_VALUE', '', 'BOLETO.characters']],
    ['digits of no boleto length', '1'.repeat(45), ['INVALID_VALUE', '', 'BOLETO.length']],
    ['a masked number of no boleto length', '0019.0500', ['INVALID_VALUE', '', 'BOLETO.length']],
    [
      '65 characters, masks included',
      `${BB_LINE}${' '.repeat(11)}`,
      ['INVALID_VALUE', '', 'BOLETO.characters'],
    ],
  ] as const)('refuses %s at the root', (_, text, issue) => {
    expect(refusalOf(parseBoleto(text as string))).toEqual(refused(issue));
  });

  it('reads a masked line of exactly 64 characters', () => {
    const text = `${BB_LINE}${' '.repeat(10)}`;
    expect(text).toHaveLength(64);
    expect(parseBoleto(text)).toEqual(parseBoleto(BB_BARCODE));
  });

  it('refuses a bank barcode whose currency is not 9, with its general digit right, at /currency alone', () => {
    const barcode = bankBarcode('0010', BB_BARCODE.slice(5));
    expect(refusalOf(parseBoleto(barcode))).toEqual(
      refused(['INVALID_VALUE', '/currency', 'BOLETO.currency']),
    );
  });

  it('refuses a bank barcode whose general digit is wrong, at /check_digit alone', () => {
    const barcode = `0019${(Number(BB_BARCODE[4]) % 9) + 1}${BB_BARCODE.slice(5)}`;
    expect(refusalOf(parseBoleto(barcode))).toEqual(
      refused(['INVALID_VALUE', '/check_digit', 'BOLETO.check_digit']),
    );
  });

  it.each([1, 2, 3, 4])(
    'refuses a collection line (module 11) whose block %i digit is wrong, naming the block',
    (block) => {
      const { line } = writeCollection(1, '8', '00000013312', '1'.repeat(29));
      const at = block * 12 - 1;
      const changed = `${line.slice(0, at)}${(Number(line[at]) + 1) % 10}${line.slice(at + 1)}`;
      expect(refusalOf(parseBoleto(changed))).toEqual(
        refused(['INVALID_VALUE', `/block_${block}`, 'BOLETO.check_digit']),
      );
    },
  );

  it.each(['6', '7', '8', '9'])(
    'refuses a collection barcode of value identifier %s whose general digit is wrong',
    (identifier) => {
      const { barcode } = writeCollection(2, identifier, '00000013312', '7'.repeat(29));
      const changed = `${barcode.slice(0, 3)}${(Number(barcode[3]) + 1) % 10}${barcode.slice(4)}`;
      expect(refusalOf(parseBoleto(changed))).toEqual(
        refused(['INVALID_VALUE', '/check_digit', 'BOLETO.check_digit']),
      );
    },
  );

  it('refuses a collection line of an unknown value identifier at /value_kind alone, checking none of its blocks', () => {
    const { line } = writeCollection(1, '6', '00000013312', '0'.repeat(29));
    const unknown = `${line.slice(0, 2)}5${line.slice(3)}`;
    expect(refusalOf(parseBoleto(unknown))).toEqual(
      refused(['INVALID_VALUE', '/value_kind', 'BOLETO.value_kind']),
    );
  });
});

describe('parseBoleto reads every field of what it reads', () => {
  it.each(['6', '7', '8', '9'])(
    'reads a collection boleto of value identifier %s from its line and its barcode',
    (identifier) => {
      const { line, barcode, amount } = writeCollection(3, identifier, '00000099999', '4'.repeat(29));
      const boleto = { kind: 'collection', barcode, line, amount, due_date_candidates: [] };
      expect(parseBoleto(line)).toStrictEqual({ ok: true, boleto });
      expect(parseBoleto(barcode)).toStrictEqual({ ok: true, boleto });
    },
  );

  it('reads a bank boleto of the highest ten-digit amount, and every date its factor stands for', () => {
    const barcode = bankBarcode('2379', `9999${'9'.repeat(10)}${'1'.repeat(25)}`);
    const read = parseBoleto(barcode);
    // Factor 9999: 1997-10-07 + 9999 days, then every 9000 days up to 2099-12-31.
    const first = dayOf('1997-10-07') + 9999;
    const candidates = [first, first + 9000, first + 18_000, first + 27_000]
      .filter((day) => day <= dayOf('2099-12-31'))
      .map(iso);
    expect(read).toMatchObject({
      ok: true,
      boleto: { kind: 'bank', bank: '237', amount: 9_999_999_999, due_date_candidates: candidates },
    });
    expect(candidates[0]).toBe('2025-02-21');
  });

  it('lists 2099-12-31 itself among the dates of its factor', () => {
    const factor = boletoDueDateFactor('2099-12-31');
    expect(factor).toEqual({ ok: true, factor: ((dayOf('2099-12-31') - dayOf('2000-07-03')) % 9000) + 1000 });
    const built = buildBoleto({ bank: '001', amount: 1, due_date: '2099-12-31', free_field: '0'.repeat(25) });
    const read = built.ok ? parseBoleto(built.barcode) : built;
    expect(read.ok && read.boleto.due_date_candidates.at(-1)).toBe('2099-12-31');
  });

  it('picks the last date the calendar holds against a reference of 9999-12-31, never a later one', () => {
    const read = parseBoleto(BB_LINE, { referenceDate: '9999-12-31' });
    // Factor 3737: the dates 1997-10-07 + 3737 + k·9000 days; the latest not after 9999-12-31.
    const first = dayOf('1997-10-07') + 3737;
    const last = first + Math.floor((dayOf('9999-12-31') - first) / 9000) * 9000;
    expect(read.ok && read.boleto.due_date).toBe(iso(last));
  });

  it('answers a 500 for a reference date that is no date, in the locale asked for', () => {
    expect(parseBoleto(BB_LINE, { referenceDate: '2026-13-01', locale: 'es' })).toMatchObject({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: formatBoletoCodesMessage('es', 'BOLETO.reference_date'),
    });
  });
});

describe('buildBoleto refuses each field at its place, and writes each at its limit', () => {
  const FIELDS: BoletoFields = { bank: '001', amount: 100, free_field: '0'.repeat(25) };

  it.each([
    ['bank', { ...FIELDS, bank: '01' }, ['INVALID_VALUE', '/bank', 'BOLETO.bank']],
    ['bank', { ...FIELDS, bank: '0011' }, ['INVALID_VALUE', '/bank', 'BOLETO.bank']],
    ['bank', { ...FIELDS, bank: '812' }, ['INVALID_VALUE', '/bank', 'BOLETO.bank']],
    ['bank', { ...FIELDS, bank: 1 }, ['INVALID_VALUE', '/bank', 'BOLETO.bank']],
    ['amount', { ...FIELDS, amount: -1 }, ['OUT_OF_RANGE', '/amount', 'BOLETO.amount']],
    ['amount', { ...FIELDS, amount: 10_000_000_000 }, ['OUT_OF_RANGE', '/amount', 'BOLETO.amount']],
    ['amount', { ...FIELDS, amount: '100' }, ['OUT_OF_RANGE', '/amount', 'BOLETO.amount']],
    ['due_date', { ...FIELDS, due_date: '2000-07-02' }, ['INVALID_VALUE', '/due_date', 'BOLETO.date']],
    [
      'free_field',
      { ...FIELDS, free_field: '0'.repeat(24) },
      ['INVALID_VALUE', '/free_field', 'BOLETO.free_field'],
    ],
    [
      'free_field',
      { ...FIELDS, free_field: `${'0'.repeat(24)}a` },
      ['INVALID_VALUE', '/free_field', 'BOLETO.free_field'],
    ],
  ] as const)('refuses a bad %s', (_, fields, issue) => {
    expect(refusalOf(buildBoleto(fields as unknown as BoletoFields))).toEqual(refused(issue));
  });

  it('refuses what is not an object, at the root and at every field', () => {
    expect(refusalOf(buildBoleto(null as unknown as BoletoFields))).toEqual(
      refused(
        ['INVALID_TYPE', '', 'BOLETO.fields'],
        ['INVALID_VALUE', '/bank', 'BOLETO.bank'],
        ['OUT_OF_RANGE', '/amount', 'BOLETO.amount'],
        ['INVALID_VALUE', '/free_field', 'BOLETO.free_field'],
      ),
    );
  });

  it.each([
    [0, '0000000000'],
    [9_999_999_999, '9999999999'],
  ])('writes the amount %i as the ten digits %s, with its check digits', (amount, digits) => {
    const built = buildBoleto({ ...FIELDS, bank: '104', amount, due_date: '2025-02-22' });
    const barcode = bankBarcode('1049', `1000${digits}${'0'.repeat(25)}`);
    expect(built).toMatchObject({ ok: true, barcode });
    expect(built.ok && parseBoleto(built.line)).toMatchObject({ ok: true, boleto: { barcode, amount } });
  });
});

describe('the edges of the calendar and of the text', () => {
  it('gives 9999-12-31 its factor, and reads it back as the due date against that day', () => {
    const factor = ((dayOf('9999-12-31') - dayOf('2000-07-03')) % 9000) + 1000;
    expect(boletoDueDateFactor('9999-12-31')).toEqual({ ok: true, factor });
    const built = buildBoleto({ bank: '001', amount: 1, due_date: '9999-12-31', free_field: '0'.repeat(25) });
    const read = built.ok ? parseBoleto(built.line, { referenceDate: '9999-12-31' }) : built;
    expect(read.ok && read.boleto.due_date).toBe('9999-12-31');
  });

  it('answers a bank boleto read without a reference date with its candidates and no due date at all', () => {
    const read = parseBoleto(BB_BARCODE);
    expect(read.ok && Object.keys(read.boleto)).toEqual([
      'kind',
      'barcode',
      'line',
      'amount',
      'bank',
      'due_date_candidates',
    ]);
  });

  it('refuses a 47-character line holding a letter, or a letter where a check digit stands, as characters', () => {
    const digits = '00190500954014481606906809350314337370000000100';
    for (const at of [3, 9])
      expect(refusalOf(parseBoleto(`${digits.slice(0, at)}O${digits.slice(at + 1)}`))).toEqual(
        refused(['INVALID_VALUE', '', 'BOLETO.characters']),
      );
  });

  it('words the refusals of boletoDueDateFactor and buildBoleto in the locale asked for', () => {
    expect(boletoDueDateFactor('2000-07-02', { locale: 'es' })).toMatchObject({
      ok: false,
      issues: [
        { code: 'INVALID_VALUE', pointer: '', message: formatBoletoCodesMessage('es', 'BOLETO.date') },
      ],
    });
    expect(buildBoleto({ bank: '8', amount: 1, free_field: '0'.repeat(25) }, { locale: 'es' })).toMatchObject(
      {
        ok: false,
        issues: [{ pointer: '/bank', message: formatBoletoCodesMessage('es', 'BOLETO.bank') }],
      },
    );
  });
});
