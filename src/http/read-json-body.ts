import { _englishHint } from '../messages/hints.js';
import { formatHttpMessage } from '../messages/http.js';
import type { Locale } from '../messages/locales/index.js';
import { _readLocale } from '../messages/locales/read-locale.js';
import { _invalidConfiguration, type Failure, type InvalidConfiguration } from '../result/failure.js';
import { _ownData } from '../shared/own.js';

/**
 * The largest body {@link readJsonBody} reads unless told otherwise: 1 MiB, Fastify's default body
 * limit. A charge request at every `LIMITS` maximum written in ASCII is well under it; a host whose
 * buyers write long non-Latin descriptions on hundreds of items raises it with `maxBytes`.
 *
 * @example
 * DEFAULT_MAX_BODY_BYTES
 * //=> 1048576
 */
export const DEFAULT_MAX_BODY_BYTES = 1_048_576;

/** Options of {@link readJsonBody}. */
export interface ReadJsonBodyOptions {
  /**
   * The most bytes the body may have: a string counts its UTF-8 length. A positive safe integer.
   * @defaultValue {@link DEFAULT_MAX_BODY_BYTES}
   */
  readonly maxBytes?: number;
  /**
   * The request's Content-Type header. `application/json` or any `application/*+json`, with any
   * parameters, is read; a `charset` other than `utf-8` is refused. `null` (a header fetch did not
   * find) is refused; leaving the option out (`undefined`) skips the check, for a host that checked
   * the media type itself.
   */
  readonly contentType?: string | null;
  /**
   * Language of the failure message.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
}

/** The body is JSON: `value` is what `JSON.parse` made of it. */
export interface JsonBodyRead {
  readonly ok: true;
  readonly value: unknown;
}

/** The body cannot be read as JSON: answer `status` (with {@link toHttpResponse}). */
export interface JsonBodyRefused
  extends Failure<'MALFORMED_JSON' | 'BODY_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'> {
  readonly status: 400 | 413 | 415;
}

/** The result of {@link readJsonBody}. */
export type ReadJsonBodyResult = JsonBodyRead | JsonBodyRefused | InvalidConfiguration;

/**
 * Reads a request body as JSON: checks the media type (415 `UNSUPPORTED_MEDIA_TYPE`), the size (413
 * `BODY_TOO_LARGE`), then decodes strict UTF-8 and parses (400 `MALFORMED_JSON`). One leading byte
 * order mark is ignored (RFC 8259 §8.1 lets a parser do so). A value that is neither a string, a
 * `Uint8Array` nor an `ArrayBuffer` (an empty body some frameworks give as `undefined`) is malformed.
 *
 * @param body - the raw body: a string, a `Uint8Array` (a Node `Buffer`) or an `ArrayBuffer`
 *   (`await request.arrayBuffer()` with fetch).
 * @param options - {@link ReadJsonBodyOptions}.
 * @returns `{ ok: true, value }`, or the failure shape with status 400, 413 or 415, whose message
 *   never quotes the body; a `maxBytes` that is not a positive safe integer is the host's own error
 *   (500 `INVALID_CONFIGURATION`). Never throws.
 * @example
 * readJsonBody('{"amount": 100}', { contentType: 'application/json; charset=utf-8' })
 * //=> { ok: true, value: { amount: 100 } }
 * const truncated = readJsonBody('{"amount": ', { contentType: 'application/json' });
 * !truncated.ok && truncated.code
 * //=> 'MALFORMED_JSON'
 * const plain = readJsonBody('{}', { contentType: 'text/plain' });
 * !plain.ok && plain.status
 * //=> 415
 */
export function readJsonBody(
  body: string | Uint8Array | ArrayBuffer,
  options?: ReadJsonBodyOptions,
): ReadJsonBodyResult {
  const locale = _readLocale(_ownData(options, 'locale'));
  try {
    return read(body, options, locale);
  } catch {
    // Every step above is guarded: only a page that replaced built-ins gets here.
    return refused(locale, 'MALFORMED_JSON');
  }
}

function read(body: unknown, options: ReadJsonBodyOptions | undefined, locale: Locale): ReadJsonBodyResult {
  const maxBytes = _ownData(options, 'maxBytes');
  const limit = maxBytes === undefined ? DEFAULT_MAX_BODY_BYTES : maxBytes;
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1) {
    return _invalidConfiguration(
      formatHttpMessage(locale, 'INVALID_CONFIGURATION.max_bytes'),
      _englishHint('options.maxBytes', formatHttpMessage('en', 'INVALID_CONFIGURATION.max_bytes')),
    );
  }
  const contentType = _ownData(options, 'contentType');
  if (contentType !== undefined && !(typeof contentType === 'string' && _isJsonMediaType(contentType))) {
    return refused(locale, 'UNSUPPORTED_MEDIA_TYPE');
  }
  let text: string;
  if (typeof body === 'string') {
    if (utf8LengthOver(body, limit)) return refused(locale, 'BODY_TOO_LARGE', limit);
    text = body.charCodeAt(0) === BOM ? body.slice(1) : body;
  } else {
    const bytes = bytesOf(body);
    if (bytes === undefined) return refused(locale, 'MALFORMED_JSON');
    if (bytes.byteLength > limit) return refused(locale, 'BODY_TOO_LARGE', limit);
    const decoded = decode(bytes);
    if (decoded === undefined) return refused(locale, 'MALFORMED_JSON');
    text = decoded;
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // The parser's error text quotes the body, card data included: it is dropped, never shown.
    return refused(locale, 'MALFORMED_JSON');
  }
}

