// Every export fed arbitrary JSON, arbitrary JS values and hand-made hostile values (throwing
// getters and Proxy traps, revoked Proxies, frozen and prototype-less objects, `__proto__` keys,
// sparse and huge arrays, -0, NaN, unsafe numbers, lone surrogates, BigInt, Symbols). Invariants:
// never throws, never
// adds a key to a built-in prototype, never mutates its arguments, always returns its documented
// shape, and never echoes a card number, token or secret key.
//
// Replayable: the seed is the global one (FC_SEED), FUZZ_RUNS sets the runs per property and
// FUZZ_PATH replays one failure. `npm test` runs the quick size; `npm run fuzz` the long one.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { authorizePublicRequest } from '../../src/auth/authorize-public-request.js';
import { decideCardFlow } from '../../src/card-flow/decide-card-flow.js';
import { listPublicPaymentMethods } from '../../src/card-flow/list-public-payment-methods.js';
import { shapeChargeResponse } from '../../src/charge/shape-charge-response.js';
import { PROBLEM_CODES } from '../../src/http/problem-codes.js';
import { toProblemDetails } from '../../src/http/to-problem-details.js';
import { redactChargeRequest } from '../../src/redaction/redact-charge-request.js';
import { resolveRequiredFields } from '../../src/required-fields/resolve-required-fields.js';
import { COUNTRY_CODES } from '../../src/rules/countries.js';
import { CARD_FLOWS, PAYMENT_METHODS, PRODUCT_TYPES } from '../../src/rules/values.js';
import { computeSplit } from '../../src/split/compute-split.js';
import { planSettlement } from '../../src/split/plan-settlement.js';
import { prepareSplit } from '../../src/split/prepare-split.js';
import { chargeRequestSchema } from '../../src/validation/charge-request-schema.js';
import { detectCardBrand } from '../../src/validation/formats/card.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { validChargeRequest } from '../fixtures/arbitraries.js';
import { NOW } from '../fixtures/requests.js';
import { amounts, anyRules, mdrs } from '../split/arbitraries.js';
import {
  anyInput,
  assertIssues,
  builtInKeys,
  cardToken,
  check,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  functionProxy,
  fuzzCases,
  fuzzParameters,
  hostileTree,
  hostileValue,
  materialize,
  pan,
  sameSnapshot,
  secretKey,
  snapshot,
  stringsOf,
  withLuhnDigit,
} from './hostile.js';

/**
 * Calls `act` on `args` and checks what must hold for any call: it returns (a throw is reported
 * with its arguments), no built-in prototype gained or lost a key, no argument changed.
 */
function safely<T>(args: readonly unknown[], act: (...args: never[]) => T): T {
  const before = args.map((arg) => snapshot(arg));
  const keys = builtInKeys();
  const result = act(...(args as never[]));
  expect(builtInKeys()).toEqual(keys);
  for (let index = 0; index < args.length; index++) {
    check(sameSnapshot(snapshot(args[index]), before[index]), `argument ${index} was mutated`);
  }
  return result;
}

