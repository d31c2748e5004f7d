// fast-check arbitraries of valid boletos, and an independent writer of collection lines for the
// tests (the library writes only bank boletos).
import fc from 'fast-check';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** A calendar day from 2000-07-03 (factor 1000, where the table starts) to 2099-12-31, written YYYY-MM-DD. */
export const dueDate = fc
  .integer({ min: Date.UTC(2000, 6, 3) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

/** The fields of a bank boleto, as buildBoleto takes them. */
export const bankBoleto = fc.record(
  {
    // A barcode that starts with 8 is a collection one: no bank code does.
    bank: digits(3).filter((bank) => !bank.startsWith('8')),
    amount: fc.integer({ min: 0, max: 9_999_999_999 }),
    due_date: dueDate,
    free_field: digits(25),
  },
  { requiredKeys: ['bank', 'amount', 'free_field'] },
);

// FEBRABAN's module 10 and the collection layout's module 11, written out for the tests.
function mod10(text: string): number {
  let sum = 0;
  [...text].reverse().forEach((digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  });
  return (10 - (sum % 10)) % 10;
}

function mod11(text: string): number {
  const sum = [...text]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * ((index % 8) + 2), 0);
  const remainder = sum % 11;
  return remainder === 0 || remainder === 1 ? 0 : 11 - remainder;
}

/**
 * A collection boleto written out by hand: the barcode with its general digit, and the line with one
 * digit per block, module 10 or 11 as the value identifier says (FEBRABAN's collection layout, §08
 * and §10).
 */
export function writeCollection(segment: number, identifier: string, value: string, rest: string) {
  const check = identifier === '6' || identifier === '7' ? mod10 : mod11;
  const body = `8${segment}${identifier}${value}${rest}`;
  const barcode = `${body.slice(0, 3)}${check(body)}${body.slice(3)}`;
  const blocks = [0, 1, 2, 3].map((index) => barcode.slice(index * 11, index * 11 + 11));
  const line = blocks.map((block) => `${block}${check(block)}`).join('');
  return { barcode, line, amount: Number(value), moduleTen: check === mod10 };
}

/**
 * A collection boleto's 48-digit line, its barcode and amount, in a segment FEBRABAN's collection
 * layout defines (1 to 7, and 9).
 */
export const collectionBoleto = fc
  .tuple(fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 9), fc.constantFrom('6', '7', '8', '9'), digits(11), digits(29))
  .map(([segment, identifier, value, rest]) => writeCollection(segment, identifier, value, rest));
