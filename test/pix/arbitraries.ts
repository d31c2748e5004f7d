// fast-check arbitraries of valid BR Code fields, written the way buildPixCode keeps them (keys in
// their stored form), so that parse(build(fields)) can be compared with the fields themselves.
import fc from 'fast-check';
import type { PixCode } from '../../src/pix/pix-code.js';
import { cnpj, cpf } from '../fixtures/arbitraries.js';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const word = (max: number) => fc.string({ unit: lower, minLength: 1, maxLength: max });
const printable = (min: number, max: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    minLength: min,
    maxLength: max,
  });

const email = fc
  .tuple(word(20), word(20), fc.constantFrom('com', 'com.br', 'org'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const phone = fc
  .tuple(fc.integer({ min: 11, max: 99 }), fc.constantFrom(8, 9))
  .chain(([area, length]) =>
    fc
      .string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })
      .map((rest) => `+55${area}${rest}`),
  );

/** A PIX key in its stored form. */
export const pixKey = fc.oneof(cpf, cnpj, email, phone, fc.uuid());

/** A location URL without scheme, as providers write them. */
export const pixUrl = fc
  .tuple(word(20), fc.array(word(12), { minLength: 1, maxLength: 3 }))
  .map(([host, segments]) => `pix.${host}.com.br/qr/${segments.join('/')}`)
  .filter((url) => url.length <= 77);

const alphanumeric = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 25,
});
// PIX's recurrence template opens with PIX's GUI, then maybe a location URL (25), then any other
// fields; the URL is answered as `recurrence_url` (generated apart, never read off the template).
const recurrence = fc
  .tuple(
    fc.option(pixUrl, { nil: undefined }),
    fc.array(
      fc.tuple(
        fc.integer({ min: 1, max: 99 }).filter((id) => id !== 25),
        printable(0, 20),
      ),
      { minLength: 0, maxLength: 3 },
    ),
  )
  .map(([url, fields]) => ({
    url,
    body:
      '0014br.gov.bcb.pix' +
      (url === undefined ? '' : `25${String(url.length).padStart(2, '0')}${url}`) +
      fields
        .map(
          ([id, value]) => `${String(id).padStart(2, '0')}${String(value.length).padStart(2, '0')}${value}`,
        )
        .join(''),
  }))
  .filter(({ body }) => body.length <= 99);
// A name or city as buildPixCode takes it: printable, and not blank.
const named = (max: number) => printable(1, max).filter((text) => text.trim() !== '');

/** Every field of a valid BR Code, as parsePixCode answers it. */
export const pixCode: fc.Arbitrary<PixCode> = fc
  .record(
    {
      account: fc.oneof(fc.record({ key: pixKey }), fc.record({ url: pixUrl })),
      amount: fc.integer({ min: 1, max: 999_999_999_999 }),
      merchant_name: named(25),
      merchant_city: named(15),
      postal_code: printable(1, 99),
      txid: alphanumeric,
      description: printable(1, 40),
      single_use: fc.boolean(),
      recurrence,
    },
    { requiredKeys: ['account', 'merchant_name', 'merchant_city', 'single_use'] },
  )
  .map(({ account, txid, recurrence, ...rest }): PixCode => {
    const kind = 'key' in account ? 'static' : 'dynamic';
    return {
      kind,
      ...account,
      ...rest,
      // A dynamic code's transaction ID is ignored, so none is written nor read.
      ...(txid === undefined || kind === 'dynamic' ? {} : { txid }),
      ...(recurrence === undefined ? {} : { recurrence: recurrence.body }),
      ...(recurrence?.url === undefined ? {} : { recurrence_url: recurrence.url }),
    };
  })
  // The merchant account template holds at most 99 bytes: GUI, key or URL and description.
  .filter(
    (pix) =>
      18 +
        4 +
        (pix.key ?? pix.url ?? '').length +
        (pix.description === undefined ? 0 : 4 + pix.description.length) <=
      99,
  );
