import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChargeEvent,
  type ChargeEffect,
  type ChargeEvent,
  type ChargeState,
  computeSplit,
  openCharge,
  type SplitSuccess,
} from '../../src/index.js';
import { fittingSplits } from '../split/arbitraries.js';
import { at } from './fixtures.js';

const splits: fc.Arbitrary<SplitSuccess> = fc
  .tuple(fittingSplits, fc.integer({ min: 0, max: 500 }))
  .map(([{ amount, rules }, basisPoints]) => computeSplit(amount, rules, basisPoints / 10_000))
  .filter((split): split is SplitSuccess => split.ok);

/** Positive amounts adding up to at most `total`, from weights. */
function amountsWithin(total: number, weights: readonly number[], share: number): number[] {
  // BigInts: a double loses centavos near 2^53, and the amounts must fit exactly.
  const budget = (BigInt(total) * BigInt(share)) / 100n;
  const sum = BigInt(weights.reduce((left, right) => left + right, 0));
  return weights.map((weight) => Number((budget * BigInt(weight)) / sum)).filter((amount) => amount > 0);
}

/** A valid history: perhaps pending and an ending, one payment, then refunds and chargebacks that fit. */
const histories = splits.chain((split) =>
  fc
    .record({
      pending: fc.boolean(),
      ending: fc.constantFrom(undefined, 'failed', 'canceled', 'expired'),
      weights: fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 6 }),
      share: fc.integer({ min: 0, max: 100 }),
      kinds: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      minutes: fc.array(fc.integer({ min: 3, max: 40 }), { minLength: 6, maxLength: 6 }),
    })
    .map(({ pending, ending, weights, share, kinds, minutes }) => {
      const events: ChargeEvent[] = [];
      if (pending) events.push({ id: 'evt_pending', type: 'pending', occurred_at: at(0) });
      if (ending !== undefined) events.push({ id: 'evt_end', type: ending, occurred_at: at(1) });
      events.push({ id: 'evt_paid', type: 'paid', occurred_at: at(2) });
      amountsWithin(split.amount, weights, share).forEach((amount, index) => {
        events.push({
          // Same minute for several events: the id orders them.
          id: `evt_${String.fromCharCode(0x61 + ((index * 7) % 26))}${index}`,
          type: kinds[index] ? 'refunded' : 'charged_back',
          occurred_at: at(minutes[index] as number),
          amount,
        });
      });
      return { split, events };
    }),
);

/** The same events delivered in another order, some of them more than once. */
const deliveries = histories.chain(({ split, events }) =>
  fc
    .tuple(
      fc.array(fc.nat(events.length - 1), { maxLength: 5 }),
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: events.length + 5,
        maxLength: events.length + 5,
      }),
    )
    .map(([repeats, keys]) => {
      const sent = [...events, ...repeats.map((index) => events[index] as ChargeEvent)];
      const order = sent.map((event, index) => ({ event, key: keys[index] as number }));
      order.sort((left, right) => left.key - right.key);
      return { split, events, delivered: order.map((entry) => entry.event) };
    }),
);

interface Delivery {
  readonly charge: ChargeState;
  readonly steps: { charge: ChargeState; effects: ChargeEffect[] }[];
}

/** Delivers events as a provider does: a 409 CHARGE_EVENT_NOT_ALLOWED is delivered again later. */
function deliver(split: SplitSuccess, events: readonly ChargeEvent[]): Delivery {
  const opened = openCharge(split, { payment_method: 'pix' });
  if (!opened.ok) throw new Error(opened.message);
  let charge = opened.charge;
  const steps: Delivery['steps'] = [];
  const queue = [...events];
  for (let attempts = 0; queue.length > 0; attempts++) {
    if (attempts > 10 * events.length + 10) throw new Error('events are never accepted');
    const event = queue.shift() as ChargeEvent;
    const result = applyChargeEvent(charge, event);
    if (!result.ok) {
      expect(result.code, result.message).toBe('CHARGE_EVENT_NOT_ALLOWED');
      queue.push(event);
      continue;
    }
    charge = result.charge;
    steps.push({ charge, effects: result.effects });
  }
  return { charge, steps };
}

const sorted = (charge: ChargeState) => charge.events.map((event) => event.id).sort();

