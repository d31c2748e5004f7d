// Renders the docs tables of docs/validation.md from the rules table, so the docs can't drift from
// the rules: `npm run docs:tables` writes them, and a test fails when the committed doc is stale.
export const VALIDATION_DOC = 'docs/validation.md';

// A fact's own words for a value (from the facts registry), when `name = value` would not read well.
function factWords(facts, name, value) {
  const fact = facts.find((entry) => entry.name === name);
  return fact?.words?.[value];
}

// The other value of a two-valued fact, so that `not (token = sent)` reads "no token is sent".
function negatedWords(facts, condition) {
  if (!('fact' in condition) || condition.in.length !== 1) return undefined;
  const fact = facts.find((entry) => entry.name === condition.fact);
  if (fact?.words === undefined || fact.values.length !== 2) return undefined;
  const other = fact.values.find((value) => value !== condition.in[0]);
  return fact.words[other];
}

/** A condition of the rules table in words; `facts` is the facts registry. */
export function describeCondition(condition, facts = []) {
  if ('fact' in condition) {
    const words = condition.in.length === 1 ? factWords(facts, condition.fact, condition.in[0]) : undefined;
    return words ?? `${condition.fact} = ${condition.in.join(' or ')}`;
  }
  if ('not' in condition) {
    return negatedWords(facts, condition.not) ?? `not (${describeCondition(condition.not, facts)})`;
  }
  const parts = ('all' in condition ? condition.all : condition.any).map((part) =>
    'fact' in part || 'not' in part ? describeCondition(part, facts) : `(${describeCondition(part, facts)})`,
  );
  return parts.join('all' in condition ? ' and ' : ' or ');
}

const UNIT_NOW = { day: 'today', month: 'this month', year: 'this year' };

function offset(unit, amount) {
  if (amount === 0) return UNIT_NOW[unit];
  const count = `${Math.abs(amount)} ${unit}${Math.abs(amount) === 1 ? '' : 's'}`;
  return amount > 0 ? `${count} ahead` : `${count} ago`;
}

/** A row's date bounds in words. */
export function describeDates(dates) {
  const { unit, min, max } = dates;
  const range =
    min !== undefined && max !== undefined
      ? `from ${offset(unit, min)} to ${offset(unit, max)}`
      : min !== undefined
        ? `${offset(unit, min)} or later`
        : `${offset(unit, max)} or earlier`;
  return `${range} (Brasília time${dates.of ? `; the date is ${dates.of.join('-')}` : ''})`;
}

/** A row's own message for a check in words: the key, or each key and when it is used. */
function describeMessage(message, facts) {
  if (typeof message === 'string') return message;
  return message
    .map((choice) =>
      choice.when ? `${choice.key} when ${describeCondition(choice.when, facts)}` : choice.key,
    )
    .join(', else ');
}

const SEPARATOR_NAMES = { ' ': 'space' };

/** A row's separators in words: `` `.`, `-`, space ``. */
export function describeSeparators(separators) {
  return [...separators].map((char) => SEPARATOR_NAMES[char] ?? `\`${char}\``).join(', ');
}

export function limits(rule, facts) {
  const parts = [];
  if (rule.values) parts.push(`one of ${rule.values.map((value) => `\`${value}\``).join(', ')}`);
  for (const condition of rule.valuesWhen ?? [])
    parts.push(
      `only ${condition.values.map((value) => `\`${value}\``).join(', ')} when ${describeCondition(condition.when, facts)}`,
    );
  if (rule.format)
    parts.push(
      `format ${rule.format}${rule.formatWhen ? ` when ${describeCondition(rule.formatWhen, facts)}` : ''}${rule.formatWith ? ` (reads ${rule.formatWith.join(', ')})` : ''}`,
    );
  if (rule.dates) parts.push(describeDates(rule.dates));
  if (rule.min !== undefined || rule.max !== undefined)
    parts.push(`${rule.min ?? '−∞'} to ${rule.max ?? '∞'}`);
  if (rule.unit === 'centavos') parts.push('centavos; the maximum is the `maxAmount` option when given');
  if (rule.minLength !== undefined) parts.push(`at least ${rule.minLength} entries`);
  if (rule.maxLength !== undefined)
    parts.push(`at most ${rule.maxLength} ${rule.type === 'array' ? 'entries' : 'characters'}`);
  if (rule.default !== undefined)
    parts.push(
      `default \`${rule.default}\`${rule.defaultWhen ? ` when ${describeCondition(rule.defaultWhen, facts)}` : ''}`,
    );
  if (rule.trim) parts.push('surrounding whitespace trimmed');
  if (rule.masks)
    parts.push(
      `separators ${describeSeparators(rule.masks.separators)} accepted and dropped${rule.formatWhen ? ` when ${describeCondition(rule.formatWhen, facts)}` : ''}`,
    );
  if (rule.normalize)
    parts.push(
      `normalized: ${rule.normalize}${rule.normalizeWhen ? ` when ${describeCondition(rule.normalizeWhen, facts)}` : ''}`,
    );
  if (rule.freeForm) parts.push('free-form JSON (LIMITS.metadata)');
  if (rule.sensitive) parts.push(`card data (${rule.sensitive}): never in messages, redacted in logs`);
  if (rule.personal) parts.push('personal data (masked by redactChargeRequest unless personalData: keep)');
  for (const [check, message] of Object.entries(rule.messages ?? {}))
    parts.push(`${check} message: ${describeMessage(message, facts)}`);
  return parts.join('; ');
}

