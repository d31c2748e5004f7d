// Published boletos and rules (boletos.ts names each source, section and retrieval day), read by the
// library: every expected value is the source's.
import { describe, expect, it } from 'vitest';
import { _mod10, _mod11Bank, _mod11Collection } from '../../src/boleto/_modulo.js';
import { boletoDueDateFactor } from '../../src/boleto/boleto-due-date-factor.js';
import { buildBoleto } from '../../src/boleto/build-boleto.js';
import { type ParseBoletoResult, parseBoleto } from '../../src/boleto/parse-boleto.js';
import { writeCollection } from '../boleto/arbitraries.js';
import {
  AMOUNT_OVER_TEN_DIGITS,
  CHECK_DIGIT_EXAMPLES,
  FACTOR_RULE,
  FACTOR_TABLE,
  READ_EXAMPLES,
  REFUSED_EXAMPLES,
  SEGMENTS,
} from './boletos.js';

const pointersOf = (result: ParseBoletoResult) =>
  result.ok || !('issues' in result) ? [] : (result.issues ?? []).map((issue) => issue.pointer);

// Banco do Brasil's spec, 2.3.4: a bank line's field 1 holds barcode positions 1–4 and 20–24, field 2
// positions 25–34, field 3 positions 35–44, field 4 position 5, field 5 positions 6–19.
const barcodeOfBankLine = (line: string) =>
  line.slice(0, 4) +
  line[32] +
  line.slice(33, 47) +
  line.slice(4, 9) +
  line.slice(10, 20) +
  line.slice(21, 31);

describe('published boletos, read as their sources say', () => {
  it('names a source, a section and a retrieval day for every example', () => {
    for (const { source } of [...READ_EXAMPLES, ...REFUSED_EXAMPLES])
      expect(source).toMatchObject({
        document: expect.any(String),
        url: expect.stringMatching(/^https:\/\//),
        section: expect.any(String),
        retrieved: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      });
  });

  it.each(READ_EXAMPLES.map((example) => [example.name, example] as const))('reads %s', (_name, example) => {
    const options = example.reference === undefined ? {} : { referenceDate: example.reference };
    const read = parseBoleto(example.text, options);
    expect(read).toMatchObject({
      ok: true,
      boleto: {
        kind: example.kind,
        barcode: example.barcode,
        line: example.line,
        amount: example.amount,
        ...(example.bank === undefined ? {} : { bank: example.bank }),
        ...(example.due_date === undefined ? {} : { due_date: example.due_date }),
      },
    });
    if (example.kind === 'bank') expect(barcodeOfBankLine(example.line)).toBe(example.barcode);
    else expect(read).toMatchObject({ boleto: { due_date_candidates: [] } });
    expect(parseBoleto(example.barcode, options)).toEqual(read);
  });

  it.each(REFUSED_EXAMPLES.map((example) => [example.name, example] as const))(
    'refuses %s',
    (_name, example) => {
      const read = parseBoleto(example.text);
      expect(read).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
      expect(pointersOf(read)).toEqual(expect.arrayContaining([...example.pointers]));
    },
  );

  it.each(
    CHECK_DIGIT_EXAMPLES.map((example) => [example.module, example.digits, example.digit, example] as const),
  )('works out the %s digit of %s as %i, as the source does', (module, digits, digit) => {
    const check = module === 'mod10' ? _mod10 : module === 'mod11 bank' ? _mod11Bank : _mod11Collection;
    expect(check(digits)).toBe(digit);
  });
});

describe("the collection layout's segments (FEBRABAN collection layout v07, §05)", () => {
  it('reads a boleto in each segment the layout lists, and refuses the others at /segment', () => {
    const read = (segment: number) =>
      parseBoleto(writeCollection(segment, '6', '00000001099', '10422023123100000000000054321').line);
    expect(SEGMENTS.defined.map((segment) => read(segment).ok)).toEqual(SEGMENTS.defined.map(() => true));
    expect(SEGMENTS.undefined.map((segment) => pointersOf(read(segment)))).toEqual(
      SEGMENTS.undefined.map(() => ['/segment']),
    );
    expect(SEGMENTS.source.section).toContain('9. Uso exclusivo do banco');
  });
});

describe('the due-date factor (base 1997-10-07; 1000 on 2000-07-03; back to 1000 on 2025-02-22)', () => {
  it('cites the rule from the bank spec, FEBRABAN and the Central Bank', () => {
    expect(FACTOR_RULE.map((source) => source.document)).toEqual([
      expect.stringContaining('Banco do Brasil'),
      expect.stringContaining('FEBRABAN'),
      expect.stringContaining('Carta-Circular 2.926'),
    ]);
  });

  it.each(FACTOR_TABLE.map((row) => [row.date, row.factor] as const))(
    'gives %s the factor %i, and reads a boleto carrying it back to that date',
    (date, factor) => {
      expect(boletoDueDateFactor(date)).toEqual({ ok: true, factor });
      const built = buildBoleto({ bank: '001', amount: 100, due_date: date, free_field: '0'.repeat(25) });
      expect(built.ok && built.barcode.slice(5, 9)).toBe(String(factor));
      const read = built.ok ? parseBoleto(built.line, { referenceDate: date }) : built;
      expect(read).toMatchObject({ ok: true, boleto: { due_date: date } });
      expect(read.ok && read.boleto.due_date_candidates).toContain(date);
    },
  );

  // Carta-Circular 2.926: "0000" in the factor field means the barcode holds no factor.
  it('reads factor 0000 as no due date', () => {
    const body = '0019000000000001000500940144816060680935031';
    const barcode = `${body.slice(0, 4)}${_mod11Bank(body)}${body.slice(4)}`;
    const read = parseBoleto(barcode, { referenceDate: '2026-01-01' });
    expect(read).toMatchObject({ ok: true, boleto: { amount: 100, due_date_candidates: [] } });
    expect(read).not.toHaveProperty('boleto.due_date');
  });

  // FEBRABAN's manual: a zero first position of the value field (factor and value) means no
  // factor; Banco do Brasil's spec: an amount over R$ 99.999.999,99 advances over the factor.
  it('reads an amount over R$ 99.999.999,99 over the factor field, with no due date', () => {
    expect(AMOUNT_OVER_TEN_DIGITS.source.section).toContain('R$ 99.999.999,99');
    const body = '0019000250000000000500940144816060680935031';
    const barcode = `${body.slice(0, 4)}${_mod11Bank(body)}${body.slice(4)}`;
    const read = parseBoleto(barcode, { referenceDate: '2026-01-01' });
    expect(read).toMatchObject({ ok: true, boleto: { amount: 25_000_000_000, due_date_candidates: [] } });
    expect(read).not.toHaveProperty('boleto.due_date');
  });
});
