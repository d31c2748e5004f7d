// An independent reference of the rounding policy of docs/split.md in decimal.js: plain, slow and obviously right. It sorts,
// it uses arbitrary precision everywhere, and it shares no code with src/split.
import { Decimal } from 'decimal.js';

// 1000 significant digits hold any sum of 100 products of a safe integer and a double's decimal
// (at most ~360 digits between 2^53 and 5e-324) exactly.
const Exact = Decimal.clone({ precision: 1000, toExpNeg: -9e15, toExpPos: 9e15 });

export interface OracleRule {
  readonly type: 'fixed' | 'percentage';
  readonly amount: number;
}

export type OracleResult =
  | { ok: true; fee: number; gross: number[]; unallocated: number }
  | { ok: false; code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL'; total: string }
  | { ok: false; code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES'; gross: number; fee: string };

/** The exact value of a rule's share in centavos. */
export function exactShare(amount: number, rule: OracleRule): Decimal {
  return rule.type === 'fixed' ? new Exact(rule.amount) : new Exact(amount).times(String(rule.amount));
}

export function oracleSplit(
  amount: number,
  rules: readonly OracleRule[],
  mdr: { rate: number | string; fixed: number },
  rounding: 'half-even' | 'half-up' = 'half-even',
): OracleResult {
  const mode = rounding === 'half-even' ? Exact.ROUND_HALF_EVEN : Exact.ROUND_HALF_UP;
  const exact = rules.map((rule) => exactShare(amount, rule));
  const total = exact.reduce((sum, value) => sum.plus(value), new Exact(0));
  if (total.gt(amount)) return { ok: false, code: 'SPLIT_AMOUNT_EXCEEDS_TOTAL', total: total.toFixed() };

  const percentages = rules.flatMap((rule, index) => (rule.type === 'percentage' ? [index] : []));
  const target = percentages
    .reduce((sum, index) => sum.plus(exact[index] as Decimal), new Exact(0))
    .toDecimalPlaces(0, mode);
  const gross = exact.map((value) => value.floor());
  let leftover = target.minus(
    percentages.reduce((sum, index) => sum.plus(gross[index] as Decimal), new Exact(0)),
  );
  const byRemainder = [...percentages].sort((a, b) => {
    const fa = (exact[a] as Decimal).minus(gross[a] as Decimal);
    const fb = (exact[b] as Decimal).minus(gross[b] as Decimal);
    return fb.comparedTo(fa) || a - b;
  });
  for (const index of byRemainder) {
    if (leftover.lte(0)) break;
    gross[index] = (gross[index] as Decimal).plus(1);
    leftover = leftover.minus(1);
  }

  const fee = new Exact(amount).times(String(mdr.rate)).toDecimalPlaces(0, mode).plus(mdr.fixed);
  const payer = rules.length > 0 ? (gross[0] as Decimal) : new Exact(amount);
  if (fee.gt(payer)) {
    return { ok: false, code: 'NEGATIVE_NET_AMOUNT_AFTER_FEES', gross: payer.toNumber(), fee: fee.toFixed() };
  }
  const allocated = gross.reduce((sum, value) => sum.plus(value), new Exact(0));
  return {
    ok: true,
    fee: fee.toNumber(),
    gross: gross.map((value) => value.toNumber()),
    unallocated: new Exact(amount).minus(allocated).toNumber(),
  };
}
