// Source: bacen/pix-api openapi.yaml 2.9.0 (commit 1f1b568, 2025-09-05; retrieved 2026-11-28),
// components.schemas.RecId: "RAxxxxxxxxyyyyMMddkkkkkkkkkkk (29 caracteres; case sensitive) … "A":
// "R" caso a recorrência permita novas tentativas de pagamento pós vencimento, ou "N" caso não
// permita … "xxxxxxxx": … (8 caracteres alfanuméricos [A-Z|0-9]) … "yyyyMMdd": data (8 caracteres)
// de criação da recorrência … "kkkkkkkkkkk": … (11 caracteres alfanuméricos [a-z|A-Z|0-9])".
// changelog.md [2.9.0]: "Atualização dos padrões dos campos idRec e idSolicRec para permitir
// valores alfanuméricos nos componentes xxxxxxxx (ISPBs)".
import { describe, expect, it } from 'vitest';
import { parseRecurrenceId } from '../../src/recurrence/recurrence-id.js';

describe('parseRecurrenceId', () => {
  it.each([
    // components.schemas.RecId.example and the examples recResponse*, cobRResponse3, cobRResponse4.
    ['RR1234567820240115abcdefghijk', 'three_in_seven_days', '12345678', '2024-01-15'],
    ['RN1234567820240115abcdefghijk', 'none', '12345678', '2024-01-15'],
    ['RR123456782024061999000566354', 'three_in_seven_days', '12345678', '2024-06-19'],
    ['RN985156112024071999000566354', 'none', '98515611', '2024-07-19'],
    ['RR7784567820240528123defgh775', 'three_in_seven_days', '77845678', '2024-05-28'],
    ['RR1026652320240821lab77511abf', 'three_in_seven_days', '10266523', '2024-08-21'],
    ['RR3781267820250201123deabc339', 'three_in_seven_days', '37812678', '2025-02-01'],
  ] as const)('reads the specification example %s', (id, retries, ispb, date) => {
    expect(parseRecurrenceId(id)).toEqual({ ok: true, retries, ispb, date });
  });

  it('reads an alphanumeric ISPB, allowed since Pix API 2.9.0', () => {
    expect(parseRecurrenceId('RNAB12CD3420250201abcdefghijk')).toEqual({
      ok: true,
      retries: 'none',
      ispb: 'AB12CD34',
      date: '2025-02-01',
    });
  });

  it('answers the whole failure shape for an id that is not one', () => {
    expect(parseRecurrenceId('RR123456782024011abcdefghijk')).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: expect.stringContaining('29'),
      hint: "Fields to fix: the recurrence id (parseRecurrenceId's argument). Each issue has a hint of its own.",
      issues: [
        expect.objectContaining({
          code: 'INVALID_VALUE',
          path: '',
          pointer: '',
          hint: expect.stringContaining('RR or RN'),
        }),
      ],
    });
  });

  it.each([
    ['the request id of the same specification (SC…)', 'SC1234567820240115abcdefghijk'],
    ['a retry letter other than R or N', 'RX1234567820240115abcdefghijk'],
    ['a lower-case ISPB ([A-Z|0-9] only)', 'RRab34567820240115abcdefghijk'],
    ['a date that does not exist (30 February)', 'RR1234567820240230abcdefghijk'],
    ['a 13th month', 'RR1234567820241315abcdefghijk'],
    ['30 characters', 'RR1234567820240115abcdefghijkl'],
    ['a sequence with a symbol', 'RR1234567820240115abcdefghi-k'],
    ['a leading space', ' RR1234567820240115abcdefghij'],
  ])('refuses %s', (_, id) => {
    expect(parseRecurrenceId(id)).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
  });

  it('refuses a value that is not a string without throwing', () => {
    for (const value of [undefined, null, 29, {}, ['RR1234567820240115abcdefghijk']]) {
      expect(parseRecurrenceId(value as unknown as string)).toMatchObject({
        ok: false,
        code: 'INVALID_INPUT',
      });
    }
  });

  it('writes the buyer message in the locale asked for', () => {
    const failure = parseRecurrenceId('R', { locale: 'pt-BR' });
    expect(failure.ok === false && failure.message).toContain('identificador de 29 caracteres');
  });
});
