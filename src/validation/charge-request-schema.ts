import type * as v from 'valibot';
import { _deepFreeze } from '../shared/freeze.js';
import { _compiledRules } from './compiled.js';
import { _localize, _rawIssueSegments } from './localize.js';
import type { RawIssue } from './raw-issue.js';
import { _isScope, _readScope } from './read-options.js';
import type { ChargeRequest, ChargeRequestInput } from './request-types.generated.js';
import { _runChargeRequest, _UNVALIDATED_ISSUE } from './run.js';
import type { ValidateChargeRequestOptions } from './types.js';

/** The issue valibot reports for a charge request: the library's code, path and message. */
export interface ChargeRequestIssue extends v.BaseIssue<unknown> {
  readonly kind: 'validation';
  readonly type: 'charge_request';
  readonly code: string;
}

/**
 * The charge request schema: a valibot schema that is also a Standard Schema v1. Its input type is
 * the request as a client sends it ({@link ChargeRequestInput}: defaults may be left out) and its
 * output the normalized request ({@link ChargeRequest}), so form libraries that infer their values
 * from the schema (TanStack Form, react-hook-form's `standardSchemaResolver`) take it without a cast.
 */
export interface ChargeRequestSchema
  extends v.BaseSchema<ChargeRequestInput, ChargeRequest, ChargeRequestIssue> {
  readonly type: 'charge_request';
}

/** Options of {@link createChargeRequestSchema}: the same as `validateChargeRequest`'s. */
export type CreateChargeRequestSchemaOptions = ValidateChargeRequestOptions;

/**
 * Builds the valibot / Standard Schema view of {@link validateChargeRequest} with the same options
 * (clock, locale, currencies, merchant, MDR): use it with `v.safeParse`, inside your own valibot
 * schemas, or anywhere a Standard Schema v1 is taken (`~standard`). It agrees with
 * `validateChargeRequest(input, options)` on every input; its output is the normalized request. The
 * Standard Schema issues carry only a message and a path, never the input.
 *
 * @param options - as `validateChargeRequest`; each validation reads them again, so a `now` given
 *   here stays the clock of every call.
 * @returns the schema.
 * @example
 * const schema = createChargeRequestSchema({ now: new Date('2026-11-23T12:00:00Z'), locale: 'pt-BR' });
 * const result = await schema['~standard'].validate({});
 * result.issues?.[0]
 * //=> { message: 'Preencha este campo.', path: ['amount'] }
 */
export function createChargeRequestSchema(options?: CreateChargeRequestSchemaOptions): ChargeRequestSchema {
  const run = (value: unknown, lang?: unknown): SchemaRun => {
    const scope = _readScope(options, lang);
    if (!_isScope(scope))
      return { ok: false, issues: [{ code: scope.code, message: scope.message, segments: [] }] };
    const { rawIssues, value: output } = _runChargeRequest(value, scope);
    if (output !== undefined) return { ok: true, value: output };
    return {
      ok: false,
      issues: _localize(rawIssues, scope, _compiledRules().wordings).map((issue, index) => ({
        code: issue.code,
        message: issue.message,
        segments: _rawIssueSegments(rawIssues[index] as RawIssue),
      })),
    };
  };
  const schema = {
    kind: 'schema',
    type: 'charge_request',
    reference: createChargeRequestSchema,
    expects: 'ChargeRequest',
    async: false,
    '~standard': {
      version: 1,
      vendor: 'charge-rules',
      validate(value: unknown) {
        try {
          const result = run(value);
          if (result.ok) return { value: result.value };
          return { issues: result.issues.map((issue) => ({ message: issue.message, path: issue.segments })) };
        } catch {
          // As validateChargeRequest: only a page whose built-ins were replaced gets here; fail closed.
          return { issues: [{ message: _UNVALIDATED_ISSUE.message, path: [] }] };
        }
      },
    },
    '~run'(dataset: v.UnknownDataset, config: v.Config<ChargeRequestIssue>) {
      const result = run(dataset.value, config.lang);
      if (result.ok) return { typed: true, value: result.value };
      const issues = result.issues.map(
        (issue): ChargeRequestIssue => ({
          kind: 'validation',
          type: 'charge_request',
          code: issue.code,
          input: undefined,
          expected: null,
          received: 'invalid',
          message: issue.message,
          path:
            issue.segments.length === 0
              ? undefined
              : (issue.segments.map((key) => ({
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
  };
  return _deepFreeze(schema) as unknown as ChargeRequestSchema;
}

/** One validation as the schema views need it: the normalized value, or the issues. */
type SchemaRun =
  | { readonly ok: true; readonly value: ChargeRequest }
  | { readonly ok: false; readonly issues: SchemaIssue[] };

/** An issue as the schema views report it: the code, the message, and the path as segments. */
interface SchemaIssue {
  readonly code: string;
  readonly message: string;
  readonly segments: readonly (string | number)[];
}

/**
 * {@link createChargeRequestSchema} with the default options: English messages, BRL only, and the
 * current time as the clock of each call.
 *
 * @example
 * const result = await chargeRequestSchema['~standard'].validate({ amount: 1000 });
 * result.issues?.[0]
 * //=> { message: 'This field is required.', path: ['currency'] }
 */
export const chargeRequestSchema: ChargeRequestSchema = /* @__PURE__ */ createChargeRequestSchema();
