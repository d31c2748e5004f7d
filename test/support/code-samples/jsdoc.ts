// The samples of the JSDoc in src/: each `@example` block. The block shows no import (date-fns'
// habit): each name it uses is imported for it (see jsdocExamples), with the import lines put last
// so the lines keep their numbers.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from './project.js';
import type { Sample } from './sample.js';

/** An `@example` block and the declaration it documents. */
export interface JsdocExample {
  readonly sample: Sample;
  /** The name of the declaration the JSDoc block is on. */
  readonly documents: string;
}

export function sourceFiles(): string[] {
  return readdirSync(resolve(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.generated.ts'))
    .sort();
}

/** Where a name an example uses is imported from, and whether it is a type only. */
type ImportSource = readonly [specifier: string, exports: ReadonlyMap<string, 'value' | 'type'>];

/**
 * Every `@example` block of the source files, in order. An example of an export of the package is
 * a user's code: it imports from 'charge-rules' only. An example of the library's own helper is
 * the library's code: it imports from the helper's file, then from the package, then from any
 * file of src/ that exports the name.
 */
export function jsdocExamples(
  documents: readonly string[],
  exports: ReadonlyMap<string, 'value' | 'type'>,
): JsdocExample[] {
  const files = documents.map((document) => {
    const text = readFileSync(resolve(ROOT, document), 'utf8');
    const file = ts.createSourceFile(document, text, ts.ScriptTarget.Latest, true);
    const source: ImportSource = [resolve(ROOT, document).replace(/\.ts$/, '.js'), exportsOf(file)];
    return { document, text, file, source };
  });
  const everywhere = files.map(({ source }) => source);
  return files.flatMap(({ document, text, file, source }) =>
    examplesOf(document, text, file, (name) =>
      exports.has(name) ? [['charge-rules', exports]] : [source, ['charge-rules', exports], ...everywhere],
    ),
  );
}

function examplesOf(
  document: string,
  text: string,
  file: ts.SourceFile,
  sourcesFor: (name: string) => ImportSource[],
): JsdocExample[] {
  const examples: JsdocExample[] = [];
  const visit = (node: ts.Node): void => {
    // The blocks the parser attached to this node: each one once, on the statement it precedes.
    for (const doc of (node as { jsDoc?: readonly ts.JSDoc[] }).jsDoc ?? []) {
      for (const tag of doc.tags ?? []) {
        if (tag.tagName.text !== 'example') continue;
        const line = file.getLineAndCharacterOfPosition(tag.getStart(file)).line + 2;
        const code = codeOf(text.slice(tag.getStart(file), tag.end));
        const documents = nameOfDeclaration(node);
        examples.push({
          documents,
          sample: {
            document,
            line,
            language: 'ts',
            runs: true,
            code: withImports(code, sourcesFor(documents)),
          },
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return examples;
}

/** The code of an `@example` tag's text: the lines after the tag, without the comment's ` * `. */
function codeOf(tagText: string): string {
  const lines = tagText
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/^\s*\*\/?\s?/, '').replace(/\s*\*\/\s*$/, ''));
  while (lines.length > 0 && (lines.at(-1) ?? '').trim() === '') lines.pop();
  return lines.join('\n');
}

function nameOfDeclaration(node: ts.Node): string {
  if (ts.isVariableStatement(node)) return node.declarationList.declarations[0]?.name.getText() ?? '';
  const name = (node as { name?: ts.Node }).name;
  return name?.getText() ?? ts.SyntaxKind[node.kind];
}

/** The names a source file exports, each marked as a value or a type only. */
function exportsOf(file: ts.SourceFile): ReadonlyMap<string, 'value' | 'type'> {
  const names = new Map<string, 'value' | 'type'>();
  for (const statement of file.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        names.set(declaration.name.getText(file), 'value');
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      names.set(statement.name.text, 'type');
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      names.set(statement.name.text, 'value');
    }
  }
  return names;
}

/** The code, with an import of each name it uses and does not declare, from the first source that exports it. */
function withImports(code: string, sources: readonly ImportSource[]): string {
  const declared = new Set(
    [...code.matchAll(/\b(?:const|let|var|function|class|interface|type)\s+([A-Za-z_$][\w$]*)/g)].map(
      (match) => match[1],
    ),
  );
  const used = [...new Set(code.match(/(?<![.\w$'"])[A-Za-z_$][\w$]*/g) ?? [])].filter(
    (name) => !declared.has(name),
  );
  const lines = sources.flatMap(([specifier, exports], index) => {
    const earlier = sources.slice(0, index).map(([, names]) => names);
    const names = used
      .filter((name) => exports.has(name) && !earlier.some((names) => names.has(name)))
      .sort()
      .map((name) => (exports.get(name) === 'type' ? `type ${name}` : name));
    return names.length === 0 ? [] : [`import { ${names.join(', ')} } from ${JSON.stringify(specifier)};`];
  });
  return [code, ...lines].join('\n');
}
