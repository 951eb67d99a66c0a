// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { headersFile, headersFor, inlineScripts } from './csp.mjs';

/** @type {Record<string, string>} */
const CONTENT_TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

const ZOD_CONFIG = /\(_a\.__zod_globalConfig = \{\}\)/;

/**
 * zod compiles fast object parsers with `new Function`, after probing whether eval is allowed. Under the CSP
 * (script-src 'self', no 'unsafe-eval') the browser refuses the probe and reports it as a violation (the
 * quality walk and Lighthouse's best-practices audit see it) although zod swallows the error. zod skips the
 * probe in jitless mode, but its `config()` lives in a module whose import would add about 4 KiB to every first
 * load; its global config object is created in one place, so the build starts it jitless there instead. The
 * build fails if a zod upgrade moves that line, rather than silently reporting violations again.
 * @returns {import('vite').Plugin}
 */
export function zodJitlessPlugin() {
  return {
    name: 'wedding-planner:zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!ZOD_CONFIG.test(code))
        this.error(
          'zod/v4/core/core.js no longer creates __zod_globalConfig as scripts/hosting.mjs expects: update zodJitlessPlugin.',
        );
      return { code: code.replace(ZOD_CONFIG, '(_a.__zod_globalConfig = { jitless: true })'), map: null };
    },
  };
}

/**
 * A Vite plugin that makes the build carry its hosting headers and makes `vite preview` serve like the host:
 *  - build: writes dist/_headers (CSP and friends, from scripts/csp.mjs and the build env) and refuses to
 *    finish if index.html holds inline script the CSP would block;
 *  - preview: sends the headers from that _headers file (so e2e tests and Lighthouse run under the shipped
 *    policy) and compresses HTML, JS, CSS and SVG with brotli (or gzip) like any production static host, so
 *    Lighthouse measures realistic transfer sizes. With HOSTING_TLS_CERT and HOSTING_TLS_KEY (PEM file paths)
 *    it serves HTTPS, which Vite serves as HTTP/2 like those hosts (`npm run perf` sets them).
 * Comes with zodJitlessPlugin, which keeps the built app within that policy.
 * @returns {import('vite').Plugin[]}
 */
export function hostingPlugin() {
  return [headersPlugin(), zodJitlessPlugin()];
}

/**
 * The HTML a static host serves for an address, as the build's `_redirects` tells it: a prerendered page of the
 * site where there is one (`/features` → features/index.html), otherwise the app's empty shell (app.html), which
 * the app fills in the browser. Null for files (`/assets/…`) and for builds without a prerendered site.
 * @param {string} outDir
 * @param {string} pathname
 */
export function htmlFor(outDir, pathname) {
  if (path.extname(pathname) && !pathname.endsWith('.html')) return null;
  const shell = path.join(outDir, 'app.html');
  if (!existsSync(shell)) return null;
  const page = path.join(
    outDir,
    pathname.replace(/\/+$/, ''),
    pathname.endsWith('.html') ? '' : 'index.html',
  );
  if (!page.startsWith(outDir + path.sep)) return shell;
  return existsSync(page) ? page : shell;
}

/** @returns {import('vite').Plugin} */
function headersPlugin() {
  /** @type {Record<string, string | undefined>} */
  let env = {};
  return {
    name: 'wedding-planner:hosting',
    configResolved(config) {
      env = /** @type {Record<string, string | undefined>} */ (config.env);
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type === 'asset') {
        const found = inlineScripts(String(html.source));
        if (found.length)
          this.error(
            `index.html has inline script that the Content-Security-Policy blocks: ${found.join('; ')}`,
          );
      }
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(env) });
    },
    config() {
      const cert = process.env.HOSTING_TLS_CERT;
      const key = process.env.HOSTING_TLS_KEY;
      return cert && key
        ? { preview: { https: { cert: readFileSync(cert), key: readFileSync(key) } } }
        : undefined;
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const headersPath = path.join(outDir, '_headers');
      const file = existsSync(headersPath) ? readFileSync(headersPath, 'utf8') : headersFile(env);
      /** @type {Map<string, Buffer>} */
      const compressed = new Map();
      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        // Every header the host sends, caching included: /assets/* names carry a content hash, so a rebuild is
        // seen at once through index.html (no-cache), and a page's second visit reuses its scripts as a browser does.
        for (const [name, value] of Object.entries(headersFor(file, pathname))) res.setHeader(name, value);
        const accepts = String(req.headers['accept-encoding']);
        const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
        const page = req.method === 'GET' || req.method === 'HEAD' ? htmlFor(outDir, pathname) : null;
        const filePath = page ?? path.join(outDir, pathname);
        const type = page ? 'text/html; charset=utf-8' : CONTENT_TYPES[path.extname(pathname)];
        if (page && !encoding) {
          res.setHeader('Content-Type', type);
          res.end(req.method === 'HEAD' ? undefined : readFileSync(page));
          return;
        }
        if (!type || !encoding || !filePath.startsWith(outDir + path.sep) || !existsSync(filePath))
          return next();
        const cacheKey = `${encoding}:${filePath}`;
        let body = compressed.get(cacheKey);
        if (!body) {
          const raw = readFileSync(filePath);
          body =
            encoding === 'br'
              ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
              : gzipSync(raw, { level: 9 });
          compressed.set(cacheKey, body);
        }
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
