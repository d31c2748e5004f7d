import { type _CodeSubject, _codeFailure, _finding } from '../issues/code-issue.js';
import type { InvalidInput } from '../issues/invalid-input.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { formatPixCodesMessage, type PixCodesMessageKey } from '../messages/pix-codes.js';
import { _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _pixKeyOf, type PixKeyType } from './_pix-key.js';

export type { PixKeyType } from './_pix-key.js';

/** Options of {@link classifyPixKey}. */
export interface ClassifyPixKeyOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** A valid PIX key, its type and its stored form. */
export interface PixKeyClassified {
  readonly ok: true;
  readonly type: PixKeyType;
  /**
   * The key as the directory stores it, and as a BR Code holds it: no mask, `+55…` for a phone, an
   * e-mail address or a random key in lower case.
   */
  readonly key: string;
}

/** The result of {@link classifyPixKey}. */
export type ClassifyPixKeyResult = PixKeyClassified | InvalidInput;

/**
 * Tells which kind of PIX key a text is (CPF, CNPJ, numeric or alphanumeric, e-mail address, `+55`
 * phone number, random key) with the same CPF, CNPJ, e-mail and UUID checks as charge validation,
 * and writes it as the directory stores it. Typed masks and capitals are accepted (`123.456.789-09`,
 * `+55 (61) 91234-5678`, `Fulano@Example.com`); an e-mail address must keep to the directory's
 * characters (no `%`). A phone needs its `+55`: eleven bare digits are read as a CPF.
 *
 * @param key - the key as typed.
 * @param options - {@link ClassifyPixKeyOptions}.
 * @returns `{ ok: true, type, key }`, or a 422 `INVALID_INPUT` failure. Never throws.
 * @example
 * classifyPixKey('+55 (61) 91234-5678')
 * //=> { ok: true, type: 'phone', key: '+5561912345678' }
 */
export function classifyPixKey(key: string, options?: ClassifyPixKeyOptions): ClassifyPixKeyResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    const found = typeof key === 'string' ? _pixKeyOf(key) : undefined;
    if (found !== undefined) return { ok: true, type: found.type, key: found.key };
    return refusal(locale);
  } catch {
    // Only a page that replaced built-ins gets here; the key is refused like any invalid one.
    return REFUSED[locale];
  }
}

const refusal = (locale: Locale) => _codeFailure(locale, [_finding('INVALID_VALUE', [], 'PIX.key')], SUBJECT);
// What classifyPixKey's failures are about: its argument, worded from the PIX codec's catalogue.
const SUBJECT: _CodeSubject<PixCodesMessageKey> = {
  format: formatPixCodesMessage,
  label: 'LABEL.pix_key',
  argument: "the key (classifyPixKey's argument)",
};

const REFUSED = /* @__PURE__ */ _perLocale(refusal);
