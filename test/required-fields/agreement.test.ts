// resolveRequiredFields and validateChargeRequest read the same rows and the same facts; these
// properties hold them to it. For any country and context (method and product type known, the flow
// given or not): a request made of exactly the `required` paths and one group of each `oneOf`, with
// valid values, is valid; without any one of those paths it gets REQUIRED there, or, for a field
// that carries a fact the context set (a buyer country other than BR, a hosted flow), it is invalid
// all the same; each `forbidden` path sent is FORBIDDEN_FIELD; and an optional field sent with the
// paths `requiredWhenPresent` lists for it keeps the request valid, while leaving out any one of
// those paths gets REQUIRED there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RequiredFields } from '../../src/required-fields/resolve-required-fields.js';
import { COUNTRY_CODES } from '../../src/rules/countries.js';
import type { Facts } from '../../src/rules/facts.js';
import { FIELD_RULES, type FieldRule } from '../../src/rules/fields.js';
import { CARD_FLOWS, PAYMENT_METHODS, PRODUCT_TYPES } from '../../src/rules/values.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { cnpj, cpf } from '../fixtures/arbitraries.js';
import { brasiliaDate, TEST_NOW } from '../support/clock.js';
import { factAt, validValue } from '../support/field-values.js';
import { contextFacts } from '../support/presence.js';
import { fieldsFor } from '../support/required-fields.js';

type Json = Record<string, unknown>;

const context = fc.record(
  {
    payment_method: fc.constantFrom(...PAYMENT_METHODS),
    product_type: fc.constantFrom(...PRODUCT_TYPES),
    card_flow: fc.constantFrom(...CARD_FLOWS),
  },
  { requiredKeys: ['payment_method', 'product_type'] },
);
// Brazil half the time: its own fields (tax id, CEP, UF) are most of what changes with the country.
const country = fc.oneof(fc.constant('BR'), fc.constantFrom(...COUNTRY_CODES));

// A concrete path of a pattern: the first entry of each array (`items.*.name` → `items.0.name`).
const concrete = (pattern: string) => pattern.replaceAll('*', '0');

/** The paths a request built from `fields` carries: the required ones, plus one oneOf group. */
function sentPaths(fields: RequiredFields, group: number): string[] {
  const chosen = fields.oneOf.length > 0 ? (fields.oneOf[group % fields.oneOf.length] ?? []) : [];
  const candidates = [...fields.required, ...chosen];
  const sent = new Set<string>();
  for (const path of candidates) {
    const segments = path.split('.');
    const parents = segments.slice(1).map((_, index) => segments.slice(0, index + 1).join('.'));
    // An array element (`items.*`) is sent with its array; a oneOf group only below a parent sent.
    if (parents.every((parent) => parent.endsWith('*') || candidates.includes(parent))) sent.add(path);
  }
  return [...sent];
}

function setAt(request: Json, pattern: string, value: unknown): void {
  const segments = concrete(pattern).split('.');
  let node: Json = request;
  for (let index = 0; index < segments.length - 1; index++) {
    const key = segments[index] as string;
    const nextIsIndex = /^\d+$/.test(segments[index + 1] as string);
    node[key] ??= nextIsIndex ? [] : {};
    node = node[key] as Json;
  }
  node[segments[segments.length - 1] as string] = value;
}

function deleteAt(request: Json, pattern: string): void {
  const segments = concrete(pattern).split('.');
  let node: Json = request;
  for (const key of segments.slice(0, -1)) node = node[key] as Json;
  delete node[segments[segments.length - 1] as string];
}

const rule = (path: string) => FIELD_RULES.find((row) => row.path === path) as FieldRule;

/** Valid values for the given paths: containers empty (filled by their children), scalars from the rows. */
function valuesFor(paths: readonly string[], facts: Facts): fc.Arbitrary<[string, unknown][]> {
  return fc.tuple(
    ...paths.map((path) => {
      const row = rule(path);
      const value =
        row.type === 'object'
          ? fc.constant({})
          : row.type === 'array'
            ? fc.constant([])
            : validValue(row, facts);
      return value.map((item): [string, unknown] => [path, item]);
    }),
  );
}

function build(entries: readonly [string, unknown][]): Json {
  const request: Json = {};
  // Parents first: a shorter pattern is never below a longer one.
  const sorted = [...entries].sort(([a], [b]) => a.split('.').length - b.split('.').length);
  for (const [path, value] of sorted) setAt(request, path, structuredClone(value));
  return request;
}

// A Brazilian tax id matches the customer type (a rule written as code beside the table).
const taxIdFor = (type: unknown) => (type === 'company' ? cnpj : cpf);

const scenario = fc.tuple(country, context, fc.nat()).chain(([code, ctx, group]) => {
  const fields = fieldsFor(code, ctx);
  const facts = contextFacts(code, ctx);
  const paths = sentPaths(fields, group);
  return fc
    .tuple(valuesFor(paths, facts), valuesFor(fields.forbidden, facts), taxIdFor(undefined), cnpj)
    .map(([sent, forbidden, individualId, companyId]) => {
      const request = build(sent);
      const customer = request.customer as Json | undefined;
      if (customer?.tax_id !== undefined) {
        customer.tax_id = customer.type === 'company' ? companyId : individualId;
      }
      return { code, ctx, fields, facts, paths, request, forbidden };
    });
});

const issuesOf = (request: unknown) => {
  const result = validateChargeRequest(request, { now: TEST_NOW });
  return result.ok ? [] : (result.issues ?? []).map((issue) => `${issue.code} ${issue.path}`);
};

