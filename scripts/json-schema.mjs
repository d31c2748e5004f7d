// Derives the shipped JSON Schema 2020-12 of a charge request, and the OpenAPI 3.1 document of the two
// routes, from the rules table. Plain JavaScript with every input passed in, so that `npm run schema`
// (on the build) and the staleness test (on the source) call the same functions.
//
// The schema states everything JSON Schema can: types, enumerations, ranges, lengths, unknown fields,
// conditional requirements and forbidden fields (`if`/`then` over the request's facts), value formats
// as patterns, the split amount per type, the CVV length per brand, CPF for individuals and CNPJ for
// companies, and the metadata depth. What it cannot state (check digits, Luhn, the clock, the split
// totals, the host's options, lengths in UTF-16 units, metadata entries across levels) is listed in
// its `$comment` and in docs/json-schema.md; the differential test holds the two lists equal.
import { describeCondition, describeDates } from './docs-tables.mjs';

export const SCHEMA_FILES = {
  request: 'charge-request.schema.json',
  event: 'charge-event.schema.json',
  openapi: 'openapi.json',
};

export const EVENT_SCHEMA_ID = 'urn:charge-rules:schema:charge-event';

// The problem codes of the charge routes: the others answer a webhook sender or the host's own calls.
const NOT_CHARGE_ROUTE_TITLES = new Set(['TITLE.webhook', 'TITLE.lifecycle', 'TITLE.refund']);

export const SCHEMA_ID = 'urn:charge-rules:schema:charge-request';

/** What the library checks beyond this schema: one entry per reason, in the order of the docs. */
export const BEYOND_SCHEMA = [
  ['check-digits', 'CPF and CNPJ check digits (and the ten repeated-digit CPFs) of a Brazilian tax_id'],
  ['luhn', 'the Luhn check digit of payment_details.number'],
  [
    'clock',
    'dates against the day of validation in Brasília (UTC−3): the card is not expired and expires at most 20 years ahead, the boleto due_date is today or within 365 days, the birthdate is not in the future',
  ],
  ['split-totals', 'the exact sum of the split shares is at most the amount'],
  [
    'host-options',
    'options of validateChargeRequest: the currency is one of options.currencies (default BRL), and options.mdr, options.merchant and options.installmentPolicy',
  ],
  [
    'utf16-length',
    'lengths are counted in UTF-16 code units (a character outside the Basic Multilingual Plane, like an emoji, counts 2); JSON Schema counts code points',
  ],
  ['metadata-entries', 'metadata holds at most 50 entries counted across all its levels'],
  [
    'due-terms',
    'the terms of a due date agree with each other and with the amount: a PIX with a due_date has no expires_in_seconds; a discount is either until one to three dates, each on or before the due date and of one type, or per day with its type, amount, per and days; a fixed interest runs per day; a percentage has at most 4 decimal places; each term is below the amount; for an individual customer a late fee is at most 2% and interest at most 1% a month',
  ],
];

// Each pattern is the whole check of its format, or its shape where a check digit follows.
const PATTERNS = {
  nonBlank: '\\S',
  email:
    "^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{0,58}[A-Za-z0-9])$",
  uuid: '^[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}$',
  date: '^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[048]|[2468][048]|[13579][26])00)-02-29)$',
  currency: '^[A-Z]{3}$',
  cardMonth: '^(?:0[1-9]|1[0-2])$',
  cardYear: '^[0-9]{4}$',
  cvv: '^[0-9]{3,4}$',
  cvv3: '^[0-9]{3}$',
  cvv4: '^[0-9]{4}$',
};

// The formats a row may type with masks, as their bare value (separators removed): the characters
// it is made of (what the library's MASKED_FORMAT_CHARACTERS allows) and its units in order, each a
// character class and a quantifier. The row's separators, and its surrounding whitespace when it
// trims, are added around them by maskedPattern.
const BARE = {
  cep: { chars: '0-9', units: [['0-9', '{8}']] },
  phone: {
    chars: '0-9+',
    units: [
      ['+', '?'],
      ['0-9', '{8,15}'],
    ],
  },
  cpf: { chars: '0-9A-Za-z', units: [['0-9', '{11}']] },
  cnpj: {
    chars: '0-9A-Za-z',
    units: [
      ['0-9A-Za-z', '{12}'],
      ['0-9', '{2}'],
    ],
  },
  card_number: { chars: '0-9', units: [['0-9', '{12,19}']] },
};

// The library trims with String.prototype.trim; the patterns say `\s`. In ECMAScript both are the
// WhiteSpace and LineTerminator code points: checked here, so a difference could never ship.
for (let code = 0; code <= 0xffff; code++) {
  const char = String.fromCharCode(code);
  if ((char.trim() === '') !== /^\s$/u.test(char))
    throw new Error(`json-schema: \\s and String.prototype.trim differ at U+${code.toString(16)}`);
}

const isWhitespace = (char) => /^\s$/u.test(char);
// Characters as members of a regex character class.
const classChars = (chars) => [...chars].map((char) => (/[\\\]^-]/.test(char) ? `\\${char}` : char)).join('');
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

// A whole-value pattern `^…$` of a trimmed row: what it says of the value once its surrounding
// whitespace is gone. The inner pattern never begins or ends with whitespace, so each `\s*` has one
// way to match (no polynomial backtracking).
function trimmedPattern(pattern) {
  if (!pattern.startsWith('^') || !pattern.endsWith('$'))
    throw new Error(`json-schema: not a whole-value pattern: ${pattern}`);
  return `^\\s*(?:${pattern.slice(1, -1)})\\s*$`;
}

