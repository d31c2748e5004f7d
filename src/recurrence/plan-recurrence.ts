import type { InvalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import {
  _civil,
  _dayNumber,
  _isoDate,
  _parseIsoDate,
  type DayNumber,
} from '../receivables/calendar/civil-date.js';
import { _kindOf, _own } from '../shared/own.js';
import { _optionsLocale } from '../split/read-options.js';
import { _recurrenceFailure } from './_failure.js';
import { _addMonthsClamped } from './_month-arithmetic.js';
import { _readRecurrence, type ReadRecurrence } from './_read-recurrence.js';
import { _recurrenceIssue } from './_recurrence-issue.js';
import type { Recurrence, RecurrencePeriod } from './types.js';

/** The most cycles one call plans: twenty years of weekly payments, a bound on the work per call. */
export const MAX_RECURRENCE_CYCLES = 1040;

/**
 * The receiver's PSP sends each cycle's payment instruction from 10 to 2 calendar days before the
 * due date (Regulamento do Pix, Pix Automático; Pix API 2.9.0 "agendamento").
 */
const SEND_FROM_DAYS = 10;
const SEND_UNTIL_DAYS = 2;

/** With PERMITE_3R_7D, at most three more attempts, within the seven calendar days after the due date. */
const RETRIES = 3;
const RETRY_DAYS = 7;

const MONTHS: Readonly<Record<Exclude<RecurrencePeriod, 'weekly'>, number>> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  annual: 12,
};

/** The last day a date of four digits can name: no cycle falls due after it. */
const LAST_DAY = /* @__PURE__ */ _dayNumber(9999, 12, 31);

/** The options of {@link planRecurrence}. */
export interface PlanRecurrenceOptions {
  /** How many cycles to plan, 1 to {@link MAX_RECURRENCE_CYCLES}; fewer come back when `end_date` comes first. */
  readonly count: number;
  /**
   * The day the plan starts from, `YYYY-MM-DD`: the first cycle planned is the first that falls due
   * on or after it. The library never reads a clock: to plan only the cycles whose instruction can
   * still be sent, pass today's date plus two days.
   * @defaultValue the recurrence's `start_date`.
   */
  readonly from?: string;
  /** @defaultValue `'en'` */
  readonly locale?: Locale;
}

/** One try to settle a cycle's payment, on one day between `from` and `until` (inclusive). */
export interface RecurrenceAttempt {
  /** 1 for the attempt on the due date, 2 to 4 for the retries. */
  readonly number: number;
  readonly from: string;
  readonly until: string;
}

/** One cycle of a recurrence: when it falls due, when its instruction may be sent, its attempts. */
export interface RecurrenceCycle {
  /** The cycle's number, counted from 1 at `start_date`, whatever `from` is. */
  readonly index: number;
  readonly due_date: string;
  /** The first day the payment instruction may be sent: 10 days before `due_date`. */
  readonly send_from: string;
  /** The last day the payment instruction may be sent: 2 days before `due_date`. */
  readonly send_until: string;
  /** The first attempt on `due_date`, then up to three retries, each on a later day. */
  readonly attempts: readonly RecurrenceAttempt[];
}

/** The answer of {@link planRecurrence}. */
export type PlanRecurrenceResult =
  | { readonly ok: true; readonly cycles: readonly RecurrenceCycle[] }
  | InvalidInput;

/**
 * Plans the cycles of a Pix Automático recurrence: each due date (the start's day of the month, or
 * the month's last day when the month is shorter: 31 January, 29 February, 31 March), the window to
 * send its instruction (10 to 2 calendar days before), and its attempts (the due date, then with
 * `three_in_seven_days` up to three retries within the seven days after it). Due dates strictly
 * increase and never pass `end_date`. Calendar days throughout: a due date on a holiday is moved by
 * the receiver's PSP (`ajusteDiaUtil`), not here. Never throws.
 *
 * @param recurrence - `payment_details.recurrence`, as the request carries it.
 * @param options - `count`, `from` and the locale of the messages.
 * @returns `{ ok: true, cycles }`, or 422 INVALID_INPUT with the issues at `recurrence.*` and
 *   `options.*`.
 * @example
 * const recurrence = {
 *   contract: 'C-1', object: 'Gym', start_date: '2024-01-31', period: 'monthly', amount: 9990, retries: 'none',
 * } as const;
 * const plan = planRecurrence(recurrence, { count: 2 });
 * plan.ok && plan.cycles[1]
 * //=> { index: 2, due_date: '2024-02-29', send_from: '2024-02-19', send_until: '2024-02-27', attempts: [{ number: 1, from: '2024-02-29', until: '2024-02-29' }] }
 */
