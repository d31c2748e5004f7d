import { describe, expect, it } from 'vitest';
import { _brasiliaToday, _isCalendarDate } from '../../../src/validation/formats/calendar.js';
import { _isCep } from '../../../src/validation/formats/cep.js';
import { FORMAT_CHECKS } from '../../../src/validation/formats/index.js';
import { _unmask } from '../../../src/validation/formats/masks.js';
import { _isPhone } from '../../../src/validation/formats/phone.js';

describe('calendar dates', () => {
  it('accepts real dates, leap days included', () => {
    for (const date of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31'])
      expect(_isCalendarDate(date)).toBe(true);
  });

  it('rejects dates that do not exist and other spellings', () => {
    for (const date of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '26-01-01',
      '2026-1-01',
      '2026-01-01T00:00',
    ])
      expect(_isCalendarDate(date)).toBe(false);
  });

  it('tells today in Brasília, three hours behind UTC', () => {
    expect(_brasiliaToday(new Date('2026-11-22T02:59:59Z'))).toBe('2026-11-21');
    expect(_brasiliaToday(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
  });
});

// The predicates read values whose row masks are already removed (test/validation/masks.test.ts
// covers the masks people type).
describe('CEP', () => {
  it('accepts exactly 8 digits', () => {
    expect(_isCep('01310100')).toBe(true);
  });

  it('rejects other lengths and anything but digits', () => {
    for (const cep of ['0131010', '013101000', '01310-100', 'ABCDEFGH']) expect(_isCep(cep)).toBe(false);
  });
});

describe('phone', () => {
  it('accepts 8 to 15 digits after an optional leading +', () => {
    for (const phone of ['+5511987654321', '11987654321', '2133334444', '+14155550100'])
      expect(_isPhone(phone)).toBe(true);
  });

  it('rejects too few or too many digits, letters and a + that is not leading', () => {
    for (const phone of ['1234567', '1234567890123456', '119876ABCD', '55+11987654321', '', '+'])
      expect(_isPhone(phone)).toBe(false);
  });
});

describe('value formats', () => {
  it('accept countries in any case but only ISO codes', () => {
    expect(FORMAT_CHECKS.country('br')).toBe(true);
    expect(FORMAT_CHECKS.country('UK')).toBe(false);
    expect(FORMAT_CHECKS.country('ıT')).toBe(false);
  });

  it('accept card months 01 to 12 and four-digit years', () => {
    expect(FORMAT_CHECKS.card_month('01')).toBe(true);
    expect(FORMAT_CHECKS.card_month('12')).toBe(true);
    expect(FORMAT_CHECKS.card_month('1')).toBe(false);
    expect(FORMAT_CHECKS.card_month('13')).toBe(false);
    expect(FORMAT_CHECKS.card_month('00')).toBe(false);
    expect(FORMAT_CHECKS.card_year('2030')).toBe(true);
    expect(FORMAT_CHECKS.card_year('30')).toBe(false);
  });

  it('accept a CVV of 3 or 4 digits', () => {
    expect(FORMAT_CHECKS.cvv('123')).toBe(true);
    expect(FORMAT_CHECKS.cvv('1234')).toBe(true);
    expect(FORMAT_CHECKS.cvv('12')).toBe(false);
    expect(FORMAT_CHECKS.cvv('12a')).toBe(false);
  });
});

describe('masks', () => {
  it('leaves a value of a row without masks as it was typed, separators included', () => {
    expect([
      _unmask('92.500-000', undefined),
      _unmask('92.500-000', { separators: '.-', forms: [] }),
    ]).toEqual(['92.500-000', '92500000']);
  });
});
