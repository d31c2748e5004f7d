// The masks of the buyer's personal data at their edges, as the JSDoc of `_maskPersonal` states
// them: an e-mail keeps its first character and its domain, a tax id or phone its last 2 digits,
// any other field its first character.
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';

describe('redactChargeRequest masking personal data at the edges', () => {
  it('shows nothing of an e-mail without an @, rather than its first and last characters', () => {
    expect(redactChargeRequest({ customer: { email: 'maria' } })).toEqual({ customer: { email: '•••' } });
  });

  it('shows nothing of an e-mail that starts with its @: there is no first character to keep', () => {
    expect(redactChargeRequest({ customer: { email: '@example.com.br' } })).toEqual({
      customer: { email: '•••' },
    });
  });

  it('keeps the last 2 digits of a tax id or phone even when the text ends with something else', () => {
    expect(
      redactChargeRequest({ customer: { tax_id: '529.982.247-25 ', phone: '(11) 98765-4321.' } }),
    ).toEqual({ customer: { tax_id: '•••25', phone: '•••21' } });
  });

  it('leaves an empty name empty: there is no first character to show', () => {
    expect(redactChargeRequest({ customer: { name: '' } })).toEqual({ customer: { name: '' } });
  });
});
