import { _deepFreeze } from '../shared/freeze.js';
import { _data } from './conditions.js';
import { LIMITS } from './limits.js';
import { RECIPIENT_TYPES, SPLIT_TYPES } from './values.js';

/**
 * The rows of the rules table for a charge's split, `split` and everything below it, in table
 * order: part of `FIELD_RULES`, and in a module of their own so that the split engine checks its
 * rules with them without shipping the rest of the table. Rows without a prototype, frozen all the
 * way down, as every row of the table.
 */
export const SPLIT_FIELD_RULES = /* @__PURE__ */ _deepFreeze(
  [
    { path: 'split', type: 'array', maxLength: LIMITS.split } as const,
    { path: 'split.*', type: 'object', required: true } as const,
    {
      path: 'split.*.recipient_id',
      type: 'string',
      required: true,
      format: 'uuid',
      maxLength: 36,
    } as const,
    { path: 'split.*.recipient_type', type: 'string', required: true, values: RECIPIENT_TYPES } as const,
    { path: 'split.*.type', type: 'string', required: true, values: SPLIT_TYPES } as const,
    // Centavos for a fixed share, a fraction for a percentage: the format reads the type.
    {
      path: 'split.*.amount',
      type: 'number',
      required: true,
      format: 'split_amount',
      formatWith: ['type'],
    } as const,
    { path: 'split.*.cross_company', type: 'boolean', default: false } as const,
  ].map((row) => _data(row)),
);
