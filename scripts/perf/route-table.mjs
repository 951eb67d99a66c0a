// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the one route table (src/app/routes.tsx) as text, so the perf budget and the quality walk always cover
 * every route that exists without importing the app (which needs a bundler and a browser). The table's shape is
 * `page('<path>', () => import('<module>'), meta)`; where a page sits (public list, guest-only group, signed-in
 * list, admin group, local-only) decides who can open it.
 */

/** @typedef {'site' | 'public' | 'token' | 'guest' | 'signed-in' | 'admin' | 'local-only' | 'fallback'} Access */
/**
 * @typedef {object} RouteEntry
 * @property {string} path       the route path as written, e.g. `/blog/:slug` or `*`
 * @property {string} module     the module as imported, e.g. `@/features/budget/budget-page`
 * @property {string} source     the module's file relative to the repo root, as the Vite manifest names it
 * @property {Access} access     who can open it
 */

const PAGE_CALL = /page\(\s*(['"])([^'"]+)\1\s*,\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\3\s*\)/g;

/** Markers in the table, each starting the region its pages belong to. */
const REGIONS = /** @type {const} */ ([
  // The site: prerendered, the same for everyone, rendered before the session check (which loads after paint).
  [/export const siteRoutes\b/g, 'site'],
  [/export const publicRoutes\b/g, 'public'],
  [/export const signedInRoutes\b/g, 'signed-in'],
  // A guest's link: an invitation, an RSVP, a wedding website (a token or slug in the path).
  [/export const tokenRoutes\b/g, 'token'],
  [/guestRoutes\(\s*['"]/g, 'guest'],
  [/<RequireAdmin\b/g, 'admin'],
  [/config\.localMailbox\b/g, 'local-only'],
]);

/**
 * @param {string} spec   the import specifier
 * @param {string} root   repo root
 * @param {string} fromDir directory of routes.tsx, relative to root
 */
function resolveModule(spec, root, fromDir) {
  const base = spec.startsWith('@/')
    ? path.posix.join('src', spec.slice(2))
    : path.posix.normalize(path.posix.join(fromDir, spec));
  for (const ext of ['', '.tsx', '.ts', '.jsx', '.js']) {
    if (existsSync(path.join(root, base + ext)) && (ext !== '' || /\.[jt]sx?$/.test(base))) return base + ext;
  }
  return `${base}.tsx`;
}

/**
 * @param {string} text   contents of routes.tsx
 * @param {{ root?: string, file?: string }} [options]
 * @returns {RouteEntry[]}
 */
export function parseRouteTable(text, { root = process.cwd(), file = 'src/app/routes.tsx' } = {}) {
  /** @type {{ at: number, access: Access }[]} */
  const marks = [];
  for (const [pattern, access] of REGIONS)
    for (const m of text.matchAll(pattern)) marks.push({ at: m.index ?? 0, access });
  marks.sort((a, b) => a.at - b.at);

  const fromDir = path.posix.dirname(file);
  /** @type {RouteEntry[]} */
  const routes = [];
  for (const m of text.matchAll(PAGE_CALL)) {
    const at = m.index ?? 0;
    const routePath = m[2];
    const region = marks.filter((mk) => mk.at < at).at(-1)?.access ?? 'public';
    routes.push({
      path: routePath,
      module: m[4],
      source: resolveModule(m[4], root, fromDir),
      access: routePath === '*' ? 'fallback' : region,
    });
  }
  return routes;
}

/** Every `import('…')` in the table; the parser must account for each (checked by its test). */
export const countLazyImports = (/** @type {string} */ text) => [...text.matchAll(/import\(\s*['"]/g)].length;

/** @param {string} [root] */
export function readRouteTable(root = process.cwd()) {
  const file = 'src/app/routes.tsx';
  return parseRouteTable(readFileSync(path.join(root, file), 'utf8'), { root, file });
}
