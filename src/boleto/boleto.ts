/** What a boleto's barcode or digitable line says, as `parseBoleto` reads it. */
export interface Boleto {
  /** `bank`: a bank boleto (boleto de cobrança); `collection`: a utility or tax bill (arrecadação). */
  readonly kind: 'bank' | 'collection';
  /** The 44-digit barcode number. */
  readonly barcode: string;
  /** The digitable line, digits only: 47 for a bank boleto, 48 for a collection one. */
  readonly line: string;
  /**
   * The amount in centavos; 0 when the boleto leaves it to the payer. Over R$ 99.999.999,99 a bank
   * boleto writes it over the due-date factor too, and then has no due date.
   */
  readonly amount: number;
  /** The bank's 3-digit code (bank boletos). */
  readonly bank?: string;
  /**
   * The dates the due-date factor can stand for, from 2000-07-03 to 2099-12-31, earliest first:
   * the factor repeats every 9000 days. Empty for a collection boleto, a factor of 0000 and an
   * amount written over the factor.
   */
  readonly due_date_candidates: readonly string[];
  /** The candidate nearest the `referenceDate` given to `parseBoleto`, when one was. */
  readonly due_date?: string;
}
