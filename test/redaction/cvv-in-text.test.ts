import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';
import { FIELD_RULES } from '../../src/rules/fields.js';

// Every place of a charge request where a person or a host writes text, read from the rules table
// itself so a field added to it is covered here without anyone editing this list: each string
// field of the table (card data aside: the number, the token and the CVV field have rules of their
// own), a metadata value, and an unknown key under each object of the table (the request itself,
// `customer`, `items.*`…).
const objectPaths = [
  '',
  ...FIELD_RULES.filter((rule) => rule.type === 'object' && !rule.freeForm).map((rule) => rule.path),
];
const FREE_TEXT_PATHS: readonly string[] = [
  ...FIELD_RULES.filter((rule) => rule.type === 'string' && rule.sensitive === undefined).map(
    (rule) => rule.path,
  ),
  'metadata.note',
  ...objectPaths.map((path) => (path === '' ? 'note_from_buyer' : `${path}.note_from_buyer`)),
];

// A request holding `text` at `path` alone, `*` standing for the first entry of a list.
function requestWith(path: string, text: string): unknown {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return text;
  if (head === '*') return [requestWith(rest.join('.'), text)];
  return { [head]: rest.length === 0 ? text : requestWith(rest.join('.'), text) };
}

// How people write a security code next to its name, in the buyers' languages.
const spellings = fc.constantFrom(
  'cvv: ',
  'CVV ',
  'cód. segurança ',
  'Código de Segurança: ',
  'codigo de seguranca ',
  'código de seguridad: ',
  'security code: ',
  'Security-Code=',
  'CVC2=',
  'cvc ',
  '"cvv":"',
);
const code = fc.stringMatching(/^\d{3,4}$/);
// Text around the code in other scripts, without a digit (a digit would make the code longer) and
// without an ASCII letter right before the name (which would make it part of another word).
const aroundText = fc.string({
  unit: fc.constantFrom('ã', 'ç', 'é', 'ñ', 'ü', 'の', 'カ', 'Ж', 'ع', ' ', '—', ',', '.', '\n'),
  maxLength: 12,
});

describe('redactChargeRequest hides a security code written after its name in every free-text field', () => {
  it('covers the string fields of the rules table, metadata and unknown keys', () => {
    expect(FREE_TEXT_PATHS).toEqual(
      expect.arrayContaining([
        'items.*.description',
        'items.*.name',
        'customer.name',
        'payment_details.statement_descriptor',
        'metadata.note',
        'note_from_buyer',
        'customer.note_from_buyer',
      ]),
    );
  });

  it.each(FREE_TEXT_PATHS)('hides the code in %s, whatever the text around it', (path) => {
    fc.assert(
      fc.property(aroundText, spellings, code, aroundText, (before, name, digits, after) => {
        const text = `${before}${name}${digits}${after}`;
        const copy = JSON.stringify(redactChargeRequest(requestWith(path, text), { personalData: 'keep' }));
        expect(copy).not.toContain(digits);
        expect(copy).toContain(JSON.stringify(`${before}${name}••••••••${after}`).slice(1, -1));
      }),
    );
  });

  it('masks a card number written after a security-code name to its first six and last four', () => {
    expect(redactChargeRequest({ items: [{ description: 'cvv 4111 1111 1111 1111' }] })).toEqual({
      items: [{ description: 'cvv 411111••••••1111' }],
    });
    expect(redactChargeRequest({ metadata: { note: 'CVC2=4111111111111111 ok' } })).toEqual({
      metadata: { note: 'CVC2=411111••••••1111 ok' },
    });
  });

  it('hides the code after a name typed in decomposed form (combining accents)', () => {
    const decomposed = 'Co\u0301d. seguranc\u0327a: 123';
    expect(decomposed.normalize('NFC')).toBe('Cód. segurança: 123');
    expect(redactChargeRequest({ items: [{ description: decomposed }] })).toEqual({
      items: [{ description: 'Co\u0301d. seguranc\u0327a: ••••••••' }],
    });
  });

  it('leaves a number after a word that only contains the name alone', () => {
    expect(redactChargeRequest({ items: [{ description: 'lote xcvv 123, 4 un.' }] })).toEqual({
      items: [{ description: 'lote xcvv 123, 4 un.' }],
    });
  });
});
