// The rules over several fields or over the options, each answered whole: code, path, pointer,
// message, hint and params, in the English catalogue's words unless a locale is asked for. Beside
// each refusal, the request next to it that the rule lets through, and the fields whose own problem
// keeps a rule from adding a second issue.
import { describe, expect, it } from 'vitest';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { boletoRequest, creditCardRequest, NOW } from '../fixtures/requests.js';

const options = { now: NOW };
const AMEX = '378282246310005';
const RECIPIENT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
// Ten days after the pinned clock, in Brasília, and the day after: a due date the table accepts and
// a discount date past it.
const DUE_DATE = new Date(NOW.getTime() - 3 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
const DAY_AFTER = new Date(Date.parse(`${DUE_DATE}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The 422 of one issue, as validation words it. */
function oneIssue(
  issue: { code: string; path: string; message: string; params: Record<string, unknown> },
  chargeMessage = 'The charge request has 1 problem.',
) {
  return {
    ok: false,
    status: 422,
    code: 'VALIDATION_FAILED',
    message: chargeMessage,
    hint: `Fields to fix: ${issue.path}. Each issue has a hint of its own.`,
    issues: [
      {
        code: issue.code,
        path: issue.path,
        pointer: `/${issue.path.replaceAll('.', '/')}`,
        message: issue.message,
        hint: `${issue.path}: ${issue.message}`,
        params: issue.params,
      },
    ],
  };
}

/** What each issue of an answer is, as `CODE at path`. */
function issuesOf(result: ReturnType<typeof validateChargeRequest>) {
  return result.ok ? 'ok' : (result.issues ?? []).map((issue) => `${issue.code} at ${issue.path}`);
}

describe('the security code matches the brand', () => {
  it.each([
    [
      'an American Express card for its 4-digit code',
      AMEX,
      '123',
      'Enter the 4-digit security code printed on the front of the card.',
    ],
    [
      'every other brand for its 3-digit code',
      '4111 1111 1111 1111',
      '1234',
      'Enter the 3-digit security code.',
    ],
  ])('asks %s', (_, number, cvv, message) => {
    const request = creditCardRequest();
    request.payment_details.number = number;
    request.payment_details.cvv = cvv;
    expect(validateChargeRequest(request, options)).toEqual(
      oneIssue({
        code: 'INVALID_VALUE',
        path: 'payment_details.cvv',
        message,
        params: { expected: 'text', max: 4, label: 'Security code' },
      }),
    );
  });
});

describe('the tax id matches the customer type', () => {
  it('refuses a CNPJ for an individual buying from Brazil', () => {
    const request = creditCardRequest();
    request.customer.tax_id = '11.222.333/0001-81';
    expect(issuesOf(validateChargeRequest(request, options))).toEqual(['INVALID_VALUE at customer.tax_id']);
  });

  it('leaves a buyer billed abroad alone: the rule is about Brazilian documents', () => {
    const request = creditCardRequest();
    request.customer.tax_id = '11222333000181';
    const abroad = { ...request, billing_address: { ...request.billing_address, country: 'PT' } };
    expect(issuesOf(validateChargeRequest(abroad, options))).toBe('ok');
  });
});

describe('the currency is one the host accepts', () => {
  it('lists every accepted currency, separated by commas', () => {
    const request = { ...creditCardRequest(), currency: 'EUR' };
    expect(validateChargeRequest(request, { ...options, currencies: ['BRL', 'USD'] })).toEqual(
      oneIssue({
        code: 'INVALID_VALUE',
        path: 'currency',
        message: 'Choose one of the accepted currencies: BRL, USD.',
        params: { expected: 'text', max: 3, values: 'BRL, USD', label: 'Currency' },
      }),
    );
  });
});

describe('the split totals, checked by the split engine', () => {
  it('says by how much the shares pass the amount, with the total and the amount in params', () => {
    const request = creditCardRequest();
    const fixedRule = request.split[1] as { amount: number };
    fixedRule.amount = 20000;
    expect(validateChargeRequest(request, options)).toEqual(
      oneIssue({
        code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
        path: 'split',
        message: 'The split shares add up to R$319.92, more than the charge amount of R$149.90.',
        params: { expected: 'a list', max: 100, total: '31992', amount: 14990, label: 'Split' },
      }),
    );
  });

  it('says which recipient cannot pay the host’s fee, with the gross, the fee and the amount in params', () => {
    const request = {
      ...creditCardRequest(),
      split: [{ recipient_id: RECIPIENT, recipient_type: 'merchant', type: 'fixed', amount: 100 }],
    };
    expect(validateChargeRequest(request, { ...options, mdr: { rate: 0, fixed: 200 } })).toEqual(
      oneIssue({
        code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
        path: 'split.0',
        message:
          'The first recipient receives R$1.00, less than the fee of R$2.00. Reduce the other shares or raise the amount.',
        params: { expected: 'an object', gross: 100, fee: '200', amount: 14990, label: 'Recipient 1' },
      }),
    );
  });

  it('accepts a charge without a split whatever the host’s fee: the master account bears it', () => {
    const { split: _, ...request } = creditCardRequest();
    const result = validateChargeRequest(request, { ...options, mdr: { rate: 0, fixed: 20000 } });
    expect(issuesOf(result)).toBe('ok');
  });

  it('reports the totals beside a problem elsewhere in the request', () => {
    const request = creditCardRequest();
    const fixedRule = request.split[1] as { amount: number };
    fixedRule.amount = 20000;
    request.customer.email = 'maria@';
    expect(issuesOf(validateChargeRequest(request, options))).toEqual([
      'INVALID_VALUE at customer.email',
      'SPLIT_AMOUNT_EXCEEDS_TOTAL at split',
    ]);
  });

  it('adds no totals issue to a rule with a problem of its own, with or without an MDR', () => {
    const request = creditCardRequest();
    const [first, fixedRule] = request.split as unknown as [{ recipient_type: string }, { amount: number }];
    first.recipient_type = 'partner';
    fixedRule.amount = 20000;
    for (const withMdr of [options, { ...options, mdr: 0.0299 }]) {
      expect(issuesOf(validateChargeRequest(request, withMdr))).toEqual([
        'INVALID_VALUE at split.0.recipient_type',
      ]);
    }
  });
});

describe('the merchant serves the method', () => {
  it('answers in the buyer’s language, with the methods it does serve', () => {
    const result = validateChargeRequest(boletoRequest(), {
      ...options,
      locale: 'pt-BR',
      merchant: { methods: [{ type: 'pix' }] },
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'A cobrança tem 1 problema.',
      hint: 'Fields to fix: payment_method. Each issue has a hint of its own.',
      issues: [
        {
          code: 'PAYMENT_METHOD_NOT_ENABLED',
          path: 'payment_method',
          pointer: '/payment_method',
          message: 'Pagamento com boleto não está disponível nesta loja. Escolha uma destas formas: PIX.',
          hint: 'payment_method: this merchant has not enabled this payment method; send one of: pix (GET /v1/public/payment-methods lists them).',
          params: {
            expected: 'um texto',
            values: 'pix',
            method: 'boleto',
            method_name: 'boleto',
            names: 'PIX',
            label: 'Forma de pagamento',
          },
        },
      ],
    });
  });
});

describe('the terms of a charge with a due date', () => {
  const lateDiscount = { until: [{ date: DAY_AFTER, type: 'fixed', amount: 1 }] };

  it('refuses a discount date after the due date', () => {
    const request = { ...boletoRequest(), payment_details: { due_date: DUE_DATE, discount: lateDiscount } };
    expect(issuesOf(validateChargeRequest(request, options))).toEqual([
      'INVALID_VALUE at payment_details.discount.until.0.date',
    ]);
  });

  it('reports the terms beside a problem elsewhere in the request', () => {
    const request = {
      ...boletoRequest(),
      customer: { ...boletoRequest().customer, email: 'maria@' },
      payment_details: { due_date: DUE_DATE, discount: lateDiscount },
    };
    expect(issuesOf(validateChargeRequest(request, options))).toEqual([
      'INVALID_VALUE at customer.email',
      'INVALID_VALUE at payment_details.discount.until.0.date',
    ]);
  });

  it('adds no issue between the terms while another term has a problem of its own', () => {
    const details = { due_date: DUE_DATE, discount: lateDiscount, late_fee: { type: 'share', amount: 1 } };
    const request = { ...boletoRequest(), payment_details: details };
    expect(issuesOf(validateChargeRequest(request, options))).toEqual([
      'INVALID_VALUE at payment_details.late_fee.type',
    ]);
  });

  it('adds no issue between the terms while the customer type, which sets the limits, has a problem', () => {
    const request = {
      ...boletoRequest(),
      customer: { ...boletoRequest().customer, type: 'person' },
      payment_details: { due_date: DUE_DATE, discount: lateDiscount },
    };
    expect(issuesOf(validateChargeRequest(request, options))).toEqual(['INVALID_VALUE at customer.type']);
  });
});
