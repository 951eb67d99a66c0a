// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgetFailures, measureRoutes, type Budget } from './budget.mjs';
import { chunkCycles, routeLoad, staticClosure, type Manifest } from './bundle.mjs';
import { lcpRatio, lighthouseMisses } from './lighthouse.mjs';
import { baselineComparison, specMisses } from './report.mjs';
import type { RouteEntry } from './route-table.mjs';

/**
 * The budget check on a hand-made manifest with made-up sizes: proves that it attributes chunks to routes the
 * way the browser loads them and that it fails a route that goes over.
 */
const KiB = 1024;

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/lib/backend/local/index.ts',
      'src/home.tsx',
      'src/budget.tsx',
      'src/schedule.tsx',
      'src/editor.tsx',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/lib/backend/local/index.ts': { file: 'assets/local.js', isDynamicEntry: true, imports: ['_idb.js'] },
  '_idb.js': { file: 'assets/idb.js' },
  'src/lib/backend/local/public.ts': { file: 'assets/public.js', isDynamicEntry: true, imports: ['_idb.js'] },
  'src/app/layout/account-menu.tsx': {
    file: 'assets/account-menu.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  'src/app/data-shell.tsx': { file: 'assets/data-shell.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/budget.tsx': {
    file: 'assets/budget.js',
    isDynamicEntry: true,
    imports: ['_zod.js', '_react.js'],
    dynamicImports: ['src/csv.ts'],
  },
  'src/schedule.tsx': {
    file: 'assets/schedule.js',
    isDynamicEntry: true,
    imports: ['_zod.js'],
    css: ['assets/schedule.css'],
  },
  'src/editor.tsx': { file: 'assets/editor.js', isDynamicEntry: true, imports: ['_konva.js'] },
  'src/csv.ts': { file: 'assets/csv.js', isDynamicEntry: true },
  '_zod.js': { file: 'assets/zod.js' },
  '_konva.js': { file: 'assets/konva.js' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 60 * KiB,
  'assets/react.js': 50 * KiB,
  'assets/local.js': 10 * KiB,
  'assets/idb.js': 2 * KiB,
  'assets/public.js': 3 * KiB,
  'assets/account-menu.js': 20 * KiB,
  'assets/data-shell.js': 1 * KiB,
  'assets/home.js': 5 * KiB,
  'assets/budget.js': 20 * KiB,
  'assets/schedule.js': 10 * KiB,
  'assets/editor.js': 10 * KiB,
  'assets/csv.js': 99 * KiB,
  'assets/zod.js': 40 * KiB,
  'assets/konva.js': 100 * KiB,
  'assets/index.css': 8 * KiB,
  'assets/schedule.css': 1 * KiB,
};
const gzipSize = (files: string[]) => files.reduce((sum, f) => sum + sizes[f], 0);

const routes: RouteEntry[] = [
  { path: '/', module: '@/home', source: 'src/home.tsx', access: 'site' },
  { path: '/login', module: '@/home', source: 'src/home.tsx', access: 'guest' },
  { path: '/budget', module: '@/budget', source: 'src/budget.tsx', access: 'signed-in' },
  { path: '/schedule', module: '@/schedule', source: 'src/schedule.tsx', access: 'signed-in' },
  { path: '/e-invites', module: '@/editor', source: 'src/editor.tsx', access: 'signed-in' },
  { path: '/i/:token', module: '@/home', source: 'src/home.tsx', access: 'token' },
];

const budget = (overrides: Partial<Budget> = {}): Budget => ({
  startup: ['src/lib/backend/local/index.ts'],
  signedInStartup: ['src/app/layout/account-menu.tsx'],
  dataStartup: ['src/app/data-shell.tsx'],
  tokenStartup: ['src/lib/backend/local/public.ts'],
  totalJsKiB: { default: 250, '/': 130, '/e-invites': 260 },
  routeJsKiB: { default: 60, '/e-invites': 120 },
  cssKiB: { default: 20 },
  requests: { default: 20 },
  notInFirstLoad: [],
  lighthouse: { targets: { performance: 95 }, passes: 3, pages: [] },
  ...overrides,
});

const byPath = (figures: ReturnType<typeof measureRoutes>) =>
  Object.fromEntries(figures.map((f) => [f.path, f]));

describe('bundle attribution', () => {
  it('follows static imports only, once each', () => {
    expect([...staticClosure(manifest, 'src/budget.tsx')].sort()).toEqual([
      '_react.js',
      '_zod.js',
      'src/budget.tsx',
    ]);
  });

  it('puts the entry and the startup chunks in the shell and the rest on the route', () => {
    const load = routeLoad(manifest, {
      source: 'src/budget.tsx',
      startup: ['src/lib/backend/local/index.ts'],
    });
    expect(load.initialJs.sort()).toEqual([
      'assets/idb.js',
      'assets/index.js',
      'assets/local.js',
      'assets/react.js',
    ]);
    // csv.js is a dynamic import: loaded on demand (the CSV download), not first.
    expect(load.routeJs.sort()).toEqual(['assets/budget.js', 'assets/zod.js']);
    expect(load.css).toEqual(['assets/index.css']);
  });

  it('refuses a route whose module is not in the manifest (a stale build or a renamed page)', () => {
    expect(() => routeLoad(manifest, { source: 'src/missing.tsx', startup: [] })).toThrow(
      /no chunk for "src\/missing.tsx"/,
    );
  });
});

