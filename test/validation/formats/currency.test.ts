import { describe, expect, it } from 'vitest';
import { validateChargeRequest } from '../../../src/validation/validate-charge-request.js';
import { VALID_REQUESTS } from '../../fixtures/requests.js';

const NOW = new Date('2026-11-22T12:00:00Z');

// ISO 4217 ("Codes for the representation of currencies", section 4) writes each alphabetic
// currency code as three capital Latin letters: USD, BRL, EUR. A card charge may be in any currency
// the merchant accepts, but only in a code so written.
describe('currency code', () => {
  it.each([['usd'], ['US1'], ['U$D']])(
    'refuses %s on a card charge as no currency code, even where USD is accepted',
    (currency) => {
      const request = { ...VALID_REQUESTS.credit_card(), currency };
      const answer = validateChargeRequest(request, { now: NOW, currencies: ['BRL', 'USD'] });
      expect(answer.ok ? [] : answer.issues).toEqual([
        {
          code: 'INVALID_VALUE',
          path: 'currency',
          pointer: '/currency',
          message: 'Enter a currency code in capitals, like BRL.',
          hint: 'currency: Enter a currency code in capitals, like BRL.',
          params: { expected: 'text', max: 3, label: 'Currency' },
        },
      ]);
    },
  );
});
