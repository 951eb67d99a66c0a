import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteObject } from 'react-router';
import { publicRoutes as accountPages, siteRoutes } from './routes';
import type { PageMeta } from '@/lib/page-meta';
import { articles } from '@/features/marketing/content/blog';
import { faq } from '@/features/marketing/content/faq';
import { guides } from '@/features/marketing/content/guides';
import { privacySections, termsSections } from '@/features/marketing/content/legal';
import { routes } from './routes';

const publicRoutes = [...siteRoutes, ...accountPages];

/**
 * public/sitemap.xml is static (no build step to forget), so this keeps it in step with the route table and
 * the blog: a new public route or article without a sitemap entry, or a stale entry, fails here.
 */
const ORIGIN = 'https://weddingplanner.app';
const publicDir = resolve(__dirname, '../../public');
const read = (name: string) => readFileSync(resolve(publicDir, name), 'utf8');

/** Public routes with nothing worth indexing: one-time auth steps and join links. */
const NOT_INDEXED = ['/forgot-password', '/auth/callback', '/auth/reset-password', '/join/:token'];
/** Guest-only routes that live outside the public lists (they redirect when signed in) but are public pages. */
const GUEST_PAGES = ['/login', '/signup'];

const sitemapPaths = () =>
  [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, '') || '/');
const metaOf = (r: RouteObject) => (r.handle as { meta: PageMeta }).meta;

function expectedPaths() {
  return [
    ...publicRoutes
      .flatMap((r) => (r.path === '/blog/:slug' ? articles.map((a) => `/blog/${a.slug}`) : [r.path!]))
      .filter((p) => !NOT_INDEXED.includes(p)),
    ...GUEST_PAGES,
  ];
}

describe('public/sitemap.xml', () => {
  it('lists exactly the public routes and every blog article, with absolute https URLs', () => {
    const xml = read('sitemap.xml');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) expect(m[1]).toMatch(new RegExp(`^${ORIGIN}/`));
    expect([...sitemapPaths()].sort()).toEqual([...expectedPaths()].sort());
  });

  it('has no duplicate entries', () => {
    const paths = sitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('public/robots.txt', () => {
  it('allows crawling and points at the sitemap', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('public/manifest.webmanifest', () => {
  it('names the app and lists icons that exist in public/', () => {
    const manifest = JSON.parse(read('manifest.webmanifest')) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe('Wedding Planner');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect(() => read(icon.src.slice(1))).not.toThrow();
  });
});

describe('page meta for search results', () => {
  const pages = [
    ...publicRoutes
      .filter((r) => r.path !== '/blog/:slug' && !NOT_INDEXED.includes(r.path!))
      .map((r) => ({ path: r.path!, ...metaOf(r) })),
    ...articles.map((a) => ({ path: `/blog/${a.slug}`, title: a.title, description: a.description })),
  ];

  it('gives every indexed public page its own title and description', () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });

  it.each(pages)('$path has a description of useful length', ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(20);
    expect(description.length).toBeLessThanOrEqual(170);
  });
});

describe('links inside the written content', () => {
  /** Every concrete path in the route table, with /blog/:slug expanded to the real articles. */
  const known = new Set<string>();
  const walk = (list: RouteObject[]) =>
    list.forEach((r) => {
      if (r.path === '/blog/:slug') articles.forEach((a) => known.add(`/blog/${a.slug}`));
      else if (r.path && r.path !== '*') known.add(r.path);
      if (r.children) walk(r.children);
    });
  walk(routes);

  const texts = [
    ...faq.flatMap((g) => g.items.map((i) => i.a)),
    ...[...articles, ...guides, ...privacySections, ...termsSections].flatMap((c) =>
      c.body.flatMap((b) => ('items' in b ? b.items : 'text' in b ? [b.text] : [])),
    ),
  ];
  const links = texts.flatMap((t) => [...t.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!));

  it('point only at pages that exist', () => {
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) expect(known, href).toContain(href.split('#')[0]);
  });
});
