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

// Elo and Hipercard BINs overlap Visa (4…), Discover (65…) and Diners (38…): they are checked first.
const ELO_RANGES: readonly (readonly [number, number])[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

const inRange = (value: number, low: number, high: number) => value >= low && value <= high;

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
    return _detect(digits);
  } catch {
    // Nothing in the body throws on any input: only a page that replaced built-ins gets here.
    return 'unknown';
  }
}

function _detect(digits: string): CardBrand {
  if (typeof digits !== 'string' || digits.length < 6 || !/^\d+$/.test(digits)) return 'unknown';
  const bin6 = Number(digits.slice(0, 6));
  const bin4 = Math.trunc(bin6 / 100);
  const bin3 = Math.trunc(bin6 / 1000);
  const bin2 = Math.trunc(bin6 / 10000);
  if (ELO_RANGES.some(([low, high]) => inRange(bin6, low, high))) return 'elo';
  if (bin6 === 606282 || bin6 === 384100 || bin6 === 384140 || bin6 === 384160) return 'hipercard';
  if (bin2 === 34 || bin2 === 37) return 'amex';
  if (bin2 === 50) return 'aura';
  if (inRange(bin3, 300, 305) || bin2 === 36 || bin2 === 38) return 'diners';
  if (inRange(bin4, 3528, 3589)) return 'jcb';
  if (bin4 === 6011 || inRange(bin3, 644, 649) || bin2 === 65) return 'discover';
  if (inRange(bin2, 51, 55) || inRange(bin4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return 'unknown';
}

/** The CVV length a brand prints: 4 digits on American Express, 3 on every other card. */
export function _cvvLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/** Removes the spaces a card number may be typed with. */
export function _stripCardSpaces(value: string): string {
  return value.replaceAll(' ', '');
}

/** Whether `digits` passes the Luhn (mod 10) check. */
export function _passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Whether `value` is a card number: 12 to 19 digits once spaces are removed, passing Luhn. */
export function _isCardNumber(value: string): boolean {
  const digits = _stripCardSpaces(value);
  return /^\d{12,19}$/.test(digits) && _passesLuhn(digits);
}
