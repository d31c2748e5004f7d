import { _floorDivide } from '../arithmetic/calculator.js';
import { formatIssue } from '../issues/format-issue.js';
import type { Issue } from '../issues/issue.js';
import { _formatCommonIssueMessage } from '../messages/issues.js';
import type { Locale } from '../messages/locales/index.js';
import { _failure, _issuesHint, type Failure } from '../result/failure.js';
import { LIMITS } from '../rules/limits.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../rules/values.js';
import { _isOneOf } from '../shared/one-of.js';
import { _kindOf, _own } from '../shared/own.js';
import { _afterChargeIssue, _invalidConfiguration } from '../split/after-charge-failure.js';
import { planSettlement, type SettlementAcquirer, type SettlementMode } from '../split/plan-settlement.js';
import { _optionsLocale } from '../split/read-options.js';
import { _readSplit } from '../split/read-split.js';
import type { SplitSuccess } from '../split/types.js';
import { _rollForward } from './calendar/business-days.js';
import { _brasiliaDay, _civil, _isoDate, _parseIsoDate, type DayNumber } from './calendar/civil-date.js';

/** Days from payment confirmation to settlement, per payment method (per installment for credit). */
export type SettlementDays = Readonly<Partial<Record<PaymentMethod, number>>>;

/** Options of {@link planReceivables}. */
export interface PlanReceivablesOptions {
  /** How the charge was paid. */
  readonly payment_method: PaymentMethod;
  /** Installments of a credit card charge, 1 to 24; other methods have 1. @defaultValue `1` */
  readonly installments?: number;
  /** When the payment was confirmed; its calendar day in Brasília (UTC−3) is day 0. */
  readonly confirmedAt: Date;
  /**
   * Days to settlement per method, each 0 to 366, replacing the defaults one by one: installment
   * k of a credit card charge is due `credit_card × k` days after confirmation.
   * @defaultValue `{ credit_card: 30, debit_card: 1, pix: 0, boleto: 1 }`
   */
  readonly settlementDays?: SettlementDays;
  /** As for `planSettlement`: marks each recipient's receivables `acquirer` or `virtual`. @defaultValue none: every recipient `virtual` */
  readonly acquirer?: SettlementAcquirer;
  /** State and city holidays (`YYYY-MM-DD`, at most 1000) on which nothing settles either. @defaultValue `[]` */
  readonly extraHolidays?: readonly string[];
  /** The language of messages; an unknown value falls back to English. @defaultValue `'en'` */
  readonly locale?: Locale;
}

/** One receivable: what a recipient (or the master account, `recipient_id: null`) is paid, and when. */
export interface Receivable {
  readonly recipient_id: string | null;
  /** 1-based. */
  readonly installment: number;
  /** Whole centavos, always positive: an installment of 0 is not listed. */
  readonly amount: number;
  /** A business day in Brasília, `YYYY-MM-DD`. */
  readonly due_date: string;
  /** As in `planSettlement`; the master account is paid by the acquirer itself, so `acquirer`. */
  readonly mode: SettlementMode;
}

/** The receivables of a split charge: per share in rule order, then the master account, by installment. */
export interface ReceivablesPlan {
  readonly ok: true;
  readonly receivables: Receivable[];
}

/** Codes of a {@link planReceivables} failure. */
export type PlanReceivablesCode = 'INVALID_INPUT' | 'INVALID_CONFIGURATION';

/** What {@link planReceivables} returns. */
export type PlanReceivablesResult = ReceivablesPlan | Failure<PlanReceivablesCode>;

const DEFAULT_DAYS: Readonly<Record<PaymentMethod, number>> = {
  credit_card: 30,
  debit_card: 1,
  pix: 0,
  boleto: 1,
};
const MAX_DAYS = 366;
const MAX_EXTRA_HOLIDAYS = 1000;
const MIN_YEAR = 1900;
const MAX_YEAR = 9900;

/**
 * Plans the receivables of a split charge: each recipient's net (and the master account's part)
 * divided into its installments exactly, the centavos left over by the division in the first
 * installment, each due on a business day in Brasília, rolled forward over weekends, national
 * holidays (Carnival Monday and Tuesday, Good Friday and Corpus Christi included) and
 * `extraHolidays`. Agrees with `planSettlement`: per recipient, Σ amount is its net and the mode is
 * its settlement mode. Never throws.
 *
 * @param split - a successful result of `computeSplit` or of a prepared split, unchanged.
 * @param options - the method, installments, confirmation time, settlement days, acquirer and holidays.
 * @returns `{ ok: true, receivables }`, or a failure: 422 INVALID_INPUT (the method or the
 *   installments), 500 INVALID_CONFIGURATION (the split or the other options).
 * @example
 * const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
 * const split = computeSplit(10000, [{ recipient_id: id, recipient_type: 'merchant', type: 'percentage', amount: 0.7 }], 0.0299);
 * split.ok && planReceivables(split, { payment_method: 'pix', confirmedAt: new Date('2026-02-14T12:00:00-03:00') });
 * //=> { ok: true, receivables: [{ recipient_id: id, installment: 1, amount: 6701, due_date: '2026-02-18', mode: 'virtual' },
 * //     { recipient_id: null, installment: 1, amount: 3000, due_date: '2026-02-18', mode: 'acquirer' }] }
 */
export function planReceivables(split: SplitSuccess, options: PlanReceivablesOptions): PlanReceivablesResult {
  const locale = _optionsLocale(options);
  try {
    return buildPlan(split, options, locale);
  } catch {
    // Only a host object that defeats the own-property readers can get here: fail closed.
    return _invalidConfiguration(locale, [
      _afterChargeIssue(locale, 'INVALID_TYPE', 'options', 'INVALID_VALUE.split_result'),
    ]);
  }
}

