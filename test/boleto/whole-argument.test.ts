import { describe, expect, it } from 'vitest';
import { boletoDueDateFactor } from '../../src/boleto/boleto-due-date-factor.js';
import { buildBoleto } from '../../src/boleto/build-boleto.js';
import { parseBoleto } from '../../src/boleto/parse-boleto.js';

// A refusal of the whole argument (path ''), stated whole: the buyer reads the label and the
// message, the integrator's hint names which argument of which function was refused.
function issueAtRoot(code: string, label: string, message: string, argument: string) {
  return { code, path: '', pointer: '', message, hint: `${argument}: ${message}`, params: { label } };
}

describe('a refusal of the whole argument of a boleto function', () => {
  it('names the text as parseBoleto’s argument when it is not a string', () => {
    const message = 'The boleto number must be text.';
    expect(parseBoleto(42 as never)).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: 'Boleto number: the boleto number must be text.',
      hint: "Fields to fix: the boleto number text (parseBoleto's argument). Each issue has a hint of its own.",
      issues: [
        issueAtRoot(
          'INVALID_TYPE',
          'Boleto number',
          message,
          "the boleto number text (parseBoleto's argument)",
        ),
      ],
    });
  });

  it('refuses a number with letters in it, saying which characters a boleto number is written with', () => {
    const message = 'Write the boleto number with digits, separated only by dots, spaces or hyphens.';
    expect(parseBoleto('0019x')).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: `Boleto number: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
      hint: "Fields to fix: the boleto number text (parseBoleto's argument). Each issue has a hint of its own.",
      issues: [
        issueAtRoot(
          'INVALID_VALUE',
          'Boleto number',
          message,
          "the boleto number text (parseBoleto's argument)",
        ),
      ],
    });
  });

  it('names the fields as buildBoleto’s argument, and says they must be an object, when they are not one', () => {
    const refusal = buildBoleto(42 as never);
    expect(refusal.ok ? undefined : [refusal.message, refusal.issues[0]]).toEqual([
      'Boleto data: it must be an object with bank, amount, due_date and free_field.',
      issueAtRoot(
        'INVALID_TYPE',
        'Boleto data',
        'It must be an object with bank, amount, due_date and free_field.',
        "the fields (buildBoleto's argument)",
      ),
    ]);
  });

  it('names the date as boletoDueDateFactor’s argument when it is no date', () => {
    const message = 'Use a date from 2000-07-03 to 9999-12-31, written YYYY-MM-DD.';
    expect(boletoDueDateFactor(42 as never)).toEqual({
      ok: false,
      status: 422,
      code: 'INVALID_INPUT',
      message: 'Due date: use a date from 2000-07-03 to 9999-12-31, written YYYY-MM-DD.',
      hint: "Fields to fix: the date (boletoDueDateFactor's argument). Each issue has a hint of its own.",
      issues: [
        issueAtRoot('INVALID_VALUE', 'Due date', message, "the date (boletoDueDateFactor's argument)"),
      ],
    });
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
