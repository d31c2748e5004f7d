// Baseline: a hand-written valibot schema of the same rule set as validateChargeRequest (with its
// default options: `now`, currencies ['BRL'], no MDR, no merchant, no installment policy), as a team
// using valibot idiomatically would write it from docs/validation.md and docs/split.md: strict
// objects, `v.variant` on payment_method, then card_flow, then the token for the conditional
// payment_details and the forbidden fields, `v.forward` with `v.partialCheck` inside an object and
// `v.check` over the whole request, and small predicates of its own for check digits (CPF, numeric
// and alphanumeric CNPJ), Luhn and the CVV length of the brand, the e-mail grammar, dates against
// `now`, metadata limits and the exact split total. Independent of the library: it imports nothing
// from it. CSP-safe: no `new Function`, no eval. The only transforms are `v.trim()` on the fields the
// rules trim, since a trimmed value is what their lengths, blanks and formats are decided on.
//
// Agreement with validateChargeRequest on valid/invalid (bench/baselines/check-valibot-full.mjs: the
// example requests, the test fixtures and ~2,000 fast-check mutations of valid requests, half of
// them aimed at one rule each) is 100%, also over 10,000 mutations with other seeds. Getting there
// took four valibot behaviours into account, each marked below: its object schemas take an array
// as an object without keys; v.record drops the keys __proto__, constructor and prototype without a
// word; v.check runs on values of the right type whose own validations failed; and when no variant
// option matches, valibot hands the raw input on to a partialCheck after it.
// Remaining differences, on inputs that are not JSON (the check cannot produce them):
// - a field whose value is `undefined`: the library skips it even where the method forbids it
//   (`payment_details: { cvv: undefined }` on PIX is valid); valibot's strictObject reports the key.
// - inherited keys, getters and Proxies: the library reads own properties only (an inherited
//   `amount` is missing), valibot reads `key in input`.
// Issues (codes, paths, messages) are not compared: valibot's issue list differs by design.
import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Formats, written for this schema.

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

// ISO 3166-1 alpha-2, officially assigned.
const COUNTRIES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
    'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);
const UFS = new Set(
  'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '),
);

const isCountry = (code) => /^[A-Za-z]{2}$/.test(code) && COUNTRIES.has(code.toUpperCase());
/** An address's country reads as Brazil when it is left out. */
const isBrazil = (address) => address?.country === undefined || address.country.toUpperCase() === 'BR';

// Dot-atom local part of at most 64 characters; a domain of at least two labels (letters, digits,
// inner hyphens, 63 at most) ending in a TLD of letters or an `xn--` label; ASCII only.
const EMAIL =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{0,58}[A-Za-z0-9])$/;

const withoutSeparators = (value, separators) => value.replace(separators, '');

const isPhone = (value) => /^\+?\d{8,15}$/.test(withoutSeparators(value, /[ ().-]/g));
const isCep = (value) => /^\d{8}$/.test(withoutSeparators(value, /[. -]/g));

function isCpf(digits) {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    if (((sum * 10) % 11) % 10 !== Number(digits[length])) return false;
  }
  return true;
}

// Numeric or alphanumeric CNPJ: 12 characters 0-9A-Z worth their char code minus 48, 2 check digits.
function isCnpj(value) {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || value === '00000000000000') return false;
  const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  for (const length of [12, 13]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (value.charCodeAt(i) - 48) * weights[i + 13 - length];
    const digit = sum % 11 < 2 ? 0 : 11 - (sum % 11);
    if (digit !== value.charCodeAt(length) - 48) return false;
  }
  return true;
}

/** 'cpf', 'cnpj', or undefined: a Brazilian tax id typed with or without `.`, `-`, `/`, spaces. */
function taxIdKind(value) {
  const typed = withoutSeparators(value, /[./ -]/g);
  if (!/^[0-9A-Za-z]*$/.test(typed)) return undefined;
  const bare = typed.toUpperCase();
  if (bare.length === 11) return isCpf(bare) ? 'cpf' : undefined;
  if (bare.length === 14) return isCnpj(bare) ? 'cnpj' : undefined;
  return undefined;
}

function passesLuhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
const cardDigits = (number) => withoutSeparators(number, /[ -]/g);
const isCardNumber = (number) => {
  const digits = cardDigits(number);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
};
/** American Express (34, 37) prints a 4-digit CVV, every other brand 3. */
const cvvLength = (number) => (/^3[47]/.test(cardDigits(number)) ? 4 : 3);

function isCalendarDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** Today in Brasília (UTC−3, no daylight saving), plus the bounds the rules need, as strings. */
function calendarAt(now) {
  const brasilia = new Date(now.getTime() - 3 * 3_600_000);
  const today = brasilia.toISOString().slice(0, 10);
  const later = new Date(brasilia);
  later.setUTCDate(later.getUTCDate() + 365);
  const year = brasilia.getUTCFullYear();
  return {
    today,
    dueLimit: later.toISOString().slice(0, 10),
    month: today.slice(0, 7),
    year: String(year).padStart(4, '0'),
    lastYear: String(year + 20).padStart(4, '0'),
  };
}

// A JS number as the exact decimal it spells (String(n), its shortest round trip): digits / 10^scale.
function exactDecimal(number) {
  const [mantissa, exponent = '0'] = String(number).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * Σ fixed + Σ amount × percentage, compared exactly (BigInt over 10^scale) with the amount. Every
 * figure is read as a decimal: v.check runs on values of the right type whose own validations may
 * have failed (a fixed share of 0.5), and must not throw on them.
 */
function splitFits(amount, split) {
  const charge = exactDecimal(amount);
  const parts = split.map((share) => exactDecimal(share.amount));
  const scale = Math.max(charge.scale, ...parts.map((part) => part.scale));
  const at = ({ digits, scale: own }) => digits * 10n ** BigInt(scale - own);
  let total = 0n;
  split.forEach((share, index) => {
    // A percentage is worth amount × fraction: one more power of the common scale.
    total += share.type === 'fixed' ? at(parts[index]) * 10n ** BigInt(scale) : at(parts[index]) * at(charge);
  });
  return total <= at(charge) * 10n ** BigInt(scale);
}

// ---------------------------------------------------------------------------------------------
// Schemas.

const string = (max) => v.pipe(v.string(), v.maxLength(max));
/** Text a person types: trimmed, then measured. */
const text = (max) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const filledText = (max) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));
const integer = (min, max) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** A field the rules drop without reading it (card data beside a token). */
const ignored = v.optional(v.unknown());
/** A discriminator that must be left out. */
const absent = v.optional(v.never());

const metadataKey = v.pipe(v.string(), v.maxLength(40));
const metadataScalar = v.union([
  v.null(),
  v.boolean(),
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.maxLength(500)),
]);
// Nested at most 3 levels (metadata itself is the first).
const metadataLevel3 = v.union([
  metadataScalar,
  v.array(metadataScalar),
  v.record(metadataKey, metadataScalar),
]);
const metadataLevel2 = v.union([
  metadataScalar,
  v.array(metadataLevel3),
  v.record(metadataKey, metadataLevel3),
]);
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);
// v.record skips the reserved keys silently and takes arrays: both are refused here, and the 50
// entries are counted across every level.
const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * valibot's object schemas take an array as an object without keys: where every entry is optional,
 * an array would pass.
 */
const objectOf = (entries) => v.pipe(v.custom(isPlainObject, 'Expected an object.'), v.strictObject(entries));
function metadataEntries(value) {
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  for (const key of Object.keys(value)) {
    if (RESERVED.has(key)) return Number.POSITIVE_INFINITY;
    count += 1 + metadataEntries(value[key]);
  }
  return count;
}
const metadata = v.pipe(
  v.custom(isPlainObject, 'Metadata is an object.'),
  // Before v.record, whose output no longer holds the reserved keys.
  v.check((value) => metadataEntries(value) <= 50, 'At most 50 metadata entries, reserved keys refused.'),
  v.record(metadataKey, metadataLevel2),
);

