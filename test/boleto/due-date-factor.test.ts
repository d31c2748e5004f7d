import { describe, expect, it } from 'vitest';
import { boletoDueDateFactor } from '../../src/boleto/boleto-due-date-factor.js';
import { buildBoleto } from '../../src/boleto/build-boleto.js';
import { parseBoleto } from '../../src/boleto/parse-boleto.js';

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('boletoDueDateFactor', () => {
  // FEBRABAN's table of factors and due dates, as boleto guides reproduce it: 1000 is 2000-07-03,
  // 1002 2000-07-05, 1667 2002-05-01, 4789 2010-11-17, 9999 2025-02-21; Bradesco's "Layout da
  // Cobrança" manual gives the restart at 1000 on 2025-02-22.
  it.each([
    ['2000-07-03', 1000],
    ['2000-07-04', 1001],
    ['2000-07-05', 1002],
    ['2002-05-01', 1667],
    ['2010-11-17', 4789],
    ['2025-02-21', 9999],
    ['2025-02-22', 1000],
    ['2025-02-23', 1001],
    ['2049-10-13', 9999],
    ['2049-10-14', 1000],
  ])('gives %s the factor %i', (date, factor) => {
    expect(boletoDueDateFactor(date)).toEqual({ ok: true, factor });
  });

  it.each([
    ['2000-07-02'],
    ['1997-10-08'],
    ['1997-10-07'],
    ['1990-01-01'],
    ['2026-02-30'],
    ['2026-1-1'],
    [''],
    [20260101],
  ])('refuses %s (before the table starts at 1000, or not a date)', (date) => {
    expect(boletoDueDateFactor(date as string, { locale: 'es' })).toMatchObject({
      ok: false,
      status: 422,
      issues: [{ pointer: '' }],
    });
  });
});

describe('the due date, decoded against a reference date', () => {
  it('answers every day from 2000-07-03 to 2060-12-31 when that day is the reference', () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(2000, 6, 3); time <= Date.UTC(2060, 11, 31); time += DAY) {
      const date = iso(time);
      const built = buildBoleto({ bank: '001', amount: 100, due_date: date, free_field: '0'.repeat(25) });
      const read = built.ok ? parseBoleto(built.line, { referenceDate: date }) : built;
      if (!read.ok || read.boleto.due_date !== date || !read.boleto.due_date_candidates.includes(date))
        wrong.push(date);
    }
    expect(wrong).toEqual([]);
  });

  it('picks the candidate nearest the reference, and the later of two equally near', () => {
    const line = (
      buildBoleto({ bank: '001', amount: 1, due_date: '2025-02-22', free_field: '0'.repeat(25) }) as {
        line: string;
      }
    ).line;
    const dueAgainst = (referenceDate: string) =>
      (parseBoleto(line, { referenceDate }) as { boleto: { due_date?: string } }).boleto.due_date;
    expect(dueAgainst('1990-01-01')).toBe('2000-07-03');
    expect(dueAgainst('2012-10-27')).toBe('2000-07-03');
    // 2012-10-28 is 4500 days from 2000-07-03 and from 2025-02-22.
    expect(dueAgainst('2012-10-28')).toBe('2025-02-22');
    expect(dueAgainst('2026-11-25')).toBe('2025-02-22');
    expect(dueAgainst('2120-01-01')).toBe('2123-09-17');
    expect(dueAgainst('9999-12-31')).toMatch(/^99\d\d-/);
  });
});
