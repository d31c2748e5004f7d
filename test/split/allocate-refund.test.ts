import { describe, expect, it } from 'vitest';
import { allocateRefund, type RefundAllocation } from '../../src/split/allocate-refund.js';
import { A, B, C, fixed, percentage, split } from './fixtures.js';

const D = 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6';

function allocation(result: ReturnType<typeof allocateRefund>): RefundAllocation {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

// 10000 centavos: A 7000 (pays the 299 fee), B 2000, master 1000.
const charge = split(10000, [percentage(0.7, A), fixed(2000, B)], 0.0299);

describe('allocateRefund, proportional', () => {
  it('takes a refund back in proportion to each gross, the master account included', () => {
    const result = allocateRefund(charge, 1000);
    expect(result).toEqual({
      ok: true,
      amount: 1000,
      shares: [
        { recipient_id: A, amount: 700, fee_returned: 0 },
        { recipient_id: B, amount: 200, fee_returned: 0 },
      ],
      master: { amount: 100, fee_returned: 0 },
    });
  });

  it('gives the leftover centavo to a party whose exact part was rounded down', () => {
    const third = split(3, [fixed(1, A), fixed(1, B)], 0);
    const result = allocation(allocateRefund(third, 1));
    expect([...result.shares.map((share) => share.amount), result.master.amount]).toEqual([1, 0, 0]);
  });

  it('never asks a party to give back a centavo it was already refunded (weights 1, 3, 3)', () => {
    const small = split(7, [fixed(1, A), fixed(3, B), fixed(3, C)], 0);
    const first = allocation(allocateRefund(small, 3));
    const second = allocation(allocateRefund(small, 1, { previous: [first] }));
    // A largest-remainder division of each cumulative total would give 1, 1, 1 then 0, 2, 2.
    expect(first.shares.map((share) => share.amount)).toEqual([0, 2, 1]);
    expect(second.shares.map((share) => share.amount)).toEqual([0, 0, 1]);
  });

  it('returns exactly each gross once partial refunds add up to the charge', () => {
    const first = allocation(allocateRefund(charge, 3333));
    const second = allocation(allocateRefund(charge, 3333, { previous: [first] }));
    const last = allocation(allocateRefund(charge, 3334, { previous: [first, second] }));
    const total = (index: number) =>
      [first, second, last].reduce((sum, step) => sum + (step.shares[index]?.amount ?? 0), 0);
    expect([total(0), total(1)]).toEqual([7000, 2000]);
    expect(first.master.amount + second.master.amount + last.master.amount).toBe(1000);
  });

  it("returns the fee to whoever paid it with fee: 'refund', in proportion to what is refunded", () => {
    const half = allocation(allocateRefund(charge, 5000, { fee: 'refund' }));
    const rest = allocation(allocateRefund(charge, 5000, { fee: 'refund', previous: [half] }));
    expect(half.shares.map((share) => share.fee_returned)).toEqual([149, 0]);
    expect(rest.shares.map((share) => share.fee_returned)).toEqual([150, 0]);
  });

  it("returns the fee to the master account when it paid it (feeBearer 'master')", () => {
    const masterPays = split(10000, [percentage(0.7, A)], 0.0299, { feeBearer: 'master' });
    const result = allocation(allocateRefund(masterPays, 10000, { fee: 'refund' }));
    expect(result.master).toEqual({ amount: 3000, fee_returned: 299 });
  });

  it('allocates a refund of a split without rules to the master account', () => {
    const result = allocateRefund(split(500, [], 0), 200);
    expect(result).toEqual({ ok: true, amount: 200, shares: [], master: { amount: 200, fee_returned: 0 } });
  });
});

describe('allocateRefund, from one recipient (chargeback)', () => {
  it('takes the whole amount from the liable recipient', () => {
    const result = allocation(allocateRefund(charge, 1500, { mode: { from: B } }));
    expect([...result.shares.map((share) => share.amount), result.master.amount]).toEqual([0, 1500, 0]);
  });

  it('takes from the master account with from: null', () => {
    const result = allocation(allocateRefund(charge, 400, { mode: { from: null } }));
    expect(result.master.amount).toBe(400);
  });

  it('takes from a recipient’s shares in rule order when it has several', () => {
    const twice = split(1000, [fixed(100, A), fixed(200, B), fixed(300, A)], 0);
    const result = allocation(allocateRefund(twice, 250, { mode: { from: A } }));
    expect(result.shares.map((share) => share.amount)).toEqual([100, 0, 150]);
  });

  it('fails with REFUND_EXCEEDS_REMAINING when the recipient has less left than the amount', () => {
    const first = allocation(allocateRefund(charge, 1500, { mode: { from: B } }));
    const result = allocateRefund(charge, 600, { mode: { from: B }, previous: [first] });
    expect(result).toMatchObject({ ok: false, status: 422, code: 'REFUND_EXCEEDS_REMAINING' });
    expect(result.ok ? '' : result.message).toContain(
      'Recipient 9b2c6f1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f has only R$5.00 of its share left to give back; R$6.00 were asked.',
    );
  });

  it('names the master account when it has less left than the amount', () => {
    const result = allocateRefund(charge, 1001, { mode: { from: null } });
    expect(result.ok ? '' : result.message).toContain('master account');
  });

  it('fails with INVALID_REFUND_ALLOCATION for a recipient that is not in the split', () => {
    const result = allocateRefund(charge, 100, { mode: { from: C } });
    expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_REFUND_ALLOCATION' });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual(['options.mode.from']);
  });
});

describe('allocateRefund, custom', () => {
  it('takes back what the list says', () => {
    const custom = [
      { recipient_id: A, amount: 300 },
      { recipient_id: null, amount: 200 },
    ];
    const result = allocation(allocateRefund(charge, 500, { mode: { custom } }));
    expect([...result.shares.map((share) => share.amount), result.master.amount]).toEqual([300, 0, 200]);
  });

  it('fails when the list does not add up to the amount', () => {
    const result = allocateRefund(charge, 500, { mode: { custom: [{ recipient_id: A, amount: 300 }] } });
    expect(result.ok ? [] : result.issues?.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
      'INVALID_REFUND_ALLOCATION options.mode.custom',
    ]);
  });

  it('reports an unknown recipient, a repeated one, a bad amount and an amount above what is left', () => {
    const custom = [
      { recipient_id: C, amount: 1 },
      { recipient_id: A, amount: 1 },
      { recipient_id: A, amount: 1 },
      { recipient_id: B, amount: 2001 },
      { recipient_id: null, amount: 0.5 },
    ];
    const result = allocateRefund(charge, 3, { mode: { custom } });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual([
      'options.mode.custom.0.recipient_id',
      'options.mode.custom.2.recipient_id',
      'options.mode.custom.3.amount',
      'options.mode.custom.4.amount',
    ]);
  });
});

