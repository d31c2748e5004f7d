// Renders the docs tables of docs/validation.md from the rules table, so the docs can't drift from
// the rules: `npm run docs:tables` writes them, and a test fails when the committed doc is stale.
export const VALIDATION_DOC = 'docs/validation.md';

const FACT_NAMES = {
  'payment_details.token': 'a token is sent',
};

/** A condition of the rules table in words. */
export function describeCondition(condition) {
  if ('fact' in condition) {
    if (condition.fact === 'payment_details.token') return FACT_NAMES[condition.fact];
    return `${condition.fact} = ${condition.in.join(' or ')}`;
  }
  if ('not' in condition) {
    const inner = condition.not;
    if ('fact' in inner && inner.fact === 'payment_details.token') return 'no token is sent';
    return `not (${describeCondition(inner)})`;
  }
  const parts = ('all' in condition ? condition.all : condition.any).map((part) =>
    'fact' in part || 'not' in part ? describeCondition(part) : `(${describeCondition(part)})`,
  );
  return parts.join('all' in condition ? ' and ' : ' or ');
}

function limits(rule) {
  const parts = [];
  if (rule.values) parts.push(`one of ${rule.values.map((value) => `\`${value}\``).join(', ')}`);
  if (rule.format)
    parts.push(
      `format ${rule.format}${rule.formatWhen ? ` when ${describeCondition(rule.formatWhen)}` : ''}`,
    );
  if (rule.min !== undefined || rule.max !== undefined)
    parts.push(`${rule.min ?? '−∞'} to ${rule.max ?? '∞'}`);
  if (rule.minLength !== undefined) parts.push(`at least ${rule.minLength} entries`);
  if (rule.maxLength !== undefined)
    parts.push(`at most ${rule.maxLength} ${rule.type === 'array' ? 'entries' : 'characters'}`);
  if (rule.default !== undefined)
    parts.push(
      `default \`${rule.default}\`${rule.defaultWhen ? ` when ${describeCondition(rule.defaultWhen)}` : ''}`,
    );
  if (rule.normalize)
    parts.push(
      `normalized: ${rule.normalize}${rule.normalizeWhen ? ` when ${describeCondition(rule.normalizeWhen)}` : ''}`,
    );
  if (rule.freeForm) parts.push('free-form JSON (LIMITS.metadata)');
  if (rule.sensitive) parts.push(`card data (${rule.sensitive}): never in messages, redacted in logs`);
  if (rule.personal) parts.push('personal data (masked by redactChargeRequest unless personalData: keep)');
  return parts.join('; ');
}

function required(rule) {
  if (rule.required === undefined) return 'no';
  return rule.required === true ? 'yes' : `when ${describeCondition(rule.required)}`;
}

const escapePipes = (text) => text.replaceAll('|', '\\|');

/** The fields table: one row per row of the rules table. */
export function fieldsTable(rules) {
  const lines = [
    '| field | type | required | allowed only when | ignored when | rules |',
    '|---|---|---|---|---|---|',
  ];
  for (const rule of rules) {
    const cells = [
      `\`${rule.path}\``,
      rule.type,
      required(rule),
      rule.allowed ? describeCondition(rule.allowed) : '',
      rule.ignored ? describeCondition(rule.ignored) : '',
      limits(rule),
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

export function renderValidationDoc(document, rules, checks) {
  return fillSection(
    fillSection(document, 'fields', fieldsTable(rules)),
    'cross-field',
    crossFieldTable(checks),
  );
}

export const ERRORS_DOC = 'docs/errors.md';

/** Every message of the catalogues, English and Portuguese side by side. */
export function messagesTable(en, ptBR) {
  const lines = ['| key | en | pt-BR |', '|---|---|---|'];
  for (const key of Object.keys(en))
    lines.push(`| \`${key}\` | ${escapePipes(en[key])} | ${escapePipes(ptBR[key])} |`);
  return lines.join('\n');
}
