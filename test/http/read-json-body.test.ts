import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from '../../src/http/read-json-body.js';
import { toHttpResponse } from '../../src/http/to-http-response.js';
import { LOCALES } from '../../src/messages/locales/index.js';

const JSON_TYPE = { contentType: 'application/json' };
const utf8 = (text: string) => new TextEncoder().encode(text);
// Values a type would refuse still reach the function at run time.
const readAny = (body: unknown, options?: unknown) =>
  readJsonBody(body as string, options as Parameters<typeof readJsonBody>[1]);

describe('readJsonBody: the value', () => {
  it('parses a JSON string', () => {
    expect(readJsonBody('{"amount":100}', JSON_TYPE)).toEqual({ ok: true, value: { amount: 100 } });
  });

  it('parses UTF-8 bytes given as a Uint8Array or an ArrayBuffer', () => {
    const bytes = utf8('{"name":"João"}');

    expect(readJsonBody(bytes)).toEqual({ ok: true, value: { name: 'João' } });
    expect(readJsonBody(bytes.slice().buffer)).toEqual({ ok: true, value: { name: 'João' } });
  });

  it('reads only the bytes a Uint8Array views, not the whole buffer behind it', () => {
    const whole = utf8('xx[1]yy');

    expect(readJsonBody(whole.subarray(2, 5))).toEqual({ ok: true, value: [1] });
  });

  it('ignores one leading byte order mark, in bytes and in a string', () => {
    expect(readJsonBody(new Uint8Array([0xef, 0xbb, 0xbf, 0x31]))).toEqual({ ok: true, value: 1 });
    expect(readJsonBody('\uFEFF[]')).toEqual({ ok: true, value: [] });
  });

  it('keeps a __proto__ key as an own property without touching the prototype', () => {
    const read = readJsonBody('{"__proto__":{"polluted":true}}');

    expect(read.ok && Object.hasOwn(read.value as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses every JSON text JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(readJsonBody(text, { maxBytes: 1e9 })).toEqual({ ok: true, value: JSON.parse(text) });
      }),
    );
  });
});

describe('readJsonBody: malformed bodies', () => {
  it('refuses a body that is not JSON with 400 MALFORMED_JSON', () => {
    expect(readJsonBody('{"amount": ', JSON_TYPE)).toEqual({
      ok: false,
      status: 400,
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON in UTF-8.',
      hint: 'The request body is not valid JSON in UTF-8.',
    });
  });

  it('refuses bytes that are not UTF-8 instead of replacing them', () => {
    expect(readJsonBody(new Uint8Array([0x22, 0xff, 0x22]))).toHaveProperty('code', 'MALFORMED_JSON');
    expect(readJsonBody(new Uint8Array([0x22, 0xc0, 0xaf, 0x22]))).toHaveProperty('code', 'MALFORMED_JSON');
  });

  it('refuses an empty body', () => {
    expect(readJsonBody('')).toHaveProperty('code', 'MALFORMED_JSON');
    expect(readJsonBody(new Uint8Array())).toHaveProperty('code', 'MALFORMED_JSON');
  });

  it('never quotes the body in its message', () => {
    const read = readJsonBody('{"number": "4539578763621486", oops}');

    expect(read.ok === false && read.message).not.toContain('4539');
  });

  it('answers malformed for a body that is neither a string nor bytes, never throwing', () => {
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error('trap');
        },
      },
    );
    for (const body of [undefined, null, 42, {}, [], hostile, new DataView(new ArrayBuffer(2))])
      expect(readAny(body)).toHaveProperty('code', 'MALFORMED_JSON');
  });

  it('refuses bytes in any other container than a Uint8Array or an ArrayBuffer, even valid JSON bytes', () => {
    const bytes = utf8('null');
    // A DataView and a Uint16Array view the same four bytes; an array holds them as numbers.
    for (const body of [new DataView(bytes.buffer), new Uint16Array(bytes.buffer), [...bytes]])
      expect(readAny(body)).toEqual({
        ok: false,
        status: 400,
        code: 'MALFORMED_JSON',
        message: 'The request body is not valid JSON in UTF-8.',
        hint: 'The request body is not valid JSON in UTF-8.',
      });
  });

  it('answers MALFORMED_JSON, without throwing, even when a built-in it relies on has been broken', () => {
    const original = String.prototype.charCodeAt;
    String.prototype.charCodeAt = () => {
      throw new Error('tampered');
    };
    try {
      expect(readJsonBody('{}', { locale: 'pt-BR' })).toEqual({
        ok: false,
        status: 400,
        code: 'MALFORMED_JSON',
        message: 'O corpo da requisição não é um JSON UTF-8 válido.',
        hint: 'The request body is not valid JSON in UTF-8.',
      });
    } finally {
      String.prototype.charCodeAt = original;
    }
  });

  it('never throws, whatever the body and options', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (body, options) => {
        expect(readAny(body, options)).toHaveProperty('ok');
      }),
    );
  });
});

