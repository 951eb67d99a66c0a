import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { articles } from '@/features/marketing/content/blog';
import { pageHead, type PageMeta } from '@/lib/page-meta';
import { AppRoutes } from './app';
import { preloadRoutes, type RouteHandle } from './lazy-route';
import { PageFrames } from './page-frame';
import { framesFrom, pageFrames } from './page-frames';
import { routes, siteRoutes } from './routes';
import { visitorPages } from './shells';

/**
 * Renders the site's pages to HTML at build (run by scripts/prerender.mjs, in Node): the page a visitor opens
 * paints before any script runs, and the browser's React takes it over (hydrateRoot in main.tsx). The session is
 * unknown here, as it is in the browser's first render, so both draw the page as a visitor sees it; the sign-in and
 * sign-up pages are drawn signed out (the session shell's `visitorPages`).
 */

/** Every address the site has: its routes, with /blog/:slug as each article. */
export function sitePaths(): string[] {
  return siteRoutes.flatMap((route) =>
    route.path === '/blog/:slug' ? articles.map((a) => `/blog/${a.slug}`) : [route.path!],
  );
}

/** The sign-in and sign-up pages, rendered as a visitor sees them (the session shell renders them signed out here). */
export const visitorPaths = (): string[] => [...visitorPages];

/** What an article's page tells search engines, as the page itself does once it runs. */
function metaOverride(pathname: string): PageMeta | null {
  const article = articles.find((a) => `/blog/${a.slug}` === pathname);
  return article ? { title: article.title, description: article.description, type: 'article' } : null;
}

/** The tool pages drawn as their frame (page-frame.tsx): what a signed-in user sees before the session is known. */
export const framePaths = (): string[] => Object.keys(pageFrames);

const frames = framesFrom(pageFrames);

export async function renderPage(url: string): Promise<{ html: string; head: ReturnType<typeof pageHead> }> {
  const { pathname } = new URL(url);
  // The page's code is in before rendering: a page still loading would render as its spinner. A tool page renders its
  // frame here, as the session is unknown: its code is not needed.
  if (!Object.hasOwn(pageFrames, pathname)) await preloadRoutes(routes, pathname);
  const html = renderToString(
    <StrictMode>
      <PageFrames value={frames}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </PageFrames>
    </StrictMode>,
  );
  const routeMeta = (matchRoutes(routes, pathname) ?? [])
    .map((m) => (m.route.handle as RouteHandle | undefined)?.meta)
    .findLast(Boolean);
  if (!routeMeta) throw new Error(`${url} has no page meta in the route table`);
  return { html, head: pageHead(metaOverride(pathname) ?? routeMeta, url) };
}
