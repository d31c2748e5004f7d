// The 500 a host gets for an option validation cannot use, stated whole: it names what is wrong
// (the limit, the key) in the caller's words and in English for the hint, and checks no request.
import { describe, expect, it } from 'vitest';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, pixRequest } from '../fixtures/requests.js';

/** The refusal of an option, whose message is also its hint. */
const refusal = (message: string) => ({
  ok: false,
  status: 500,
  code: 'INVALID_CONFIGURATION',
  message,
  hint: message,
});

describe('options validation cannot use', () => {
  it('says how many currencies the list may hold, at one past the limit of 200', () => {
    const currencies = Array.from({ length: 201 }, () => 'BRL');
    expect(validateChargeRequest(pixRequest(), { now: NOW, currencies })).toEqual(
      refusal(
        'The currencies option must be a list of at most 200 currency codes; the request was not checked.',
      ),
    );
    expect(validateChargeRequest(pixRequest(), { now: NOW, currencies: currencies.slice(1) }).ok).toBe(true);
  });

  it('names the key of the labels option it cannot use', () => {
    const options = { now: NOW, labels: { nope: 'x' } } as never;
    expect(validateChargeRequest(pixRequest(), options)).toEqual(
      refusal(
        'The labels option must map field paths of a charge request to text; “nope” cannot be used. The request was not checked.',
      ),
    );
  });

  it('names the key of the messages option it cannot use', () => {
    const options = { now: NOW, messages: { nope: 'x' } } as never;
    expect(validateChargeRequest(pixRequest(), options)).toEqual(
      refusal(
        'The messages option must map issue codes, message keys or field paths to text or functions; “nope” cannot be used. The request was not checked.',
      ),
    );
  });
});
