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
