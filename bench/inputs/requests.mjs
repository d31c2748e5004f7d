// Charge requests for the validation workloads: many distinct objects built from the bundled
// examples, so that no single input stays hot and number-to-string costs are not hidden.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const examples = resolve(import.meta.dirname, '..', '..', 'docs', 'examples', 'requests');
const read = (name) => JSON.parse(readFileSync(resolve(examples, name), 'utf8'));

/** A valid credit-card request: 3 items, 3 split entries, metadata. */
export function cardRequests(count) {
  const base = read('valid-credit-card.json');
  base.items.push({ name: 'Meia', quantity: 3, unit_price: 1000, tangible: true });
  return Array.from({ length: count }, (_, index) => {
    const request = structuredClone(base);
    request.amount = 15_980 + index;
    request.items[0].unit_price = 4990 + (index % 97);
    request.metadata = { order_id: `A-${index}`, channel: index % 2 ? 'web' : 'app' };
    return request;
  });
}

export function pixRequests(count) {
  const base = read('valid-pix.json');
  return Array.from({ length: count }, (_, index) => ({ ...structuredClone(base), amount: 5000 + index }));
}

/** An invalid request with exactly 3 errors: an unknown field, a bad CEP, a bad installments value. */
export function invalidRequests(count) {
  return cardRequests(count).map((request) => {
    request.payment_details.instalments = 2;
    request.billing_address.zip_code = '1234';
    request.payment_details.installments = 30;
    return request;
  });
}
