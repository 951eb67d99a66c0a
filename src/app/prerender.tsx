import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { articles } from '@/features/marketing/content/blog';
import { pageHead, type PageMeta } from '@/lib/page-meta';
import { routes, siteRoutes } from './routes';

/**
 * Renders the site's pages to HTML at build (run by scripts/prerender.mjs, in Node): the page a visitor opens
 * paints before any script runs, and the browser's React takes it over (hydrateRoot in main.tsx). The session is
 * unknown here, as it is in the browser's first render, so both draw the page as a visitor sees it.
 */

/** Every address the site has: its routes, with /blog/:slug as each article. */
export function sitePaths(): string[] {
  return siteRoutes.flatMap((route) =>
    route.path === '/blog/:slug' ? articles.map((a) => `/blog/${a.slug}`) : [route.path!],
  );
}

/** What an article's page tells search engines, as the page itself does once it runs. */
function metaOverride(pathname: string): PageMeta | null {
  const article = articles.find((a) => `/blog/${a.slug}` === pathname);
  return article ? { title: article.title, description: article.description, type: 'article' } : null;
}

export async function renderPage(url: string): Promise<{ html: string; head: ReturnType<typeof pageHead> }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const routeMeta = [...context.matches]
    .reverse()
    .map((m) => (m.route.handle as { meta?: PageMeta } | undefined)?.meta)
    .find(Boolean);
  if (!routeMeta) throw new Error(`${url} has no page meta in the route table`);
  return { html, head: pageHead(metaOverride(new URL(url).pathname) ?? routeMeta, url) };
}
