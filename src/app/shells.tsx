import { startTransition, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { dismissAll, Toaster } from '@/components/ui/toaster';
import { AuthProvider, useOptionalAuth } from '@/lib/auth';
import {
  deferredBackend,
  hasStoredSession,
  loadBackend,
  type AuthSession,
  type Backend,
} from '@/lib/backend';
import { useHydrated } from '@/lib/use-hydrated';
import { SITE_NAME } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { lazyRoute, type RouteHandle } from './lazy-route';
import { PageFrame } from './page-frame';
import { RouteBoundary } from './route-error';
import { forgetPlanReadsUnlessOwnedBy, SessionTraces } from './session-traces';

/**
 * Forgets the signed-out user's cached data (a cache that was never loaded holds nothing to forget), what the service
 * worker kept of it for offline reading, and closes their notices, so no Undo outlives the session it belongs to.
 */
const forgetCachedData = () => {
  dismissAll();
  forgetPlanReadsUnlessOwnedBy(null);
  void import('@/lib/data/query-client').then(({ forgetSession }) => forgetSession());
};

/**
 * The sign-in and sign-up pages, prerendered at build as a visitor sees them (scripts/prerender.mjs): a visitor gets
 * them painted before any script runs, and a signed-in user never sees them (main.tsx draws the page afresh for them).
 */
export const visitorPages: readonly string[] = [paths.login(), paths.signup()];

/**
 * Everything that depends on who is signed in. A browser that holds no session (hasStoredSession, read at once) is a
 * visitor's: the pages render signed out from the first render, with a backend whose code loads when first used
 * (deferredBackend); a visitor who signs in goes on with it. Otherwise the backend and the stored session load once
 * the page has painted (an effect runs after the first paint, or after a prerendered page is hydrated): the site's
 * pages and the header render meanwhile as a visitor sees them, and every other page waits in `SessionKnown` (spec §2),
 * so no guard ever redirects on a stale "signed out" and a signed-in user never sees a visitor's page.
 *
 * A prerendered page is hydrated as it was rendered at build: a site page with the session unknown, a visitor page
 * signed out (`useHydrated` is false until then, here and in the prerenderer); the stored session counts from the
 * render after.
 */
export function SessionShell() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // Read once: a visitor who signs in keeps the backend they started with.
  const [storedSession] = useState(hasStoredSession);
  const [visitor] = useState(() => ({ backend: deferredBackend(), session: null }));
  const [ready, setReady] = useState<{ backend: Backend; session: AuthSession | null } | null>(null);
  const signedOut = hydrated ? !storedSession : visitorPages.includes(pathname);

  useEffect(() => {
    if (!storedSession) return;
    let cancelled = false;
    void loadBackend().then(async (backend) => {
      // A broken or tampered stored session means "signed out", never a crash.
      const session = await backend.auth.getSession().catch(() => null);
      // A transition: React renders what changes in slices that leave the main thread free between them,
      // instead of one long task (measured by Lighthouse as blocking time).
      if (!cancelled) startTransition(() => setReady({ backend, session }));
    });
    return () => {
      cancelled = true;
    };
  }, [storedSession]);

  const known = signedOut ? visitor : ready;
  return (
    <AuthProvider
      backend={known?.backend ?? null}
      initialSession={known?.session ?? null}
      onSignedOut={forgetCachedData}
    >
      <Outlet />
      <Toaster />
      <SessionTraces />
    </AuthProvider>
  );
}

/**
 * Renders its pages once the stored session is known; before that, the page's frame where it has one (its column and
 * header, page-frame.tsx), otherwise nothing (the header and footer are already up).
 */
export function SessionKnown() {
  return useOptionalAuth() ? <Outlet /> : <PageFrame />;
}

/**
 * Pages a guest opens from a link the couple sent (an invitation, an RSVP, a wedding website). They read by token
 * or slug through the backend's public port, never a session, so they paint at once instead of waiting for the
 * session check, and carry none of the planner's chrome.
 */
export function PublicShell() {
  // The footer stays out of sight while the page shows its (delayed) loading spinner: a guest's first sight is the
  // couple's page, not a lone footer line a moment before it.
  return (
    <div className="flex min-h-screen flex-col bg-background [&:has([data-loading-page])>footer]:invisible">
      <main id="main" className="flex-1">
        <PageOutlet />
      </main>
      <footer className="border-t border-border-subtle py-4 text-center text-xs text-faint-foreground">
        Made with{' '}
        <Link
          to={paths.home()}
          className="font-medium text-muted-foreground underline-offset-2 hover:underline"
        >
          {SITE_NAME}
        </Link>
      </footer>
    </div>
  );
}

/**
 * Where a shell shows its page. A page whose code is still on its way shows the delayed spinner on a first visit;
 * moving from one page to another keeps the old one on screen until the new one is ready (the router's navigations
 * are transitions).
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

const DataShell = lazyRoute(() => import('./data-shell'));

/**
 * Pages that read data sit inside the data shell, a lazy layout that brings the query cache: it loads beside the
 * page's own chunk (both are preloaded together), and the public site never downloads it.
 */
export const withData = (children: RouteObject[]): RouteObject => ({
  element: (
    <RouteBoundary>
      <DataShell />
    </RouteBoundary>
  ),
  handle: { preload: DataShell.preload } satisfies RouteHandle,
  children,
});
