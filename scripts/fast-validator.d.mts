export declare const FAST_VALIDATOR_FILE: string;
export declare function renderFastValidator(
  rules: readonly unknown[],
  rewritesItself: (rule: never) => boolean,
  itemsLimit: number,
  facts: readonly { readonly name: string }[],
): string;
