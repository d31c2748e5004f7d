export declare const VALIDATION_DOC: string;
export declare function describeCondition(condition: unknown, facts?: readonly unknown[]): string;
export declare function describeDates(dates: unknown): string;
export declare function fieldsTable(rules: readonly unknown[], facts?: readonly unknown[]): string;
export declare function factsTable(facts: readonly unknown[]): string;
export declare function limits(rule: unknown, facts?: readonly unknown[]): string;
export declare function describeSeparators(separators: string): string;
export declare function formsTable(rules: readonly unknown[], facts?: readonly unknown[]): string;
export declare function crossFieldTable(checks: readonly unknown[]): string;
export declare function fillSection(document: string, name: string, content: string): string;
export declare function renderValidationDoc(
  document: string,
  rules: readonly unknown[],
  checks: readonly unknown[],
  facts: readonly unknown[],
): string;
export declare const ERRORS_DOC: string;
/** Every message, one column per locale of `messages` (keyed by locale, English first). */
export declare function messagesTable(
  messages: Readonly<Record<string, Readonly<Record<string, string>>>>,
): string;
