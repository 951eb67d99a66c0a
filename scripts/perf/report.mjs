// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { limitFor } from './budget.mjs';
import { CATEGORIES, lcpRatio } from './lighthouse.mjs';

/** Plain-text and Markdown renderings of the perf figures. */

const kib = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * @param {import('./budget.mjs').RouteFigures[]} figures
 * @param {import('./budget.mjs').Budget} budget
 */
function routeRows(figures, budget) {
  return figures.map((f) => [
    f.path,
    f.access,
    `${kib(f.totalJs)} / ${limitFor(budget.totalJsKiB, f.path)}`,
    `${kib(f.routeJs)} / ${limitFor(budget.routeJsKiB, f.path)}`,
    kib(f.addedJs),
    `${kib(f.css)} / ${limitFor(budget.cssKiB, f.path)}`,
    `${f.requests} / ${limitFor(budget.requests, f.path)}`,
  ]);
}

const ROUTE_HEAD = ['route', 'access', 'first-load JS KiB', 'own JS KiB', 'added JS KiB', 'CSS KiB', 'files'];
const LH_HEAD = [
  'page',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'FCP ms',
  'LCP ms',
  'LCP / bare',
  'TBT ms',
  'CLS',
  'passes (score, benchmark index, load)',
];

/** A figure, with its target when the page has one. @param {number} got @param {number | undefined} target */
const targetCell = (got, target) => (target === undefined ? String(got) : `${got} / ${target}`);

/** @param {import('./lighthouse.mjs').LighthouseResult[]} results */
function lighthouseRows(results) {
  return results.map((r) => {
    const ratio = lcpRatio(results, r);
    return [
      (r.baseline ? `${r.path} (bare React app)` : r.path + (r.signedIn ? ' (signed in)' : '')) +
        (r.server === 'HTTP/2' ? '' : `, ${r.server}`),
      ...CATEGORIES.map((c) => targetCell(r.scores[c], r.targets[c])),
      r.metrics['first-contentful-paint'].toFixed(0),
      r.metrics['largest-contentful-paint'].toFixed(0),
      ratio === null
        ? ''
        : r.targets.lcpRatio === undefined
          ? ratio.toFixed(2)
          : `${ratio.toFixed(2)} / ${r.targets.lcpRatio}`,
      r.metrics['total-blocking-time'].toFixed(0),
      r.metrics['cumulative-layout-shift'].toFixed(3),
      r.passes.map((p) => `${p.score} (${p.benchmarkIndex}, ${p.load})`).join('; '),
    ];
  });
}

/**
 * @typedef {{ name: string, value: number, unit: string, target?: number, better: 'lower' | 'higher' }} SpecFigure
 * @typedef {{ spec: string, title: string, figures: SpecFigure[] }} SpecReport
 */

/**
 * The figures the perf specs wrote (one JSON file per test, e2e/support/perf.ts `recordFigures`), in file order.
 * @param {string} dir
 * @returns {SpecReport[]}
 */
