// The public surface of charge-rules, listed export by export.
export { ISSUE_CODES, type IssueCode } from './issues/codes.js';
export type { Issue, Locale } from './issues/issue.js';
export { redactChargeRequest } from './redaction/redact-charge-request.js';
export {
  type RequiredFields,
  type RequiredFieldsContext,
  resolveRequiredFields,
} from './required-fields/resolve-required-fields.js';
export { COUNTRY_CODES } from './rules/countries.js';
export { FIELD_RULES, type FieldRule } from './rules/fields.js';
export { LIMITS } from './rules/limits.js';
export { BRAZILIAN_UFS } from './rules/ufs.js';
export {
  CARD_FLOWS,
  type CardFlow,
  PAYMENT_METHODS,
  type PaymentMethod,
  PRODUCT_TYPES,
  type ProductType,
} from './rules/values.js';
export {
  type ChargeRequestIssue,
  type ChargeRequestSchema,
  chargeRequestSchema,
} from './validation/charge-request-schema.js';
export { type CardBrand, detectCardBrand } from './validation/formats/card.js';
export type {
  Address,
  ChargeRequest,
  ChargeRequestValidation,
  Customer,
  InvalidChargeRequest,
  Item,
  PaymentDetails,
  SplitRule,
  ValidateChargeRequestOptions,
  ValidChargeRequest,
} from './validation/types.js';
export { validateChargeRequest } from './validation/validate-charge-request.js';
