import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../src/money/format-brl.js';
import { type ParseBRLResult, parseBRL } from '../../src/money/parse-brl.js';

function reasonOf(result: ParseBRLResult): string {
  if (result.ok) throw new Error(`expected a failure, read ${result.value}`);
  return result.message;
}

/** The whole 422 answer, one issue at the root: the buyer's message and the English hint. */
function refusal(issueCode: string, message: string, hint: string): unknown {
  const texts = { message: expect.stringContaining(message), hint: expect.stringContaining(hint) };
  return {
    ok: false,
    status: 422,
    code: 'INVALID_INPUT',
    ...texts,
    issues: [{ code: issueCode, path: '', pointer: '', ...texts, params: {} }],
  };
}

describe('parseBRL: what it reads', () => {
  it.each([
    ['1.500,00', 150000],
    ['R$ 1.500', 150000],
    ['R$ 1,500', 150000],
    ['1500.5', 150050],
    ['1500,5', 150050],
    ['10,99', 1099],
    ['1500', 150000],
    ['1.500.000', 150000000],
    ['1,500,000.00', 150000000],
    ['1 500,00', 150000],
    ['1\u00a0500,00', 150000],
    ['0,500', 50],
    [',50', 50],
    ['1.5000', 150],
    ['  R$1,00  ', 100],
    ['-R$ 1,50', -150],
    ['R$ -1,50', -150],
    ['R$ - 1,50', -150],
    ['1 500', 150000],
    ['\u2212 2,00', -200],
    ['-0,00', 0],
    ['R$ 90.071.992.547.409,91', Number.MAX_SAFE_INTEGER],
    ['1\u202f500,00', 150000],
    ['1 500\u00a0000,00', 150000000],
    ['100.000.000', 10000000000],
    ['R$ \u22121,50', -150],
    ['- 1,50', -150],
    ['1.500,990', 150099],
    ['0.5', 50],
    // Zeros in front count for nothing, however many there are.
    ['00000000000000000001', 100],
    ['0000000000000000000001', 100],
    ['0000000000000000000000000000000090071992547409,91', Number.MAX_SAFE_INTEGER],
    ['000,00', 0],
  ])('reads %j as %i centavos', (text, centavos) => {
    expect(parseBRL(text)).toEqual({ ok: true, value: centavos });
  });
});

describe('parseBRL: what it refuses', () => {
  it('refuses one separator followed by three digits as ambiguous, and says why', () => {
    const result = parseBRL('1.500');

    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
    expect(reasonOf(result)).toContain('ambiguous');
  });

  it('refuses a comma followed by three digits as ambiguous too', () => {
    expect(reasonOf(parseBRL('12,345'))).toContain('ambiguous');
  });

  it('explains the ambiguity in Portuguese for pt-BR', () => {
    expect(reasonOf(parseBRL('1.500', { locale: 'pt-BR' }))).toContain('ambíguo');
  });

  it.each([
    ['an empty text', '', 'Type an amount'],
    ['R$ alone', 'R$', 'Type an amount'],
    ['letters', '12a', 'only digits'],
    ['two decimal parts', '1.5,00', 'thousands separators'],
    ['groups that are not of three', '1.50.000', 'thousands separators'],
    ['mixed grouping characters', '1.500 000,00', 'thousands separators'],
    ['a trailing separator', '1500.', 'thousands separators'],
    ['fractions of a centavo', '1.5001', 'fractions of a centavo'],
    ['more than the safe integers', 'R$ 90.071.992.547.409,92', 'larger'],
    ['a very long run of digits', '9'.repeat(40), 'larger'],
    ['a text over 64 characters', '1'.repeat(65), 'too long'],
    ['a sign alone', '-', 'only digits'],
    ['a second sign after R$', '-R$ -1,50', 'only digits'],
    ['a group that starts with a separator', '.500.000', 'thousands separators'],
    ['a first group of four digits', '1500.000.000', 'thousands separators'],
    ['a first group of four digits before the decimals', '1500.000,00', 'thousands separators'],
  ])('refuses %s', (_name, text, reason) => {
    expect(reasonOf(parseBRL(text))).toContain(reason);
  });

  it('reads a text of exactly 64 characters and refuses one of 65, padding included', () => {
    expect(parseBRL(`${' '.repeat(60)}1,00`)).toEqual({ ok: true, value: 100 });
    expect(reasonOf(parseBRL(`${' '.repeat(61)}1,00`))).toContain('too long');
  });

  it('answers the whole failure: 422, the buyer’s message in their language, the hint in English', () => {
    const result = parseBRL('1.500', { locale: 'pt-BR' });

    expect(result).toEqual(refusal('INVALID_VALUE', 'ambíguo', 'ambiguous'));
  });

  it('refuses, without throwing, when reading the options throws, in English', () => {
    const options = {
      get locale(): never {
        throw new Error('hostile getter');
      },
    };

    expect(parseBRL('1,00', options)).toEqual(refusal('INVALID_TYPE', 'must be text', 'must be text'));
  });

  it('refuses a value that is not text as the wrong type, as when reading the options throws', () => {
    const result = parseBRL(1500 as unknown as string);

    expect(result).toEqual(refusal('INVALID_TYPE', 'must be text', 'must be text'));
  });

  it.each([
    ['an array of 65 texts, longer than any text it reads', new Array(65).fill('1')],
    ['an object with a length and a trim of its own', { length: 4, trim: () => '1,00' }],
  ])('refuses as the wrong type a value that only looks like text: %s', (_name, value) => {
    expect(parseBRL(value as unknown as string)).toEqual(
      refusal('INVALID_TYPE', 'must be text', 'must be text'),
    );
  });

  it('puts the reason in one issue at the root, with a range code for a too large amount', () => {
    const result = parseBRL('R$ 90.071.992.547.409,92');

    expect(result.ok ? [] : result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['OUT_OF_RANGE', ''],
    ]);
  });

  it('refuses 21 whole digits after zeros in front as too large', () => {
    const result = parseBRL(`000${'1'.repeat(21)}`);

    expect(result.ok ? [] : result.issues?.map((issue) => [issue.code, issue.path])).toEqual([
      ['OUT_OF_RANGE', ''],
    ]);
  });

  it('never echoes the text it refuses', () => {
    expect(reasonOf(parseBRL('4111 1111 1111 1111'))).not.toContain('4111');
  });
});

describe('parseBRL and formatBRL together', () => {
  it('read back every amount formatBRL writes, in every locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('en' as const, 'pt-BR' as const, 'es' as const),
        (centavos, locale) => {
          expect(parseBRL(formatBRL(centavos, { locale }))).toEqual({
            ok: true,
            value: centavos === 0 ? 0 : centavos,
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws, whatever the argument: a safe integer of centavos or a 422 with one issue', () => {
    // Lengths on both sides of the 64-character limit, and text beyond ASCII.
    const texts = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 70 }),
      fc.string({
        unit: fc.constantFrom(...'0123456789.,R$- \u00a0\u202f\u2212'),
        minLength: 55,
        maxLength: 70,
      }),
    );
    fc.assert(
      fc.property(fc.oneof(texts, fc.anything()), (value) => {
        const result = parseBRL(value as string);
        if (result.ok) expect(Number.isSafeInteger(result.value)).toBe(true);
        else expect([result.status, result.code, result.issues?.length]).toEqual([422, 'INVALID_INPUT', 1]);
      }),
      { numRuns: 2000 },
    );
  });
});
