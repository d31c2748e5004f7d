import type * as v from 'valibot';
import { _localize } from './localize.js';
import { _readScope } from './read-options.js';
import { _runChargeRequest, _UNVALIDATED_ISSUE } from './run.js';
import type { ChargeRequest } from './types.js';

/** The issue valibot reports for a charge request: the library's code, path and message. */
export interface ChargeRequestIssue extends v.BaseIssue<unknown> {
  readonly kind: 'validation';
  readonly type: 'charge_request';
  readonly code: string;
}

/** The charge request schema: a valibot schema that is also a Standard Schema v1. */
export interface ChargeRequestSchema extends v.BaseSchema<unknown, ChargeRequest, ChargeRequestIssue> {
  readonly type: 'charge_request';
}

/**
 * The valibot schema behind {@link validateChargeRequest}: use it with `v.safeParse`, inside your
 * own valibot schemas, or anywhere a Standard Schema v1 is taken (`~standard`). It agrees with
 * `validateChargeRequest(input)` on every input; its output is the normalized request. The
 * Standard Schema issues carry only a message and a path, never the input.
 *
 * @example
 * chargeRequestSchema['~standard'].validate({}).issues.length > 0
 * //=> true
 */
export const chargeRequestSchema: ChargeRequestSchema = {
  kind: 'schema',
  type: 'charge_request',
  reference: () => chargeRequestSchema,
  expects: 'ChargeRequest',
  async: false,
  '~standard': {
    version: 1,
    vendor: 'charge-rules',
    validate(value: unknown) {
      try {
        const scope = _readScope(undefined);
        const result = _runChargeRequest(value, scope);
        if (result.value !== undefined) return { value: result.value };
        return {
          issues: _localize(result.problems, scope.locale).map((issue) => ({
            message: issue.message,
            path:
              issue.path === ''
                ? []
                : issue.path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
          })),
        };
      } catch {
        // As validateChargeRequest: only a page whose built-ins were replaced gets here; fail closed.
        return { issues: [{ message: _UNVALIDATED_ISSUE.message, path: [] }] };
      }
    },
  },
  '~run'(dataset: v.UnknownDataset, config: v.Config<ChargeRequestIssue>) {
    const scope = _readScope({ locale: config.lang });
    const result = _runChargeRequest(dataset.value, scope);
    if (result.value !== undefined) return { typed: true, value: result.value };
    const issues = _localize(result.problems, scope.locale).map(
      (issue): ChargeRequestIssue => ({
        kind: 'validation',
        type: 'charge_request',
        code: issue.code,
        input: undefined,
        expected: null,
        received: 'invalid',
        message: issue.message,
        path:
          issue.path === ''
            ? undefined
            : (issue.path.split('.').map((key) => ({
                type: 'unknown',
                origin: 'value',
                input: undefined,
                key,
                value: undefined,
              })) as unknown as ChargeRequestIssue['path']),
      }),
    );
    return {
      typed: false,
      value: dataset.value,
      issues: issues as [ChargeRequestIssue, ...ChargeRequestIssue[]],
    };
  },
} as unknown as ChargeRequestSchema;
