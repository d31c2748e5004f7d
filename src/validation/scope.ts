import type { Merchant } from '../card-flow/merchant.js';
import type { Locale } from '../messages/locales/index.js';
import type { MessageTemplate } from '../messages/overrides.js';
import type { SplitMdr } from '../split/types.js';

/** What a validation run needs besides the input: the clock, the accepted currencies, the locale. */
export interface ValidationScope {
  readonly now: Date;
  readonly currencies: readonly string[];
  readonly locale: Locale;
  /** The largest charge amount accepted, in centavos. */
  readonly maxAmount: number;
  /** Enables NEGATIVE_NET_AMOUNT_AFTER_FEES. */
  readonly mdr: SplitMdr | undefined;
  /** Enables PAYMENT_METHOD_NOT_ENABLED and CARD_FLOW_NOT_SUPPORTED. */
  readonly merchant: Merchant | undefined;
  /** Enables INSTALLMENTS_NOT_OFFERED: the options of `quoteInstallments`. */
  readonly installmentPolicy: unknown;
  /** The caller's labels by field pattern. */
  readonly labels: ReadonlyMap<string, string> | undefined;
  /** The caller's messages, by `key`, `code`, `pattern key` or `pattern code`. */
  readonly messages: ReadonlyMap<string, MessageTemplate> | undefined;
}

/** The accepted currencies when the caller names none. */
export const DEFAULT_CURRENCIES: readonly string[] = ['BRL'];
