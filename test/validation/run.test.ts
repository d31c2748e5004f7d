// The validation run: its fail-closed refusals, the order of its issues, the guard on input it
// cannot read or that is too large, and the clock and currency options at their edges.
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/index.js';
import { LIMITS } from '../../src/rules/limits.js';
import { chargeRequestSchema } from '../../src/validation/charge-request-schema.js';
import type { ValidateChargeRequestOptions } from '../../src/validation/types.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { VALID_REQUESTS } from '../fixtures/requests.js';

const NOW = new Date('2026-11-22T12:00:00Z');

const validate = validateChargeRequest;
const standard = chargeRequestSchema['~standard'];

function validateAt(input: unknown, options: ValidateChargeRequestOptions = {}) {
  return validateChargeRequest(input, { now: NOW, ...options });
}

const pix = () => VALID_REQUESTS.pix() as Record<string, unknown>;
const withCustomer = (changes: Record<string, unknown>) => ({
  ...pix(),
  customer: { ...VALID_REQUESTS.pix().customer, ...changes },
});
const tooLong = 'n'.repeat(LIMITS.metadata.stringLength + 1);
const fail = () => {
  throw new Error('poisoned');
};

/** The refusal issued when validation cannot be trusted to run, put into words in each locale. */
const REFUSAL = {
  en: {
    code: 'INVALID_TYPE',
    path: '',
    message: 'This could not be read. Please try again.',
    hint: expect.stringContaining('send parsed JSON data'),
  },
  'pt-BR': {
    code: 'INVALID_TYPE',
    path: '',
    message: 'Não foi possível ler este dado. Tente novamente.',
    hint: expect.stringContaining('send parsed JSON data'),
  },
  es: {
    code: 'INVALID_TYPE',
    path: '',
    message: 'No se pudo leer este dato. Inténtalo de nuevo.',
    hint: expect.stringContaining('send parsed JSON data'),
  },
} as const satisfies Record<Locale, unknown>;

/** Runs `act` with `key` defined on Object.prototype (non-enumerable, value undefined). */
function withPrototypeKey<T>(key: string, act: () => T): T {
  Object.defineProperty(Object.prototype, key, { value: undefined, configurable: true, writable: true });
  try {
    return act();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
  }
}

/** Runs `act` with a built-in method (`owner[name]`) replaced by a function that throws. */
function withThrowingMethod<T>(owner: object, name: string, act: () => T): T {
  const methods = owner as Record<string, unknown>;
  const original = methods[name];
  methods[name] = fail;
  try {
    return act();
  } finally {
    methods[name] = original;
  }
}

describe('fail-closed refusals', () => {
  // The walk builds no object whose keys it reads back unchecked: keys a validation library would
  // read from its own literals (issues, message, path) change nothing.
  it('accepts a valid request when Object.prototype has issues, message, path or other keys', () => {
    for (const key of ['issues', 'message', 'path', 'undefined', 'typed', 'lang']) {
      expect(withPrototypeKey(key, () => validate(pix(), { now: NOW }))).toMatchObject({ ok: true });
      const valid = validate(pix(), { now: NOW });
      expect(withPrototypeKey(key, () => standard.validate(pix()))).toEqual({
        value: valid.ok && valid.value,
      });
    }
  });

  it.each(LOCALES)(
    'refuses with one %s issue at the root when a built-in throws during the run',
    (locale) => {
      const result = withThrowingMethod(String.prototype, 'trim', () =>
        validate(pix(), { now: NOW, locale }),
      );
      expect(result).toMatchObject({
        ok: false,
        status: 422,
        code: 'VALIDATION_FAILED',
        issues: [REFUSAL[locale]],
      });
    },
  );

  it.each(LOCALES)(
    'answers the literal English refusal (locale %s) when putting the issues into words throws',
    (locale) => {
      // Array.prototype.map runs, for one issue, only to put the issues into words: the run itself
      // succeeds, finds amount 0, and its issue cannot be worded; the refusal built at load is
      // returned.
      const refused = { ...pix(), amount: 0 };
      expect(
        withThrowingMethod(Array.prototype, 'map', () => validate(refused, { now: NOW, locale })),
      ).toEqual({
        ok: false,
        status: 422,
        code: 'VALIDATION_FAILED',
        message: 'This could not be read. Please try again.',
        hint: 'Fields to fix: (the request body). Each issue has a hint of its own.',
        issues: [
          {
            code: 'INVALID_TYPE',
            path: '',
            pointer: '',
            message: 'This could not be read. Please try again.',
            hint: 'The request body could not be read (a getter or Proxy threw, or the value is not plain JSON): send parsed JSON data.',
            params: { label: 'Charge request' },
          },
        ],
      });
      expect(withThrowingMethod(Array.prototype, 'map', () => standard.validate(refused))).toEqual({
        issues: [{ message: REFUSAL.en.message, path: [] }],
      });
    },
  );
});

