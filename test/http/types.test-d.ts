import { describe, expectTypeOf, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { authorizeSecretRequest } from '../../src/auth/authorize-secret-request.js';
import { decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import type { ProblemCode } from '../../src/http/problem-codes.js';
import { type HttpResponse, toHttpResponse } from '../../src/http/to-http-response.js';
import { type ProblemDetails, toProblemDetails } from '../../src/http/to-problem-details.js';
import type {
  allocateRefund,
  computeSplit,
  parseBRL,
  planReceivables,
  prepareSplit,
  quoteInstallments,
  shapeChargeResponse,
} from '../../src/index.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';

type FailureOf<F extends (...args: never[]) => unknown> = Extract<ReturnType<F>, { ok: false }>;

/** Every failure of every export that returns a result, not narrowed by code. */
type AnyFailure =
  | FailureOf<typeof allocateRefund>
  | FailureOf<typeof authorizePublicRequest>
  | FailureOf<typeof authorizeSecretRequest>
  | FailureOf<typeof computeSplit>
  | FailureOf<typeof decideCardFlow>
  | FailureOf<typeof listPublicPaymentMethods>
  | FailureOf<typeof parseBRL>
  | FailureOf<typeof planReceivables>
  | FailureOf<typeof prepareSplit>
  | FailureOf<typeof quoteInstallments>
  | FailureOf<typeof shapeChargeResponse>
  | FailureOf<typeof validateChargeRequest>;

declare const anyFailure: AnyFailure;

describe('http types', () => {
  it('accepts the failure of every function without a cast', () => {
    const auth = authorizePublicRequest(undefined);
    const flow = decideCardFlow({ payment_method: 'pix' }, { methods: [] });
    const list = listPublicPaymentMethods({ methods: [] });
    if (!auth.ok) expectTypeOf(toProblemDetails(auth)).toEqualTypeOf<ProblemDetails>();
    if (!flow.ok) expectTypeOf(toProblemDetails(flow)).toEqualTypeOf<ProblemDetails>();
    if (!list.ok) expectTypeOf(toProblemDetails(list)).toEqualTypeOf<ProblemDetails>();
    // @ts-expect-error: a success is not a failure
    toProblemDetails({ ok: true, public_key: 'pk_1' });
  });

  it('turns any failure of any export into a response or a body, whatever its code', () => {
    expectTypeOf(toHttpResponse(anyFailure)).toEqualTypeOf<HttpResponse>();
    expectTypeOf(toProblemDetails(anyFailure)).toEqualTypeOf<ProblemDetails>();
    const validation = validateChargeRequest({});
    if (!validation.ok) expectTypeOf(toHttpResponse(validation)).toEqualTypeOf<HttpResponse>();
  });

  it('refuses a result that may still be a success: narrow on ok first', () => {
    // @ts-expect-error: the result may be { ok: true, secret_key }
    toHttpResponse(authorizeSecretRequest(undefined));
    // @ts-expect-error: the result may be { ok: true, value }
    toProblemDetails(validateChargeRequest({}));
  });

  it('gives a closed code', () => {
    expectTypeOf<ProblemDetails['code']>().toEqualTypeOf<ProblemCode>();
    expectTypeOf<'VALIDATION_FAILED'>().toExtend<ProblemCode>();
  });
});
