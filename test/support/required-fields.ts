import {
  type RequiredFields,
  type RequiredFieldsContext,
  resolveRequiredFields,
} from '../../src/required-fields/resolve-required-fields.js';

/**
 * `resolveRequiredFields` for a country and context the test knows are good: its success, or a
 * thrown Error naming the failure, so that a test reads the lists directly.
 *
 * @param country - an ISO 3166-1 alpha-2 code.
 * @param context - what is known of the charge.
 * @returns the field lists.
 */
export function fieldsFor(country: string, context?: RequiredFieldsContext): RequiredFields {
  const result = resolveRequiredFields(country, context);
  if (!result.ok) throw new Error(`expected the fields of ${country}, got ${result.code}: ${result.message}`);
  return result;
}

/**
 * Every path of an answer: the required, optional, forbidden and ignored ones and those an optional
 * field requires once it is sent.
 *
 * @param fields - an answer of `resolveRequiredFields`.
 * @returns the paths, in no particular order.
 */
export function allPaths(fields: RequiredFields): string[] {
  return [
    ...fields.required,
    ...fields.optional,
    ...fields.forbidden,
    ...fields.ignored,
    ...Object.values(fields.requiredWhenPresent).flat(),
  ];
}
