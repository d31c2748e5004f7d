// What shapeChargeResponse takes from a provider, at each limit it sets: ids of 1 to 255 visible
// ASCII characters, URLs of at most 2048, BR Codes of at most 512 printable characters, inline PNGs
// of at most 64 KiB of base64, boleto numbers of at most 64 characters; each exactly at the limit
// and one past it, and with a character just outside the range allowed (non-ASCII included).
import { describe, expect, it } from 'vitest';
import type { ChargeOutcomeRequest, ProviderAnswer } from '../../src/charge/charge-response.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { crcOracle } from '../pix/crc-oracle.js';
import { BARCODE, BOLETO, BR_CODE, HOSTED, LINE_DIGITS, PIX } from './fixtures.js';

const TRANSPARENT: ChargeOutcomeRequest = { amount: 1990, currency: 'BRL', payment_method: 'credit_card' };

const shape = (request: ChargeOutcomeRequest, answer: unknown) =>
  shapeChargeResponse(request, answer as ProviderAnswer);

/** `'ok'`, or the status, code and path of a failure, and whether it lists issues. */
function outcomeOf(result: ReturnType<typeof shapeChargeResponse>): string {
  if (result.ok) return 'ok';
  return `${result.status} ${result.code} ${result.path}${result.issues === undefined ? '' : ' with issues'}`;
}

describe('the provider id', () => {
  it.each([
    ['one character', 'ok', 'x'],
    ['255 characters', 'ok', 'x'.repeat(255)],
    ['the first and last visible ASCII characters', 'ok', '!~'],
    ['256 characters', '502 INVALID_PROVIDER_RESPONSE answer.id', 'x'.repeat(256)],
    ['a space', '502 INVALID_PROVIDER_RESPONSE answer.id', 'ch 1'],
    ['DEL', '502 INVALID_PROVIDER_RESPONSE answer.id', 'ch\u007f'],
    ['a letter beyond ASCII', '502 INVALID_PROVIDER_RESPONSE answer.id', 'cobrança'],
    ['a number', '502 INVALID_PROVIDER_RESPONSE answer.id', 42],
  ])('with %s: %s', (_name, outcome, id) => {
    expect(outcomeOf(shape(TRANSPARENT, { id, status: 'paid' }))).toBe(outcome);
  });
});

describe('the redirect URL', () => {
  const base = 'https://pay.example.com/';

  it.each([
    ['2048 characters', 'ok', `${base}${'a'.repeat(2048 - base.length)}`],
    [
      '2049 characters',
      '502 INVALID_PROVIDER_RESPONSE answer.redirect_url',
      `${base}${'a'.repeat(2049 - base.length)}`,
    ],
    ['a letter beyond ASCII', '502 INVALID_PROVIDER_RESPONSE answer.redirect_url', `${base}cobrança`],
    ['a space', '502 INVALID_PROVIDER_RESPONSE answer.redirect_url', `${base}a b`],
    ['http on another host', '502 INVALID_PROVIDER_RESPONSE answer.redirect_url', 'http://pay.example.com/'],
    [
      'http on a host named like the loopback',
      '502 INVALID_PROVIDER_RESPONSE answer.redirect_url',
      'http://localhost.example.com/',
    ],
    ['http on 127.0.0.2', '502 INVALID_PROVIDER_RESPONSE answer.redirect_url', 'http://127.0.0.2/'],
    ['a relative URL', '502 INVALID_PROVIDER_RESPONSE answer.redirect_url', '/pay/1'],
    ['data:', '502 INVALID_PROVIDER_RESPONSE answer.redirect_url', 'data:text/html,hi'],
    // Only http may use the loopback host: other schemes parse a host too, and must not borrow it.
    [
      'javascript: with the loopback host',
      '502 INVALID_PROVIDER_RESPONSE answer.redirect_url',
      'javascript://localhost/%0Aalert(1)',
    ],
    ['ftp on the loopback host', '502 INVALID_PROVIDER_RESPONSE answer.redirect_url', 'ftp://127.0.0.1/'],
  ])('with %s: %s', (_name, outcome, redirect_url) => {
    expect(outcomeOf(shape(HOSTED, { id: 'ch_1', redirect_url }))).toBe(outcome);
  });
});

