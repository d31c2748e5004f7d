// Any script on a checkout page can read the engine's record of the last regular-expression match
// (`RegExp.input`, `RegExp.lastMatch`): after the library reads card data, it holds none of it.
import { describe, expect, it } from 'vitest';
import { detectCardBrand, redactChargeRequest, validateChargeRequest } from '../../src/index.js';
import { creditCardRequest, NOW } from '../fixtures/requests.js';

const PAN = '4539578763621486';

// The legacy statics are not in every lib typing; read them as the page's scripts would.
const lastMatch = () => {
  const statics = RegExp as unknown as { input: string; lastMatch: string };
  return `${statics.input} ${statics.lastMatch}`;
};

function withCard(number: string) {
  const request = creditCardRequest() as { payment_details: Record<string, unknown> };
  request.payment_details = { ...request.payment_details, number };
  return request;
}

describe('the last regular-expression match', () => {
  it('holds no card number after a valid request is validated', () => {
    expect(validateChargeRequest(withCard(PAN), { now: NOW }).ok).toBe(true);
    expect(lastMatch()).not.toContain(PAN);
  });

  it('holds no card number after an invalid request is validated', () => {
    const request = { ...withCard(`${PAN} `), amount: 0 };
    expect(validateChargeRequest(request, { now: NOW }).ok).toBe(false);
    expect(lastMatch()).not.toContain(PAN);
  });

  it('holds no card number after a request is redacted or its brand detected', () => {
    redactChargeRequest(withCard(PAN));
    expect(lastMatch()).not.toContain(PAN);
    expect(detectCardBrand(PAN)).toBe('visa');
    expect(lastMatch()).not.toContain(PAN);
  });
});
