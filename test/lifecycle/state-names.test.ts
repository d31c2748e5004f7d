import { describe, expect, it } from 'vitest';
import { CHARGE_EVENTS, CHARGE_STATUSES, CHARGE_TRANSITIONS } from '../../src/index.js';

describe('the names of a charge’s states', () => {
  it('spells every state an event leads to as the event does (charged_back, not chargedback)', () => {
    // `pending` is the one event that is not an outcome: it leads nowhere new.
    const outcomes = CHARGE_EVENTS.filter((event) => event !== 'pending');
    expect(outcomes.filter((event) => !(CHARGE_STATUSES as readonly string[]).includes(event))).toEqual([]);
  });

  it('lists the charged-back state under one spelling in the statuses and the transitions', () => {
    expect(CHARGE_STATUSES.filter((status) => status.replace('_', '') === 'chargedback')).toEqual([
      'charged_back',
    ]);
    expect(Object.keys(CHARGE_TRANSITIONS)).toContain('charged_back');
  });
});

describe('CHARGE_TRANSITIONS, the state machine as the host reads it', () => {
  it('answers, per status and event, what the table of docs/lifecycle.md says', () => {
    // Before payment: refunds and chargebacks are refused, a payment applies, of two endings the
    // later wins, and a pending changes nothing. After it: only money going back applies.
    const endedBeforePayment = {
      pending: 'ignore',
      paid: 'apply',
      failed: 'latest',
      canceled: 'latest',
      expired: 'latest',
      refunded: 'refuse',
      charged_back: 'refuse',
    };
    const afterPayment = {
      pending: 'ignore',
      paid: 'ignore',
      failed: 'ignore',
      canceled: 'ignore',
      expired: 'ignore',
      refunded: 'apply',
      charged_back: 'apply',
    };
    expect(CHARGE_TRANSITIONS).toEqual({
      pending: { ...endedBeforePayment, failed: 'apply', canceled: 'apply', expired: 'apply' },
      failed: endedBeforePayment,
      canceled: endedBeforePayment,
      expired: endedBeforePayment,
      paid: afterPayment,
      partially_refunded: afterPayment,
      refunded: afterPayment,
      charged_back: afterPayment,
    });
  });
});
