// Every regular expression in src/, by its literal text, with the long near-miss inputs that would
// make a backtracking one blow up. test/security/regular-expressions.test.ts keeps the list complete;
// test/slow/redos.test.ts times each on them (`npm run test:slow`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every regular-expression literal and `new RegExp` in a directory, as written. */
export function regexLiteralsIn(directory: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) {
      found.push(...regexLiteralsIn(path));
      continue;
    }
    if (!path.endsWith('.ts')) continue;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(node.getText(source));
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'RegExp') {
        found.push(`new RegExp(${node.arguments?.map((argument) => argument.getText(source)).join(', ')})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

export interface Case {
  /** Where it is used, for the failure message. */
  readonly where: string;
  /** Near-miss inputs of size about `n`: long, almost matching, ending where a match fails. */
  readonly nearMisses: readonly ((n: number) => string)[];
}

const digits = (n: number) => '1'.repeat(n);

/**
 * Every regular expression of src/, by its literal text, with the near misses that would make a
 * backtracking one blow up. The CLI's are included: it runs on the same data.
 */
export const CATALOGUE: ReadonlyMap<string, Case> = new Map<string, Case>([
  [
    String.raw`/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/`,
    { where: 'charge: provider expires_at', nearMisses: [(n) => `2026-01-01T10:00:00.${digits(n)}`] },
  ],
  [String.raw`/^\d{4}-\d{2}-\d{2}$/`, { where: 'charge and validation: dates', nearMisses: [digits] }],
  [
    '/^[A-Za-z0-9+/]+={0,2}$/',
    {
      where: 'charge: QR code PNG body',
      nearMisses: [(n) => `${'A'.repeat(n)}!`, (n) => `${'A'.repeat(n)}===`],
    },
  ],
  ['/^[A-Z]{3}$/', { where: 'currency', nearMisses: [(n) => 'A'.repeat(n)] }],
  [
    "/'(-[^' ]*)/",
    { where: 'cli: parse errors', nearMisses: [(n) => "'-".repeat(n), (n) => `'-${'a'.repeat(n)}`] },
  ],
  [String.raw`/\.?$/`, { where: 'cli: parse errors', nearMisses: [(n) => '.a'.repeat(n)] }],
  [String.raw`/^\d+$/`, { where: 'cli, card brand, paths', nearMisses: [(n) => `${digits(n)}a`] }],
  [
    String.raw`/^(?:0|[1-9]\d*)$/`,
    { where: 'paths: an array index', nearMisses: [(n) => `${digits(n)}a`, (n) => `0${digits(n)}`] },
  ],
  [
    String.raw`/^([^"]*?)(?: in JSON)? at position (\d+)/`,
    { where: 'cli: JSON errors', nearMisses: [(n) => 'x'.repeat(n), (n) => ' in JSON'.repeat(n / 8)] },
  ],
  [String.raw`/^(\d{4})-(\d{2})-(\d{2})$/`, { where: 'cli: --now', nearMisses: [digits] }],
  [
    String.raw`/^([^"]*?)(?: in JSON)? \(?line (\d+) column (\d+)\)?/`,
    {
      where: 'cli: JSON errors (Node 22 and later)',
      nearMisses: [(n) => 'x'.repeat(n), (n) => ' in JSON'.repeat(n / 8), (n) => ' line 1'.repeat(n / 7)],
    },
  ],
  [String.raw`/\r\n?|\n/`, { where: 'cli: JSON error lines', nearMisses: [(n) => '\r'.repeat(n)] }],
  [
    String.raw`/^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/`,
    { where: 'lifecycle: occurred_at', nearMisses: [(n) => `2026-01-01T10:00:00.${digits(n)}`] },
  ],
  ['/^[0-9]{4}$/', { where: 'pix: merchant category code', nearMisses: [digits] }],
  ['/[. -]/g', { where: 'boleto: the masks of a printed number', nearMisses: [(n) => '. -'.repeat(n)] }],
  [String.raw`/^\d*$/`, { where: 'boleto: digits alone', nearMisses: [(n) => `${digits(n)}a`] }],
  [
    String.raw`/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/`,
    { where: 'cli: --now', nearMisses: [(n) => `2026-01-01T10:00:00.${digits(n)}!`] },
  ],
  [
    String.raw`/(\{(\w+)(?::(number|money|date))?\})/`,
    {
      where: 'messages',
      nearMisses: [(n) => `{${'a'.repeat(n)}`, (n) => '{a'.repeat(n / 2), (n) => '{a:'.repeat(n / 3)],
    },
  ],
  [String.raw`/\D/g`, { where: 'secrets and redaction: digits of a card number', nearMisses: [digits] }],
  // Both only ever see one code point; timed on long input anyway.
  [String.raw`/\p{Nd}/u`, { where: 'secrets: a decimal digit of any script', nearMisses: [digits] }],
  [
    String.raw`/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u`,
    { where: 'secrets: an invisible character', nearMisses: [(n) => '\u200B'.repeat(n)] },
  ],
  [
    '/^(?:\\*|[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*)$/',
    {
      where: 'negotiateLocale: language range (within a 1024-character window)',
      nearMisses: [(n) => `${'a-'.repeat(n / 2)}!`, (n) => `${'a_a1'.repeat(n / 4)}-`, (n) => 'a'.repeat(n)],
    },
  ],
  [
    String.raw`/^[qQ]=(?:0(?:\.(\d{0,3}))?|(1)(?:\.0{0,3})?)$/`,
    {
      where: 'negotiateLocale: weight',
      nearMisses: [(n) => `q=0.${digits(n)}`, (n) => `q=1.${'0'.repeat(n)}`],
    },
  ],
  ['/[a-z]/g', { where: 'resolveRequiredFields: country', nearMisses: [(n) => 'a'.repeat(n)] }],
  [String.raw`/[_\-\s]/g`, { where: 'did you mean', nearMisses: [(n) => '_'.repeat(n)] }],
  [String.raw`/^[0-9A-Z]{12}\d{2}$/`, { where: 'CNPJ', nearMisses: [(n) => 'A'.repeat(n)] }],
  ['/^[A-Za-z]{2}$/', { where: 'country', nearMisses: [(n) => 'a'.repeat(n)] }],
  // Matched only against the empty string, to forget the last match; timed on long input anyway.
  ['/(?:)/', { where: 'secrets: forgetting the last match', nearMisses: [(n) => 'a'.repeat(n)] }],
  ['/^(0[1-9]|1[0-2])$/', { where: 'card month', nearMisses: [(n) => '0'.repeat(n)] }],
  [
    String.raw`/^R([RN])([A-Z0-9]{8})(\d{4})(\d\d)(\d\d)[a-zA-Z0-9]{11}$/`,
    {
      where: 'parseRecurrenceId',
      nearMisses: [(n) => `RR${'A'.repeat(n)}`, (n) => `RN12345678${digits(n)}`],
    },
  ],
  [
    '/^[A-Z0-9]{4}$/',
    { where: 'applyRecurrenceEvent: an attempt rejection code', nearMisses: [(n) => 'A'.repeat(n)] },
  ],
  ['/[ ()-]/g', { where: 'PIX key: a phone mask', nearMisses: [(n) => '( '.repeat(n / 2)] }],
  ['/[ ./-]/g', { where: 'PIX key: a CPF or CNPJ mask', nearMisses: [(n) => './'.repeat(n / 2)] }],
  [
    '/^\\+55[1-9][0-9]{9,10}$/',
    { where: 'PIX key: a phone', nearMisses: [(n) => `+551${digits(n)}`, (n) => '+55'.repeat(n / 3)] },
  ],
  ['/^[ -~]*$/', { where: 'PIX codec: printable ASCII', nearMisses: [(n) => `${'a '.repeat(n / 2)}é`] }],
  [
    '/^[0-9A-Za-z]+$/',
    { where: 'PIX codec: an alphanumeric field', nearMisses: [(n) => `${'a1'.repeat(n / 2)}-`] },
  ],
  ['/^[!-~]+$/', { where: 'PIX codec: a location or URL', nearMisses: [(n) => `${'a/'.repeat(n / 2)} `] }],
  [
    String.raw`/[\u0300-\u036f]/g`,
    { where: 'PIX codec: combining accents of a name', nearMisses: [(n) => 'e\u0301'.repeat(n / 2)] },
  ],
  [
    String.raw`/^\d{4}-\d{2}-\d{2}(?:,\d{4}-\d{2}-\d{2})*$/`,
    {
      where: 'cli: due --holidays',
      nearMisses: [(n) => `${'2026-01-01,'.repeat(n / 11)}x`, (n) => digits(n)],
    },
  ],
]);
