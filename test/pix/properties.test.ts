import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPixCode } from '../../src/pix/build-pix-code.js';
import { parsePixCode } from '../../src/pix/parse-pix-code.js';
import { pixCode } from './arbitraries.js';
import { crcOracle } from './crc-oracle.js';

function built(fields: Parameters<typeof buildPixCode>[0]): string {
  const result = buildPixCode(fields);
  if (!result.ok) throw new Error(result.message);
  return result.text;
}

describe('BR Code properties', () => {
  it('reads back every valid set of fields it writes: parse(build(fields)) = fields', () => {
    fc.assert(
      fc.property(pixCode, (pix) => {
        expect(parsePixCode(built(pix))).toEqual({ ok: true, pix });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every code in which any one character was changed', () => {
    const replacement = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('é', '\n', '\u0000', '😀'),
    );
    fc.assert(
      fc.property(pixCode, fc.nat(), replacement, (pix, at, character) => {
        const text = built(pix);
        const index = at % text.length;
        fc.pre(text[index] !== character);
        const changed = text.slice(0, index) + character + text.slice(index + 1);
        expect(parsePixCode(changed).ok).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws and answers ok or a 422 with issues on any string, however it was made', () => {
    const near = pixCode.chain((pix) =>
      fc.tuple(fc.nat(), fc.string({ maxLength: 8 })).map(([at, insert]) => {
        const text = built(pix);
        const index = at % (text.length + 1);
        return text.slice(0, index) + insert + text.slice(index);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 600 }),
          fc.string({ unit: 'grapheme', maxLength: 300 }),
          near,
          fc.anything(),
        ),
        (text) => {
          const result = parsePixCode(text as string);
          if (!result.ok) {
            expect(result.status).toBe(422);
            expect(result.issues.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads every amount of up to 13 characters to its exact centavos', () => {
    const amountText = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 13 }),
        fc.constantFrom('', '.', '..'),
        fc.nat(99),
      )
      .map(([whole, point, cents]) =>
        point === ''
          ? whole
          : `${whole}.${point === '.' ? String(cents % 10) : String(cents).padStart(2, '0')}`,
      )
      .filter((text) => text.length <= 13);
    fc.assert(
      fc.property(amountText, (text) => {
        // The oracle: the digits as a BigInt of centavos, no float anywhere.
        const [whole = '', fraction = ''] = text.split('.');
        const centavos = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
        fc.pre(centavos > 0n);
        const code = built({
          key: '123e4567-e12b-12d1-a456-426655440000',
          merchant_name: 'A',
          merchant_city: 'B',
        });
        const field = `54${String(text.length).padStart(2, '0')}${text}`;
        const payload = `${code.slice(0, code.indexOf('5802BR'))}${field}${code.slice(code.indexOf('5802BR'), -4)}`;
        const read = parsePixCode(payload + crcOracle(payload));
        expect(read).toMatchObject({ ok: true, pix: { amount: Number(centavos) } });
      }),
      { numRuns: 2000 },
    );
  });
});