export function planRecurrence(recurrence: Recurrence, options: PlanRecurrenceOptions): PlanRecurrenceResult {
  const locale = _optionsLocale(options);
  try {
    return plan(recurrence, options, locale);
  } catch {
    // Only a host object that defeats the own-property readers can get here: fail closed.
    return _recurrenceFailure([_recurrenceIssue(locale, 'recurrence', 'INVALID_VALUE.recurrence')]);
  }
}

function plan(input: unknown, options: unknown, locale: Locale): PlanRecurrenceResult {
  const read = _readRecurrence(input, locale);
  // The reader's own list, made for this call, takes the options' issues after its own.
  const issues: Issue[] = Array.isArray(read) ? read : [];
  const record = _kindOf(options) === 'record';
  const count = record ? _own(options, 'count') : undefined;
  if (!Number.isSafeInteger(count) || (count as number) < 1 || (count as number) > MAX_RECURRENCE_CYCLES) {
    issues.push(
      _recurrenceIssue(locale, 'options.count', 'INVALID_VALUE.recurrence_count', {
        max: MAX_RECURRENCE_CYCLES,
      }),
    );
  }
  const fromText = record ? _own(options, 'from') : undefined;
  const from = _parseIsoDate(fromText);
  if (fromText !== undefined && from === undefined) {
    issues.push(_recurrenceIssue(locale, 'options.from', 'INVALID_VALUE.recurrence_date'));
  }
  if (Array.isArray(read) || issues.length > 0) return _recurrenceFailure(issues);
  return { ok: true, cycles: cycles(read, count as number, from ?? read.start) };
}

function cycles(recurrence: ReadRecurrence, count: number, from: DayNumber): RecurrenceCycle[] {
  const due = (index: number): DayNumber =>
    recurrence.period === 'weekly'
      ? recurrence.start + 7 * index
      : _addMonthsClamped(recurrence.start, MONTHS[recurrence.period] * index);
  // An end date reads as four digits of year, never past LAST_DAY.
  const last = recurrence.end ?? LAST_DAY;
  // The walk starts a cycle before the first that falls due on or after `from`, so a start long ago
  // costs no walk through every cycle since (a cycle of an earlier month is due before it); due
  // dates increase, so the cycles before `from` all come first.
  const planned: RecurrenceCycle[] = [];
  for (
    let index = Math.max(0, cyclesBefore(recurrence, from) - 1);
    planned.length < count && due(index) <= last;
    index += 1
  ) {
    if (due(index) >= from)
      planned.push(cycle(index, due(index), recurrence.retries === 'three_in_seven_days'));
  }
  return planned;
}

// How many whole periods lie between the start and `from`, counted in days for a weekly recurrence
// and in calendar months otherwise (a clamped due date stays in its month).
function cyclesBefore(recurrence: ReadRecurrence, from: DayNumber): number {
  if (recurrence.period === 'weekly') return Math.floor((from - recurrence.start) / 7);
  const [startYear, startMonth] = _civil(recurrence.start);
  const [fromYear, fromMonth] = _civil(from);
  return Math.floor(((fromYear - startYear) * 12 + fromMonth - startMonth) / MONTHS[recurrence.period]);
}

function cycle(index: number, due: DayNumber, retries: boolean): RecurrenceCycle {
  const date = _isoDate(due);
  const attempts: RecurrenceAttempt[] = [{ number: 1, from: date, until: date }];
  // Each retry on a day of its own after the one before ("Existe uma tentativa vigente para a data
  // informada" is a violation), all within the seven days: retry k runs from D+k to D+7-(3-k).
  for (let retry = 1; retries && retry <= RETRIES; retry += 1) {
    attempts.push({
      number: retry + 1,
      from: _isoDate(due + retry),
      until: _isoDate(due + RETRY_DAYS - (RETRIES - retry)),
    });
  }
  return {
    index: index + 1,
    due_date: date,
    send_from: _isoDate(due - SEND_FROM_DAYS),
    send_until: _isoDate(due - SEND_UNTIL_DAYS),
    attempts,
  };
}
