import type { MessageKey } from '../messages/keys.js';
import { _deepFreeze } from '../shared/freeze.js';

/**
 * Every `code` a problem details body can carry, with its HTTP status and title. One table, so a code
 * always maps to the same status wherever the failure came from. A `null` title marks a server
 * fault, whose body is generic.
 *
 * @example
 * PROBLEM_CODES.SECRET_KEY_NOT_ALLOWED
 * //=> { status: 403, title: 'TITLE.auth' }
 */
export const PROBLEM_CODES = /* @__PURE__ */ _deepFreeze({
  VALIDATION_FAILED: { status: 422, title: 'TITLE.validation' },
  SPLIT_AMOUNT_EXCEEDS_TOTAL: { status: 422, title: 'TITLE.split' },
  NEGATIVE_NET_AMOUNT_AFTER_FEES: { status: 422, title: 'TITLE.split' },
  // Every engine answers INVALID_INPUT (the split, a refund, a PIX code, a boleto, a charge event,
  // an installment quote): one type, so one title that names none of them (RFC 9457 §3.1.3); the
  // detail, led by the label of what was given, says which.
  INVALID_INPUT: { status: 422, title: 'TITLE.invalid_input' },
  PAYMENT_METHOD_NOT_ENABLED: { status: 422, title: 'TITLE.card_flow' },
  CARD_FLOW_NOT_SUPPORTED: { status: 422, title: 'TITLE.card_flow' },
  MISSING_CREDENTIALS: { status: 401, title: 'TITLE.auth' },
  MALFORMED_CREDENTIALS: { status: 401, title: 'TITLE.auth' },
  NOT_A_PUBLIC_KEY: { status: 401, title: 'TITLE.auth' },
  SECRET_KEY_NOT_ALLOWED: { status: 403, title: 'TITLE.auth' },
  NOT_A_SECRET_KEY: { status: 401, title: 'TITLE.auth' },
  PUBLIC_KEY_NOT_ALLOWED: { status: 403, title: 'TITLE.auth' },
  WEBHOOK_HEADER_MISSING: { status: 401, title: 'TITLE.webhook' },
  WEBHOOK_TIMESTAMP_INVALID: { status: 401, title: 'TITLE.webhook' },
  WEBHOOK_TIMESTAMP_OUT_OF_RANGE: { status: 401, title: 'TITLE.webhook' },
  WEBHOOK_SIGNATURE_MISMATCH: { status: 401, title: 'TITLE.webhook' },
  IDEMPOTENCY_KEY_INVALID: { status: 400, title: 'TITLE.idempotency' },
  IDEMPOTENCY_KEY_IN_USE: { status: 409, title: 'TITLE.idempotency' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, title: 'TITLE.idempotency' },
  CHARGE_EVENT_NOT_ALLOWED: { status: 409, title: 'TITLE.lifecycle' },
  CHARGE_EVENT_CONFLICT: { status: 409, title: 'TITLE.lifecycle' },
  REFUND_EXCEEDS_REMAINING: { status: 422, title: 'TITLE.refund' },
  INVALID_REFUND_ALLOCATION: { status: 422, title: 'TITLE.refund' },
  CHARGE_EXPIRED: { status: 422, title: 'TITLE.due' },
  MALFORMED_JSON: { status: 400, title: 'TITLE.malformed_json' },
  BODY_TOO_LARGE: { status: 413, title: 'TITLE.body_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'TITLE.unsupported_media_type' },
  // Server-side failures: the caller cannot fix them, so their body says only that.
  INVALID_CONFIGURATION: { status: 500, title: null },
  INVALID_PROVIDER_RESPONSE: { status: 502, title: null },
  INTERNAL_ERROR: { status: 500, title: null },
} as const satisfies Readonly<Record<string, { status: number; title: MessageKey | null }>>);

/** One of the codes of {@link PROBLEM_CODES}. */
export type ProblemCode = keyof typeof PROBLEM_CODES;

/** Tells whether a value is a key of {@link PROBLEM_CODES} (never an inherited one like `toString`). */
export function _isProblemCode(value: unknown): value is ProblemCode {
  return typeof value === 'string' && Object.hasOwn(PROBLEM_CODES, value);
}
