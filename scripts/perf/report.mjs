// @ts-check
import { limitFor } from './budget.mjs';
import { CATEGORIES } from './lighthouse.mjs';

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
  ]);
}

const ROUTE_HEAD = ['route', 'access', 'first-load JS KiB', 'own JS KiB', 'added JS KiB', 'CSS KiB'];
const LH_HEAD = [
  'page',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'CPU',
  'performance passes',
];

/** A score, with its minimum when the page has one. @param {import('./lighthouse.mjs').LighthouseResult} r @param {import('./lighthouse.mjs').Category} c */
const scoreCell = (r, c) =>
  r.minScores[c] === undefined ? String(r.scores[c]) : `${r.scores[c]} / ${r.minScores[c]}`;

/** @param {import('./lighthouse.mjs').LighthouseResult[]} results */
function lighthouseRows(results) {
  return results.map((r) => [
    (r.baseline ? `${r.path} (bare React app)` : r.path + (r.signedIn ? ' (signed in)' : '')) +
      (r.server === 'HTTP/2' ? '' : `, ${r.server}`),
    ...CATEGORIES.map((c) => scoreCell(r, c)),
    r.metrics['first-contentful-paint'].toFixed(0),
    r.metrics['largest-contentful-paint'].toFixed(0),
    r.metrics['total-blocking-time'].toFixed(0),
    r.metrics['cumulative-layout-shift'].toFixed(3),
    `${r.cpuSlowdown}x`,
    r.attempts.join('; '),
  ]);
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
    return [
      `LCP against the bare React app in this run, ${server} (${lcp(bare).toFixed(0)} ms, performance ${bare.score}): ${pages.join('; ')}.`,
    ];
  });
  return sentences.length ? sentences.join('\n') : null;
}

/**
 * @typedef {object} PerfReport
 * @property {string} generatedAt
 * @property {import('./budget.mjs').RouteFigures[]} routes
 * @property {import('./lighthouse.mjs').LighthouseResult[] | null} lighthouse   null when skipped
 * @property {string[]} failures
 */

/** @param {PerfReport} report @param {import('./budget.mjs').Budget} budget */
export function renderText(report, budget) {
  const parts = [
    'JavaScript and CSS loaded first, gzip KiB (figure / budget)',
    textTable(ROUTE_HEAD, routeRows(report.routes, budget)),
  ];
  if (report.lighthouse)
    parts.push(
      '',
      'Lighthouse, mobile preset (score / minimum)',
      textTable(LH_HEAD, lighthouseRows(report.lighthouse)),
      baselineComparison(report.lighthouse) ?? '',
    );
  parts.push(
    '',
    report.failures.length
      ? `FAILED:\n${report.failures.map((f) => `  - ${f}`).join('\n')}`
      : 'All performance budgets met.',
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
      '## Lighthouse, mobile preset (score / minimum)',
      '',
      markdownTable(LH_HEAD, lighthouseRows(report.lighthouse)),
      '',
      baselineComparison(report.lighthouse) ?? '',
    );
  parts.push(
    '',
    report.failures.length
      ? `## Failed\n\n${report.failures.map((f) => `- ${f}`).join('\n')}`
      : 'All performance budgets met.',
    '',
  );
  return parts.join('\n');
}
