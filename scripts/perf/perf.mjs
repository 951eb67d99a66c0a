// @ts-check
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetFailures, measureRoutes } from './budget.mjs';
import { chunkCycles, gzipSizer } from './bundle.mjs';
import { lighthouseMisses, runLighthouse } from './lighthouse.mjs';
import { readSpecFigures, renderMarkdown, renderText, specMisses } from './report.mjs';
import { readRouteTable } from './route-table.mjs';
import { builds, FAKE_AI_URL, ports } from '../../e2e/builds.mjs';

/**
 * Two jobs, one script:
 * - **the gates** (`--gates`; `npm test` runs it as `test:perf`): every route's first-load JS and CSS in bytes, the
 *   files its first load asks for, and the code that must stay out of it, against perf-budget.json. Nothing here
 *   depends on the host's speed, so a gate fails only when the build changed. Exits 1 on any failure.
 * - **the benchmark** (`npm run perf`): the gates' figures, then Lighthouse on the pages the budget lists (every
 *   signed-in tool, the entry and guest pages, and a bare React app as the yardstick, the same passes each), then the
 *   Playwright `perf` project (input latency, first screens and frame rates with large weddings: e2e/*-perf.spec.ts).
 *   Scores and times are reported against their targets with the host's benchmark index and load beside them, for
 *   a person to read: they move with the host, so they fail nothing (only the byte gates still do).
 * Prints a table and writes reports/perf.json and reports/perf.md.
 *
 * Options: --gates (bytes and counts only), --no-lighthouse, --no-specs, --passes N (Lighthouse passes a page,
 * default the budget's), --pages /budget,/account (only these Lighthouse pages, the bare app always), --no-build
 * (reuse dist-perf), --e2e-build (measure the end-to-end suite's main build, e2e/builds.mjs, as `npm test` does
 * after building it once for both; the fake provider it points at is started for the Lighthouse run).
 * PERF_PORT (default E2E_PORT_BASE + 3, i.e. 4176) for the server, and the port after it for the plain one (below).
 *
 * Served the way a static host serves the app: the shipped headers, brotli, and HTTP/2 over TLS with a
 * throwaway self-signed certificate (openssl; plain HTTP/1.1 if openssl is missing, which costs a few points
 * because Lighthouse then simulates six connections queuing the small chunks). The pages the budget names in
 * `lighthouse.plainPreview` are measured a second time under plain `vite preview` (HTTP/1.1, no TLS). The currency guess's geo lookup
 * is pointed at a file beside the app: the run is offline, and a failed lookup would only add a console error.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const args = new Set(argv);
/** The value after `--name`, or undefined. @param {string} name */
const option = (name) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const gatesOnly = args.has('--gates');
const withLighthouse = !gatesOnly && !args.has('--no-lighthouse');
const withSpecs = !gatesOnly && !args.has('--no-specs');
const outDir = args.has('--e2e-build') ? builds.app.outDir : 'dist-perf';
// Beside the e2e servers' ports (E2E_PORT_BASE + 0..2, playwright.config.ts), so both can run side by side.
const port = Number(process.env.PERF_PORT ?? Number(process.env.E2E_PORT_BASE ?? 4173) + 3);
const plainPort = port + 1;
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

/**
 * The build sees no VITE_* settings but the geo file: the embedded local mode a fresh clone gets (asked for with
 * VITE_MODE=local, as every production build must name its mode: scripts/build-mode.mjs).
 */
function localEnv(extra = {}) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  return { ...env, VITE_MODE: 'local', ...extra };
}

/** A self-signed certificate for 127.0.0.1, or null without openssl. */
function tlsFiles() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'perf-tls-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const run = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return run.status === 0 ? { HOSTING_TLS_CERT: cert, HOSTING_TLS_KEY: key } : null;
}

/** @param {string} origin */
function build(origin) {
  const env = localEnv({ VITE_GEO_URL: `${origin}/geo.json` });
  const run = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('vite build failed');
  writeFileSync(path.join(root, outDir, 'geo.json'), '{"country_code":"US"}\n');
}

/**
 * The bare React + React Router app (scripts/perf/baseline) into the served build's `baseline/`, so Lighthouse
 * measures it beside the app's pages: same server, headers, network and CPU.
 * @param {string} dist
 */
function buildBaseline(dist) {
  const run = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      path.join(root, 'scripts/perf/baseline/vite.config.mjs'),
      '--outDir',
      path.join(dist, 'baseline'),
      '--emptyOutDir',
    ],
    { cwd: root, env: localEnv(), stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('the baseline app did not build');
}

/** Whether the server answers 200 at `url` (the throwaway certificate is not verified). @param {string} url */
const answers = (url) =>
  new Promise((resolve) => {
    const client = url.startsWith('https:') ? https : http;
    const req = client.get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });

/**
 * @param {string} origin
 * @param {Record<string, string> | null} tls
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
async function startPreview(origin, tls) {
  const server = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--outDir',
      outDir,
      '--port',
      new URL(origin).port,
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, env: localEnv(tls ?? {}), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`vite preview exited (is port ${new URL(origin).port} taken? set PERF_PORT)`);
    if (await answers(`${origin}/`)) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error(`vite preview did not answer on port ${new URL(origin).port}`);
}

/**
 * Asks once for every script, stylesheet and image the build serves compressed, and for the pages to be measured,
 * before anything is measured. The
 * preview server compresses a file with brotli the first time it is asked for (a static host does it once, at
 * deploy): otherwise the first page that runs the app, whichever it is, waits hundreds of milliseconds for its chunks
 * to be compressed, and Lighthouse takes that wait for the server's response time on every request of the run.
 * @param {string} origin @param {string} dist @param {string[]} pages
 */
