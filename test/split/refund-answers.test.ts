// The whole answers of allocateRefund's refusals: status, code, the message quoting the first issue,
// the hint naming the fields, and each issue with its code, path, pointer, message and parameters.
// The texts are the English catalogue's (src/messages/locales/en.ts, `afterCharge`), quoted here.
import { describe, expect, it } from 'vitest';
import { allocateRefund, type RefundAllocation } from '../../src/split/allocate-refund.js';
import { A, B, C, fixed, percentage, refunded, split } from './fixtures.js';

function allocation(result: ReturnType<typeof allocateRefund>): RefundAllocation {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

const MODE = "Use 'proportional', { from: recipient_id } or { custom: [{ recipient_id, amount }] }.";
const PREVIOUS = 'Pass the list of earlier allocateRefund results for this same split, unchanged.';
const EXCEEDS = 'These give back more than this split holds: they cannot be the refunds of this charge.';
const RECIPIENT = 'Name a recipient of this split, or null for the master account.';

interface Expected {
  readonly code: string;
  readonly path: string;
  readonly message: string;
  readonly params?: Record<string, string>;
}

function issue({ code, path, message, params = {} }: Expected) {
  return {
    code,
    path,
    pointer: `/${path.split('.').join('/')}`,
    message,
    hint: `${path}: ${message}`,
    params: { ...params, label: path },
  };
}

/** How a failure's message quotes its first issue: the label, then the text in lower case. */
function detail({ path, message }: Expected): string {
  return `${path}${message.includes(':') ? ' —' : ':'} ${message[0]?.toLowerCase()}${message.slice(1)}`;
}

/** A failure carrying issues: its message quotes the first one, its hint lists their fields. */
function failure(status: number, code: string, lead: string, issues: readonly Expected[]) {
  return {
    ok: false,
    status,
    code,
    message: `${lead}: ${detail(issues[0] as Expected)}`,
    hint: `Fields to fix: ${[...new Set(issues.map((one) => one.path))].join(', ')}. Each issue has a hint of its own.`,
    issues: issues.map(issue),
  };
}

const configuration = (...issues: Expected[]) =>
  failure(500, 'INVALID_CONFIGURATION', 'The options given cannot be used', issues);

const refusedAllocation = (...issues: Expected[]) =>
  failure(422, 'INVALID_REFUND_ALLOCATION', 'The refund allocation is not valid', issues);

/** An array whose `length` cannot be read: a Proxy whose trap throws. */
function unreadableLength(): unknown[] {
  return new Proxy([], {
    get(target, key) {
      if (key === 'length') throw new Error('no length');
      return Reflect.get(target, key);
    },
  });
}

// 10000 centavos: A 7000 pays the whole fee of 299 (the first share), B 2000, master 1000.
const charge = split(10000, [percentage(0.7, A), fixed(2000, B)], 0.0299);
// A tenth of it, proportional: A 700, B 200, master 100.
const earlier = allocation(allocateRefund(charge, 1000));

describe('allocateRefund, options it cannot use (500)', () => {
  it('answers options that are not an object at options', () => {
    expect(allocateRefund(charge, 100, 'proportional' as never)).toEqual(
      configuration({ code: 'INVALID_TYPE', path: 'options', message: MODE }),
    );
  });

  it('answers a mode whose getter throws as INVALID_TYPE at options.mode', () => {
    const options = Object.defineProperty({}, 'mode', {
      get() {
        throw new Error('boom');
      },
    });
    expect(allocateRefund(charge, 100, options)).toEqual(
      configuration({ code: 'INVALID_TYPE', path: 'options.mode', message: MODE }),
    );
  });

  it.each([
    ['a word it does not know', 'everyone'],
    ['an empty object', {}],
    ['a from that is a number', { from: 5 }],
    ['a list carrying a from key', Object.assign([], { from: B })],
    ['a custom that is a list-like object', { custom: { length: 1, 0: { recipient_id: A, amount: 100 } } }],
    ['a custom whose length cannot be read', { custom: unreadableLength() }],
    ['a custom of 10,001 lines', { custom: new Array(10_001) }],
  ])('answers a mode of %s as INVALID_VALUE at options.mode', (_name, mode) => {
    expect(allocateRefund(charge, 100, { mode } as never)).toEqual(
      configuration({ code: 'INVALID_VALUE', path: 'options.mode', message: MODE }),
    );
  });

  it('answers a fee policy other than keep or refund at options.fee', () => {
    expect(allocateRefund(charge, 100, { fee: 'return' } as never)).toEqual(
      configuration({ code: 'INVALID_VALUE', path: 'options.fee', message: "Use 'keep' or 'refund'." }),
    );
  });

  it('tells every option it cannot use, in the order mode, fee, previous', () => {
    expect(
      allocateRefund(charge, 100, { mode: 'everyone', fee: 'return', previous: 'none' } as never),
    ).toEqual(
      configuration(
        { code: 'INVALID_VALUE', path: 'options.mode', message: MODE },
        { code: 'INVALID_VALUE', path: 'options.fee', message: "Use 'keep' or 'refund'." },
        { code: 'INVALID_VALUE', path: 'options.previous', message: PREVIOUS },
      ),
    );
  });

  it.each([
    ['not a list', 'none'],
    ['a list-like object', { length: 1, 0: earlier }],
    ['a list whose length cannot be read', unreadableLength()],
    ['a list of 10,001 entries', new Array(10_001)],
  ])('answers earlier refunds given as %s at options.previous', (_name, previous) => {
    expect(allocateRefund(charge, 100, { previous } as never)).toEqual(
      configuration({ code: 'INVALID_VALUE', path: 'options.previous', message: PREVIOUS }),
    );
  });

  it('reads a list of exactly 10,000 earlier refunds, and answers its first entry that is none', () => {
    expect(allocateRefund(charge, 100, { previous: new Array(10_000) })).toEqual(
      configuration({ code: 'INVALID_VALUE', path: 'options.previous.0', message: PREVIOUS }),
    );
  });

  it.each([
    ['that is not a success', { ...earlier, ok: false }],
    ['whose amount is a text', { ...earlier, amount: '1000' }],
    ['whose amount is not the sum of its parts', { ...earlier, amount: 999 }],
    ['whose shares are a list-like object', { ...earlier, shares: { ...earlier.shares, length: 2 } }],
    ['with a share too many', { ...earlier, shares: [...earlier.shares, earlier.shares[1]] }],
    [
      'with a share of half a centavo',
      { ...earlier, amount: 1000.5, shares: [{ ...earlier.shares[0], amount: 700.5 }, earlier.shares[1]] },
    ],
    ['with a negative fee given back', { ...earlier, master: { amount: 100, fee_returned: -1 } }],
  ])('answers an earlier refund %s at its index', (_name, entry) => {
    expect(allocateRefund(charge, 100, { previous: [earlier, entry] } as never)).toEqual(
      configuration({ code: 'INVALID_VALUE', path: 'options.previous.1', message: PREVIOUS }),
    );
  });

  it.each([
    // The whole charge refunded, 299 given back in all as the fee allows, but 1 of it to B.
    [
      'give a fee back to a party that paid none, within the fee in all',
      refunded(
        10000,
        [
          [A, 7000, 298],
          [B, 2000, 1],
        ],
        [1000, 0],
      ),
    ],
    [
      'take more from the master account than no rule claimed',
      refunded(
        1001,
        [
          [A, 0, 0],
          [B, 0, 0],
        ],
        [1001, 0],
      ),
    ],
  ])('refuses earlier refunds that %s', (_name, forged) => {
    expect(allocateRefund(charge, 1, { previous: [forged] })).toEqual(
      configuration({ code: 'INVALID_VALUE', path: 'options.previous', message: EXCEEDS }),
    );
  });
});

describe('allocateRefund, allocations it refuses (422)', () => {
  it('answers a chargeback from a recipient not in the split at options.mode.from', () => {
    expect(allocateRefund(charge, 100, { mode: { from: C } })).toEqual(
      refusedAllocation({ code: 'INVALID_REFUND_ALLOCATION', path: 'options.mode.from', message: RECIPIENT }),
    );
  });

  it('tells every line of a custom list it refuses, with what the recipient has left after earlier refunds', () => {
    // After `earlier`, B has 2000 − 200 = 1800 left.
    const custom = [
      { recipient_id: C, amount: 1 },
      { recipient_id: A, amount: 1 },
      { recipient_id: A, amount: 1 },
      { recipient_id: B, amount: 1801 },
      { recipient_id: null, amount: -1 },
      { recipient_id: 5, amount: 1 },
    ];
    expect(allocateRefund(charge, 3, { mode: { custom }, previous: [earlier] } as never)).toEqual(
      refusedAllocation(
        { code: 'INVALID_REFUND_ALLOCATION', path: 'options.mode.custom.0.recipient_id', message: RECIPIENT },
        {
          code: 'INVALID_REFUND_ALLOCATION',
          path: 'options.mode.custom.2.recipient_id',
          message: 'This recipient is already listed; list each one once.',
        },
        {
          code: 'INVALID_REFUND_ALLOCATION',
          path: 'options.mode.custom.3.amount',
          message: 'This is more than the R$18.00 this recipient has left to give back.',
          params: { remaining: '1800' },
        },
        {
          code: 'INVALID_REFUND_ALLOCATION',
          path: 'options.mode.custom.4.amount',
          message: 'Enter a whole number of centavos, 0 or more.',
        },
        { code: 'INVALID_REFUND_ALLOCATION', path: 'options.mode.custom.5.recipient_id', message: RECIPIENT },
      ),
    );
  });

  it('answers a custom list that does not add up to the refund at options.mode.custom, with both sums', () => {
    expect(allocateRefund(charge, 500, { mode: { custom: [{ recipient_id: A, amount: 300 }] } })).toEqual(
      refusedAllocation({
        code: 'INVALID_REFUND_ALLOCATION',
        path: 'options.mode.custom',
        message: 'The shares add up to R$3.00, not to the refund amount of R$5.00.',
        params: { total: '300', amount: '500' },
      }),
    );
  });

  it('reads a custom list of exactly 10,000 lines, and tells each line it refuses', () => {
    const custom = Array.from({ length: 10_000 }, () => ({ recipient_id: null, amount: 0 }));
    const result = allocateRefund(charge, 100, { mode: { custom } });
    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_REFUND_ALLOCATION' });
    const issues = result.ok ? [] : (result.issues ?? []);
    // The master account once, then 9,999 repeats of it.
    expect(issues.length).toBe(9_999);
    expect(issues[0]).toEqual(
      issue({
        code: 'INVALID_REFUND_ALLOCATION',
        path: 'options.mode.custom.1.recipient_id',
        message: 'This recipient is already listed; list each one once.',
      }),
    );
  });
});

describe('allocateRefund, what it takes from whom', () => {
  it('takes a chargeback from a recipient’s first share only up to what that share has left', () => {
    // A holds 100 and 300 centavos in two shares; 50 of the first were charged back already.
    const twice = split(1000, [fixed(100, A), fixed(200, B), fixed(300, A)], 0);
    const first = allocation(allocateRefund(twice, 50, { mode: { from: A } }));
    expect(allocateRefund(twice, 100, { mode: { from: A }, previous: [first] })).toEqual(
      refunded(
        100,
        [
          [A, 50, 0],
          [B, 0, 0],
          [A, 50, 0],
        ],
        [0, 0],
      ),
    );
  });

  it("keeps the fee with fee: 'keep', as when the policy is left out", () => {
    expect(allocateRefund(charge, 1000, { fee: 'keep' })).toEqual(
      refunded(
        1000,
        [
          [A, 700, 0],
          [B, 200, 0],
        ],
        [100, 0],
      ),
    );
  });

  it('walks a custom list only as far as the length checked against the limit of 10,000 lines', () => {
    // A list whose length reads 1 when it is checked, then 10,001: one line is read, not 10,001.
    let reads = 0;
    const custom = new Proxy([{ recipient_id: A, amount: 500 }], {
      get(target, key) {
        if (key === 'length') return ++reads === 1 ? 1 : 10_001;
        return Reflect.get(target, key);
      },
    });
    expect(allocateRefund(charge, 500, { mode: { custom } })).toEqual(
      refunded(
        500,
        [
          [A, 500, 0],
          [B, 0, 0],
        ],
        [0, 0],
      ),
    );
  });
});
