// An Object.prototype.issues array once made valibot push into the array it iterated, forever:
// validation now refuses without running valibot when its internal keys are on Object.prototype.
import { expect, it } from 'vitest';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { NOW, pixRequest } from '../fixtures/requests.js';

it('refuses, never loops, with an inherited issues array', () => {
  Object.defineProperty(Object.prototype, 'issues', {
    value: [],
    enumerable: true,
    configurable: true,
    writable: true,
  });
  try {
    const result = validateChargeRequest(pixRequest(), { now: NOW });
    expect(result).toMatchObject({ ok: false, status: 422, issues: [{ code: 'INVALID_TYPE', path: '' }] });
  } finally {
    delete (Object.prototype as Record<string, unknown>).issues;
  }
  expect(validateChargeRequest(pixRequest(), { now: NOW }).ok).toBe(true);
});
