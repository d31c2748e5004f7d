import { describe, expect, it } from 'vitest';
import { computeSplit, prepareSplit } from '../support/wide-amounts.js';
import { A, B, C, fixed, percentage } from './fixtures.js';

const rules = [percentage(0.6, A), percentage(0.3, B)];

describe('computeSplit options.feeBearer', () => {
  it("deducts the whole fee from the first share by default ('first')", () => {
    // Arrange
    const options = { feeBearer: 'first' } as const;
    // Act
    const result = computeSplit(1000, rules, { fixed: 10 }, options);
    // Assert
    expect(result).toEqual(computeSplit(1000, rules, { fixed: 10 }));
    expect(result.ok && result.shares.map((share) => share.fee)).toEqual([10, 0]);
  });

  it("divides the fee in proportion to each gross with 'proportional'", () => {
    const result = computeSplit(1000, rules, { fixed: 10 }, { feeBearer: 'proportional' });
    // 10 × 600/900 = 6.67 and 10 × 300/900 = 3.33: the leftover centavo goes to the larger remainder.
    expect(result.ok && result.shares.map((share) => [share.fee, share.net])).toEqual([
      [7, 593],
      [3, 297],
    ]);
  });

  it("gives a tied leftover centavo to the earlier rule with 'proportional'", () => {
    const result = computeSplit(
      1000,
      [percentage(0.3, A), percentage(0.3, B)],
      { fixed: 1 },
      { feeBearer: 'proportional' },
    );
    expect(result.ok && result.shares.map((share) => share.fee)).toEqual([1, 0]);
  });

  it("divides a fee whose products pass 2^53 exactly with 'proportional'", () => {
    const amount = Number.MAX_SAFE_INTEGER;
    const result = computeSplit(
      amount,
      [percentage(0.5, A), percentage(0.5, B)],
      { fixed: 2 ** 40 + 1 },
      { feeBearer: 'proportional' },
    );
    expect(result.ok && result.shares.map((share) => share.fee)).toEqual([2 ** 39 + 1, 2 ** 39]);
  });

  it("charges nobody with 'proportional' when the fee is 0", () => {
    const result = computeSplit(1000, rules, 0, { feeBearer: 'proportional' });
    expect(result.ok && result.shares.map((share) => share.fee)).toEqual([0, 0]);
  });

  it('deducts the fee from the named recipient with { recipient_id }', () => {
    const result = computeSplit(
      1000,
      [...rules, fixed(50, B)],
      { fixed: 10 },
      { feeBearer: { recipient_id: B } },
    );
    expect(result.ok && result.shares.map((share) => share.fee)).toEqual([0, 10, 0]);
  });

  it("leaves every share whole with 'master' and lets the master account pay out of unallocated", () => {
    const result = computeSplit(1000, rules, { fixed: 10 }, { feeBearer: 'master' });
    expect(result).toMatchObject({ ok: true, fee: 10, unallocated: 100 });
    expect(result.ok && result.shares.map((share) => share.net)).toEqual([600, 300]);
  });

  it("fails with NEGATIVE_NET_AMOUNT_AFTER_FEES when the unallocated part cannot cover the fee with 'master'", () => {
    const result = computeSplit(1000, rules, { fixed: 101 }, { feeBearer: 'master' });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
      message: expect.stringContaining('master account'),
      hint: expect.stringContaining('split: The master account keeps'),
      amount: 1000,
      gross: 100,
      fee: '101',
    });
  });

  it('names the recipient whose net would go negative with { recipient_id }', () => {
    const result = computeSplit(
      1000,
      [percentage(0.6, A), fixed(5, B)],
      { fixed: 10 },
      { feeBearer: { recipient_id: B } },
    );
    expect(result.ok ? undefined : result).toMatchObject({
      code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
      recipient_id: B,
      gross: 5,
      fee: '10',
    });
    expect(result.ok ? '' : result.message).toContain(B);
  });

  it("names the first recipient when the shares together cannot cover the fee with 'proportional'", () => {
    const result = computeSplit(100, [fixed(3, A), fixed(4, B)], { fixed: 8 }, { feeBearer: 'proportional' });
    expect(result.ok ? undefined : result).toMatchObject({ recipient_id: A, gross: 7, fee: '8' });
  });

  it('refuses a { recipient_id } that no rule names, at options.feeBearer.recipient_id', () => {
    const result = computeSplit(1000, rules, 0, { feeBearer: { recipient_id: C } });
    expect(result.ok ? [] : result.issues?.map((issue) => issue.path)).toEqual([
      'options.feeBearer.recipient_id',
    ]);
  });

  it.each([['everyone'], [{ recipient: A }], [42]])(
    'refuses the fee bearer %j at options.feeBearer',
    (feeBearer) => {
      const result = computeSplit(1000, rules, 0, { feeBearer } as never);
      expect(result.ok ? [] : result.issues?.map((issue) => `${issue.code} ${issue.path}`)).toEqual([
        'INVALID_VALUE options.feeBearer',
      ]);
    },
  );

  it('applies the same fee bearer through prepareSplit', () => {
    const prepared = prepareSplit(rules, { fixed: 10 }, { feeBearer: 'proportional' });
    expect(prepared.ok && prepared.split(1000)).toEqual(
      computeSplit(1000, rules, { fixed: 10 }, { feeBearer: 'proportional' }),
    );
  });

  it("writes the 'master' message in Portuguese when asked", () => {
    const result = computeSplit(1000, rules, { fixed: 101 }, { feeBearer: 'master', locale: 'pt-BR' });
    expect(result.ok ? '' : result.message).toContain('conta principal');
  });
});
