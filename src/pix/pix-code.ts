/**
 * What a PIX BR Code ("copia e cola") says, as `parsePixCode` reads it and `buildPixCode` writes it.
 * Amounts are integer centavos; texts are as the code holds them.
 */
export interface PixCode {
  /** `static`: the code names a PIX key; `dynamic`: a location URL the paying app fetches. */
  readonly kind: 'static' | 'dynamic';
  /** The PIX key (static codes), as the code writes it. */
  readonly key?: string;
  /** The location URL without its scheme (dynamic codes), like `pix.example.com/qr/v2/9d36b84f`. */
  readonly url?: string;
  /** The amount in centavos; absent when the buyer types it, or a dynamic code's payload says it. */
  readonly amount?: number;
  /** The receiver's name, at most 25 bytes. */
  readonly merchant_name: string;
  /** The receiver's city, at most 15 bytes. */
  readonly merchant_city: string;
  readonly postal_code?: string;
  /**
   * The transaction id of a static code; absent when it carries `***` (none), and always absent
   * for a dynamic code, whose own is ignored: the payload at its location holds the real one.
   */
  readonly txid?: string;
  /** The free text shown to the payer (static codes). */
  readonly description?: string;
  /** Whether the code may be paid once only (point of initiation `12`). */
  readonly single_use: boolean;
  /**
   * The body of PIX's recurrence template (PIX Automático: an unreserved template, 80 to 99, that
   * opens with PIX's GUI), kept as the code holds it; other arrangements' templates are not PIX's.
   */
  readonly recurrence?: string;
  /**
   * The location URL of the recurrence (Pix Automático), without its scheme, like
   * `pix.example.com/qr/v2/rec/2353c790`: subfield 25 of PIX's recurrence template, answered when it
   * is written as a location URL is (visible ASCII, at most 77 bytes). The paying app fetches it to
   * show the recurrence the payer authorizes, next to the charge of the merchant account (a
   * combined code, "QR Code composto").
   */
  readonly recurrence_url?: string;
}
