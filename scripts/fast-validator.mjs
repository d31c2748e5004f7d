// Renders the fast path's walk (src/validation/fast-path.generated.ts) from the rules table: one
// function per object of a request, which reads the object's own keys with for…in and a switch, checks
// each field inline (type, length, range, values, required, allowed, ignored) and builds the schema's
// output with literal property names, so every read and store has one shape to learn. Formats, masks,
// sibling formats, conditional requirements and free-form content are checked by the predicates the
// valibot schema runs (exported from src/validation/schema/build-schema.ts and guard.ts): no rule is
// written twice, and no code is built at run time (no eval, no new Function: CSP-safe). `npm run
// types` writes the file, and a test fails when the committed file is stale.

export const FAST_VALIDATOR_FILE = 'src/validation/fast-path.generated.ts';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const property = (key) => (IDENTIFIER.test(key) ? `.${key}` : `[${quote(key)}]`);
const objectKey = (key) => (IDENTIFIER.test(key) ? key : quote(key));

// The rows as a tree of object nodes, as src/rules/field-tree.ts builds it: a row's parent is the row
// whose path is its own without the last segment.
function treeOf(rules) {
  const top = { index: -1, rule: undefined, pattern: '', children: [] };
  const nodes = new Map([['', top]]);
  rules.forEach((rule, index) => {
    const cut = rule.path.lastIndexOf('.');
    const parent = nodes.get(cut < 0 ? '' : rule.path.slice(0, cut));
    if (!parent) return;
    const node = { index, rule, key: rule.path.slice(cut + 1), pattern: rule.path, children: [] };
    nodes.set(rule.path, node);
    parent.children.push(node);
  });
  return top;
}

// `items.*` → readItemsEntry, `` → readRequest.
function readerName(pattern) {
  if (pattern === '') return 'readRequest';
  const words = pattern
    .split(/[._]/)
    .map((word) => (word === '*' ? 'Entry' : word.charAt(0).toUpperCase() + word.slice(1)));
  return `read${words.join('')}`;
}

/**
 * The text of the fast path's generated walk.
 *
 * @param rules - the rows of the rules table.
 * @param rewritesItself - whether a row rewrites its own value when normalized (`_rewritesItself`).
 * @param itemsLimit - the most entries of an array whose row sets no `maxLength` (`LIMITS.items`).
 * @param facts - the facts registry (`FACTS`), read from the output by the values the walk held.
 * @returns the TypeScript source of {@link FAST_VALIDATOR_FILE}.
 */
