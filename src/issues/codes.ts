import { _deepFreeze } from '../shared/freeze.js';

/**
 * The closed list of issue codes a charge request validation, a refund allocation or a receivables
 * plan can report.
 * A code is stable: integrations branch on it, so codes are only ever added.
 *
 * @example
 * ISSUE_CODES.includes('REQUIRED')
 * //=> true
 */
export const ISSUE_CODES = /* @__PURE__ */ _deepFreeze([
  'REQUIRED',
  'INVALID_TYPE',
  'INVALID_VALUE',
  'OUT_OF_RANGE',
  'TOO_LONG',
  'FORBIDDEN_FIELD',
  'UNKNOWN_FIELD',
  'EXPIRED',
  'TOO_MANY',
  'SPLIT_AMOUNT_EXCEEDS_TOTAL',
  'NEGATIVE_NET_AMOUNT_AFTER_FEES',
  'PAYMENT_METHOD_NOT_ENABLED',
  'CARD_FLOW_NOT_SUPPORTED',
  'INSTALLMENTS_NOT_OFFERED',
  'REFUND_EXCEEDS_REMAINING',
  'INVALID_REFUND_ALLOCATION',
] as const);

/** One of {@link ISSUE_CODES}. */
export type IssueCode = (typeof ISSUE_CODES)[number];
