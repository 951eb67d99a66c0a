import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { applyPageMeta, type PageMeta } from '@/lib/page-meta';
import { useTakeover } from './takeover';
import { RouteBoundary } from './route-error';

/** Stands in for a page whose code a deploy removed: reloads once the page's address is the browser's. */
function ReloadForUpdate() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/** A route's component loaded on first use, and loadable ahead of it (`preload`) as hydrating a page needs. */
export interface LazyRoute {
  (): ReactNode;
  preload: () => Promise<unknown>;
}

/**
 * A route's code, fetched when the route first renders or when `preload` asks (before hydrating a prerendered page,
 * whose first render must be the page itself, as in the HTML, not a loading state). A module that fails to load
 * throws its error at render, for the route's error boundary; no module at all means the tab is stale and reloading
 * for it (chunk-reload.ts), and the page reloads at its own address.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType } | undefined>): LazyRoute {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const fetch = () =>
    (pending ??= load().then((module) => (loaded = module ? module.default : ReloadForUpdate)));
  // Suspends until the module is in; the shell's Suspense (or the navigation's transition) shows meanwhile.
  const Pending = lazy(() => fetch().then((Page) => ({ default: Page })));
  function Route() {
    const Page = loaded ?? Pending;
    return <Page />;
  }
  // A failed preload is not this caller's to report: the route's render meets the same error and shows it.
  Route.preload = () => fetch().catch(() => undefined);
  return Route;
}

/** What the route table keeps on a route beside its element: its page meta and how to fetch its code early. */
export interface RouteHandle {
  meta?: PageMeta;
  preload?: () => Promise<unknown>;
}

/**
 * A page of the route table: its code fetched on first visit, its document title, description and Open Graph tags
 * applied, and the error page in its place if it fails, inside the layout. Its effect runs after the page's own
 * (a parent's effects run after its children's), so a page's better meta is kept in page-meta.ts's overrides.
 */
export function RoutePage({ route, meta }: { route: LazyRoute; meta: PageMeta }) {
  const { pathname } = useLocation();
  useEffect(() => applyPageMeta(meta), [meta, pathname]);
  useTakeover();
  const Route = route;
  return (
    <RouteBoundary>
      <Route />
    </RouteBoundary>
  );
}

/** Fetches the code of every route matching `pathname`, side by side: the first render is then the page itself. */
export async function preloadRoutes(table: RouteObject[], pathname: string) {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.()));
}