describe('the order of issues', () => {
  it('keeps the order in which several issues at one path were found', () => {
    // An id is never trimmed: 37 spaces are blank and too long.
    const blank = ' '.repeat(37);
    const split = [{ recipient_id: blank, recipient_type: 'merchant', type: 'fixed', amount: 1 }];
    const result = validateAt({ ...pix(), split });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      issues: [
        { code: 'REQUIRED', path: 'split.0.recipient_id' },
        { code: 'TOO_LONG', path: 'split.0.recipient_id', params: { max: 36 } },
      ],
    });
  });

  it('orders array entries by index, numerically (items.2 before items.10)', () => {
    // The guard reports the unknown fields before the schema reports the quantity: only a numeric
    // comparison of the indices puts items.2 between items.1 and items.10.
    const items = Array.from({ length: 11 }, (_, index) => ({
      name: 'x',
      quantity: index === 2 ? 0 : 1,
      unit_price: 1,
      tangible: true,
      ...(index === 1 || index === 10 ? { zzz: 1 } : {}),
    }));
    const result = validateAt({ ...pix(), items });
    expect(
      result.ok === false && (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`),
    ).toEqual(['UNKNOWN_FIELD items.1.zzz', 'OUT_OF_RANGE items.2.quantity', 'UNKNOWN_FIELD items.10.zzz']);
  });

  it('orders keys the table does not know by code unit, below the first level of metadata', () => {
    const metadata = { x: { A: tooLong, 'Stryker was here': tooLong, B: tooLong, a: tooLong } };
    const result = validateAt({ ...pix(), metadata });
    expect(
      result.ok === false && (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`),
    ).toEqual([
      'TOO_LONG metadata.x.A',
      'TOO_LONG metadata.x.B',
      'TOO_LONG metadata.x.Stryker was here',
      'TOO_LONG metadata.x.a',
    ]);
  });

  it('orders a key with dots that names no array entry after the entries, with only its words', () => {
    // A key the caller wrote at the top, which reads like a path into the split and the items.
    const request = { ...pix(), 'split.joão.amount': 1, 'items.01': 1, amount: 0 };
    const result = validateAt(request);
    const issues = result.ok ? [] : (result.issues ?? []);
    expect(issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
      'OUT_OF_RANGE amount',
      'UNKNOWN_FIELD items.01',
      'UNKNOWN_FIELD split.joão.amount',
    ]);
    expect(issues.slice(1).map((issue) => Object.keys(issue.params))).toEqual([['label'], ['label']]);
  });

  it('sorts paths that share a prefix deeper than the table', () => {
    const metadata = { a: { b: { c2: tooLong, c1: tooLong } } };
    const result = validateAt({ ...pix(), metadata });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      issues: [
        {
          code: 'TOO_LONG',
          path: 'metadata.a.b.c1',
          message: 'Use at most 500 characters.',
        },
        {
          code: 'TOO_LONG',
          path: 'metadata.a.b.c2',
          message: 'Use at most 500 characters.',
        },
      ],
    });
  });
});

