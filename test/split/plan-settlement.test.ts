import { afterEach, describe, expect, it } from 'vitest';
import { computeSplit } from '../../src/split/compute-split.js';
import { planSettlement, type SettlementAcquirer } from '../../src/split/plan-settlement.js';
import type { SplitSuccess } from '../../src/split/types.js';
import { A, B, C, fixed, percentage } from './fixtures.js';

const result = computeSplit(10000, [percentage(0.5, A), fixed(1000, B), percentage(0.1, C)], 0.0299);
if (!result.ok) throw new Error(result.message);
const split: SplitSuccess = result;

const active = (...ids: string[]): SettlementAcquirer => ({
  supportsSubaccounts: true,
  hasActiveSubaccount: (id) => ids.includes(id),
});

describe('planSettlement', () => {
  it('settles at the acquirer the recipients with an active subaccount, the others virtually', () => {
    expect(planSettlement(split, active(A, C))).toEqual({
      ok: true,
      entries: [
        { recipient_id: A, net: 4701, mode: 'acquirer' },
        { recipient_id: B, net: 1000, mode: 'virtual' },
        { recipient_id: C, net: 1000, mode: 'acquirer' },
      ],
    });
  });

  it('settles everything virtually when the acquirer has no subaccounts, without asking', () => {
    let asked = 0;
    const plan = planSettlement(split, {
      supportsSubaccounts: false,
      hasActiveSubaccount: () => {
        asked++;
        return true;
      },
    });
    expect(plan.entries.map((entry) => entry.mode)).toEqual(['virtual', 'virtual', 'virtual']);
    expect(asked).toBe(0);
  });

  it('treats a lookup that throws or answers anything but true as no subaccount', () => {
    const answers: unknown[] = ['true', 1, Promise.resolve(true), undefined];
    for (const answer of answers) {
      const plan = planSettlement(split, {
        supportsSubaccounts: true,
        hasActiveSubaccount: () => answer as boolean,
      });
      expect(plan.entries.every((entry) => entry.mode === 'virtual')).toBe(true);
    }
    const throwing = planSettlement(split, {
      supportsSubaccounts: true,
      hasActiveSubaccount: () => {
        throw new Error('acquirer down');
      },
    });
    expect(throwing.entries.map((entry) => entry.mode)).toEqual(['virtual', 'virtual', 'virtual']);
  });

  it('accepts an acquirer whose methods and getters come from its class', () => {
    class Acquirer {
      readonly #ids = new Set([B]);
      get supportsSubaccounts(): boolean {
        return this.#ids.size > 0;
      }
      hasActiveSubaccount(id: string): boolean {
        return this.#ids.has(id);
      }
    }
    expect(planSettlement(split, new Acquirer()).entries.map((entry) => entry.mode)).toEqual([
      'virtual',
      'acquirer',
      'virtual',
    ]);
  });

  it('settles virtually when the acquirer is missing, not an object, or unreadable', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwingGetter = Object.defineProperty({}, 'supportsSubaccounts', {
      get() {
        throw new Error('boom');
      },
    });
    const lyingPrototype = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('proto');
        },
      },
    );
    for (const acquirer of [undefined, null, 'stone', proxy, throwingGetter, lyingPrototype]) {
      const plan = planSettlement(split, acquirer as unknown as SettlementAcquirer);
      expect(plan.entries.map((entry) => entry.mode)).toEqual(['virtual', 'virtual', 'virtual']);
    }
  });

  it('gives no entries for a split without shares', () => {
    const empty = computeSplit(100, [], 0);
    expect(empty.ok && planSettlement(empty, active(A))).toEqual({ ok: true, entries: [] });
  });

  it('gives no entries for anything that is not a computeSplit success', () => {
    const failure = computeSplit(100, [fixed(101)], 0);
    const values: unknown[] = [
      failure,
      undefined,
      null,
      { ok: true },
      { ok: true, shares: 'x' },
      { ok: true, shares: [null] },
      { ok: true, shares: [{ recipient_id: A }] },
      {
        ok: true,
        shares: new Proxy([], {
          get: () => {
            throw new Error('x');
          },
        }),
      },
    ];
    for (const value of values)
      expect(planSettlement(value as SplitSuccess, active(A))).toEqual({ ok: true, entries: [] });
  });

  describe('with a polluted Object.prototype', () => {
    afterEach(() => {
      delete (Object.prototype as Record<string, unknown>).supportsSubaccounts;
      delete (Object.prototype as Record<string, unknown>).hasActiveSubaccount;
    });

    it('never takes inherited acquirer members from Object.prototype', () => {
      Object.assign(Object.prototype, { supportsSubaccounts: true, hasActiveSubaccount: () => true });
      const plan = planSettlement(split, {} as SettlementAcquirer);
      expect(plan.entries.map((entry) => entry.mode)).toEqual(['virtual', 'virtual', 'virtual']);
    });
  });

  it('stops at a bounded depth on an endless prototype chain', () => {
    const endless: object = new Proxy(
      {},
      { getPrototypeOf: () => endless, getOwnPropertyDescriptor: () => undefined },
    );
    expect(planSettlement(split, endless as SettlementAcquirer).entries.map((entry) => entry.mode)).toEqual([
      'virtual',
      'virtual',
      'virtual',
    ]);
  });
});
