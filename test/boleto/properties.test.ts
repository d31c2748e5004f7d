import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBoleto } from '../../src/boleto/build-boleto.js';
import { parseBoleto } from '../../src/boleto/parse-boleto.js';
import { checkProviderAnswer } from '../../src/charge/check-provider-answer.js';
import { bankBoleto, collectionBoleto } from './arbitraries.js';

function built(fields: Parameters<typeof buildBoleto>[0]): { barcode: string; line: string } {
  const result = buildBoleto(fields);
  if (!result.ok) throw new Error(result.message);
  return result;
}

const changeDigit = (text: string, index: number, step: number) =>
  text.slice(0, index) + ((Number(text[index]) + step) % 10) + text.slice(index + 1);

describe('boleto properties', () => {
  it('reads back every bank boleto it writes, from the line and from the barcode', () => {
    fc.assert(
      fc.property(bankBoleto, (fields) => {
        const { barcode, line } = built(fields);
        const expected = {
          kind: 'bank',
          barcode,
          line,
          amount: fields.amount,
          bank: fields.bank,
          ...(fields.due_date === undefined ? {} : { due_date: fields.due_date }),
        };
        const options = fields.due_date === undefined ? {} : { referenceDate: fields.due_date };
        expect(parseBoleto(line, options)).toMatchObject({ ok: true, boleto: expected });
        expect(parseBoleto(barcode, options)).toEqual(parseBoleto(line, options));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads every valid collection line to its barcode and amount, and the barcode to the line', () => {
    fc.assert(
      fc.property(collectionBoleto, ({ barcode, line, amount }) => {
        expect(parseBoleto(line)).toEqual({
          ok: true,
          boleto: { kind: 'collection', barcode, line, amount, due_date_candidates: [] },
        });
        expect(parseBoleto(barcode)).toEqual(parseBoleto(line));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses any one-digit change in the parts a module-10 digit guards: the first three fields of a bank line, every block of a module-10 collection line', () => {
    fc.assert(
      fc.property(
        bankBoleto,
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 1, max: 9 }),
        (fields, index, step) => {
          expect(parseBoleto(changeDigit(built(fields).line, index, step)).ok).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        collectionBoleto.filter((boleto) => boleto.moduleTen),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 1, max: 9 }),
        (boleto, index, step) => {
          expect(parseBoleto(changeDigit(boleto.line, index, step)).ok).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  // FEBRABAN's module 11 writes 1 for three remainders, so a change of the value or factor can keep
  // the general digit right; it then reads as another amount or date, which the check against the
  // charge refuses.
  it('refuses, against the charge, any one-character change of a valid bank line or barcode', () => {
    const character = fc.oneof(fc.constantFrom(...'0123456789'), fc.constantFrom('.', ' ', '-', 'a', '/'));
    fc.assert(
      fc.property(bankBoleto, fc.boolean(), fc.nat(), character, (fields, onLine, at, replacement) => {
        const due_date = fields.due_date ?? '2026-06-10';
        const amount = Math.max(fields.amount, 1);
        const answer = built({ ...fields, amount, due_date });
        const text = onLine ? answer.line : answer.barcode;
        const index = at % text.length;
        fc.pre(text[index] !== replacement);
        const changed = text.slice(0, index) + replacement + text.slice(index + 1);
        const request = {
          amount,
          currency: 'BRL',
          payment_method: 'boleto',
          payment_details: { due_date },
        } as const;
        const tampered = onLine ? { ...answer, line: changed } : { ...answer, barcode: changed };
        expect(
          checkProviderAnswer(request, { digitable_line: tampered.line, barcode: tampered.barcode }).ok,
        ).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on any string and answers ok or a 422 with issues', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.string({ unit: fc.constantFrom(...'0123456789. -'), maxLength: 70 }),
          fc.anything(),
        ),
        (text) => {
          const result = parseBoleto(text as string);
          if (!result.ok) expect(result).toMatchObject({ status: 422, issues: expect.any(Array) });
        },
      ),
      { numRuns: 3000 },
    );
  });
});
