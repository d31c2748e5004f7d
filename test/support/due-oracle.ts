// An independent reference of the amount due, for the property tests: plain BigInt rationals, the
// calendar as a literal list of holidays and Date's weekdays, every day walked one by one. It shares
// no code with src/due; it states the policy (docs/decisions.md, charges with a due date) as directly as possible.

import { PUBLISHED } from './published-holidays.js';

/** National bank holidays of 2026 and 2027 as published (ANBIMA, FEBRABAN, the federal calendar). */
export const HOLIDAYS_2026_2027: readonly string[] = [...(PUBLISHED[2026] ?? []), ...(PUBLISHED[2027] ?? [])];

const DAY = 86_400_000;
const toDay = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY;
const toIso = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

/** A term as the request writes it. */
export interface OracleTerm {
  type: 'fixed' | 'percentage';
  amount: number;
}

/** The terms the oracle reads (a subset of DueTerms' shape, written again). */
export interface OracleTerms {
  amount: number;
  due_date: string;
  days_after_due?: number;
  late_fee?: OracleTerm;
  interest?: OracleTerm & { per: 'day' | 'month' | 'year'; days: 'calendar' | 'business' };
  discount?:
    | { until: (OracleTerm & { date: string })[] }
    | (OracleTerm & { per: 'day'; days: 'calendar' | 'business' });
  rebate?: OracleTerm;
}

function isBusiness(day: number, extra: readonly string[]): boolean {
  const weekday = new Date(day * DAY).getUTCDay();
  const iso = toIso(day);
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS_2026_2027.includes(iso) && !extra.includes(iso);
}

function roll(day: number, extra: readonly string[]): number {
  return isBusiness(day, extra) ? day : roll(day + 1, extra);
}

// A decimal number as numerator / denominator, by its String() digits.
function exact(value: number): [bigint, bigint] {
  const [whole, fraction = ''] = String(value).split('.');
  return [BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length)];
}

function halfEven(num: bigint, den: bigint): number {
  const floor = num / den;
  const rest = num - floor * den;
  if (rest * 2n < den) return Number(floor);
  if (rest * 2n > den) return Number(floor + 1n);
  return Number(floor % 2n === 0n ? floor : floor + 1n);
}

// times × term / per, of the original amount when a percentage.
function apply(term: OracleTerm, original: number, times: number, per: number): number {
  const [num, den] = exact(term.amount);
  const base = term.type === 'fixed' ? 1n : BigInt(original);
  return halfEven(base * num * BigInt(times), den * BigInt(per));
}

function countBusiness(after: number, through: number, extra: readonly string[]): number {
  let count = 0;
  for (let day = after + 1; day <= through; day++) if (isBusiness(day, extra)) count += 1;
  return count;
}

/** What the oracle says is owed on `paid`, or 'expired'. */
export function oracleAmountDue(
  terms: OracleTerms,
  paid: string,
  extra: readonly string[] = [],
): 'expired' | { amount: number; rebate: number; discount: number; late_fee: number; interest: number } {
  const due = roll(toDay(terms.due_date), extra);
  const last = roll(due + (terms.days_after_due ?? 30), extra);
  const day = toDay(paid);
  if (day > last) return 'expired';
  const rebate = terms.rebate ? apply(terms.rebate, terms.amount, 1, 1) : 0;
  let discount = 0;
  let late_fee = 0;
  let interest = 0;
  if (day <= due && terms.discount) {
    const d = terms.discount;
    if ('until' in d) {
      const open = d.until.filter((entry) => day <= roll(toDay(entry.date), extra));
      discount = Math.max(0, ...open.map((entry) => apply(entry, terms.amount, 1, 1)));
    } else {
      const early = d.days === 'business' ? countBusiness(day, due, extra) : due - day;
      discount = apply(d, terms.amount, early, 1);
    }
    discount = Math.min(discount, terms.amount - rebate);
  }
  if (day > due) {
    if (terms.late_fee) late_fee = apply(terms.late_fee, terms.amount, 1, 1);
    const i = terms.interest;
    if (i) {
      const business = i.days === 'business';
      const late = business ? countBusiness(due, day, extra) : day - due;
      const per = { day: 1, month: business ? 21 : 30, year: business ? 252 : 360 }[i.per];
      interest = apply(i, terms.amount, late, per);
    }
  }
  return {
    amount: terms.amount - rebate - discount + late_fee + interest,
    rebate,
    discount,
    late_fee,
    interest,
  };
}