// A pattern checked on the value as typed: trimmed when its row trims.
function valuePattern(rule, pattern) {
  return rule.trim ? trimmedPattern(pattern) : pattern;
}

// At most `max` characters once the surrounding whitespace is gone, any whitespace around them: the
// content starts and ends with a non-whitespace character. Linear: the leading `\s*` sits inside the
// optional group, never beside the trailing one.
function trimmedLengthPattern(max) {
  const inner = max >= 2 ? `(?:[\\s\\S]{0,${max - 2}}\\S)?` : '';
  return max >= 1 ? `^(?:\\s*\\S${inner})?\\s*$` : '^\\s*$';
}

// A masked value: a lookahead reads the bare value (every character outside the bare alphabet is
// skipped, so separators and surrounding whitespace are), and the body says which characters stand
// where (separators anywhere, whitespace only around a trimmed value). Every class meets its
// neighbours' only where one way of matching exists: linear on any input.
function maskedPattern(rule, bare) {
  const separators = rule.masks?.separators ?? '';
  const skip = `[^${bare.chars}]*`;
  const units = bare.units.map(([chars, count]) => `(?:[${chars}]${skip})${count}`);
  const lookahead = `(?=${skip}${units.join('')}$)`;
  const inside = `[${bare.chars}${classChars(separators)}]`;
  if (!rule.trim) return `^${lookahead}${inside}*$`;
  const edge = `[${bare.chars}${classChars([...separators].filter((char) => !isWhitespace(char)).join(''))}]`;
  return `^${lookahead}\\s*${edge}(?:${inside}*${edge})?\\s*$`;
}

// Standard formats that ajv-formats knows and that accept every value the pattern beside them
// accepts: an annotation for tools (code generators, documentation), never a second rule. Not on a
// trimmed row: ` a@b.co ` is no `email`, and the library takes it.
const STANDARD_FORMATS = { email: 'email', uuid: 'uuid', date: 'date' };

const FORMAT_NOTES = {
  email: 'An e-mail address: an ASCII dot-atom local part of at most 64 characters and a domain name.',
  phone: 'A phone number with area code: 8 to 15 digits after an optional "+".',
  uuid: 'A UUID.',
  date: 'A calendar date, YYYY-MM-DD.',
  currency: 'An ISO 4217 code; validateChargeRequest accepts those in options.currencies (default BRL).',
  country: 'An ISO 3166-1 alpha-2 country code, in any letter case.',
  uf: 'For a Brazilian address: one of the 27 UFs, in any letter case.',
  cep: 'For a Brazilian address: a CEP, 8 digits.',
  br_tax_id:
    'For a Brazilian buyer: a CPF (11 digits) for an individual, a CNPJ (14 characters, the first 12 alphanumeric) for a company; validateChargeRequest also checks the check digits.',
  card_number: '12 to 19 digits; validateChargeRequest also checks the Luhn digit.',
  card_month: 'Two digits, 01 to 12.',
  card_year: 'Four digits.',
  cvv: '3 digits, 4 on American Express cards.',
  split_amount: 'Integer centavos for a fixed share; a fraction in (0, 1] for a percentage (0.10 is 10%).',
};

/**
 * @typedef {object} SchemaInputs
 * @property {readonly any[]} FIELD_RULES
 * @property {readonly any[]} FACTS
 * @property {any} LIMITS
 * @property {readonly string[]} COUNTRY_CODES
 * @property {readonly string[]} BRAZILIAN_UFS
 * @property {readonly { brand: string, from: number, to: number }[]} BIN_RANGES
 * @property {Readonly<Record<string, { status: number }>>} PROBLEM_CODES
 * @property {readonly string[]} CARD_METHODS
 * @property {readonly string[]} CARD_CREATION_STATUSES
 * @property {readonly string[]} CARD_FLOWS
 * @property {readonly string[]} PAYMENT_METHODS
 * @property {readonly string[]} CHARGE_EVENTS
 * @property {readonly string[]} MONEY_BACK_EVENTS
 * @property {number} MAX_EVENT_ID_LENGTH
 * @property {string} version
 */

// Each input of the generator: its name here, the module that exports it (below `src/`, or `dist/`
// after a build) and its exported name. The build script and the staleness test read this one list.
const INPUT_MODULES = [
  ['FIELD_RULES', 'rules/fields', 'FIELD_RULES'],
  ['FACTS', 'rules/facts', 'FACTS'],
  ['LIMITS', 'rules/limits', 'LIMITS'],
  ['COUNTRY_CODES', 'rules/countries', 'COUNTRY_CODES'],
  ['BRAZILIAN_UFS', 'rules/ufs', 'BRAZILIAN_UFS'],
  ['BIN_RANGES', 'validation/formats/card', '_BIN_RANGES'],
  ['PROBLEM_CODES', 'http/problem-codes', 'PROBLEM_CODES'],
  ['CARD_METHODS', 'rules/values', 'CARD_METHODS'],
  ['CARD_FLOWS', 'rules/values', 'CARD_FLOWS'],
  ['PAYMENT_METHODS', 'rules/values', 'PAYMENT_METHODS'],
  ['CARD_CREATION_STATUSES', 'charge/charge-status', 'CARD_CREATION_STATUSES'],
  ['CHARGE_EVENTS', 'lifecycle/charge-events', 'CHARGE_EVENTS'],
  ['MONEY_BACK_EVENTS', 'lifecycle/charge-events', 'MONEY_BACK_EVENTS'],
  ['MAX_EVENT_ID_LENGTH', 'lifecycle/charge-events', 'MAX_EVENT_ID_LENGTH'],
];

