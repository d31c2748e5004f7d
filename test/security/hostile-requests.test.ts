// Hostile requests and options, one minimal case each: inherited keys, values that are not JSON,
// secrets in odd places, and inputs sized to exhaust time or memory.
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';
import { resolveRequiredFields } from '../../src/required-fields/resolve-required-fields.js';
import { LIMITS } from '../../src/rules/limits.js';
import { detectCardBrand } from '../../src/validation/formats/card.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { creditCardRequest, NOW, pixRequest } from '../fixtures/requests.js';
import { withInherited } from './hostile.js';

function revokedFunction(): unknown {
  const { proxy, revoke } = Proxy.revocable(() => 0, {});
  revoke();
  return proxy;
}

describe('validation with Object.prototype polluted', () => {
  it('accepts a valid request when Object.prototype.amount is set', () => {
    const result = withInherited('amount', 1, () => validateChargeRequest(creditCardRequest(), { now: NOW }));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('does not throw when an inherited key is null', () => {
    expect(() =>
      withInherited('customer', null, () => validateChargeRequest(pixRequest(), { now: NOW })),
    ).not.toThrow();
  });

  it('does not fill an optional field from an inherited `default`', () => {
    const result = withInherited('default', 'x', () => validateChargeRequest(pixRequest(), { now: NOW }));
    expect(result.ok && result.value.customer.birthdate).toBe(undefined);
  });

  it('still fills the address country default when Object.prototype.country is set', () => {
    const result = withInherited('country', 'US', () =>
      validateChargeRequest(creditCardRequest(), { now: NOW }),
    );
    expect(result.ok && result.value.billing_address?.country).toBe('BR');
  });

  it('ignores an inherited merchant: no merchant option, no merchant check', () => {
    const result = withInherited('merchant', { methods: [] }, () =>
      validateChargeRequest(creditCardRequest(), { now: NOW }),
    );
    expect(result.ok).toBe(true);
  });
});

describe('resolveRequiredFields reads its context by own properties only', () => {
  it('answers for a context of null instead of throwing a TypeError', () => {
    expect(resolveRequiredFields('BR', null as never)).toEqual(resolveRequiredFields('BR'));
  });

  it('is not decided by an inherited payment_method', () => {
    const clean = resolveRequiredFields('BR', {});
    expect(withInherited('payment_method', 'credit_card', () => resolveRequiredFields('BR', {}))).toEqual(
      clean,
    );
  });
});

describe('redactChargeRequest with an inherited `get` on Object.prototype', () => {
  it('copies objects instead of marking them unreadable', () => {
    expect(withInherited('get', 'x', () => redactChargeRequest({ a: { b: 1 } }))).toEqual({ a: { b: 1 } });
  });
});

describe('validation with the keys a validation library reads from its own objects on Object.prototype', () => {
  // The walk reads no `issues` of its own literals: an object or an array there changes nothing.
  it.each([{}, []])('answers as in a clean page when Object.prototype.issues is %j', (value) => {
    const result = withInherited('issues', value, () => validateChargeRequest(pixRequest(), { now: NOW }));
    expect(result).toEqual(validateChargeRequest(pixRequest(), { now: NOW }));
  });

  it('does not throw when Object.prototype.message is set', () => {
    expect(() => withInherited('message', 5, () => validateChargeRequest({}, { now: NOW }))).not.toThrow();
  });
});

describe('hostile values that are not JSON', () => {
  it('reports a revoked Proxy of a function as a wrong type instead of throwing', () => {
    const result = validateChargeRequest({ ...pixRequest(), amount: revokedFunction() }, { now: NOW });
    expect(result).toMatchObject({ ok: false, issues: [{ code: 'INVALID_TYPE', path: 'amount' }] });
  });

  it('answers for any options bag: a Proxy of a Date as `now`', () => {
    expect(() => validateChargeRequest(pixRequest(), { now: new Proxy(new Date(0), {}) })).not.toThrow();
  });

  it('answers for any options bag: a Date at the start of the representable range', () => {
    expect(() => validateChargeRequest(creditCardRequest(), { now: new Date(-8.64e15) })).not.toThrow();
  });

  it('answers for any options bag: currencies whose traps throw', () => {
    const currencies = new Proxy([], {
      get() {
        throw new Error('x');
      },
    });
    expect(() => validateChargeRequest(pixRequest(), { currencies })).not.toThrow();
  });

  it('detectCardBrand answers unknown for a value that is not a string', () => {
    expect([detectCardBrand(12345678 as never), detectCardBrand(null as never)]).toEqual([
      'unknown',
      'unknown',
    ]);
  });
});

describe('card numbers and secret keys in unusual places', () => {
  const PAN = '4111111111111111';

  it('redaction masks a card number written with dots in the card-number field', () => {
    const output = redactChargeRequest({ payment_details: { number: '4111.1111.1111.1111' } });
    expect(JSON.stringify(output)).not.toContain('1111.1111');
  });

  it('redaction masks a card number sent as a BigInt', () => {
    const output = redactChargeRequest({ payment_details: { number: 4111111111111111n } }) as {
      payment_details: { number: unknown };
    };
    expect(String(output.payment_details.number)).not.toContain(PAN);
  });

  it('redaction masks card numbers and secret keys used as keys', () => {
    const output = redactChargeRequest({ [PAN]: 1, sk_live_abcdefghijkl: 2 }) as object;
    expect(Object.keys(output).join()).not.toMatch(/4111111111111111|sk_live/);
  });

  it('validation never echoes a card number or a secret key sent as a key', () => {
    const request = {
      ...creditCardRequest(),
      [PAN]: true,
      metadata: { sk_live_abcdefghijkl: { a: { b: { c: 1 } } } },
    };
    const result = validateChargeRequest(request, { now: NOW });
    const text = JSON.stringify(result.ok ? [] : result.issues);
    expect(text).not.toContain(PAN);
    expect(text).not.toContain('sk_live_abcdefghijkl');
  });
});

describe('the rules table and its conditions with Object.prototype polluted', () => {
  // `rule.allowed` and `'fact' in condition` would see an inherited key if the rows and conditions
  // had a prototype.
  for (const [key, value] of [
    ['allowed', 'x'],
    ['freeForm', true],
    ['fact', 'payment_method'],
    ['not', {}],
    ['all', []],
    ['fallback', 5],
    ['maxLength', 1],
  ] as const) {
    it(`accepts a valid request when Object.prototype.${key} is set`, () => {
      const result = withInherited(key, value, () => validateChargeRequest(pixRequest(), { now: NOW }));
      expect(result.ok ? [] : result.issues).toEqual([]);
    });
  }
});

describe('unknown fields are bounded', () => {
  // Each unknown field costs a "did you mean" search and an issue: past LIMITS.unknownFields one
  // TOO_MANY at the root says there are more, and a path shows at most 64 characters of a key.
  it('reports a bounded number of issues for 10^4 unknown fields', () => {
    const request: Record<string, unknown> = pixRequest();
    for (let index = 0; index < 10_000; index++) request[`field_${index}`] = index;
    const result = validateChargeRequest(request, { now: NOW });
    expect(result.ok ? 0 : result.issues?.length).toBeLessThanOrEqual(100);
  });

  it('does not echo a 1 MB key whole', () => {
    const result = validateChargeRequest({ ...pixRequest(), ['k'.repeat(1_000_000)]: 1 }, { now: NOW });
    expect(JSON.stringify(result).length).toBeLessThan(10_000);
  });
});

describe('resolveRequiredFields and a long country', () => {
  // Upper-casing calls back once per letter: anything but a string of length 2 is refused first.
  it('refuses a long country without reading it: no replace over the string', () => {
    // Counted, not timed: a timing ratio flakes on a busy machine.
    const replace = String.prototype.replace;
    let calls = 0;
    String.prototype.replace = function (this: string, ...args: Parameters<typeof replace>) {
      calls++;
      return replace.apply(this, args);
    } as typeof replace;
    try {
      expect(resolveRequiredFields('b'.repeat(800_000))).toMatchObject({ ok: false, status: 500 });
    } finally {
      String.prototype.replace = replace;
    }
    expect(calls).toBe(0);
  });
});

describe('the resolveRequiredFields answers cache and a transient pollution', () => {
  // The answers cache is keyed by the facts: an inherited payment_method must never file the answer
  // for an unknown method under the credit-card key, where every later question would find it.
  it('answers a credit-card question correctly after a transient pollution is gone', () => {
    const expected = { ...resolveRequiredFields('US', { payment_method: 'credit_card' }), country: 'PT' };
    Object.assign(Object.prototype, { payment_method: 'credit_card', card_flow: 'transparent' });
    try {
      resolveRequiredFields('PT', {});
    } finally {
      delete (Object.prototype as Record<string, unknown>).payment_method;
      delete (Object.prototype as Record<string, unknown>).card_flow;
    }
    expect(resolveRequiredFields('PT', { payment_method: 'credit_card' })).toEqual(expected);
  });
});

describe('messages with Object.prototype.message set', () => {
  // An issue's message comes from the catalogue, never from an inherited `message`.
  it('answers with the catalogue messages when Object.prototype.message is set', () => {
    const request = { ...pixRequest(), amount: 0 };
    const clean = validateChargeRequest(request, { now: NOW });
    const result = withInherited('message', {}, () => validateChargeRequest(request, { now: NOW }));
    expect(result).toEqual(clean);
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'amount', code: 'OUT_OF_RANGE' }] });
  });
});

