import { describe, expect, it } from 'vitest';
import { _rollForward } from '../../src/receivables/calendar/business-days.js';
import {
  _brasiliaDay,
  _dayNumber,
  _isoDate,
  _parseIsoDate,
} from '../../src/receivables/calendar/civil-date.js';
import { _easter, _isNationalHoliday } from '../../src/receivables/calendar/holidays.js';

// The national holidays of the published calendars (ANBIMA's national holiday list, which the
// Brazilian financial market settles by, and FEBRABAN's banking calendar), year by year.
const PUBLISHED: Readonly<Record<number, readonly string[]>> = {
  2023: [
    '2023-01-01',
    '2023-02-20',
    '2023-02-21',
    '2023-04-07',
    '2023-04-21',
    '2023-05-01',
    '2023-06-08',
    '2023-09-07',
    '2023-10-12',
    '2023-11-02',
    '2023-11-15',
    '2023-12-25',
  ],
  2024: [
    '2024-01-01',
    '2024-02-12',
    '2024-02-13',
    '2024-03-29',
    '2024-04-21',
    '2024-05-01',
    '2024-05-30',
    '2024-09-07',
    '2024-10-12',
    '2024-11-02',
    '2024-11-15',
    '2024-11-20',
    '2024-12-25',
  ],
  2025: [
    '2025-01-01',
    '2025-03-03',
    '2025-03-04',
    '2025-04-18',
    '2025-04-21',
    '2025-05-01',
    '2025-06-19',
    '2025-09-07',
    '2025-10-12',
    '2025-11-02',
    '2025-11-15',
    '2025-11-20',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-02-16',
    '2026-02-17',
    '2026-04-03',
    '2026-04-21',
    '2026-05-01',
    '2026-06-04',
    '2026-09-07',
    '2026-10-12',
    '2026-11-02',
    '2026-11-15',
    '2026-11-20',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-02-08',
    '2027-02-09',
    '2027-03-26',
    '2027-04-21',
    '2027-05-01',
    '2027-05-27',
    '2027-09-07',
    '2027-10-12',
    '2027-11-02',
    '2027-11-15',
    '2027-11-20',
    '2027-12-25',
  ],
};

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

  it.each([
    [2019, '2019-04-21'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
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
