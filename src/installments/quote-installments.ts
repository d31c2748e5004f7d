import type { RoundingMode } from '../arithmetic/rounding.js';
import { formatIssue } from '../issues/format-issue.js';
import { _invalidInput } from '../issues/invalid-input.js';
import type { Issue } from '../issues/issue.js';
import { formatInstallmentsMessage } from '../messages/installments.js';
import type { Locale } from '../messages/locales/index.js';
import { _failure, type Failure } from '../result/failure.js';
import { LIMITS } from '../rules/limits.js';
import { _readAmount } from '../split/read-amount.js';
import { _optionsLocale, _readMaxAmountOption } from '../split/read-options.js';
import { _effectiveCost } from './cet.js';
import type { InstallmentMethod } from './exact-plan.js';
import { _planOffers } from './plan-offers.js';
import { _quoteOptionIssue } from './quote-option-issue.js';
import { _readQuoteOptions, type QuoteConfig } from './read-quote-options.js';

/** Options of {@link quoteInstallments}. */
export interface QuoteInstallmentsOptions {
  /** The most installments to offer, 1 to 24 (the interface's limit). */
  readonly maxInstallments: number;
  /**
   * Offers with up to this many installments bear no interest (0 to 24; above `maxInstallments`
   * every offer is interest free).
   * @defaultValue `1`
   */
  readonly interestFreeUpTo?: number;
  /**
   * The monthly interest rate as a fraction in [0, 1), a number or a decimal string (`'0.0199'` is
   * 1.99% a month); a number is read as its shortest decimal string, so `0.0199` is exactly 199/10⁴.
   * Required when some offer bears interest.
   */
  readonly monthlyRate?: number | string;
  /**
   * `'price'`: compound interest, equal installments (Tabela Price). `'simple'`: the linear formula
   * some platforms use, `total = financed · (1 + rate · n)`, for parity with them.
   * @defaultValue `'price'`
   */
  readonly method?: InstallmentMethod;
  /**
   * The smallest installment the acquirer accepts, in centavos: offers of 2 or more installments
   * below it are left out (1× is always offered).
   * @defaultValue `0` (every installment is at least 1 centavo regardless)
   */
  readonly minInstallmentAmount?: number;
  /**
   * Centavos of the amount that bear no interest, such as shipping: spread evenly over the
   * installments, never financed. At most the amount.
   * @defaultValue `0`
   */
  readonly interestFreeAmount?: number;
  /**
   * How an exact half centavo rounds, as in `computeSplit`.
   * @defaultValue `'half-even'`
   */
  readonly rounding?: RoundingMode;
  /**
   * Language of the messages.
   * @defaultValue `'en'`
   */
  readonly locale?: Locale;
  /**
   * The largest amount quoted, in centavos: a larger `amount` is OUT_OF_RANGE ("at most …"). A
   * value that is not a safe integer of at least 1 is INVALID_CONFIGURATION.
   * @defaultValue `LIMITS.amount.max` (R$ 99,999,999.99)
   */
  readonly maxAmount?: number;
}

/** One way to pay the amount, as a checkout shows it. All amounts are in centavos. */
export interface InstallmentOffer {
  readonly installments: number;
  /** Every installment but the first: the exact installment rounded to the centavo. */
  readonly installment_amount: number;
  /** The first installment: it takes the difference between the total and the other installments. */
  readonly first_installment_amount: number;
  /** What the buyer pays in all: the exact total rounded to the centavo; the installments add up to it. */
  readonly total: number;
  /** `total − amount`. */
  readonly interest: number;
  /** Whether this offer bears no interest. */
  readonly interest_free: boolean;
  /** Effective monthly cost (CET) as a decimal fraction to 10 places, `'0'` when interest free. */
  readonly cet_monthly: string;
  /** Effective yearly cost, `(1 + monthly)^12 − 1` of the exact monthly rate, to 10 places. */
  readonly cet_yearly: string;
}

