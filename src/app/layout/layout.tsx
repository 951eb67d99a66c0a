import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useOptionalAuth } from '@/lib/auth';
import { useSaving } from '@/lib/data/saving';
import { PageOutlet } from '../shells';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollRestoration } from './scroll-restoration';
import { useOnline } from './use-online';

const OfflineBanner = lazy(() => import('./offline-banner'));
// Its own chunk, fetched beside a planning page's: the site's pages, which every visitor loads, never carry it.
const BottomBar = lazy(() => import('./bottom-bar'));

const matches = (paths: string[], pathname: string) => paths.some((path) => matchPath(path, pathname));

/**
 * The shared header and footer around every route. `fullScreenPaths`: pages that draw their own chrome (the
 * invitation editor); the main landmark and its saving mark stay. `planningPaths`: the signed-in pages, which on a
 * phone get the bottom bar (the site's pages keep the header's menu alone).
 */
export function Layout({
  fullScreenPaths = [],
  planningPaths = [],
}: {
  fullScreenPaths?: string[];
  planningPaths?: string[];
}) {
  const location = useLocation();
  const online = useOnline();

  // A sign-out's "go home" is done once home is reached; from then on guarded pages ask for sign-in again.
  const auth = useOptionalAuth();
  const bottomBar = Boolean(auth?.user) && matches(planningPaths, location.pathname);
  const home = location.pathname === '/';
  useEffect(() => {
    if (auth?.signedOut && home) auth.clearSignedOut();
  }, [auth, home]);

  if (matches(fullScreenPaths, location.pathname))
    return (
      <Main>
        <PageOutlet />
      </Main>
    );

  return (
    // The bar's room is kept from the first render, before its code is in (index.css: --bottom-bar-space).
    <div
      className="flex min-h-screen flex-col pb-(--bottom-bar-space)"
      data-bottom-bar={bottomBar || undefined}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      {!online && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      <Main>
        <PageOutlet />
      </Main>
      <Footer />
      {bottomBar && (
        <Suspense fallback={null}>
          <BottomBar />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}

/**
 * The page's main landmark, marked busy while a change is being saved. Writes show at once (optimistic) and land
 * in the store a moment later; the mark tells assistive technology, and anything waiting to reload, that they have
 * not landed yet. Its own component so a save re-renders only this element, not the page inside it.
 */
export function Main({ children }: { children: ReactNode }) {
  const saving = useSaving();
  return (
    // At least a screen tall: while a page loads its data, the footer would otherwise sit in view and then jump
    // away when the content arrives (Lighthouse measured a 0.5 layout shift on /budget).
    <main id="main" className="min-h-screen flex-1" aria-busy={saving || undefined}>
      {children}
    </main>
  );
}
