export declare const REQUEST_TYPES_FILE: string;
export declare function renderRequestTypes(
  rules: readonly unknown[],
  evaluate: (condition: never, facts: never) => boolean | undefined,
): string;
