// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ownFile } from './eslint-alias-resolver.cjs';

/**
 * Import cycles in the app's own modules: `node scripts/import-cycles.mjs` (part of `npm run lint`) lists each cycle
 * and fails if there is one. It replaces eslint-plugin-import's `no-cycle`, which found the same cycles but took three
 * quarters of the lint's time (87 of 115 s on two cores): it walks every file's imports again for each file it
 * lints, where this reads each file once and finds the strongly connected components of the whole graph.
 *
 * An edge is what loads a module at run time, as `no-cycle` counted: `import`, `export … from` and `import()`, but
 * not `import type`, `export type … from`, or an import of nothing but inline `type` names. Only the app's own
 * files are followed (relative paths and the `@/` alias, resolved as the lint's boundary rules resolve them:
 * scripts/eslint-alias-resolver.cjs); packages are not.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(tsx?|mjs|jsx?)$/;

/** @param {ts.ImportDeclaration} node */
function typeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs it
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return Boolean(
    bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly),
  );
}

/** The module specifiers a file loads at run time. @param {string} file */
export function runtimeImports(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every source file under `dir`, test files included. @param {string} dir @param {Set<string>} skip @returns {string[]} */
function sourceFiles(dir, skip) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(full) ? [] : sourceFiles(full, skip);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The import cycles among the files under `dirs` (relative to `root`), each as its files relative to `root`, sorted:
 * the strongly connected components of more than one file (Tarjan's algorithm, iterative). The lint's planted
 * cycle (`tests/lint-fixtures`, as eslint.config.js ignores it) is left out unless asked for.
 * @param {{ root?: string, dirs?: string[], skip?: string[] }} [options]
 * @returns {string[][]}
 */
export function importCycles({ root = ROOT, dirs = ['src', 'tests'], skip = ['tests/lint-fixtures'] } = {}) {
  const src = path.join(root, 'src');
  const skipped = new Set(skip.map((dir) => path.join(root, dir)));
  const files = dirs.flatMap((dir) => sourceFiles(path.join(root, dir), skipped));
  /** @type {Map<string, string[]>} */
  const edges = new Map();
  for (const file of files) {
    const targets = runtimeImports(file)
      .map((specifier) => ownFile(specifier, file, src))
      .filter((target) => target !== null && target !== file);
    edges.set(file, [...new Set(/** @type {string[]} */ (targets))]);
  }

  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const cycles = [];
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    /** @type {Array<{ file: string, at: number }>} */
    const work = [{ file: start, at: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = /** @type {{ file: string, at: number }} */ (work.at(-1));
      const targets = edges.get(frame.file) ?? [];
      if (frame.at < targets.length) {
        const target = /** @type {string} */ (targets[frame.at++]);
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, at: 0 });
        } else if (onStack.has(target)) {
          low.set(
            frame.file,
            Math.min(/** @type {number} */ (low.get(frame.file)), /** @type {number} */ (index.get(target))),
          );
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent)
        low.set(
          parent.file,
          Math.min(/** @type {number} */ (low.get(parent.file)), /** @type {number} */ (low.get(frame.file))),
        );
      if (low.get(frame.file) === index.get(frame.file)) {
        /** @type {string[]} */
        const component = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          component.push(path.relative(root, member));
        } while (member !== frame.file);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = importCycles();
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' ⇄ ')}`);
  if (cycles.length) {
    console.error(`${cycles.length} import cycle(s): break each one (a type-only import does not count).`);
    process.exit(1);
  }
}
