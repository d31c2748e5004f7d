/** How a term's `amount` is read: whole centavos, or a fraction of the original amount (0.02 is 2%). */
export type DueTermType = 'fixed' | 'percentage';

/** The late fee (multa), charged once on a payment after the due date. */
export interface LateFee {
  readonly type: DueTermType;
  /** Centavos when `fixed`; a fraction of the original amount when `percentage`. */
  readonly amount: number;
}

/** Interest (juros) on a payment after the due date, simple and pro rata per day late. */
export interface Interest {
  readonly type: DueTermType;
  /** Centavos per day when `fixed` (only per day); a fraction of the original amount per `per`. */
  readonly amount: number;
  readonly per: 'day' | 'month' | 'year';
  /** Which days count: every calendar day late, or the payer's business days only. */
  readonly days: 'calendar' | 'business';
}

/** A discount for paying on or before a date (desconto até a data). */
export interface DiscountUntilDate {
  /** `YYYY-MM-DD`, on or before the due date. */
  readonly date: string;
  readonly type: DueTermType;
  readonly amount: number;
}

/** Discounts until fixed dates: 1 to 3 dates, all of one `type`. */
export interface DiscountUntil {
  readonly until: readonly DiscountUntilDate[];
}

/** A discount per day paid before the due date (desconto por antecipação). */
export interface DiscountPerDay {
  readonly type: DueTermType;
  readonly amount: number;
  readonly per: 'day';
  readonly days: 'calendar' | 'business';
}

/** An early-payment discount (desconto). */
export type Discount = DiscountUntil | DiscountPerDay;

/** A rebate (abatimento), taken off whatever the day of payment. */
export interface Rebate {
  readonly type: DueTermType;
  readonly amount: number;
}

/** The terms of a charge with a due date: a validated request's amount and its payment details. */
export interface DueTerms {
  /** The original amount in centavos. */
  readonly amount: number;
  /** `YYYY-MM-DD`. */
  readonly due_date: string;
  /**
   * Calendar days after the (rolled) due date on which the charge can still be paid.
   * @defaultValue `30`
   */
  readonly days_after_due?: number;
  readonly late_fee?: LateFee;
  readonly interest?: Interest;
  readonly discount?: Discount;
  readonly rebate?: Rebate;
}