export function renderFastValidator(rules, rewritesItself, itemsLimit, facts) {
  const tree = treeOf(rules);
  // The row of each fact: the walk holds its output value (\`fact<n>\`), undefined while the field or
  // the object holding it is not in the output, which is how the facts read an absent holder.
  const factRows = facts.map((fact) => {
    const index = rules.findIndex((rule) => rule.path === fact.name);
    if (index < 0 || fact.name.includes('*'))
      throw new Error(`fast-validator: no row for the fact ${fact.name}`);
    return index;
  });
  // The rows the generated code reads at run time (formats, conditions, normalization), by index.
  const rows = new Set();
  // Each distinct condition of the table once, as a closure compiled on first use: `decide<n>`.
  const decides = new Map();
  const decideOf = (index, key) => {
    const text = JSON.stringify(rules[index][key]);
    let decide = decides.get(text);
    if (decide === undefined) {
      decide = { name: `decide${decides.size}`, index, key };
      decides.set(text, decide);
    }
    return decide.name;
  };
  // A condition is decided at most once per object read (per run, for the root-level checks): the
  // facts do not change within a run. `memo` lists the conditions the function being rendered uses.
  let memo = new Set();
  const decided = (index, key) => {
    const name = decideOf(index, key);
    memo.add(name);
    const local = name.replace('decide', 'd');
    return `(${local} === UNDECIDED ? (${local} = ${name}(facts)) : ${local})`;
  };
  const memoLines = () =>
    [...memo].map((name) => `  let ${name.replace('decide', 'd')}: Decided = UNDECIDED;`);
  // Rows outside arrays with a conditional requirement or format: the walk holds their output value
  // for the root-level checks (\`held<index>\`), ABSENT while their object is not in the output.
  const conditionalRows = rules
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => !rule.path.includes('*'))
    .filter(
      ({ rule }) =>
        (rule.required !== undefined && rule.required !== true) || (rule.format && rule.formatWhen),
    );
  const heldRows = new Set(conditionalRows.map(({ index }) => index));
  const readers = [];
  const normalizers = [];
  const objectNodes = [];
  const visitObjects = (node) => {
    objectNodes.push(node);
    for (const child of node.children) {
      if (child.rule.freeForm) continue;
      if (child.rule.type === 'object') visitObjects(child);
      if (child.rule.type === 'array') {
        const element = child.children.find((entry) => entry.key === '*');
        if (element) visitObjects(element);
      }
    }
  };
  visitObjects(tree);

  for (const node of objectNodes) readers.push(renderObject(node));

  function renderObject(node) {
    const lines = [];
    const name = readerName(node.pattern);
    const fields = node.children;
    lines.push(`// ${node.pattern === '' ? 'the request' : node.pattern}`);
    memo = new Set();
    const header = lines.length;
    lines.push(
      "  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;",
    );
    lines.push('  const prototype = Object.getPrototypeOf(value);');
    lines.push('  if (prototype !== Object.prototype && prototype !== null) return undefined;');
    lines.push('  const input = value as Record<string, unknown>;');
    for (const field of fields) lines.push(`  let v${field.index}: unknown; // ${field.key}`);
    // for…in lists the input's keys from its enum cache; an inherited one could only come from
    // Object.prototype, and the caller gives up while it holds an enumerable key.
    lines.push('  for (const key in input) {');
    lines.push('    switch (key) {');
    for (const field of fields) {
      lines.push(`      case ${quote(field.key)}:`);
      lines.push(`        v${field.index} = input${property(field.key)};`);
      lines.push('        break;');
    }
    lines.push('      default:');
    lines.push('        return undefined;');
    lines.push('    }');
    lines.push('  }');
    for (const field of fields) lines.push(...renderField(field));
    // The output: the leading required fields as one literal, then the fields present, in table order.
    const leading = [];
    for (const field of fields) {
      if (field.rule.required !== true) break;
      leading.push(field);
    }
    const literal = leading.map((field) => `${objectKey(field.key)}: o${field.index}`).join(', ');
    lines.push(`  const output: Record<string, unknown> = { ${literal} };`);
    for (const field of fields.slice(leading.length)) {
      lines.push(`  if (o${field.index} !== undefined) output${property(field.key)} = o${field.index};`);
    }
    for (const field of fields) {
      if (!rewritesItself(field.rule)) continue;
      normalizers.push(renderNormalizer(field));
      // A present string is rewritten (masks, case), an absent field may take its default.
      const push = `walk.rewrites.push(output, normalize${field.index});`;
      lines.push(field.rule.type === 'string' ? `  ${push}` : `  if (o${field.index} === undefined) ${push}`);
    }
    for (const field of fields) {
      if (!field.rule.formatWith) continue;
      rows.add(field.index);
      lines.push(
        `  if (_siblingFormatRefusal(row${field.index}, ${quote(field.key)}, output) !== undefined) return undefined;`,
      );
    }
    lines.push('  return output;');
    lines.push('}');
    // A parameter the body never reads is named as unused.
    const body = lines.slice(header).join('\n');
    const parameter = (word) => (new RegExp(`\\b${word}\\b`).test(body) ? word : `_${word}`);
    lines.splice(
      header,
      0,
      `function ${name}(value: unknown, ${parameter('facts')}: OwnFacts, ${parameter('walk')}: Walk): Record<string, unknown> | undefined {`,
      ...memoLines(),
    );
    return lines.join('\n');
  }

  // The normalization of one field, as `_normalizeField` makes it from the field's row: the row's
  // data (default, masks, normalization and their conditions) decides which steps are rendered, so
  // no row is read at run time but its masks.
  function renderNormalizer(field) {
    const { rule, index, key } = field;
    const body = [];
    const at = `object${property(key)}`;
    body.push(`  const value = Object.hasOwn(object, ${quote(key)}) ? ${at} : undefined;`);
    // Each condition of the string's steps decided once (the case and the masks of a tax id share one).
    const conditions = [];
    const when = (name) => {
      if (!conditions.includes(name)) conditions.push(name);
      return `${name.replace('decide', 'd')} === true`;
    };
    const steps = [];
    if (rule.masks !== undefined) {
      rows.add(index);
      const unmask = `text = _unmaskOnce(walk.unmasked, row${index}, text);`;
      steps.push(rule.formatWhen ? `if (${when(decideOf(index, 'formatWhen'))}) ${unmask}` : unmask);
    }
    if (rule.normalize !== undefined) {
      const rewrite = `text = _normalizeText(${quote(rule.normalize)}, text);`;
      steps.push(rule.normalizeWhen ? `if (${when(decideOf(index, 'normalizeWhen'))}) ${rewrite}` : rewrite);
    }
    if (rule.default !== undefined) {
      const fill = `${at} = ${JSON.stringify(rule.default)};`;
      body.push(
        rule.defaultWhen
          ? `  if (value === undefined) { if (${decideOf(index, 'defaultWhen')}(facts) === true) ${fill} }`
          : `  if (value === undefined) ${fill}`,
      );
      body.push(`  else if (typeof value === 'string') {`);
    } else body.push(`  if (typeof value === 'string') {`);
    body.push(
      ...conditions.map((name) => `    const ${name.replace('decide', 'd')} = ${name}(facts);`),
      `    ${steps.length > 0 ? 'let' : 'const'} text = value;`,
      ...steps.map((step) => `    ${step}`),
      `    ${at} = text;`,
      '  }',
    );
    const factsName = /\bfacts\b/.test(body.join('\n')) ? 'facts' : '_facts';
    const walkName = /\bwalk\b/.test(body.join('\n')) ? 'walk' : '_walk';
    return [
      `// ${rule.path}`,
      `function normalize${index}(object: Record<string, unknown>, ${factsName}: OwnFacts, ${walkName}: FastWalk): void {`,
      ...body,
      '}',
    ].join('\n');
  }

  function renderField(field) {
    const { rule, index } = field;
    const v = `v${index}`;
    const o = `o${index}`;
    const lines = [`  // ${rule.path}`];
    const type = rule.freeForm
      ? 'Record<string, unknown>'
      : ({ string: 'string', integer: 'number', number: 'number', boolean: 'boolean' }[rule.type] ??
        (rule.type === 'array' ? 'unknown[]' : 'Record<string, unknown>'));
    lines.push(`  let ${o}: ${type} | undefined;`);
    // The guard's order: a field sent where it is not allowed is an issue; an ignored one is dropped.
    if (rule.allowed) {
      lines.push(`  if (${v} !== undefined && ${decided(index, 'allowed')} === false) return undefined;`);
    }
    let present = `${v} !== undefined`;
    if (rule.ignored) present += ` && ${decided(index, 'ignored')} !== true`;
    lines.push(`  if (${present}) {`);
    lines.push(...renderCheck(field).map((line) => `    ${line}`));
    if (rule.required === true) lines.push('  } else return undefined;');
    else lines.push('  }');
    if (heldRows.has(index)) lines.push(`  walk.held${index} = ${o};`);
    factRows.forEach((row, fact) => {
      if (row === index) lines.push(`  walk.fact${fact} = ${o};`);
    });
    return lines;
  }

  // The checks of a present value, ending with its output in `o<index>`.
  function renderCheck(field) {
    const { rule, index } = field;
    const v = `v${index}`;
    const o = `o${index}`;
    if (rule.freeForm) {
      return [
        'const issues: RawIssue[] = [];',
        `const copy = _copyFreeFormField(${v}, ${JSON.stringify(rule.path.split('.'))}, issues);`,
        "if (issues.length !== 0 || typeof copy !== 'object' || copy === null) return undefined;",
        `${o} = copy as Record<string, unknown>;`,
      ];
    }
    switch (rule.type) {
      case 'object':
        return [
          `${o} = ${readerName(field.pattern)}(${v}, facts, walk);`,
          `if (${o} === undefined) return undefined;`,
        ];
      case 'array': {
        const element = field.children.find((entry) => entry.key === '*');
        if (!element) return ['return undefined;'];
        const most = rule.maxLength ?? itemsLimit;
        const fewest = rule.minLength ?? 0;
        return [
          `if (!Array.isArray(${v}) || Object.getPrototypeOf(${v}) !== Array.prototype) return undefined;`,
          `const length = ${v}.length;`,
          `if (length > ${most} || length < ${fewest}) return undefined;`,
          `${o} = [];`,
          'for (let index = 0; index < length; index++) {',
          // A hole reads as a missing entry, never as a key inherited from Array.prototype.
          `  if (!Object.hasOwn(${v}, index)) return undefined;`,
          `  const entry = ${readerName(element.pattern)}(${v}[index], facts, walk);`,
          '  if (entry === undefined) return undefined;',
          `  ${o}.push(entry);`,
          '}',
        ];
      }
      case 'boolean':
        return [`if (typeof ${v} !== 'boolean') return undefined;`, `${o} = ${v};`];
      case 'integer':
      case 'number': {
        const tests = [`typeof ${v} !== 'number'`];
        tests.push(rule.type === 'integer' ? `!Number.isInteger(${v})` : `Number.isNaN(${v})`);
        if (rule.min !== undefined) tests.push(`${v} < ${rule.min}`);
        if (rule.max !== undefined) tests.push(`${v} > ${rule.max}`);
        return [`if (${tests.join(' || ')}) return undefined;`, `${o} = ${v};`];
      }
      case 'string':
        return renderString(field);
    }
    throw new Error(`fast-validator: no reader for ${rule.path}`);
  }

  function renderString(field) {
    const { rule, index } = field;
    const v = `v${index}`;
    const o = `o${index}`;
    const lines = [`if (typeof ${v} !== 'string') return undefined;`];
    // The guard's copy: trimmed, then at most one character past the limit.
    lines.push(`const text = ${rule.trim ? `${v}.trim()` : v};`);
    if (rule.values) {
      let text = 'text';
      if (rule.maxLength !== undefined) {
        const cut = rule.maxLength + 1;
        lines.push(`const cut = text.length > ${cut} ? text.slice(0, ${cut}) : text;`);
        text = 'cut';
      }
      const tests = rule.values.map((value) => `${text} !== ${quote(value)}`).join(' && ');
      lines.push(`if (${tests}) return undefined;`);
      lines.push(`${o} = ${text};`);
      return lines;
    }
    const tests = [];
    // An empty or blank required string is as good as missing.
    if (rule.required === true) tests.push(rule.trim ? "text === ''" : "text.trim() === ''");
    if (rule.maxLength !== undefined) tests.push(`text.length > ${rule.maxLength}`);
    const format = rule.formatWhen || rule.formatWith ? undefined : rule.format;
    if (format !== undefined) {
      rows.add(index);
      // A masked value is stripped once per run: the checks and the normalizer reuse its bare value.
      tests.push(
        rule.masks === undefined
          ? `!_formatHolds(row${index}, ${quote(format)}, text)`
          : `_bareFormatRefusal(row${index}, ${quote(format)}, _unmaskOnce(walk.unmasked, row${index}, text)) !== undefined`,
      );
    }
    if (tests.length > 0) lines.push(`if (${tests.join(' || ')}) return undefined;`);
    lines.push(`${o} = text;`);
    return lines;
  }

  // The root-level checks of the schema, in its order: conditional requirements and formats of rows
  // outside arrays, on the output values the walk held, with the output's facts. A requirement holds
  // when the field's object is not in the output, or the field is there and not a blank string, or its
  // condition does not hold; a format when the value is no string, its condition does not hold, or
  // the format's own predicate takes it.
  memo = new Set();
  const conditional = [];
  const visitConditional = (node) => {
    for (const child of node.children) {
      const { rule, index } = child;
      if (rule.path.includes('*')) continue;
      const requiredWhen = rule.required !== undefined && rule.required !== true;
      const formatWhen = rule.format && rule.formatWhen;
      if (requiredWhen || formatWhen) {
        conditional.push(`  // ${rule.path}`);
        conditional.push(`  value = walk.held${index};`);
      }
      if (requiredWhen) {
        conditional.push(
          "  if (value !== ABSENT && (value === undefined || (typeof value === 'string' && value.trim() === '')) &&",
          `    ${decided(index, 'required')} === true)`,
          '    return false;',
        );
      }
      if (formatWhen) {
        rows.add(index);
        const refusal =
          rule.masks === undefined
            ? `_formatRefusal(row${index}, ${quote(rule.format)}, value)`
            : `_bareFormatRefusal(row${index}, ${quote(rule.format)}, _unmaskOnce(walk.unmasked, row${index}, value))`;
        conditional.push(
          `  if (typeof value === 'string' && ${decided(index, 'formatWhen')} === true &&`,
          `    ${refusal} !== undefined)`,
          '    return false;',
        );
      }
      if (rule.type === 'object' && !rule.freeForm) visitConditional(child);
    }
  };
  visitConditional(tree);
  const conditionalMemo = memoLines();

  const sortedRows = [...rows].sort((a, b) => a - b);
  const lines = [
    '// Generated by scripts/fast-validator.mjs from the rules table (FIELD_RULES, src/rules/fields.ts).',
    '// Do not edit: change the rows and run `npm run types`; a test fails when this file is stale.',
    '// biome-ignore-all format: generated, one check per line',
    '// biome-ignore-all lint/suspicious/noAssignInExpressions: a condition is decided once, where first read',
    "import type { Condition, OwnFacts } from '../rules/conditions.js';",
    "import { _factOf } from '../rules/facts.js';",
    "import { FIELD_RULES, type FieldRule } from '../rules/fields.js';",
    "import { _emptyRecord } from '../shared/own.js';",
    "import { _compileCondition, type Decide } from './decide.js';",
    "import { _unmaskOnce } from './formats/masks.js';",
    "import { _copyFreeFormField } from './guard.js';",
    "import { _normalizeText } from './normalize.js';",
    "import type { RawIssue } from './raw-issue.js';",
    "import { _bareFormatRefusal, _formatHolds, _formatRefusal, _siblingFormatRefusal } from './schema/build-schema.js';",
    '',
    '// The rows the walk reads at run time (formats, conditions, normalization) and the distinct',
    '// conditions of the table, looked up on first use: a row not at its index means this file is stale,',
    '// and the walk throws (the fast path then leaves every request to the full path).',
    ...sortedRows.map((index) => `let row${index}: FieldRule; // ${rules[index].path}`),
    ...[...decides.values()].map(
      ({ name, index, key }) => `let ${name}: Decide; // ${rules[index].path} ${key}`,
    ),
    'let prepared = false;',
    '',
    'function prepare(): void {',
    '  const row = (index: number, path: string): FieldRule => {',
    '    const rule = FIELD_RULES[index];',
    "    if (rule?.path !== path) throw new Error('charge-rules: fast-path.generated.ts is stale');",
    '    return rule;',
    '  };',
    ...sortedRows.map((index) => `  row${index} = row(${index}, ${quote(rules[index].path)});`),
    ...[...decides.values()].map(
      ({ name, index, key }) =>
        `  ${name} = _compileCondition(row(${index}, ${quote(rules[index].path)}).${key} as Condition);`,
    ),
    '  prepared = true;',
    '}',
    '',
    '// A condition not decided yet in this object or run.',
    'const UNDECIDED = 2;',
    'type Decided = boolean | undefined | typeof UNDECIDED;',
    '',
    '/** A held value whose object is not in the output. */',
    "const ABSENT: unique symbol = Symbol('absent');",
    '',
    '/** Normalizes one field of an output object. */',
    'export type FastNormalizer = (object: Record<string, unknown>, facts: OwnFacts, walk: FastWalk) => void;',
    '',
    '/** One run of the walk: the fields to normalize, and the values the root-level checks read. */',
    'export interface FastWalk {',
    "  /** The fields of the output normalization may rewrite: an object and its field's normalizer, flat. */",
    '  readonly rewrites: (Record<string, unknown> | FastNormalizer)[];',
    '  /** The masked values of the run with their bare values, as `_unmaskOnce` holds them. */',
    '  readonly unmasked: unknown[];',
    '}',
    '',
    'class Walk implements FastWalk {',
    '  readonly rewrites: (Record<string, unknown> | FastNormalizer)[] = [];',
    '  readonly unmasked: unknown[] = [];',
    ...conditionalRows.map(({ rule, index }) => `  held${index}: unknown = ABSENT; // ${rule.path}`),
    ...facts.map((fact, index) => `  fact${index}: unknown = undefined; // ${fact.name}`),
    '}',
    '',
    '/**',
    ' * A fresh run of the walk.',
    ' *',
    ' * @returns the run, to pass to {@link _fastWalk} and {@link _fastConditional}.',
    ' * @example',
    ' * _newWalk().rewrites',
    ' * //=> []',
    ' */',
    'export function _newWalk(): FastWalk {',
    '  return new Walk();',
    '}',
    '',
    '/**',
    " * The schema's output for a plainly-JSON request every row of the table accepts, with the fields",
    ' * normalization may rewrite listed in the run; `undefined` when the walk is not sure (an unknown',
    ' * key, an object that is not a plain object or array, a hole, a failed check): the full path decides.',
    ' *',
    ' * @param input - the request, any value.',
    ' * @param facts - the facts of `input`.',
    ' * @param walk - the run, from {@link _newWalk}.',
    ' * @returns the output, or `undefined`.',
    ' * @example',
    ' * _fastWalk(null, {}, _newWalk())',
    ' * //=> undefined',
    ' */',
    'export function _fastWalk(input: unknown, facts: OwnFacts, walk: FastWalk): Record<string, unknown> | undefined {',
    '  if (!prepared) prepare();',
    '  return readRequest(input, facts, walk as Walk);',
    '}',
    '',
    '/**',
    ' * The facts of the output of a run of {@link _fastWalk}, as `_readFacts` reads them from that output,',
    ' * from the values the walk held instead of a second walk of the output.',
    ' *',
    ' * @param run - the run that built the output.',
    ' * @returns the facts, in an object without a prototype.',
    ' * @example',
    ' * _fastFacts(_newWalk())',
    " * //=> { card_flow: 'transparent', 'billing_address.country': 'BR', 'shipping_address.country': 'BR', 'payment_details.token': 'absent' }",
    ' */',
    'export function _fastFacts(run: FastWalk): OwnFacts {',
    '  const walk = run as Walk;',
    '  const facts = _emptyRecord<OwnFacts>();',
    '  let fact: string | undefined;',
    ...facts.flatMap((fact, index) => [
      `  fact = _factOf(${index}, walk.fact${index});`,
      `  if (fact !== undefined) facts${property(fact.name)} = fact;`,
    ]),
    '  return facts;',
    '}',
    '',
    '/**',
    " * Whether the output of a run of {@link _fastWalk} passes the schema's root-level checks: the",
    ' * conditional requirements and formats of the rows outside arrays, with the facts of the output.',
    ' *',
    ' * @param run - the run that built the output.',
    ' * @param facts - the facts of the output.',
    ' * @returns `true` when every check passes.',
    ' * @example',
    ' * _fastConditional(_newWalk(), {})',
    ' * //=> true',
    ' */',
    'export function _fastConditional(run: FastWalk, facts: OwnFacts): boolean {',
    '  if (!prepared) prepare();',
    '  const walk = run as Walk;',
    ...conditionalMemo,
    '  let value: unknown;',
    ...conditional,
    '  return true;',
    '}',
    '',
    readers.join('\n\n'),
    '',
    normalizers.join('\n\n'),
  ];
  return `${lines.join('\n')}\n`;
}
