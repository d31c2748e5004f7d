import { _passesLuhn } from '../validation/formats/card.js';

const MASK = '•';

/** A card number as logs may show it: first 6 and last 4 digits (PCI DSS 3.4), the rest masked. */
export function _maskPan(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 13) return MASK.repeat(digits.length || 4);
  return `${digits.slice(0, 6)}${MASK.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** A token or key as logs may show it: its last 4 characters only, and only when it is long. */
export function _maskSecret(value: string): string {
  return value.length >= 12 ? `${MASK.repeat(8)}${value.slice(-4)}` : MASK.repeat(8);
}

/**
 * Whether a free-text string looks like a card number (13 to 19 digits with optional spaces or
 * dashes, passing Luhn): such a string is masked wherever it appears, in metadata too.
 */
export function _looksLikePan(value: string): boolean {
  if (value.length < 13 || value.length > 40) return false;
  let digits = '';
  for (const char of value) {
    if (char >= '0' && char <= '9') digits += char;
    else if (char !== ' ' && char !== '-') return false;
  }
  return digits.length >= 13 && digits.length <= 19 && _passesLuhn(digits);
}

/** Whether a string looks like a secret API key (`sk_…`). */
export function _looksLikeSecretKey(value: string): boolean {
  return /^sk_[A-Za-z0-9_-]{4,}/.test(value);
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isSeparator = (code: number) => code === 32 || code === 45;

/**
 * Masks every card number written inside free text (`'card 4111 1111 1111 1111 exp 12/30'`): any
 * run of 13 to 19 digits, optionally grouped by spaces or dashes, that passes Luhn. One pass over
 * the text plus at most 19 groups per start: linear in the text's length.
 */
export function _maskPansInText(value: string): string {
  let output = '';
  let copied = 0;
  let index = 0;
  while (index < value.length) {
    if (!isDigit(value.charCodeAt(index)) || (index > 0 && isDigit(value.charCodeAt(index - 1)))) {
      index++;
      continue;
    }
    const end = _panEndingAt(value, index);
    if (end === undefined) {
      index++;
      continue;
    }
    output += value.slice(copied, index) + _maskPan(value.slice(index, end));
    copied = end;
    index = end;
  }
  return copied === 0 ? value : output + value.slice(copied);
}

// The end of a Luhn-valid 13–19 digit card number starting at `start`, if there is one.
function _panEndingAt(value: string, start: number): number | undefined {
  let digits = '';
  let index = start;
  while (index < value.length && digits.length < 19) {
    const code = value.charCodeAt(index);
    if (isDigit(code)) {
      digits += value[index];
      index++;
      const next = index < value.length ? value.charCodeAt(index) : -1;
      // A number ends where the digits stop: try it, then keep reading across a single separator.
      if (!isDigit(next) && digits.length >= 13 && _passesLuhn(digits)) return index;
      if (!isDigit(next) && !(isSeparator(next) && isDigit(value.charCodeAt(index + 1)))) return undefined;
    } else index++;
  }
  return undefined;
}

/** Masks every secret API key (`sk_…`) written inside free text. */
export function _maskSecretKeysInText(value: string): string {
  return value.includes('sk_') ? value.replace(/sk_[A-Za-z0-9_-]{4,}/g, (key) => _maskSecret(key)) : value;
}