describe('allocateRefund after a custom refund', () => {
  it('gives a proportional refund to the parties furthest below their proportional part', () => {
    // Grosses 1, 1, 2, 2: after A and B gave back 1 each, no division of 3 keeps everyone within
    // floor and ceil of 3 × gross / 6 without taking from A or B.
    const four = split(6, [fixed(1, A), fixed(1, B), fixed(2, C), fixed(2, D)], 0);
    const custom = allocation(
      allocateRefund(four, 2, {
        mode: {
          custom: [
            { recipient_id: A, amount: 1 },
            { recipient_id: B, amount: 1 },
          ],
        },
      }),
    );
    const next = allocation(allocateRefund(four, 1, { previous: [custom] }));
    expect(next.shares.map((share) => share.amount)).toEqual([0, 0, 1, 0]);
  });
});

describe('allocateRefund, limits and failures', () => {
  it('fails with REFUND_EXCEEDS_REMAINING when the refunds would pass the charge', () => {
    const first = allocation(allocateRefund(charge, 9000));
    const result = allocateRefund(charge, 1001, { previous: [first] });
    expect(result).toMatchObject({ ok: false, status: 422, code: 'REFUND_EXCEEDS_REMAINING' });
  });

  it.each([[0], [-5], [1.5], [Number.NaN]])(
    'refuses the amount %s with 422 INVALID_INPUT at amount',
    (amount) => {
      const result = allocateRefund(charge, amount);
      expect(result).toMatchObject({ ok: false, status: 422, code: 'INVALID_INPUT' });
      expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual(['amount']);
    },
  );

  it.each([
    ['unallocated off by one', { ...charge, unallocated: charge.unallocated + 1 }],
    ['a failure', { ok: false }],
    ['a zero amount', { ...charge, amount: 0 }],
    ['shares that are not a list', { ...charge, shares: {} }],
    ['a share that is not an object', { ...charge, shares: [7, charge.shares[1]] }],
    [
      'a share fee above its gross',
      { ...charge, shares: [{ ...charge.shares[0], fee: 8000, net: -1000 }, charge.shares[1]] },
    ],
    [
      'a net that is not gross − fee',
      { ...charge, shares: [{ ...charge.shares[0], net: 7000 }, charge.shares[1]] },
    ],
    ['share fees above the fee', { ...charge, fee: 1 }],
    [
      'a master fee above unallocated',
      { ...charge, fee: 5000, shares: [{ ...charge.shares[0], fee: 0, net: 7000 }, charge.shares[1]] },
    ],
  ])('refuses a split with %s with 500 INVALID_CONFIGURATION', (_name, tampered) => {
    const result = allocateRefund(tampered as never, 100);
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual(['split']);
  });

  it('answers a value that is no split result with the whole failure: the message quotes the issue, the issue has its own message and hint', () => {
    // The texts are the English catalogue's 'INVALID_CONFIGURATION.after_charge' and
    // 'INVALID_VALUE.split_result'.
    const text = 'Pass a successful result of computeSplit or prepareSplit, unchanged.';
    expect(allocateRefund({ ok: false } as never, 100)).toEqual({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message:
        'The options given cannot be used: split: pass a successful result of computeSplit or prepareSplit, unchanged.',
      hint: 'Fields to fix: split. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_VALUE',
          path: 'split',
          pointer: '/split',
          message: text,
          hint: `split: ${text}`,
          params: { label: 'split' },
        },
      ],
    });
  });

  it.each([
    [{ mode: 'everyone' }, 'options.mode'],
    [{ mode: { from: A, custom: [] } }, 'options.mode'],
    [{ fee: 'return' }, 'options.fee'],
    [{ previous: 'none' }, 'options.previous'],
    [{ previous: [{ ok: true, amount: 1 }] }, 'options.previous.0'],
    ['proportional', 'options'],
  ])('refuses the options %j with 500 INVALID_CONFIGURATION at %s', (options, path) => {
    const result = allocateRefund(charge, 100, options as never);
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual([path]);
  });

  it('refuses earlier refunds of another split', () => {
    const other = split(10000, [percentage(0.7, B), fixed(2000, A)], 0.0299);
    const first = allocation(allocateRefund(other, 100));
    const result = allocateRefund(charge, 100, { previous: [first] });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual(['options.previous.0']);
  });

  it('refuses earlier refunds that give back more than a share holds', () => {
    const forged = {
      ok: true,
      amount: 2001,
      shares: [
        { recipient_id: A, amount: 0, fee_returned: 0 },
        { recipient_id: B, amount: 2001, fee_returned: 0 },
      ],
      master: { amount: 0, fee_returned: 0 },
    } as const;
    const result = allocateRefund(charge, 100, { previous: [forged as unknown as RefundAllocation] });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual(['options.previous']);
  });

  it('refuses earlier refunds that returned more fee than their amounts allow', () => {
    const forged = {
      ok: true,
      amount: 1,
      shares: [
        { recipient_id: A, amount: 1, fee_returned: 299 },
        { recipient_id: B, amount: 0, fee_returned: 0 },
      ],
      master: { amount: 0, fee_returned: 0 },
    } as const;
    const result = allocateRefund(charge, 100, { previous: [forged as unknown as RefundAllocation] });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual(['options.previous']);
  });

  it('fails closed on an options object whose getters throw', () => {
    const options = Object.defineProperty({}, 'mode', {
      get() {
        throw new Error('boom');
      },
    });
    const result = allocateRefund(charge, 100, options);
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
  });

  it('ignores options inherited from a polluted Object.prototype', () => {
    const options = Object.create({ mode: { from: B } }) as object;
    expect(allocateRefund(charge, 1000, options)).toEqual(allocateRefund(charge, 1000));
  });

  it('writes its messages in Portuguese when asked', () => {
    const result = allocateRefund(charge, 20000, { locale: 'pt-BR' });
    expect(result.ok ? '' : result.message).toContain('reembolso');
  });
});
