/**
 * The import resolver the lint's boundary rules use (eslint-plugin-import, resolver interface v2): the app's `@/…`
 * alias (tsconfig paths: `@/*` → `src/*`), TypeScript extensions and folder index files; packages go to the plugin's
 * own Node resolver. Small on purpose: the TypeScript resolver pulls a native binary whose other platforms' builds
 * `npm ci` cannot find here.
 */
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const SRC = path.join(__dirname, '..', 'src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

/** @param {string} base */
function asFile(base) {
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

exports.interfaceVersion = 2;

/** @param {string} source @param {string} file */
exports.resolve = (source, file) => {
  if (source.startsWith('@/')) {
    const found = asFile(path.join(SRC, source.slice(2)));
    return found ? { found: true, path: found } : { found: false };
  }
  if (source.startsWith('.')) {
    const found = asFile(path.resolve(path.dirname(file), source.replace(/\?.*$/, '')));
    if (found) return { found: true, path: found };
  }
  return nodeResolver.resolve(source, file, { extensions: EXTENSIONS });
};
