import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChargeRequestSchema } from '../../src/validation/charge-request-schema.js';
import { validateChargeRequest } from '../../src/validation/validate-charge-request.js';
import { validChargeRequest } from '../fixtures/arbitraries.js';
import { NOW } from '../fixtures/requests.js';

const validate = (input: unknown) => validateChargeRequest(input, { now: NOW });

function reorderKeys(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) return value.map((entry) => reorderKeys(entry, random));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, entry]) => [key, reorderKeys(entry, random)] as const);
  for (let index = entries.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [entries[index], entries[other]] = [
      entries[other] as (typeof entries)[number],
      entries[index] as (typeof entries)[number],
    ];
  }
  return Object.fromEntries(entries);
}

function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return prefix === '' ? [] : [prefix];
  return Object.entries(value).flatMap(([key, entry]) =>
    prefix === 'metadata' || key === 'metadata'
      ? []
      : leafPaths(entry, prefix === '' ? key : `${prefix}.${key}`),
  );
}

function setAt(value: unknown, path: string, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let parent: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[keys[keys.length - 1] as string] = replacement;
  return copy;
}

describe('validateChargeRequest properties', () => {
  it('accepts every generated valid request, for every method and flow', () => {
    fc.assert(
      fc.property(validChargeRequest, (request) => {
        const result = validate(request);
        expect(result.ok ? [] : result.issues).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same result whatever the order of the keys', () => {
    fc.assert(
      fc.property(validChargeRequest, fc.integer(), (request, seed) => {
        const random = fc.Random ? mulberry(seed) : Math.random;
        expect(validate(reorderKeys(request, random))).toEqual(validate(request));
      }),
      { numRuns: 200 },
    );
  });

  it('validates its own normalized output to itself', () => {
    fc.assert(
      fc.property(validChargeRequest, (request) => {
        const first = validate(request);
        if (!first.ok) throw new Error('generated request must be valid');
        expect(validate(first.value)).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });

  it('reports a corrupted field at that field path', () => {
    fc.assert(
      fc.property(
        validChargeRequest,
        fc.nat(),
        fc.constantFrom<unknown>({ nested: true }, [], null, Symbol('x'), -1.5),
        (request, pick, bad) => {
          const first = validate(request);
          if (!first.ok) throw new Error('generated request must be valid');
          const paths = leafPaths(first.value);
          const path = paths[pick % paths.length] as string;
          const result = validate(setAt(first.value, path, bad));
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.issues?.map((issue) => issue.path)).toContain(path);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws and never mutates its input, for any JSON or JS value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.anything({
            withBoxedValues: true,
            withMap: true,
            withSet: true,
            withNullPrototype: true,
            withSparseArray: true,
          }),
        ),
        (input) => {
          const before = structuredCloneSafe(input);
          const result = validate(input);
          expect(result.ok === true || (result.issues ?? []).length > 0).toBe(true);
          if (before !== NOT_CLONEABLE) expect(input).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with createChargeRequestSchema through Standard Schema on valid and invalid requests', () => {
    const schemaAtNow = createChargeRequestSchema({ now: NOW });
    const candidates = fc.oneof(
      validChargeRequest,
      validChargeRequest.chain((request) =>
        fc.constantFrom('amount', 'currency', 'customer', 'items').map((key) => ({ ...request, [key]: 'x' })),
      ),
    );
    fc.assert(
      fc.property(candidates, (request) => {
        const direct = validateChargeRequest(request, { now: NOW });
        const standard = schemaAtNow['~standard'].validate(request) as {
          value?: unknown;
          issues?: unknown[];
        };
        expect(standard.issues === undefined).toBe(direct.ok);
        if (direct.ok) expect(standard.value).toEqual(direct.value);
      }),
      { numRuns: 200 },
    );
  });
});

const NOT_CLONEABLE = Symbol('not cloneable');
function structuredCloneSafe(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return NOT_CLONEABLE;
  }
}

function mulberry(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