function buildPlan(split: unknown, options: unknown, locale: Locale): PlanReceivablesResult {
  const configIssues: Issue[] = [];
  const dataIssues: Issue[] = [];
  const read = _readSplit(split);
  if (read === undefined)
    configIssues.push(_afterChargeIssue(locale, 'INVALID_VALUE', 'split', 'INVALID_VALUE.split_result'));
  if (_kindOf(options) !== 'record') {
    configIssues.push(_afterChargeIssue(locale, 'INVALID_TYPE', 'options', 'INVALID_VALUE.confirmed_at'));
    return _invalidConfiguration(locale, configIssues);
  }
  const method = _own(options, 'payment_method');
  if (!_isOneOf(PAYMENT_METHODS, method)) {
    dataIssues.push(
      _afterChargeIssue(
        locale,
        'INVALID_VALUE',
        'options.payment_method',
        'INVALID_VALUE.receivables_method',
        {
          values: PAYMENT_METHODS.join(', '),
        },
      ),
    );
  }
  const installments = _own(options, 'installments') ?? 1;
  const most = method === 'credit_card' ? LIMITS.installments.max : 1;
  if (!Number.isInteger(installments) || (installments as number) < 1 || (installments as number) > most) {
    dataIssues.push(
      _afterChargeIssue(
        locale,
        'OUT_OF_RANGE',
        'options.installments',
        'OUT_OF_RANGE.receivables_installments',
      ),
    );
  }
  const confirmed = readInstant(_own(options, 'confirmedAt'));
  if (confirmed === undefined) {
    configIssues.push(
      _afterChargeIssue(locale, 'INVALID_VALUE', 'options.confirmedAt', 'INVALID_VALUE.confirmed_at'),
    );
  }
  const days = readDays(_own(options, 'settlementDays'));
  if (days === undefined) {
    configIssues.push(
      _afterChargeIssue(locale, 'INVALID_VALUE', 'options.settlementDays', 'INVALID_VALUE.settlement_days', {
        max: MAX_DAYS,
      }),
    );
  }
  const extra = readHolidays(_own(options, 'extraHolidays'));
  if (extra === undefined) {
    configIssues.push(
      _afterChargeIssue(locale, 'INVALID_VALUE', 'options.extraHolidays', 'INVALID_VALUE.extra_holidays', {
        max: MAX_EXTRA_HOLIDAYS,
      }),
    );
  }
  if (configIssues.length > 0) return _invalidConfiguration(locale, configIssues);
  if (dataIssues.length > 0) {
    const detail = formatIssue(dataIssues[0] as Issue);
    return _failure(
      422,
      'INVALID_INPUT',
      _formatCommonIssueMessage(locale, 'INVALID_INPUT', { detail }),
      _issuesHint(dataIssues),
      dataIssues,
    );
  }
  const count = installments as number;
  const step = (days as Record<PaymentMethod, number>)[method as PaymentMethod];
  const day0 = confirmed as DayNumber;
  const dueDates: string[] = [];
  for (let k = 1; k <= count; k++)
    dueDates.push(_isoDate(_rollForward(day0 + step * k, extra as Set<DayNumber>)));

  const settled = planSettlement(split as SplitSuccess, _own(options, 'acquirer') as SettlementAcquirer);
  const receivables: Receivable[] = [];
  const add = (recipientId: string | null, net: number, mode: SettlementMode) => {
    const base = _floorDivide(net, count);
    // The centavos the division leaves go to the first installment, as card acquirers do.
    const first = net - base * (count - 1);
    dueDates.forEach((due, index) => {
      const amount = index === 0 ? first : base;
      if (amount > 0)
        receivables.push({ recipient_id: recipientId, installment: index + 1, amount, due_date: due, mode });
    });
  };
  const splitRead = read as NonNullable<typeof read>;
  settled.entries.forEach((entry, index) => {
    add(entry.recipient_id, (splitRead.shares[index] as { net: number }).net, entry.mode);
  });
  add(null, splitRead.unallocated - splitRead.masterFee, 'acquirer');
  return { ok: true, receivables };
}

/** The Brasília day of a valid Date (of any realm) between the years 1900 and 9900. */
function readInstant(value: unknown): DayNumber | undefined {
  if (_kindOf(value) !== 'record') return undefined;
  let time: number;
  try {
    time = Date.prototype.getTime.call(value);
  } catch {
    return undefined;
  }
  if (Number.isNaN(time)) return undefined;
  const day = _brasiliaDay(time);
  const year = _civil(day)[0];
  return year >= MIN_YEAR && year <= MAX_YEAR ? day : undefined;
}

function readDays(value: unknown): Record<PaymentMethod, number> | undefined {
  const days = { ...DEFAULT_DAYS };
  if (value === undefined) return days;
  if (_kindOf(value) !== 'record') return undefined;
  for (const method of PAYMENT_METHODS) {
    const given = _own(value, method);
    if (given === undefined) continue;
    if (!Number.isInteger(given) || (given as number) < 0 || (given as number) > MAX_DAYS) return undefined;
    days[method] = given as number;
  }
  return days;
}

function readHolidays(value: unknown): Set<DayNumber> | undefined {
  const days = new Set<DayNumber>();
  if (value === undefined) return days;
  const length = _own(value, 'length');
  if (_kindOf(value) !== 'array' || typeof length !== 'number' || length > MAX_EXTRA_HOLIDAYS)
    return undefined;
  for (let index = 0; index < length; index++) {
    const day = _parseIsoDate(_own(value, index));
    if (day === undefined) return undefined;
    days.add(day);
  }
  return days;
}
