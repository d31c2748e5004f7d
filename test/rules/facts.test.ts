import { describe, expect, it } from 'vitest';
import { _readFacts } from '../../src/rules/facts.js';

describe('reading facts from a request', () => {
  it('reads a Brazilian buyer from a request without a billing address', () => {
    expect(_readFacts({})['billing_address.country']).toBe('BR');
  });

  it('reads a Brazilian buyer from a billing address without a country', () => {
    expect(_readFacts({ billing_address: {} })['billing_address.country']).toBe('BR');
  });

  it('reads a country in any letter case as upper case', () => {
    expect(_readFacts({ billing_address: { country: 'us' } })['billing_address.country']).toBe('US');
  });

  it.each(['XX', 'ıt', 'USA', 12])('leaves the country unknown for %o', (country) => {
    expect(_readFacts({ billing_address: { country } })).not.toHaveProperty(['billing_address.country']);
  });

  it('leaves the country unknown when the billing address is no object', () => {
    expect(_readFacts({ billing_address: 'Rua A' })).not.toHaveProperty(['billing_address.country']);
  });

  it('reads no card_flow as the transparent flow and a sent transparent as unknown', () => {
    expect(_readFacts({}).card_flow).toBe('transparent');
    expect(_readFacts({ card_flow: 'hosted' }).card_flow).toBe('hosted');
    expect(_readFacts({ card_flow: 'transparent' })).not.toHaveProperty('card_flow');
  });

  it('reads whether a token is sent, not its value', () => {
    expect(_readFacts({ payment_details: { token: 'tok_1' } })['payment_details.token']).toBe('sent');
    expect(_readFacts({ payment_details: {} })['payment_details.token']).toBe('absent');
    expect(_readFacts({})['payment_details.token']).toBe('absent');
  });

  it('leaves a payment method it does not know unknown', () => {
    expect(_readFacts({ payment_method: 'cash' })).not.toHaveProperty('payment_method');
  });

  it('never reads a fact inherited from Object.prototype', () => {
    const request = Object.create({ payment_method: 'pix' });
    expect(_readFacts(request)).not.toHaveProperty('payment_method');
  });
});