function required(rule, facts) {
  if (rule.required === undefined) return 'no';
  return rule.required === true ? 'yes' : `when ${describeCondition(rule.required, facts)}`;
}

const escapePipes = (text) => text.replaceAll('|', '\\|');

/** The fields table: one row per row of the rules table; `facts` is the facts registry. */
export function fieldsTable(rules, facts = []) {
  const lines = [
    '| field | type | required | allowed only when | ignored when | rules |',
    '|---|---|---|---|---|---|',
  ];
  for (const rule of rules) {
    const cells = [
      `\`${rule.path}\``,
      rule.type,
      required(rule, facts),
      rule.allowed ? describeCondition(rule.allowed, facts) : '',
      rule.ignored ? describeCondition(rule.ignored, facts) : '',
      limits(rule, facts),
    ];
    lines.push(`| ${cells.map(escapePipes).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The cross-field rules table. */
export function crossFieldTable(checks) {
  const lines = ['| rule | reports |', '|---|---|'];
  for (const check of checks) lines.push(`| ${escapePipes(check.summary)} | ${escapePipes(check.reports)} |`);
  return lines.join('\n');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
export function fillSection(document, name, content) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${name} markers missing`);
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

/** The facts table: one row per fact of the registry. */
export function factsTable(facts) {
  const lines = [
    '| fact | read from | values | when the field is absent | resolveRequiredFields reads it from |',
    '|---|---|---|---|---|',
  ];
  for (const fact of facts) {
    const values =
      fact.values.length > 10 ? 'ISO 3166-1 alpha-2 codes, any letter case' : fact.values.join(', ');
    const cells = [
      fact.name,
      fact.presence ? `whether \`${fact.name}\` is sent` : `\`${fact.name}\``,
      fact.sent ? `${values} (a request sends only ${fact.sent.join(', ')})` : values,
      fact.absent ?? 'unknown',
      fact.context === undefined
        ? 'unknown (both alternatives are listed in oneOf)'
        : fact.context === 'country'
          ? 'the country argument'
          : `context.${fact.context}`,
    ];
    lines.push(`| ${cells.map(escapePipes).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The accepted forms: one row per field that trims its value or accepts masks. */
export function formsTable(rules, facts = []) {
  const lines = [
    '| field | surrounding whitespace | separators accepted (anywhere) | accepted forms | otherwise refused with |',
    '|---|---|---|---|---|',
  ];
  for (const rule of rules) {
    if (!rule.trim && !rule.masks) continue;
    const when = rule.masks && rule.formatWhen ? ` (when ${describeCondition(rule.formatWhen, facts)})` : '';
    const cells = [
      `\`${rule.path}\``,
      rule.trim ? 'trimmed' : 'kept (card data)',
      rule.masks ? `${describeSeparators(rule.masks.separators)}${when}` : 'none',
      rule.masks ? rule.masks.forms.map((form) => `\`${form}\``).join(', ') : 'as typed, once trimmed',
      rule.masks ? `${rule.messages?.mask ?? `INVALID_VALUE.${rule.format}`}` : '',
    ];
    lines.push(`| ${cells.map(escapePipes).join(' | ')} |`);
  }
  return lines.join('\n');
}

export function renderValidationDoc(document, rules, checks, facts) {
  const sections = [
    ['facts', factsTable(facts)],
    ['fields', fieldsTable(rules, facts)],
    ['forms', formsTable(rules, facts)],
    ['cross-field', crossFieldTable(checks)],
  ];
  return sections.reduce((text, [name, content]) => fillSection(text, name, content), document);
}

export const ERRORS_DOC = 'docs/errors.md';

/** Every message of the catalogues, one column per locale (`MESSAGES`, keyed by locale), English first. */
export function messagesTable(messages) {
  const locales = Object.keys(messages);
  const lines = [`| key | ${locales.join(' | ')} |`, `|---|${locales.map(() => '---|').join('')}`];
  for (const key of Object.keys(messages[locales[0]]))
    lines.push(`| \`${key}\` | ${locales.map((locale) => escapePipes(messages[locale][key])).join(' | ')} |`);
  return lines.join('\n');
}