describe('readJsonBody: size', () => {
  it('refuses a body over maxBytes with 413 BODY_TOO_LARGE, naming the limit', () => {
    expect(readJsonBody('[1,2]', { maxBytes: 4 })).toEqual({
      ok: false,
      status: 413,
      code: 'BODY_TOO_LARGE',
      message: 'The request body is larger than 4 bytes.',
      hint: 'The request body is larger than 4 bytes.',
    });
    expect(readJsonBody(utf8('[1,2]'), { maxBytes: 4 })).toHaveProperty('code', 'BODY_TOO_LARGE');
  });

  it('names a large limit in bytes with the digit groups of the locale', () => {
    // 1 MiB, written as CLDR groups digits: commas in English, dots in Portuguese and in es-AR.
    const body = 'x'.repeat(1_048_577);
    expect(readJsonBody(body, { maxBytes: 1_048_576 })).toMatchObject({
      message: 'The request body is larger than 1,048,576 bytes.',
      hint: 'The request body is larger than 1,048,576 bytes.',
    });
    expect(readJsonBody(body, { maxBytes: 1_048_576, locale: 'pt-BR' })).toHaveProperty(
      'message',
      'O corpo da requisição passa de 1.048.576 bytes.',
    );
    expect(readJsonBody(body, { maxBytes: 1_048_576, locale: 'es' })).toHaveProperty(
      'message',
      'El cuerpo de la solicitud supera los 1.048.576 bytes.',
    );
  });

  it('accepts a body of exactly maxBytes, as a string, a Uint8Array or an ArrayBuffer', () => {
    expect(readJsonBody('[1,2]', { maxBytes: 5 })).toEqual({ ok: true, value: [1, 2] });
    expect(readJsonBody(utf8('[1,2]'), { maxBytes: 5 })).toEqual({ ok: true, value: [1, 2] });
    expect(readJsonBody(utf8('[1,2]').buffer, { maxBytes: 5 })).toEqual({ ok: true, value: [1, 2] });
  });

  // RFC 3629 §3: U+0000..U+007F take 1 byte, U+0080..U+07FF 2, U+0800..U+FFFF 3 and
  // U+10000..U+10FFFF 4, written in UTF-16 as a high surrogate (D800..DBFF) then a low one
  // (DC00..DFFF). A surrogate that is not half of such a pair is encoded as U+FFFD, 3 bytes (the
  // WHATWG encoder's rule, what TextEncoder and Buffer do). The body is the string between quotes.
  it.each([
    ['U+007F, the last 1-byte code point', '\u007F', 1],
    ['U+0080, the first 2-byte code point', '\u0080', 2],
    ['U+07FF, the last 2-byte code point', '\u07FF', 2],
    ['U+0800, the first 3-byte code point', '\u0800', 3],
    ['U+FFFF, the last 3-byte code point', '\uFFFF', 3],
    ['U+10000 (D800 DC00), the first 4-byte code point', '\uD800\uDC00', 4],
    ['U+10FFFF (DBFF DFFF), the last code point', '\uDBFF\uDFFF', 4],
    ['a high surrogate before another high one', '\uD800\uD800', 6],
    ['a high surrogate before a 2-byte character', '\uD800é', 5],
    ['a high surrogate before U+E000, past the low surrogates', '\uD800\uE000', 6],
    ['a high surrogate before U+DBFF, the last high one', '\uDBFF\uDBFF', 6],
    ['two low surrogates', '\uDC00\uDC00', 6],
    ['a 3-byte character before a low surrogate', '€\uDC00', 6],
    ['U+E000 before a low surrogate', '\uE000\uDC00', 6],
  ])('counts %s as its UTF-8 bytes, accepting exactly maxBytes', (_name, text, bytes) => {
    const body = `"${text}"`;
    const size = bytes + 2;
    expect(utf8(body).byteLength).toBe(size);

    expect(readJsonBody(body, { maxBytes: size })).toEqual({ ok: true, value: text });
    expect(readJsonBody(body, { maxBytes: size - 1 })).toEqual({
      ok: false,
      status: 413,
      code: 'BODY_TOO_LARGE',
      message: `The request body is larger than ${size - 1} bytes.`,
      hint: `The request body is larger than ${size - 1} bytes.`,
    });
  });

  it('counts a string by its UTF-8 length, not its number of characters', () => {
    // "é" is 2 bytes, "€" 3, "😀" 4: 2 quotes + 9 bytes.
    expect(readJsonBody('"é€😀"', { maxBytes: 11 })).toEqual({ ok: true, value: 'é€😀' });
    expect(readJsonBody('"é€😀"', { maxBytes: 10 })).toHaveProperty('code', 'BODY_TOO_LARGE');
  });

  it('counts a lone surrogate as the three bytes of its replacement character', () => {
    expect(readJsonBody('"\uD800"', { maxBytes: 5 })).toHaveProperty('ok', true);
    expect(readJsonBody('"\uD800"', { maxBytes: 4 })).toHaveProperty('code', 'BODY_TOO_LARGE');
  });

  it('agrees with TextEncoder on the UTF-8 length of any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const body = JSON.stringify(text);
        const bytes = utf8(body).byteLength;
        expect(readJsonBody(body, { maxBytes: bytes })).toHaveProperty('ok', true);
        expect(readJsonBody(body, { maxBytes: bytes - 1 || 1 }).ok).toBe(bytes === 1);
      }),
    );
  });

  it('reads up to 1 MiB by default', () => {
    const justFits = `"${'a'.repeat(DEFAULT_MAX_BODY_BYTES - 2)}"`;

    expect(DEFAULT_MAX_BODY_BYTES).toBe(1_048_576);
    expect(readJsonBody(justFits)).toHaveProperty('ok', true);
    expect(readJsonBody(`${justFits} `)).toHaveProperty('code', 'BODY_TOO_LARGE');
  });

  it('answers INVALID_CONFIGURATION for a maxBytes that is not a positive safe integer, naming the option', () => {
    const english = 'The maxBytes option must be a positive whole number of bytes; the body was not read.';
    for (const maxBytes of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '10', null])
      expect(readAny('1', { maxBytes }), String(maxBytes)).toEqual({
        ok: false,
        status: 500,
        code: 'INVALID_CONFIGURATION',
        message: english,
        hint: `options.maxBytes: ${english}`,
      });
  });
});