describe('budget check', () => {
  it('measures first-load, own and added JS per route', () => {
    const f = byPath(measureRoutes(manifest, routes, budget(), gzipSize));
    // The site's pages paint and hydrate before the backend loads: it is not in their first load.
    expect(f['/'].totalJs / KiB).toBe(60 + 50 + 5);
    expect(f['/login'].totalJs / KiB).toBe(60 + 50 + 10 + 2 + 5);
    // Signed-in pages also load the Account menu and the query cache before they render; a guest's link the cache and
    // the backend's public port (the only pages that count it).
    expect(f['/budget'].totalJs / KiB).toBe(60 + 50 + 10 + 2 + 20 + 1 + 20 + 40);
    expect(f['/i/:token'].totalJs / KiB).toBe(60 + 50 + 10 + 2 + 1 + 3 + 5);
    // zod is shared by /budget and /schedule: in both first loads, in neither's own chunk.
    expect(f['/budget'].routeJs / KiB).toBe(20);
    expect(f['/budget'].addedJs / KiB).toBe(60);
    expect(f['/budget'].sharedFiles).toEqual(['assets/zod.js']);
    expect(f['/schedule'].css / KiB).toBe(9);
    expect(f['/e-invites'].routeJs / KiB).toBe(110);
  });

  it('passes when every figure is within budget', () => {
    expect(budgetFailures(measureRoutes(manifest, routes, budget(), gzipSize), budget())).toEqual([]);
  });

  it('fails a route whose own chunk is over 60 KiB, unless the budget gives it an exception', () => {
    const tight = budget({ routeJsKiB: { default: 60 } });
    expect(budgetFailures(measureRoutes(manifest, routes, tight, gzipSize), tight)).toEqual([
      "/e-invites: route's own JS is 110.0 KiB gzip, over its budget of 60 KiB.",
    ]);
  });

  it('fails / over 130 KiB of first-load JS', () => {
    const heavy: Record<string, number> = { ...sizes, 'assets/home.js': 21 * KiB };
    const failures = budgetFailures(
      measureRoutes(manifest, routes, budget(), (files) => files.reduce((s, f) => s + heavy[f], 0)),
      budget(),
    );
    expect(failures).toEqual(['/: first-load JS is 131.0 KiB gzip, over its budget of 130 KiB.']);
  });

  it('fails on CSS over budget and on budget keys that name no route', () => {
    const b = budget({
      cssKiB: { default: 20, '/schedule': 8 },
      totalJsKiB: { default: 250, '/': 130, '/e-invites': 260, '/gone': 10 },
    });
    expect(budgetFailures(measureRoutes(manifest, routes, b, gzipSize), b)).toEqual([
      'perf-budget.json names "/gone", which is not a route in src/app/routes.tsx.',
      '/schedule: first-load CSS is 9.0 KiB gzip, over its budget of 8 KiB.',
    ]);
  });

  it('fails a route whose first load asks for more files than its budget', () => {
    const b = budget({ requests: { default: 20, '/budget': 6 } });
    const f = byPath(measureRoutes(manifest, routes, b, gzipSize));
    expect(f['/budget'].requests).toBe(9);
    expect(budgetFailures(measureRoutes(manifest, routes, b, gzipSize), b)).toEqual([
      '/budget: its first load asks for 9 files (JS and CSS), over its budget of 6.',
    ]);
  });

  it('fails when a marker that must stay out of first loads is in one', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'perf-budget-'));
    mkdirSync(path.join(dist, 'assets'));
    for (const file of Object.keys(sizes))
      writeFileSync(path.join(dist, file), file === 'assets/zod.js' ? 'x supabase-js y' : 'clean');
    const b = budget({
      notInFirstLoad: [{ marker: 'supabase-js', reason: 'local mode must not download it.' }],
    });
    expect(budgetFailures(measureRoutes(manifest, routes, b, gzipSize, dist), b)).toEqual([
      '/budget: "supabase-js" is in the first load (assets/zod.js): local mode must not download it.',
      '/schedule: "supabase-js" is in the first load (assets/zod.js): local mode must not download it.',
    ]);
  });

  it('lets the routes a marker names in `except` load it', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'perf-budget-'));
    mkdirSync(path.join(dist, 'assets'));
    for (const file of Object.keys(sizes))
      writeFileSync(path.join(dist, file), file === 'assets/zod.js' ? 'Konva warning: x' : 'clean');
    const b = budget({
      notInFirstLoad: [{ marker: 'Konva warning:', except: ['/budget'], reason: 'only the editor.' }],
    });
    expect(budgetFailures(measureRoutes(manifest, routes, b, gzipSize, dist), b)).toEqual([
      '/schedule: "Konva warning:" is in the first load (assets/zod.js): only the editor.',
    ]);
  });
});

