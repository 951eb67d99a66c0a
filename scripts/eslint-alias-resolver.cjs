/**
 * The import resolver the lint's boundary rules use (eslint-plugin-import, resolver interface v2): the app's `@/…`
 * alias (tsconfig paths: `@/*` → `src/*`), TypeScript extensions and folder index files; packages go to the plugin's
 * own Node resolver. Small on purpose: the TypeScript resolver pulls a native binary whose other platforms' builds
 * `npm ci` cannot find here.
 */
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.join(__dirname, '..', 'src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

/** The file `base` names as written, with an extension, or as a folder's index. @param {string} base */
function asFile(base) {
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * The app's own file a specifier names, or null for a package (or a file not there): `@/…` under `src`, or a path
 * relative to `from`, without Vite's `?raw`, `?url` or `?worker`. scripts/import-cycles.mjs follows imports with it.
 * @param {string} specifier @param {string} from @param {string} [src]
 * @returns {string | null}
 */
function ownFile(specifier, from, src = SRC) {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('@/')) return asFile(path.join(src, bare.slice(2)));
  if (bare.startsWith('.')) return asFile(path.resolve(path.dirname(from), bare));
  return null;
}

exports.ownFile = ownFile;
exports.interfaceVersion = 2;

/** @param {string} source @param {string} file */
exports.resolve = (source, file) => {
  const found = ownFile(source, file);
  if (found) return { found: true, path: found };
  if (source.startsWith('@/')) return { found: false };
  // Required here, not above: scripts/import-cycles.mjs loads this file for `ownFile` alone.
  return require('eslint-import-resolver-node').resolve(source, file, { extensions: EXTENSIONS });
};
