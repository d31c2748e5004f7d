import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { computeSplit, LIMITS, PRODUCT_TYPES, validateChargeRequest } from '../../src/index.js';
import { NOW, pixRequest } from '../fixtures/requests.js';

// Every value the package root exports that is not a function: tables, lists, limits, the schema.
const tables = Object.entries(library).filter(([, value]) => typeof value === 'object' && value !== null);

function unfrozenPaths(value: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const own = Object.isFrozen(value) ? [] : [path];
  return own.concat(
    Reflect.ownKeys(value).flatMap((key) =>
      unfrozenPaths((value as Record<PropertyKey, unknown>)[key], `${path}.${String(key)}`, seen),
    ),
  );
}

const rule = (id: number) => ({
  recipient_id: `3f2504e0-4f89-41d3-9a0c-${String(id).padStart(12, '0')}`,
  recipient_type: 'merchant' as const,
  type: 'fixed' as const,
  amount: 1,
});

describe('exported tables, lists and limits', () => {
  it('includes the limits and the code lists', () => {
    expect(tables.map(([name]) => name)).toEqual(
      expect.arrayContaining(['LIMITS', 'ISSUE_CODES', 'PROBLEM_CODES', 'COUNTRY_CODES', 'PRODUCT_TYPES']),
    );
  });

  it.each(tables)('%s is frozen all the way down', (name, value) => {
    expect(unfrozenPaths(value, name)).toEqual([]);
  });

  it('refuses a new product type pushed into the exported list, and validation still refuses it', () => {
    const values = PRODUCT_TYPES as unknown as string[];
    expect(values).toEqual(['digital', 'physical']);
    expect(() => values.push('service')).toThrow(TypeError);
    const result = validateChargeRequest({ ...pixRequest(), product_type: 'service' }, { now: NOW });
    expect(result.ok).toBe(false);
  });

  it('refuses a larger split limit, and computeSplit still refuses one rule too many', () => {
    expect(() => {
      (LIMITS as { split: number }).split = 1000;
    }).toThrow(TypeError);
    const rules = Array.from({ length: LIMITS.split + 1 }, (_, index) => rule(index));
    expect(computeSplit(100_000, rules, 0).ok).toBe(false);
  });

  it('refuses a replaced Standard Schema validator', () => {
    expect(() => {
      (library.chargeRequestSchema['~standard'] as { validate: unknown }).validate = () => ({ value: {} });
    }).toThrow(TypeError);
    expect(library.chargeRequestSchema['~standard'].validate({})).toHaveProperty('issues');
  });
});