describe('cross-field rules next to unknown fields', () => {
  it.each(['extra', 'Stryker was here', 'birthDate'])(
    'an unknown field %j does not hide a birthdate in the future',
    (key) => {
      const result = validateAt({ ...withCustomer({ birthdate: '2030-01-01' }), [key]: 1 });
      expect(
        result.ok === false && (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`),
      ).toEqual(['INVALID_VALUE customer.birthdate', `UNKNOWN_FIELD ${key}`]);
    },
  );
});

describe('the guard, on input it cannot read', () => {
  const throwingKeys = () => new Proxy({}, { ownKeys: fail });
  const throwingLength = () =>
    new Proxy([], { get: (target, key) => (key === 'length' ? fail() : Reflect.get(target, key)) });
  const throwingGetter = () => {
    const request = pix();
    Object.defineProperty(request, 'amount', { enumerable: true, get: fail });
    return request;
  };
  const throwingTag = () => ({
    get [Symbol.toStringTag]() {
      return fail();
    },
  });

  it.each([
    [
      'a request whose keys cannot be listed',
      throwingKeys(),
      'INVALID_TYPE',
      '',
      'This field must be an object.',
    ],
    [
      'an object whose keys cannot be listed',
      { ...pix(), customer: throwingKeys() },
      'INVALID_TYPE',
      'customer',
      'This field must be an object.',
    ],
    [
      'a field whose getter throws',
      throwingGetter(),
      'INVALID_TYPE',
      'amount',
      'This field must be a whole number.',
    ],
    [
      'an array whose length throws',
      { ...pix(), items: throwingLength() },
      'INVALID_TYPE',
      'items',
      'This field must be a list.',
    ],
    [
      'an optional array whose length throws',
      { ...pix(), split: throwingLength() },
      'INVALID_TYPE',
      'split',
      'This field must be a list.',
    ],
    [
      'metadata whose Symbol.toStringTag throws',
      { ...pix(), metadata: throwingTag() },
      'INVALID_TYPE',
      'metadata',
      'This field must be an object.',
    ],
    [
      'a metadata value whose Symbol.toStringTag throws',
      { ...pix(), metadata: { a: throwingTag() } },
      'INVALID_VALUE',
      'metadata.a',
      'Use text (up to 500 characters), a number, true or false, null, an object or a list.',
    ],
    [
      'metadata whose keys cannot be listed',
      { ...pix(), metadata: throwingKeys() },
      'INVALID_VALUE',
      'metadata',
      'Use text (up to 500 characters), a number, true or false, null, an object or a list.',
    ],
    [
      'a metadata value whose keys cannot be listed',
      { ...pix(), metadata: { a: throwingKeys() } },
      'INVALID_VALUE',
      'metadata.a',
      'Use text (up to 500 characters), a number, true or false, null, an object or a list.',
    ],
  ])('reports %s with one issue at its path', async (_name, request, code, path, message) => {
    expect(validateAt(request)).toMatchObject({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      issues: [{ code, path, message }],
    });
  });

  it('treats an own property holding undefined as absent', () => {
    expect(validateAt({ ...pix(), amount: undefined })).toMatchObject({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      issues: [{ code: 'REQUIRED', path: 'amount', message: 'This field is required.' }],
    });
    const result = validateAt(withCustomer({ birthdate: undefined }));
    expect(result.ok && Object.keys(result.value.customer)).toEqual([
      'name',
      'email',
      'tax_id',
      'phone',
      'type',
    ]);
  });

  it('copies split entries up to one past the limit of split, and no further', () => {
    // Only the entry after the one past the limit is wrong: it is never copied, so the only issue
    // is the length (a wrong entry that is copied would be reported too).
    const split = Array.from({ length: LIMITS.split + 2 }, (_, index) => ({
      recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      recipient_type: index === LIMITS.split + 1 ? 'nobody' : 'merchant',
      type: 'fixed',
      amount: 1,
    }));
    const result = validateAt({ ...pix(), split });
    expect(
      result.ok === false && (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`),
    ).toEqual(['TOO_MANY split']);
  });

  it('lists no more metadata keys than the entry limit lets it use, however many there are', () => {
    // Past the limit the answer is the same whether or not the other keys are listed: what the
    // guard promises is that it does not walk them. Counted through a Proxy, not timed.
    let descriptorReads = 0;
    const metadata = new Proxy(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])), {
      getOwnPropertyDescriptor(target, key) {
        descriptorReads++;
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    expect(validateAt({ ...pix(), metadata })).toMatchObject({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      issues: [{ code: 'TOO_MANY', path: 'metadata', message: 'Use at most 50 entries in all.' }],
    });
    expect(descriptorReads).toBeGreaterThan(LIMITS.metadata.entries);
    expect(descriptorReads).toBeLessThan(10 * (LIMITS.metadata.entries + 1));
  });
});

describe('validation options at their edges', () => {
  // The earliest clock that survives the move three hours back to Brasília.
  const EARLIEST = -8.64e15 + 3 * 60 * 60 * 1000;
  const bornIn2000 = () => withCustomer({ birthdate: '2000-01-01' });

  it('uses a clock at the earliest usable instant: year 2000 is then in the future', () => {
    expect(validateAt(bornIn2000(), { now: new Date(EARLIEST) })).toMatchObject({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'customer.birthdate',
          message: 'Enter a date that is not in the future.',
        },
      ],
    });
  });

  it.each([EARLIEST - 1, EARLIEST - 11, EARLIEST - 3_000, EARLIEST - 60 * 60 * 1000, -8.64e15 + 1, -8.64e15])(
    'answers INVALID_CONFIGURATION for a clock set at %d, which Brasília time cannot represent',
    (time) => {
      const result = validateAt(bornIn2000(), { now: new Date(time) });
      expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
    },
  );

  it('accepts no currency for an empty list, and says so', () => {
    expect(validateAt(pix(), { currencies: [] })).toMatchObject({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'currency',
          message: 'Choose one of the accepted currencies: .',
        },
      ],
    });
  });

  it('answers INVALID_CONFIGURATION when the currencies list cannot be read', () => {
    const currencies = new Proxy([], {
      get: (target, key) => (key === 'length' ? fail() : Reflect.get(target, key)),
    });
    const result = validateAt(pix(), { currencies });
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
  });
});

describe('the schema, built under a polluted Object.prototype', () => {
  it('keeps an optional field absent when Object.prototype.fallback is set while it is built', () => {
    Object.defineProperty(Object.prototype, 'fallback', { value: 5, configurable: true, writable: true });
    let result: unknown;
    try {
      result = validateAt(pix());
    } finally {
      delete (Object.prototype as Record<string, unknown>).fallback;
    }
    expect(result).toEqual({
      ok: true,
      value: {
        ...pix(),
        customer: { ...VALID_REQUESTS.pix().customer, tax_id: '52998224725', phone: '+5511987654321' },
      },
    });
  });

  it.each(Object.keys(VALID_REQUESTS) as (keyof typeof VALID_REQUESTS)[])(
    'accepts the valid %s request after a polluted build',
    (base) => {
      expect(validateAt(VALID_REQUESTS[base]())).toMatchObject({ ok: true });
    },
  );
});
