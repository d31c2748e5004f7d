import { type _CodeSubject, _codeFailure, _finding } from '../issues/code-issue.js';
import type { InvalidInput } from '../issues/invalid-input.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { formatPixCodesMessage, type PixCodesMessageKey } from '../messages/pix-codes.js';
import { _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _readPix } from './_read-pix.js';
import type { PixCode } from './pix-code.js';

/** Options of {@link parsePixCode}. */
export interface ParsePixCodeOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** A BR Code that reads as a valid PIX code. */
export interface PixCodeParsed {
  readonly ok: true;
  readonly pix: PixCode;
}

/** The result of {@link parsePixCode}. */
export type ParsePixCodeResult = PixCodeParsed | InvalidInput;

/**
 * Reads a PIX BR Code ("Pix copia e cola", the text of a PIX QR code) as BACEN's BR Code manual
 * lays it out over EMV's Merchant Presented Mode: two-digit ID, two-digit length (in UTF-8 bytes,
 * as the checksum counts them), value. The code must open with `000201`, close with its
 * CRC-16/CCITT-FALSE (`6304` and four upper-case hexadecimal digits), and hold a PIX merchant
 * account (a template 26 to 51 with the GUI `br.gov.bcb.pix`, any case) with either a PIX key written
 * as the directory stores it (see `classifyPixKey`) or a location URL without scheme, a merchant
 * category of four digits (`0000` or an ISO 18245 code), currency `986`, country `BR`, a name of at
 * most 25 bytes, a city of at most 15, and a transaction ID (`***` for none). The amount is read from
 * its digits into exact centavos (`98.` is 9800). A dynamic code's own transaction ID is ignored
 * whatever it holds, and its amount `0.00` means the payload at the location says it: neither is
 * answered. PIX's recurrence template (the first of 80 to 99 that opens with PIX's GUI: Pix
 * Automático's combined code) is answered as `recurrence`, and its location URL (subfield 25, without
 * scheme, at most 77 bytes) as `recurrence_url`. Fields and templates of other arrangements are left
 * alone.
 *
 * @param text - the code, exactly as copied.
 * @param options - {@link ParsePixCodeOptions}.
 * @returns `{ ok: true, pix }`, or a 422 `INVALID_INPUT` failure with one issue per problem, each
 *   pointing at the field (`/63` for the checksum, `/26/01` for the key). Never throws.
 * @example
 * parsePixCode('00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D')
 * //=> { ok: true, pix: { kind: 'static', key: '123e4567-e12b-12d1-a456-426655440000', merchant_name: 'Fulano de Tal', merchant_city: 'BRASILIA', single_use: false } }
 */
export function parsePixCode(text: string, options?: ParsePixCodeOptions): ParsePixCodeResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    const read = _readPix(text);
    return read.ok ? { ok: true, pix: read.value } : _codeFailure(locale, read.findings, SUBJECT);
  } catch {
    // Nothing above throws on any input: only a page that replaced built-ins gets here.
    return UNREAD[locale];
  }
}

// What parsePixCode's failures are about: its argument, worded from the PIX codec's catalogue.
const SUBJECT: _CodeSubject<PixCodesMessageKey> = {
  format: formatPixCodesMessage,
  label: 'LABEL.pix_code',
  argument: "the PIX code text (parsePixCode's argument)",
};

const UNREAD = /* @__PURE__ */ _perLocale((locale) =>
  _codeFailure(locale, [_finding('INVALID_VALUE', [], 'PIX.structure')], SUBJECT),
);
