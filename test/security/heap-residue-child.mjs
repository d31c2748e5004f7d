// Run by heap-residue.test.ts as `node --expose-gc heap-residue-child.mjs <snapshot path>`, with the
// markers as JSON on stdin. It calls every export that reads a request on inputs carrying the
// markers, drops every answer, collects all garbage and writes a heap snapshot: whatever marker the
// snapshot still holds was kept by the library past its call. One marker, `kept`, is held on
// purpose in a global, so the test knows the search can find one.
import { readFileSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';

const library = await import(new URL('../../dist/index.js', import.meta.url).href);

// The suite's fixed instant (test/support/clock.ts): the library never reads the real clock here.
const NOW = new Date('2026-11-22T18:00:00Z');
const LOCALES = ['en', 'pt-BR', 'es'];
const MERCHANT = {
  methods: [{ type: 'credit_card', card_flow: 'hosted' }, { type: 'pix' }, { type: 'boleto' }],
};
const RECIPIENT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function requests(m) {
  const customer = {
    name: `Maria ${m.name}`,
    email: `${m.email.toLowerCase()}@example.com.br`,
    tax_id: m.taxId,
    phone: '+55 (11) 98765-4321',
    type: 'individual',
    [m.customerKey]: m.customerValue,
  };
  const address = {
    street: `Rua ${m.street}`,
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'sp',
    zip_code: '01310-100',
  };
  const card = {
    amount: 14990,
    currency: 'BRL',
    product_type: 'physical',
    customer,
    items: [
      { name: `Camiseta ${m.itemName}`, quantity: 2, unit_price: 4990, tangible: true, [m.itemKey]: 1 },
      { name: 'Caneca', quantity: 1, unit_price: 5010, tangible: true, code: m.itemCode },
    ],
    payment_method: 'credit_card',
    payment_details: {
      number: '4111 1111 1111 1111',
      holder_name: `MARIA ${m.holder}`,
      expiration_month: '12',
      expiration_year: '2030',
      cvv: '123',
      installments: 3,
      statement_descriptor: m.descriptor,
    },
    billing_address: address,
    metadata: { order_id: m.metadataValue, [m.metadataKey]: 'web', [m.metadataDigitsKey]: 1 },
    split: [
      { recipient_id: RECIPIENT, recipient_type: 'merchant', type: 'percentage', amount: 0.7 },
      {
        recipient_id: m.recipient,
        recipient_type: 'submerchant',
        type: 'fixed',
        amount: 2000,
        [m.splitKey]: 1,
      },
    ],
    [m.rootKey]: m.rootValue,
    // Keys shaped like the paths the library writes: an index the caller chose, a row below it.
    [`items.${m.itemIndex}`]: m.dottedValue,
    [`split.${m.splitIndex}.amount`]: 1,
    [`customer.${m.dottedKey}`]: 1,
  };
  const pix = {
    amount: 5000,
    currency: 'BRL',
    product_type: 'digital',
    customer: { ...customer, tax_id: m.pixTaxId },
    items: { [m.itemsObjectKey]: { name: 'x', quantity: 1, unit_price: 5000 } },
    payment_method: 'pix',
    payment_details: { expires_in: 3600, [m.pixDetailsKey]: m.pixDetailsValue },
  };
  const boleto = {
    amount: m.amountText,
    currency: m.currency,
    product_type: 'digital',
    customer,
    items: [{ name: 'Livro', quantity: 1, unit_price: 1000, tangible: true }],
    payment_method: 'boleto',
    payment_details: { due_date: m.dueDate, instructions: m.instructions },
    billing_address: { ...address, zip_code: m.zip },
  };
  return [card, pix, boleto, { [m.loneKey]: m.loneValue }];
}

function exerciseFailure(library, failure) {
  if (failure.ok) return;
  library.toProblemDetails(failure);
  library.toHttpResponse(failure);
  library.toHttpResponse(failure, { instance: '/charges' });
  library.issuesByField(failure.issues);
  for (const issue of failure.issues ?? []) library.formatIssue(issue);
}

async function exercise(m) {
  const {
    validateChargeRequest,
    createChargeRequestSchema,
    redactChargeRequest,
    computeSplit,
    prepareSplit,
    parsePixCode,
    buildPixCode,
    classifyPixKey,
    parseBoleto,
    readJsonBody,
    openCharge,
    applyChargeEvent,
    fingerprintChargeRequest,
    checkProviderAnswer,
    computeAmountDue,
    toPixApiValue,
    planRecurrence,
    parseRecurrenceId,
    applyRecurrenceEvent,
    authorizePublicRequest,
    authorizeSecretRequest,
    signWebhook,
    verifyWebhook,
    decideIdempotentRequest,
    detectCardBrand,
    quoteInstallments,
    buildBoleto,
    shapeChargeResponse,
    allocateRefund,
    planReceivables,
    planSettlement,
  } = library;
  for (const request of requests(m)) {
    for (const locale of LOCALES) {
      for (const options of [
        { now: NOW, locale },
        { now: NOW, locale, mdr: 0.0299, merchant: MERCHANT },
      ]) {
        exerciseFailure(library, validateChargeRequest(request, options));
        exerciseFailure(library, validateChargeRequest(JSON.parse(JSON.stringify(request)), options));
      }
      const schema = createChargeRequestSchema({ now: NOW, locale, mdr: 0.0299 });
      schema['~standard'].validate(request);
    }
    redactChargeRequest(request);
    await fingerprintChargeRequest(request);
    const body = JSON.stringify(request);
    exerciseFailure(library, readJsonBody(body, { contentType: 'application/json' }));
    exerciseFailure(library, readJsonBody(body.slice(0, -3), { contentType: 'application/json' }));
    exerciseFailure(library, readJsonBody(body, { contentType: `text/${m.mediaType.toLowerCase()}` }));
    exerciseFailure(
      library,
      checkProviderAnswer(request, { digitable_line: m.digitableLine, barcode: m.barcode }),
    );
    exerciseFailure(library, checkProviderAnswer(request, { qr_code: m.qrCode }));
  }

  const rules = [
    { recipient_id: RECIPIENT, recipient_type: 'merchant', type: 'percentage', amount: 0.7, [m.splitKey]: 1 },
    { recipient_id: m.recipient, recipient_type: m.recipientType, type: 'fixed', amount: 2000 },
  ];
  for (const locale of LOCALES) {
    exerciseFailure(library, computeSplit(10000, rules, 0.0299, { locale }));
    exerciseFailure(library, computeSplit(10000, rules.slice(0, 1), 0.0299, { locale }));
    const prepared = prepareSplit(rules.slice(0, 1), 0.0299, { locale });
    if (prepared.ok) prepared.split(10000);
    exerciseFailure(library, prepared);
    exerciseFailure(library, prepareSplit(rules, 0.0299, { locale }));

    const built = buildPixCode(
      { key: RECIPIENT, merchant_name: m.merchantName, merchant_city: m.merchantCity, txid: m.txid },
      { locale },
    );
    exerciseFailure(library, built);
    if (built.ok) exerciseFailure(library, parsePixCode(built.text, { locale }));
    exerciseFailure(library, parsePixCode(`000201${m.pixText}`, { locale }));
    exerciseFailure(library, classifyPixKey(`${m.pixKey.toLowerCase()}@example.com`, { locale }));
    exerciseFailure(library, classifyPixKey(m.pixKeyDigits, { locale }));
    exerciseFailure(library, classifyPixKey(m.pixKeyText, { locale }));
    exerciseFailure(library, parseBoleto(m.digitableLine, { locale }));
    exerciseFailure(library, parseBoleto(m.boletoText, { locale }));

    const terms = {
      amount: 10000,
      due_date: '2026-12-10',
      late_fee: { type: 'percentage', amount: 0.02 },
      interest: { type: 'percentage', amount: 0.01, per: 'month', days: 'calendar' },
      [m.eventKey]: m.eventValue,
    };
    const oddTerms = { ...terms, rebate: { type: m.eventType, amount: 100 } };
    for (const paymentDate of ['2026-12-20', m.occurredAt]) {
      exerciseFailure(
        library,
        computeAmountDue(terms, { paymentDate, state: 'SP', holidays: [m.pixKeyDigits], locale }),
      );
    }
    exerciseFailure(library, computeAmountDue(oddTerms, { paymentDate: '2026-12-20', locale }));
    exerciseFailure(library, toPixApiValue(terms, { locale }));
    exerciseFailure(library, toPixApiValue(oddTerms, { locale }));
    const recurrence = {
      contract: m.txid,
      object: `Plano ${m.descriptor}`,
      start_date: '2026-12-31',
      period: 'monthly',
      amount: 1000,
      retries: 'three_in_seven_days',
    };
    exerciseFailure(library, planRecurrence(recurrence, { count: 3 }));
    exerciseFailure(
      library,
      planRecurrence({ ...recurrence, period: m.eventType, [m.eventKey]: m.eventValue }, { count: 3 }),
    );
    exerciseFailure(library, parseRecurrenceId(`RR12345678${m.pixKeyDigits}`, { locale }));

    // Credentials, webhooks and idempotency keys: a cache keyed by a secret would keep it.
    exerciseFailure(library, authorizeSecretRequest(`Basic ${btoa(`sk_live_${m.secretKey}:`)}`, { locale }));
    exerciseFailure(library, authorizeSecretRequest(`Basic ${btoa(`pk_live_${m.publicKey}:`)}`, { locale }));
    exerciseFailure(library, authorizePublicRequest(`Basic ${btoa(`pk_live_${m.publicKey}:`)}`, { locale }));
    exerciseFailure(library, authorizePublicRequest(`Bearer sk_live_${m.secretKey}`, { locale }));
    // The marker is the secret's own text (base64 letters): 32 characters, 24 bytes.
    const secret = `whsec_${m.webhookSecret}${m.webhookSecret}AA`;
    const message = { id: m.webhookId, timestamp: 1_763_834_400, body: `{"note":"${m.webhookBody}"}` };
    const signature = await signWebhook(message, secret);
    for (const signed of [signature, `v1,${btoa(m.webhookBody)}`]) {
      const headers = {
        'webhook-id': m.webhookId,
        'webhook-timestamp': '1763834400',
        'webhook-signature': signed,
      };
      exerciseFailure(
        library,
        await verifyWebhook({ headers, body: message.body }, { secrets: secret, now: NOW, locale }),
      );
    }
    exerciseFailure(
      library,
      decideIdempotentRequest(undefined, { key: m.idempotencyKey, fingerprint: 'ab'.repeat(32) }),
    );
    exerciseFailure(
      library,
      decideIdempotentRequest(undefined, { key: `${m.idempotencyKey}\n`, fingerprint: 'x' }),
    );
    detectCardBrand(`4${m.cardDigits}1234`);
    exerciseFailure(
      library,
      quoteInstallments(10000, {
        maxInstallments: 3,
        interestFreeUpTo: 1,
        monthlyRate: 0.0199,
        locale,
        [m.eventKey]: m.eventValue,
      }),
    );
    exerciseFailure(library, quoteInstallments(10000, { maxInstallments: m.eventValue, locale }));
    exerciseFailure(
      library,
      buildBoleto(
        { bank: '001', amount: 100, due_date: '2007-12-31', free_field: `${m.freeField}${m.cardDigits}000` },
        { locale },
      ),
    );
    exerciseFailure(
      library,
      buildBoleto({ bank: '001', amount: 100, due_date: m.dueDate, free_field: m.eventValue }, { locale }),
    );
    const attempt = {
      id: m.recurrenceEventId,
      subject: 'attempt',
      cycle: 1,
      attempt: 1,
      status: 'REJEITADA',
      occurred_at: '2026-11-22T18:00:00Z',
      reason: 'AB10',
    };
    const applied = applyRecurrenceEvent({ retries: 'three_in_seven_days', events: [] }, attempt, { locale });
    exerciseFailure(library, applied);
    if (applied.ok)
      exerciseFailure(
        library,
        applyRecurrenceEvent(applied.state, { ...attempt, status: 'PAGA' }, { locale }),
      );
    exerciseFailure(
      library,
      applyRecurrenceEvent(
        { retries: 'none', events: [] },
        { ...attempt, reason: m.eventValue, [m.eventKey]: 1 },
        { locale },
      ),
    );

    const split = computeSplit(10000, rules.slice(0, 1), 0.0299);
    if (split.ok) {
      exerciseFailure(library, allocateRefund(split, 1000));
      exerciseFailure(library, planReceivables(split, { payment_method: 'pix', confirmedAt: NOW }));
      exerciseFailure(
        library,
        planSettlement(split, {
          supportsSubaccounts: true,
          hasActiveSubaccount: (recipient) => recipient === m.recipient,
        }),
      );
    }
    for (const request of requests(m)) {
      exerciseFailure(
        library,
        shapeChargeResponse(request, {
          id: m.chargeId,
          redirect_url: `https://pay.example.com/${m.redirectPath}`,
        }),
      );
    }
    const opened = split.ok ? openCharge(split, { payment_method: 'pix', locale }) : split;
    exerciseFailure(library, opened);
    if (opened.ok) {
      const paid = { id: m.eventId, type: 'paid', occurred_at: '2026-11-22T18:00:00Z' };
      const after = applyChargeEvent(opened.charge, paid, { locale });
      exerciseFailure(library, after);
      const refund = { id: m.refundId, type: 'refunded', occurred_at: '2026-11-22T19:00:00Z', amount: 600 };
      if (after.ok) exerciseFailure(library, applyChargeEvent(after.charge, refund, { locale }));
      const odd = { id: 'evt_2', type: m.eventType, occurred_at: m.occurredAt, [m.eventKey]: m.eventValue };
      exerciseFailure(library, applyChargeEvent(opened.charge, odd, { locale }));
    }
  }
}

// The markers arrive on stdin, are read inside a function, and leave with its frame.
async function run() {
  const markers = JSON.parse(readFileSync(0, 'utf8'));
  globalThis.heapResidueKept = markers.kept;
  delete markers.kept;
  await exercise(markers);
}

await run();

globalThis.gc();
globalThis.gc();
process.stdout.write(writeHeapSnapshot(process.argv[2]));
