// The OpenAPI document describes what the library's own functions answer: each body they build is
// valid for the response schema of its route and status.
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILES } from '../../scripts/json-schema.mjs';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import type { ChargeOutcomeRequest, ProviderAnswer } from '../../src/charge/charge-response.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { toProblemDetails } from '../../src/http/to-problem-details.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { ajvWithFormats, type Json, readShipped } from './generate.js';

const document = readShipped(SCHEMA_FILES.openapi);
const { ajv } = ajvWithFormats();
ajv.addKeyword('components');
ajv.addSchema({ $id: 'urn:charge-rules:openapi', components: document.components });

function responseSchema(path: string, method: string, status: number, media: string) {
  let response: Json = document.paths[path][method].responses[status];
  if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()];
  const schema = response.content[media].schema;
  const ref = schema.$ref ?? undefined;
  return ref
    ? (ajv.getSchema(`urn:charge-rules:openapi${ref}`) as (value: unknown) => boolean)
    : ajv.compile({ $id: `urn:charge-rules:response:${path}:${status}`, ...rebase(schema) });
}

// A schema inlined in a response refers to the components by local pointers: make them absolute.
function rebase(schema: Json): Json {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', '"urn:charge-rules:openapi#/components/'),
  );
}

// A static code for R$ 50,00: BACEN's example code with field 54 added and its checksum recomputed.
const BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540550.005802BR5913Fulano de Tal6008BRASILIA62070503***6304BC5B';

const charge = (request: ChargeOutcomeRequest, answer: ProviderAnswer) => {
  const shaped = shapeChargeResponse(request, answer);
  if (!shaped.ok) throw new Error(shaped.message);
  return shaped.charge;
};

describe('openapi.json responses', () => {
  it('describe the charge record of every method and flow (201)', () => {
    const valid = responseSchema('/v1/charges', 'post', 201, 'application/json');
    const bodies = [
      charge(
        { amount: 1990, currency: 'BRL', payment_method: 'credit_card' },
        { id: 'ch_1', status: 'paid' },
      ),
      charge(
        { amount: 1990, currency: 'BRL', payment_method: 'debit_card', card_flow: 'hosted' },
        { id: 'ch_2', redirect_url: 'https://pay.example.com/c/ch_2' },
      ),
      charge(
        { amount: 5000, currency: 'BRL', payment_method: 'pix' },
        { id: 'px_1', qr_code: BR_CODE, expires_at: '2026-05-01T12:00:00-03:00' },
      ),
      charge(
        {
          amount: 10000,
          currency: 'BRL',
          payment_method: 'boleto',
          payment_details: { due_date: '2026-06-10' },
        },
        {
          id: 'bl_1',
          // Bank 237, R$ 100,00, due 2026-06-10 (factor 1473), every check digit right.
          digitable_line: '23793.38128 60000.000004 00000.000406 4 14730000010000',
          barcode: '23794147300000100003381260000000000000000040',
        },
      ),
    ];
    for (const body of bodies)
      expect([body.payment_method, valid(body)]).toEqual([body.payment_method, true]);
  });

  it('describe the payment methods a merchant lists (200)', () => {
    const valid = responseSchema('/v1/public/payment-methods', 'get', 200, 'application/json');
    const listed = listPublicPaymentMethods({
      methods: [
        { type: 'pix' },
        { type: 'boleto' },
        { type: 'credit_card', card_flow: 'hosted' },
        { type: 'debit_card', card_flow: 'transparent' },
      ],
    });
    expect(listed.ok && valid(listed.body)).toBe(true);
  });

  it('describe a refused charge request as a 422 problem', () => {
    const valid = responseSchema('/v1/charges', 'post', 422, 'application/problem+json');
    const refused = validateChargeRequest({ amount: 0 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(valid(toProblemDetails(refused))).toBe(true);
  });

  it('describe auth failures as 401 and 403 problems on the public route', () => {
    const unauthorized = responseSchema('/v1/public/payment-methods', 'get', 401, 'application/problem+json');
    const forbidden = responseSchema('/v1/public/payment-methods', 'get', 403, 'application/problem+json');
    const missing = authorizePublicRequest(undefined);
    const secret = authorizePublicRequest(`Basic ${btoa('sk_live_123:')}`);
    expect([
      !missing.ok && unauthorized(toProblemDetails(missing)),
      !secret.ok && forbidden(toProblemDetails(secret)),
    ]).toEqual([true, true]);
  });

  it('describe a server fault as a 500 problem', () => {
    const valid = responseSchema('/v1/charges', 'post', 500, 'application/problem+json');
    expect(valid(toProblemDetails({ ok: true } as never))).toBe(true);
  });
});