afterAll(() => {
  console.log(`fuzz: ${fuzzCases.total} cases (${FUZZ_RUNS} runs per property)`);
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkValidation(result: unknown): void {
  check(isRecord(result), 'result must be an object', result);
  if (result.ok === true) {
    const keys = Object.keys(result).filter((key) => key !== 'split' && key !== 'cardFlow');
    check(keys.sort().join() === 'ok,value' && isRecord(result.value), 'success shape', result);
    if ('split' in result) checkSplit(result.split);
    if ('cardFlow' in result)
      check(isRecord(result.cardFlow) && result.cardFlow.ok === true, 'card flow', result);
  } else if (result.status === 422) {
    check(result.ok === false && result.code === 'VALIDATION_FAILED', 'failure shape', result);
    check(Object.keys(result).sort().join() === 'code,hint,issues,message,ok,status', 'failure keys', result);
    check(typeof result.hint === 'string' && result.hint !== '', 'failure hint', result);
    check(typeof result.message === 'string' && result.message !== '', 'failure message', result);
    assertIssues(result.issues, 'validateChargeRequest');
  } else {
    checkConfigurationFailure(result);
  }
}

/** The caller's own options were refused: a 500 with a message and no issues. */
function checkConfigurationFailure(result: Record<string, unknown>): void {
  check(result.ok === false && result.status === 500, 'configuration failure shape', result);
  check(result.code === 'INVALID_CONFIGURATION', 'configuration failure code', result);
  check(
    Object.keys(result).sort().join() === 'code,hint,message,ok,status',
    'configuration failure keys',
    result,
  );
  check(typeof result.hint === 'string' && result.hint !== '', 'configuration failure hint', result);
  check(typeof result.message === 'string' && result.message !== '', 'configuration failure message', result);
}

const SPLIT_CODES = new Set([
  'SPLIT_AMOUNT_EXCEEDS_TOTAL',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES',
  'INVALID_INPUT',
  'INVALID_CONFIGURATION',
]);

function checkSplit(result: unknown): void {
  check(isRecord(result), 'split result must be an object', result);
  if (result.ok === true) {
    const { amount, fee, shares, unallocated } = result;
    check(Array.isArray(shares), 'shares must be an array', result);
    for (const figure of [amount, fee, unallocated]) {
      check(Number.isSafeInteger(figure) && (figure as number) >= 0, 'figures are centavos', result);
    }
    for (const share of shares as unknown[]) {
      check(isRecord(share), 'share must be an object', share);
      for (const figure of [share.gross, share.fee, share.net])
        check(Number.isSafeInteger(figure) && (figure as number) >= 0, 'share figures are centavos', share);
    }
    return;
  }
  check(result.ok === false && !('error' in result), 'failure shape', result);
  const { status, code, message, issues } = result;
  check(typeof code === 'string' && SPLIT_CODES.has(code), 'split error code', result);
  check(status === (code === 'INVALID_CONFIGURATION' ? 500 : 422), 'split failure status', result);
  check(typeof message === 'string' && message !== '', 'split error message', result);
  check(typeof result.hint === 'string' && result.hint !== '', 'split error hint', result);
  if (code === 'INVALID_INPUT' || code === 'INVALID_CONFIGURATION') assertIssues(issues, 'computeSplit');
}

const anyLocale = fc.oneof(fc.constantFrom('en', 'pt-BR', undefined), anyInput);
const anyOptions = fc.oneof(
  fc.constant(undefined),
  fc.record({ locale: anyLocale }, { requiredKeys: [] }),
  anyInput,
);

/** A valid request with some of its fields (at any depth) replaced by hostile values. */
const corruptedRequestOf = (tree: fc.Arbitrary<unknown>) =>
  fc
    .tuple(validChargeRequest, fc.array(fc.tuple(fc.nat(), tree), { minLength: 1, maxLength: 3 }))
    .map(([base, replacements]) => {
      // A copy: fast-check reuses generated values while shrinking, and this map writes into it.
      const request: unknown = structuredClone(base);
      for (const [pick, value] of replacements) {
        const paths = _paths(request);
        const path = paths[pick % paths.length] as string[];
        _setAt(request, path, value);
      }
      return request;
    });

/** Paths of every property of a plain JSON tree (containers included), as key lists. */
function _paths(value: unknown, prefix: string[] = [], into: string[][] = []): string[][] {
  if (typeof value !== 'object' || value === null || prefix.length > 8) return into;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== Array.prototype) return into;
  for (const key of Object.keys(value)) {
    into.push([...prefix, key]);
    _paths((value as Record<string, unknown>)[key], [...prefix, key], into);
  }
  return into;
}

function _setAt(root: unknown, path: readonly string[], replacement: unknown): void {
  let parent = root as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[path[path.length - 1] as string] = replacement;
}

const corruptedRequest = corruptedRequestOf(hostileTree);

// Proxies of functions included: the guard reads any function as an unreadable value.
const requestInput = fc.oneof(anyInput, corruptedRequest, validChargeRequest);
const requestInputWithFunctionProxies = fc.oneof(functionProxy, corruptedRequestOf(functionProxy));

describe('validateChargeRequest and chargeRequestSchema under fuzzing', () => {
  it(
    'return the documented result for any input, without options and with a fixed clock',
    () => {
      fc.assert(
        fc.property(requestInput, (plan) => {
          const input = materialize(plan);
          checkValidation(safely([input], (value: unknown) => validateChargeRequest(value)));
          checkValidation(safely([input], (value: unknown) => validateChargeRequest(value, { now: NOW })));
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'return the documented result with well-formed options of every kind',
    () => {
      const options = fc.record(
        {
          now: fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
          locale: fc.constantFrom('en' as const, 'pt-BR' as const),
          currencies: fc.array(fc.constantFrom('BRL', 'USD', 'EUR', 'brl', ''), { maxLength: 3 }),
          mdr: mdrs,
          merchant: fc.record({
            methods: fc.subarray([
              { type: 'credit_card', card_flow: 'hosted' },
              { type: 'debit_card', card_flow: 'transparent' },
              { type: 'pix' },
              { type: 'boleto' },
            ]),
          }),
        },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(requestInput, options, (plan, given) => {
          const input = materialize(plan);
          checkValidation(
            safely([input, given], (value: unknown, o: never) => validateChargeRequest(value, o)),
          );
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'return the documented result for requests holding Proxies of functions',
    () => {
      fc.assert(
        fc.property(requestInputWithFunctionProxies, (plan) => {
          const input = materialize(plan);
          checkValidation(safely([input], (value: unknown) => validateChargeRequest(value)));
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  // a revoked Proxy, a Proxy of a Date, an object inheriting from Date.prototype, a
  // Date at the edge of the representable range as `now`, or currencies whose traps throw.
  it(
    'return the documented result whatever the options bag holds',
    () => {
      const options = fc.oneof(
        anyInput,
        fc.record(
          { now: anyInput, locale: anyInput, currencies: anyInput, mdr: anyInput, merchant: anyInput },
          { requiredKeys: [] },
        ),
      );
      fc.assert(
        fc.property(requestInput, options, (plan, optionsPlan) => {
          const input = materialize(plan);
          const given = materialize(optionsPlan);
          checkValidation(
            safely([input, given], (value: unknown, o: never) => validateChargeRequest(value, o)),
          );
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'agree through Standard Schema with validateChargeRequest, with a message and a path per issue',
    () => {
      fc.assert(
        fc.property(requestInput, (plan) => {
          const input = materialize(plan);
          const standard = safely([input], (value: unknown) =>
            chargeRequestSchema['~standard'].validate(value),
          );
          const direct = validateChargeRequest(input);
          check(isRecord(standard), 'standard result must be an object', standard);
          check('issues' in standard !== direct.ok, 'the two entries disagree', { standard, direct });
          if ('issues' in standard) {
            const issues = standard.issues as { message: unknown; path: unknown }[];
            check(Array.isArray(issues) && issues.length > 0, 'issues must be a non-empty array', standard);
            for (const issue of issues) {
              check(typeof issue.message === 'string', 'message must be a string', issue);
              const path = issue.path as unknown[];
              check(
                Array.isArray(path) &&
                  path.every((key) => typeof key === 'string' || typeof key === 'number'),
                'path must be keys',
                issue,
              );
            }
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe('resolveRequiredFields under fuzzing', () => {
  const country = fc.oneof(
    fc.constantFrom(...COUNTRY_CODES).chain((code) => fc.constantFrom(code, code.toLowerCase())),
    fc.string({ maxLength: 3 }),
    fc.constantFrom('ß', 'ı', 'BRA', ' BR', 'br\u0000', 'b\u0130'),
    anyInput,
  );
  const isIso = (value: unknown) =>
    typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && COUNTRY_CODES.includes(value.toUpperCase());

  const CONTEXT_VALUES: Record<string, readonly unknown[]> = {
    payment_method: PAYMENT_METHODS,
    product_type: PRODUCT_TYPES,
    card_flow: CARD_FLOWS,
  };
  // A context key given (own, not undefined) with a value its fact cannot take, or unreadable.
  const contextRefused = (context: unknown) =>
    Object.entries(CONTEXT_VALUES).some(([key, values]) => {
      try {
        if (typeof context !== 'object' || context === null || !Object.hasOwn(context, key)) return false;
        const value = (context as Record<string, unknown>)[key];
        return value !== undefined && !values.includes(value);
      } catch {
        return true;
      }
    });

  function checkRequired(countryPlan: unknown, contextPlan: unknown): void {
    const country = materialize(countryPlan);
    const context = materialize(contextPlan);
    const result: unknown = safely([country, context], (c: never, x: never) => resolveRequiredFields(c, x));
    check(isRecord(result), 'result must be an object', result);
    if (result.ok === false) {
      check(
        result.status === 500 &&
          result.code === 'INVALID_CONFIGURATION' &&
          (!isIso(country) || contextRefused(context)),
        'only a non-ISO country or a context value out of its list fails, with 500 INVALID_CONFIGURATION',
        { country: typeof country === 'string' ? country : typeof country, result },
      );
      return;
    }
    check(isIso(country), 'a non-ISO country must fail', typeof country);
    check(result.ok === true, 'a success has ok: true', result);
    const { required, optional, forbidden, ignored, oneOf, requiredWhenPresent } = result;
    check(isRecord(requiredWhenPresent), 'requiredWhenPresent must be an object', result);
    const lists = [required, optional, forbidden, ignored, ...Object.values(requiredWhenPresent)];
    check(result.country === (country as string).toUpperCase(), 'country upper-cased', result);
    for (const list of lists) {
      check(Array.isArray(list) && list.every((path) => typeof path === 'string'), 'path lists', result);
    }
    const all = lists.flat() as string[];
    check(new Set(all).size === all.length, 'the buckets never overlap', result);
    check(Array.isArray(oneOf), 'oneOf must be an array', result);
  }

  it(
    'fails with 500 INVALID_CONFIGURATION for a non-ISO country or an unknown context value, and only then',
    () => {
      const context = fc.record(
        { payment_method: anyInput, product_type: anyInput, card_flow: anyInput },
        { requiredKeys: [] },
      );
      fc.assert(
        fc.property(country, fc.option(context, { nil: undefined }), checkRequired),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  // a context that is null, a revoked Proxy or an object with throwing getters.
  it(
    'fails for a non-ISO country or an unreadable context value, and only then, whatever the context is',
    () => {
      const context = fc.oneof(fc.constant(null), hostileValue, anyInput);
      fc.assert(fc.property(country, context, checkRequired), fuzzParameters());
    },
    FUZZ_TIMEOUT,
  );
});

describe('the split engine under fuzzing', () => {
  const amount = fc.oneof(amounts, anyInput);
  const rules = fc.oneof(anyRules, anyInput, fc.array(hostileTree, { maxLength: 4 }));
  const mdr = fc.oneof(mdrs, anyInput);

  it(
    'computeSplit returns a split or a coded failure for any arguments',
    () => {
      fc.assert(
        fc.property(amount, rules, mdr, anyOptions, (...plans) => {
          const [a, r, m, o] = plans.map(materialize);
          checkSplit(
            safely([a, r, m, o], (...args: never[]) => computeSplit(...(args as [never, never, never]))),
          );
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'prepareSplit then split(amount) returns what computeSplit returns, for any arguments',
    () => {
      fc.assert(
        fc.property(amount, rules, mdr, anyOptions, (...plans) => {
          const [a, r, m, o] = plans.map(materialize);
          const prepared = safely([r, m, o], (...args: never[]) => prepareSplit(...(args as [never, never])));
          check(isRecord(prepared), 'prepareSplit result must be an object', prepared);
          if (prepared.ok !== true) {
            checkSplit(prepared);
            check(
              prepared.code === 'INVALID_INPUT' || prepared.code === 'INVALID_CONFIGURATION',
              'only INVALID_INPUT or INVALID_CONFIGURATION',
              prepared,
            );
            return;
          }
          const split = safely([a], (value: never) => (prepared.split as (amount: never) => unknown)(value));
          checkSplit(split);
          check(
            isDeepStrictEqual(split, computeSplit(a as never, r as never, m as never, o as never)),
            'agree',
          );
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'planSettlement returns one entry per share, or none, for any split and acquirer',
    () => {
      const split = fc.oneof(
        fc.tuple(amounts, anyRules, mdrs).map(([a, r, m]) => computeSplit(a, r, m) as unknown),
        anyInput,
      );
      const acquirer = fc.oneof(
        anyInput,
        fc.record({
          supportsSubaccounts: fc.oneof(fc.boolean(), anyInput),
          hasActiveSubaccount: fc.oneof(
            fc.func(fc.oneof(fc.boolean(), anyInput)),
            fc.constant(() => {
              throw new Error('acquirer down');
            }),
            anyInput,
          ),
        }),
      );
      fc.assert(
        fc.property(split, acquirer, (...plans) => {
          const [s, q] = plans.map(materialize);
          const plan = safely([s, q], (x: never, y: never) => planSettlement(x, y));
          check(isRecord(plan) && Array.isArray(plan.entries), 'plan shape', plan);
          const shares = _sharesOf(s);
          check(
            plan.entries.length === 0 || plan.entries.length === shares?.length,
            'one entry per share',
            plan,
          );
          for (const entry of plan.entries as unknown as Record<string, unknown>[]) {
            check(entry.mode === 'acquirer' || entry.mode === 'virtual', 'mode', entry);
            check(typeof entry.recipient_id === 'string' && typeof entry.net === 'number', 'entry', entry);
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe('card flow, public methods, auth, problem details and charge responses under fuzzing', () => {
  const merchant = fc.oneof(
    anyInput,
    fc.record({
      methods: fc.oneof(
        fc.array(
          fc.oneof(
            fc.record({
              type: fc.oneof(fc.constantFrom('credit_card', 'debit_card', 'pix', 'boleto'), anyInput),
              card_flow: fc.oneof(fc.constantFrom('hosted', 'transparent'), anyInput),
            }),
            fc.record({ type: fc.constantFrom('pix', 'boleto') }),
            anyInput,
          ),
          { maxLength: 5 },
        ),
        anyInput,
      ),
    }),
  );
  const cardRequest = fc.oneof(
    anyInput,
    fc.record(
      {
        payment_method: fc.oneof(fc.constantFrom('credit_card', 'debit_card', 'pix', 'boleto'), anyInput),
        card_flow: fc.oneof(fc.constantFrom('hosted', 'transparent'), anyInput),
      },
      { requiredKeys: [] },
    ),
  );

  it(
    'decideCardFlow decides, rejects with 422 at a field, or reports an invalid merchant with 500',
    () => {
      fc.assert(
        fc.property(cardRequest, merchant, anyOptions, (...plans) => {
          const [request, m, o] = plans.map(materialize);
          const result = safely([request, m, o], (...args: never[]) =>
            decideCardFlow(...(args as [never, never])),
          );
          check(isRecord(result), 'result must be an object', result);
          if (result.ok === true) {
            check([null, 'hosted', 'transparent'].includes(result.flow as string), 'flow', result);
            check(result.collects_card_fields === (result.flow === 'transparent'), 'collects', result);
          } else if (result.status === 422) {
            check(
              ['PAYMENT_METHOD_NOT_ENABLED', 'CARD_FLOW_NOT_SUPPORTED'].includes(result.code as string),
              'code',
            );
            check(['payment_method', 'card_flow'].includes(result.issues[0]?.path as string), 'path', result);
            check(typeof result.message === 'string', 'message', result);
          } else {
            check(
              result.status === 500 && result.code === 'INVALID_CONFIGURATION',
              'invalid merchant',
              result,
            );
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'listPublicPaymentMethods returns the body or an INVALID_CONFIGURATION failure',
    () => {
      fc.assert(
        fc.property(merchant, anyOptions, (...plans) => {
          const [m, o] = plans.map(materialize);
          const result = safely([m, o], (x: never, y: never) => listPublicPaymentMethods(x, y));
          check(isRecord(result), 'result must be an object', result);
          if (result.ok !== true) {
            checkConfigurationFailure(result);
            return;
          }
          check(Object.keys(result).sort().join() === 'body,ok', 'success keys', result);
          const body = result.body as unknown as { data: { methods: Record<string, unknown>[] } };
          const methods = body.data.methods;
          check(Array.isArray(methods) && methods.length <= 4, 'methods', result);
          for (const entry of methods) {
            const card = entry.type === 'credit_card' || entry.type === 'debit_card';
            check(card === 'card_flow' in entry, 'card entries and only them carry card_flow', entry);
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'authorizePublicRequest accepts only a pk_ key and answers 401 or 403 otherwise',
    () => {
      const header = fc.oneof(anyInput, fc.string(), fc.string({ unit: 'binary' }));
      fc.assert(
        fc.property(header, anyOptions, (...plans) => {
          const [h, o] = plans.map(materialize);
          const result = safely([h, o], (x: never, y: never) => authorizePublicRequest(x, y));
          check(isRecord(result), 'result must be an object', result);
          if (result.ok === true) {
            check(
              typeof h === 'string' && /^pk_[A-Za-z0-9_-]+$/.test(result.public_key as string),
              'key',
              result,
            );
          } else {
            check(result.status === (result.code === 'SECRET_KEY_NOT_ALLOWED' ? 403 : 401), 'status', result);
            check(typeof result.message === 'string', 'message', result);
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'toProblemDetails builds a problem body with a known code and its status for any value',
    () => {
      const failure = fc.oneof(
        anyInput,
        validChargeRequest.map((input) => validateChargeRequest({ ...input, amount: -1 }) as unknown),
        fc.tuple(amounts, anyRules, mdrs).map(([a, r, m]) => computeSplit(a, r, m) as unknown),
        fc.string().map((h) => authorizePublicRequest(h) as unknown),
        fc.record({ ok: fc.constant(false), issues: fc.array(hostileTree, { maxLength: 4 }) }),
        fc.record({
          ok: fc.constant(false),
          code: fc.oneof(fc.constantFrom(...Object.keys(PROBLEM_CODES)), anyInput),
        }),
      );
      const options = fc.oneof(anyOptions, fc.record({ typeBase: anyInput }, { requiredKeys: [] }));
      fc.assert(
        fc.property(failure, options, (...plans) => {
          const [f, o] = plans.map(materialize);
          const body = safely([f, o], (x: never, y: never) => toProblemDetails(x, y));
          check(isRecord(body), 'body must be an object', body);
          const code = body.code as keyof typeof PROBLEM_CODES;
          check(Object.hasOwn(PROBLEM_CODES, code), 'known code', body);
          check(body.status === PROBLEM_CODES[code].status, 'status from the code', body);
          for (const field of ['type', 'title', 'detail'])
            check(typeof body[field] === 'string', field, body);
          if ('errors' in body) {
            for (const error of body.errors as unknown as Record<string, unknown>[]) {
              check(
                ['code', 'path', 'message'].every((k) => typeof error[k] === 'string'),
                'error entry',
                error,
              );
            }
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'shapeChargeResponse shapes a charge or fails with 500 or 502 at a path',
    () => {
      const request = fc.oneof(
        anyInput,
        fc.record({
          amount: fc.oneof(fc.integer({ min: 1 }), anyInput),
          currency: fc.oneof(fc.constant('BRL'), anyInput),
          payment_method: fc.oneof(fc.constantFrom('credit_card', 'debit_card', 'pix', 'boleto'), anyInput),
          card_flow: fc.oneof(fc.constant('hosted'), anyInput),
          payment_details: fc.oneof(fc.record({ due_date: fc.constant('2026-12-01') }), anyInput),
        }),
      );
      const answer = fc.oneof(
        anyInput,
        fc.record(
          {
            id: fc.oneof(fc.constant('ch_1'), anyInput),
            status: fc.oneof(fc.constantFrom('pending', 'paid', 'failed'), anyInput),
            redirect_url: fc.oneof(
              fc.webUrl(),
              fc.constantFrom('javascript:alert(1)', 'http://evil'),
              anyInput,
            ),
            qr_code: fc.oneof(fc.constant('000201abc'), anyInput),
            expires_at: fc.oneof(fc.constant('2026-05-01T12:00:00Z'), anyInput),
            digitable_line: fc.oneof(fc.constant('1'.repeat(47)), anyInput),
            barcode: fc.oneof(fc.constant('2'.repeat(44)), anyInput),
          },
          { requiredKeys: [] },
        ),
      );
      fc.assert(
        fc.property(request, answer, anyOptions, (...plans) => {
          const [r, a, o] = plans.map(materialize);
          const result = safely([r, a, o], (...args: never[]) =>
            shapeChargeResponse(...(args as [never, never])),
          );
          check(isRecord(result), 'result must be an object', result);
          if (result.ok === true) {
            check(isRecord(result.charge), 'charge', result);
            const redirect = (result.charge.payment_fields as { redirect_url?: unknown } | undefined)
              ?.redirect_url;
            if (redirect !== undefined)
              check(/^https?:\/\//.test(redirect as string), 'safe redirect', result);
          } else {
            check(result.status === 500 || result.status === 502, 'status', result);
            check(
              typeof result.path === 'string' && typeof result.message === 'string',
              'path and message',
              result,
            );
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'detectCardBrand names a brand for any string',
    () => {
      const brands = [
        'amex',
        'elo',
        'hipercard',
        'visa',
        'mastercard',
        'diners',
        'discover',
        'jcb',
        'aura',
        'unknown',
      ];
      const digits = fc.oneof(fc.string(), fc.stringMatching(/^\d{0,20}$/), pan);
      fc.assert(
        fc.property(digits, (d) => {
          check(brands.includes(safely([d], (x: string) => detectCardBrand(x))), 'brand');
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  // detectCardBrand(12345678), detectCardBrand(null) and other non-strings.
  it(
    'detectCardBrand answers for any value, strings or not',
    () => {
      fc.assert(
        fc.property(anyInput, (plan) => {
          const value = materialize(plan);
          safely([value], (x: never) => detectCardBrand(x));
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe('redactChargeRequest under fuzzing', () => {
  it(
    'returns a copy for any value without throwing or mutating it',
    () => {
      fc.assert(
        fc.property(fc.oneof(anyInput, corruptedRequest), (plan) => {
          const input = materialize(plan);
          safely([input], (value: unknown) => redactChargeRequest(value));
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------
// PCI data: a card number, a token, a CVV and a secret key planted in a request never come out.

interface Planted {
  readonly request: Record<string, unknown>;
  readonly pan: string;
  readonly token: string;
  readonly secret: string;
  readonly cvv: string;
  /** The token was also planted outside `payment_details.token`, where nothing can recognize it. */
  readonly tokenElsewhere: boolean;
}

/** Where a planted secret goes: its own field, or free text a buyer or a host may fill. */
const SLOTS = [
  ['payment_details', 'number'],
  ['payment_details', 'holder_name'],
  ['payment_details', 'statement_descriptor'],
  ['payment_details', 'instructions'],
  ['customer', 'name'],
  ['customer', 'phone'],
  ['customer', 'tax_id'],
  ['metadata', 'note'],
  ['metadata', 'card'],
  ['items', '0', 'name'],
  ['items', '0', 'description'],
  ['billing_address', 'street'],
  ['submerchant_id'],
  ['unknown_field'],
  ['payment_details', 'unknown'],
] as const;

const planted: fc.Arbitrary<Planted> = fc
  .tuple(
    validChargeRequest,
    pan,
    cardToken,
    secretKey,
    fc.stringMatching(/^\d{3}$/),
    fc.array(fc.tuple(fc.nat(SLOTS.length - 1), fc.nat(2)), { minLength: 1, maxLength: 4 }),
  )
  .map(([base, number, token, secret, cvv, slots]) => {
    const request = structuredClone(base) as Record<string, unknown>;
    const details = (request.payment_details ?? {}) as Record<string, unknown>;
    request.payment_details = { ...details, number, cvv, token };
    let tokenElsewhere = false;
    for (const [slot, which] of slots) {
      if (which === 1) tokenElsewhere = true;
      const path = SLOTS[slot] as readonly string[];
      const value = [number, token, secret][which] as string;
      let parent = request;
      for (const key of path.slice(0, -1)) {
        parent[key] ??= {};
        parent = parent[key] as Record<string, unknown>;
      }
      parent[path[path.length - 1] as string] = value;
    }
    return { request, pan: number, token, secret, cvv, tokenElsewhere };
  });

function leaks(output: unknown, secrets: readonly string[]): string[] {
  const strings = stringsOf(output);
  return secrets.filter((secret) => strings.some((text) => text.includes(secret)));
}

describe('no card number, token or secret key comes out of any function', () => {
  it(
    'validation issues never hold a planted PAN, token or secret key, in either locale',
    () => {
      fc.assert(
        fc.property(planted, fc.constantFrom('en' as const, 'pt-BR' as const), (p, locale) => {
          const result = validateChargeRequest(p.request, { now: NOW, locale, mdr: 0.03 });
          if (result.ok) return;
          expect(leaks(result.issues, [p.pan, p.token, p.secret])).toEqual([]);
          expect(leaks(toProblemDetails(result), [p.pan, p.token, p.secret])).toEqual([]);
          const standard = chargeRequestSchema['~standard'].validate(p.request) as { issues?: unknown };
          expect(leaks(standard.issues, [p.pan, p.token, p.secret])).toEqual([]);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'validation issues never depend on the CVV or PAN digits, only on their validity',
    () => {
      // A CVV is three digits and may appear in a message by chance ("…at most 120…"), so this
      // compares two runs whose only difference is the CVV and PAN digits (same brand and validity).
      const twin = fc.tuple(planted, fc.stringMatching(/^\d{3}$/), fc.stringMatching(/^\d{17}$/));
      fc.assert(
        fc.property(twin, ([p, otherCvv, middle]) => {
          const otherPan = _samePanShape(p.pan, middle);
          const request = _replaceStrings(
            p.request,
            new Map([
              [p.pan, otherPan],
              [p.cvv, otherCvv],
            ]),
          );
          const first = validateChargeRequest(p.request, { now: NOW });
          const second = validateChargeRequest(request, { now: NOW });
          expect(first.ok).toBe(second.ok);
          if (!first.ok && !second.ok) expect(second.issues).toEqual(first.issues);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'failures of the split engine, card flow, public methods, charge responses and problem details never echo one',
    () => {
      const secret = fc.oneof(pan, cardToken, secretKey);
      fc.assert(
        fc.property(secret, fc.nat(7), (value, slot) => {
          const rule: Record<string, unknown> = {
            recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
            recipient_type: 'merchant',
            type: 'fixed',
            amount: 100,
          };
          const field = ['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company'][
            slot % 5
          ] as string;
          rule[field] = value;
          const outputs: unknown[] = [
            computeSplit(1000, [rule as never], 0),
            computeSplit(1000, [], (slot < 4 ? value : { rate: value, fixed: value }) as never),
            computeSplit(1000, [], 0, { rounding: value as never, locale: value as never }),
            prepareSplit([rule as never], value),
            decideCardFlow(
              { payment_method: value as never, card_flow: value as never },
              {
                methods: [{ type: 'pix' }],
              },
            ),
            decideCardFlow({ payment_method: 'pix' }, { methods: [{ type: value as never }] }),
            listPublicPaymentMethods({ methods: [{ type: 'credit_card', card_flow: value as never }] }),
            shapeChargeResponse({ amount: 1, currency: value, payment_method: 'pix' }, {
              id: 'ch_1',
            } as never),
            shapeChargeResponse({ amount: 1, currency: 'BRL', payment_method: value as never }, {
              id: 'ch_1',
            } as never),
            shapeChargeResponse(
              { amount: 1, currency: 'BRL', payment_method: 'credit_card', card_flow: 'hosted' },
              { id: 'ch_1', redirect_url: value },
            ),
            shapeChargeResponse({ amount: 1, currency: 'BRL', payment_method: 'credit_card' }, {
              id: 'ch_1',
              status: value,
            } as never),
          ];
          for (const output of [...outputs]) outputs.push(toProblemDetails(output as never));
          expect(leaks(outputs, [value])).toEqual([]);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'redactChargeRequest output holds no planted PAN, token or secret key, and no CVV field',
    () => {
      fc.assert(
        fc.property(planted, (p) => {
          const output = redactChargeRequest(p.request);
          const secrets = p.tokenElsewhere ? [p.pan, p.secret] : [p.pan, p.token, p.secret];
          expect(leaks(output, secrets)).toEqual([]);
          expect(_keysOf(output)).not.toContain('cvv');
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});

/** Every key of a JSON-like tree (a city may be called "cvv"; a key may not). */
function _keysOf(value: unknown, into: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return into;
  for (const key of Object.keys(value)) {
    into.push(key);
    _keysOf((value as Record<string, unknown>)[key], into);
  }
  return into;
}

/** The shares of a split success, read the way a test may read hostile values: inside a try. */
function _sharesOf(split: unknown): unknown[] | undefined {
  try {
    const value = split as { ok?: unknown; shares?: unknown };
    return value.ok === true && Array.isArray(value.shares) ? value.shares : undefined;
  } catch {
    return undefined;
  }
}

/** A deep copy of a JSON tree with some whole string values replaced. */
function _replaceStrings(value: unknown, replacements: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return replacements.get(value) ?? value;
  if (Array.isArray(value)) return value.map((entry) => _replaceStrings(entry, replacements));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, _replaceStrings(entry, replacements)]),
  );
}

/** Another PAN of the same brand prefix, length and Luhn validity as `original`. */
function _samePanShape(original: string, middle: string): string {
  return withLuhnDigit((original.slice(0, 2) + middle).slice(0, original.length - 1));
}