/**
 * The generator's inputs, each module read through `load`.
 * @param {(module: string) => Promise<Record<string, unknown>>} load - imports `rules/fields` and the like.
 * @param {string} version - the package version the OpenAPI document names.
 * @returns {Promise<SchemaInputs>}
 */
export async function loadSchemaInputs(load, version) {
  const inputs = { version };
  for (const [name, module, exported] of INPUT_MODULES) inputs[name] = (await load(module))[exported];
  return inputs;
}

/**
 * The charge request schema and the OpenAPI document.
 * @param {SchemaInputs} inputs
 */
export function generateSchemas(inputs) {
  return {
    request: generateRequestSchema(inputs),
    event: generateEventSchema(inputs),
    openapi: generateOpenApi(inputs),
  };
}

/**
 * The JSON Schema 2020-12 of a charge event, the payload `applyChargeEvent` reads (the `data` of a
 * webhook): its types from `CHARGE_EVENTS`, an amount on exactly the `MONEY_BACK_EVENTS`.
 * @param {SchemaInputs} inputs
 */
export function generateEventSchema(inputs) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: EVENT_SCHEMA_ID,
    title: 'Charge event (applyChargeEvent, the data of a charge webhook)',
    ...eventSchema(inputs),
  };
}

function eventSchema(inputs) {
  return {
    description:
      "One event of a charge, derived from the event table of charge-rules. Other fields (a provider's own) are allowed and ignored. applyChargeEvent also checks that occurred_at is a real instant (not 30 February).",
    type: 'object',
    required: ['id', 'type', 'occurred_at'],
    properties: {
      id: {
        type: 'string',
        minLength: 1,
        maxLength: inputs.MAX_EVENT_ID_LENGTH,
        description: 'Unique per event of the charge; a redelivery carries the same id.',
      },
      type: { enum: [...inputs.CHARGE_EVENTS] },
      occurred_at: {
        type: 'string',
        format: 'date-time',
        pattern:
          '^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-5][0-9](\\.[0-9]{1,9})?([Zz]|[+-][0-9]{2}:[0-9]{2})$',
        description:
          'When it happened at the provider, an RFC 3339 date-time with any offset (2026-03-02T09:00:00-03:00), at most nanoseconds, no leap second. The charge records it in UTC as 2026-03-02T12:00:00.000Z.',
      },
      amount: {
        type: 'integer',
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description: 'Centavos given back.',
      },
    },
    if: { properties: { type: { enum: [...inputs.MONEY_BACK_EVENTS] } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
    then: { required: ['amount'] },
    else: { not: { required: ['amount'] } },
  };
}

/**
 * The JSON Schema 2020-12 of a POST /v1/charges body.
 * @param {SchemaInputs} inputs
 */
export function generateRequestSchema(inputs) {
  const { root, defs } = buildRequest(inputs, (name) => `#/$defs/${name}`);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_ID,
    title: 'Charge request (POST /v1/charges body)',
    ...root,
    $defs: defs,
  };
}

function buildRequest(inputs, ref) {
  const context = { ...inputs, ref, conditionals: [] };
  const tree = buildTree(inputs.FIELD_RULES);
  const root = objectSchema(tree, context);
  const defs = metadataDefs(inputs.LIMITS.metadata, ref);
  return {
    root: withTypes({
      description:
        'The body of POST /v1/charges, derived from the rules table of charge-rules. validateChargeRequest refuses every request this schema refuses; it also refuses, for reasons JSON Schema cannot state, requests that this schema accepts (see $comment).',
      $comment: `Checked by validateChargeRequest beyond this schema: ${BEYOND_SCHEMA.map(([, text]) => text).join('; ')}.`,
      ...root,
      allOf: context.conditionals,
    }),
    defs: Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, withTypes(def)])),
  };
}