describe('the benchmark: Lighthouse targets, reported and never failed', () => {
  const result = (
    scores: Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>,
    targets: Record<string, number>,
  ) => ({
    path: '/features',
    server: 'HTTP/2',
    signedIn: false,
    score: scores.performance ?? 100,
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
    targets,
    metrics: { 'largest-contentful-paint': 1000 } as Record<string, number>,
    finalUrl: 'https://127.0.0.1/features',
    passes: [
      { score: 90, lcp: 1100, benchmarkIndex: 1500, load: 2.1 },
      { score: scores.performance ?? 100, lcp: 1000, benchmarkIndex: 1600, load: 1.9 },
    ],
    benchmarkIndex: 1600,
  });

  it('reports each category under its target, and only those', () => {
    expect(
      lighthouseMisses([
        result({ performance: 94, seo: 96 }, { performance: 95, accessibility: 100, seo: 95 }),
      ]),
    ).toEqual(['/features (HTTP/2): Lighthouse performance 94 (passes 90, 94), under its target of 95.']);
    expect(
      lighthouseMisses([result({ accessibility: 98 }, { performance: 95, accessibility: 100 })]),
    ).toEqual(['/features (HTTP/2): Lighthouse accessibility 98, under its target of 100.']);
    expect(lighthouseMisses([result({ seo: 80 }, { performance: 95 })])).toEqual([]);
  });

  it("holds a page's LCP to a ratio of the bare app's in the same run and server", () => {
    const page = { ...result({}, { lcpRatio: 1.2 }), path: '/budget' };
    const bare = (lcp: number, server = 'HTTP/2') => ({
      ...result({}, {}),
      path: '/baseline',
      baseline: true,
      server,
      metrics: { 'largest-contentful-paint': lcp },
    });
    expect(lcpRatio([page, bare(1000)], page)).toBe(1);
    // No bare app under the page's server: nothing to compare with.
    expect(lcpRatio([page, bare(500, 'HTTP/1.1')], page)).toBeNull();
    expect(lighthouseMisses([page, bare(900)])).toEqual([]);
    expect(lighthouseMisses([page, bare(800)])).toEqual([
      "/budget (HTTP/2): LCP 1000 ms is 1.25x the bare app's, over its target of 1.2x.",
    ]);
  });

  it("compares / and /login's LCP with the bare app's in the same run, and says nothing without one", () => {
    const at = (path: string, lcp: number, extra = {}) => ({
      ...result({}, {}),
      path,
      metrics: { 'largest-contentful-paint': lcp },
      ...extra,
    });
    const pages = [at('/', 2200), at('/login', 1400), at('/budget', 900)];
    expect(baselineComparison(pages)).toBeNull();
    expect(baselineComparison([...pages, at('/baseline', 1500, { baseline: true, score: 99 })])).toBe(
      'LCP against the bare React app in this run, HTTP/2 (1500 ms, performance 99): / 2200 ms (700 ms over), performance 100; /login 1400 ms (at or under it), performance 100.',
    );
    // Each server's pages against the bare app served the same way.
    const plain = { server: 'HTTP/1.1' };
    expect(
      baselineComparison([
        ...pages,
        at('/baseline', 1500, { baseline: true, score: 99 }),
        at('/', 1300, plain),
        at('/baseline', 1250, { ...plain, baseline: true, score: 100 }),
      ]),
    ).toBe(
      [
        'LCP against the bare React app in this run, HTTP/2 (1500 ms, performance 99): / 2200 ms (700 ms over), performance 100; /login 1400 ms (at or under it), performance 100.',
        'LCP against the bare React app in this run, HTTP/1.1 (1250 ms, performance 100): / 1300 ms (50 ms over), performance 100.',
      ].join('\n'),
    );
  });
});

describe("the perf specs' figures", () => {
  it('reports a figure past its target in the direction that is worse, and nothing else', () => {
    const specs = [
      {
        spec: 'guests-perf.spec.ts',
        title: '3,000 guests',
        figures: [
          { name: 'first screen', value: 250, unit: 'ms', target: 200, better: 'lower' as const },
          { name: 'keystroke p95', value: 40, unit: 'ms', target: 50, better: 'lower' as const },
          { name: 'drag', value: 50, unit: 'fps', target: 55, better: 'higher' as const },
          { name: 'rows', value: 30, unit: 'count', better: 'lower' as const },
        ],
      },
    ];
    expect(specMisses(specs)).toEqual([
      'guests-perf.spec.ts, "3,000 guests": first screen 250 ms, over its target of 200 ms.',
      'guests-perf.spec.ts, "3,000 guests": drag 50 fps, under its target of 55 fps.',
    ]);
  });
});

describe('chunkCycles', () => {
  it('finds chunks that import each other, through any number of steps, and passes a graph without', () => {
    expect(chunkCycles(manifest)).toEqual([]);
    const cyclic: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_c.js'] },
      '_c.js': { file: 'assets/c.js', imports: ['_a.js'] },
    };
    expect(chunkCycles(cyclic)).toEqual([['_a.js', '_b.js', '_c.js']]);
  });
});
