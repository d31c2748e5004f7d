import { describe, expect, it } from 'vitest';
import {
  allocateRefund,
  authorizePublicRequest,
  computeSplit,
  decideCardFlow,
  listPublicPaymentMethods,
  parseBRL,
  planReceivables,
  prepareSplit,
  quoteInstallments,
  shapeChargeResponse,
  validateChargeRequest,
} from '../../src/index.js';
import { NOW, pixRequest } from '../fixtures/requests.js';

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const goodSplit = computeSplit(
  1000,
  [{ recipient_id: A, recipient_type: 'merchant', type: 'fixed', amount: 500 }],
  0,
);
const prepared = prepareSplit([], 0);

// Each export, given bad request data (422-class) and the caller's own bad configuration (500).
const FAILURES: [string, () => unknown, number][] = [
  ['validateChargeRequest, a bad request', () => validateChargeRequest({}, { now: NOW }), 422],
  [
    'validateChargeRequest, a bad clock',
    () => validateChargeRequest(pixRequest(), { now: new Date(Number.NaN) }),
    500,
  ],
  [
    'validateChargeRequest, a bad MDR',
    () => validateChargeRequest(pixRequest(), { now: NOW, mdr: 2.99 }),
    500,
  ],
  ['computeSplit, a bad amount', () => computeSplit(0, [], 0), 422],
  [
    'computeSplit, shares over the amount',
    () => computeSplit(100, [{ recipient_id: A, recipient_type: 'merchant', type: 'fixed', amount: 101 }], 0),
    422,
  ],
  [
    'computeSplit, a fee over the share',
    () =>
      computeSplit(100, [{ recipient_id: A, recipient_type: 'merchant', type: 'fixed', amount: 1 }], {
        fixed: 5,
      }),
    422,
  ],
  ['computeSplit, a bad MDR', () => computeSplit(100, [], 2.99), 500],
  ['prepareSplit, bad rules', () => prepareSplit([null as never], 0), 422],
  ['prepareSplit, bad options', () => prepareSplit([], 0, { rounding: 'up' as never }), 500],
  ['a prepared split, a bad amount', () => (prepared.ok ? prepared.split(-1) : prepared), 422],
  [
    'decideCardFlow, a disabled method',
    () => decideCardFlow({ payment_method: 'pix' }, { methods: [] }),
    422,
  ],
  [
    'decideCardFlow, a malformed merchant',
    () => decideCardFlow({ payment_method: 'pix' }, { methods: 1 } as never),
    500,
  ],
  ['listPublicPaymentMethods, a malformed merchant', () => listPublicPaymentMethods(null as never), 500],
  ['authorizePublicRequest, no header', () => authorizePublicRequest(undefined), 401],
  [
    'authorizePublicRequest, a secret key',
    () => authorizePublicRequest(`Basic ${btoa('sk_test_abcdefghijklmnop:')}`),
    403,
  ],
  [
    'quoteInstallments, a bad amount',
    () => quoteInstallments(0, { maxInstallments: 3, interestFreeUpTo: 3 }),
    422,
  ],
  ['quoteInstallments, bad options', () => quoteInstallments(1000, { maxInstallments: 0 }), 500],
  ['allocateRefund, a bad amount', () => (goodSplit.ok ? allocateRefund(goodSplit, 0) : goodSplit), 422],
  ['allocateRefund, not a split', () => allocateRefund({} as never, 100), 500],
  [
    'planReceivables, not a split',
    () => planReceivables({} as never, { payment_method: 'pix', confirmedAt: NOW }),
    500,
  ],
  ['parseBRL, not money', () => parseBRL('dez reais'), 422],
  ['shapeChargeResponse, not a charge', () => shapeChargeResponse(null as never, null as never), 500],
];

describe('every export fails with one shape', () => {
  it.each(FAILURES)('%s → { ok: false, status, code, message, hint, issues? }', (_, call, status) => {
    const result = call() as Record<string, unknown>;
    expect(result.ok).toBe(false);
    expect(result.status).toBe(status);
    expect(result.code).toMatch(/^[A-Z][A-Z_]+$/);
    expect(typeof result.message).toBe('string');
    expect(result.message).not.toBe('');
    expect(typeof result.hint).toBe('string');
    expect(result.hint).not.toBe('');
    expect(Object.keys(result).every((key) => key !== 'error')).toBe(true);
    if ('issues' in result) {
      expect(Array.isArray(result.issues) && result.issues.length > 0).toBe(true);
      for (const issue of result.issues as Record<string, unknown>[]) {
        expect(Object.keys(issue).sort()).toEqual(['code', 'hint', 'message', 'params', 'path', 'pointer']);
        expect(issue.hint).not.toBe('');
      }
    }
  });

  it("never blames a request field in a 500: the caller's own values are at fault", () => {
    for (const [name, call] of FAILURES.filter(([, , status]) => status === 500)) {
      const result = call() as { code: string; issues?: { path: string }[] };
      expect(['INVALID_CONFIGURATION', 'INTERNAL_ERROR'], name).toContain(result.code);
      for (const issue of result.issues ?? [])
        expect(issue.path, name).toMatch(/^(mdr|options|split$|charge)/);
    }
  });
});
