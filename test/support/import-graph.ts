// The import graph of src/, read with the TypeScript compiler's own parser: every `import`, `export
// … from` and `import type` counts, since a type-only circle still ties two modules' definitions
// to each other.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every .ts file under a folder, as paths relative to `root`. */
function filesUnder(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(root, path));
    else if (entry.name.endsWith('.ts')) found.push(path);
  }
  return found;
}

/** One import or re-export of a module of the folder: who imports, from which file, which names. */
export interface ImportEdge {
  readonly file: string;
  readonly target: string;
  /** The names imported or re-exported as they are exported (`Locale` in `{ Locale as L }`). */
  readonly names: readonly string[];
}

/** The names an import or export declaration takes from its module (`*` for a namespace). */
function namesOf(statement: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  const bindings = ts.isImportDeclaration(statement)
    ? statement.importClause?.namedBindings
    : statement.exportClause;
  if (bindings === undefined) return ['*'];
  if (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) return ['*'];
  return bindings.elements.map((element) => (element.propertyName ?? element.name).text);
}

/**
 * Every import and re-export between the .ts files under `folder` (relative to `root`), static or
 * type-only; paths relative to `root` with forward slashes. Files generated but not yet written are
 * left out.
 */
export function importEdges(root: string, folder: string): ImportEdge[] {
  const files = filesUnder(root, folder).map((file) => file.split('\\').join('/'));
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      false,
    );
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const from = statement.moduleSpecifier;
      if (from === undefined || !ts.isStringLiteral(from) || !from.text.startsWith('.')) continue;
      const target = relative(root, resolve(root, dirname(file), from.text.replace(/\.js$/, '.ts')))
        .split('\\')
        .join('/');
      if (known.has(target)) edges.push({ file, target, names: namesOf(statement) });
    }
  }
  return edges;
}

/** The import graph of the .ts files under `folder`: each file mapped to the files it imports. */
export function importGraph(root: string, folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(root, folder)) graph.set(file.split('\\').join('/'), []);
  for (const { file, target } of importEdges(root, folder)) {
    const targets = graph.get(file) ?? [];
    if (!targets.includes(target)) targets.push(target);
  }
  return graph;
}

/**
 * The strongly connected components of more than one file (or a file importing itself): each is a
 * set of modules that import one another in a circle. Tarjan's algorithm; each component sorted.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** Every file `from` reaches through the graph, itself included, sorted. */
export function reachableFrom(graph: ReadonlyMap<string, readonly string[]>, from: string): string[] {
  const seen = new Set<string>([from]);
  const pending = [from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const target of graph.get(file) ?? []) {
      if (seen.has(target)) continue;
      seen.add(target);
      pending.push(target);
    }
  }
  return [...seen].sort();
}