async function warmCompression(origin, dist, pages) {
  const files = readdirSync(path.join(dist, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(js|css|svg)$/.test(f))
    .map((f) => `/assets/${f.split(path.sep).join('/')}`)
    .concat(pages);
  const fetchOne = (/** @type {string} */ file) =>
    new Promise((resolve) => {
      const client = origin.startsWith('https:') ? https : http;
      const req = client.get(
        `${origin}${file}`,
        { rejectUnauthorized: false, headers: { 'accept-encoding': 'br' } },
        (res) => res.resume().on('end', resolve),
      );
      req.on('error', resolve);
    });
  // Two at a time: compression runs on the server's one thread anyway.
  for (let i = 0; i < files.length; i += 2) await Promise.all(files.slice(i, i + 2).map(fetchOne));
}

/** The e2e suite's fake OpenAI-compatible provider (it also answers the geolocation lookup). */
async function startFakeAi() {
  const server = spawn(
    process.execPath,
    [path.join(root, 'e2e/fixtures/fake-openai.mjs'), '--port', String(ports.ai)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await answers(`${FAKE_AI_URL}/health`)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`the fake AI provider did not answer on port ${ports.ai}`);
}

/**
 * The Playwright `perf` project (e2e/*-perf.spec.ts): each test writes its figures to reports/perf-specs/ (the
 * `recordFigures` helper in e2e/support/perf.ts). Runs against the e2e builds, made here unless `--e2e-build` says
 * they are made already. Returns the specs' failures (a spec that fails is a broken feature, not a slow one).
 */
function runPerfSpecs() {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--project=perf', '--no-deps'],
    {
      cwd: root,
      env: { ...process.env, ...(args.has('--e2e-build') ? { E2E_PREBUILT: '1' } : {}) },
      stdio: 'inherit',
    },
  );
  return run.status === 0 ? [] : ['The perf specs failed (npx playwright test --project=perf --no-deps).'];
}

async function main() {
  const started = Date.now();
  const tls = withLighthouse ? tlsFiles() : null;
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  if (!args.has('--no-build') && !args.has('--e2e-build')) build(origin);
  const dist = path.join(root, outDir);
  const budget = JSON.parse(readFileSync(path.join(root, 'perf-budget.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const figures = measureRoutes(manifest, readRouteTable(root), budget, gzipSizer(dist), dist);
  const failures = [
    ...budgetFailures(figures, budget),
    ...chunkCycles(manifest).map(
      (cycle) =>
        `These chunks import each other, so one runs before the other is defined: ${cycle.join(' → ')}.`,
    ),
  ];
  /** @type {string[]} */
  const misses = [];

  /** @type {import('./lighthouse.mjs').LighthouseResult[] | null} */
  let lighthouse = null;
  if (withLighthouse) {
    // The e2e build looks up the currency guess at the fake provider: it answers during the run, as in the suite.
    const fakeAi =
      args.has('--e2e-build') && !(await answers(`${FAKE_AI_URL}/health`)) ? await startFakeAi() : null;
    buildBaseline(dist);
    const only = option('--pages')?.split(',');
    const pages = budget.lighthouse.pages.filter(
      (/** @type {{ path: string, baseline?: boolean }} */ p) => !only || p.baseline || only.includes(p.path),
    );
    /** @type {import('node:child_process').ChildProcess[]} */
    const servers = [];
    try {
      // As a static host serves the app (HTTP/2 over TLS, when openssl made a certificate), then the pages named in
      // `plainPreview` again under plain `vite preview` (HTTP/1.1).
      const runs = [
        { server: tls ? 'HTTP/2' : 'HTTP/1.1', origin, tls, pages },
        ...(tls
          ? [
              {
                server: 'HTTP/1.1',
                origin: `http://127.0.0.1:${plainPort}`,
                tls: null,
                pages: pages.filter((/** @type {{ path: string }} */ p) =>
                  (budget.lighthouse.plainPreview ?? []).includes(p.path),
                ),
              },
            ]
          : []),
      ];
      lighthouse = [];
      for (const run of runs.filter((r) =>
        r.pages.some((/** @type {{ baseline?: boolean }} */ p) => !p.baseline),
      )) {
        servers.push(await startPreview(run.origin, run.tls));
        await warmCompression(
          run.origin,
          dist,
          run.pages.map((/** @type {{ path: string }} */ p) => p.path),
        );
        lighthouse.push(
          ...(await runLighthouse({
            origin: run.origin,
            server: run.server,
            pages: run.pages,
            targets: budget.lighthouse.targets,
            passes: Number(option('--passes') ?? budget.lighthouse.passes ?? 3),
            reportDir: path.join(root, 'reports/lighthouse', run.server.replace(/\W+/g, '').toLowerCase()),
          })),
        );
      }
    } catch (error) {
      misses.push(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      for (const server of servers) server.kill();
      fakeAi?.kill();
    }
    misses.push(...lighthouseMisses(lighthouse ?? []));
  }

  let specs = null;
  if (withSpecs) {
    rmSync(path.join(root, 'reports/perf-specs'), { recursive: true, force: true });
    failures.push(...runPerfSpecs());
    specs = readSpecFigures(path.join(root, 'reports/perf-specs'));
    misses.push(...specMisses(specs));
  }

  const report = {
    generatedAt: new Date().toISOString(),
    host: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10) },
    routes: figures,
    lighthouse,
    specs,
    failures,
    misses,
  };
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports/perf.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(root, 'reports/perf.md'), renderMarkdown(report, budget));
  console.log(renderText(report, budget));
  console.log(
    `\nreports/perf.md and reports/perf.json written in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
