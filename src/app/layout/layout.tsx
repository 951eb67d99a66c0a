import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { applyPageMeta, type PageMeta } from '@/lib/page-meta';
import { Footer } from './footer';
import { Header } from './header';

/** The shared header and footer around every route, and the route's document title and description. */
export function Layout() {
  const matches = useMatches();
  const location = useLocation();
  const meta = [...matches].reverse().find((m) => (m.handle as { meta?: PageMeta } | undefined)?.meta)?.handle as { meta: PageMeta } | undefined;

  useEffect(() => {
    if (meta) applyPageMeta(meta.meta);
  }, [meta, location.pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
