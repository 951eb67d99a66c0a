import { describe, expect, it } from 'vitest';
import { loadedWith, missingDeps } from './preload.mjs';

const chunk = (imports: string[], isEntry = false) => ({ type: 'chunk' as const, imports, isEntry });
// An entry, a page it loads lazily, the data layer the page imports, and the undo chunk the data layer loads lazily.
const bundle = {
  'index.js': chunk(['react.js'], true),
  'react.js': chunk([]),
  'budget-page.js': chunk(['data.js', 'react.js']),
  'data.js': chunk(['query.js']),
  'query.js': chunk([]),
  'undo.js': chunk(['data.js', 'query.js', 'inverse.js']),
  'inverse.js': chunk([]),
  'index.css': { type: 'asset' as const },
};

describe('preloads of a lazy import', () => {
  it('knows what a chunk has loaded once it runs: itself and its static imports, transitively', () => {
    expect([...loadedWith(bundle, 'budget-page.js')].sort()).toEqual([
      'budget-page.js',
      'data.js',
      'query.js',
      'react.js',
    ]);
  });

  it('keeps only what neither the importer nor the entry has loaded', () => {
    expect(
      missingDeps(bundle, 'data.js', ['undo.js', 'data.js', 'query.js', 'inverse.js', 'react.js']),
    ).toEqual(['undo.js', 'inverse.js']);
  });

  it('keeps every dependency a page needs when the entry loads it', () => {
    expect(missingDeps(bundle, 'index.js', ['budget-page.js', 'data.js', 'query.js', 'react.js'])).toEqual([
      'budget-page.js',
      'data.js',
      'query.js',
    ]);
  });
});
