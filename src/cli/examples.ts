// The inputs of the help pages' examples. They are piped in with echo rather than read from files:
// the package ships no example files, and an inline input works wherever charge-rules is installed
// (a project, a global install, npx) and shows the reader what the command computes on.

/** Two split recipients: 70% to a merchant, R$5.00 fixed to a submerchant. */
export const EXAMPLE_RULES = JSON.stringify([
  {
    recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    recipient_type: 'merchant',
    type: 'percentage',
    amount: 0.7,
  },
  {
    recipient_id: '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21',
    recipient_type: 'submerchant',
    type: 'fixed',
    amount: 500,
  },
]);

/** The fixed-share recipient of {@link EXAMPLE_RULES}, for `refund --from`. */
export const EXAMPLE_SUBMERCHANT = '9b2f1c1e-8d4a-4c1b-9f3e-2a6d5c4b3a21';

/** A valid PIX charge request for a digital product: no card, and no date that could expire. */
export const EXAMPLE_REQUEST = JSON.stringify({
  amount: 1500,
  currency: 'BRL',
  product_type: 'digital',
  payment_method: 'pix',
  customer: { name: 'Ana Souza', email: 'ana@example.com', tax_id: '529.982.247-25', type: 'individual' },
  items: [{ name: 'E-book', quantity: 1, unit_price: 1500, tangible: false }],
});

/** A merchant offering PIX, a transparent credit card and a hosted debit card. */
export const EXAMPLE_MERCHANT = JSON.stringify({
  methods: [
    { type: 'pix' },
    { type: 'credit_card', card_flow: 'transparent' },
    { type: 'debit_card', card_flow: 'hosted' },
  ],
});

/**
 * A school fee of R$1,200.00 due Tuesday 2026-03-10: 5% off until 2026-03-05, then a 2% late fee
 * and 1% a month of interest over calendar days, payable 30 days after the due date.
 */
export const EXAMPLE_DUE_TERMS = JSON.stringify({
  amount: 120000,
  due_date: '2026-03-10',
  days_after_due: 30,
  late_fee: { type: 'percentage', amount: 0.02 },
  interest: { type: 'percentage', amount: 0.01, per: 'month', days: 'calendar' },
  discount: { until: [{ date: '2026-03-05', type: 'percentage', amount: 0.05 }] },
});

/**
 * An example command line that pipes a JSON input into a command.
 *
 * @param json - the input, one line of JSON without single quotes.
 * @param command - the command and its options.
 * @returns the shell line, e.g. `echo '[…]' | charge-rules split --amount 9999`.
 */
export function piped(json: string, command: string): string {
  return `echo '${json}' | charge-rules ${command}`;
}

/**
 * A charge history for `events`: paid, a late pending, a refund delivered twice, then a chargeback
 * of the rest, on a R$150.00 PIX charge split 80% / R$15.00.
 */
export const EXAMPLE_HISTORY = JSON.stringify({
  amount: 15000,
  payment_method: 'pix',
  split: [
    {
      recipient_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      recipient_type: 'merchant',
      type: 'percentage',
      amount: 0.8,
    },
    { recipient_id: EXAMPLE_SUBMERCHANT, recipient_type: 'submerchant', type: 'fixed', amount: 1500 },
  ],
  events: [
    { id: 'evt_1', type: 'paid', occurred_at: '2026-03-02T12:00:00Z' },
    { id: 'evt_0', type: 'pending', occurred_at: '2026-03-02T11:58:00Z' },
    { id: 'evt_2', type: 'refunded', occurred_at: '2026-03-05T15:30:00Z', amount: 5000 },
    { id: 'evt_2', type: 'refunded', occurred_at: '2026-03-05T15:30:00Z', amount: 5000 },
    { id: 'evt_3', type: 'charged_back', occurred_at: '2026-04-10T09:00:00Z', amount: 10000 },
  ],
});

/**
 * A Pix Automático recurrence for `recurrence --plan`: monthly from 31 January, so February's cycle
 * falls on its last day; the same plan as docs/examples/recurrence/gym-monthly.json.
 */
export const EXAMPLE_PLAN = JSON.stringify({
  contract: 'GYM-2027-0042',
  object: 'Gym membership',
  start_date: '2027-01-31',
  period: 'monthly',
  amount: 9990,
  retries: 'three_in_seven_days',
});
