// What the invalid path keeps from one request to the next (split paths, pointers) never changes an answer: the same request gets the same issues, in the same
// order, whatever came before it.
import { describe, expect, it } from 'vitest';
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
});
