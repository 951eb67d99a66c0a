import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { setNotifier } from '@/lib/data/notifier';
import { routes } from './routes';

// The data layer reports failed writes through the app's toaster.
setNotifier(toast);

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the lazy modules of every route matching `location` and puts them in place. A prerendered page is hydrated:
 * its first render must be the page itself, as in the HTML, not the router's empty "still loading" state.
 */
export async function loadMatchedRoutes(table: RouteObject[], location: Location | string) {
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** The app's router for the address the browser is at, with that page's modules loaded. */
export async function createAppRouter(): Promise<AppRouter> {
  await loadMatchedRoutes(routes, window.location);
  return createBrowserRouter(routes);
}

/**
 * The router renders at once: pages reached by a guest's link (an invitation, an RSVP) and the site's pages paint
 * without waiting for the session check, which the session shell in the route table runs after they paint. The
 * query cache is not here: it loads with the first page that reads data (data-shell.tsx).
 */
export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
