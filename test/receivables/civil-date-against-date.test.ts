// The day arithmetic of the calendar against the one built into every JS engine, Date in UTC: an
// independent implementation of the proleptic Gregorian calendar (ECMA-262 §21.4.1), over its
// whole range of ±10^8 days, negative day numbers and years before 100 included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _rollForward } from '../../src/receivables/calendar/business-days.js';
import {
  _brasiliaDay,
  _civil,
  _dayNumber,
  _isoDate,
  _parseIsoDate,
  _weekday,
} from '../../src/receivables/calendar/civil-date.js';

const DAY_MS = 86_400_000;
const LIMIT = 100_000_000;

/** `[year, month, day]` of a day number, by Date. */
function civilByDate(day: number): [number, number, number] {
  const date = new Date(day * DAY_MS);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

const days = fc.oneof(
  fc.integer({ min: -LIMIT, max: LIMIT }),
  fc.integer({ min: -800_000, max: 3_000_000 }),
  fc.constantFrom(-LIMIT, LIMIT, -719_468, -719_469, -1, 0, 59, 60, 11_016, 18_321, 146_096, 146_097),
);

describe('civil dates against Date', () => {
  it('gives each day number the year, month and day Date gives it, to ±10^8 days', () => {
    fc.assert(
      fc.property(days, (day) => {
        expect(_civil(day)).toEqual(civilByDate(day));
      }),
      { numRuns: 5000 },
    );
  });

  it('has no date beyond ±10^8 days, as Date has none', () => {
    expect([_civil(LIMIT + 1), _civil(-LIMIT - 1), _civil(Number.NaN)]).toEqual([
      [Number.NaN, Number.NaN, Number.NaN],
      [Number.NaN, Number.NaN, Number.NaN],
      [Number.NaN, Number.NaN, Number.NaN],
    ]);
  });

  it('counts 10^8 days to 13 September 275760 and back to 20 April -271821, the ends of what a Date holds', () => {
    // ECMA-262, 21.4.1.1 Time Values and Time Range: "The exact moment of midnight at the beginning
    // of 13 September 275760 CE is represented by +8.64 × 10^15", and of 20 April -271821 by -8.64 × 10^15.
    expect([_dayNumber(275_760, 9, 13), _dayNumber(-271_821, 4, 20)]).toEqual([100_000_000, -100_000_000]);
  });

  it('gives each date its day number back, years 0 to 99 included (which Date.UTC reads as 19xx)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -800_000, max: 3_000_000 }), (day) => {
        const [year, month, date] = civilByDate(day);
        expect(_dayNumber(year, month, date)).toBe(day);
      }),
      { numRuns: 3000 },
    );
    expect(_dayNumber(50, 3, 1)).toBe(Math.round(Date.parse('0050-03-01T00:00:00Z') / DAY_MS));
  });

  it('moves a month outside 1 to 12 and a day outside its month as Date.setUTCFullYear does', () => {
    const parts = fc.tuple(
      fc.integer({ min: -2000, max: 12_000 }),
      fc.integer({ min: -30, max: 40 }),
      fc.integer({ min: -400, max: 400 }),
    );
    fc.assert(
      fc.property(parts, ([year, month, day]) => {
        const date = new Date(0);
        date.setUTCFullYear(year, month - 1, day);
        expect(_dayNumber(year, month, day)).toBe(date.getTime() / DAY_MS);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a ten-character text as a date exactly when Date writes that date the same way', () => {
    const characters = fc.constantFrom(...'0123456789-+ e.'.split(''));
    const texts = fc.oneof(
      fc.array(characters, { minLength: 10, maxLength: 10 }).map((list) => list.join('')),
      fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(
          ([y, m, d]) =>
            `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
        ),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const date = new Date(0);
        date.setUTCFullYear(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8)));
        const real = /^\d{4}-\d{2}-\d{2}$/.test(text) && date.toISOString().slice(0, 10) === text;
        expect(_parseIsoDate(text)).toBe(real ? date.getTime() / DAY_MS : undefined);
      }),
      { numRuns: 5000 },
    );
  });

  it('gives the weekday Date gives, before 1970 too', () => {
    fc.assert(
      fc.property(days, (day) => {
        expect(_weekday(day)).toBe(new Date(day * DAY_MS).getUTCDay());
      }),
      { numRuns: 3000 },
    );
  });

  it('writes and reads back every date from year 0 to 9999 as Date writes it', () => {
    const fourDigitYears = fc.integer({ min: -719_528, max: 2_932_896 });
    fc.assert(
      fc.property(fourDigitYears, (day) => {
        const written = new Date(day * DAY_MS).toISOString().slice(0, 10);
        expect(_isoDate(day)).toBe(written);
        expect(_parseIsoDate(written)).toBe(day);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses dates that do not exist or are not written YYYY-MM-DD', () => {
    const refused = [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-01-00',
      ' 2026-01-01',
      '2026-01-01T00:00:00Z',
      '20260101',
      '2026-1-01',
    ];
    expect(refused.map(_parseIsoDate)).toEqual(refused.map(() => undefined));
  });

  it('reads no date from the text a year before 0 or after 9999 is written with, which is not four digits', () => {
    // Date writes those years with a sign and six digits (ECMA-262, 21.4.4.43 Date.prototype.toISOString
    // and 21.4.1.32 Date Time String Format, expanded years); the calendar writes them whole
    // ('-2730-05-01', '10000-01-01'): eleven characters or more, never a YYYY-MM-DD date.
    const outside = fc.oneof(
      fc.integer({ min: -LIMIT, max: -719_529 }),
      fc.integer({ min: 2_932_897, max: LIMIT }),
      fc.constantFrom(_dayNumber(-2730, 5, 1), _dayNumber(-1, 12, 31), _dayNumber(10_000, 1, 1)),
    );
    fc.assert(
      fc.property(outside, (day) => {
        expect(new Date(day * DAY_MS).toISOString()).toMatch(/^[+-]\d{6}-/);
        expect(_parseIsoDate(_isoDate(day))).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });

  it('writes a year before 0 or after 9999 as ISO 8601 expands it: the sign first, then four digits or more', () => {
    // ISO 8601-1:2019, 4.4.2 (expanded representations): a year outside 0000–9999 is written with its
    // sign and at least four digits, by agreement on how many; Date uses six (ECMA-262, 21.4.1.32).
    // The same year and day as Date's, with the zeros of Date's two extra digits taken off.
    expect(
      [_dayNumber(-1, 12, 31), _dayNumber(-999, 1, 1), _dayNumber(-2730, 5, 1), _dayNumber(10_000, 1, 1)].map(
        _isoDate,
      ),
    ).toEqual(['-0001-12-31', '-0999-01-01', '-2730-05-01', '10000-01-01']);
    const outside = fc.oneof(
      fc.integer({ min: -LIMIT, max: -719_529 }),
      fc.integer({ min: 2_932_897, max: LIMIT }),
    );
    fc.assert(
      fc.property(outside, (day) => {
        const iso = new Date(day * DAY_MS).toISOString().slice(0, 17);
        const expanded = `${iso.slice(0, 1) === '-' ? '-' : ''}${iso.slice(1, 7).replace(/^0{1,2}/, '')}${iso.slice(7, 13)}`;
        expect(_isoDate(day)).toBe(expanded);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads no date from the text a day past the calendar writes, 0NaN and all', () => {
    expect([_parseIsoDate('0NaN-NaN-NaN'), _parseIsoDate(_isoDate(Number.NaN))]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('takes the Brasília day of any instant as Date does three hours earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15 + 3 * 3_600_000, max: 8.64e15 }), (instant) => {
        const shifted = new Date(instant - 3 * 3_600_000);
        expect(_civil(_brasiliaDay(instant))).toEqual([
          shifted.getUTCFullYear(),
          shifted.getUTCMonth() + 1,
          shifted.getUTCDate(),
        ]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('rolling forward', () => {
  it('moves a run of extra holidays and a weekend to the first day that is none of them', () => {
    // Thursday 2026-01-22 and Friday 23 are extra holidays, then a weekend: Monday 26.
    const extra = new Set([_dayNumber(2026, 1, 22), _dayNumber(2026, 1, 23)]);
    expect(_isoDate(_rollForward(_dayNumber(2026, 1, 22), extra))).toBe('2026-01-26');
  });

  it('moves Christmas Eve of 2027, a Friday, nowhere, and Christmas, a Saturday, to Monday', () => {
    expect(_isoDate(_rollForward(_dayNumber(2027, 12, 24), new Set()))).toBe('2027-12-24');
    expect(_isoDate(_rollForward(_dayNumber(2027, 12, 25), new Set()))).toBe('2027-12-27');
  });
});
