// Behaviour of the validation run that mutation testing (Stryker, src/validation) found unpinned:
// the exact fail-closed refusals (an Object.prototype carrying a key valibot reads, a built-in that
// throws during the run or while the issues are put into words), the order of issues (stable at one
// path, array indices numerically, keys beyond the table in code-unit order), the guard's handling
// of unreadable input (throwing getters, Proxy traps, a throwing Symbol.toStringTag), its bounded
// reads of a huge metadata object and of a split past its limit, the clock and currency options at their edges, and schema
// construction under a polluted Object.prototype.
//
// Several of these behaviours live in module-level constants or in values built once and cached
// (the refusal issues, the keys checked on Object.prototype, the earliest usable clock, the
// schema). Stryker's vitest runner keeps modules loaded between mutants, so every test here imports
// the library afresh (vi.resetModules) before it runs: the construction itself runs under each
// mutant.
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../src/rules/limits.js';
import type { ValidateChargeRequestOptions } from '../../src/validation/types.js';
import { VALID_REQUESTS } from '../fixtures/requests.js';

const NOW = new Date('2026-11-22T12:00:00Z');

/** The library as a fresh module graph: nothing built or cached by an earlier test. */
async function freshLibrary() {
  vi.resetModules();
  const validation = await import('../../src/validation/validate-charge-request.js');
  const schema = await import('../../src/validation/charge-request-schema.js');
  return { validate: validation.validateChargeRequest, standard: schema.chargeRequestSchema['~standard'] };
}

async function validateFresh(input: unknown, options: ValidateChargeRequestOptions = {}) {
  const { validate } = await freshLibrary();
  return validate(input, { now: NOW, ...options });
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
    message: 'The request body could not be read: send plain JSON data.',
  },
  'pt-BR': {
    code: 'INVALID_TYPE',
    path: '',
    message: 'Não foi possível ler O corpo da requisição: envie dados JSON simples.',
  },
} as const;

/** Runs `act` with `key` defined on Object.prototype (non-enumerable, value undefined). */
function withPrototypeKey<T>(key: string, act: () => T): T {
  Object.defineProperty(Object.prototype, key, { value: undefined, configurable: true, writable: true });
  try {
    return act();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
  }
}

/** Runs `act` with String.prototype[name] replaced by a function that throws. */
function withThrowingStringMethod<T>(name: 'trim' | 'replace', act: () => T): T {
  const original = String.prototype[name];
  (String.prototype as unknown as Record<string, unknown>)[name] = fail;
  try {
    return act();
  } finally {
    (String.prototype as unknown as Record<string, unknown>)[name] = original;
  }
}

describe('fail-closed refusals', () => {
  // Even a key whose value is `undefined` (which valibot would not notice) makes the run refuse:
  // the check is for the key's presence, so a valid request is refused, in the caller's locale.
  it.each(['issues', 'message', 'path'])(
    'refuses a valid request, with one localized issue at the root, when Object.prototype has %j',
    async (key) => {
      const { validate, standard } = await freshLibrary();
      for (const locale of ['en', 'pt-BR'] as const) {
        expect(withPrototypeKey(key, () => validate(pix(), { now: NOW, locale }))).toEqual({
          ok: false,
          status: 422,
          issues: [REFUSAL[locale]],
        });
      }
      expect(withPrototypeKey(key, () => standard.validate(pix()))).toEqual({
        issues: [{ message: REFUSAL.en.message, path: [] }],
      });
    },
  );

  it('accepts a valid request when Object.prototype has a key valibot never reads', async () => {
    const { validate } = await freshLibrary();
    for (const key of ['undefined', 'typed', 'lang']) {
      expect(withPrototypeKey(key, () => validate(pix(), { now: NOW }))).toMatchObject({ ok: true });
    }
  });

  it.each(['en', 'pt-BR'] as const)(
    'refuses with one %s issue at the root when a built-in throws during the run',
    async (locale) => {
      const { validate } = await freshLibrary();
      const result = withThrowingStringMethod('trim', () => validate(pix(), { now: NOW, locale }));
      expect(result).toEqual({ ok: false, status: 422, issues: [REFUSAL[locale]] });
    },
  );

  it.each(['en', 'pt-BR'] as const)(
    'answers the literal English refusal (locale %s) when putting the issues into words throws',
    async (locale) => {
      // String.prototype.replace is used only to fill in the messages: the run itself succeeds,
      // finds amount 0, and its issues cannot be worded; the refusal built at load is returned.
      const { validate, standard } = await freshLibrary();
      const refused = { ...pix(), amount: 0 };
      expect(withThrowingStringMethod('replace', () => validate(refused, { now: NOW, locale }))).toEqual({
        ok: false,
        status: 422,
        issues: [REFUSAL.en],
      });
      expect(withThrowingStringMethod('replace', () => standard.validate(refused))).toEqual({
        issues: [{ message: REFUSAL.en.message, path: [] }],
      });
    },
  );
});

