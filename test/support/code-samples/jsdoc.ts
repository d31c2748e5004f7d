// The samples of the JSDoc in src/: each `@example` block, as a user who read it in an editor's hover
// would paste it into a project that depends on charge-rules. The block shows no import (date-fns'
// habit): each name it uses that the package exports is imported from 'charge-rules' for it, with an
// import line put last so the lines keep their numbers.
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

/** Every `@example` block of a source file, in order. */
export function jsdocExamplesOf(
  document: string,
  exports: ReadonlyMap<string, 'value' | 'type'>,
): JsdocExample[] {
  const text = readFileSync(resolve(ROOT, document), 'utf8');
  const file = ts.createSourceFile(document, text, ts.ScriptTarget.Latest, true);
  const examples: JsdocExample[] = [];
  const visit = (node: ts.Node): void => {
    // The blocks the parser attached to this node: each one once, on the statement it precedes.
    for (const doc of (node as { jsDoc?: readonly ts.JSDoc[] }).jsDoc ?? []) {
      for (const tag of doc.tags ?? []) {
        if (tag.tagName.text !== 'example') continue;
        const line = file.getLineAndCharacterOfPosition(tag.getStart(file)).line + 2;
        const code = codeOf(text.slice(tag.getStart(file), tag.end));
        examples.push({
          documents: nameOfDeclaration(node),
          sample: { document, line, language: 'ts', runs: true, code: withImports(code, exports) },
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

/** The code, with an import of each name it uses and does not declare that the package exports. */
function withImports(code: string, exports: ReadonlyMap<string, 'value' | 'type'>): string {
  const declared = new Set(
    [...code.matchAll(/\b(?:const|let|var|function|class|interface|type)\s+([A-Za-z_$][\w$]*)/g)].map(
      (match) => match[1],
    ),
  );
  const used = new Set(code.match(/(?<![.\w$'"])[A-Za-z_$][\w$]*/g) ?? []);
  const names = [...used]
    .filter((name) => exports.has(name) && !declared.has(name))
    .sort()
    .map((name) => (exports.get(name) === 'type' ? `type ${name}` : name));
  return names.length === 0 ? code : `${code}\nimport { ${names.join(', ')} } from 'charge-rules';`;
}
