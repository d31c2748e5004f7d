// The arithmetic primitives against an independent reference: decimal.js (arbitrary precision,
// its own parser and rounding) and BigInt division, never the library's own functions. Generators
// reach the limits: texts up to the 512-character limit, exponents of four digits, scales at ±400,
// products past 2^53, divisors up to 10^15.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _BIGINTS, _floorDivide, _NUMBERS, _pow10Big } from '../../src/arithmetic/calculator.js';
import { _fractionOfNumber, _parseDecimal, _shortestScale } from '../../src/arithmetic/decimal-fraction.js';
import { _decimalText } from '../../src/arithmetic/decimal-text.js';
import { _fitsDoubles, _productParts, _roundedProduct } from '../../src/arithmetic/exact-product.js';
import { _roundRatio, type RoundingMode } from '../../src/arithmetic/rounding.js';

const D = Decimal.clone({ precision: 1000, toExpNeg: -9e15, toExpPos: 9e15 });
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function modeOf(mode: RoundingMode): Decimal.Rounding {
  return mode === 'half-up' ? Decimal.ROUND_HALF_UP : Decimal.ROUND_HALF_EVEN;
}

const modes = fc.constantFrom<RoundingMode>('half-even', 'half-up');

/** What `_parseDecimal` must answer for a text of its grammar, from decimal.js's reading. */
function expectedReading(text: string): unknown {
  const value = new D(text);
  if (value.isZero()) return { digits: '0', units: 0, scale: 0, fast: true, big: undefined };
  const places = value.decimalPlaces();
  // Zeros that end a whole number count as a negative scale, bounded as the decimals are.
  const trailingZeros = places > 0 ? 0 : (/0*$/.exec(value.toFixed()) as RegExpExecArray)[0].length;
  if (places > 400 || trailingZeros > 400) return undefined;
  const digits = value.times(new D(10).pow(places)).toFixed(0);
  const fast = places <= 15 && digits.length <= 15;
  return { digits, units: Number(digits), scale: places, fast, big: fast ? undefined : BigInt(digits) };
}

const digitRun = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom('0', '0', '0', '1', '5', '9'), minLength: 1, maxLength });

const decimalTexts = fc
  .record({
    whole: fc.oneof(digitRun(20), digitRun(300)),
    fraction: fc.option(fc.oneof(digitRun(20), digitRun(300)), { nil: undefined }),
    exponent: fc.option(
      fc.record({
        letter: fc.constantFrom('e', 'E'),
        sign: fc.constantFrom('', '+', '-'),
        digits: fc.oneof(
          fc.integer({ min: 0, max: 30 }).map(String),
          fc.integer({ min: 0, max: 9999 }).map(String),
          fc.integer({ min: 0, max: 450 }).map((n) => String(n).padStart(4, '0')),
        ),
      }),
      { nil: undefined },
    ),
  })
  .map(({ whole, fraction, exponent }) => {
    const mantissa = fraction === undefined ? whole : `${whole}.${fraction}`;
    return exponent === undefined
      ? mantissa
      : `${mantissa}${exponent.letter}${exponent.sign}${exponent.digits}`;
  })
  .filter((text) => text.length <= 512);