/** The offers for an amount, from 1× upwards. */
export interface InstallmentQuote {
  readonly ok: true;
  readonly offers: InstallmentOffer[];
}

/** Why no quote: the amount (422, with issues) or the caller's own options (500). */
export type QuoteInstallmentsFailure = Failure<'INVALID_INPUT' | 'INVALID_CONFIGURATION'>;

/** The result of {@link quoteInstallments}. */
export type QuoteInstallmentsResult = InstallmentQuote | QuoteInstallmentsFailure;

/**
 * Lists the installment offers for an amount, exactly: each offer's installments add up to its
 * total to the centavo, interest is compound (Tabela Price) unless asked otherwise, and the
 * effective cost (CET) is the exact rate that discounts the installments to the amount, rounded
 * to 10 decimal places. Never throws.
 *
 * @param amount - the price in centavos, a positive integer up to `options.maxAmount`.
 * @param options - the store's installment policy.
 * @returns `{ ok: true, offers }`; or `{ ok: false, status: 422, code: 'INVALID_INPUT', issues }`
 *   for a bad amount; or `{ ok: false, status: 500, code: 'INVALID_CONFIGURATION', issues }` for bad
 *   options, one issue at each option at fault (`options.monthlyRate`).
 * @example
 * const quote = quoteInstallments(10000, { maxInstallments: 3, interestFreeUpTo: 3 });
 * quote.ok && quote.offers[2]
 * //=> { installments: 3, installment_amount: 3333, first_installment_amount: 3334, total: 10000, interest: 0, interest_free: true, cet_monthly: '0', cet_yearly: '0' }
 */
export function quoteInstallments(
  amount: number,
  options: QuoteInstallmentsOptions,
): QuoteInstallmentsResult {
  let locale: Locale = 'en';
  try {
    locale = _optionsLocale(options);
    const issues: Issue[] = [];
    const optionIssues: Issue[] = [];
    const maxAmount = _readMaxAmountOption(options, locale, optionIssues);
    const amountIsValid = _readAmount(amount, locale, issues, maxAmount ?? LIMITS.amount.max);
    const config = _readQuoteOptions(
      options,
      amountIsValid ? amount : Number.MAX_SAFE_INTEGER,
      locale,
      optionIssues,
      _quoteOptionIssue,
    );
    if (config === undefined || maxAmount === undefined) {
      // Every option at fault, as the split engine reports its own; the message and the hint are
      // the first one's, in the words the buyer reads and the ones the integrator acts on.
      const first = optionIssues[0] as Issue;
      return _failure(
        500,
        'INVALID_CONFIGURATION',
        formatInstallmentsMessage(locale, 'INVALID_CONFIGURATION.installments', {
          detail: formatIssue(first),
        }),
        first.hint,
        optionIssues,
      );
    }
    if (!amountIsValid) return _invalidInput(locale, issues);
    return { ok: true, offers: buildOffers(amount, config) };
  } catch {
    // Only a hostile environment gets here (a replaced built-in); no quote is safer than a wrong one.
    return _failure(
      500,
      'INVALID_CONFIGURATION',
      formatInstallmentsMessage(locale, 'INVALID_CONFIGURATION.installments_unquoted'),
      formatInstallmentsMessage('en', 'INVALID_CONFIGURATION.installments_unquoted'),
    );
  }
}

function buildOffers(amount: number, config: QuoteConfig): InstallmentOffer[] {
  const price = BigInt(amount);
  return _planOffers(amount, config).map((offer) => {
    const cost = offer.free
      ? { monthly: '0', yearly: '0' }
      : _effectiveCost(
          { amount: price, first: offer.first, rest: offer.installment, count: offer.installments },
          config.rounding,
        );
    return {
      installments: offer.installments,
      installment_amount: Number(offer.installment),
      first_installment_amount: Number(offer.first),
      total: Number(offer.total),
      interest: Number(offer.total - price),
      interest_free: offer.free,
      cet_monthly: cost.monthly,
      cet_yearly: cost.yearly,
    };
  });
}
