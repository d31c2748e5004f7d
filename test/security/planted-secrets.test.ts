// A secret planted anywhere in a random charge request never comes out: not out of the redaction,
// not out of validation's issues or their problem details, not out of the CLI. The secrets are a
// card number (in several spellings: ASCII, fullwidth, Arabic-Indic and other scripts' digits, with
// separators or invisible characters between the digits), API keys, card tokens and CVVs; the places
// are every string field of the rules table, unknown keys at any depth (also inside known objects),
// metadata, array items, object keys, and JSON texts inside metadata strings. Outputs are read with
// the library's own digit reader before searching, so no spelling of a secret hides from the search.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createColors } from '../../src/cli/color.js';
import { createPrinter } from '../../src/cli/output.js';
import { runProgram } from '../../src/cli/program.js';
import { toHttpResponse } from '../../src/http/to-http-response.js';
import { toProblemDetails } from '../../src/http/to-problem-details.js';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { _readDigits } from '../../src/secrets/digits.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, VALID_REQUESTS } from '../fixtures/requests.js';
import { pan, stringsOf } from './hostile.js';

type Json = Record<string, unknown>;

/** A secret as planted (a string, or a number for a card number sent as one) and the texts that must not come out. */
interface Secret {
  readonly value: string | number;
  readonly needles: readonly string[];
}

