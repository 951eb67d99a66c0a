// @ts-check
import { filesContaining, routeLoad } from './bundle.mjs';

/**
 * The budget file (perf-budget.json) and the check against it. Sizes are gzip KiB (1024 bytes, as Lighthouse and webpack count them; Vite prints kB of 1000).
 *
 * @typedef {{ default: number } & Record<string, number>} PerRouteLimit
 * @typedef {object} Budget
 * @property {string[]} startup            modules every page that waits for the session loads before it renders (the local backend); the site's pages load them after they paint
 * @property {string[]} [signedInStartup]  modules the shell adds before a signed-in page renders (none today: the Account menu arrives after the page has painted)
 * @property {string[]} [dataStartup]      modules every page that reads data loads beside it (the query cache): signed-in, admin, token and local-only pages
 * @property {string[]} [tokenStartup]     modules a guest's page (a link with a token or a slug) asks for before it can show anything: the
 *                                          backend's public port, which the backend itself loads only when asked
 * @property {PerRouteLimit} totalJsKiB     first-load JS of a route: shell + startup + the route's own chunks
 * @property {PerRouteLimit} routeJsKiB     the route's own JS: its lazy chunk + the static imports no other route shares
 * @property {PerRouteLimit} cssKiB         first-load CSS of a route
 * @property {PerRouteLimit} requests       files a route's first load asks for: its JS chunks and stylesheets
 * @property {{ marker: string, reason: string, except?: string[] }[]} notInFirstLoad   text that must not be in a
 *                                          route's first load (every route but those in `except`)
 * @property {{ targets: import('./lighthouse.mjs').Targets, passes: number, plainPreview?: string[], pages: import('./lighthouse.mjs').LighthousePage[] }} lighthouse
 *                                          the benchmark's pages and targets (reported by `npm run perf`, never gated)
 *
 * @typedef {object} RouteFigures
 * @property {string} path
 * @property {string} access
 * @property {string} source
 * @property {number} totalJs   bytes, gzip
 * @property {number} routeJs   bytes, gzip: the route's own JS (chunks no other route loads)
 * @property {number} addedJs   bytes, gzip: everything the route adds on top of the shell, shared chunks included
 * @property {number} css       bytes, gzip
 * @property {number} requests  JS and CSS files of the first load
 * @property {string[]} routeFiles   the route's own JS files
 * @property {string[]} sharedFiles  JS files it adds that other routes load too
 * @property {{ marker: string, files: string[] }[]} forbidden
 */

/** @param {PerRouteLimit} limits @param {string} routePath */
export const limitFor = (limits, routePath) => limits[routePath] ?? limits.default;

const kiB = (/** @type {number} */ bytes) => bytes / 1024;

/**
 * @param {import('./bundle.mjs').Manifest} manifest
 * @param {import('./route-table.mjs').RouteEntry[]} routes
 * @param {Budget} budget
 * @param {(files: string[]) => number} gzipSize
 * @param {string} [distDir]  when given, first-load files are searched for the `notInFirstLoad` markers
 * @returns {RouteFigures[]}
 */
export function measureRoutes(manifest, routes, budget, gzipSize, distDir) {
  const loads = routes.map((route) => {
    const signedIn = route.access === 'signed-in' || route.access === 'admin';
    const readsData = signedIn || route.access === 'token' || route.access === 'local-only';
    const waitsForSession = route.access !== 'site';
    const startup = [
      ...(waitsForSession ? budget.startup : []),
      ...(signedIn ? (budget.signedInStartup ?? []) : []),
      ...(readsData ? (budget.dataStartup ?? []) : []),
      ...(route.access === 'token' ? (budget.tokenStartup ?? []) : []),
    ];
    return routeLoad(manifest, { source: route.source, startup });
  });
  // DESIGN.md §6 budgets "a route's own chunk": the JS only this route loads (its lazy chunk and the libraries
  // no other route imports). Chunks several routes share (zod, the data layer, date-fns) are the app's common
  // cost: they count in every route's first-load total, which has its own budget, but in no route's own figure.
  /** @type {Map<string, number>} */
  const users = new Map();
  for (const load of loads)
    for (const file of new Set(load.routeJs)) users.set(file, (users.get(file) ?? 0) + 1);
  return routes.map((route, i) => {
    const load = loads[i];
    const firstLoad = [...load.initialJs, ...load.routeJs];
    const own = load.routeJs.filter((file) => users.get(file) === 1);
    return {
      path: route.path,
      access: route.access,
      source: route.source,
      totalJs: gzipSize(firstLoad),
      routeJs: gzipSize(own),
      addedJs: gzipSize(load.routeJs),
      css: gzipSize(load.css),
      requests: firstLoad.length + load.css.length,
      routeFiles: own,
      sharedFiles: load.routeJs.filter((file) => users.get(file) !== 1),
      forbidden: distDir
        ? budget.notInFirstLoad
            .filter(({ except }) => !except?.includes(route.path))
            .map(({ marker }) => ({ marker, files: filesContaining(distDir, firstLoad, marker) }))
        : [],
    };
  });
}

/**
 * Every way the figures break the budget, as sentences a developer can act on; empty when within budget.
 * @param {RouteFigures[]} figures
 * @param {Budget} budget
 */
export function budgetFailures(figures, budget) {
  /** @type {string[]} */
  const failures = [];
  const known = new Set(figures.map((f) => f.path));
  for (const limits of [budget.totalJsKiB, budget.routeJsKiB, budget.cssKiB, budget.requests]) {
    for (const key of Object.keys(limits))
      if (key !== 'default' && !key.startsWith('$') && !known.has(key))
        failures.push(`perf-budget.json names "${key}", which is not a route in src/app/routes.tsx.`);
  }
  for (const f of figures) {
    const checks = /** @type {const} */ ([
      ['first-load JS', f.totalJs, limitFor(budget.totalJsKiB, f.path)],
      ["route's own JS", f.routeJs, limitFor(budget.routeJsKiB, f.path)],
      ['first-load CSS', f.css, limitFor(budget.cssKiB, f.path)],
    ]);
    for (const [what, bytes, limit] of checks) {
      if (kiB(bytes) > limit)
        failures.push(
          `${f.path}: ${what} is ${kiB(bytes).toFixed(1)} KiB gzip, over its budget of ${limit} KiB.`,
        );
    }
    const maxRequests = limitFor(budget.requests, f.path);
    if (f.requests > maxRequests)
      failures.push(
        `${f.path}: its first load asks for ${f.requests} files (JS and CSS), over its budget of ${maxRequests}.`,
      );
    for (const { marker, files } of f.forbidden) {
      if (files.length)
        failures.push(
          `${f.path}: "${marker}" is in the first load (${files.join(', ')}): ${budget.notInFirstLoad.find((n) => n.marker === marker)?.reason}`,
        );
    }
  }
  return failures;
}
