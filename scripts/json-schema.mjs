// Turns the structural valibot schema (built from the rules table) into the JSON Schema committed at
// docs/charge-request.schema.json. Plain JavaScript so that both `npm run schema` (on the build) and
// the staleness test (on the source) call the same function.
export const JSON_SCHEMA_PATH = 'docs/charge-request.schema.json';

/**
 * @param {unknown} requestSchema - the schema `_buildRequestSchema()` returns
 * @param {(schema: unknown, config: object) => Record<string, unknown>} toJsonSchema - from @valibot/to-json-schema
 */
export function generateJsonSchema(requestSchema, toJsonSchema) {
  const schema = toJsonSchema(requestSchema, {
    // Conditional requirements, BR-only formats, check digits and cross-field rules are checks that
    // JSON Schema cannot state; docs/validation.md lists them.
    ignoreActions: ['check', 'partial_check', 'raw_check'],
    errorMode: 'ignore',
  });
  return {
    $schema: schema.$schema,
    $id: 'https://github.com/charge-rules/charge-rules/docs/charge-request.schema.json',
    title: 'POST /v1/charges request body',
    description:
      'Structural rules only (types, enums, lengths, ranges, unknown fields). Conditional requirements, Brazilian formats, check digits, card expiry, due dates and split totals are enforced by validateChargeRequest; see docs/validation.md.',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}

export function serialize(schema) {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