const alphanumeric = (minLength: number, maxLength: number) =>
  fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${minLength},${maxLength}}$`));

// The zero of some scripts' decimal digits: ASCII, fullwidth, Arabic-Indic, Extended Arabic-Indic,
// Devanagari, Bengali, Thai, mathematical bold.
const ZEROS = [0x30, 0xff10, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0x1d7ce];
// Characters that render as nothing: zero-width space, non-joiner, joiner, word joiner, soft hyphen, BOM.
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\uFEFF'];

/** Digits written in one script, or each in a script of its own. */
const spelled = (digits: string) =>
  fc
    .array(fc.constantFrom(...ZEROS), { minLength: digits.length, maxLength: digits.length })
    .chain((zeros) =>
      fc.constantFrom(
        zeros,
        zeros.map(() => zeros[0] as number),
      ),
    )
    .map((zeros) =>
      [...digits].map((digit, index) => String.fromCodePoint((zeros[index] as number) + Number(digit))),
    );

/**
 * A Luhn-valid card number, written plain, in groups of 4 (spaces, dashes, dots), with an invisible
 * character between digits, or as a JSON number; its digits in ASCII or in other scripts.
 */
const cardNumber: fc.Arbitrary<Secret> = fc
  .tuple(pan, fc.constantFrom('plain', ' ', '-', '.', 'invisible', 'number'), fc.constantFrom(...INVISIBLE))
  .chain(
    ([digits, spelling, invisible]): fc.Arbitrary<Secret> =>
      spelling === 'number'
        ? fc.constant({ value: Number(digits), needles: [digits] })
        : spelled(digits).map((characters): Secret => {
            const groups =
              spelling === 'invisible'
                ? characters
                : [0, 4, 8, 12, 16].map((at) => characters.slice(at, at + 4).join(''));
            const value = groups
              .filter((group) => group !== '')
              .join(spelling === 'plain' ? '' : spelling === 'invisible' ? invisible : spelling);
            return { value, needles: [value, digits] };
          }),
  );

/**
 * An API key: live and test secret and public keys, and a secret key too short to be a valid one,
 * sometimes with an invisible character inside.
 */
const apiKey: fc.Arbitrary<Secret> = fc
  .tuple(
    fc.constantFrom('sk_live_', 'sk_test_', 'pk_live_', 'pk_test_', 'sk_'),
    alphanumeric(3, 24),
    fc.option(fc.tuple(fc.constantFrom(...INVISIBLE), fc.nat(30)), { nil: undefined }),
  )
  .map(([prefix, body, invisible]) => {
    const key = prefix + body;
    if (invisible === undefined) return { value: key, needles: [key] };
    const [character, at] = invisible;
    const cut = at % (key.length + 1);
    return { value: key.slice(0, cut) + character + key.slice(cut), needles: [key] };
  });

const cardToken: fc.Arbitrary<Secret> = alphanumeric(3, 24).map((body) => ({
  value: `tok_${body}`,
  needles: [`tok_${body}`],
}));

const secret = fc.oneof(cardNumber, apiKey, cardToken);

// Every string field of the table, with array rows at their first item.
const KNOWN_FIELDS = FIELD_RULES.filter((rule) => rule.type === 'string').map((rule) =>
  rule.path.replaceAll('*', '0').split('.'),
);
// Objects a request has or may have; an unknown key planted in one is "inside a known object".
const CONTAINERS = [
  [],
  ['customer'],
  ['billing_address'],
  ['shipping_address'],
  ['payment_details'],
  ['items', '0'],
];
const name = fc.stringMatching(/^[a-z][a-z_]{0,9}$/);
const container = fc.oneof(
  fc.constantFrom(...CONTAINERS),
  fc.array(name, { maxLength: 2 }).map((names) => ['metadata', ...names]),
);

/**
 * A random request: one of the valid fixtures (every method and flow), with a few unknown fields of
 * any JSON value added to one of its objects, and sometimes a required field removed.
 */
const randomRequest: fc.Arbitrary<Json> = fc
  .tuple(
    fc.constantFrom(...Object.values(VALID_REQUESTS)),
    container,
    fc.dictionary(name, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    fc.option(fc.constantFrom('amount', 'currency', 'customer', 'items'), { nil: undefined }),
  )
  .map(([make, at, extra, removed]) => {
    const request: Json = make();
    let parent = request;
    for (const key of at) {
      if (typeof parent[key] !== 'object' || parent[key] === null) parent[key] = {};
      parent = parent[key] as Json;
    }
    Object.assign(parent, extra);
    if (removed !== undefined) delete request[removed];
    return request;
  });

/** Where a value goes: a path of keys, and whether it is an item of an array there. */
interface Place {
  readonly path: readonly string[];
  readonly item?: { readonly index: number; readonly length: number };
}

const valuePlace: fc.Arbitrary<Place & { readonly asJson?: boolean }> = fc.oneof(
  fc.constantFrom(...KNOWN_FIELDS).map((path) => ({ path })),
  fc.tuple(container, fc.array(name, { minLength: 1, maxLength: 3 })).map(([at, names]) => ({
    path: [...at, ...names],
  })),
  fc
    .tuple(container, name, fc.nat(3), fc.nat(3))
    .map(([at, key, index, extra]) => ({ path: [...at, key], item: { index, length: index + 1 + extra } })),
  // Inside a JSON text held by a metadata string: `metadata.note = '{"number":"4539…"}'`.
  fc.tuple(name, name).map(([key, inner]) => ({ path: ['metadata', key], asJson: true, inner })),
);

/** The value a place holds: the secret itself, or a JSON text holding it under a key. */
function wrapped(
  place: Place & { readonly asJson?: boolean; readonly inner?: string },
  value: unknown,
): unknown {
  return place.asJson === true ? JSON.stringify({ [place.inner ?? 'note']: value }) : value;
}

/** Plants `value` at `place` of a copy of `request`, making the objects on the way as needed. */
function plant(request: Json, place: Place, value: unknown): Json {
  const copy = structuredClone(request);
  let parent: Json = copy;
  for (const key of place.path.slice(0, -1)) {
    const next = parent[key];
    if (typeof next !== 'object' || next === null) parent[key] = {};
    parent = parent[key] as Json;
  }
  const last = place.path[place.path.length - 1] as string;
  if (place.item === undefined) parent[last] = value;
  else {
    const items: unknown[] = Array.from({ length: place.item.length }, (_, index) => `item ${index}`);
    items[place.item.index] = value;
    parent[last] = items;
  }
  return copy;
}

/** A request with a secret planted as a value, or as an object key (with a harmless value). */
interface Planted {
  readonly request: Json;
  readonly needles: readonly string[];
}

const planted: fc.Arbitrary<Planted> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.tuple(randomRequest, secret, valuePlace).map(([request, found, place]) => ({
      request: plant(request, place, wrapped(place, found.value)),
      needles: found.needles,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(randomRequest, secret, container).map(([request, found, at]) => {
      // As a key, a card number sent as a number is its digits.
      const key = String(found.value);
      return {
        request: plant(request, { path: [...at, key] }, 'harmless'),
        needles: [key, ...found.needles],
      };
    }),
  },
);

/**
 * The planted texts found in any string of `output`, keys included, each read the way the library
 * reads digits (any script as ASCII, invisible characters dropped), so no spelling hides a leak.
 */
function leaks(output: unknown, needles: readonly string[]): string[] {
  const strings = stringsOf(output).map(_readDigits);
  return needles.filter((needle) => strings.some((text) => text.includes(_readDigits(needle))));
}

describe('a secret planted anywhere in a request', () => {
  it('never comes out of redactChargeRequest, personal data masked or kept', () => {
    fc.assert(
      fc.property(planted, ({ request, needles }) => {
        expect(leaks(redactChargeRequest(request), needles)).toEqual([]);
        expect(leaks(redactChargeRequest(request, { personalData: 'keep' }), needles)).toEqual([]);
        expect(leaks(JSON.stringify(redactChargeRequest(request)), needles)).toEqual([]);
      }),
      { numRuns: 5000 },
    );
  });

  it("never comes out of validateChargeRequest's issues, nor of their problem details", () => {
    fc.assert(
      fc.property(
        planted,
        fc.constantFrom('en' as const, 'pt-BR' as const, 'es' as const),
        ({ request, needles }, locale) => {
          const result = validateChargeRequest(request, { now: NOW, locale });
          if (result.ok) return;
          expect(leaks(result.issues, needles)).toEqual([]);
          expect(leaks(toProblemDetails(result), needles)).toEqual([]);
          expect(leaks(toHttpResponse(result, { locale }), needles)).toEqual([]);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never comes out of the CLI, in its table or in --json', async () => {
    await fc.assert(
      fc.asyncProperty(planted, fc.boolean(), async ({ request, needles }, json) => {
        const output = await runValidate(request, json);
        expect(leaks(output, needles)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

// A CVV is 3 or 4 digits, which an amount or a count may hold by chance: instead of searching for it,
// these plant two CVVs that differ in every digit at the same place and ask for the same output.
const SECRET_NAMES = ['cvv', 'CVC', 'security_code', 'cardCvv', 'card_cvc', 'x-card-code', 'pin', 'password'];

const cvvTwins = fc
  .tuple(
    fc.stringMatching(/^\d{3,4}$/),
    fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 4, maxLength: 4 }),
    fc.boolean(),
  )
  .map(([cvv, shifts, asNumber]) => {
    const other = [...cvv]
      .map((digit, index) => String((Number(digit) + (shifts[index] ?? 1)) % 10))
      .join('');
    // A CVV sent as a number loses a leading zero; the twin keeps the same length.
    return asNumber ? [Number(`1${cvv}`), Number(`1${other}`)] : [cvv, other];
  });

const cvvPlace: fc.Arbitrary<Place> = fc.oneof(
  fc.constant({ path: ['payment_details', 'cvv'] }),
  fc
    .tuple(container, fc.array(name, { maxLength: 2 }), fc.constantFrom(...SECRET_NAMES))
    .map(([at, names, key]) => ({ path: [...at, ...names, key] })),
  fc
    .tuple(container, fc.constantFrom(...SECRET_NAMES), fc.nat(2))
    .map(([at, key, index]) => ({ path: [...at, key], item: { index, length: index + 1 } })),
);

const cvvPlanted = fc.tuple(randomRequest, cvvTwins, cvvPlace).map(([request, [first, second], place]) => ({
  first: plant(request, place, first),
  second: plant(request, place, second),
}));

/** A CVV in a metadata string: inside a JSON text under a CVV key, or after its name in free text. */
const cvvInText = fc
  .tuple(
    randomRequest,
    cvvTwins.filter(([first]) => typeof first === 'string'),
    name,
    fc.constantFrom('cvv', 'CVC', 'security_code', 'cvv2'),
    fc.constantFrom('json', 'nested json', ': ', '=', ' '),
  )
  .map(([request, twins, key, cvvName, form]) =>
    twins.map((cvv) => {
      const text =
        form === 'json'
          ? JSON.stringify({ [cvvName]: cvv })
          : form === 'nested json'
            ? JSON.stringify({ card: { [cvvName]: cvv, brand: 'visa' } })
            : `paid, ${cvvName}${form}${cvv} ok`;
      return plant(request, { path: ['metadata', key] }, text);
    }),
  );

describe('a CVV planted under a key named like a secret', () => {
  it('leaves no trace in redactChargeRequest, even inside a JSON text or after its name in metadata', () => {
    fc.assert(
      fc.property(cvvInText, ([first, second]) => {
        expect(redactChargeRequest(first)).toEqual(redactChargeRequest(second));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves no trace in redactChargeRequest: twins redact alike', () => {
    fc.assert(
      fc.property(cvvPlanted, ({ first, second }) => {
        expect(redactChargeRequest(first)).toEqual(redactChargeRequest(second));
      }),
      { numRuns: 1200 },
    );
  });

  it('leaves no trace in validation issues nor in their problem details: twins fail alike', () => {
    fc.assert(
      fc.property(cvvPlanted, ({ first, second }) => {
        const one = validateChargeRequest(first, { now: NOW });
        const two = validateChargeRequest(second, { now: NOW });
        expect(two.ok).toBe(one.ok);
        if (one.ok || two.ok) return;
        expect(two.issues).toEqual(one.issues);
        expect(toProblemDetails(two)).toEqual(toProblemDetails(one));
      }),
      { numRuns: 1000 },
    );
  });
});

/** Runs `charge-rules validate -` in this process on `request`, and returns all it printed. */
async function runValidate(request: Json, json: boolean): Promise<string> {
  let printed = '';
  const sink = { write: (text: string) => (printed += text) };
  const context = {
    out: createPrinter(sink, createColors(false)),
    err: createPrinter(sink, createColors(false)),
    stdin: {
      isTTY: false,
      async *[Symbol.asyncIterator]() {
        yield JSON.stringify(request);
      },
    },
  };
  const args = ['validate', '-', '--now', NOW.toISOString(), ...(json ? ['--json'] : [])];
  try {
    await runProgram(args, context);
  } catch (error) {
    printed += String(error);
  }
  return printed;
}
