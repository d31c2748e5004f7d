// How issues are put into words where the words depend on more than the issue's key and path: a
// message the split engine wrote for this charge, the path of a key the caller wrote, the request
// that is no object at all.
import { describe, expect, it } from 'vitest';
import { createChargeRequestSchema } from '../../src/validation/charge-request-schema.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { creditCardRequest, NOW, pixRequest } from '../fixtures/requests.js';

const options = { now: NOW };

describe('putting issues into words', () => {
  it('words each charge’s split totals anew: a message of the engine is never reused for another charge', () => {
    const exceeding = (fixed: number) => {
      const request = creditCardRequest();
      (request.split[1] as { amount: number }).amount = fixed;
      const result = validateChargeRequest(request, options);
      return result.ok ? [] : result.issues?.map((issue) => issue.message);
    };
    expect(exceeding(20000)).toEqual([
      'The split shares add up to R$319.92, more than the charge amount of R$149.90.',
    ]);
    expect(exceeding(30000)).toEqual([
      'The split shares add up to R$419.92, more than the charge amount of R$149.90.',
    ]);
  });

  it('keeps a key the caller wrote with a dot in it as one segment of the Standard Schema path', () => {
    const result = createChargeRequestSchema(options)['~standard'].validate({
      ...pixRequest(),
      'gift.wrap': true,
    });
    expect(result).toEqual({ issues: [{ message: expect.any(String), path: ['gift.wrap'] }] });
  });

  it('answers a request that is no object with one issue at the root, expecting an object', () => {
    expect(validateChargeRequest('charge', options)).toEqual({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'The charge request has 1 problem.',
      hint: 'Fields to fix: (the request body). Each issue has a hint of its own.',
      issues: [
        {
          code: 'INVALID_TYPE',
          path: '',
          pointer: '',
          message: 'This field must be an object.',
          hint: 'This field must be an object.',
          params: { expected: 'an object', label: 'Charge request' },
        },
      ],
    });
  });
});
