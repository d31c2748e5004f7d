// The public surface of charge-rules, listed export by export.

export { ROUNDING_MODES, type RoundingMode } from './arithmetic/rounding.js';
// Key auth: public keys on browser routes, secret keys on server routes
export {
  type AuthorizePublicRequestOptions,
  authorizePublicRequest,
  MAX_AUTHORIZATION_HEADER_LENGTH,
  type PublicAuthResult,
  type PublicKeyAuthorized,
  type PublicKeyUnauthorized,
  type SecretKeyRefused,
} from './auth/authorize-public-request.js';
export {
  type AuthorizeSecretRequestOptions,
  authorizeSecretRequest,
  type PublicKeyRefused,
  type SecretAuthResult,
  type SecretKeyAuthorized,
  type SecretKeyUnauthorized,
} from './auth/authorize-secret-request.js';
// Boleto: barcode and digitable line, due-date factor
export type { Boleto } from './boleto/boleto.js';
export {
  type BoletoDueDateFactorComputed,
  type BoletoDueDateFactorOptions,
  type BoletoDueDateFactorResult,
  boletoDueDateFactor,
} from './boleto/boleto-due-date-factor.js';
export {
  type BoletoBuilt,
  type BoletoFields,
  type BuildBoletoOptions,
  type BuildBoletoResult,
  buildBoleto,
} from './boleto/build-boleto.js';
export {
  type BoletoParsed,
  type ParseBoletoOptions,
  type ParseBoletoResult,
  parseBoleto,
} from './boleto/parse-boleto.js';
// Card flow and public payment methods
export {
  type CardFlowDecision,
  type CardFlowRejection,
  type CardFlowRequest,
  type CardFlowResult,
  type DecideCardFlowOptions,
  decideCardFlow,
} from './card-flow/decide-card-flow.js';
export {
  type ListPublicPaymentMethodsOptions,
  listPublicPaymentMethods,
  type PublicCardMethod,
  type PublicNonCardMethod,
  type PublicPaymentMethod,
  type PublicPaymentMethods,
  type PublicPaymentMethodsListed,
  type PublicPaymentMethodsResult,
} from './card-flow/list-public-payment-methods.js';
export type {
  Merchant,
  MerchantCardMethod,
  MerchantMethod,
  MerchantNonCardMethod,
  NonCardMethod,
} from './card-flow/merchant.js';
export type {
  BoletoChargeResponse,
  BoletoPaymentFields,
  ChargeOutcomeRequest,
  ChargeResponse,
  ChargeResponseBase,
  ChargeResponseFailure,
  HostedCardChargeResponse,
  HostedPaymentFields,
  PixChargeResponse,
  PixPaymentFields,
  ProviderAnswer,
  ProviderBoletoAnswer,
  ProviderCardAnswer,
  ProviderHostedCardAnswer,
  ProviderPixAnswer,
  TransparentCardChargeResponse,
} from './charge/charge-response.js';
export {
  CARD_CREATION_STATUSES,
  type CardCreationStatus,
  CHARGE_STATUSES,
  type ChargeStatus,
} from './charge/charge-status.js';
// Charge outcome
export {
  type CheckProviderAnswerOptions,
  type CheckProviderAnswerResult,
  checkProviderAnswer,
  type ProviderAnswerAgrees,
} from './charge/check-provider-answer.js';
export {
  type ChargeResponseResult,
  type ChargeResponseShaped,
  type ShapeChargeResponseOptions,
  shapeChargeResponse,
} from './charge/shape-charge-response.js';
// Charges with a due date (boleto, dated PIX)
export {
  type AmountDue,
  type ChargeExpired,
  type ComputeAmountDueOptions,
  type ComputeAmountDueResult,
  computeAmountDue,
} from './due/compute-amount-due.js';
export {
  type PixApiDiscount,
  type PixApiTerm,
  type PixApiValue,
  type ToPixApiValueOptions,
  type ToPixApiValueResult,
  toPixApiValue,
} from './due/to-pix-api-value.js';
export type {
  Discount,
  DiscountPerDay,
  DiscountUntil,
  DiscountUntilDate,
  DueTerms,
  DueTermType,
  Interest,
  LateFee,
  Rebate,
} from './due/types.js';
// HTTP: locale negotiation, problem details, whole responses
export {
  MAX_ACCEPT_LANGUAGE_LENGTH,
  MAX_ACCEPT_LANGUAGE_RANGES,
  type NegotiateLocaleOptions,
  negotiateLocale,
} from './http/negotiate-locale.js';
export { PROBLEM_CODES, type ProblemCode } from './http/problem-codes.js';
export {
  DEFAULT_MAX_BODY_BYTES,
  type JsonBodyRead,
  type JsonBodyRefused,
  type ReadJsonBodyOptions,
  type ReadJsonBodyResult,
  readJsonBody,
} from './http/read-json-body.js';
export {
  DEFAULT_AUTH_REALM,
  type HttpResponse,
  type ToHttpResponseOptions,
  toHttpResponse,
} from './http/to-http-response.js';
export {
  DEFAULT_PROBLEM_TYPE_BASE,
  MAX_PROBLEM_ERRORS,
  PROBLEM_JSON_CONTENT_TYPE,
  type ProblemDetails,
  type ProblemError,
  type ToProblemDetailsOptions,
  toProblemDetails,
} from './http/to-problem-details.js';
// Retries made safe: Idempotency-Key
export {
  type DecideIdempotentRequestOptions,
  decideIdempotentRequest,
  type IdempotencyCode,
  type IdempotencyDecision,
  type IncomingIdempotentRequest,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  type ProceedWithRequest,
  type ReplayResponse,
  type StoredIdempotentRequest,
} from './idempotency/decide-idempotent-request.js';
export { fingerprintChargeRequest } from './idempotency/fingerprint-charge-request.js';
// Installment offers
export {
  INSTALLMENT_METHODS,
  type InstallmentMethod,
} from './installments/exact-plan.js';
export {
  type InstallmentOffer,
  type InstallmentQuote,
  type QuoteInstallmentsFailure,
  type QuoteInstallmentsOptions,
  type QuoteInstallmentsResult,
  quoteInstallments,
} from './installments/quote-installments.js';
export { type IssuesByField, issuesByField } from './issues/by-field.js';
// Issues, codes, messages
export { ISSUE_CODES, type IssueCode } from './issues/codes.js';
export { formatIssue } from './issues/format-issue.js';
export type { InvalidInput } from './issues/invalid-input.js';
export type { Issue } from './issues/issue.js';
export { applyChargeEvent } from './lifecycle/apply-charge-event.js';
export {
  CHARGE_EVENTS,
  type ChargeEvent,
  type ChargeEventType,
  MAX_EVENT_ID_LENGTH,
  MONEY_BACK_EVENTS,
  type MoneyBackEventType,
} from './lifecycle/charge-events.js';
export {
  type ChargeOpened,
  type OpenChargeOptions,
  type OpenChargeResult,
  openCharge,
} from './lifecycle/open-charge.js';
export { CHARGE_TRANSITIONS, type ChargeTransition } from './lifecycle/transitions.js';
// The charge lifecycle: events, transitions, money effects
export {
  type ApplyChargeEventCode,
  type ApplyChargeEventOptions,
  type ApplyChargeEventResult,
  type ChargebackEffect,
  type ChargeEffect,
  type ChargeEventApplied,
  type ChargeEventRecord,
  type ChargeState,
  type ChargeTotals,
  MAX_CHARGE_EVENTS,
  type MoneyBackEffect,
  type RecipientTotals,
  type RefundEffect,
  type SettleEffect,
} from './lifecycle/types.js';
export { FIELD_LABELS, type FieldPath } from './messages/labels.js';
export { LOCALES, type Locale } from './messages/locales/index.js';
export type {
  FieldLabels,
  IssueMessageOverrideKey,
  IssueMessageOverrides,
  MessageOverrides,
  MessageTemplate,
} from './messages/overrides.js';
// BRL text in and out
export { type FormatBRLOptions, formatBRL } from './money/format-brl.js';
export { type ParseBRLOptions, type ParseBRLResult, type ParsedBRL, parseBRL } from './money/parse-brl.js';
// PIX: BR Codes ("copia e cola") and keys
export {
  type BuildPixCodeOptions,
  type BuildPixCodeResult,
  buildPixCode,
  type PixCodeBuilt,
  type PixCodeFields,
} from './pix/build-pix-code.js';
export {
  type ClassifyPixKeyOptions,
  type ClassifyPixKeyResult,
  classifyPixKey,
  type PixKeyClassified,
  type PixKeyType,
} from './pix/classify-pix-key.js';
export {
  type ParsePixCodeOptions,
  type ParsePixCodeResult,
  type PixCodeParsed,
  parsePixCode,
} from './pix/parse-pix-code.js';
export type { PixCode } from './pix/pix-code.js';
// Receivables
export {
  type PlanReceivablesCode,
  type PlanReceivablesOptions,
  type PlanReceivablesResult,
  planReceivables,
  type Receivable,
  type ReceivablesPlan,
  type SettlementDays,
} from './receivables/plan-receivables.js';
// Pix Automático: the recurrence's plan, its id and its statuses
export {
  type ApplyRecurrenceEventCode,
  type ApplyRecurrenceEventOptions,
  type ApplyRecurrenceEventResult,
  applyRecurrenceEvent,
  type RecurrenceEventApplied,
} from './recurrence/apply-recurrence-event.js';
export {
  MAX_RECURRENCE_CYCLES,
  type PlanRecurrenceOptions,
  type PlanRecurrenceResult,
  planRecurrence,
  type RecurrenceAttempt,
  type RecurrenceCycle,
} from './recurrence/plan-recurrence.js';
export {
  MAX_RECURRENCE_ATTEMPTS,
  MAX_RECURRENCE_EVENT_ID_LENGTH,
  type RecurrenceAttemptEvent,
  type RecurrenceChargeEvent,
  type RecurrenceEvent,
  type RecurrenceRequestEvent,
  type RecurrenceStatusEvent,
  type RecurrenceSubject,
} from './recurrence/recurrence-events.js';
export {
  type ParsedRecurrenceId,
  type ParseRecurrenceIdOptions,
  parseRecurrenceId,
} from './recurrence/recurrence-id.js';
export {
  MAX_RECURRENCE_EVENTS,
  type RecordedRecurrenceEvent,
  type RecurrenceAttemptState,
  type RecurrenceCycleState,
  type RecurrenceEventOutcome,
  type RecurrenceEventRecord,
  type RecurrenceHistory,
  type RecurrenceState,
} from './recurrence/recurrence-state.js';
export {
  RECURRENCE_TRANSITIONS,
  type RecurrenceAttemptStatus,
  type RecurrenceChargeStatus,
  type RecurrenceRequestStatus,
  type RecurrenceStatus,
  type RecurrenceTransitions,
  type StatusMoves,
} from './recurrence/transitions.js';
export {
  MAX_RECURRENCE_TEXT_LENGTH,
  RECURRENCE_PERIODS,
  RECURRENCE_RETRIES,
  type Recurrence,
  type RecurrencePeriod,
  type RecurrenceRetries,
  type RecurrenceTerms,
} from './recurrence/types.js';
export { type RedactChargeRequestOptions, redactChargeRequest } from './redaction/redact-charge-request.js';
export {
  type RequiredFields,
  type RequiredFieldsContext,
  type RequiredFieldsResult,
  type ResolveRequiredFieldsOptions,
  resolveRequiredFields,
} from './required-fields/resolve-required-fields.js';
// Results: the one failure shape
export type { Failure, InvalidConfiguration } from './result/failure.js';
// The closed lists and limits of the rules table (the table's row format stays internal)
export { COUNTRY_CODES } from './rules/countries.js';
export { LIMITS } from './rules/limits.js';
export { BRAZILIAN_UFS } from './rules/ufs.js';
export {
  CARD_FLOWS,
  CARD_METHODS,
  type CardFlow,
  type CardMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
  PRODUCT_TYPES,
  type ProductType,
} from './rules/values.js';
// The split engine, refunds and chargebacks
export {
  type AllocateRefundCode,
  type AllocateRefundOptions,
  type AllocateRefundResult,
  allocateRefund,
  type RefundAllocation,
  type RefundCustomPart,
  type RefundMaster,
  type RefundMode,
  type RefundShare,
} from './split/allocate-refund.js';
export { type ComputeSplitOptions, computeSplit } from './split/compute-split.js';
export {
  planSettlement,
  type SettlementAcquirer,
  type SettlementEntry,
  type SettlementMode,
  type SettlementPlan,
} from './split/plan-settlement.js';
export {
  type PreparedSplit,
  type PrepareSplitFailure,
  type PrepareSplitOptions,
  type PrepareSplitResult,
  prepareSplit,
} from './split/prepare-split.js';
export type {
  FeeBearer,
  FeeBearerRecipient,
  InvalidSplitInput,
  NegativeNetAmountAfterFees,
  SplitAmountExceedsTotal,
  SplitFailure,
  SplitMdr,
  SplitMdrParts,
  SplitResult,
  SplitRule,
  SplitShare,
  SplitSuccess,
} from './split/types.js';
// Validation of a charge request
export {
  type ChargeRequestIssue,
  type ChargeRequestSchema,
  type CreateChargeRequestSchemaOptions,
  chargeRequestSchema,
  createChargeRequestSchema,
} from './validation/charge-request-schema.js';
export { type CardBrand, detectCardBrand } from './validation/formats/card.js';
// The request types, derived from the rules table on every build (scripts/generate-types.mjs)
export type {
  Address,
  AddressInput,
  BoletoChargeRequest,
  BoletoChargeRequestInput,
  BoletoPaymentDetails,
  ChargeRequest,
  ChargeRequestBase,
  ChargeRequestBaseInput,
  ChargeRequestInput,
  CreditCardChargeRequest,
  CreditCardChargeRequestInput,
  CreditCardDataPaymentDetails,
  CreditCardDataPaymentDetailsInput,
  CreditCardTokenPaymentDetails,
  CreditCardTokenPaymentDetailsInput,
  Customer,
  DebitCardChargeRequest,
  DebitCardChargeRequestInput,
  DebitCardDataPaymentDetails,
  DebitCardDataPaymentDetailsInput,
  DebitCardTokenPaymentDetails,
  DebitCardTokenPaymentDetailsInput,
  DiscountTerms,
  HostedCreditCardChargeRequest,
  HostedCreditCardChargeRequestInput,
  HostedCreditCardPaymentDetails,
  HostedCreditCardPaymentDetailsInput,
  HostedDebitCardChargeRequest,
  HostedDebitCardChargeRequestInput,
  HostedDebitCardPaymentDetails,
  Item,
  PaymentDetails,
  PaymentDetailsInput,
  PixChargeRequest,
  PixChargeRequestInput,
  PixPaymentDetails,
  PixRecurrence,
  TransparentCreditCardChargeRequest,
  TransparentCreditCardChargeRequestInput,
  TransparentCreditCardPaymentDetails,
  TransparentCreditCardPaymentDetailsInput,
  TransparentDebitCardChargeRequest,
  TransparentDebitCardChargeRequestInput,
  TransparentDebitCardPaymentDetails,
  TransparentDebitCardPaymentDetailsInput,
} from './validation/request-types.generated.js';
export type {
  ChargeRequestValidation,
  InvalidChargeRequest,
  ValidateChargeRequestOptions,
  ValidChargeRequest,
} from './validation/types.js';
export { validateChargeRequest } from './validation/validate-charge-request.js';
// Webhooks: Standard Webhooks signatures
export type { WebhookHeaders } from './webhooks/_headers.js';
export { signWebhook, type WebhookMessage } from './webhooks/sign-webhook.js';
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  type VerifyWebhookCode,
  type VerifyWebhookOptions,
  type VerifyWebhookResult,
  verifyWebhook,
  type WebhookRefused,
  type WebhookRequest,
  type WebhookVerified,
} from './webhooks/verify-webhook.js';
