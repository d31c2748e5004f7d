import { describe, expectTypeOf, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import type { ProblemCode } from '../../src/http/problem-codes.js';
import { type ProblemDetails, toProblemDetails } from '../../src/http/to-problem-details.js';

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

  it('gives a closed code', () => {
    expectTypeOf<ProblemDetails['code']>().toEqualTypeOf<ProblemCode>();
    expectTypeOf<'VALIDATION_FAILED'>().toExtend<ProblemCode>();
  });
});