// The JSON type every subschema applies to, where its keywords imply one and it names none: strict
// validators (ajv's strictTypes) ask for it. Where a value of another type would now fail a
// condition, the request is refused by that value's own type anyway.
const IMPLIED_TYPES = [
  ['object', ['properties', 'required', 'additionalProperties', 'propertyNames', 'maxProperties']],
  ['array', ['items', 'minItems', 'maxItems']],
  ['string', ['pattern', 'maxLength']],
  ['number', ['minimum', 'maximum', 'exclusiveMinimum']],
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SUBSCHEMAS = ['not', 'if', 'then', 'else', 'items', 'additionalProperties', 'propertyNames'];

function withTypes(schema) {
  if (typeof schema !== 'object' || schema === null) return schema;
  const typed = { ...schema };
  if (typed.type === undefined) {
    const implied = IMPLIED_TYPES.filter(([, keywords]) => keywords.some((keyword) => keyword in typed));
    if (implied.length > 1)
      throw new Error(`json-schema: keywords of several types in ${JSON.stringify(typed)}`);
    if (implied.length === 1) return withTypes({ type: implied[0][0], ...typed });
  }
  for (const key of SUBSCHEMAS) if (key in typed) typed[key] = withTypes(typed[key]);
  for (const key of SUBSCHEMA_LISTS) if (key in typed) typed[key] = typed[key].map(withTypes);
  if (typed.properties) {
    typed.properties = Object.fromEntries(
      Object.entries(typed.properties).map(([key, value]) => [key, withTypes(value)]),
    );
  }
  return typed;
}

function buildTree(rules) {
  const root = { rule: undefined, children: new Map() };
  const nodes = new Map([['', root]]);
  for (const rule of rules) {
    const cut = rule.path.lastIndexOf('.');
    const parent = nodes.get(cut < 0 ? '' : rule.path.slice(0, cut));
    if (!parent) throw new Error(`json-schema: no parent row for ${rule.path}`);
    const node = { rule, children: new Map() };
    nodes.set(rule.path, node);
    parent.children.set(rule.path.slice(cut + 1), node);
  }
  return root;
}

function objectSchema(node, context) {
  const properties = {};
  const required = [];
  const siblingRules = [];
  for (const [key, child] of node.children) {
    const { rule } = child;
    properties[key] = rule.ignored
      ? ignorableSchema(rule, child, context)
      : fieldSchema(rule, child, context);
    if (rule.required === true) required.push(key);
    else if (rule.required !== undefined) requiredWhen(rule, context);
    if (rule.allowed) forbiddenUnless(rule, context);
    for (const values of rule.valuesWhen ?? []) valuesWhen(rule, values, context);
    if (rule.format && rule.formatWhen) formatWhen(rule, context);
    if (rule.formatWith) siblingRules.push(rule);
    if (rule.format === 'cvv') cvvWhen(rule, context);
  }
  const schema = {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
  const checks = siblingRules.map((rule) => siblingFormat(rule, context));
  return checks.length > 0 ? { ...schema, allOf: checks } : schema;
}

// A field dropped before validation while `ignored` holds (a card field beside a token): its own
// rules apply only while it does not.
function ignorableSchema(rule, node, context) {
  context.conditionals.push(
    conditional({
      comment: `${rule.path} is ignored, whatever its value, when ${words(rule.ignored, context)}.`,
      when: condition(rule.ignored, context),
      otherwise: nest(rule.path, fieldSchema(rule, node, context)),
    }),
  );
  return { description: `Ignored when ${words(rule.ignored, context)}.` };
}

function fieldSchema(rule, node, context) {
  if (rule.freeForm) return metadataSchema(context.LIMITS.metadata, context.ref);
  switch (rule.type) {
    case 'object':
      return objectSchema(node, context);
    case 'array':
      return {
        type: 'array',
        ...(rule.minLength !== undefined ? { minItems: rule.minLength } : {}),
        ...(rule.maxLength !== undefined ? { maxItems: rule.maxLength } : {}),
        items: objectSchema(node.children.get('*'), context),
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
    case 'number':
      return {
        type: rule.type,
        ...(rule.min !== undefined ? { minimum: rule.min } : {}),
        ...(rule.max !== undefined ? { maximum: rule.max } : {}),
        ...(rule.format ? { description: FORMAT_NOTES[rule.format] } : {}),
        ...(rule.unit === 'centavos'
          ? {
              description:
                'Centavos. The maximum is the library default (LIMITS.amount.max); a host may set its own (maxAmount).',
            }
          : {}),
      };
    case 'string':
      return stringSchema(rule, context);
    default:
      throw new Error(`json-schema: unknown type ${rule.type} at ${rule.path}`);
  }
}

function stringSchema(rule, context) {
  const notes = [];
  if (rule.format) notes.push(FORMAT_NOTES[rule.format] ?? unknownFormat(rule));
  if (rule.masks) notes.push(masksNote(rule, context));
  if (rule.dates) notes.push(`validateChargeRequest checks the date: ${describeDates(rule.dates)}.`);
  if (rule.trim) {
    const length = rule.maxLength === undefined ? '' : `, then at most ${rule.maxLength} characters remain`;
    notes.push(`Surrounding whitespace is removed before any check${length}.`);
  }
  const parts = [{ type: 'string' }];
  if (rule.values) parts.push(valuesSchema(rule, rule.values));
  // An empty or blank required string is as good as missing.
  else if (rule.required === true && !(rule.format && !rule.formatWhen))
    parts.push({ pattern: PATTERNS.nonBlank });
  // A trimmed value's length is its content's: the whitespace around it is unbounded.
  if (rule.maxLength !== undefined)
    parts.push(rule.trim ? { pattern: trimmedLengthPattern(rule.maxLength) } : { maxLength: rule.maxLength });
  if (rule.format && !rule.formatWhen && !rule.formatWith) parts.push(formatSchema(rule, context));
  if (notes.length > 0) parts.push({ description: notes.join(' ') });
  return merge(parts);
}

// An enumerated string: the values themselves, or around a trimmed row's, any whitespace.
function valuesSchema(rule, values) {
  if (!rule.trim) return { enum: [...values] };
  return { pattern: trimmedPattern(`^(?:${values.map((value) => escapeRegex(String(value))).join('|')})$`) };
}

// The separators a masked row takes and the forms the docs show, in the row's description.
function masksNote(rule, context) {
  const names = [...rule.masks.separators].map((char) => (char === ' ' ? 'space' : `"${char}"`));
  const when = rule.formatWhen ? ` (${words(rule.formatWhen, context)})` : '';
  return `Separators ${names.join(', ')} accepted anywhere and dropped${when}, as in ${rule.masks.forms.map((form) => `"${form}"`).join(', ')}.`;
}

// The format's pattern on the value as typed: with the row's masks and trimming.
function formatSchema(rule, context) {
  const { format } = rule;
  if (rule.masks && !BARE[format === 'br_tax_id' ? 'cpf' : format])
    throw new Error(`json-schema: no bare form for the masks of ${format} at ${rule.path}`);
  const annotation = STANDARD_FORMATS[format] && !rule.trim ? { format: STANDARD_FORMATS[format] } : {};
  const pattern = (core) => ({ pattern: valuePattern(rule, core), ...annotation });
  switch (format) {
    case 'email':
    case 'uuid':
    case 'date':
    case 'currency':
    case 'cvv':
      return pattern(PATTERNS[format]);
    case 'country':
      return pattern(anyCasePattern(context.COUNTRY_CODES));
    case 'uf':
      return pattern(anyCasePattern(context.BRAZILIAN_UFS));
    case 'cep':
    case 'phone':
    case 'card_number':
      return { pattern: maskedPattern(rule, BARE[format]) };
    case 'br_tax_id':
      return {
        anyOf: [{ pattern: maskedPattern(rule, BARE.cpf) }, { pattern: maskedPattern(rule, BARE.cnpj) }],
      };
    case 'card_month':
      return pattern(PATTERNS.cardMonth);
    case 'card_year':
      return pattern(PATTERNS.cardYear);
    default:
      return unknownFormat(rule);
  }
}

function unknownFormat(rule) {
  throw new Error(`json-schema: no JSON Schema for format ${rule.format} at ${rule.path}`);
}

// Keywords of several parts in one object; a keyword two parts both use goes to an allOf.
function merge(parts) {
  const merged = {};
  const extra = [];
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) extra.push({ [key]: value });
      else merged[key] = value;
    }
  }
  return extra.length > 0 ? { ...merged, allOf: extra } : merged;
}

