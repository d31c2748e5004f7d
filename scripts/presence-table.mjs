// Renders the presence table (src/rules/presence.generated.ts) from the rules table: for each field,
// only when it is required, allowed and ignored, with the facts resolveRequiredFields reads from its
// country and context; then, evaluated here for every combination of those facts, what
// resolveRequiredFields answers for each field, one digit per combination. A checkout that asks which
// fields to show ships the answers, not the conditions, their evaluation, nor the rows' messages,
// masks, formats and limits. scripts/generate-types.mjs writes the file on build, typecheck, docs
// and test, and it is never committed: the rule is still written once, in src/rules/fields.ts.
import { describeCondition } from './docs-tables.mjs';

export const PRESENCE_FILE = 'src/rules/presence.generated.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// A condition as a tuple: a fact's name then the values that make it hold, or 0 (all), 1 (any) or
// 2 (not) then the parts.
function encode(condition) {
  if ('fact' in condition) return [condition.fact, ...condition.in];
  if ('not' in condition) return [2, encode(condition.not)];
  return 'all' in condition ? [0, ...condition.all.map(encode)] : [1, ...condition.any.map(encode)];
}

// A row's column: `undefined` (never said) is false, `true` always holds; a condition is decided by
// the rules table's own `evaluate` (three-valued: `undefined` when the facts do not decide it).
const column = (condition, facts, evaluate) =>
  condition === undefined ? false : condition === true || evaluate(condition, facts);

// What resolveRequiredFields answers for a row: 0 required, 1 optional, 2 forbidden, 3 ignored, and 4
// optional but required when no token is sent (one side of the card-or-token alternative).
function answer(rule, facts, evaluate) {
  if (rule.allowed !== undefined && column(rule.allowed, facts, evaluate) === false) return 2;
  if (column(rule.ignored, facts, evaluate) === true) return 3;
  if (column(rule.required, facts, evaluate) === true) return 0;
  const token = 'payment_details.token';
  const unlessToken =
    column(rule.required, { ...facts, [token]: 'absent' }, evaluate) === true &&
    column(rule.required, { ...facts, [token]: 'sent' }, evaluate) === false;
  return unlessToken ? 4 : 1;
}

// The values a condition compares a fact with, for the facts whose values are too many to list.
function namedValues(condition, name, into) {
  if ('fact' in condition) {
    if (condition.fact === name)
      for (const value of condition.in) if (!into.includes(value)) into.push(value);
  } else if ('not' in condition) namedValues(condition.not, name, into);
  else for (const part of condition.all ?? condition.any) namedValues(part, name, into);
  return into;
}

/**
 * The columns of the answers: one per context key resolveRequiredFields reads, with the values the
 * rules tell apart (a country: those a condition names; any other is the same column as none).
 */
function answerColumns(rules, facts) {
  const columns = [];
  for (const fact of facts) {
    if (fact.context === undefined || columns.some(({ context }) => context === fact.context)) continue;
    const sharing = facts.filter(({ context }) => context === fact.context).map(({ name }) => name);
    let values = fact.values;
    if (fact.context === 'country') {
      values = [];
      for (const rule of rules) {
        for (const key of ['required', 'allowed', 'ignored']) {
          const condition = rule[key];
          if (condition === undefined || condition === true) continue;
          for (const name of sharing) namedValues(condition, name, values);
        }
      }
    }
    // Slot 0 is no value: unknown, or for a country any code no condition names ('' decides
    // `country = BR` false, as such a code does).
    columns.push({
      context: fact.context,
      sharing,
      values,
      // The country is an argument, always given.
      absent: fact.context === 'country' ? undefined : fact.absent,
      none: fact.context === 'country' ? '' : undefined,
    });
  }
  return columns;
}

// Every combination of the columns' values (`undefined`: none, or another country), the last column
// varying fastest, as facts.
function combinations(columns) {
  let all = [{}];
  for (const { sharing, values, none } of columns) {
    all = all.flatMap((facts) =>
      [none, ...values].map((value) => {
        const next = { ...facts };
        if (value !== undefined) for (const name of sharing) next[name] = value;
        return next;
      }),
    );
  }
  return all;
}

const literal = (value) => JSON.stringify(value).replaceAll('"', "'").replaceAll(',', ', ');

/**
 * The text of the presence table.
 *
 * @param rules - the rows of the rules table.
 * @param facts - the facts registry.
 * @param countryCodes - every ISO 3166-1 alpha-2 code.
 * @param evaluate - the rules table's three-valued condition evaluation.
 * @returns the TypeScript source of {@link PRESENCE_FILE}.
 */
