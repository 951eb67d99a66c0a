import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_COLLECTIONS } from './backup-collections';

/** Every table a feature declares with `defineCollection`, read from the source. */
function declaredTables(dir = 'src/features'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declaredTables(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(/defineCollection(?:<[^>]*>)?\(\{\s*table:\s*'([a-z_]+)'/g)].map((m) => m[1]);
  });
}

describe('the collections a backup carries', () => {
  it('lists every collection a feature declares, once, each with a label', () => {
    const listed = BACKUP_COLLECTIONS.map((spec) => spec.def.table);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...new Set(declaredTables())].sort());
    for (const spec of BACKUP_COLLECTIONS) expect(spec.label).toMatch(/^[A-Z]/);
  });
});
