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

  it("answers shares that together cannot cover the fee with 'proportional' whole, naming the first recipient", () => {
    // The English catalogue's 'NEGATIVE_NET_AMOUNT_AFTER_FEES.proportional': 3 + 4 centavos against 8.
    const text = 'The recipients receive R$0.07 in all, less than the fee of R$0.08.';
    expect(
      computeSplit(100, [fixed(3, A), fixed(4, B)], { fixed: 8 }, { feeBearer: 'proportional' }),
    ).toEqual({
      ok: false,
      status: 422,
      code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
      message: text,
      hint: `split: ${text}`,
      amount: 100,
      gross: 7,
      fee: '8',
      recipient_id: A,
    });
  });

  it('lets the recipient named as fee bearer pay a fee equal to its whole gross, for a net of 0', () => {
    const result = computeSplit(
      1000,
      [percentage(0.6, A), fixed(10, B)],
      { fixed: 10 },
      { feeBearer: { recipient_id: B } },
    );
    expect(result.ok && result.shares.map((share) => [share.gross, share.fee, share.net])).toEqual([
      [600, 0, 600],
      [10, 10, 0],
    ]);
  });

  it("gives a proportional fee's leftover centavo to the largest remainder, not to the largest share", () => {
    // 7 × 600/1000 = 4.2, 7 × 300/1000 = 2.1, 7 × 100/1000 = 0.7: floors 4, 2, 0, and the centavo left
    // goes to the 0.7.
    const result = computeSplit(
      1000,
      [fixed(600, A), fixed(300, B), fixed(100, C)],
      { fixed: 7 },
      { feeBearer: 'proportional' },
    );
    expect(result.ok && result.shares.map((share) => share.fee)).toEqual([4, 2, 1]);
  });

  it("charges nobody with 'proportional' when the fee is 0 and every share rounds to 0 centavos", () => {
    // 1% of 1 centavo rounds to 0: the recipients hold 0 in all, and a fee of 0 is divided among none.
    expect(computeSplit(1, [percentage(0.01, A)], 0, { feeBearer: 'proportional' })).toEqual({
      ok: true,
      amount: 1,
      fee: 0,
      shares: [
        {
          recipient_id: A,
          recipient_type: 'merchant',
          type: 'percentage',
          cross_company: false,
          gross: 0,
          fee: 0,
          net: 0,
        },
      ],
      unallocated: 1,
    });
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
