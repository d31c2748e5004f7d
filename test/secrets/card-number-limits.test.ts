// Card numbers at the edges of what a card number is: 13 to 19 digits (ISO/IEC 7812-1), one short
// (12) and one over (20), in every spelling a human types. The published test card numbers below
// cover every length from 13 to 19 and pin the Luhn oracle of test/support/card-numbers.ts:
// - Braintree, "UnionPay: Testing" (developer.paypal.com/braintree/docs/guides/unionpay/testing):
//   62123456789002 ("Card with a 14 digit number"), 621234567890003 (15), 6212345678901265 (16),
//   62123456789000003 (17), 621234567890000002 (18), 6212345678900000003 (19);
// - Cybersource, "Testing Credit Card Services" (developer.cybersource.com/docs/cybs/en-us/test-data):
//   Visa 4222222222222 (13), Maestro 5033 9619 8909 17 (14), 5868 2416 0825 5333 38 (18),
//   6759 5600 4500 5727 054 (19).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _maskPan } from '../../src/secrets/mask.js';
import { _looksLikePan } from '../../src/secrets/pan.js';
import { _maskSecretsAndCvvsIn, _maskSecretsIn } from '../../src/secrets/text.js';
import {
  CARD_NUMBER_SEPARATORS,
  cardNumberDigits,
  luhnDigits,
  panMaskOf,
  spelledDigits,
  withLuhnDigit,
} from '../support/card-numbers.js';
import { lengthsAround, wordsAround } from '../support/text.js';

const PUBLISHED = [
  '4222222222222',
  '62123456789002',
  '50339619890917',
  '621234567890003',
  '6212345678901265',
  '62123456789000003',
  '621234567890000002',
  '586824160825533338',
  '6212345678900000003',
  '6759560045005727054',
];

describe('the Luhn oracle of the tests', () => {
  it.each(PUBLISHED)(
    'completes the body of the published test card number %s with its check digit',
    (number) => {
      expect(withLuhnDigit(number.slice(0, -1))).toBe(number);
    },
  );
});

describe('a card number of every length from 13 to 19 digits', () => {
  it.each(PUBLISHED)('recognises the published %s and shows only its first 6 and last 4 digits', (number) => {
    expect(_looksLikePan(number)).toBe(true);
    expect(_maskSecretsIn(number)).toBe(panMaskOf(number));
  });

  it('is masked whole, whatever the separators a human put between its digits', () => {
    fc.assert(
      fc.property(
        cardNumberDigits.chain((digits) => fc.tuple(fc.constant(digits), spelledDigits(digits))),
        ([digits, spelled]) => {
          expect(_looksLikePan(spelled)).toBe(true);
          expect(_maskSecretsIn(spelled)).toBe(panMaskOf(digits));
        },
      ),
    );
  });

  it('is masked inside free text in any script, the words around it kept', () => {
    fc.assert(
      fc.property(
        cardNumberDigits.chain((digits) => fc.tuple(fc.constant(digits), spelledDigits(digits))),
        wordsAround,
        wordsAround,
        ([digits, spelled], before, after) => {
          const text = `${before} ${spelled} ${after}`;
          const masked = `${before} ${panMaskOf(digits)} ${after}`;
          expect(_maskSecretsIn(text)).toBe(masked);
          expect(_maskSecretsAndCvvsIn(text)).toBe(masked);
        },
      ),
    );
  });

  it.each(CARD_NUMBER_SEPARATORS.map((separator) => [JSON.stringify(separator), separator]))(
    'is masked in text when its groups of four are joined by %s',
    (_, separator) => {
      const spelled = ['6212', '3456', '7890', '0000', '003'].join(separator);
      expect(_maskSecretsAndCvvsIn(`pago com ${spelled}, obrigado`)).toBe(
        'pago com 621234•••••••••0003, obrigado',
      );
    },
  );
});

describe('a number just outside the lengths of a card number', () => {
  it('is not a card number at 12 digits, even when Luhn-valid, and no digit of it is shown', () => {
    fc.assert(
      fc.property(luhnDigits(12), (digits) => {
        expect(_looksLikePan(digits)).toBe(false);
        expect(_maskPan(digits)).toBe('•'.repeat(12));
        expect(_maskSecretsIn(`ref ${digits}`)).toBe(`ref ${digits}`);
      }),
    );
  });

  it('is not a card number at 20 digits, even when Luhn-valid', () => {
    fc.assert(
      fc.property(luhnDigits(20), (digits) => {
        expect(_looksLikePan(digits)).toBe(false);
        expect(_maskSecretsIn(`order ${digits}`)).toBe(`order ${digits}`);
      }),
    );
  });
});

describe('a card number whose first digits are a card number too', () => {
  // 4111111111111111128 is 19 digits and passes Luhn, as do its first 16 (the Visa test number).
  it('is masked whole in text, its last groups not left shown', () => {
    expect(_maskSecretsIn('paid 4111 1111 1111 1111 128 ok')).toBe('paid 411111•••••••••1128 ok');
  });

  it('is masked to its longest reading when the digits after it are glued into too many', () => {
    expect(_maskSecretsIn('paid 4111 1111 1111 1111 12845')).toBe('paid 411111••••••1111 12845');
  });
});

describe('the spelling of a whole value that is a card number', () => {
  it.each(lengthsAround(64).map((length) => [length, length <= 64]))(
    'is read as one card number up to 64 characters with its separators: %i characters, whole %s',
    (length, whole) => {
      // Two spaces between groups: too many for a card number inside text, allowed in a whole value.
      const spelled = '4111  1111  1111  1111'.padEnd(length, ' ');
      expect(_looksLikePan(spelled)).toBe(whole);
    },
  );
});

describe('a key or token masked', () => {
  it.each(lengthsAround(12).map((length) => [length, length >= 12]))(
    'shows its last 4 characters only from 12 characters on: %i characters, shown %s',
    (length, shown) => {
      const key = `tok_${'abcdefghijklmnop'.slice(0, length - 4)}`;
      expect(_maskSecretsIn(key)).toBe(shown ? `••••••••${key.slice(-4)}` : '••••••••');
    },
  );
});

describe('a card number in text with several separators between its groups', () => {
  it.each([
    ['a spaced hyphen', '4111 - 1111 - 1111 - 1111'],
    ['double spaces', '4111  1111  1111  1111'],
    ['three no-break spaces', '4111\u00A0\u00A0\u00A01111\u00A0\u00A0\u00A01111\u00A0\u00A0\u00A01111'],
  ])('is masked when its groups are joined by %s', (_, spelled) => {
    expect(_maskSecretsAndCvvsIn(`cartão ${spelled}, validade 12/30`)).toBe(
      'cartão 411111••••••1111, validade 12/30',
    );
  });

  it('is not read across four separators in a row, where the groups are apart', () => {
    const text = 'lotes 4111    1111    1111    1111';
    expect(_maskSecretsIn(text)).toBe(text);
  });
});