function requiredWhen(rule, context) {
  const { parent, key } = split(rule.path);
  const present = {
    required: [key],
    ...(rule.type === 'string' ? { properties: { [key]: { pattern: PATTERNS.nonBlank } } } : {}),
  };
  context.conditionals.push(
    conditional({
      comment: `${rule.path} is required${parent ? ' in a sent parent' : ''} when ${words(rule.required, context)}.`,
      when: condition(rule.required, context),
      apply: parent ? nest(parent, present) : present,
    }),
  );
}

function forbiddenUnless(rule, context) {
  const { parent, key } = split(rule.path);
  const absent = { not: { required: [key] } };
  context.conditionals.push(
    conditional({
      comment: `${rule.path} is forbidden unless ${words(rule.allowed, context)}.`,
      when: condition(rule.allowed, context),
      otherwise: parent ? nest(parent, absent) : absent,
    }),
  );
}

function valuesWhen(rule, values, context) {
  context.conditionals.push(
    conditional({
      comment: `${rule.path} is one of ${values.values.join(', ')} when ${words(values.when, context)}.`,
      when: condition(values.when, context),
      apply: nest(rule.path, { enum: [...values.values] }),
    }),
  );
}

function formatWhen(rule, context) {
  context.conditionals.push(
    conditional({
      comment: `${rule.path} has the format ${rule.format} when ${words(rule.formatWhen, context)}.`,
      when: condition(rule.formatWhen, context),
      apply: nest(rule.path, formatSchema(rule, context)),
    }),
  );
  if (rule.format === 'br_tax_id') taxIdPerCustomerType(rule, context);
}

// A cross-field rule of validateChargeRequest that JSON Schema can state: a Brazilian individual
// has a CPF, a company a CNPJ.
function taxIdPerCustomerType(rule, context) {
  const { parent, key } = split(rule.path);
  const per = (type, pattern) =>
    conditional({
      when: { type: 'object', required: ['type'], properties: { type: { const: type } } },
      apply: { properties: { [key]: { pattern } } },
    });
  context.conditionals.push(
    conditional({
      comment: `${rule.path} is a CPF for an individual and a CNPJ for a company when ${words(rule.formatWhen, context)}.`,
      when: condition(rule.formatWhen, context),
      apply: nest(parent, {
        allOf: [
          per('individual', maskedPattern(rule, BARE.cpf)),
          per('company', maskedPattern(rule, BARE.cnpj)),
        ],
      }),
    }),
  );
}

// A format that reads sibling fields: the split amount is centavos (at most the charge maximum) or a
// fraction by its type.
function siblingFormat(rule, context) {
  if (rule.format !== 'split_amount') return unknownFormat(rule);
  const [sibling] = rule.formatWith;
  const { key } = split(rule.path);
  const when = (value, schema) =>
    conditional({
      when: { type: 'object', required: [sibling], properties: { [sibling]: { const: value } } },
      apply: { properties: { [key]: schema } },
    });
  return {
    allOf: [
      when('fixed', { type: 'integer', minimum: 1, maximum: context.LIMITS.amount.max }),
      when('percentage', { exclusiveMinimum: 0, maximum: 1 }),
    ],
  };
}

// American Express prints a 4-digit CVV, every other brand 3: a cross-field rule of
// validateChargeRequest that a pattern on the card number can state.
function cvvPerBrand(context) {
  const ranges = context.BIN_RANGES;
  const prefixes = [];
  ranges.forEach((range, index) => {
    if (range.brand !== 'amex') return;
    const overlapped = ranges
      .slice(0, index)
      .some((other) => other.brand !== 'amex' && other.from <= range.to && other.to >= range.from);
    const from = String(range.from);
    const to = String(range.to);
    const prefix = from.replace(/0+$/, '');
    if (overlapped || from.length !== 8 || to !== prefix.padEnd(8, '9'))
      throw new Error('json-schema: an Amex range that is not a whole prefix; update cvvPerBrand');
    prefixes.push(prefix);
  });
  // The prefix of the number as typed: its row's separators (and whitespace, were it trimmed) may
  // stand before and between the digits. A superset where the number is refused anyway.
  const row = context.FIELD_RULES.find((candidate) => candidate.format === 'card_number');
  const skip = `[${row.trim ? '\\s' : ''}${classChars(row.masks?.separators ?? '')}]*`;
  const amex = `^${skip}(?:${prefixes.map((prefix) => [...prefix].join(skip)).join('|')})`;
  return { amex, prefixes };
}

