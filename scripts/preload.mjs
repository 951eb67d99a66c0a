// @ts-check

/**
 * Which chunks a lazy import preloads. Vite lists, beside every `import()`, the chunks the imported one needs, and
 * preloads them in parallel with it (no waterfall). Most of those lists named chunks that are loaded already: the
 * importing chunk's own static imports (the data layer's `import('./undo')` listed React, the query client and the
 * data layer) and the entry's. Those lists are bytes in every first load (about 6 KiB gzip of a tool page's
 * 150-170, issue 35) that preload nothing, so each list keeps only what the importing chunk has not loaded.
 */

/** @typedef {{ type: 'chunk', imports: string[], isEntry: boolean } | { type: 'asset' }} OutputItem */

/**
 * Everything loaded once `file` runs: itself and its static imports, transitively.
 * @param {Record<string, OutputItem>} bundle
 * @param {string} file
 * @param {Set<string>} [into]
 */
export function loadedWith(bundle, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  const item = bundle[file];
  if (item?.type === 'chunk') for (const imported of item.imports) loadedWith(bundle, imported, into);
  return into;
}

/**
 * The preloads a lazy import in `host` needs: `deps` without what the host and the entries have loaded already.
 * @param {Record<string, OutputItem>} bundle
 * @param {string} host
 * @param {string[]} deps
 */
export function missingDeps(bundle, host, deps) {
  const loaded = loadedWith(bundle, host);
  for (const [file, item] of Object.entries(bundle))
    if (item.type === 'chunk' && item.isEntry) loadedWith(bundle, file, loaded);
  return deps.filter((dep) => !loaded.has(dep));
}

/** The Vite plugin: keeps a reference to the bundle being written, and trims each lazy import's preload list. */
export function preloadPlugin() {
  /** @type {Record<string, OutputItem> | undefined} */
  let bundle;
  return /** @type {import('vite').Plugin} */ ({
    name: 'preload-missing-only',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && bundle ? missingDeps(bundle, hostId, deps) : deps,
        },
      },
    }),
    // Before Vite's own generateBundle writes the lists (it asks resolveDependencies as it goes).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = /** @type {Record<string, OutputItem>} */ (/** @type {unknown} */ (output));
      },
    },
  });
}
