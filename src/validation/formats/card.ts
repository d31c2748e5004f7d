import { _forgetLastMatch } from '../../secrets/forget-last-match.js';
import { _passesLuhn } from '../../secrets/luhn.js';
import { _isDigits } from './digits.js';

/** Card brands told apart well enough to pick the CVV length and to never misread Brazilian brands. */
export type CardBrand =
  | 'amex'
  | 'elo'
  | 'hipercard'
  | 'visa'
  | 'mastercard'
  | 'diners'
  | 'discover'
  | 'jcb'
  | 'aura'
  | 'unknown';

/** A range of card numbers one brand claims, by their first 8 digits (both ends included). */
export interface BinRange {
  readonly brand: Exclude<CardBrand, 'unknown'>;
  /** The lowest 8-digit prefix of the range. */
  readonly from: number;
  /** The highest 8-digit prefix of the range. */
  readonly to: number;
}

/** A prefix range written as the networks publish it (`'3528', '3589'`), widened to 8 digits. */
const range = (brand: BinRange['brand'], from: string, to: string = from): BinRange => ({
  brand,
  from: Number(from.padEnd(8, '0')),
  to: Number(to.padEnd(8, '9')),
});

// Elo's published BIN table, as braintree/credit-card-type lists it, and 636369, which the Brazilian
// BIN tables (erikhenrique's bin-cc) list beside 636368.
const ELO = [
  ['401178', '401179'],
  ['431274'],
  ['438935'],
  ['451416'],
  ['457393'],
  ['457631', '457632'],
  ['504175'],
  ['506699', '506778'],
  ['509000', '509999'],
  ['627780'],
  ['636297'],
  ['636368', '636369'],
  ['650031', '650033'],
  ['650035', '650051'],
  ['650405', '650439'],
  ['650485', '650538'],
  ['650541', '650598'],
  ['650700', '650718'],
  ['650720', '650727'],
  ['650901', '650978'],
  ['651652', '651679'],
  ['655000', '655019'],
  ['655021', '655058'],
] as const;

// Hipercard (606282, 3841x0) and Hiper, its successor brand from the same issuer (637…, two of them
// 8-digit BINs): one brand here, with the same 3-digit CVV.
const HIPERCARD = [
  ['606282'],
  ['384100'],
  ['384140'],
  ['384160'],
  ['637095'],
  ['637568'],
  ['637599'],
  ['637609'],
  ['637612'],
  ['63737423'],
  ['63743358'],
] as const;

/**
 * Every range a brand claims, in precedence order: the first range holding a number's prefix names
 * its brand. Elo and Hipercard come first because their BINs sit inside the prefixes of other
 * brands (Visa 4, Diners 38, Discover 65); `_BRAND_OVERLAPS` lists each such overlap.
 */
export const _BIN_RANGES: readonly BinRange[] = [
  ...ELO.map(([from, to]) => range('elo', from, to)),
  ...HIPERCARD.map(([from]) => range('hipercard', from)),
  range('amex', '34'),
  range('amex', '37'),
  // Aura's one published BIN (Banco Cetelem): the rest of 50 is Maestro, Dankort (5019), Elo and
  // others, none of them Aura.
  range('aura', '507860'),
  range('diners', '300', '305'),
  range('diners', '3095'),
  range('diners', '36'),
  range('diners', '38', '39'),
  range('jcb', '3088', '3094'),
  range('jcb', '3096', '3102'),
  range('jcb', '3112', '3120'),
  range('jcb', '3158', '3159'),
  range('jcb', '3337', '3349'),
  range('jcb', '3528', '3589'),
  // The 15-digit cards JCB issued before its 35 range; no other network claims these prefixes.
  range('jcb', '1800'),
  range('jcb', '2131'),
  range('discover', '6011'),
  range('discover', '644', '649'),
  range('discover', '65'),
  range('mastercard', '51', '55'),
  range('mastercard', '2221', '2720'),
  range('visa', '4'),
];

/** A documented overlap: `brand`'s ranges sit inside `over`'s, and `brand` wins. */
export interface BrandOverlap {
  readonly brand: BinRange['brand'];
  readonly over: BinRange['brand'];
}

/** The only brands whose ranges overlap, each with the brand that wins (listed first in `_BIN_RANGES`). */
export const _BRAND_OVERLAPS: readonly BrandOverlap[] = [
  { brand: 'elo', over: 'visa' },
  { brand: 'elo', over: 'discover' },
  { brand: 'hipercard', over: 'diners' },
];

/**
 * Tells the brand of a card number (digits only) from its leading digits.
 *
 * @param digits - the card number without spaces.
 * @returns the brand, or `'unknown'`.
 * @example
 * detectCardBrand('6362970000457013')
 * //=> 'elo'
 */
export function detectCardBrand(digits: string): CardBrand {
  try {
    return detect(digits);
  } catch {
    // Nothing in the body throws on any input: only a page that replaced built-ins gets here.
    return 'unknown';
  } finally {
    _forgetLastMatch();
  }
}

function detect(digits: string): CardBrand {
  if (typeof digits !== 'string' || !_isDigits(digits, 6, digits.length)) return 'unknown';
  // The first 8 digits as a number, padded with zeros: a 6-digit prefix never matches one of the
  // two 8-digit BINs.
  let prefix = 0;
  for (let index = 0; index < PREFIX_DIGITS; index++)
    prefix = prefix * 10 + (index < digits.length ? digits.charCodeAt(index) - 48 : 0);
  const ranges = rangesByLead()[Math.floor(prefix / LEAD)] as readonly BinRange[];
  for (let index = 0; index < ranges.length; index++) {
    const range = ranges[index] as BinRange;
    if (prefix >= range.from && prefix <= range.to) return range.brand;
  }
  return 'unknown';
}

const PREFIX_DIGITS = 8;
// An 8-digit prefix divided by this is its first digit.
const LEAD = 10_000_000;

// The ranges by the first digit of the prefixes they hold, each list in the precedence order of
// _BIN_RANGES: a Visa number is tried against the ranges that start with 4, not all of them.
let byLead: readonly (readonly BinRange[])[] | undefined;
function rangesByLead(): readonly (readonly BinRange[])[] {
  byLead ??= Array.from({ length: 10 }, (_, lead) =>
    _BIN_RANGES.filter(
      (range) => Math.floor(range.from / LEAD) <= lead && lead <= Math.floor(range.to / LEAD),
    ),
  );
  return byLead;
}

/** The CVV length a brand prints: 4 digits on American Express, 3 on every other card. */
export function _cvvLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/** Whether `digits` (the row's separators removed) is a card number: 12 to 19 digits passing Luhn. */
export function _isCardNumber(digits: string): boolean {
  return _isDigits(digits, 12, 19) && _passesLuhn(digits);
}
