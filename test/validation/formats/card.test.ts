import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  _BIN_RANGES,
  _BRAND_OVERLAPS,
  _cvvLength,
  _isCardNumber,
  type BinRange,
  type BrandOverlap,
  detectCardBrand,
} from '../../../src/validation/formats/card.js';

describe('card number', () => {
  it('accepts 12 to 19 digits passing Luhn, its separators already removed by the row', () => {
    expect(_isCardNumber('4111111111111111')).toBe(true);
    expect(_isCardNumber('4111 1111 1111 1111')).toBe(false);
    expect(_isCardNumber('00000000000')).toBe(false);
    expect(_isCardNumber('0000000000000000000')).toBe(true);
    expect(_isCardNumber('00000000000000000000')).toBe(false);
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['5078601870000127985', 'aura'],
  ])('reads %s as %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  // Aura's published numbers all start 507860: the BIN bin-cc lists for Aura (issuer Banco Cetelem,
  // renatovico/bin-cc data/sources/aura/bins-br.json) and the Aura test cards Brazilian gateways'
  // integrators quote (gist claudiosanches/26d9668f21dbdc787472). Retrieved 2026-11-27.
  it.each([['5078601870000127985'], ['5078601800003247449'], ['5078601912345600019']])(
    'reads the published Aura number %s as aura',
    (number) => {
      expect(detectCardBrand(number)).toBe('aura');
    },
  );

  // Dankort is 5019 (bin-cc data/sources/dankort.json); Maestro is 5018, 5020 and 5038 (bin-cc
  // data/sources/maestro.json), and braintree/credit-card-type files every 50 prefix outside Elo's
  // under Maestro (500000–504174, 504176–506698, 506779–508999). Neither is a brand here: unknown,
  // never Aura. Retrieved 2026-11-27.
  it.each([
    ['5019717010103742', 'Dankort'],
    ['5018000000000009', 'Maestro 5018'],
    ['5020000000000007', 'Maestro 5020'],
    ['5038000000000005', 'Maestro 5038'],
    ['5000000000000009', 'Maestro 500000'],
    ['5080000000000000', 'Maestro 508000'],
  ])('reads %s (%s) as unknown, not as Aura', (number) => {
    expect(detectCardBrand(number)).toBe('unknown');
  });

  it.each([
    ['4011780000000000', 'elo'],
    ['4389350000000000', 'elo'],
    ['5067000000000000', 'elo'],
    ['6362970000457013', 'elo'],
    ['6504850000000000', 'elo'],
    ['6550210000000000', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['3841001111222233', 'hipercard'],
  ])('does not misread the Brazilian card %s as Visa, Discover or Diners', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('gives unknown for short or non-digit input', () => {
    expect(detectCardBrand('41111')).toBe('unknown');
    expect(detectCardBrand('4111a11111111111')).toBe('unknown');
    expect(detectCardBrand('9999999999999999')).toBe('unknown');
  });

  it('asks a 4-digit CVV of American Express only', () => {
    expect(_cvvLength('amex')).toBe(4);
    expect(_cvvLength('elo')).toBe(3);
    expect(_cvvLength('visa')).toBe(3);
  });
});

/** A 16-digit number starting with `prefix`, padded with `fill`. */
const cardWith = (prefix: string, fill = '0') => prefix.padEnd(16, fill);

describe('detectCardBrand: range edges', () => {
  // Each range as the networks publish it: its first and last prefix read as the brand, and the
  // prefix just outside reads as `outside` (the neighbouring brand, or unknown).
  it.each([
    ['jcb', '3088', '3094', 'unknown', 'diners'],
    ['jcb', '3096', '3102', 'diners', 'unknown'],
    ['jcb', '3112', '3120', 'unknown', 'unknown'],
    ['jcb', '3158', '3159', 'unknown', 'unknown'],
    ['jcb', '3337', '3349', 'unknown', 'unknown'],
    ['jcb', '3528', '3589', 'unknown', 'unknown'],
    ['jcb', '1800', '1800', 'unknown', 'unknown'],
    ['jcb', '2131', '2131', 'unknown', 'unknown'],
    ['elo', '636368', '636369', 'unknown', 'unknown'],
    ['aura', '507860', '507860', 'unknown', 'unknown'],
    ['diners', '300', '305', 'unknown', 'unknown'],
    ['diners', '3095', '3095', 'jcb', 'jcb'],
    ['discover', '6011', '6011', 'unknown', 'unknown'],
    ['discover', '644', '649', 'unknown', 'discover'],
    ['discover', '65', '65', 'discover', 'unknown'],
    ['mastercard', '2221', '2720', 'unknown', 'unknown'],
    ['mastercard', '51', '55', 'elo', 'unknown'],
    ['hipercard', '606282', '606282', 'unknown', 'unknown'],
    ['hipercard', '637095', '637095', 'unknown', 'unknown'],
    ['hipercard', '637612', '637612', 'unknown', 'unknown'],
  ])(
    'reads %s from %s to %s, and the prefix before as %s and after as %s',
    (brand, low, high, before, after) => {
      const previous = String(Number(low) - 1).padStart(low.length, '0');
      const next = String(Number(high) + 1);
      expect([
        detectCardBrand(cardWith(low)),
        detectCardBrand(cardWith(high, '9')),
        detectCardBrand(cardWith(previous, '9')),
        detectCardBrand(cardWith(next)),
      ]).toEqual([brand, brand, before, after]);
    },
  );

  it('reads the 8-digit Hiper BINs as hipercard, and their neighbours as unknown', () => {
    expect(
      ['63737423', '63743358', '63737422', '63737424', '63743357', '63743359'].map((bin) =>
        detectCardBrand(cardWith(bin)),
      ),
    ).toEqual(['hipercard', 'hipercard', 'unknown', 'unknown', 'unknown', 'unknown']);
  });

  it('does not read a 6-digit prefix of an 8-digit Hiper BIN as hipercard', () => {
    expect(detectCardBrand('637374')).toBe('unknown');
  });

  it.each([
    ['4011780000000000', 'visa'],
    ['6504050000000000', 'discover'],
    ['3841000000000000', 'diners'],
  ])('reads the Brazilian BIN %s before %s, whose prefix holds it', (number, loser) => {
    expect(detectCardBrand(number)).not.toBe(loser);
  });
});

describe('detectCardBrand: one brand per BIN', () => {
  const claimants = (prefix: number) => [
    ...new Set(
      _BIN_RANGES.filter(({ from, to }) => prefix >= from && prefix <= to).map(({ brand }) => brand),
    ),
  ];
  const documented = (winner: string, loser: string) =>
    _BRAND_OVERLAPS.some(({ brand, over }) => brand === winner && over === loser);

  it('no two brands claim one BIN unless the overlap is documented, and then the documented brand wins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: 99_999_999 }), (prefix) => {
        const brands = claimants(prefix);
        const detected = detectCardBrand(String(prefix));
        if (brands.length === 0) expect(detected).toBe('unknown');
        else {
          expect(brands).toContain(detected);
          for (const other of brands) if (other !== detected) expect(documented(detected, other)).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('every range edge, and the prefix on either side of it, obeys the same rule', () => {
    const edges = _BIN_RANGES.flatMap(({ from, to }) => [from - 1, from, to, to + 1]);
    for (const prefix of edges.filter((edge) => edge >= 10_000_000 && edge <= 99_999_999)) {
      const brands = claimants(prefix);
      const detected = detectCardBrand(String(prefix));
      const expected = brands.length === 0 ? ['unknown'] : brands;
      const undocumented = brands.filter((other) => other !== detected && !documented(detected, other));
      expect({ prefix, known: expected.includes(detected), undocumented }).toEqual({
        prefix,
        known: true,
        undocumented: [],
      });
    }
  });

  it('lists no overlap that does not happen', () => {
    const overlapping = (first: BinRange, second: BinRange) =>
      first.from <= second.to && second.from <= first.to;
    const happens = ({ brand, over }: BrandOverlap) =>
      _BIN_RANGES.some(
        (winner) =>
          winner.brand === brand &&
          _BIN_RANGES.some((loser) => loser.brand === over && overlapping(winner, loser)),
      );
    expect(_BRAND_OVERLAPS.filter((overlap) => !happens(overlap))).toEqual([]);
  });
});

describe('detectCardBrand: while the buyer types, and on hostile input', () => {
  // A checkout page asks the brand as soon as the first 6 digits are typed (the issuer
  // identification number of ISO/IEC 7812-1, 6 digits long before its 2017 revision made it 8).
  // The prefixes are those of the networks' published test numbers: Visa 4111 1111 1111 1111 and
  // Amex 3782 822463 10005 (Stripe's and Adyen's test cards), Elo 6362 9700 0045 7013 (Elo's
  // integration card, also in this file's JSDoc example).
  it.each([
    ['411111', 'visa'],
    ['378282', 'amex'],
    ['636297', 'elo'],
    ['4111111', 'visa'],
    ['6362970', 'elo'],
  ])('reads the brand from the first %s digits alone, before the number is complete', (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });

  it('names no brand for a card number that is not a string, even one that reads like a string', () => {
    const lookalike = { length: 16, charCodeAt: () => '4'.charCodeAt(0) };
    expect([
      detectCardBrand(new String('4111111111111111') as unknown as string),
      detectCardBrand(lookalike as unknown as string),
    ]).toEqual(['unknown', 'unknown']);
  });

  // Any script on the page reads the engine's record of the last match (`RegExp.input`,
  // `RegExp.lastMatch`): a page that checked the number with its own regular expression left it
  // there, and asking the brand clears it.
  const lastMatch = () => {
    const statics = RegExp as unknown as { input: string; lastMatch: string };
    return `${statics.input} ${statics.lastMatch}`;
  };

  it("leaves no card number in the last match, even one the page's own check left there", () => {
    const pan = '4111111111111111';
    expect(/^\d{12,19}$/.test(pan)).toBe(true);
    expect(detectCardBrand(pan)).toBe('visa');
    expect(lastMatch()).not.toContain(pan);
  });

  it('answers unknown, and still clears the last match, on a page that broke String.prototype.charCodeAt', () => {
    const pan = '4111111111111111';
    const charCodeAt = String.prototype.charCodeAt;
    expect(/^\d{12,19}$/.test(pan)).toBe(true);
    let brand: unknown;
    String.prototype.charCodeAt = () => {
      throw new Error('replaced by the page');
    };
    try {
      brand = detectCardBrand(pan);
    } finally {
      String.prototype.charCodeAt = charCodeAt;
    }
    expect(brand).toBe('unknown');
    expect(lastMatch()).not.toContain(pan);
  });
});