describe('the order of issues', () => {
  it('keeps the order in which several issues at one path were found', async () => {
    const result = await validateFresh(withCustomer({ name: ' '.repeat(LIMITS.text.name + 1) }));
    expect(result).toEqual({
      ok: false,
      status: 422,
      issues: [
        { code: 'REQUIRED', path: 'customer.name', message: 'customer.name is required.' },
        {
          code: 'TOO_LONG',
          path: 'customer.name',
          message: 'customer.name must have at most 120 characters.',
        },
      ],
    });
  });

  it('orders array entries by index, numerically (items.2 before items.10)', async () => {
    // The guard reports the unknown fields before the schema reports the quantity: only a numeric
    // comparison of the indices puts items.2 between items.1 and items.10.
    const items = Array.from({ length: 11 }, (_, index) => ({
      name: 'x',
      quantity: index === 2 ? 0 : 1,
      unit_price: 1,
      tangible: true,
      ...(index === 1 || index === 10 ? { zzz: 1 } : {}),
    }));
    const result = await validateFresh({ ...pix(), items });
    expect(result.ok === false && result.issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
      'UNKNOWN_FIELD items.1.zzz',
      'OUT_OF_RANGE items.2.quantity',
      'UNKNOWN_FIELD items.10.zzz',
    ]);
  });

  it('orders keys the table does not know by code unit, below the first level of metadata', async () => {
    const metadata = { x: { A: tooLong, 'Stryker was here': tooLong, B: tooLong, a: tooLong } };
    const result = await validateFresh({ ...pix(), metadata });
    expect(result.ok === false && result.issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
      'TOO_LONG metadata.x.A',
      'TOO_LONG metadata.x.B',
      'TOO_LONG metadata.x.Stryker was here',
      'TOO_LONG metadata.x.a',
    ]);
  });

  it('sorts paths that share a prefix deeper than the table', async () => {
    const metadata = { a: { b: { c2: tooLong, c1: tooLong } } };
    const result = await validateFresh({ ...pix(), metadata });
    expect(result).toEqual({
      ok: false,
      status: 422,
      issues: [
        {
          code: 'TOO_LONG',
          path: 'metadata.a.b.c1',
          message: 'metadata.a.b.c1 must have at most 500 characters.',
        },
        {
          code: 'TOO_LONG',
          path: 'metadata.a.b.c2',
          message: 'metadata.a.b.c2 must have at most 500 characters.',
        },
      ],
    });
  });
});

