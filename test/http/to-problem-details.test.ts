import { describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import type { Merchant } from '../../src/card-flow/merchant.js';
import { PROBLEM_CODES } from '../../src/http/problem-codes.js';
import {
  DEFAULT_PROBLEM_TYPE_BASE,
  MAX_PROBLEM_ERRORS,
  PROBLEM_JSON_CONTENT_TYPE,
  toProblemDetails,
} from '../../src/http/to-problem-details.js';
import type { Failure } from '../../src/result/failure.js';

const ISSUES = [
  {
    code: 'REQUIRED',
    path: 'customer.tax_id',
    pointer: '/customer/tax_id',
    message: 'Enter the CPF or CNPJ.',
    hint: 'customer.tax_id is required in this request: send it.',
    params: { field: 'customer.tax_id' },
  },
  {
    code: 'OUT_OF_RANGE',
    path: 'amount',
    pointer: '/amount',
    message: 'amount must be between 1 and 9007199254740991.',
    hint: 'amount must be from 1 to 9007199254740991.',
    params: { min: 1, max: 9007199254740991 },
  },
] as const;
// What `errors` keeps of an issue: everything but the message parameters and, unless asked for, the hint.
const ERRORS = ISSUES.map(({ params: _params, hint: _hint, ...error }) => error);
const ERRORS_WITH_HINTS = ISSUES.map(({ params: _params, ...error }) => error);
const FAILED = {
  ok: false,
  status: 422,
  code: 'VALIDATION_FAILED',
  message: 'The charge request has 2 problems.',
  hint: 'Fields to fix: customer.tax_id, amount. Each issue has a hint of its own.',
  issues: ISSUES,
} as const;
// Values a type would refuse still reach the function at run time.
const problem = (failure: unknown, options?: Parameters<typeof toProblemDetails>[1]) =>
  toProblemDetails(failure as Failure, options);

describe('toProblemDetails for a validation failure', () => {
  it('answers 422 VALIDATION_FAILED with the issues in errors and the failure message in detail', () => {
    expect(toProblemDetails(FAILED)).toEqual({
      type: 'urn:charge-rules:problem:validation-failed',
      title: 'The charge request is not valid',
      status: 422,
      detail: 'The charge request has 2 problems.',
      code: 'VALIDATION_FAILED',
      errors: ERRORS,
    });
  });

  it('writes the title in Portuguese for pt-BR', () => {
    expect(toProblemDetails(FAILED, { locale: 'pt-BR' })).toMatchObject({ title: 'A cobrança não é válida' });
  });

  it('copies the issues into fresh objects, keeping only their code, path, pointer and message', () => {
    const issues = [{ ...ISSUES[0], extra: 'x' }];
    const body = problem({ ...FAILED, issues });
    expect(body.errors).toEqual([ERRORS[0]]);
    expect(body.errors?.[0]).not.toBe(issues[0]);
  });

  it.each([
    ['code', 1],
    ['path', 7],
    ['pointer', null],
    ['message', { text: 'Enter the CPF.' }],
  ])('drops an issue whose %s is not text', (field, value) => {
    const issues = [{ ...ISSUES[0], [field]: value }, ISSUES[1]];
    expect(problem({ ...FAILED, issues })).toEqual({
      type: 'urn:charge-rules:problem:validation-failed',
      title: 'The charge request is not valid',
      status: 422,
      detail: 'The charge request has 2 problems.',
      code: 'VALIDATION_FAILED',
      errors: [ERRORS[1]],
    });
  });

  it('drops entries that are not issues, and holes', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested
    const issues = [ISSUES[0], null, 'text', { code: 1, path: '', pointer: '', message: '' }, , ISSUES[1]];
    expect(problem({ ...FAILED, issues }).errors).toEqual(ERRORS);
  });

  it('copies at most MAX_PROBLEM_ERRORS issues, even from a huge sparse array', () => {
    const issues: unknown[] = [];
    issues.length = 2 ** 32 - 1;
    issues[0] = ISSUES[0];
    expect(problem({ ...FAILED, issues }).errors).toEqual([ERRORS[0]]);
    const many = Array.from({ length: MAX_PROBLEM_ERRORS + 5 }, () => ISSUES[1]);
    expect(problem({ ...FAILED, issues: many }).errors).toHaveLength(MAX_PROBLEM_ERRORS);
  });

  it('reads no issue through a Proxy whose traps throw', () => {
    const issues = new Proxy([ISSUES[0]], {
      getOwnPropertyDescriptor() {
        throw new Error('trap');
      },
    });
    expect(problem({ ...FAILED, issues })).toMatchObject({ code: 'VALIDATION_FAILED', errors: [] });
  });
});

