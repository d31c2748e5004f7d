import { _isUuidShape } from '../formats/uuid.js';
import { _isCnpj } from '../validation/formats/cnpj.js';
import { _isCpf } from '../validation/formats/cpf.js';
import { _isEmail } from '../validation/formats/email.js';

/** The kinds of PIX key the central directory (DICT) registers. */
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';

/** A PIX key read and written the way the directory stores it. */
export interface _PixKey {
  readonly type: PixKeyType;
  readonly key: string;
}

// The characters people type around a phone's and a document's digits.
const PHONE_MASK = /[ ()-]/g;
const DOCUMENT_MASK = /[ ./-]/g;
// +55, a two-digit area code (11 to 99), then 8 (landline) or 9 (mobile) digits.
const PHONE = /^\+55[1-9][0-9]{9,10}$/;

/** The directory's limit on an e-mail key, and on any key inside a BR Code. */
export const _PIX_KEY_MAX_LENGTH = 77;

/**
 * Classifies a PIX key and writes it in its stored form, as the directory (DICT) keeps it: a CPF or
 * CNPJ as bare characters (the letters of an alphanumeric CNPJ upper-case), a phone as `+55` and
 * its 10 or 11 digits, a random key (a UUID) in lower case, an e-mail address in lower case. Masks
 * people type are accepted: dots, hyphens, slashes and spaces in documents; spaces, hyphens and
 * parentheses in phones.
 *
 * @param text - the key as typed, or as a code holds it.
 * @returns the type and stored form, or `undefined` when it is no valid key of any type.
 * @example
 * _pixKeyOf('+55 (61) 91234-5678')
 * //=> { type: 'phone', key: '+5561912345678' }
 */
export function _pixKeyOf(text: string): _PixKey | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > _PIX_KEY_MAX_LENGTH) return undefined;
  if (trimmed.startsWith('+')) {
    const digits = `+${trimmed.slice(1).replace(PHONE_MASK, '')}`;
    return PHONE.test(digits) ? { type: 'phone', key: digits } : undefined;
  }
  // The directory's e-mail pattern is the charge's e-mail grammar in lower case, less `%`, the
  // one RFC 5322 atext symbol its local part leaves out.
  if (trimmed.includes('@'))
    return _isEmail(trimmed) && !trimmed.includes('%')
      ? { type: 'email', key: trimmed.toLowerCase() }
      : undefined;
  if (_isUuidShape(trimmed)) return { type: 'random', key: trimmed.toLowerCase() };
  const bare = trimmed.replace(DOCUMENT_MASK, '').toUpperCase();
  if (bare.length === 11 && _isCpf(bare)) return { type: 'cpf', key: bare };
  if (bare.length === 14 && _isCnpj(bare)) return { type: 'cnpj', key: bare };
  return undefined;
}

/**
 * The key a BR Code holds, when it is written exactly as the directory stores it (no mask, no
 * space, no capital in an e-mail address or random key), or `undefined`.
 *
 * @example
 * _storedPixKey('123.456.789-09')
 * //=> undefined
 */
export function _storedPixKey(text: string): _PixKey | undefined {
  const found = _pixKeyOf(text);
  return found?.key === text ? found : undefined;
}