describe('cross-field rules next to unknown fields', () => {
  it.each(['extra', 'Stryker was here', 'birthDate'])(
    'an unknown field %j does not hide a birthdate in the future',
    async (key) => {
      const result = await validateFresh({ ...withCustomer({ birthdate: '2030-01-01' }), [key]: 1 });
      expect(result.ok === false && result.issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
        'INVALID_VALUE customer.birthdate',
        `UNKNOWN_FIELD ${key}`,
      ]);
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
      'The request body must be an object.',
    ],
    [
      'an object whose keys cannot be listed',
      { ...pix(), customer: throwingKeys() },
      'INVALID_TYPE',
      'customer',
      'customer must be an object.',
    ],
    ['a field whose getter throws', throwingGetter(), 'INVALID_TYPE', 'amount', 'amount must be an integer.'],
    [
      'an array whose length throws',
      { ...pix(), items: throwingLength() },
      'INVALID_TYPE',
      'items',
      'items must be an array.',
    ],
    [
      'an optional array whose length throws',
      { ...pix(), split: throwingLength() },
      'INVALID_TYPE',
      'split',
      'split must be an array.',
    ],
    [
      'metadata whose Symbol.toStringTag throws',
      { ...pix(), metadata: throwingTag() },
      'INVALID_TYPE',
      'metadata',
      'metadata must be an object.',
    ],
    [
      'a metadata value whose Symbol.toStringTag throws',
      { ...pix(), metadata: { a: throwingTag() } },
      'INVALID_VALUE',
      'metadata.a',
      'metadata.a must be a string (up to 500 characters), a finite number, a boolean, null, an object or an array.',
    ],
    [
      'metadata whose keys cannot be listed',
      { ...pix(), metadata: throwingKeys() },
      'INVALID_VALUE',
      'metadata',
      'metadata must be a string (up to 500 characters), a finite number, a boolean, null, an object or an array.',
    ],
    [
      'a metadata value whose keys cannot be listed',
      { ...pix(), metadata: { a: throwingKeys() } },
      'INVALID_VALUE',
      'metadata.a',
      'metadata.a must be a string (up to 500 characters), a finite number, a boolean, null, an object or an array.',
    ],
  ])('reports %s with one issue at its path', async (_name, request, code, path, message) => {
    expect(await validateFresh(request)).toEqual({
      ok: false,
      status: 422,
      issues: [{ code, path, message }],
    });
  });

  it('treats an own property holding undefined as absent', async () => {
    expect(await validateFresh({ ...pix(), amount: undefined })).toEqual({
      ok: false,
      status: 422,
      issues: [{ code: 'REQUIRED', path: 'amount', message: 'amount is required.' }],
    });
    const result = await validateFresh(withCustomer({ birthdate: undefined }));
    expect(result.ok && Object.keys(result.value.customer)).toEqual([
      'name',
      'email',
      'tax_id',
      'phone',
      'type',
    ]);
  });

  it('copies split entries up to one past the limit of split, and no further', async () => {
    // Only the entry after the one past the limit is wrong: it is never copied, so the only issue
    // is the length (a wrong entry that is copied would be reported too).
    const split = Array.from({ length: LIMITS.split + 2 }, (_, index) => ({
      recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      recipient_type: index === LIMITS.split + 1 ? 'nobody' : 'merchant',
      type: 'fixed',
      amount: 1,
    }));
    const result = await validateFresh({ ...pix(), split });
    expect(result.ok === false && result.issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
      'TOO_MANY split',
    ]);
  });

  it('lists no more metadata keys than the entry limit lets it use, however many there are', async () => {
    // Past the limit the answer is the same whether or not the other keys are listed: what the
    // guard promises is that it does not walk them. Counted through a Proxy, not timed.
    let descriptorReads = 0;
    const metadata = new Proxy(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])), {
      getOwnPropertyDescriptor(target, key) {
        descriptorReads++;
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    expect(await validateFresh({ ...pix(), metadata })).toEqual({
      ok: false,
      status: 422,
      issues: [{ code: 'TOO_MANY', path: 'metadata', message: 'metadata has more than 50 entries in all.' }],
    });
    expect(descriptorReads).toBeGreaterThan(LIMITS.metadata.entries);
    expect(descriptorReads).toBeLessThan(10 * (LIMITS.metadata.entries + 1));
  });
});

describe('validation options at their edges', () => {
  // The earliest clock that survives the move three hours back to Brasília.
  const EARLIEST = -8.64e15 + 3 * 60 * 60 * 1000;
  const bornIn2000 = () => withCustomer({ birthdate: '2000-01-01' });

  it('uses a clock at the earliest usable instant: year 2000 is then in the future', async () => {
    expect(await validateFresh(bornIn2000(), { now: new Date(EARLIEST) })).toEqual({
      ok: false,
      status: 422,
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'customer.birthdate',
          message: 'customer.birthdate must not be a date in the future.',
        },
      ],
    });
  });

  it.each([EARLIEST - 1, EARLIEST - 11, EARLIEST - 3_000, EARLIEST - 60 * 60 * 1000, -8.64e15 + 1, -8.64e15])(
    'falls back to the current time for a clock set at %d',
    async (time) => {
      const result = await validateFresh(bornIn2000(), { now: new Date(time) });
      expect(result.ok && result.value.customer.birthdate).toBe('2000-01-01');
    },
  );

  it('accepts no currency for an empty list, and says so', async () => {
    expect(await validateFresh(pix(), { currencies: [] })).toEqual({
      ok: false,
      status: 422,
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'currency',
          message: 'currency must be one of the accepted currency codes: .',
        },
      ],
    });
  });

  it('falls back to the default currencies when the list cannot be read', async () => {
    const currencies = new Proxy([], {
      get: (target, key) => (key === 'length' ? fail() : Reflect.get(target, key)),
    });
    const result = await validateFresh(pix(), { currencies });
    expect(result.ok && result.value.currency).toBe('BRL');
  });
});

describe('the schema, built under a polluted Object.prototype', () => {
  it('keeps an optional field absent when Object.prototype.fallback is set while it is built', async () => {
    Object.defineProperty(Object.prototype, 'fallback', { value: 5, configurable: true, writable: true });
    let result: unknown;
    try {
      result = await validateFresh(pix());
    } finally {
      delete (Object.prototype as Record<string, unknown>).fallback;
    }
    expect(result).toEqual({
      ok: true,
      value: { ...pix(), customer: { ...VALID_REQUESTS.pix().customer, tax_id: '52998224725' } },
    });
  });

  it.each(Object.keys(VALID_REQUESTS) as (keyof typeof VALID_REQUESTS)[])(
    'accepts the valid %s request when the schema is built afresh',
    async (base) => {
      expect(await validateFresh(VALID_REQUESTS[base]())).toMatchObject({ ok: true });
    },
  );
});