const address = v.pipe(
  v.strictObject({
    country: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2), v.check(isCountry))),
    street: v.optional(text(120)),
    number: v.optional(text(20)),
    complement: v.optional(text(120)),
    neighborhood: v.optional(text(100)),
    city: v.optional(text(100)),
    state: v.optional(text(40)),
    zip_code: v.optional(text(16)),
  }),
  // A Brazilian address (no country, or BR) needs its neighborhood, a UF and a CEP.
  v.forward(
    v.partialCheck(
      [['country'], ['neighborhood']],
      (input) => !isBrazil(input) || Boolean(input.neighborhood),
    ),
    ['neighborhood'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      (input) => !isBrazil(input) || (input.state !== undefined && UFS.has(input.state.toUpperCase())),
    ),
    ['state'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['zip_code']],
      (input) => !isBrazil(input) || (input.zip_code !== undefined && isCep(input.zip_code)),
    ),
    ['zip_code'],
  ),
);

const item = v.strictObject({
  name: filledText(120),
  quantity: integer(1, 1_000_000),
  unit_price: integer(0, MAX_SAFE),
  tangible: v.boolean(),
  description: v.optional(text(500)),
  category: v.optional(text(100)),
  code: v.optional(string(64)),
});

const shareEntries = {
  recipient_id: v.pipe(v.string(), v.uuid()),
  recipient_type: v.picklist(['merchant', 'submerchant']),
  cross_company: v.optional(v.boolean()),
};
const share = v.variant('type', [
  v.strictObject({ ...shareEntries, type: v.literal('fixed'), amount: integer(1, MAX_SAFE) }),
  // A fraction of the charge: 0.10 is 10%.
  v.strictObject({
    ...shareEntries,
    type: v.literal('percentage'),
    amount: v.pipe(v.number(), v.gtValue(0), v.maxValue(1)),
  }),
]);

/**
 * The charge request schema at the instant `now` (card expiry, boleto due date and birthdate are
 * judged on that day in Brasília), accepting `currencies`.
 */
