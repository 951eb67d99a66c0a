// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Which files a route loads first, from Vite's build manifest (`build.manifest: true`).
 *
 * A manifest entry is keyed by its source (`index.html`, `src/features/budget/budget-page.tsx`) or, for shared
 * chunks, by `_name-hash.js`; `imports` are static imports (loaded with the chunk), `dynamicImports` are not.
 * Before a route renders the browser has: the entry and its static imports, the startup chunks the shell
 * imports dynamically before first render (the local backend; the query cache for pages that read data), and
 * the route's lazy module with its static imports.
 */

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */
/** @typedef {Record<string, ManifestChunk>} Manifest */

/**
 * @typedef {object} RouteLoad
 * @property {string[]} initialJs   JS files of the shell: entry + startup chunks (+ their static imports)
 * @property {string[]} routeJs     JS files the route itself adds on top of the shell
 * @property {string[]} css         every stylesheet those chunks bring
 */

/**
 * The manifest keys a chunk pulls in with it: itself and its static imports, transitively.
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [into]
 */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`The build manifest has no chunk for "${key}". Was it renamed, or is the build stale?`);
  into.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** @param {Manifest} manifest */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  return entries[0][0];
}

/**
 * @param {Manifest} manifest
 * @param {object} route
 * @param {string} route.source                   the route's lazy module (manifest key)
 * @param {string[]} route.startup                modules the shell loads before the route renders
 * @returns {RouteLoad}
 */
export function routeLoad(manifest, { source, startup }) {
  const shell = staticClosure(manifest, entryKey(manifest));
  for (const s of startup) staticClosure(manifest, s, shell);
  const own = [...staticClosure(manifest, source)].filter((k) => !shell.has(k));
  const files = (/** @type {Iterable<string>} */ keys) => [...keys].map((k) => manifest[k].file);
  const css = new Set([...shell, ...own].flatMap((k) => manifest[k].css ?? []));
  return { initialJs: files(shell), routeJs: files(own), css: [...css] };
}

/**
 * Gzip sizes in bytes, at level 9 like Vite's own build report, read once per file.
 * @param {string} distDir
 */
export function gzipSizer(distDir) {
  /** @type {Map<string, number>} */
  const cache = new Map();
  /** @param {string} file */
  const size = (file) => {
    let bytes = cache.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      cache.set(file, bytes);
    }
    return bytes;
  };
  return (/** @type {string[]} */ files) => files.reduce((sum, f) => sum + size(f), 0);
}

/**
 * The JS files among `files` whose text contains `marker` (used to prove a library is not in a first load).
 * @param {string} distDir
 * @param {string[]} files
 * @param {string} marker
 */
export function filesContaining(distDir, files, marker) {
  return files.filter((f) => readFileSync(path.join(distDir, f), 'utf8').includes(marker));
}

/**
 * Chunks that import each other statically, each cycle once as its manifest keys. Code split by hand
 * (`codeSplitting.groups` in vite.config.ts) can put two halves of a module cycle into two chunks; the browser then
 * runs one before the other has defined what it needs (a `class … extends` of undefined), and every page that loads
 * them breaks. Automatic splitting never makes such a pair, so the gate refuses any.
 * @param {Manifest} manifest
 * @returns {string[][]}
 */
export function chunkCycles(manifest) {
  /** @type {string[][]} */
  const cycles = [];
  const state = new Map(); // key → 'open' while on the path, 'done' after
  /** @param {string} key @param {string[]} path */
  const visit = (key, path) => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'open') {
      cycles.push(path.slice(path.indexOf(key)));
      return;
    }
    state.set(key, 'open');
    for (const dep of manifest[key]?.imports ?? []) visit(dep, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}