describe('the charge lifecycle, as a model', () => {
  it('ends any order and duplication of a valid history in the same status with the same totals', () => {
    fc.assert(
      fc.property(deliveries, ({ split, events, delivered }) => {
        const inOrder = deliver(split, events).charge;
        const shuffled = deliver(split, delivered).charge;
        expect(shuffled.status).toBe(inOrder.status);
        expect(shuffled.totals).toEqual(inOrder.totals);
        expect(sorted(shuffled)).toEqual(sorted(inOrder));
      }),
      { numRuns: 300 },
    );
  });

  it('conserves money at every step, per recipient, to the centavo', () => {
    fc.assert(
      fc.property(deliveries, ({ split, delivered }) => {
        const carried = new Map<string | null, { settled: number; refunded: number; charged_back: number }>();
        const row = (id: string | null) => {
          const found = carried.get(id) ?? { settled: 0, refunded: 0, charged_back: 0 };
          carried.set(id, found);
          return found;
        };
        for (const { charge, effects } of deliver(split, delivered).steps) {
          for (const effect of effects) {
            if (effect.type === 'settle') {
              for (const receivable of effect.receivables)
                row(receivable.recipient_id).settled += receivable.amount;
              continue;
            }
            expect(effect.recipients.reduce((sum, entry) => sum + entry.amount, 0)).toBe(effect.amount);
            for (const entry of effect.recipients) {
              row(entry.recipient_id)[effect.type === 'refund' ? 'refunded' : 'charged_back'] += entry.amount;
            }
          }
          const { totals } = charge;
          for (const recipient of totals.recipients) {
            // What the host carried out, effect by effect, is what the charge says.
            const done = row(recipient.recipient_id);
            expect(recipient.settled).toBe(done.settled);
            expect(recipient.refunded).toBe(done.refunded);
            expect(recipient.charged_back).toBe(done.charged_back);
            expect(recipient.kept).toBe(recipient.settled - recipient.refunded - recipient.charged_back);
          }
          const sum = (field: 'settled' | 'refunded' | 'charged_back' | 'kept') =>
            totals.recipients.reduce((total, recipient) => total + recipient[field], 0);
          expect(sum('refunded')).toBe(totals.refunded);
          expect(sum('charged_back')).toBe(totals.charged_back);
          expect(sum('settled')).toBe(totals.paid === 0 ? 0 : split.amount - split.fee);
          expect(sum('kept')).toBe(sum('settled') - totals.refunded - totals.charged_back);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives each arrival order of refunds and chargebacks the outcome docs/lifecycle.md states', () => {
    // Any amounts (some over what is left, some over the charge), any instants, any arrival order,
    // some events delivered twice. The outcome, per arrival, is what the documentation says:
    // - before the payment, a refund or chargeback is 409 (the provider delivers it again later);
    // - a refund over what is left (neither refunded nor charged back) is 422, and is not recorded;
    // - a chargeback is recorded unless it is over the whole charge (422); what it takes beyond
    //   what was left is already_returned = max(0, refunded + charged back − amount);
    // - a redelivery changes nothing.
    const attempts = fc.array(
      fc.record({
        refund: fc.boolean(),
        percent: fc.integer({ min: 1, max: 110 }),
        minute: fc.integer({ min: 3, max: 40 }),
      }),
      { minLength: 1, maxLength: 6 },
    );
    const scenarios = fc.tuple(splits, attempts).chain(([split, tries]) => {
      const events: ChargeEvent[] = [
        { id: 'evt_paid', type: 'paid', occurred_at: at(2) },
        ...tries.map((attempt, index) => ({
          id: `evt_${index}`,
          type: attempt.refund ? ('refunded' as const) : ('charged_back' as const),
          occurred_at: at(attempt.minute),
          amount: Math.max(1, Math.floor((split.amount * attempt.percent) / 100)),
        })),
      ];
      return fc
        .tuple(
          fc.shuffledSubarray(events, { minLength: events.length }),
          fc.array(fc.nat(events.length - 1), { maxLength: 3 }),
        )
        .map(([order, repeats]) => ({
          split,
          arrivals: [...order, ...repeats.map((index) => order[index] as ChargeEvent)],
        }));
    });
    fc.assert(
      fc.property(scenarios, ({ split, arrivals }) => {
        const opened = openCharge(split, { payment_method: 'pix' });
        if (!opened.ok) throw new Error(opened.message);
        let charge = opened.charge;
        const accepted = new Map<string, ChargeEvent>();
        let refunded = 0;
        let chargedBack = 0;
        const carried = new Map<string | null, { refunded: number; charged_back: number }>();
        const queue = [...arrivals];
        while (queue.length > 0) {
          const event = queue.shift() as ChargeEvent;
          const result = applyChargeEvent(charge, event);
          const amount = event.amount ?? 0;
          if (accepted.has(event.id)) {
            expect(result).toEqual({ ok: true, charge, effects: [] });
            continue;
          }
          if (event.type !== 'paid' && !accepted.has('evt_paid')) {
            expect(result).toMatchObject({ ok: false, status: 409, code: 'CHARGE_EVENT_NOT_ALLOWED' });
            queue.push(event);
            continue;
          }
          const left = Math.max(0, split.amount - refunded - chargedBack);
          const refused = event.type === 'refunded' ? amount > left : amount > split.amount;
          if (refused) {
            expect(result).toMatchObject({ ok: false, status: 422, code: 'REFUND_EXCEEDS_REMAINING' });
            continue;
          }
          if (!result.ok) throw new Error(result.message);
          accepted.set(event.id, event);
          if (event.type === 'refunded') refunded += amount;
          if (event.type === 'charged_back') chargedBack += amount;
          if (event.type === 'charged_back') {
            const overlap = (total: number) => Math.max(0, total - split.amount);
            expect(result.effects.find((effect) => effect.type === 'chargeback')).toMatchObject({
              amount,
              already_returned: overlap(refunded + chargedBack) - overlap(refunded + chargedBack - amount),
            });
          }
          charge = result.charge;
          // Money is conserved: what the effects moved is what the totals say, recipient by
          // recipient, and every centavo paid is kept, a fee, refunded or charged back.
          for (const effect of result.effects) {
            if (effect.type === 'settle') continue;
            for (const entry of effect.recipients) {
              const row = carried.get(entry.recipient_id) ?? { refunded: 0, charged_back: 0 };
              row[effect.type === 'refund' ? 'refunded' : 'charged_back'] += entry.amount;
              carried.set(entry.recipient_id, row);
            }
          }
          for (const row of charge.totals.recipients) {
            const done = carried.get(row.recipient_id) ?? { refunded: 0, charged_back: 0 };
            expect([row.refunded, row.charged_back]).toEqual([done.refunded, done.charged_back]);
          }
          const kept = charge.totals.recipients.reduce((sum, row) => sum + row.kept, 0);
          expect(kept + split.fee + refunded + chargedBack).toBe(split.amount);
          expect(charge.totals).toMatchObject({
            paid: split.amount,
            refunded,
            charged_back: chargedBack,
            already_returned: Math.max(0, refunded + chargedBack - split.amount),
          });
          expect(charge.status).toBe(
            chargedBack > 0
              ? 'charged_back'
              : refunded === split.amount
                ? 'refunded'
                : refunded > 0
                  ? 'partially_refunded'
                  : 'paid',
          );
          // No recipient gives back more than its gross; only the master account bears what was
          // taken twice.
          const gross = [...split.shares.map((share) => share.gross), split.unallocated];
          charge.totals.recipients.forEach((row, index) => {
            const twice = row.recipient_id === null ? charge.totals.already_returned : 0;
            expect(row.refunded + row.charged_back - twice).toBeLessThanOrEqual(gross[index] as number);
          });
        }
        // The same accepted events in an order where each is accepted again (refunds, then
        // chargebacks) give the same charge, to the centavo, per recipient.
        const replay = [...accepted.values()].sort(
          (left, right) => rank(left) - rank(right) || left.occurred_at.localeCompare(right.occurred_at),
        );
        const again = deliver(split, replay).charge;
        expect(again.totals).toEqual(charge.totals);
        expect(again.status).toBe(charge.status);
      }),
      { numRuns: 300 },
    );
  });
});

/** Payment first, then refunds, then chargebacks. */
function rank(event: ChargeEvent): number {
  return event.type === 'paid' ? 0 : event.type === 'refunded' ? 1 : 2;
}