export function createValibotChargeRequest({ now, currencies = ['BRL'] }) {
  const day = calendarAt(now);

  const customer = v.strictObject({
    name: filledText(120),
    email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.regex(EMAIL)),
    // Required, and a CPF or CNPJ, for a Brazilian buyer: checked with the billing address below.
    tax_id: v.optional(text(40)),
    phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20), v.check(isPhone))),
    type: v.picklist(['individual', 'company']),
    birthdate: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(10),
        v.check(isCalendarDate),
        v.check((date) => date <= day.today),
      ),
    ),
  });

  const installments = integer(1, 24);
  const statementDescriptor = v.optional(text(13));
  const cardData = {
    number: v.pipe(v.string(), v.maxLength(32), v.check(isCardNumber)),
    holder_name: filledText(64),
    expiration_month: v.pipe(v.string(), v.maxLength(2), v.regex(/^(0[1-9]|1[0-2])$/)),
    expiration_year: v.pipe(
      v.string(),
      v.maxLength(4),
      v.regex(/^\d{4}$/),
      v.check((year) => year >= day.year && year <= day.lastYear),
    ),
    cvv: v.pipe(v.string(), v.maxLength(4), v.regex(/^\d{3,4}$/)),
  };
  const cardDataChecks = [
    v.forward(
      v.partialCheck(
        [['expiration_month'], ['expiration_year']],
        (card) => `${card.expiration_year}-${card.expiration_month}` >= day.month,
        'The card has expired.',
      ),
      ['expiration_month'],
    ),
    v.forward(
      v.partialCheck([['number'], ['cvv']], (card) => card.cvv.length === cvvLength(card.number)),
      ['cvv'],
    ),
  ];
  // The transparent flow: card data, or a token (then the card data is ignored).
  const transparentDetails = (installmentsEntry) =>
    v.variant('token', [
      v.strictObject({
        token: string(512),
        number: ignored,
        holder_name: ignored,
        expiration_month: ignored,
        expiration_year: ignored,
        cvv: ignored,
        installments: installmentsEntry,
        statement_descriptor: statementDescriptor,
      }),
      v.pipe(
        v.strictObject({
          token: absent,
          ...cardData,
          installments: installmentsEntry,
          statement_descriptor: statementDescriptor,
        }),
        ...cardDataChecks,
      ),
    ]);

  const common = {
    amount: integer(1, MAX_SAFE),
    currency: v.pipe(v.string(), v.maxLength(3), v.regex(/^[A-Z]{3}$/), v.picklist(currencies)),
    product_type: v.picklist(['digital', 'physical']),
    customer,
    items: v.pipe(v.array(item), v.minLength(1), v.maxLength(500)),
    submerchant_id: v.optional(string(64)),
    shipping_amount: v.optional(integer(0, MAX_SAFE)),
    billing_address: v.optional(address),
    shipping_address: v.optional(address),
    metadata: v.optional(metadata),
    split: v.optional(v.pipe(v.array(share), v.maxLength(100))),
  };

  const card = v.variant('card_flow', [
    v.strictObject({
      ...common,
      payment_method: v.literal('credit_card'),
      card_flow: absent,
      payment_details: transparentDetails(v.optional(installments)),
      billing_address: address,
    }),
    v.strictObject({
      ...common,
      payment_method: v.literal('credit_card'),
      card_flow: v.literal('hosted'),
      payment_details: v.optional(objectOf({ installments: v.optional(installments) })),
      billing_address: address,
    }),
    // Debit is charged at once: installments are ignored in the transparent flow, and must be 1 on
    // the hosted page.
    v.strictObject({
      ...common,
      payment_method: v.literal('debit_card'),
      card_flow: absent,
      payment_details: transparentDetails(ignored),
    }),
    v.strictObject({
      ...common,
      payment_method: v.literal('debit_card'),
      card_flow: v.literal('hosted'),
      payment_details: v.optional(objectOf({ installments: v.optional(v.pipe(installments, v.value(1))) })),
      billing_address: address,
    }),
  ]);

  const pix = v.strictObject({
    ...common,
    payment_method: v.literal('pix'),
    payment_details: v.optional(objectOf({ expires_in_seconds: v.optional(integer(60, 2_592_000)) })),
  });

  const boleto = v.strictObject({
    ...common,
    payment_method: v.literal('boleto'),
    payment_details: v.strictObject({
      due_date: v.pipe(
        v.string(),
        v.maxLength(10),
        v.check(isCalendarDate),
        v.check((date) => date >= day.today, 'The due date has passed.'),
        v.check((date) => date <= day.dueLimit, 'At most 365 days ahead.'),
      ),
      instructions: v.optional(text(500)),
      document_number: v.optional(string(64)),
    }),
  });

  // The rules across the request: v.check, which runs once the whole request is typed (a partialCheck
  // would also run when no variant option matched, on the raw input valibot then hands on).
  return v.pipe(
    v.variant('payment_method', [card, pix, boleto]),
    // A physical product ships: the billing address is required (credit and hosted cards, and a
    // buyer abroad, who must send a country, already have one).
    v.forward(
      v.check((request) => request.product_type !== 'physical' || request.billing_address !== undefined),
      ['billing_address'],
    ),
    // A Brazilian buyer sends a CPF (individual) or a CNPJ (company).
    v.forward(
      v.check(({ customer, billing_address }) => {
        if (!isBrazil(billing_address)) return true;
        if (!customer.tax_id) return false;
        return taxIdKind(customer.tax_id) === (customer.type === 'individual' ? 'cpf' : 'cnpj');
      }),
      ['customer', 'tax_id'],
    ),
    // The exact sum of the shares is at most the amount.
    v.forward(
      v.check((request) => request.split === undefined || splitFits(request.amount, request.split)),
      ['split'],
    ),
  );
}

/** valid/invalid with every issue collected, as validateChargeRequest collects them. */
export function valibotSameRules(options) {
  const schema = createValibotChargeRequest(options);
  return (request) => v.safeParse(schema, request).success;
}