describe('readJsonBody: media type', () => {
  it.each([
    'application/json',
    'Application/JSON',
    'application/json; charset=utf-8',
    'application/json;charset="UTF-8"',
    'application/merge-patch+json',
    'application/vnd.api+json; ext=bulk',
    ' application/json\t',
  ])('reads a body sent as %s', (contentType) => {
    expect(readJsonBody('{}', { contentType })).toEqual({ ok: true, value: {} });
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/jsonp',
    'application/+json',
    'application/json; charset=iso-8859-1',
    'application/json; charset=utf-16',
    'text/json',
    'application/ json',
    '',
  ])('refuses a body sent as %j with 415 UNSUPPORTED_MEDIA_TYPE', (contentType) => {
    expect(readJsonBody('{}', { contentType })).toEqual({
      ok: false,
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the request body as JSON, with Content-Type: application/json.',
      hint: 'Content-Type: Send the request body as JSON, with Content-Type: application/json.',
    });
  });

  // RFC 9110 §8.3.1: type "/" subtype, each a token (§5.6.2): tchar = "!" / "#" / "$" / "%" / "&" /
  // "'" / "*" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~" / DIGIT / ALPHA.
  it('reads a +json subtype made of every token character', () => {
    const contentType = "application/!#$%&'*+-.^_`|~09az+json";

    expect(readJsonBody('{}', { contentType })).toEqual({ ok: true, value: {} });
  });

  it.each([
    ['a space', 'application/vnd example+json'],
    ['a tab', 'application/vnd\texample+json'],
    ['a control character', 'application/vnd\u0001example+json'],
    ['DEL (U+007F)', 'application/vnd\u007Fexample+json'],
    ['a letter outside ASCII', 'application/vnd.cobrança+json'],
    ['a slash', 'application/vnd/example+json'],
    ['a quote', 'application/vnd"example"+json'],
    ['a comma', 'application/vnd,example+json'],
  ])('refuses a subtype holding %s, which no token holds', (_name, contentType) => {
    expect(readJsonBody('{}', { contentType })).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it.each(['text/vnd.example+json', 'image/example+json'])(
    'refuses %s: only application/ types are read as JSON',
    (contentType) => {
      expect(readJsonBody('{}', { contentType })).toMatchObject({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    },
  );

  // RFC 9110 §5.6.4: a quoted-string opens and closes with a quote; one quote alone is part of the
  // value, which then is not utf-8.
  it.each([
    'application/json; charset=xutf-8"',
    'application/json; charset="utf-8x',
    'application/json; charset="utf-8',
  ])('refuses %s, whose quotes do not enclose utf-8', (contentType) => {
    expect(readJsonBody('{}', { contentType })).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('ignores a parameter without a value, even one named charset', () => {
    // RFC 9110 §5.6.6: a parameter is name "=" value; a bare name says no charset.
    for (const contentType of ['application/json; charset ', 'application/json;charset\t; q'])
      expect(readJsonBody('{}', { contentType }), contentType).toEqual({ ok: true, value: {} });
  });

  it('refuses a missing header given as null, as fetch gives it', () => {
    expect(readJsonBody('{}', { contentType: null })).toHaveProperty('status', 415);
  });

  it('leaves the media type unchecked when contentType is left out', () => {
    expect(readJsonBody('{}')).toEqual({ ok: true, value: {} });
  });

  it('checks the media type before the size and the syntax', () => {
    expect(readJsonBody('{', { contentType: 'text/plain', maxBytes: 1 })).toHaveProperty('status', 415);
    expect(readJsonBody('{ ', { maxBytes: 1 })).toHaveProperty('status', 413);
  });
});

describe('readJsonBody: failures in every locale', () => {
  it('writes each message in the locale asked for', () => {
    expect(readJsonBody('{', { locale: 'pt-BR' })).toHaveProperty(
      'message',
      'O corpo da requisição não é um JSON UTF-8 válido.',
    );
    expect(readJsonBody('[]', { locale: 'es', maxBytes: 1 })).toHaveProperty(
      'message',
      'El cuerpo de la solicitud supera los 1 bytes.',
    );
    expect(readJsonBody('{}', { locale: 'pt-BR', contentType: 'text/plain' })).toHaveProperty(
      'message',
      'Envie o corpo da requisição em JSON, com Content-Type: application/json.',
    );
  });

  it('becomes a problem response with its own status, code and localized title', () => {
    for (const locale of LOCALES) {
      for (const [body, options, status] of [
        ['{', {}, 400],
        ['[]', { maxBytes: 1 }, 413],
        ['{}', { contentType: 'text/plain' }, 415],
      ] as const) {
        const read = readJsonBody(body, { ...options, locale });
        if (read.ok) throw new Error('expected a failure');
        const response = toHttpResponse(read, { locale });

        expect(response.status).toBe(status);
        expect(response.body).toMatchObject({ status, code: read.code, detail: read.message });
        expect(response.body.title).not.toBe('');
      }
    }
  });
});
