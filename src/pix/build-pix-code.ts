import { type _CodeSubject, _codeFailure, _finding } from '../issues/code-issue.js';
import type { InvalidInput } from '../issues/invalid-input.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { formatPixCodesMessage, type PixCodesMessageKey } from '../messages/pix-codes.js';
import { _ownData } from '../shared/own.js';
import { _perLocale } from '../shared/per-locale.js';
import { _writePix } from './_write-pix.js';
import type { PixCode } from './pix-code.js';

/**
 * The fields of a BR Code to write: those of {@link PixCode}, with either `key` (a static code) or
 * `url` (a dynamic one); `kind` and `single_use` may be left out.
 */
export type PixCodeFields = Omit<PixCode, 'kind' | 'single_use'> & {
  readonly kind?: PixCode['kind'];
  readonly single_use?: boolean;
};

/** Options of {@link buildPixCode}. */
export interface BuildPixCodeOptions {
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** A BR Code written. */
export interface PixCodeBuilt {
  readonly ok: true;
  /** The code: the text of the QR code, and the "copia e cola" text. */
  readonly text: string;
}

/** The result of {@link buildPixCode}. */
export type BuildPixCodeResult = PixCodeBuilt | InvalidInput;

/**
 * Writes a PIX BR Code: the fields in the order of BACEN's manual, lengths in UTF-8 bytes, merchant
 * category `0000`, the amount as reais with two decimals (from integer centavos, never a float),
 * `***` when there is no transaction ID, and the CRC-16/CCITT-FALSE last. The key must be in the
 * form the directory stores it (`classifyPixKey` answers it: `12345678909`, not `123.456.789-09`);
 * a dynamic code takes no transaction ID (its location's payload holds it). Names and cities lose
 * their accents (`São Paulo` → `Sao Paulo`) and must not be blank; any other character outside
 * printable ASCII is refused. `recurrence_url` (Pix Automático's combined code) writes template 80:
 * PIX's GUI, then the URL in subfield 25, written as the location is (no scheme, at most 77 bytes);
 * next to a `recurrence` template it must be the URL that template holds. `parsePixCode` reads the
 * text back to the same fields.
 *
 * @param fields - {@link PixCodeFields}.
 * @param options - {@link BuildPixCodeOptions}.
 * @returns `{ ok: true, text }`, or a 422 `INVALID_INPUT` failure with one issue per field at fault
 *   (its pointer names the field: `/merchant_name`). Never throws.
 * @example
 * buildPixCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchant_name: 'Fulano de Tal', merchant_city: 'BRASILIA' })
 * //=> { ok: true, text: '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D' }
 */
export function buildPixCode(fields: PixCodeFields, options?: BuildPixCodeOptions): BuildPixCodeResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    const written = _writePix(fields);
    return typeof written === 'string' ? { ok: true, text: written } : _codeFailure(locale, written, SUBJECT);
  } catch {
    // Nothing above throws on any input: only a page that replaced built-ins gets here.
    return UNWRITTEN[locale];
  }
}

// What buildPixCode's failures are about: its argument, worded from the PIX codec's catalogue.
const SUBJECT: _CodeSubject<PixCodesMessageKey> = {
  format: formatPixCodesMessage,
  label: 'LABEL.pix_fields',
  argument: "the fields (buildPixCode's argument)",
};

const UNWRITTEN = /* @__PURE__ */ _perLocale((locale) =>
  _codeFailure(locale, [_finding('INVALID_VALUE', [], 'PIX.structure')], SUBJECT),
);
