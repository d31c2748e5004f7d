import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type chargeRequestSchema,
  createChargeRequestSchema,
} from '../../src/validation/charge-request-schema.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { creditCardRequest, NOW, pixRequest } from '../fixtures/requests.js';
import { yearFromNow } from '../support/clock.js';

interface StandardResult {
  readonly value?: unknown;
  readonly issues?: readonly { readonly message: string; readonly path: readonly PropertyKey[] }[];
}

const standard = (schema: typeof chargeRequestSchema, value: unknown) =>
  schema['~standard'].validate(value) as StandardResult;

const expiringThisYear = () => {
  const request = creditCardRequest();
  request.payment_details.expiration_month = '01';
  request.payment_details.expiration_year = yearFromNow(1);
  return request;
};

describe('createChargeRequestSchema', () => {
  it('judges card expiry at the clock it was created with, as validateChargeRequest does', () => {
    const request = expiringThisYear();
    const later = new Date(NOW.getTime() + 2 * 366 * 24 * 60 * 60 * 1000);
    expect(standard(createChargeRequestSchema({ now: NOW }), request).issues).toBeUndefined();
    const refused = standard(createChargeRequestSchema({ now: later }), request);
    expect(refused.issues?.map((issue) => issue.path.join('.'))).toEqual(['payment_details.expiration_year']);
    expect(validateChargeRequest(request, { now: later }).ok).toBe(false);
  });

  it('speaks the locale it was created with', () => {
    const options = { now: NOW, locale: 'pt-BR' } as const;
    const direct = validateChargeRequest({ ...pixRequest(), amount: 0 }, options);
    const viaSchema = standard(createChargeRequestSchema(options), { ...pixRequest(), amount: 0 });
    expect(viaSchema.issues?.map((issue) => issue.message)).toEqual(
      direct.ok ? [] : direct.issues?.map((issue) => issue.message),
    );
  });

  it("lets valibot's lang config win over the locale option", () => {
    const schema = createChargeRequestSchema({ now: NOW, locale: 'en' });
    const inPortuguese = v.safeParse(schema, { ...pixRequest(), amount: 0 }, { lang: 'pt-BR' });
    const direct = validateChargeRequest({ ...pixRequest(), amount: 0 }, { now: NOW, locale: 'pt-BR' });
    expect(inPortuguese.issues?.map((issue) => issue.message)).toEqual(
      direct.ok ? [] : direct.issues?.map((issue) => issue.message),
    );
  });

  it('accepts the currencies it was created with', () => {
    const request = { ...creditCardRequest(), currency: 'USD' };
    expect(standard(createChargeRequestSchema({ now: NOW }), request).issues).toHaveLength(1);
    expect(standard(createChargeRequestSchema({ now: NOW, currencies: ['BRL', 'USD'] }), request)).toEqual({
      value: expect.objectContaining({ currency: 'USD' }),
    });
  });

  it('returns the normalized request as the Standard Schema value', () => {
    const result = standard(createChargeRequestSchema({ now: NOW }), pixRequest());
    const direct = validateChargeRequest(pixRequest(), { now: NOW });
    expect(result).toEqual({ value: direct.ok ? direct.value : undefined });
  });

  it('names array elements by number in Standard Schema paths', () => {
    const request = creditCardRequest();
    request.items = request.items.map((item, index) => (index === 1 ? { ...item, unit_price: -1 } : item));
    const result = standard(createChargeRequestSchema({ now: NOW }), request);
    expect(result.issues?.map((issue) => issue.path)).toEqual([['items', 1, 'unit_price']]);
  });
});

// valibot reads a schema by its own fields (`kind`, `type`, `expects`, `async`, `~run`) and its
// issues by theirs; Standard Schema v1 by `~standard` (version, vendor, validate). Sources: valibot
// 1.5.0's declarations (`BaseSchema`; `BaseIssue`, whose path items outside its own schemas are
// `UnknownPathItem`: type "unknown", origin "key" or "value", input, key, value), and Standard
// Schema v1 as valibot declares it (`StandardProps`: version 1, vendor, validate answering
// `{ value }` or `{ issues: [{ message, path }] }`).
describe('createChargeRequestSchema as valibot and Standard Schema read it', () => {
  const schema = createChargeRequestSchema({ now: NOW });

  it('describes itself as a synchronous valibot schema and a Standard Schema v1 of vendor charge-rules', () => {
    expect({
      kind: schema.kind,
      type: schema.type,
      expects: schema.expects,
      async: schema.async,
      reference: schema.reference,
      version: schema['~standard'].version,
      vendor: schema['~standard'].vendor,
    }).toEqual({
      kind: 'schema',
      type: 'charge_request',
      expects: 'ChargeRequest',
      async: false,
      reference: createChargeRequestSchema,
      version: 1,
      vendor: 'charge-rules',
    });
  });

  it('parses a valid request to its normalized value, typed', () => {
    const direct = validateChargeRequest(pixRequest(), { now: NOW });
    expect(v.safeParse(schema, pixRequest())).toEqual({
      typed: true,
      success: true,
      output: direct.ok ? direct.value : undefined,
      issues: undefined,
    });
  });

  it('reports a field issue as a valibot validation issue with a path of unknown keys', () => {
    const result = v.safeParse(schema, { ...pixRequest(), amount: 0 });
    expect(result.typed).toBe(false);
    expect(result.issues).toEqual([
      {
        kind: 'validation',
        type: 'charge_request',
        code: 'OUT_OF_RANGE',
        input: undefined,
        expected: null,
        received: 'invalid',
        message: expect.any(String),
        path: [{ type: 'unknown', origin: 'value', input: undefined, key: 'amount', value: undefined }],
      },
    ]);
  });

  it('reports options it cannot use as one issue at the root: no path', () => {
    const result = v.safeParse(createChargeRequestSchema({ currencies: 'BRL' as never }), pixRequest());
    expect(result.issues?.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'INVALID_CONFIGURATION', path: undefined },
    ]);
  });

  it('reports a request that is no object at the root: no path', () => {
    expect(v.safeParse(schema, 'charge')?.issues?.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'INVALID_TYPE', path: undefined },
    ]);
  });
});
