import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILES, serialize } from '../../scripts/json-schema.mjs';
import { FIELD_RULES } from '../../src/rules/fields.js';
import { ajvWithFormats, generateFromSource, quietAjv, readShipped } from './generate.js';

describe('the shipped JSON Schema', () => {
  it('is what the rules table generates today (run `npm run schema` when this fails)', async () => {
    const { request } = await generateFromSource();
    expect(serialize(readShipped(SCHEMA_FILES.request))).toBe(serialize(request));
  });

  it('is a JSON Schema 2020-12 document that ajv compiles in strict mode with ajv-formats, without a warning', () => {
    const { ajv, warnings } = ajvWithFormats();
    ajv.compile(readShipped(SCHEMA_FILES.request));
    expect(warnings).toEqual([]);
  });

  it('compiles without ajv-formats when formats are not validated, since its patterns carry every check', () => {
    const { ajv, warnings } = quietAjv({ validateFormats: false });
    ajv.compile(readShipped(SCHEMA_FILES.request));
    expect(warnings).toEqual([]);
  });

  it('names only formats that ajv-formats knows, so a strict ajv without them refuses to compile it', () => {
    const { ajv } = quietAjv();
    expect(() => ajv.compile(readShipped(SCHEMA_FILES.request))).toThrow(/unknown format/);
  });

  it('compiles with strict mode off, with a warning for each format ajv does not know', () => {
    const { ajv, warnings } = quietAjv({ strict: false });
    ajv.compile(readShipped(SCHEMA_FILES.request));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((warning) => warning.startsWith('unknown format'))).toBe(true);
  });

  it('describes every field of the rules table and refuses unknown fields', () => {
    const schema = readShipped(SCHEMA_FILES.request);
    const json = JSON.stringify(schema);
    for (const rule of FIELD_RULES) {
      const name = rule.path.split('.').pop() as string;
      if (name !== '*') expect(json).toContain(`"${name}":`);
    }
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('lists what validateChargeRequest checks beyond it', () => {
    const { $comment } = readShipped(SCHEMA_FILES.request);
    for (const words of ['check digits', 'Luhn', 'Brasília', 'split shares', 'options.currencies', 'UTF-16'])
      expect($comment).toContain(words);
  });
});

describe('the shipped OpenAPI document', () => {
  it('is what the rules table generates today (run `npm run schema` when this fails)', async () => {
    const { openapi } = await generateFromSource();
    expect(serialize(readShipped(SCHEMA_FILES.openapi))).toBe(serialize(openapi));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(readShipped(SCHEMA_FILES.openapi));
    expect(result.errors).toBeUndefined();
    expect([result.valid, validator.version]).toEqual([true, '3.1']);
  });

  it('takes the charge request schema as the body of POST /v1/charges, with the secret key', () => {
    const { paths, components } = readShipped(SCHEMA_FILES.openapi);
    const post = paths['/v1/charges'].post;
    expect(post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ChargeRequest',
    });
    expect(post.security).toEqual([{ secretKey: [] }]);
    const { $schema, $id, title, $defs, ...root } = readShipped(SCHEMA_FILES.request);
    expect(JSON.stringify(components.schemas.ChargeRequest)).toBe(
      JSON.stringify(root).replaceAll('#/$defs/', '#/components/schemas/'),
    );
  });

  it('takes the public key on GET /v1/public/payment-methods', () => {
    const { paths } = readShipped(SCHEMA_FILES.openapi);
    expect(paths['/v1/public/payment-methods'].get.security).toEqual([{ publicKey: [] }]);
  });

  it('answers errors as problem details, with the codes of each status', () => {
    const { paths, components } = readShipped(SCHEMA_FILES.openapi);
    const post = paths['/v1/charges'].post.responses;
    expect(Object.keys(post)).toEqual(expect.arrayContaining(['201', '401', '403', '422', '500']));
    const unprocessable = components.responses.Problem422.content['application/problem+json'].schema;
    expect(unprocessable.allOf[1].properties.code.enum).toContain('VALIDATION_FAILED');
    expect(unprocessable.allOf[1].properties.status).toEqual({ const: 422 });
  });

  it('has component schemas that ajv compiles in strict mode', () => {
    const { ajv, warnings } = ajvWithFormats();
    const { components } = readShipped(SCHEMA_FILES.openapi);
    // The document's own keyword, so that strict mode looks at nothing but the schemas.
    ajv.addKeyword('components');
    ajv.addSchema({ $id: 'urn:charge-rules:openapi', components });
    for (const name of Object.keys(components.schemas)) {
      expect(ajv.getSchema(`urn:charge-rules:openapi#/components/schemas/${name}`)).toBeTypeOf('function');
    }
    expect(warnings).toEqual([]);
  });
});
