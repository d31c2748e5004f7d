import { _isCountryCode } from '../../rules/countries.js';
import type { Format } from '../../rules/fields.js';
import { _isUf } from '../../rules/ufs.js';
import { _isCalendarDate } from './calendar.js';
import { _isCardNumber } from './card.js';
import { _isCep } from './cep.js';
import { _isEmail } from './email.js';
import { _isPhone } from './phone.js';
import { _brazilianTaxIdKind } from './tax-id.js';

/** Formats checked on the value alone. `uuid` uses valibot's own action. */
export type ValueFormat = Exclude<Format, 'uuid' | 'currency' | 'split_amount'>;

/** One predicate per value format of the rules table. */
export const FORMAT_CHECKS: Readonly<Record<ValueFormat, (value: string) => boolean>> = {
  // The schema reports the reason an address is refused (see _emailRefusal); this is the yes/no.
  email: _isEmail,
  phone: _isPhone,
  date: _isCalendarDate,
  // Case-insensitive like UFs; the normalized output is upper-case.
  country: (value) => /^[A-Za-z]{2}$/.test(value) && _isCountryCode(value.toUpperCase()),
  uf: _isUf,
  cep: _isCep,
  br_tax_id: (value) => _brazilianTaxIdKind(value) !== undefined,
  card_number: _isCardNumber,
  card_month: (value) => /^(0[1-9]|1[0-2])$/.test(value),
  card_year: (value) => /^\d{4}$/.test(value),
  cvv: (value) => /^\d{3,4}$/.test(value),
};
