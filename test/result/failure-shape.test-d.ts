import { describe, expectTypeOf, it } from 'vitest';
import type {
  allocateRefund,
  authorizePublicRequest,
  computeSplit,
  decideCardFlow,
  Failure,
  listPublicPaymentMethods,
  parseBRL,
  planReceivables,
  prepareSplit,
  quoteInstallments,
  shapeChargeResponse,
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
});
