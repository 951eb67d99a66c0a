// @ts-check
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { inlineScripts } from './csp.mjs';
import { fillHead } from './head-html.mjs';

/** Where the site lives; the prerendered pages' share tags name it (as index.html and public/sitemap.xml do). */
export const SITE_ORIGIN = 'https://weddingplanner.app';

/**
 * The built index.html with a page's markup in #root and its title and share tags in the head.
 * @param {string} template
 * @param {{ html: string, head: { title: string, tags: [string, string, string][] } }} page
 * @param {{ visitorPage?: boolean }} [options] a page drawn for visitors only (sign-in, sign-up): main.tsx draws it
 *   afresh for a browser that holds a session, which never sees it (index.css)
 */
export function fillTemplate(template, { html, head }, { visitorPage = false } = {}) {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div> to fill');
  const root = visitorPage ? '<div id="root" data-visitor-page>' : '<div id="root">';
  return fillHead(
    template.replace('<div id="root"></div>', () => `${root}${html}</div>`),
    head,
  );
}

/**
 * Whether a page's content has something only the app can drive: a form, a button or a field in its main landmark
 * (the header's menu button is outside it). A page without one is complete as HTML for a visitor.
 * @param {string} html the rendered page
 */
export function needsApp(html) {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return /<(button|form|input|select|textarea)[\s>]/.test(main);
}

/**
 * A prerendered page starts the app after it has painted (public/boot.js): the build's entry script and its
 * modulepreload links would otherwise download beside the stylesheet and hold the first paint back on a slow line.
 * The same files load, in the same order, a frame later. The script itself is small and runs in the head, before
 * the page is laid out (see boot.js). `start`: `now` for a page whose content needs the app;
 * `signed-in` for a page that is complete as HTML, where the app starts only to show a signed-in visitor their
 * account (boot.js drives a visitor's header itself); `interaction` for the sign-in and sign-up pages, where it
 * starts at a visitor's first touch or key (boot.js holds what is clicked until the app runs the page).
 * @param {string} html
 * @param {'now' | 'signed-in' | 'interaction'} [start]
 */
export function startAfterPaint(html, start = needsApp(html) ? 'now' : 'signed-in') {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('index.html has no module entry script to start after paint');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html.replace(entry[0], '');
  for (const [tag] of preloads) out = out.replace(tag, '');
  const boot = `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}" data-start="${start}"></script>`;
  return out.replace('</head>', () => `  ${boot}\n  </head>`);
}

/** Where a prerendered address is written: /features → features/index.html, / → index.html. */
export const pageFile = (/** @type {string} */ pathname) =>
  pathname === '/' ? 'index.html' : path.posix.join(pathname.slice(1), 'index.html');

/**
 * Prerenders the site's pages after the client build (decision docs/decisions/0004-prerendering.md). The route
 * table's own renderer (src/app/prerender.tsx) is built for Node with the same configuration and environment, then
 * each page is written as static HTML:
 *  - `index.html` becomes the landing page, and `<path>/index.html` each other page of the site and each tool
 *    page's frame (src/app/page-frame.tsx);
 *  - `app.html` keeps the empty shell, which the host serves for every other address (`_redirects`, and `vite
 *    preview` through scripts/hosting.mjs), so a planner page never flashes the landing page's markup.
 * @returns {import('vite').Plugin}
 */
export function prerenderPlugin() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'wedding-planner:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // A folder of its own for each build, imported as it is: a query on the import (to get past Node's module
      // cache in a second build in one process) would load the renderer twice over, once by that address and once by
      // its chunks' imports, each with its own React contexts.
      const ssrDir = path.resolve(config.root, `node_modules/.cache/prerender-${process.pid}-${Date.now()}`);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
        },
      });
      /** @type {{ sitePaths: () => string[], visitorPaths: () => string[], framePaths: () => string[], renderPage: (url: string) => Promise<{ html: string, head: { title: string, tags: [string, string, string][] } }> }} */
      const renderer = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      writeFileSync(path.join(outDir, 'app.html'), template);
      const visitorPaths = renderer.visitorPaths();
      // The tool pages' frames start the app at once: it finds the session and draws the page over its frame.
      const framePaths = renderer.framePaths();
      for (const pathname of [...renderer.sitePaths(), ...visitorPaths, ...framePaths]) {
        const visitorPage = visitorPaths.includes(pathname);
        const page = startAfterPaint(
          fillTemplate(template, await renderer.renderPage(`${SITE_ORIGIN}${pathname}`), { visitorPage }),
          visitorPage ? 'interaction' : framePaths.includes(pathname) ? 'now' : undefined,
        );
        const blocked = inlineScripts(page);
        if (blocked.length)
          this.error(
            `${pathname}: prerendered HTML has script the Content-Security-Policy blocks: ${blocked.join('; ')}`,
          );
        const file = path.join(outDir, pageFile(pathname));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
      writeFileSync(path.join(outDir, '_redirects'), '/*  /app.html  200\n');
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