describe('toProblemDetails for a split failure', () => {
  it('answers 422 with the split message as detail', () => {
    const failure = {
      ok: false,
      status: 422,
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
      message: 'The split shares add up to 1200 centavos…',
      hint: 'split: the exact sum of the shares is more than amount.',
    } as const;
    expect(toProblemDetails(failure)).toEqual({
      type: 'urn:charge-rules:problem:split-amount-exceeds-total',
      title: 'The split cannot be applied',
      status: 422,
      detail: 'The split shares add up to 1200 centavos…',
      code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL',
    });
  });

  it('puts the issues of the failure in errors when it has some', () => {
    const failure = { ok: false, status: 422, code: 'INVALID_INPUT', message: 'x', issues: ISSUES };
    expect(problem(failure)).toMatchObject({ status: 422, code: 'INVALID_INPUT', errors: ERRORS });
  });

  it('localizes the title for NEGATIVE_NET_AMOUNT_AFTER_FEES', () => {
    const failure = {
      ok: false,
      status: 422,
      code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES',
      message: 'm',
      hint: 'h',
    } as const;
    expect(toProblemDetails(failure, { locale: 'pt-BR' })).toMatchObject({
      title: 'Não foi possível aplicar o split',
      status: 422,
    });
  });
});

describe('toProblemDetails for card-flow and auth failures', () => {
  const merchant: Merchant = { methods: [{ type: 'credit_card', card_flow: 'transparent' }] };

  it('answers 422 for the card-flow codes, with the failure message as detail', () => {
    const failure = decideCardFlow({ payment_method: 'credit_card', card_flow: 'hosted' }, merchant);
    if (failure.ok) throw new Error('expected a failure');
    expect(toProblemDetails(failure)).toEqual({
      type: 'urn:charge-rules:problem:card-flow-not-supported',
      title: 'The payment method cannot be served',
      status: 422,
      detail: failure.message,
      code: 'CARD_FLOW_NOT_SUPPORTED',
      errors: [
        {
          code: 'CARD_FLOW_NOT_SUPPORTED',
          path: 'card_flow',
          pointer: '/card_flow',
          message: failure.message,
        },
      ],
    });
  });

  it('answers 401 for a missing key and 403 for a secret key, titled in the locale', () => {
    const missing = authorizePublicRequest(undefined);
    const secret = authorizePublicRequest(`Basic ${btoa('sk_live_1:')}`, { locale: 'pt-BR' });
    if (missing.ok || secret.ok) throw new Error('expected failures');
    expect(toProblemDetails(missing)).toEqual({
      type: 'urn:charge-rules:problem:missing-credentials',
      title: 'Not authorized',
      status: 401,
      detail: missing.message,
      code: 'MISSING_CREDENTIALS',
    });
    expect(toProblemDetails(secret, { locale: 'pt-BR' })).toMatchObject({
      title: 'Não autorizado',
      status: 403,
      detail: secret.message,
      code: 'SECRET_KEY_NOT_ALLOWED',
    });
  });

  it('uses the title as detail when the failure has no message', () => {
    expect(problem({ ok: false, code: 'NOT_A_PUBLIC_KEY' })).toMatchObject({
      status: 401,
      detail: 'Not authorized',
    });
  });

  it('takes the status from the code, not from the failure', () => {
    expect(
      problem({ ok: false, status: 200, code: 'PAYMENT_METHOD_NOT_ENABLED', message: 'm' }),
    ).toHaveProperty('status', 422);
  });
});

describe('toProblemDetails for server faults', () => {
  const GENERIC = {
    title: 'Internal error',
    detail:
      'The request could not be completed because of an error on our side. Try again later; if it keeps happening, contact support.',
  };

  it('answers 500 INVALID_CONFIGURATION with a generic body, from either card-flow function', () => {
    const listed = listPublicPaymentMethods(null as unknown as Merchant);
    const decided = decideCardFlow({ payment_method: 'pix' }, null as unknown as Merchant);
    for (const failure of [listed, decided]) {
      expect(problem(failure)).toEqual({
        type: 'urn:charge-rules:problem:invalid-configuration',
        ...GENERIC,
        status: 500,
        code: 'INVALID_CONFIGURATION',
      });
    }
  });

  it('answers 502 for INVALID_PROVIDER_RESPONSE, without its message', () => {
    const failure = {
      ok: false,
      status: 502,
      code: 'INVALID_PROVIDER_RESPONSE',
      message: 'answer.redirect_url',
    };
    expect(problem(failure)).toEqual({
      type: 'urn:charge-rules:problem:invalid-provider-response',
      ...GENERIC,
      status: 502,
      code: 'INVALID_PROVIDER_RESPONSE',
    });
  });

  it('writes the generic body in Portuguese for pt-BR', () => {
    expect(problem(undefined, { locale: 'pt-BR' })).toMatchObject({ title: 'Erro interno', status: 500 });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'error'],
    ['a success', { ok: true, value: {} }],
    ['a failure without a code', { ok: false }],
    ['an unknown code', { ok: false, code: 'NOPE', message: 'm' }],
    ['an inherited code', { ok: false, code: 'toString', message: 'm' }],
    ['a nested unknown code', { ok: false, error: { code: 'NOPE', message: 'm' } }],
    [
      'a code that is not text but converts to one',
      { ok: false, code: ['MISSING_CREDENTIALS'], message: 'm' },
    ],
    [
      'an ok that is a getter',
      {
        get ok() {
          return false;
        },
        code: 'NOT_A_PUBLIC_KEY',
      },
    ],
  ])('answers 500 INTERNAL_ERROR for %s', (_name, failure) => {
    expect(problem(failure)).toEqual({
      type: 'urn:charge-rules:problem:internal-error',
      ...GENERIC,
      status: 500,
      code: 'INTERNAL_ERROR',
    });
  });
});

