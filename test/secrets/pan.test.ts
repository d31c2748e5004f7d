import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _maskPan } from '../../src/secrets/mask.js';
import { _looksLikePan } from '../../src/secrets/pan.js';
import { _maskSecretsIn } from '../../src/secrets/text.js';

const VISA = '4111111111111111';

describe('what looks like a card number', () => {
  it.each([
    VISA,
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '4111.1111.1111.1111',
    '4111/1111/1111/1111',
    '378282246310005',
  ])('recognises %s', (text) => {
    expect(_looksLikePan(text)).toBe(true);
  });

  it.each([
    ['a number that fails Luhn', '4111111111111112'],
    ['12 digits', '411111111116'],
    ['20 digits', '41111111111111111113'],
    ['letters among the digits', '4111a1111111111111'],
  ])('does not take %s for a card number', (_, text) => {
    expect(_looksLikePan(text)).toBe(false);
  });
});

describe('card numbers inside text', () => {
  it('masks one between words and keeps the words', () => {
    expect(_maskSecretsIn('paid with 5555-5555-5555-4444 yesterday')).toBe(
      'paid with 555555••••••4444 yesterday',
    );
  });

  // An Aura test number Brazilian integrations quote (gist claudiosanches/26d9668f21dbdc787472,
  // "5078601800003247449", 19 digits): the whole number passes Luhn, and so, by chance, do its
  // first 16 digits. PCI DSS 3.4: at most the first six and the last four digits may show.
  it('masks a grouped 19-digit card number whole, even when its first 16 digits pass Luhn too', () => {
    expect(_maskSecretsIn('cartão 5078 6018 0000 3247 449 ok')).toBe('cartão 507860•••••••••7449 ok');
  });

  it('masks the digits grouped after a card number as part of it, up to 19 digits in all', () => {
    expect(_maskSecretsIn('4111 1111 1111 1111 123 ok')).toBe('411111•••••••••1123 ok');
  });

  it('ends a card number before a group that would take it past 19 digits', () => {
    expect(_maskSecretsIn('4111 1111 1111 1111 2025 12')).toBe('411111••••••1111 2025 12');
  });

  it('does not find one glued to other digits with no separator', () => {
    expect(_maskSecretsIn(`9${VISA}`)).toBe(`9${VISA}`);
  });

  it('never leaves a card number standing between any two texts, separated by a space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (before, after) => {
        expect(_maskSecretsIn(`${before} ${VISA} ${after}`)).not.toContain(VISA);
      }),
    );
  });
});

describe('a masked card number', () => {
  it('shows its first 6 and last 4 digits only', () => {
    expect(_maskPan('5555 5555 5555 4444')).toBe('555555••••••4444');
  });

  // A card-number field may hold more digits than any card has (a value typed twice, a number
  // glued to another): the last four shown are still the text's own, however long it is.
  it('shows the first 6 and the exact last 4 of a value of 20 to 30 digits, hiding the rest', () => {
    expect(_maskPan('1234 5678 9012 3456 7890 9876')).toBe('123456••••••••••••••9876');
    expect(_maskPan('987654321098765432109876543210')).toBe(`987654${'•'.repeat(20)}3210`);
  });

  it('shows no digit when there are too few to be a card number', () => {
    expect(_maskPan('12345')).toBe('•••••');
  });
});
