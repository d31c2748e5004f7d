import { describe, expect, it } from 'vitest';
import { formatIssue, type Issue, issuesByField, validateChargeRequest } from '../../src/index.js';
import { creditCardRequest, NOW, pixRequest } from '../fixtures/requests.js';

function issuesOf(
  input: unknown,
  options: Parameters<typeof validateChargeRequest>[1] = {},
): readonly Issue[] {
  const result = validateChargeRequest(input, { now: NOW, ...options });
  if (result.ok || !('issues' in result) || result.issues === undefined) throw new Error('expected issues');
  return result.issues;
}

const badTaxId = () => {
  const request = pixRequest();
  return { ...request, customer: { ...request.customer, tax_id: '111.111.111-12' } };
};

const at = (issues: readonly Issue[], path: string) => issues.find((issue) => issue.path === path) as Issue;

describe('messages a buyer can read', () => {
  it('read next to their field, without naming it or showing its path', () => {
    const issue = at(issuesOf(badTaxId(), { locale: 'pt-BR' }), 'customer.tax_id');
    expect(issue.message).toBe('Informe um CPF ou CNPJ válido.');
  });

  it('carry the field label in every locale as a parameter', () => {
    expect(at(issuesOf(badTaxId(), { locale: 'en' }), 'customer.tax_id').params.label).toBe('CPF or CNPJ');
    expect(at(issuesOf(badTaxId(), { locale: 'pt-BR' }), 'customer.tax_id').params.label).toBe('CPF ou CNPJ');
    expect(at(issuesOf(badTaxId(), { locale: 'es' }), 'customer.tax_id').params.label).toBe('CPF o CNPJ');
  });

  it('label a field of an array entry with its number, counted from 1', () => {
    const request = pixRequest();
    const items = [request.items[0], { ...request.items[0], unit_price: -1 }];
    const issue = at(issuesOf({ ...request, items }, { locale: 'pt-BR' }), 'items.1.unit_price');
    expect(issue.params.label).toBe('Preço unitário (item 2)');
  });

  it('write money bounds as money in the locale', () => {
    const issue = at(issuesOf({ ...pixRequest(), amount: 0 }, { locale: 'pt-BR' }), 'amount');
    expect(issue).toMatchObject({ code: 'OUT_OF_RANGE', params: { min: 1 } });
    expect(issue.message).toBe('Informe um valor de pelo menos R$\u00a00,01.');
  });

  it('carry the numbers of their text as parameters', () => {
    const request = pixRequest();
    const issue = at(
      issuesOf({ ...request, customer: { ...request.customer, name: 'x'.repeat(121) } }),
      'customer.name',
    );
    expect(issue).toMatchObject({ code: 'TOO_LONG', params: { max: 120, label: 'Name' } });
  });

  it('are written in Latin-American Spanish with locale es', () => {
    const issue = at(
      issuesOf({ ...creditCardRequest(), payment_details: undefined }, { locale: 'es' }),
      'payment_details',
    );
    expect(issue.message).toBe('Completa este campo.');
  });

  it('suggest a misspelt field in the hint, and label it by the nearest field a buyer knows', () => {
    const request = pixRequest();
    const issue = issuesOf({ ...request, customer: { ...request.customer, emial: 'a@b.co' } }).find(
      (entry) => entry.code === 'UNKNOWN_FIELD',
    ) as Issue;
    expect(issue).toMatchObject({
      path: 'customer.emial',
      params: { suggestion: 'email', label: 'Customer' },
      hint: 'customer.emial is not a field of a charge request: did you mean email?',
    });
  });
});

describe('formatIssue', () => {
  it('puts the label before a message that stands alone', () => {
    const issue = at(issuesOf(badTaxId(), { locale: 'pt-BR' }), 'customer.tax_id');
    expect(formatIssue(issue)).toBe('CPF ou CNPJ: informe um CPF ou CNPJ válido.');
  });

  it('keeps the capitals of a message that begins with an acronym', () => {
    const issue = {
      code: 'INVALID_VALUE',
      path: 'currency',
      pointer: '/currency',
      message: 'PIX and boleto are in reais only: use BRL.',
      hint: 'currency must be BRL when payment_method is pix or boleto.',
      params: { label: 'Currency' },
    } as const;
    expect(formatIssue(issue)).toBe('Currency — PIX and boleto are in reais only: use BRL.');
  });

  it('joins the label once, with a dash, when the message holds a colon of its own', () => {
    const request = { ...pixRequest(), customer: { ...pixRequest().customer, type: 'company' } };
    const issue = at(issuesOf(request), 'customer.tax_id');
    expect(formatIssue(issue)).toBe('CPF or CNPJ — enter a CNPJ: this customer is a company.');
  });

  it('lower-cases a one-letter first word and never repeats the label', () => {
    const request = { ...pixRequest(), customer: { ...pixRequest().customer, birthdate: '2999-01-01' } };
    const texts = (['en', 'pt-BR', 'es'] as const).map((locale) =>
      formatIssue(at(issuesOf(request, { locale }), 'customer.birthdate')),
    );
    expect(texts).toEqual([
      'Date of birth: enter a date that is not in the future.',
      'Data de nascimento: informe uma data que não esteja no futuro.',
      'Fecha de nacimiento: ingresa una fecha que no sea futura.',
    ]);
  });

  it.each([
    ['A data', 'a data'],
    ['E-mail inválido', 'e-mail inválido'],
    ['CPF inválido', 'CPF inválido'],
    ['Élan', 'élan'],
    ['', ''],
  ])('writes %j after the label as %j', (message, after) => {
    const issue = {
      code: 'INVALID_VALUE',
      path: 'x',
      pointer: '/x',
      message,
      hint: 'x: a hint',
      params: { label: 'X' },
    } as const;
    expect(formatIssue(issue)).toBe(`X: ${after}`);
  });

  it('gives the message alone when the issue has no label, and never throws', () => {
    expect(
      formatIssue({
        code: 'REQUIRED',
        path: 'x',
        pointer: '/x',
        message: 'Required.',
        hint: 'h',
        params: {},
      }),
    ).toBe('Required.');
    expect(formatIssue(null as unknown as Issue)).toBe('');
  });
});

