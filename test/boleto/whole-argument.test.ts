import { describe, expect, it } from 'vitest';
import { boletoDueDateFactor } from '../../src/boleto/boleto-due-date-factor.js';
import { buildBoleto } from '../../src/boleto/build-boleto.js';
import { parseBoleto } from '../../src/boleto/parse-boleto.js';
import { argumentRefusal } from '../support/argument-refusal.js';

describe('a refusal of the whole argument of a boleto function', () => {
  it('names the text as parseBoleto’s argument when it is not a string', () => {
    expect(parseBoleto(42 as never)).toEqual(
      argumentRefusal(
        'INVALID_TYPE',
        'Boleto number',
        'The boleto number must be text.',
        "the boleto number text (parseBoleto's argument)",
      ),
    );
  });

  it('refuses a number with letters in it, saying which characters a boleto number is written with', () => {
    expect(parseBoleto('0019x')).toEqual(
      argumentRefusal(
        'INVALID_VALUE',
        'Boleto number',
        'Write the boleto number with digits, separated only by dots, spaces or hyphens.',
        "the boleto number text (parseBoleto's argument)",
      ),
    );
  });

  it('names the fields as buildBoleto’s argument, and says they must be an object, when they are not one', () => {
    // The other fields are refused too, each at its place: the root's issue comes first.
    const refusal = buildBoleto(42 as never);
    const expected = argumentRefusal(
      'INVALID_TYPE',
      'Boleto data',
      'It must be an object with bank, amount, due_date and free_field.',
      "the fields (buildBoleto's argument)",
    );
    expect(refusal.ok ? undefined : [refusal.message, refusal.issues[0]]).toEqual([
      expected.message,
      expected.issues[0],
    ]);
  });

  it('names the date as boletoDueDateFactor’s argument when it is no date', () => {
    expect(boletoDueDateFactor(42 as never)).toEqual(
      argumentRefusal(
        'INVALID_VALUE',
        'Due date',
        'Use a date from 2000-07-03 to 9999-12-31, written YYYY-MM-DD.',
        "the date (boletoDueDateFactor's argument)",
      ),
    );
  });

  it('answers a referenceDate that is no date as the caller’s configuration (500), its hint naming the option', () => {
    const message = 'The referenceDate option must be a date written YYYY-MM-DD; the boleto was not read.';
    expect(
      parseBoleto('00190000090000000000000000000000267550000000100', { referenceDate: '2026-02-30' }),
    ).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message,
      hint: `referenceDate: ${message}`,
    });
  });
});

describe('the due date nearest the reference at the end of the calendar', () => {
  // FEBRABAN's due-date factor counts days from 1997-10-07 and, since it restarted at 1000 on
  // 2025-02-22, names a date every 9,000 days: 6755 days after 1997-10-07 is 2016-04-05 (Date gives
  // the same), and 9999-12-31, the calendar's last day, is 6755 more than a multiple of 9,000 after it.
  it('picks 9999-12-31 itself for a reference the day before, not the date 9,000 days earlier', () => {
    const line = '00190000090000000000000000000000267550000000100';
    const read = parseBoleto(line, { referenceDate: '9999-12-30' });
    expect(read.ok && [read.boleto.due_date, read.boleto.due_date_candidates]).toEqual([
      '9999-12-31',
      ['2016-04-05', '2040-11-25', '2065-07-17', '2090-03-08'],
    ]);
  });
});