// Checked beside the card number, whenever the card fields are not ignored.
function cvvWhen(rule, context) {
  const { amex, prefixes } = cvvPerBrand(context);
  const { parent, key } = split(rule.path);
  const byBrand = conditional({
    when: { type: 'object', required: ['number'], properties: { number: { pattern: amex } } },
    apply: { properties: { [key]: { pattern: PATTERNS.cvv4 } } },
    otherwise: { properties: { [key]: { pattern: PATTERNS.cvv3 } } },
  });
  const comment = `${rule.path} has 4 digits when the card number starts with ${prefixes.join(' or ')} (American Express), 3 otherwise.`;
  context.conditionals.push(
    rule.ignored
      ? conditional({ comment, when: condition(rule.ignored, context), otherwise: nest(parent, byBrand) })
      : { $comment: comment, ...nest(parent, byBrand) },
  );
}

// An if/then/else schema. `then` is JSON Schema's own keyword: these objects are data, never awaited.
function conditional({ comment, when, apply, otherwise }) {
  const schema = { ...(comment ? { $comment: comment } : {}), if: when };
  // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword
  if (apply !== undefined) schema.then = apply;
  if (otherwise !== undefined) schema.else = otherwise;
  return schema;
}

function words(conditionValue, context) {
  return describeCondition(conditionValue, context.FACTS);
}

function split(path) {
  const cut = path.lastIndexOf('.');
  return cut < 0 ? { parent: '', key: path } : { parent: path.slice(0, cut), key: path.slice(cut + 1) };
}

// A schema for the value at a dotted path, applied only where every object on the way is present.
function nest(path, schema) {
  return path
    .split('.')
    .reverse()
    .reduce(
      (inner, segment) =>
        segment === '*'
          ? { type: 'array', items: inner }
          : { type: 'object', properties: { [segment]: inner } },
      schema,
    );
}

// A condition of the rules table over the request's facts, two-valued: where the library leaves a
// fact undecided (a field holding a value the fact cannot take), the request is refused by that
// field's own rule anyway, so the verdict is the same.
function condition(value, context) {
  if ('fact' in value) return factCondition(value, context);
  if ('not' in value) return { not: condition(value.not, context) };
  if ('all' in value) return { allOf: value.all.map((part) => condition(part, context)) };
  return { anyOf: value.any.map((part) => condition(part, context)) };
}

function factCondition({ fact: name, in: values }, context) {
  const fact = context.FACTS.find((candidate) => candidate.name === name);
  if (!fact) throw new Error(`json-schema: unknown fact ${name}`);
  const segments = name.split('.');
  const sendable = fact.presence ? [] : (fact.sent ?? fact.values).filter((value) => values.includes(value));
  // The library reads a fact once its row has trimmed the value: ` br ` is Brazil.
  const row = context.FIELD_RULES.find((candidate) => candidate.path === name) ?? {};
  const sentMatches = fact.presence
    ? values.includes('sent')
      ? true
      : undefined
    : sendable.length === 0
      ? undefined
      : fact.anyCase
        ? { pattern: valuePattern(row, anyCasePattern(sendable)) }
        : valuesSchema(row, sendable);
  const present = (leaf) =>
    segments.reduceRight(
      (inner, segment) => ({
        type: 'object',
        required: [segment],
        ...(inner === true ? {} : { properties: { [segment]: inner } }),
      }),
      leaf,
    );
  const branches = [];
  if (fact.absent !== undefined && values.includes(fact.absent)) branches.push({ not: present(true) });
  if (sentMatches !== undefined) branches.push(present(sentMatches));
  if (branches.length === 0) return false;
  return branches.length === 1 ? branches[0] : { anyOf: branches };
}

// Two-letter codes in any ASCII letter case, grouped by first letter: `^(?:[Aa][CcLl]|…)$`.
function anyCasePattern(codes) {
  const byFirst = new Map();
  for (const code of codes) {
    if (!/^[A-Z]{2}$/.test(code)) throw new Error(`json-schema: not a two-letter code: ${code}`);
    const seconds = byFirst.get(code[0]) ?? [];
    seconds.push(code[1]);
    byFirst.set(code[0], seconds);
  }
  const both = (letter) => `${letter}${letter.toLowerCase()}`;
  const groups = [...byFirst].map(([first, seconds]) => `[${both(first)}][${seconds.map(both).join('')}]`);
  return `^(?:${groups.join('|')})$`;
}

// metadata: JSON values, at most `depth` levels of objects and arrays, keys and strings bounded.
function metadataSchema(limits, ref) {
  return {
    description: `Free-form data: at most ${limits.depth} levels, ${limits.entries} entries in all, keys of at most ${limits.keyLength} characters, strings of at most ${limits.stringLength}.`,
    type: 'object',
    ...pick(container(limits, ref('metadata_level_2')), 'object'),
  };
}

function container(limits, values) {
  return {
    maxProperties: limits.entries,
    maxItems: limits.entries,
    propertyNames: { maxLength: limits.keyLength, not: { enum: ['__proto__', 'constructor', 'prototype'] } },
    additionalProperties: { $ref: values },
    items: { $ref: values },
  };
}

function metadataDefs(limits, ref) {
  const defs = {
    metadata_scalar: {
      anyOf: [
        { type: 'string', maxLength: limits.stringLength },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'null' },
      ],
    },
  };
  for (let level = 2; level <= limits.depth + 1; level++) {
    const scalar = { $ref: ref('metadata_scalar') };
    defs[`metadata_level_${level}`] =
      level > limits.depth
        ? { $comment: `A value at level ${level} of metadata: no deeper object or array.`, ...scalar }
        : {
            $comment: `A value at level ${level} of metadata.`,
            anyOf: [
              scalar,
              { type: 'object', ...pick(container(limits, ref(`metadata_level_${level + 1}`)), 'object') },
              { type: 'array', ...pick(container(limits, ref(`metadata_level_${level + 1}`)), 'array') },
            ],
          };
  }
  return defs;
}