const BOM = 0xfeff;

const STATUS = { MALFORMED_JSON: 400, BODY_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415 } as const;
// What the integrator looks at: the body itself, or the Content-Type header the client sent.
const HINT_PATHS = {
  MALFORMED_JSON: '',
  BODY_TOO_LARGE: '',
  UNSUPPORTED_MEDIA_TYPE: 'Content-Type',
} as const;

function refused(locale: Locale, code: JsonBodyRefused['code'], max?: number): JsonBodyRefused {
  const params = max === undefined ? {} : { max };
  const message = formatHttpMessage(locale, code, params);
  const hint = _englishHint(HINT_PATHS[code], formatHttpMessage('en', code, params));
  return { ok: false, status: STATUS[code], code, message, hint };
}

/** The bytes of a `Uint8Array` or `ArrayBuffer`; `undefined` for anything else (a Proxy included). */
function bytesOf(body: unknown): Uint8Array | undefined {
  try {
    if (body instanceof Uint8Array) return body;
    if (body instanceof ArrayBuffer) return new Uint8Array(body);
  } catch {
    // A Proxy whose getPrototypeOf trap throws: not a body.
  }
  return undefined;
}

/** Strict UTF-8 (invalid bytes refuse the body, never become U+FFFD); one leading BOM is dropped. */
function decode(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Whether the UTF-8 encoding of `text` has more than `limit` bytes, stopping as soon as it does. */
function utf8LengthOver(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4;
      index++;
    } else bytes += 3; // a lone surrogate is written as U+FFFD, three bytes
    if (bytes > limit) return true;
  }
  return false;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Whether a Content-Type names JSON: `application/json` or `application/*+json` (RFC 6839), case
 * aside, with any parameters, and no `charset` but `utf-8` (JSON is UTF-8, RFC 8259 §8.1).
 */
export function _isJsonMediaType(value: string): boolean {
  const parts = value.split(';');
  const essence = trimSpace(parts[0] as string).toLowerCase();
  const subtype = essence.startsWith('application/') ? essence.slice('application/'.length) : '';
  // An empty subtype has no token character to refuse; the next line refuses it.
  if (!hasOnlyTokenCharacters(subtype)) return false;
  if (subtype !== 'json' && !(subtype.endsWith('+json') && subtype.length > '+json'.length)) return false;
  for (const parameter of parts.slice(1)) {
    const equals = parameter.indexOf('=');
    if (equals === -1) continue;
    if (trimSpace(parameter.slice(0, equals)).toLowerCase() !== 'charset') continue;
    let charset = trimSpace(parameter.slice(equals + 1));
    if (charset.length >= 2 && charset.startsWith('"') && charset.endsWith('"'))
      charset = charset.slice(1, -1);
    if (charset.toLowerCase() !== 'utf-8') return false;
  }
  return true;
}

/** Drops spaces and tabs (HTTP's optional whitespace) at both ends. */
function trimSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/** Whether every character is an RFC 9110 token character: visible ASCII other than a delimiter. */
function hasOnlyTokenCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || code >= 0x7f || DELIMITERS.includes(text[index] as string)) return false;
  }
  return true;
}

const DELIMITERS = '"(),/:;<=>?@[\\]{}';
