import { describe, expectTypeOf, it } from 'vitest';
import {
  type allocateRefund,
  type authorizePublicRequest,
  computeSplit,
  decideCardFlow,
  type Failure,
  type Issue,
  type listPublicPaymentMethods,
  type parseBRL,
  type planReceivables,
  type prepareSplit,
  type quoteInstallments,
  type shapeChargeResponse,
  validateChargeRequest,
} from '../../src/index.js';

type FailureOf<F extends (...args: never[]) => unknown> = Extract<ReturnType<F>, { ok: false }>;
type SuccessOf<F extends (...args: never[]) => unknown> = Extract<ReturnType<F>, { ok: true }>;

describe('the one failure shape, in the types', () => {
  it('types every failure as a Failure and every success with ok: true', () => {
    expectTypeOf<FailureOf<typeof validateChargeRequest>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof computeSplit>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof prepareSplit>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof decideCardFlow>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof listPublicPaymentMethods>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof authorizePublicRequest>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof quoteInstallments>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof allocateRefund>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof planReceivables>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof parseBRL>>().toMatchTypeOf<Failure>();
    expectTypeOf<FailureOf<typeof shapeChargeResponse>>().toMatchTypeOf<Failure>();
    expectTypeOf<SuccessOf<typeof listPublicPaymentMethods>['ok']>().toEqualTypeOf<true>();
    expectTypeOf<SuccessOf<typeof computeSplit>['ok']>().toEqualTypeOf<true>();
  });

  it('has no failure nested under error any more', () => {
    expectTypeOf<FailureOf<typeof computeSplit>>().not.toHaveProperty('error');
    expectTypeOf<FailureOf<typeof prepareSplit>>().not.toHaveProperty('error');
  });

  it('types the issues of a request at fault as always there, once the code says so', () => {
    const validation = validateChargeRequest({});
    if (!validation.ok) {
      // ok: false alone may still be the host's own 500, INVALID_CONFIGURATION, which may carry none.
      expectTypeOf(validation.issues).toEqualTypeOf<readonly Issue[] | undefined>();
      // @ts-expect-error: issues may be undefined until the code is narrowed
      validation.issues.map((issue) => issue.path);
      if (validation.code === 'VALIDATION_FAILED') {
        expectTypeOf(validation.issues).toEqualTypeOf<readonly Issue[]>();
        expectTypeOf(validation.status).toEqualTypeOf<422>();
      }
    }
    const flow = decideCardFlow({ payment_method: 'pix' }, { methods: [] });
    if (!flow.ok && flow.code !== 'INVALID_CONFIGURATION') {
      expectTypeOf(flow.issues).toEqualTypeOf<readonly Issue[]>();
    }
    const split = computeSplit(100, [], 0);
    if (!split.ok && split.code === 'INVALID_INPUT')
      expectTypeOf(split.issues).toEqualTypeOf<readonly Issue[]>();
  });
});
