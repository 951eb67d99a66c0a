import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.mjs';

let root: string | undefined;

/** A throwaway project: `files` maps a path under it to the file's text. */
function project(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return importCycles({ root, dirs: ['src'], skip: [] });
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('importCycles', () => {
  it('finds the planted cycle the lint keeps for this check, and none in the app', () => {
    expect(importCycles({ dirs: ['tests/lint-fixtures'], skip: [] })).toEqual([
      ['tests/lint-fixtures/cycle/first.ts', 'tests/lint-fixtures/cycle/second.ts'],
    ]);
    expect(importCycles()).toEqual([]);
  });

  it('follows relative paths, the @/ alias, folder index files, re-exports and import()', () => {
    expect(
      project({
        'src/a.ts': "import { b } from './b';\nexport const a = b;\n",
        'src/b.ts': "export { c as b } from '@/lib';\n",
        'src/lib/index.ts': "export * from './c';\n",
        'src/lib/c.tsx': "export const c = () => import('../a');\n",
        'src/alone.ts': "import { a } from './a';\nexport const x = a;\n",
      }),
    ).toEqual([['src/a.ts', 'src/b.ts', 'src/lib/c.tsx', 'src/lib/index.ts']]);
  });

  it('does not count what loads nothing at run time: type-only imports and exports', () => {
    expect(
      project({
        'src/a.ts': "import { b } from './b';\nexport type A = number;\nexport const a = b;\n",
        'src/b.ts': "import type { A } from './a';\nexport const b: A = 1;\n",
        'src/c.ts': "import { type A } from './a';\nexport const c: A = 2;\n",
        'src/d.ts': "export type { A } from './a';\nimport { a } from './a';\nexport const d = a;\n",
        'src/e.ts': "import { d } from './d';\nexport const e = d;\n",
      }),
    ).toEqual([]);
  });

  it('counts a bare import and one that mixes a value with types', () => {
    expect(
      project({
        'src/a.ts': "import './b';\nexport const a = 1;\n",
        'src/b.ts': "import { a, type B } from './a';\nexport const b = a;\n",
      }),
    ).toEqual([['src/a.ts', 'src/b.ts']]);
  });

  it('reports each cycle once, its files sorted, and the cycles in order', () => {
    expect(
      project({
        'src/z1.ts': "import './z2';\n",
        'src/z2.ts': "import './z1';\n",
        'src/m1.ts': "import './m3';\n",
        'src/m2.ts': "import './m1';\n",
        'src/m3.ts': "import './m2';\n",
      }),
    ).toEqual([
      ['src/m1.ts', 'src/m2.ts', 'src/m3.ts'],
      ['src/z1.ts', 'src/z2.ts'],
    ]);
  });
});