export function readSpecFigures(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

/** @param {SpecFigure} f */
const figureMissed = (f) =>
  f.target !== undefined && (f.better === 'lower' ? f.value > f.target : f.value < f.target);

/** @param {SpecReport[]} specs */
export function specMisses(specs) {
  return specs.flatMap((s) =>
    s.figures
      .filter(figureMissed)
      .map(
        (f) =>
          `${s.spec}, "${s.title}": ${f.name} ${f.value} ${f.unit}, ${f.better === 'lower' ? 'over' : 'under'} its target of ${f.target} ${f.unit}.`,
      ),
  );
}

const SPEC_HEAD = ['spec', 'measure', 'figure', 'target'];

/** @param {SpecReport[]} specs */
function specRows(specs) {
  return specs.flatMap((s) =>
    s.figures.map((f) => [
      `${s.spec}: ${s.title}`,
      f.name,
      `${f.value} ${f.unit}`,
      f.target === undefined
        ? ''
        : `${f.better === 'lower' ? '≤' : '≥'} ${f.target}${figureMissed(f) ? ' (missed)' : ''}`,
    ]),
  );
}

/** @param {string[]} head @param {string[][]} rows */
function textTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** @param {string[]} head @param {string[][]} rows */
function markdownTable(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/**
 * Issue 15's yardstick: the entry pages' LCP against the bare React app's in the same run, as a sentence (null
 * without a baseline).
 * @param {import('./lighthouse.mjs').LighthouseResult[]} results
 */
export function baselineComparison(results) {
  const lcp = (/** @type {import('./lighthouse.mjs').LighthouseResult} */ r) =>
    r.metrics['largest-contentful-paint'];
  const sentences = [...new Set(results.map((r) => r.server))].flatMap((server) => {
    const served = results.filter((r) => r.server === server);
    const bare = served.find((r) => r.baseline);
    if (!bare) return [];
    const pages = served
      .filter((r) => !r.baseline && ['/', '/login'].includes(r.path))
      .map((r) => {
        const diff = lcp(r) - lcp(bare);
        return `${r.path} ${lcp(r).toFixed(0)} ms (${diff <= 0 ? 'at or under it' : `${diff.toFixed(0)} ms over`}), performance ${r.score}`;
      });
    if (!pages.length) return [];
    return [
      `LCP against the bare React app in this run, ${server} (${lcp(bare).toFixed(0)} ms, performance ${bare.score}): ${pages.join('; ')}.`,
    ];
  });
  return sentences.length ? sentences.join('\n') : null;
}

/**
 * @typedef {object} PerfReport
 * @property {string} generatedAt
 * @property {{ cpus: number, loadAverage: number[] }} host
 * @property {import('./budget.mjs').RouteFigures[]} routes
 * @property {import('./lighthouse.mjs').LighthouseResult[] | null} lighthouse   null when skipped
 * @property {SpecReport[] | null} specs   null when skipped
 * @property {string[]} failures   the gates that failed (bytes, file counts, code in a first load, a broken spec)
 * @property {string[]} misses     the benchmark's targets missed (reported only)
 */

/** @param {PerfReport} report */
const hostLine = (report) => {
  const indices = (report.lighthouse ?? []).flatMap((r) => r.passes.map((p) => p.benchmarkIndex));
  return `Host: ${report.host.cpus} cores, load average at the end ${report.host.loadAverage.join(' / ')}${
    indices.length ? `; Lighthouse benchmark index ${Math.min(...indices)}-${Math.max(...indices)}` : ''
  }.`;
};

/** @param {PerfReport} report @param {import('./budget.mjs').Budget} budget */
export function renderText(report, budget) {
  const parts = [
    'JavaScript and CSS loaded first, gzip KiB (figure / budget)',
    textTable(ROUTE_HEAD, routeRows(report.routes, budget)),
  ];
  if (report.lighthouse)
    parts.push(
      '',
      'Lighthouse, mobile preset, 4x CPU (median pass / target)',
      textTable(LH_HEAD, lighthouseRows(report.lighthouse)),
      baselineComparison(report.lighthouse) ?? '',
    );
  if (report.specs?.length)
    parts.push('', 'Perf specs (e2e/*-perf.spec.ts)', textTable(SPEC_HEAD, specRows(report.specs)));
  parts.push('', hostLine(report));
  if (report.misses.length)
    parts.push(
      '',
      `Targets missed (reported, not gated):\n${report.misses.map((m) => `  - ${m}`).join('\n')}`,
    );
  parts.push(
    '',
    report.failures.length
      ? `FAILED:\n${report.failures.map((f) => `  - ${f}`).join('\n')}`
      : 'All byte and file-count budgets met.',
  );
  return parts.join('\n');
}

/** @param {PerfReport} report @param {import('./budget.mjs').Budget} budget */
export function renderMarkdown(report, budget) {
  const parts = [
    `# Performance report (${report.generatedAt})`,
    '',
    '## JavaScript and CSS loaded first (gzip KiB, figure / budget)',
    '',
    'First-load JS = entry chunk + its static imports + the local backend (+ the query cache on pages that read data) + the route’s lazy chunk and its static imports. Own JS = the route’s lazy chunk and the chunks no other route loads (DESIGN.md §6: “a route’s own chunk”). Added JS = everything the route adds on top of the shell, shared chunks (zod, the data layer, date-fns) included; no budget of its own, it is part of first-load JS.',
    '',
    markdownTable(ROUTE_HEAD, routeRows(report.routes, budget)),
  ];
  if (report.lighthouse)
    parts.push(
      '',
      '## Lighthouse, mobile preset, 4x CPU (median pass / target)',
      '',
      'Reported, not gated: scores and times move with the host. Each pass is listed with the benchmark index Lighthouse measured at its start and the load average; LCP / bare is the page’s largest paint over the bare React app’s in the same run.',
      '',
      markdownTable(LH_HEAD, lighthouseRows(report.lighthouse)),
      '',
      baselineComparison(report.lighthouse) ?? '',
    );
  if (report.specs?.length)
    parts.push(
      '',
      '## Perf specs (e2e/*-perf.spec.ts)',
      '',
      markdownTable(SPEC_HEAD, specRows(report.specs)),
    );
  parts.push('', hostLine(report));
  if (report.misses.length)
    parts.push(
      '',
      `## Targets missed (reported, not gated)\n\n${report.misses.map((m) => `- ${m}`).join('\n')}`,
    );
  parts.push(
    '',
    report.failures.length
      ? `## Failed\n\n${report.failures.map((f) => `- ${f}`).join('\n')}`
      : 'All byte and file-count budgets met.',
    '',
  );
  return parts.join('\n');
}