function pick(schema, kind) {
  const keys =
    kind === 'object' ? ['maxProperties', 'propertyNames', 'additionalProperties'] : ['maxItems', 'items'];
  return Object.fromEntries(keys.map((key) => [key, schema[key]]));
}

/**
 * The OpenAPI 3.1 document of POST /v1/charges and GET /v1/public/payment-methods.
 * @param {SchemaInputs} inputs
 */
export function generateOpenApi(inputs) {
  const ref = (name) => `#/components/schemas/${name}`;
  const { root, defs } = buildRequest(inputs, ref);
  const routeCodes = Object.fromEntries(
    Object.entries(inputs.PROBLEM_CODES).filter(([, entry]) => !NOT_CHARGE_ROUTE_TITLES.has(entry.title)),
  );
  const statuses = [...new Set(Object.values(routeCodes).map((entry) => entry.status))].sort();
  const problemResponse = (status) => ({ $ref: `#/components/responses/Problem${status}` });
  const errorResponses = (wanted) =>
    Object.fromEntries(wanted.map((status) => [String(status), problemResponse(status)]));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Charge creation (charge-rules)',
      version: inputs.version,
      summary:
        'Create a charge by card, PIX or boleto, with an inline split; list the payment methods a checkout may offer.',
      description:
        'Generated from the rules table of charge-rules. Amounts are integer centavos. Errors are RFC 9457 problem details (application/problem+json) with a stable `code` and, for request data, the issues in `errors`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    paths: {
      '/v1/charges': {
        post: {
          operationId: 'createCharge',
          summary: 'Create a charge',
          description:
            "Server to server, with the secret key. validateChargeRequest checks the body; what it checks beyond the ChargeRequest schema is listed in the schema's $comment.",
          security: [{ secretKey: [] }],
          parameters: [
            { $ref: '#/components/parameters/AcceptLanguage' },
            { $ref: '#/components/parameters/IdempotencyKey' },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: ref('ChargeRequest') } } },
          },
          responses: {
            201: {
              description:
                "The charge record: pending with payment_fields.redirect_url on the hosted card flow, pending with the PIX or boleto data, or the provider's status for a transparent card.",
              content: { 'application/json': { schema: { $ref: ref('ChargeResponse') } } },
            },
            ...errorResponses(statuses),
          },
        },
      },
      '/v1/public/payment-methods': {
        get: {
          operationId: 'listPublicPaymentMethods',
          summary: 'List the payment methods a checkout may offer',
          description:
            'Browser-safe: the public key only. A checkout renders card fields only for a method whose collects_card_fields is true; for a hosted method it creates the charge with card_flow=hosted and redirects the buyer.',
          security: [{ publicKey: [] }],
          parameters: [{ $ref: '#/components/parameters/AcceptLanguage' }],
          responses: {
            200: {
              description: 'The methods the merchant has enabled.',
              content: { 'application/json': { schema: { $ref: ref('PublicPaymentMethods') } } },
            },
            ...errorResponses(
              statuses.filter((status) => status === 401 || status === 403 || status === 500),
            ),
          },
        },
      },
    },
    webhooks: {
      chargeEvent: {
        post: {
          operationId: 'receiveChargeEvent',
          summary: 'An event of a charge, signed in the Standard Webhooks scheme',
          description:
            'Headers webhook-id, webhook-timestamp and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body>); verifyWebhook checks them on the raw body, applyChargeEvent applies the event.',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: ref('ChargeEvent') } } },
          },
          responses: {
            204: { description: 'Applied, or recorded and ignored (a repeated or late event).' },
            ...Object.fromEntries(
              [401, 409, 422].map((status) => [
                String(status),
                problemResponseOf(status, inputs.PROBLEM_CODES, ref, (entry) =>
                  NOT_CHARGE_ROUTE_TITLES.has(entry.title),
                ),
              ]),
            ),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        secretKey: {
          type: 'http',
          scheme: 'basic',
          description:
            'Authorization: Basic base64("sk_…:"), the secret key as user and an empty password. Never in a browser: a public key here is 403.',
        },
        publicKey: {
          type: 'http',
          scheme: 'basic',
          description:
            'Authorization: Basic base64("pk_…:"), the public key as user and an empty password. A secret key here is 403 SECRET_KEY_NOT_ALLOWED: revoke it, it reached a browser route.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Makes a retry safe: the same key with the same request answers the first answer again; with another request, 422 IDEMPOTENCY_KEY_REUSED; while the first is in flight, 409 IDEMPOTENCY_KEY_IN_USE.',
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~]+$' },
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'The language of the messages of a problem details body; English by default.',
          schema: { type: 'string' },
        },
      },
      responses: Object.fromEntries(
        statuses.map((status) => [`Problem${status}`, problemResponseOf(status, routeCodes, ref)]),
      ),
      schemas: {
        ChargeRequest: root,
        ...defs,
        ChargeResponse: chargeResponseSchema(inputs),
        PublicPaymentMethods: publicPaymentMethodsSchema(inputs),
        ChargeEvent: eventSchema(inputs),
        Problem: problemSchema(inputs.PROBLEM_CODES, ref),
        ProblemError: problemErrorSchema(),
      },
    },
  };
}

