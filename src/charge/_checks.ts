/** The longest id, URL and BR Code accepted from a provider: generous, but bounded. */
const MAX_ID = 255;
const MAX_URL = 2048;
const MAX_BR_CODE = 512;

/** A provider id: 1 to 255 visible ASCII characters. */
export function _isProviderId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID && isVisibleAscii(value);
}

/**
 * An absolute URL safe to send a browser to: `https:`, or `http:` on the loopback host (a local
 * sandbox). Never `javascript:`, `data:` or a relative URL, which a checkout would follow blindly.
 */
export function _isRedirectUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL || !isVisibleAscii(value)) return false;
  const url = parseUrl(value);
  if (url === undefined) return false;
  if (url.protocol === 'https:') return true;
  const host = url.hostname;
  return url.protocol === 'http:' && (host === 'localhost' || host === '127.0.0.1' || host === '[::1]');
}

/** An image of a QR code: a redirect-safe URL, or an inline base64 PNG. */
export function _isQrCodeImage(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (!value.startsWith(PNG_DATA_PREFIX)) return _isRedirectUrl(value);
  return value.length <= MAX_IMAGE && isBase64Body(value.slice(PNG_DATA_PREFIX.length));
}

const PNG_DATA_PREFIX = 'data:image/png;base64,';
/** A QR code PNG is a few kilobytes; 64 KiB of base64 is plenty. */
const MAX_IMAGE = 65_536;

/**
 * A PIX BR Code payload (EMV QR Code, Merchant Presented Mode): it starts with the payload format
 * indicator `000201` and holds at most 512 visible characters.
 */
export function _isBrCode(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_BR_CODE &&
    value.startsWith('000201') &&
    isPrintable(value)
  );
}

/** An ISO 8601 instant with seconds and an offset, like `2026-05-01T12:00:00Z` or `…-03:00`. */
export function _isIsoInstant(value: unknown): value is string {
  return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

// Fixed-width fields and one bounded optional group: linear on any input.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/** A `YYYY-MM-DD` string (the calendar itself is checked by validation). */
export function _isDateString(value: unknown): value is string {
  return typeof value === 'string' && DATE.test(value);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The digits of a boleto number written with the usual dots and spaces, when there are exactly
 * `min` to `max` of them; `undefined` for anything else.
 */
export function _boletoDigits(value: unknown, min: number, max: number): string | undefined {
  if (typeof value !== 'string' || value.length > 64) return undefined;
  let digits = '';
  for (let index = 0; index < value.length; index++) {
    const character = value[index] as string;
    if (character >= '0' && character <= '9') digits += character;
    else if (character !== '.' && character !== ' ') return undefined;
  }
  return digits.length >= min && digits.length <= max ? digits : undefined;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function isVisibleAscii(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x21 || code > 0x7e) return false;
  }
  return true;
}

/** Printable ASCII, spaces included: a BR Code may hold a merchant name with spaces. */
function isPrintable(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code > 0x7e) return false;
  }
  return true;
}

function isBase64Body(value: string): boolean {
  return value.length > 0 && value.length % 4 === 0 && BASE64.test(value);
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
