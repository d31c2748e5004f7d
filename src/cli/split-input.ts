/** What `split` computes on: the rules, and the amount a charge request carries, if any. */
export interface SplitInput {
  /** The rules as read, for the library to judge; `undefined` is a charge with no split. */
  readonly rules: unknown;
  /** The charge request's `amount`, when the input is a charge request. */
  readonly requestAmount: unknown;
  /** Whether the input was a charge request rather than a bare rules array. */
  readonly fromRequest: boolean;
}

/**
 * Reads the input of `split`: a JSON array of split rules, or a whole charge request, whose
 * `split` and `amount` are used, so a support engineer can paste the request a customer sent.
 * Anything else is handed to the library as the rules, which reports it as an issue at `rules`.
 *
 * @param value - the parsed JSON.
 * @returns the rules and, for a charge request, its amount.
 */
export function readSplitInput(value: unknown): SplitInput {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    // Own properties only: a "__proto__" key in the JSON must not be read through the prototype.
    const own = (key: string) =>
      Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    return { rules: own('split'), requestAmount: own('amount'), fromRequest: true };
  }
  return { rules: value, requestAmount: undefined, fromRequest: false };
}
