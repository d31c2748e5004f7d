export declare const PRESENCE_FILE: string;
export declare function renderPresenceTable(
  rules: readonly unknown[],
  facts: readonly unknown[],
  countryCodes: readonly string[],
  evaluate: (condition: never, facts: never) => boolean | undefined,
): string;