describe('_parseDecimal against decimal.js', () => {
  it('reads every text of its grammar within 512 characters as decimal.js does, or refuses its scale', () => {
    fc.assert(
      fc.property(decimalTexts, (text) => {
        expect(_parseDecimal(text)).toEqual(expectedReading(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the scale limits exactly: 400 decimals and 400 zeros, not 401', () => {
    const cases: [string, unknown][] = [
      [`0.${'0'.repeat(399)}7`, expectedReading(`7e-400`)],
      [`7${'0'.repeat(400)}`, expectedReading(`7e400`)],
      [`0.${'0'.repeat(400)}7`, undefined],
      [`7${'0'.repeat(401)}`, undefined],
      ['7.5e-399', expectedReading('75e-400')],
      ['75e-401', expectedReading('7.5e-400')],
    ];
    expect(cases.map(([text]) => [text, _parseDecimal(text)])).toEqual(cases);
  });

  it('counts a number of at most 15 digits and 15 decimals as fast, and one more digit as not', () => {
    expect(_parseDecimal('999999999999999')).toEqual({
      digits: '999999999999999',
      units: 999999999999999,
      scale: 0,
      fast: true,
      big: undefined,
    });
    expect(_parseDecimal('0.000000000000001')).toMatchObject({ digits: '1', scale: 15, fast: true });
    expect(_parseDecimal('1000000000000000')).toEqual({
      digits: '1000000000000000',
      units: 1e15,
      scale: 0,
      fast: false,
      big: 10n ** 15n,
    });
    expect(_parseDecimal('0.0000000000000001')).toEqual({
      digits: '1',
      units: 1,
      scale: 16,
      fast: false,
      big: 1n,
    });
  });

  it('reads the digits of a long mantissa beyond 15 significant ones exactly', () => {
    // 17 significant digits: a double would round the last one.
    expect(_parseDecimal('12345678901234567.00')).toEqual({
      digits: '12345678901234567',
      units: Number('12345678901234567'), // the nearest double: only digits and big are exact
      scale: 0,
      fast: false,
      big: 12345678901234567n,
    });
    expect(_parseDecimal('1234567890.1234567')).toMatchObject({ digits: '12345678901234567', scale: 7 });
  });
});

// The grammar `String(n)` writes for a non-negative number, as a regular expression: the oracle of
// what the reader refuses.
const GRAMMAR = /^\d+(?:\.\d+)?(?:[eE][+-]?\d{1,4})?$/;

describe('_parseDecimal refuses what is not its grammar', () => {
  it('refuses any text outside the grammar and reads the rest as decimal.js does', () => {
    // The grammar's characters and their neighbours: '/' and ':' around the digits, 'd' 'f' 'D' 'F'
    // around the exponent letters, ',' and ' ' and a non-ASCII digit.
    const unit = fc.constantFrom(...'0159.eE+-/:dfDF, ', '\u0661');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        expect(_parseDecimal(text)).toEqual(GRAMMAR.test(text) ? expectedReading(text) : undefined);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['', undefined],
    ['.5', undefined],
    ['5.', undefined],
    ['1.2.3', undefined],
    ['e5', undefined],
    ['1x', undefined],
    ['1e', undefined],
    ['1e-', undefined],
    ['1e5x', undefined],
    ['1e:', undefined],
    ['1e/', undefined],
    ['1e00001', undefined],
    ['1e0001', { digits: '10', units: 10, scale: 0, fast: true, big: undefined }],
    ['1.5e-0007', { digits: '15', units: 15, scale: 8, fast: true, big: undefined }],
  ])('reads %j as %j', (text, expected) => {
    expect(_parseDecimal(text)).toEqual(expected);
  });

  it('reads a text of 512 characters and refuses one of 513, whatever its value', () => {
    const one = { digits: '1', units: 1, scale: 0, fast: true, big: undefined };
    expect([`1.${'0'.repeat(510)}`, `1.${'0'.repeat(511)}`].map(_parseDecimal)).toEqual([one, undefined]);
  });
});

// Doubles as a rate or an amount is typed: few decimals (k / 10^s), any double in [0, 1], the
// extremes (5e-324, 1, 2^53 and beyond), and values above 1 with decimals.
const typedDoubles = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 8 })).map(([k, s]) => k / 10 ** s),
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.double({ min: 0, max: 1e25, noNaN: true }),
  fc.constantFrom(0, 1, Number.MIN_VALUE, 1e-7, 0.1, 0.5, 0.9999, 0.00005, 2 ** 53, 1e21, 1.5),
);

describe('_fractionOfNumber and _shortestScale against decimal.js reading String(value)', () => {
  it('reads a double as the exact decimal its shortest string spells', () => {
    fc.assert(
      fc.property(typedDoubles, (value) => {
        expect(_fractionOfNumber(value)).toEqual(expectedReading(String(value)));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the number of decimals String() writes for a value in [0, 1], or -1 beyond 15', () => {
    fc.assert(
      fc.property(
        typedDoubles.filter((value) => value <= 1),
        (value) => {
          const places = new D(String(value)).decimalPlaces();
          expect(_shortestScale(value)).toBe(places <= 15 ? places : -1);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('_decimalText against decimal.js', () => {
  it('writes units / 10^scale as decimal.js writes it, sign and all, without trailing zeros', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.bigInt({ min: -1000n, max: 1000n })),
        fc.nat(45),
        (units, scale) => {
          const expected = new D(units.toString()).div(new D(10).pow(scale)).toFixed();
          expect(_decimalText(units, scale)).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('_roundRatio against decimal.js', () => {
  it('rounds num / den to the nearest whole number, an exact half by the mode', () => {
    const den = fc.oneof(fc.bigInt({ min: 1n, max: 10n }), fc.bigInt({ min: 1n, max: 10n ** 30n }));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        den,
        fc.boolean(),
        modes,
        (num, divisor, half, mode) => {
          // Half the cases sit exactly on a half: num = (2q + 1) · den / 2 with an even den.
          const ratio = half ? { num: (2n * num + 1n) * divisor, den: 2n * divisor } : { num, den: divisor };
          const expected = new D(ratio.num.toString())
            .div(ratio.den.toString())
            .toDecimalPlaces(0, modeOf(mode))
            .toFixed();
          expect(_roundRatio(ratio, mode).toString()).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('_floorDivide against BigInt division', () => {
  it('is the exact floor for any safe product and divisor up to 10^15, past 2^53 − 10^15 too', () => {
    const products = fc.oneof(
      fc.integer({ min: 0, max: MAX_SAFE }),
      fc.integer({ min: MAX_SAFE - 2e15, max: MAX_SAFE }),
      fc.integer({ min: 0, max: 1000 }),
    );
    const divisors = fc.oneof(
      fc.integer({ min: 0, max: 15 }).map((exponent) => 10 ** exponent),
      fc.integer({ min: 1, max: 1e15 }),
      fc.integer({ min: 1, max: 1000 }),
    );
    fc.assert(
      fc.property(products, divisors, (product, divisor) => {
        expect(_floorDivide(product, divisor)).toBe(Number(BigInt(product) / BigInt(divisor)));
      }),
      { numRuns: 5000 },
    );
  });

  it('is exact at the largest safe products, one below a multiple of the divisor (the smallest gap to the next integer)', () => {
    const bound = MAX_SAFE - 1e15;
    const cases = [bound - 1, bound, bound + 1, MAX_SAFE - 1, MAX_SAFE].flatMap((product) =>
      [2, 3, 4, 7, 2 ** 40, 2 ** 49, 1e15 - 1, 1e15].map((divisor) => [
        product,
        divisor,
        Number(BigInt(product) / BigInt(divisor)),
      ]),
    );
    expect(
      cases.map(([product, divisor]) => [
        product,
        divisor,
        _floorDivide(product as number, divisor as number),
      ]),
    ).toEqual(cases);
  });
});

describe('_pow10Big', () => {
  it('gives 10^n for exponents asked in any order, as BigInt exponentiation does', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(400), { minLength: 1, maxLength: 20 }), (exponents) => {
        expect(exponents.map(_pow10Big)).toEqual(exponents.map((n) => 10n ** BigInt(n)));
      }),
    );
  });
});

describe('_roundedProduct against decimal.js', () => {
  it('rounds amount × fraction to the centavo, in doubles and past them alike', () => {
    const amounts = fc.oneof(
      fc.integer({ min: 1, max: 1000 }),
      fc.integer({ min: 1, max: MAX_SAFE }),
      fc.constantFrom(1, MAX_SAFE, MAX_SAFE - 1, 2 ** 52),
    );
    const fractions = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 8 })),
      fc.tuple(fc.integer({ min: 0, max: MAX_SAFE }), fc.integer({ min: 15, max: 40 })),
    );
    fc.assert(
      fc.property(amounts, fractions, modes, (amount, [units, scale], mode) => {
        const text = new D(units).div(new D(10).pow(scale)).toFixed();
        const fraction = _parseDecimal(text);
        if (fraction === undefined || new D(text).gte(1)) return;
        const expected = new D(amount).times(text).toDecimalPlaces(0, modeOf(mode)).toNumber();
        expect(_roundedProduct(amount, fraction, mode)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('rounds an exact half by the mode on both sides of the double/BigInt border', () => {
    // 0.5 × an odd amount is an exact half; 2^53 − 1 × 0.5 needs BigInt for the product.
    const half = _parseDecimal('0.5') as NonNullable<ReturnType<typeof _parseDecimal>>;
    expect(
      [1, 3, MAX_SAFE].flatMap((amount) => [
        _roundedProduct(amount, half, 'half-even'),
        _roundedProduct(amount, half, 'half-up'),
      ]),
    ).toEqual([0, 1, 2, 2, 4503599627370496, 4503599627370496]);
  });
});

describe('_productParts and _fitsDoubles against BigInt arithmetic', () => {
  const amounts = fc.oneof(
    fc.integer({ min: 1, max: 1000 }),
    fc.integer({ min: 1, max: MAX_SAFE }),
    fc.constantFrom(1, MAX_SAFE, 2 ** 52, 441650591, 441650592),
  );
  // Fractions below 1 spelled as text: few digits, up to 15, or past the fast limits.
  const fractionTexts = fc
    .oneof(
      fc.tuple(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 6, max: 9 })),
      fc.tuple(fc.integer({ min: 0, max: 10 ** 15 - 1 }), fc.constant(15)),
      fc.tuple(fc.integer({ min: 0, max: MAX_SAFE }), fc.integer({ min: 16, max: 40 })),
      fc.constantFrom<[number, number]>([20394401, 8], [1, 1], [2, 1], [3, 1]),
    )
    .map(([units, scale]) => `0.${String(units).padStart(scale, '0')}`);

  it('splits amount × fraction into floor and remainder, exactly in BigInts and in doubles when they fit', () => {
    fc.assert(
      fc.property(amounts, fractionTexts, (amount, text) => {
        const fraction = _parseDecimal(text) as NonNullable<ReturnType<typeof _parseDecimal>>;
        // The fraction in lowest decimal terms: its decimals without the trailing zeros.
        const decimals = text.slice(2).replace(/0+$/, '');
        const product = BigInt(amount) * BigInt(`0${decimals}`);
        const divisor = 10n ** BigInt(decimals.length);
        const wholeAndRest = [product / divisor, product % divisor];
        const fits = decimals.length <= 15 && product <= BigInt(MAX_SAFE);
        expect(_fitsDoubles(amount, fraction)).toBe(fits);
        expect(_productParts(_BIGINTS, amount, fraction)).toEqual(wholeAndRest);
        if (fits) expect(_productParts(_NUMBERS, amount, fraction)).toEqual(wholeAndRest.map(Number));
      }),
      { numRuns: 3000 },
    );
  });
});
