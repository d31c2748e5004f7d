import { _isUuidShape } from '../../formats/uuid.js';
import { _isCountryCode } from '../../rules/countries.js';
import type { Format } from '../../rules/fields.js';
import { _isUf } from '../../rules/ufs.js';
import { _isCalendarDate } from './calendar.js';
import { _isCardNumber } from './card.js';
import { _isCep } from './cep.js';
import { _isDigits } from './digits.js';
import { _isEmail } from './email.js';
import { _isPhone } from './phone.js';
import type { SiblingFormat } from './sibling.js';
import { _brazilianTaxIdKind } from './tax-id.js';

/** Formats checked on the value alone. */
export type ValueFormat = Exclude<Format, 'currency' | SiblingFormat>;

/** The formats a row may declare masks for (see `Masks`). */
export type MaskedFormat = Extract<ValueFormat, 'cep' | 'br_tax_id' | 'phone' | 'card_number'>;

// By code unit: the characters are ASCII, and no one-character string is made per character.
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The characters a masked format's bare value is made of, as a table by code unit below 128 (1:
 * taken; every one is ASCII). Once the row's separators are removed, a character outside these is a
 * mask the row does not accept (`92_500-000`, a letter in a CEP): the refusal then shows the
 * accepted forms instead of the format's rule. A table, not a predicate: one read per character.
 */
export const MASKED_FORMAT_CHARACTERS: Readonly<Record<MaskedFormat, Uint8Array>> = {
  cep: asciiTable(isDigit),
  // An alphanumeric CNPJ has letters, in either case.
  br_tax_id: asciiTable((code) => isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)),
  // The `+` of an international number; where it stands is the format's to check.
  phone: asciiTable((code) => isDigit(code) || code === 43),
  card_number: asciiTable(isDigit),
};

function asciiTable(taken: (code: number) => boolean): Uint8Array {
  const table = new Uint8Array(128);
  for (let code = 0; code < table.length; code++) table[code] = taken(code) ? 1 : 0;
  return table;
}

/** One predicate per value format of the rules table, on the value without its masks. */
export const FORMAT_CHECKS: Readonly<Record<ValueFormat, (value: string) => boolean>> = {
  // The walk reports the reason an address is refused (see _emailRefusal); this is the yes/no.
  email: _isEmail,
  phone: _isPhone,
  date: _isCalendarDate,
  // Case-insensitive like UFs; the normalized output is upper-case.
  // Upper case, as most requests write it, is looked up as it is.
  country: (value) =>
    _isCountryCode(value) || (/^[A-Za-z]{2}$/.test(value) && _isCountryCode(value.toUpperCase())),
  uf: _isUf,
  cep: _isCep,
  br_tax_id: (value) => _brazilianTaxIdKind(value) !== undefined,
  card_number: _isCardNumber,
  card_month: (value) => /^(0[1-9]|1[0-2])$/.test(value),
  card_year: (value) => _isDigits(value, 4, 4),
  cvv: (value) => _isDigits(value, 3, 4),
  // The split engine reads recipient ids with the same predicate: one UUID check.
  uuid: _isUuidShape,
};