// The fields that carry a fact the context set to something an absent field does not read as, and
// the objects holding them: without them the request says something else (a Brazilian buyer, the
// transparent flow), so it fails, though not always with REQUIRED at that very path.
function carriesFact(path: string, facts: Facts): boolean {
  return Object.entries(facts).some(([name, value]) => {
    const fact = factAt(name);
    return (
      fact?.absent !== undefined && value !== fact.absent && (name === path || name.startsWith(`${path}.`))
    );
  });
}

/** Each path left out of the request on its own gets REQUIRED there, or a refusal when it carried a fact. */
function expectEachRequired(paths: readonly string[], facts: Facts, request: Json): void {
  for (const path of paths) {
    const without = structuredClone(request);
    deleteAt(without, path);
    const issues = issuesOf(without);
    if (carriesFact(path, facts)) expect(issues).not.toEqual([]);
    else expect(issues).toContain(`REQUIRED ${concrete(path)}`);
  }
}

describe('resolveRequiredFields agrees with validateChargeRequest', () => {
  it('accepts a request made of exactly the required paths and one oneOf group', () => {
    fc.assert(
      fc.property(scenario, ({ request }) => {
        expect(issuesOf(request)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('reports REQUIRED at any one required path left out, or refuses the request when it carried a fact', () => {
    fc.assert(
      fc.property(scenario, ({ fields, facts, paths, request }) => {
        expectEachRequired(
          paths.filter((sent) => fields.required.includes(sent)),
          facts,
          request,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('reports FORBIDDEN_FIELD at every forbidden path sent', () => {
    fc.assert(
      fc.property(scenario, ({ fields, request, forbidden }) => {
        const withForbidden = structuredClone(request);
        for (const [path, value] of forbidden) setAt(withForbidden, path, value);
        const issues = issuesOf(withForbidden);
        // A field inside a forbidden object is reported once, at that object: its contents are not read.
        const outermost = fields.forbidden.filter(
          (path) => !fields.forbidden.some((above) => path.startsWith(`${above}.`)),
        );
        for (const path of outermost) expect(issues).toContain(`FORBIDDEN_FIELD ${concrete(path)}`);
      }),
      { numRuns: 100 },
    );
  });
});

// The same request, with one optional field the answer says requires more once sent, and the
// paths it then requires.
const withOptional = scenario.chain((base) => {
  const parents = Object.keys(base.fields.requiredWhenPresent);
  return fc.constantFrom(...parents).chain((parent) => {
    const added = [parent, ...(base.fields.requiredWhenPresent[parent] ?? [])];
    return valuesFor(added, base.facts).map((entries) => {
      const request = structuredClone(base.request);
      for (const [path, value] of [...entries].sort(([a], [b]) => a.split('.').length - b.split('.').length))
        setAt(request, path, structuredClone(value));
      withinTermLimits(request, parent);
      return { ...base, parent, added: added.slice(1), request };
    });
  });
});

// A recurrence and the due-date terms are also held to rules across fields that a form's presence answer does not
// state: each below the amount, a discount date on or before the due date, consumer law's caps for an
// individual (a 2% late fee, 1% interest a month), a fixed interest per day only, and on PIX a due date
// in place of a lifetime in seconds. One centavo (a day) on R$ 100,00, a discount until the due date
// itself, is within every one of them.
function withinTermLimits(request: Record<string, unknown>, parent: string): void {
  // A recurrence names exactly one of its amounts, a rule between fields: the fixed amount here.
  if (parent === 'payment_details.recurrence') {
    ((request.payment_details as Record<string, unknown>).recurrence as Record<string, unknown>).amount = 100;
    return;
  }
  const term = /^payment_details\.(late_fee|interest|rebate|discount\.until)$/.exec(parent)?.[1];
  if (term === undefined) return;
  request.amount = 10_000;
  const details = request.payment_details as Record<string, unknown>;
  if (details.due_date === undefined) {
    details.due_date = brasiliaDate(9);
    delete details.expires_in_seconds;
  }
  const fixed = { type: 'fixed', amount: 1 };
  if (term === 'discount.until') {
    const entries = (details.discount as { until: object[] }).until;
    for (const entry of entries) Object.assign(entry, fixed, { date: details.due_date });
  } else Object.assign(details[term] as object, fixed, term === 'interest' ? { per: 'day' } : {});
}

describe('resolveRequiredFields agrees with validateChargeRequest on what an optional field requires', () => {
  it('accepts the request with an optional field and the paths requiredWhenPresent lists for it', () => {
    fc.assert(
      fc.property(withOptional, ({ request }) => {
        expect(issuesOf(request)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('reports REQUIRED at any one of those paths left out, or refuses the request when it carried a fact', () => {
    fc.assert(
      fc.property(withOptional, ({ added, facts, request }) => expectEachRequired(added, facts, request)),
      { numRuns: 100 },
    );
  });
});

describe('resolveRequiredFields and the fields that carry facts', () => {
  it('requires billing_address and its country for a buyer outside Brazil', () => {
    const { required } = fieldsFor('US', { payment_method: 'pix' });
    expect(required).toEqual(expect.arrayContaining(['billing_address', 'billing_address.country']));
  });

  it('does not require the billing country of a Brazilian buyer: absent, it reads as BR', () => {
    const { required, optional } = fieldsFor('BR', { payment_method: 'pix' });
    expect(required).not.toContain('billing_address.country');
    expect(optional).toContain('billing_address.country');
  });

  it('requires card_flow for a hosted card charge: absent, it reads as transparent', () => {
    expect(fieldsFor('BR', { payment_method: 'debit_card', card_flow: 'hosted' }).required).toContain(
      'card_flow',
    );
    expect(fieldsFor('BR', { payment_method: 'debit_card' }).optional).toContain('card_flow');
  });
});