describe('the card status of a transparent charge', () => {
  it.each([
    ['paid', 'ok'],
    ['failed', 'ok'],
    ['pending', 'ok'],
    ['refunded', '502 INVALID_PROVIDER_RESPONSE answer.status'],
    ['PAID', '502 INVALID_PROVIDER_RESPONSE answer.status'],
    [undefined, '502 INVALID_PROVIDER_RESPONSE answer.status'],
  ])('%s: %s', (status, outcome) => {
    expect(outcomeOf(shape(TRANSPARENT, { id: 'ch_1', status }))).toBe(outcome);
  });
});

describe('the PIX answer', () => {
  const answer = { id: 'px_1', qr_code: BR_CODE, expires_at: '2026-05-01T12:00:00Z' };

  it.each([
    // 512 characters pass the size check and are then read: field by field, they do not.
    [
      'a code of 512 characters',
      '502 INVALID_PROVIDER_RESPONSE answer.qr_code with issues',
      `000201${'1'.repeat(506)}`,
    ],
    ['a code of 513 characters', '502 INVALID_PROVIDER_RESPONSE answer.qr_code', `000201${'1'.repeat(507)}`],
    [
      'a tab inside',
      '502 INVALID_PROVIDER_RESPONSE answer.qr_code',
      BR_CODE.replace('Fulano de Tal', 'Fulano\tde Tal'),
    ],
    [
      'a letter beyond ASCII',
      '502 INVALID_PROVIDER_RESPONSE answer.qr_code',
      BR_CODE.replace('BRASILIA', 'BRASÍLIA'),
    ],
    ['no payload format indicator', '502 INVALID_PROVIDER_RESPONSE answer.qr_code', BR_CODE.slice(6)],
  ])('refuses %s: %s', (_name, outcome, qr_code) => {
    expect(outcomeOf(shape(PIX, { ...answer, qr_code }))).toBe(outcome);
  });

  it('accepts a code holding the first and last printable ASCII characters, space and tilde', () => {
    // EMV QRCPS Merchant-Presented Mode v1.1, its data object formats: a merchant name (ID 59) is
    // "ans", alphanumeric special, the common character set of EMV Book 4 Annex B, 0x20 (space) to
    // 0x7E (~). The checksum is recomputed by the independent CRC oracle of the PIX suite.
    const code = BR_CODE.slice(0, -4).replace('5913Fulano de Tal', '5913Fulano~de Tal');
    const qr_code = `${code}${crcOracle(code)}`;

    expect(shape(PIX, { ...answer, qr_code })).toMatchObject({
      ok: true,
      charge: { payment_fields: { qr_code, copy_paste: qr_code } },
    });
  });

  it('names the copy-and-paste field when it is another code', () => {
    const other = `${BR_CODE.slice(0, -4)}0000`;

    expect(outcomeOf(shape(PIX, { ...answer, copy_paste: other }))).toBe(
      '502 INVALID_PROVIDER_RESPONSE answer.copy_paste with issues',
    );
  });

  it.each([
    ['nine decimals of a second', 'ok', '2026-05-01T12:00:00.123456789Z'],
    ['an offset', 'ok', '2026-05-01T12:00:00+05:30'],
    [
      'ten decimals of a second',
      '502 INVALID_PROVIDER_RESPONSE answer.expires_at',
      '2026-05-01T12:00:00.1234567890Z',
    ],
    ['no offset', '502 INVALID_PROVIDER_RESPONSE answer.expires_at', '2026-05-01T12:00:00'],
    ['no seconds', '502 INVALID_PROVIDER_RESPONSE answer.expires_at', '2026-05-01T12:00Z'],
    ['a space for the T', '502 INVALID_PROVIDER_RESPONSE answer.expires_at', '2026-05-01 12:00:00Z'],
  ])('reads an expiry with %s: %s', (_name, outcome, expires_at) => {
    expect(outcomeOf(shape(PIX, { ...answer, expires_at }))).toBe(outcome);
  });

  const png = (body: string) => `data:image/png;base64,${body}`;

  it.each([
    ['the longest body that fits in 64 KiB', 'ok', png('A'.repeat(65_512))],
    ['one padding sign', 'ok', png('QUI=')],
    ['two padding signs', 'ok', png('QQ==')],
    [
      'four characters more',
      '502 INVALID_PROVIDER_RESPONSE answer.qr_code_image_url',
      png('A'.repeat(65_516)),
    ],
    ['three padding signs', '502 INVALID_PROVIDER_RESPONSE answer.qr_code_image_url', png('Q===')],
    [
      'a body not a multiple of four',
      '502 INVALID_PROVIDER_RESPONSE answer.qr_code_image_url',
      png('QUJDRA'),
    ],
    ['an empty body', '502 INVALID_PROVIDER_RESPONSE answer.qr_code_image_url', png('')],
    ['base64url characters', '502 INVALID_PROVIDER_RESPONSE answer.qr_code_image_url', png('ab-_')],
  ])('takes an inline PNG with %s: %s', (_name, outcome, image) => {
    expect(outcomeOf(shape(PIX, { ...answer, qr_code_image_url: image }))).toBe(outcome);
  });
});

