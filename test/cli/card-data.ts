// A charge request full of card data, and the check that none of it leaks into any output.
import { expect } from 'vitest';

export const PAN = '4111111111111111';
export const CVV = '739';
export const TOKEN = 'tok_S3cr3tT0k3nV4lue9xyz';

/** A valid transparent credit-card request carrying a PAN and a CVV. */
export function cardRequest(): Record<string, unknown> {
  return {
    amount: 10000,
    currency: 'BRL',
    product_type: 'digital',
    customer: {
      name: 'Maria da Silva',
      email: 'maria@example.com.br',
      tax_id: '52998224725',
      type: 'individual',
    },
    items: [{ name: 'Plano', quantity: 1, unit_price: 10000, tangible: false }],
    payment_method: 'credit_card',
    payment_details: {
      number: '4111 1111 1111 1111',
      holder_name: 'MARIA DA SILVA',
      expiration_month: '12',
      expiration_year: '2031',
      cvv: CVV,
      installments: 1,
    },
    billing_address: {
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310-100',
      country: 'BR',
    },
    // A PAN pasted into free metadata: redactChargeRequest masks it there too.
    metadata: { note: PAN },
    split: [
      {
        recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        recipient_type: 'merchant',
        type: 'percentage',
        amount: 0.7,
      },
    ],
  };
}

/** The same request paying with a token instead of card fields. */
export function tokenRequest(): Record<string, unknown> {
  return { ...cardRequest(), payment_details: { token: TOKEN, installments: 2 } };
}

/** Asserts that a text holds no card number (with or without spaces), CVV or token. */
export function expectNoCardData(text: string): void {
  expect(text.replace(/[\s-]/g, '')).not.toContain(PAN);
  expect(text).not.toContain('4111 1111 1111 1111');
  expect(text).not.toMatch(/"cvv"|\bcvv\s*[:=]/i);
  expect(text).not.toContain(CVV);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(TOKEN.slice(0, -4));
}