describe('messages about a currency that is not three upper-case letters', () => {
  // 'brl' or 'BRLX' fail the format before the list of accepted codes is known: their message must
  // not name a list it cannot fill in.
  it('never answers a message with a placeholder left in it', () => {
    const messages = ['brl', 'BRLX', 'R$'].flatMap((currency) => {
      const result = validateChargeRequest({ ...pixRequest(), currency }, { now: NOW });
      return result.ok ? [] : (result.issues ?? []).map((issue) => issue.message);
    });
    expect(messages.filter((message) => /\{\w+\}/.test(message))).toEqual([]);
  });
});

describe('the currencies option, sparse or huge', () => {
  // Spreading an array of length 2^32 - 1 allocates until V8 aborts: not an exception but a dead
  // process, so a regression here ends the run.
  const usd = () => ({ ...creditCardRequest(), currency: 'USD' });
  // A configuration failure has no issues: its code stands for the whole answer.
  const codes = (result: ReturnType<typeof validateChargeRequest>) =>
    result.ok ? [] : (result.issues?.map((issue) => `${issue.code} ${issue.path}`) ?? [result.code]);

  it('answers INVALID_CONFIGURATION, without walking it, for a sparse array of length 2^32 - 1', () => {
    const currencies: string[] = [];
    currencies.length = 2 ** 32 - 1;
    expect(codes(validateChargeRequest(usd(), { now: NOW, currencies }))).toEqual(['INVALID_CONFIGURATION']);
  });

  it('reads a list of up to LIMITS.currencies codes, and refuses a longer one as a configuration error', () => {
    const padding = Array.from({ length: LIMITS.currencies - 1 }, () => 'EUR');
    expect(codes(validateChargeRequest(usd(), { now: NOW, currencies: [...padding, 'USD'] }))).toEqual([]);
    expect(codes(validateChargeRequest(usd(), { now: NOW, currencies: [...padding, 'EUR', 'USD'] }))).toEqual(
      ['INVALID_CONFIGURATION'],
    );
  });

  it('never reads a currency inherited from Array.prototype into a hole', () => {
    Object.defineProperty(Array.prototype, 0, { value: 'USD', configurable: true, writable: true });
    try {
      // biome-ignore lint/suspicious/noSparseArray: the hole is the point
      const result = validateChargeRequest(usd(), { now: NOW, currencies: [, 'BRL'] as string[] });
      expect(codes(result)).toEqual(['INVALID_CONFIGURATION']);
    } finally {
      delete (Array.prototype as unknown as Record<number, unknown>)[0];
    }
  });
});

describe('an array past its limit with an entry of the wrong type', () => {
  // The length is checked whatever the entries hold: TOO_MANY beside an entry's own issue.
  const item = { name: 'x', quantity: 1, unit_price: 1, tangible: true };
  const paths = (request: unknown) => {
    const result = validateChargeRequest(request, { now: NOW });
    return result.ok ? [] : result.issues?.map((issue) => `${issue.code} ${issue.path}`);
  };

  it('reports TOO_MANY at items beside an entry of the wrong type', () => {
    const items = Array.from({ length: LIMITS.items + 1 }, () => item);
    items[0] = { ...item, quantity: 'x' as never };
    expect(paths({ ...pixRequest(), items })).toEqual(['TOO_MANY items', 'INVALID_TYPE items.0.quantity']);
  });

  it('reports TOO_MANY at split beside an entry with an unknown recipient type', () => {
    const rule = {
      recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      recipient_type: 'merchant',
      type: 'fixed',
      amount: 1,
    };
    const split = Array.from({ length: LIMITS.split + 2 }, () => rule);
    split[0] = { ...rule, recipient_type: 'nobody' };
    expect(paths({ ...pixRequest(), split })).toContain('TOO_MANY split');
  });
});