describe('the boleto answer', () => {
  const answer = { id: 'bl_1', digitable_line: LINE_DIGITS, barcode: BARCODE };

  it.each([
    ['dots and spaces up to 64 characters', 'ok', `${LINE_DIGITS}${' '.repeat(17)}`],
    [
      '65 characters',
      '502 INVALID_PROVIDER_RESPONSE answer.digitable_line',
      `${LINE_DIGITS}${' '.repeat(18)}`,
    ],
    [
      'a hyphen',
      '502 INVALID_PROVIDER_RESPONSE answer.digitable_line',
      `${LINE_DIGITS.slice(0, 5)}-${LINE_DIGITS.slice(5)}`,
    ],
    ['46 digits', '502 INVALID_PROVIDER_RESPONSE answer.digitable_line', LINE_DIGITS.slice(1)],
    ['49 digits', '502 INVALID_PROVIDER_RESPONSE answer.digitable_line', `${LINE_DIGITS}00`],
    [
      'Arabic-Indic digits',
      '502 INVALID_PROVIDER_RESPONSE answer.digitable_line',
      `${LINE_DIGITS.slice(0, -1)}\u0660`,
    ],
  ])('reads a line with %s: %s', (_name, outcome, digitable_line) => {
    expect(outcomeOf(shape(BOLETO, { ...answer, digitable_line }))).toBe(outcome);
  });

  it.each([
    ['43 digits', '502 INVALID_PROVIDER_RESPONSE answer.barcode', BARCODE.slice(1)],
    ['dots', 'ok', `${BARCODE.slice(0, 4)}.${BARCODE.slice(4)}`],
  ])('reads a barcode with %s: %s', (_name, outcome, barcode) => {
    expect(outcomeOf(shape(BOLETO, { ...answer, barcode }))).toBe(outcome);
  });

  it('answers the digits only, whatever dots and spaces came', () => {
    const result = shape(BOLETO, {
      ...answer,
      digitable_line: `${LINE_DIGITS.slice(0, 5)}.${LINE_DIGITS.slice(5)}`,
    });

    expect(result.ok && 'payment_fields' in result.charge && result.charge.payment_fields).toEqual({
      digitable_line: LINE_DIGITS,
      barcode: BARCODE,
      due_date: '2026-06-10',
    });
  });
});
