// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFor } from './hosting.mjs';
import { fillTemplate, pageFile } from './prerender.mjs';

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

describe('prerendered pages', () => {
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