describe('the labels option', () => {
  it('renames a field for its issues', () => {
    const issue = at(issuesOf(badTaxId(), { labels: { 'customer.tax_id': 'Documento' } }), 'customer.tax_id');
    expect(formatIssue(issue)).toBe('Documento: enter a valid CPF or CNPJ.');
  });

  it('renames every entry of an array, numbering it through {n}', () => {
    const request = pixRequest();
    const items = [request.items[0], { ...request.items[0], name: '' }];
    const issue = at(
      issuesOf({ ...request, items }, { labels: { 'items.*.name': 'Product {n}' } }),
      'items.1.name',
    );
    expect(issue.params.label).toBe('Product 2');
  });

  it('refuses a key that is not a field as the host own mistake', () => {
    const result = validateChargeRequest(pixRequest(), {
      now: NOW,
      labels: { 'customer.taxid': 'Documento' } as never,
    });
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
  });
});

describe('the messages option', () => {
  it('replaces the message of a code for every field', () => {
    const issue = at(
      issuesOf({ ...pixRequest(), amount: undefined }, { messages: { REQUIRED: 'Obrigatório' } }),
      'amount',
    );
    expect(issue.message).toBe('Obrigatório');
  });

  it('replaces the message of one field, which wins over the code', () => {
    const issues = issuesOf(badTaxId(), {
      messages: {
        INVALID_VALUE: 'Invalid.',
        'customer.tax_id': { 'INVALID_VALUE.br_tax_id': 'Check your {label}.' },
      },
    });
    expect(at(issues, 'customer.tax_id').message).toBe('Check your CPF or CNPJ.');
  });

  it('renders a function of the parameters', () => {
    const request = pixRequest();
    const issue = at(
      issuesOf(
        { ...request, customer: { ...request.customer, name: 'x'.repeat(121) } },
        { messages: { TOO_LONG: (params) => `max ${params.max}` } },
      ),
      'customer.name',
    );
    expect(issue.message).toBe('max 120');
  });

  it('keeps the library message when a function throws', () => {
    const issue = at(
      issuesOf(badTaxId(), {
        messages: {
          INVALID_VALUE: () => {
            throw new Error('bug');
          },
        },
      }),
      'customer.tax_id',
    );
    expect(issue.message).toBe('Enter a valid CPF or CNPJ.');
  });

  it("takes a key of the split engine's own issues, as every message key of an issue, and refuses the split failure's", () => {
    const split = { 'REQUIRED.mdr': 'MDR?', 'INVALID_VALUE.fee_bearer': 'Who pays?' };
    expect(validateChargeRequest(pixRequest(), { now: NOW, messages: split }).ok).toBe(true);
    const failure = { 'INVALID_CONFIGURATION.split': 'Split?' } as never;
    expect(validateChargeRequest(pixRequest(), { now: NOW, messages: failure })).toMatchObject({
      ok: false,
      status: 500,
      code: 'INVALID_CONFIGURATION',
    });
  });

  it('refuses a value that is neither text nor a function as the host own mistake', () => {
    const result = validateChargeRequest(pixRequest(), { now: NOW, messages: { REQUIRED: 42 } as never });
    expect(result).toMatchObject({ ok: false, status: 500, code: 'INVALID_CONFIGURATION' });
  });
});

describe('issuesByField', () => {
  it('groups issues by path, in their order, for a form', () => {
    const errors = issuesByField(issuesOf({ ...badTaxId(), amount: 0 }));
    expect(errors['customer.tax_id']?.[0]?.code).toBe('INVALID_VALUE');
    expect(errors.amount?.map((issue) => issue.code)).toEqual(['OUT_OF_RANGE']);
  });

  it('holds only the paths with issues: no prototype answers for a missing one', () => {
    const errors = issuesByField([]);
    expect(errors.constructor).toBeUndefined();
    expect(Object.keys(errors)).toEqual([]);
  });

  it('skips what is not an issue and never throws', () => {
    expect(Object.keys(issuesByField([null, { path: 3 }] as never))).toEqual([]);
    expect(Object.keys(issuesByField('nope' as never))).toEqual([]);
  });
});
