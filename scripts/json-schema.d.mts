export declare const JSON_SCHEMA_PATH: string;
export declare function generateJsonSchema(
  requestSchema: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: the converter's own types are not needed here
  toJsonSchema: (schema: any, config: any) => any,
): Record<string, unknown>;
export declare function serialize(schema: unknown): string;