describe('toProblemDetails options and constants', () => {
  it('prefixes type with typeBase when given', () => {
    const body = toProblemDetails(
      { ok: false, status: 401, code: 'MISSING_CREDENTIALS', message: 'm', hint: 'h' },
      { typeBase: 'https://docs.example.com/problems/' },
    );
    expect(body.type).toBe('https://docs.example.com/problems/missing-credentials');
  });

  it.each([
    ['a success', { ok: true, value: {} }],
    ['an unknown code', { ok: false, code: 'NOPE', message: 'm' }],
    ['an inherited code', { ok: false, code: 'toString', message: 'm' }],
  ])('prefixes the type of the 500 answered to %s with typeBase too', (_name, failure) => {
    expect(problem(failure, { typeBase: 'https://docs.example.com/problems/' })).toEqual({
      type: 'https://docs.example.com/problems/internal-error',
      title: 'Internal error',
      detail:
        'The request could not be completed because of an error on our side. Try again later; if it keeps happening, contact support.',
      status: 500,
      code: 'INTERNAL_ERROR',
    });
  });

  it('answers the generic 500, without throwing, even when a built-in it relies on has been broken', () => {
    const original = String.prototype.toLowerCase;
    String.prototype.toLowerCase = () => {
      throw new Error('tampered');
    };
    try {
      expect(problem(FAILED, { locale: 'pt-BR', typeBase: 'https://docs.example.com/problems/' })).toEqual({
        type: 'urn:charge-rules:problem:internal-error',
        title: 'Erro interno',
        detail:
          'Não foi possível concluir a requisição por um erro do nosso lado. Tente de novo mais tarde; se o erro continuar, fale com o suporte.',
        status: 500,
        code: 'INTERNAL_ERROR',
      });
    } finally {
      String.prototype.toLowerCase = original;
    }
  });

  it('ignores a typeBase that is not a string', () => {
    expect(
      problem({ ok: false, code: 'MISSING_CREDENTIALS', message: 'm' }, { typeBase: 1 as unknown as string }),
    ).toHaveProperty('type', `${DEFAULT_PROBLEM_TYPE_BASE}missing-credentials`);
  });

  it('exports the problem+json media type', () => {
    expect(PROBLEM_JSON_CONTENT_TYPE).toBe('application/problem+json');
  });

  it('maps every code to a client (4xx) or server (5xx) status', () => {
    for (const [code, { status, title }] of Object.entries(PROBLEM_CODES)) {
      expect(status >= 500, code).toBe(title === null);
    }
  });

  it('does not mutate the failure', () => {
    const failure = { ...FAILED, issues: [...ISSUES] };
    const snapshot = structuredClone(failure);
    toProblemDetails(failure);
    expect(failure).toEqual(snapshot);
  });
});

describe('toProblemDetails hints', () => {
  it('leaves the hints out by default, so a public route does not teach the schema', () => {
    const body = toProblemDetails(FAILED);
    expect(body).not.toHaveProperty('hint');
    expect(body.errors).toEqual(ERRORS);
  });

  it('adds the failure hint and each issue hint with { hints: true }', () => {
    const body = toProblemDetails(FAILED, { hints: true });
    expect(body.hint).toBe(FAILED.hint);
    expect(body.errors).toEqual(ERRORS_WITH_HINTS);
  });

  it('adds the hint of a failure without issues, and no errors member', () => {
    const failure = { ok: false, status: 401, code: 'MISSING_CREDENTIALS', message: 'm', hint: 'h' } as const;
    // toStrictEqual: `errors: undefined` would be a member all the same (`'errors' in body`).
    expect(toProblemDetails(failure, { hints: true })).toStrictEqual({
      type: 'urn:charge-rules:problem:missing-credentials',
      title: 'Not authorized',
      status: 401,
      detail: 'm',
      code: 'MISSING_CREDENTIALS',
      hint: 'h',
    });
  });

  it('keeps a server fault generic even with { hints: true }', () => {
    const failure = {
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
      message: 'm',
      hint: 'options.now',
    } as const;
    expect(JSON.stringify(toProblemDetails(failure, { hints: true }))).not.toContain('options.now');
  });

  it('takes only true as asking for hints', () => {
    expect(problem(FAILED, { hints: 'yes' as never })).not.toHaveProperty('hint');
  });

  it('skips a failure hint that is not text, keeping the rest of the body and the issue hints', () => {
    expect(problem({ ...FAILED, hint: 7 }, { hints: true })).toStrictEqual({
      type: 'urn:charge-rules:problem:validation-failed',
      title: 'The charge request is not valid',
      status: 422,
      detail: 'The charge request has 2 problems.',
      code: 'VALIDATION_FAILED',
      errors: ERRORS_WITH_HINTS,
    });
  });
});