export function renderPresenceTable(rules, facts, countryCodes, evaluate) {
  // A condition used by more than one row is written once, as a named constant.
  const uses = new Map();
  const conditions = [];
  for (const rule of rules) {
    if (rule.path.endsWith('*')) continue;
    for (const key of ['required', 'allowed', 'ignored']) {
      const condition = rule[key];
      if (condition === undefined || condition === true) continue;
      const text = literal(encode(condition));
      if (!uses.has(text)) conditions.push({ text, condition });
      uses.set(text, (uses.get(text) ?? 0) + 1);
    }
  }
  const names = new Map();
  const lines = [
    '// Generated by scripts/generate-types.mjs from the rules table (FIELD_RULES, src/rules/fields.ts)',
    '// and the facts (FACTS, src/rules/facts.ts) on build, typecheck and test; never committed.',
    '// biome-ignore-all format: one row per line, as the rules table reads',
    '',
    '/**',
    ' * A condition over the facts: a fact and the values that make it hold, or `0` (all of), `1` (any',
    ' * of) or `2` (not) followed by the parts.',
    ' */',
    'export type PresenceCondition = readonly [fact: string, ...values: string[]] | PresenceCompound;',
    '',
    '/** All of (`0`), any of (`1`) or not (`2`) the conditions that follow. */',
    'export interface PresenceCompound extends ReadonlyArray<0 | 1 | 2 | PresenceCondition> {',
    '  readonly 0: 0 | 1 | 2;',
    '}',
    '',
    '/** A field: its path, then when it is required (`1`: always), allowed and ignored (`0`: never said). */',
    'export type PresenceRow = readonly [',
    '  path: string,',
    '  required: 1 | 0 | PresenceCondition,',
    '  allowed: 0 | PresenceCondition,',
    '  ignored: 0 | PresenceCondition,',
    '];',
    '',
    '/** A fact of the context: its name, the context key, its values (`0`: a country code), its value when absent. */',
    'export type PresenceFact = readonly [name: string, context: string, values: 0 | readonly string[], absent: 0 | string];',
    '',
  ];
  for (const { text, condition } of conditions) {
    if (uses.get(text) < 2) continue;
    const name = `c${names.size}`;
    names.set(text, name);
    lines.push(`// ${describeCondition(condition, facts)}`);
    lines.push(`const ${name}: PresenceCondition = ${text};`);
  }
  const ref = (condition) => {
    if (condition === undefined) return '0';
    if (condition === true) return '1';
    const text = literal(encode(condition));
    return names.get(text) ?? text;
  };
  lines.push('');
  lines.push('/** Every field of a charge request but array entries, in the order of the rules table. */');
  lines.push('export const PRESENCE_ROWS: readonly PresenceRow[] = [');
  for (const rule of rules) {
    if (rule.path.endsWith('*')) continue;
    lines.push(`  ['${rule.path}', ${ref(rule.required)}, ${ref(rule.allowed)}, ${ref(rule.ignored)}],`);
  }
  lines.push('];');
  lines.push('');
  lines.push(
    '/** The facts resolveRequiredFields knows from its country and context, in the order of its cache key. */',
  );
  lines.push('export const PRESENCE_FACTS: readonly PresenceFact[] = [');
  for (const fact of facts) {
    if (fact.context === undefined) continue;
    const values = fact.context === 'country' ? '0' : literal(fact.values);
    lines.push(
      `  ['${fact.name}', '${fact.context}', ${values}, ${fact.absent === undefined ? '0' : `'${fact.absent}'`}],`,
    );
  }
  lines.push('];');
  lines.push('');
  const columns = answerColumns(rules, facts);
  const contexts = combinations(columns);
  lines.push(
    '/** A column of the answers: where the fact comes from, the values the rows tell apart, its value when not given. */',
  );
  lines.push(
    'export type PresenceColumn = readonly [context: string, values: readonly string[], absent?: string];',
  );
  lines.push('');
  lines.push('/**');
  lines.push(
    ' * The columns of {@link PRESENCE_ANSWERS}, each a key of the context or the country, the last',
  );
  lines.push(
    ' * varying fastest: a value is its index + 1, and slot 0 no value (unknown, or a country no row',
  );
  lines.push(' * names, which the rows read as any other). Every value of a context key is listed.');
  lines.push(' */');
  lines.push('export const PRESENCE_COLUMNS: readonly PresenceColumn[] = [');
  for (const { context, values, absent } of columns) {
    lines.push(`  ['${context}', ${literal(values)}${absent === undefined ? '' : `, '${absent}'`}],`);
  }
  lines.push('];');
  lines.push('');
  lines.push('/**');
  lines.push(
    ' * What resolveRequiredFields answers for each row of {@link PRESENCE_ROWS} and each combination of',
  );
  lines.push(
    ` * {@link PRESENCE_COLUMNS} (${contexts.length}), one digit each: 0 required, 1 optional, 2 forbidden,`,
  );
  lines.push(' * 3 ignored, 4 optional but required when no token is sent. One digit when it never changes.');
  lines.push(' */');
  lines.push('export const PRESENCE_ANSWERS: readonly (readonly [path: string, answers: string])[] = [');
  for (const rule of rules) {
    if (rule.path.endsWith('*')) continue;
    const answers = contexts.map((known) => answer(rule, known, evaluate)).join('');
    const constant = [...answers].every((digit) => digit === answers[0]);
    lines.push(`  ['${rule.path}', '${constant ? answers[0] : answers}'],`);
  }
  lines.push('];');
  lines.push('');
  // 26 × 26 bits instead of 249 codes: for each first letter, the second letters that follow it.
  const masks = [...LETTERS].map((first) => {
    let mask = 0;
    for (const [index, second] of [...LETTERS].entries()) {
      if (countryCodes.includes(first + second)) mask += 2 ** index;
    }
    return mask.toString(36);
  });
  lines.push('/**');
  lines.push(
    ' * The ISO 3166-1 alpha-2 codes: for each first letter A–Z, in base 36, a bit mask of the second',
  );
  lines.push(' * letters (bit 0 for A) that make a code with it.');
  lines.push(' */');
  lines.push(`export const COUNTRY_MASKS = '${masks.join(' ')}';`);
  return `${lines.join('\n')}\n`;
}
