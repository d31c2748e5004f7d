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
