// What the invalid path keeps from one request to the next (split paths, pointers, the facts of the
// schema's output) never changes an answer: the same request gets the same issues, in the same
// order, whatever came before it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { _readFacts } from '../../src/rules/facts.js';
import { _outputFacts } from '../../src/validation/schema/build-schema.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { creditCardRequest, NOW } from '../fixtures/requests.js';

// biome-ignore lint/suspicious/noExplicitAny: tests reshape requests freely
type Draft = any;

// The request of the invalid-path benchmark: an unknown key, a bad CEP, too many installments.
function threeIssues(): Draft {
  const request: Draft = creditCardRequest();
  request.payment_details.instalments = 2;
  request.billing_address.zip_code = '1234';
  request.payment_details.installments = 30;
  return request;
}

const issuesOf = (input: unknown) => {
  const result = validateChargeRequest(input, { now: NOW });
  return result.ok ? [] : (result.issues ?? []);
};

describe('invalid path caches', () => {
  it('orders the issues of a request as before after more paths than are kept were seen', () => {
    const before = issuesOf(threeIssues());

    for (let index = 0; index < 1100; index++) issuesOf({ ...threeIssues(), [`extra_${index}`]: 1 });

    expect(issuesOf(threeIssues())).toEqual(before);
  });

  it('keeps a dotted key the caller sent whole in the pointer, however often its path was seen', () => {
    const request: Draft = creditCardRequest();
    request.customer['e.mail'] = 'x';

    issuesOf(request);
    const issue = issuesOf(request).find((candidate) => candidate.path === 'customer.e.mail');

    expect(issue?.pointer).toBe('/customer/e.mail');
  });

  it('gives each issue a pointer of its own path after other paths were seen', () => {
    issuesOf(threeIssues());

    const pointers = issuesOf(threeIssues()).map((issue) => issue.pointer);

    expect(pointers).toEqual([
      '/payment_details/installments',
      '/payment_details/instalments',
      '/billing_address/zip_code',
    ]);
  });

  it('reads the facts of any output the schema never ran on as _readFacts does', () => {
    const country = fc.constantFrom(undefined, 'BR', 'br', 'US', 'XX', 1);
    const output = fc.record(
      {
        payment_method: fc.constantFrom('pix', 'credit_card', 'boleto', 'cash', 3),
        product_type: fc.constantFrom('digital', 'physical', ''),
        card_flow: fc.constantFrom('hosted', 'transparent'),
        billing_address: fc.record({ country }, { requiredKeys: [] }),
        shipping_address: fc.record({ country }, { requiredKeys: [] }),
        payment_details: fc.record({ token: fc.constantFrom('tok', undefined) }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    );

    const anyOutput = fc.oneof(output, fc.constantFrom(undefined, null, 'pix', 0, []));

    fc.assert(
      fc.property(anyOutput, (value) => {
        expect({ ..._outputFacts(value) }).toEqual({ ..._readFacts(value) });
      }),
    );
  });
});
