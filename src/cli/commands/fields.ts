import {
  COUNTRY_CODES,
  PAYMENT_METHODS,
  PRODUCT_TYPES,
  type RequiredFields,
  type RequiredFieldsContext,
  resolveRequiredFields,
} from '../../index.js';
import { _isOneOf } from '../../shared/one-of.js';
import { oneOf } from '../args.js';
import { type Command, type CommandContext, defineCommand } from '../command.js';
import { usageError } from '../errors.js';
import { EXIT_OK } from '../exit-codes.js';
import { COMMON_HELP_ROWS, helpRows } from '../help.js';
import { groupPaths } from '../path-groups.js';
import { wrapWords } from '../wrap.js';

const NAME = 'fields';

const HELP = `Usage: charge-rules fields COUNTRY [options]

Tells which fields a charge request needs for a buyer country (ISO 3166-1 alpha-2, e.g. BR, US)
and, optionally, a payment method, product type and card flow: what a checkout form must ask
for. Fields are grouped by parent ("customer: name, email" means customer.name and
customer.email); "*" stands for every element of an array (items.*: name is items.*.name).
--json gives the full dotted paths.

Groups: required (must be sent), optional, forbidden (FORBIDDEN_FIELD if sent; the fields inside a
forbidden object are not listed again), ignored (accepted and dropped), one of (send exactly one
group), and when sent: what an optional field requires once it is sent ("billing_address: zip_code"
means billing_address.zip_code is required when billing_address is sent).

Options:
${helpRows([
  ['--method METHOD', `payment method: ${PAYMENT_METHODS.join(', ')}`],
  ['--product-type TYPE', `product type: ${PRODUCT_TYPES.join(', ')}`],
  ['--hosted', "card_flow=hosted: the provider's page collects the card"],
  ['--json', "print the library's result as JSON"],
  ...COMMON_HELP_ROWS,
])}

Exit codes: 0 ok, 2 usage error (e.g. an unknown country).

Examples:
  charge-rules fields BR --method pix --product-type digital
  charge-rules fields BR --method credit_card --hosted
  charge-rules fields US --method credit_card --json`;

/** `charge-rules fields`: resolveRequiredFields, printed as groups. */
export const fieldsCommand: Command = defineCommand({
  name: NAME,
  summary: 'list the required, optional and forbidden fields for a country',
  help: HELP,
  options: {
    method: { type: 'string' },
    'product-type': { type: 'string' },
    hosted: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  positionals: 1,
  async run({ values, positionals }, context) {
    const country = readCountry(positionals[0]);
    const method = oneOf(NAME, '--method', values.method, PAYMENT_METHODS);
    const productType = oneOf(NAME, '--product-type', values['product-type'], PRODUCT_TYPES);
    const fieldsContext: RequiredFieldsContext = {
      ...(method === undefined ? {} : { payment_method: method }),
      ...(productType === undefined ? {} : { product_type: productType }),
      ...(values.hosted ? { card_flow: 'hosted' as const } : {}),
    };
    const fields = resolveRequiredFields(country, fieldsContext);
    // The country and the context were checked above against the library's own lists.
    if (!fields.ok) throw usageError(NAME, fields.message);
    if (values.json) context.out.json(fields);
    else printFields(context, fields, fieldsContext);
    return EXIT_OK;
  },
});

// On the command line an unknown country is a typo: a usage error. It is not echoed: a
// mistyped argument may be anything pasted, a card number or a key among them.
function readCountry(value: string | undefined): string {
  if (value === undefined) throw usageError(NAME, 'missing COUNTRY, an ISO 3166-1 alpha-2 code like BR.');
  const code = value.toUpperCase();
  if (!_isOneOf(COUNTRY_CODES, code)) {
    throw usageError(NAME, 'COUNTRY must be an ISO 3166-1 alpha-2 country code, like BR, US or PT.');
  }
  return code;
}

const GROUPS = ['required', 'optional', 'forbidden', 'ignored'] as const;

// The forbidden paths not inside another forbidden one: a late fee refused says its type is too.
function outermost(paths: readonly string[]): string[] {
  const all = new Set(paths);
  return paths.filter((path) => {
    for (let dot = path.lastIndexOf('.'); dot > 0; dot = path.lastIndexOf('.', dot - 1)) {
      if (all.has(path.slice(0, dot))) return false;
    }
    return true;
  });
}

function printFields(context: CommandContext, fields: RequiredFields, query: RequiredFieldsContext): void {
  const { out } = context;
  const { colors } = out;
  const facts = Object.entries(query).map(([key, value]) => `${key}=${value}`);
  out.line(
    `${colors.bold(`Fields for ${fields.country}`)}${facts.length > 0 ? ` · ${facts.join(' · ')}` : ''}`,
  );
  const blocks: [label: string, paths: readonly string[], style: (text: string) => string][] = [];
  const style = {
    required: colors.green,
    optional: colors.dim,
    forbidden: colors.red,
    ignored: colors.yellow,
  };
  for (const group of GROUPS) {
    const paths = group === 'forbidden' ? outermost(fields.forbidden) : fields[group];
    blocks.push([`  ${group} (${paths.length})`, paths, style[group]]);
  }
  // Each one-of group is sent together, the groups are alternatives: one block each, "or" between.
  fields.oneOf.forEach((group, index) => {
    blocks.push([index === 0 ? `  one of (${fields.oneOf.length})` : '  or', group, colors.cyan]);
  });
  // Grouped by parent, each line reads "this optional field: what it then requires".
  const whenSent = Object.values(fields.requiredWhenPresent).flat();
  blocks.push([`  when sent (${whenSent.length})`, whenSent, colors.green]);
  // The paths start in one column, two spaces after the longest label; each parent on its own line.
  const labelWidth = Math.max(...blocks.map(([label]) => label.length)) + 2;
  const indent = ' '.repeat(labelWidth);
  for (const [label, paths, paint] of blocks) {
    const texts = paths.length === 0 ? ['—'] : groupPaths(paths);
    const lines = texts.flatMap((text) =>
      wrapWords(text, out.width - labelWidth).map((line, index) => (index === 0 ? line : `  ${line}`)),
    );
    lines.forEach((line, index) => {
      out.line(index === 0 ? paint(label.padEnd(labelWidth)) + line : indent + line);
    });
  }
}
