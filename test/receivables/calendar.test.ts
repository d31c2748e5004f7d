import { describe, expect, it } from 'vitest';
import { _rollForward } from '../../src/receivables/calendar/business-days.js';
import {
  _brasiliaDay,
  _dayNumber,
  _isoDate,
  _parseIsoDate,
} from '../../src/receivables/calendar/civil-date.js';
import { _easter, _isNationalHoliday } from '../../src/receivables/calendar/holidays.js';
import { PUBLISHED } from '../support/published-holidays.js';

function holidaysOf(year: number): string[] {
  const found: string[] = [];
  for (let day = _dayNumber(year, 1, 1); day < _dayNumber(year + 1, 1, 1); day++) {
    if (_isNationalHoliday(day)) found.push(_isoDate(day));
  }
  return found;
}

describe('Brazilian national holidays', () => {
  it.each(Object.keys(PUBLISHED).map(Number))('are exactly the published calendar of %i', (year) => {
    expect(holidaysOf(year)).toEqual(PUBLISHED[year]);
  });

  it('count Consciência Negra (November 20) only from 2024, when it became national', () => {
    expect(_isNationalHoliday(_dayNumber(2023, 11, 20))).toBe(false);
    expect(_isNationalHoliday(_dayNumber(2024, 11, 20))).toBe(true);
  });

  // Meeus, "Astronomical Algorithms" (2nd ed., ch. 8), gives 1991-03-31, 1992-04-19, 1993-04-11,
  // 1954-04-18, 2000-04-23 and 1818-03-22 as examples; 1981 and 2076 (April 19) and 1954 and 2049
  // (April 18) are the years Gauss's rule had to make exceptions for; 1995, 2014 and 2033 are years
  // divisible by 19, where the epact term starts from 0; 2010 and 2021 (April 4) are early-April
  // Easters, where the formula's month turns from March to April (dates checked against python-dateutil's
  // `easter`, a separate implementation).
  it.each([
    [2019, '2019-04-21'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
    [1818, '1818-03-22'],
    [1954, '1954-04-18'],
    [1981, '1981-04-19'],
    [1991, '1991-03-31'],
    [1992, '1992-04-19'],
    [1993, '1993-04-11'],
    [1995, '1995-04-16'],
    [2000, '2000-04-23'],
    [2010, '2010-04-04'],
    [2014, '2014-04-20'],
    [2021, '2021-04-04'],
    [2033, '2033-04-17'],
    [2049, '2049-04-18'],
    [2076, '2076-04-19'],
  ])('put Easter %i on %s', (year, date) => {
    expect(_isoDate(_easter(year))).toBe(date);
  });
});

describe('rolling forward to a business day', () => {
  it('keeps a business day as it is', () => {
    expect(_isoDate(_rollForward(_dayNumber(2026, 2, 18), new Set()))).toBe('2026-02-18');
  });

  it('moves a Saturday before Carnival to Ash Wednesday', () => {
    expect(_isoDate(_rollForward(_dayNumber(2026, 2, 14), new Set()))).toBe('2026-02-18');
  });

  it('moves Good Friday 2025 past the weekend and Tiradentes to Tuesday', () => {
    expect(_isoDate(_rollForward(_dayNumber(2025, 4, 18), new Set()))).toBe('2025-04-22');
  });

  it('skips extra (state or city) holidays too', () => {
    const saoPaulo = new Set([_dayNumber(2026, 1, 26)]);
    expect(_isoDate(_rollForward(_dayNumber(2026, 1, 24), saoPaulo))).toBe('2026-01-27');
  });
});

describe('civil dates', () => {
  it('reads only real calendar dates written YYYY-MM-DD', () => {
    expect(_parseIsoDate('2024-02-29')).toBe(_dayNumber(2024, 2, 29));
    expect(_parseIsoDate('2026-02-29')).toBeUndefined();
    expect(_parseIsoDate('2026-2-1')).toBeUndefined();
    expect(_parseIsoDate(20260201)).toBeUndefined();
  });

  it('takes the calendar day in Brasília, three hours behind UTC', () => {
    expect(_isoDate(_brasiliaDay(Date.UTC(2026, 1, 14, 2, 59)))).toBe('2026-02-13');
    expect(_isoDate(_brasiliaDay(Date.UTC(2026, 1, 14, 3, 0)))).toBe('2026-02-14');
  });

  it('writes years before 1000 with four digits', () => {
    expect(_isoDate(_dayNumber(999, 12, 31))).toBe('0999-12-31');
  });
});
