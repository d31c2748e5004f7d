// Where a value sits decides how it is read (docs/decisions.md, "Logs (redaction)"): a field of the
// rules table by its row, wherever it is, in an array too; inside metadata nothing is looked up;
// below a key the table does not know, the table's top-level keys are looked up again.
import { describe, expect, it } from 'vitest';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';

const maria = { customer: { name: 'Maria da Silva' } };

describe('redactChargeRequest finding the fields of the table', () => {
  it('looks nothing up inside metadata, however deep: a customer there is the caller’s own key', () => {
    expect(redactChargeRequest({ metadata: { log: maria, list: [maria] } })).toEqual({
      metadata: { log: maria, list: [maria] },
    });
  });

  it('looks the top-level keys up again below an unknown key of a known object', () => {
    expect(redactChargeRequest({ customer: { extra: maria } })).toEqual({
      customer: { extra: { customer: { name: 'M•••' } } },
    });
  });

  it('looks the top-level keys up again below an unknown key of an array item', () => {
    expect(redactChargeRequest({ items: [{ extra: maria }] })).toEqual({
      items: [{ extra: { customer: { name: 'M•••' } } }],
    });
  });

  it('masks the card-number field sent as a number even when its digits fail Luhn', () => {
    expect(redactChargeRequest({ payment_details: { number: 4111111111111112 } })).toEqual({
      payment_details: { number: '411111••••••1112' },
    });
  });

  it('masks the token field sent as a number to its last 4 digits', () => {
    expect(redactChargeRequest({ payment_details: { token: 123456789012 } })).toEqual({
      payment_details: { token: '••••••••9012' },
    });
  });
});
