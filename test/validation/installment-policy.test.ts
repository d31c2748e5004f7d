import { describe, expect, it } from 'vitest';
import type { QuoteInstallmentsOptions } from '../../src/installments/quote-installments.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { creditCardRequest, hostedCreditRequest, NOW, pixRequest } from '../fixtures/requests.js';

// The fixture charges R$ 149,90: at a R$ 50,00 minimum installment, 1× to 2× are offered.
const POLICY: QuoteInstallmentsOptions = {
  maxInstallments: 12,
  interestFreeUpTo: 3,
  monthlyRate: '0.0199',
  minInstallmentAmount: 5000,
};

function withInstallments(installments: number) {
  const request = creditCardRequest();
  request.payment_details.installments = installments;
  return request;
}

function issuesOf(result: ReturnType<typeof validateChargeRequest>) {
  return result.ok ? [] : (result.issues ?? []).map((issue) => [issue.code, issue.path]);
}

// What the host is told of a policy quoteInstallments would refuse: the caller's configuration, not the buyer's request.
const invalidPolicy = {
  ok: false,
  status: 500,
  code: 'INVALID_CONFIGURATION',
  message:
    'The installmentPolicy option is not a valid installment policy (the options of quoteInstallments); the request was not checked.',
  hint: 'The installmentPolicy option is not a valid installment policy (the options of quoteInstallments); the request was not checked.',
};

describe('validateChargeRequest with an installment policy', () => {
  it('accepts a credit charge in an installment count that is offered', () => {
    const result = validateChargeRequest(withInstallments(2), { now: NOW, installmentPolicy: POLICY });

    expect(result.ok).toBe(true);
  });

  it('refuses a credit charge in an installment count that is not offered', () => {
    const result = validateChargeRequest(withInstallments(3), { now: NOW, installmentPolicy: POLICY });

    expect(issuesOf(result)).toEqual([['INSTALLMENTS_NOT_OFFERED', 'payment_details.installments']]);
  });

  it('lists the offered counts in the message', () => {
    const result = validateChargeRequest(withInstallments(3), { now: NOW, installmentPolicy: POLICY });

    expect(result.ok ? '' : result.issues?.[0]?.message).toContain(': 1, 2.');
  });

  it('writes the message in the asked locale', () => {
    const result = validateChargeRequest(withInstallments(3), {
      now: NOW,
      locale: 'pt-BR',
      installmentPolicy: POLICY,
    });

    expect(result.ok ? '' : result.issues?.[0]?.message).toContain('parcelas');
  });

  it('checks a hosted credit charge too', () => {
    const request = hostedCreditRequest();
    request.payment_details = { installments: 12 };

    const result = validateChargeRequest(request, { now: NOW, installmentPolicy: POLICY });

    expect(issuesOf(result)).toEqual([['INSTALLMENTS_NOT_OFFERED', 'payment_details.installments']]);
  });

  it('leaves other payment methods alone', () => {
    const result = validateChargeRequest(pixRequest(), { now: NOW, installmentPolicy: POLICY });

    expect(result.ok).toBe(true);
  });

  it('changes nothing without a policy', () => {
    const result = validateChargeRequest(withInstallments(24), { now: NOW });

    expect(result.ok).toBe(true);
  });

  it('answers 500 INVALID_CONFIGURATION for a policy that is not valid, never blaming the buyer', () => {
    const result = validateChargeRequest(withInstallments(1), {
      now: NOW,
      installmentPolicy: { maxInstallments: 99 },
    });

    expect(result).toEqual(invalidPolicy);
  });

  it.each([
    ['an unknown method', { ...POLICY, method: 'compound' }],
    ['no rate while some offers bear interest', { maxInstallments: 12, interestFreeUpTo: 3 }],
    ['a count that is not a number', { ...POLICY, maxInstallments: '12' }],
  ])('answers a policy with %s with the same 500 and its own words', (_, policy) => {
    const result = validateChargeRequest(withInstallments(1), {
      now: NOW,
      installmentPolicy: policy as QuoteInstallmentsOptions,
    });

    expect(result).toEqual(invalidPolicy);
  });

  it('refuses a charge below the policy’s interest-free amount, which quoteInstallments will not quote', () => {
    // The options are checked against the largest amount, where a R$ 200,00 interest-free amount is
    // valid; this charge is R$ 149,90, below it, so the policy offers no count for it, not even 1×.
    const policy = { ...POLICY, interestFreeAmount: 20000 };
    const result = validateChargeRequest(withInstallments(1), { now: NOW, installmentPolicy: policy });
    const words =
      'Installments cannot be accepted: the store installment policy is not valid, so none are offered.';

    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'The charge request has 1 problem.',
      hint: 'Fields to fix: payment_details.installments. Each issue has a hint of its own.',
      issues: [
        {
          code: 'INSTALLMENTS_NOT_OFFERED',
          path: 'payment_details.installments',
          pointer: '/payment_details/installments',
          message: words,
          hint: `payment_details.installments: ${words}`,
          params: { expected: 'a whole number', min: 1, max: 24, label: 'Installments' },
        },
      ],
    });
  });

  it('reports no second issue when the installments are already out of range', () => {
    const result = validateChargeRequest(withInstallments(30), { now: NOW, installmentPolicy: POLICY });

    expect(issuesOf(result)).toEqual([['OUT_OF_RANGE', 'payment_details.installments']]);
  });
});
