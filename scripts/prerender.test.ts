// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFor } from './hosting.mjs';
import { fillTemplate, needsApp, pageFile, startAfterPaint } from './prerender.mjs';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Default."
    />
    <meta property="og:title" content="Wedding Planner" />
    <title>Wedding Planner — default</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The head as the build writes it: the entry module, its first imports preloaded, the stylesheet. */
const built = `<html><head>
    <title>Wedding Planner</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/react-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head><body><div id="root"><h1>Hi</h1></div></body></html>`;

describe('prerendered pages', () => {
  it('start the app after they paint: no entry or preloads in the head, the boot script naming them instead', () => {
    const out = startAfterPaint(built);
    expect(out).not.toContain('type="module"');
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    expect(out).toContain(
      '<script src="/boot.js" data-entry="/assets/index-A1.js" data-preload="/assets/runtime-B2.js /assets/react-C3.js" data-start="signed-in"></script>\n  </head>',
    );
    expect(() => startAfterPaint('<html><head></head></html>')).toThrow('no module entry script');
  });

  it('start the app at once when their content has a control only the app can drive, else only for a signed-in visitor', () => {
    const page = (main: string) =>
      `<header><button aria-controls="mobile-menu">Menu</button></header><main id="main">${main}</main><footer></footer>`;
    expect(needsApp(page('<h1>Features</h1><a href="/budget">Budget</a>'))).toBe(false);
    for (const control of ['<form>', '<button type="button">', '<input name="q">', '<select>', '<textarea>'])
      expect(needsApp(page(`<h1>Contact</h1>${control}`)), control).toBe(true);
    // The header's menu button is not the page's.
    expect(needsApp('<header><button>Menu</button></header><main><p>Hi</p></main>')).toBe(false);
    expect(startAfterPaint(built.replace('<h1>Hi</h1>', '<main><form></form></main>'))).toContain(
      'data-start="now"',
    );
  });

  it("puts the page's markup in #root and its title and tags in the head, escaped", () => {
    const out = fillTemplate(template, {
      html: '<main><h1>Features</h1></main>',
      head: {
        title: 'Features & more | Wedding Planner',
        tags: [
          ['name', 'description', 'Tools "that" work <together>.'],
          ['property', 'og:title', 'Features | Wedding Planner'],
          ['property', 'og:url', 'https://weddingplanner.app/features'],
        ],
      },
    });
    expect(out).toContain('<div id="root"><main><h1>Features</h1></main></div>');
    expect(out).toContain('<title>Features &amp; more | Wedding Planner</title>');
    expect(out).toContain(
      '<meta name="description" content="Tools &quot;that&quot; work &lt;together&gt;." />',
    );
    expect(out).not.toContain('Default.');
    expect(out).toContain('<meta property="og:title" content="Features | Wedding Planner" />');
    // A tag the template lacks is added to the head.
    expect(out).toMatch(
      /<meta property="og:url" content="https:\/\/weddingplanner\.app\/features" \/>\s*<\/head>/,
    );
  });

  it('marks a page drawn for visitors only (sign-in, sign-up), which starts the app at their first interaction', () => {
    const page = fillTemplate(
      template,
      { html: '<main><form></form></main>', head: { title: 'Sign In', tags: [] } },
      {
        visitorPage: true,
      },
    );
    expect(page).toContain('<div id="root" data-visitor-page><main><form></form></main></div>');
    expect(startAfterPaint(built, 'interaction')).toContain('data-start="interaction"');
  });

  it('refuses a template without an empty root to fill', () => {
    expect(() => fillTemplate('<div id="root">x</div>', { html: '', head: { title: '', tags: [] } })).toThrow(
      /root/,
    );
  });

  it('writes / as index.html and every other page as <path>/index.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/features')).toBe('features/index.html');
    expect(pageFile('/blog/a-rain-plan')).toBe('blog/a-rain-plan/index.html');
  });
});

describe('the HTML the host serves for an address', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
  mkdirSync(path.join(dist, 'features'));
  for (const file of ['index.html', 'app.html', 'features/index.html'])
    writeFileSync(path.join(dist, file), file);

  it("serves a page of the site prerendered, and the app's empty shell for every other address", () => {
    expect(htmlFor(dist, '/')).toBe(path.join(dist, 'index.html'));
    expect(htmlFor(dist, '/features')).toBe(path.join(dist, 'features/index.html'));
    expect(htmlFor(dist, '/features/')).toBe(path.join(dist, 'features/index.html'));
    expect(htmlFor(dist, '/budget')).toBe(path.join(dist, 'app.html'));
    expect(htmlFor(dist, '/../../etc/passwd')).toBe(path.join(dist, 'app.html'));
  });

  it('leaves files to the static server, and builds without a shell to Vite', () => {
    expect(htmlFor(dist, '/assets/index-abc.js')).toBeNull();
    expect(htmlFor(mkdtempSync(path.join(os.tmpdir(), 'plain-')), '/features')).toBeNull();
  });
});

describe("the site pages' boot script", () => {
  it('knows every key a backend keeps a session under, so a signed-in visitor always gets the app', async () => {
    const { readFileSync } = await import('node:fs');
    const boot = readFileSync(new URL('../public/boot.js', import.meta.url), 'utf8');
    const { SESSION_STORAGE_KEY } = await import('../src/lib/backend/local/auth');
    const { DEMO_FLAG } = await import('../src/lib/backend/demo');
    const { STORAGE_KEY } = await import('../src/lib/backend/supabase/fake-gotrue');
    const stored = await import('../src/lib/backend/stored-session');
    expect(boot).toContain(`key === '${SESSION_STORAGE_KEY}'`);
    expect(boot).toContain(`key === '${DEMO_FLAG}'`);
    const supabaseKey = /\/(\^sb-[^/]+)\/\.test\(key\)/.exec(boot)?.[1];
    expect(supabaseKey, 'the supabase-js key pattern').toBeDefined();
    expect(new RegExp(supabaseKey!).test(STORAGE_KEY)).toBe(true);
    // The app's own check before any backend has loaded (src/lib/backend/stored-session.ts) knows the same keys.
    expect(stored.SESSION_STORAGE_KEY).toBe(SESSION_STORAGE_KEY);
    expect(stored.SUPABASE_SESSION_KEY.source).toBe(supabaseKey);
    expect(stored.SUPABASE_SESSION_KEY.test(STORAGE_KEY)).toBe(true);
  });
});
