export declare const SCHEMA_FILES: {
  readonly request: string;
  readonly event: string;
  readonly openapi: string;
};
export declare const EVENT_SCHEMA_ID: string;
export declare const SCHEMA_ID: string;
/** The reasons validateChargeRequest refuses what the schema accepts: `[name, words]`. */
export declare const BEYOND_SCHEMA: readonly (readonly [
  (
    | 'check-digits'
    | 'luhn'
    | 'clock'
    | 'split-totals'
    | 'host-options'
    | 'utf16-length'
    | 'metadata-entries'
    | 'due-terms'
  ),
  string,
])[];
export interface SchemaInputs {
  readonly FIELD_RULES: readonly unknown[];
  readonly FACTS: readonly unknown[];
  readonly LIMITS: unknown;
  readonly COUNTRY_CODES: readonly string[];
  readonly BRAZILIAN_UFS: readonly string[];
  readonly BIN_RANGES: readonly { readonly brand: string; readonly from: number; readonly to: number }[];
  readonly PROBLEM_CODES: Readonly<Record<string, { readonly status: number }>>;
  readonly CARD_METHODS: readonly string[];
  readonly CARD_FLOWS: readonly string[];
  readonly PAYMENT_METHODS: readonly string[];
  readonly CARD_CREATION_STATUSES: readonly string[];
  readonly CHARGE_EVENTS: readonly string[];
  readonly MONEY_BACK_EVENTS: readonly string[];
  readonly MAX_EVENT_ID_LENGTH: number;
  readonly version: string;
}
/** The generator's inputs, each module (`rules/fields`, …) imported through `load`. */
export declare function loadSchemaInputs(
  load: (module: string) => Promise<Record<string, unknown>>,
  version: string,
): Promise<SchemaInputs>;
// biome-ignore lint/suspicious/noExplicitAny: generated JSON documents
export declare function generateSchemas(inputs: SchemaInputs): { request: any; event: any; openapi: any };
// biome-ignore lint/suspicious/noExplicitAny: a generated JSON document
export declare function generateEventSchema(inputs: SchemaInputs): any;
// biome-ignore lint/suspicious/noExplicitAny: a generated JSON document
export declare function generateRequestSchema(inputs: SchemaInputs): any;
// biome-ignore lint/suspicious/noExplicitAny: a generated JSON document
export declare function generateOpenApi(inputs: SchemaInputs): any;
export declare function serialize(value: unknown): string;