function problemResponseOf(status, codes, ref, keep = () => true) {
  const matching = Object.entries(codes)
    .filter(([, entry]) => entry.status === status && keep(entry))
    .map(([code]) => code);
  const challenge = matching.some((code) => codes[code].title === 'TITLE.auth');
  return {
    description: `A problem details body (RFC 9457) with code ${matching.join(', ')}.`,
    ...(status === 401 && challenge
      ? {
          headers: {
            'WWW-Authenticate': { description: 'The Basic challenge.', schema: { type: 'string' } },
          },
        }
      : {}),
    content: {
      'application/problem+json': {
        schema: {
          allOf: [
            { $ref: ref('Problem') },
            { properties: { status: { const: status }, code: { enum: matching } } },
          ],
        },
      },
    },
  };
}

function problemSchema(codes, ref) {
  return {
    type: 'object',
    description:
      "RFC 9457 problem details, as toProblemDetails builds them: `type` is a URN (or the host's own prefix) ending in the code in kebab case; `detail` is localized; server faults (5xx) carry a generic title and detail.",
    required: ['type', 'title', 'status', 'detail', 'code'],
    properties: {
      type: { type: 'string', description: 'Like urn:charge-rules:problem:validation-failed.' },
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string' },
      code: { enum: Object.keys(codes) },
      errors: {
        type: 'array',
        description: 'The issues of a request-data failure, one per mistake.',
        items: { $ref: ref('ProblemError') },
      },
    },
  };
}

function problemErrorSchema() {
  return {
    type: 'object',
    required: ['code', 'path', 'pointer', 'message'],
    properties: {
      code: { type: 'string', description: 'An issue code, like REQUIRED or INVALID_VALUE.' },
      path: { type: 'string', description: 'Dotted, with numeric array indices: items.0.unit_price.' },
      pointer: {
        type: 'string',
        description: 'The RFC 6901 JSON Pointer of the field: /items/0/unit_price.',
      },
      message: { type: 'string', description: 'Localized, ready to show next to the field.' },
    },
  };
}

function chargeResponseSchema({ CARD_METHODS, CARD_CREATION_STATUSES }) {
  const base = (method, status, fields) => ({
    type: 'object',
    required: ['id', 'amount', 'currency', 'payment_method', 'status', ...(fields ? ['payment_fields'] : [])],
    properties: {
      id: { type: 'string', description: "The provider's charge id." },
      amount: { type: 'integer', minimum: 1, description: 'Total in centavos, as requested.' },
      currency: { type: 'string', pattern: PATTERNS.currency },
      payment_method: method,
      status,
      ...(fields ? { payment_fields: fields } : {}),
    },
  });
  const https = { type: 'string', format: 'uri', pattern: '^https:' };
  const fields = (properties, required) => ({ type: 'object', required, properties });
  const transparent = base({ enum: [...CARD_METHODS] }, { enum: [...CARD_CREATION_STATUSES] });
  const hosted = base(
    { enum: [...CARD_METHODS] },
    { const: 'pending' },
    fields({ redirect_url: { ...https, description: 'Send the buyer here to pay.' } }, ['redirect_url']),
  );
  return {
    description: 'The charge record answered at creation (shapeChargeResponse builds it).',
    oneOf: [
      {
        title: 'Transparent card charge',
        ...transparent,
        not: { required: ['card_flow'] },
      },
      {
        title: 'Hosted card charge',
        ...hosted,
        required: [...hosted.required, 'card_flow'],
        properties: { ...hosted.properties, card_flow: { const: 'hosted' } },
      },
      {
        title: 'PIX charge',
        ...base(
          { const: 'pix' },
          { const: 'pending' },
          fields(
            {
              qr_code: { type: 'string', description: 'The BR Code (EMV) payload: render it as a QR code.' },
              copy_paste: { type: 'string', description: 'The same payload, for "Pix Copia e Cola".' },
              expires_at: { type: 'string', format: 'date-time' },
              qr_code_image_url: { type: 'string', description: 'An https: or data:image/png URL.' },
            },
            ['qr_code', 'copy_paste', 'expires_at'],
          ),
        ),
      },
      {
        title: 'Boleto charge',
        ...base(
          { const: 'boleto' },
          { const: 'pending' },
          fields(
            {
              digitable_line: { type: 'string', pattern: '^[0-9]{47,48}$' },
              barcode: { type: 'string', pattern: '^[0-9]{44}$' },
              due_date: { type: 'string', format: 'date', pattern: PATTERNS.date },
              pdf_url: https,
            },
            ['digitable_line', 'barcode', 'due_date'],
          ),
        ),
      },
    ],
  };
}

function publicPaymentMethodsSchema({ CARD_METHODS, CARD_FLOWS, PAYMENT_METHODS }) {
  const others = PAYMENT_METHODS.filter((method) => !CARD_METHODS.includes(method));
  return {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'object',
        required: ['methods'],
        properties: {
          methods: {
            type: 'array',
            items: {
              oneOf: [
                {
                  title: 'Card method',
                  type: 'object',
                  required: ['type', 'card_flow', 'collects_card_fields'],
                  properties: {
                    type: { enum: [...CARD_METHODS] },
                    card_flow: { enum: [...CARD_FLOWS] },
                    collects_card_fields: {
                      type: 'boolean',
                      description: 'True when the checkout renders card fields; false in the hosted flow.',
                    },
                  },
                  additionalProperties: false,
                },
                {
                  title: 'Other method',
                  type: 'object',
                  required: ['type'],
                  properties: { type: { enum: others } },
                  additionalProperties: false,
                },
              ],
            },
          },
        },
      },
    },
  };
}

export function serialize(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}
