import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { type CardFlowRequest, decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { PROBLEM_CODES } from '../../src/http/problem-codes.js';
import { toProblemDetails } from '../../src/http/to-problem-details.js';
import type { Failure } from '../../src/result/failure.js';
import { CARD_FLOWS, PAYMENT_METHODS } from '../../src/rules/values.js';

const locale = fc.constantFrom('en', 'pt-BR') as fc.Arbitrary<'en' | 'pt-BR'>;
const KEYS = ['type', 'title', 'status', 'detail', 'code'];

const merchant = fc.record(
  {
    methods: fc.uniqueArray(
      fc.oneof(
        fc.record({
          type: fc.constantFrom('credit_card', 'debit_card'),
          card_flow: fc.constantFrom(...CARD_FLOWS),
        }),
        fc.record({ type: fc.constantFrom('pix', 'boleto') }),
      ),
      { selector: (method) => method.type, maxLength: 4 },
    ),
  },
  { requiredKeys: [] },
);
const request = fc.record(
  { payment_method: fc.constantFrom(...PAYMENT_METHODS), card_flow: fc.constantFrom(...CARD_FLOWS) },
  { requiredKeys: ['payment_method'] },
);
const header = fc.oneof(
  fc.string(),
  fc
    .tuple(fc.constantFrom('pk_', 'sk_', ''), fc.string(), fc.constantFrom(':', '', ':x'))
    .map((parts) => `Basic ${btoa(parts.join('').replace(/[^\x20-\x7e]/g, ''))}`),
);

describe('toProblemDetails properties', () => {
  it('keeps the code and status of every card-flow and auth failure', () => {
    fc.assert(
      fc.property(merchant, request, header, locale, (m, r, h, l) => {
        const failures = [decideCardFlow(r as CardFlowRequest, m as Merchant), authorizePublicRequest(h)];
        for (const failure of failures) {
          if (failure.ok) continue;
          const body = toProblemDetails(failure, { locale: l });
          expect(body.code).toBe(failure.code);
          expect(body.status).toBe(failure.status);
          // A failure with issues (card flow) carries them in errors; one without (auth) has none.
          expect(Object.keys(body)).toEqual('issues' in failure ? [...KEYS, 'errors'] : KEYS);
          if (failure.status < 500) expect(body.detail).toBe(failure.message);
        }
      }),
    );
  });

  it('keeps every issue of a validation failure, in order', () => {
    // Text without digits or underscores: no card number or key can form in it, so nothing is
    // masked (an issue's text that holds one is masked: test/security/planted-secrets.test.ts).
    const text = fc.string().map((value) => value.replace(/[0-9_]/g, ''));
    const issue = fc.record({ code: text, path: text, pointer: text, message: text });
    fc.assert(
      fc.property(fc.array(issue, { maxLength: 20 }), (issues) => {
        const body = toProblemDetails({
          ok: false,
          status: 422,
          code: 'VALIDATION_FAILED',
          message: 'm',
          issues,
        } as unknown as Failure);
        expect(body).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', errors: issues });
      }),
    );
  });

  it('never throws, and always answers a known code with its status', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({ withObjectString: true, withNullPrototype: true, withSparseArray: true }),
          fc.record({ ok: fc.constant(false), code: fc.constantFrom(...Object.keys(PROBLEM_CODES), 'X') }),
        ),
        locale,
        (failure, l) => {
          const body = toProblemDetails(failure as Failure, { locale: l });
          expect(PROBLEM_CODES[body.code].status).toBe(body.status);
          expect(typeof body.title).toBe('string');
          expect(typeof body.detail).toBe('string');
        },
      ),
    );
  });
});
