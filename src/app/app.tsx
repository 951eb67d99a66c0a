import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { provideBackupCollections } from '@/lib/backup/catalogue';
import { setNotifier } from '@/lib/data/notifier';
import type { createGuardedHistory } from '@/lib/guarded-history';
import { preloadRoutes } from './lazy-route';
import { routes } from './routes';

// The data layer reports failed writes through the app's toaster.
setNotifier(toast);
// A backup carries every feature's collections: the app, which composes the features, names them.
provideBackupCollections(() => import('./backup-collections').then((m) => m.BACKUP_COLLECTIONS));

/** The page for the router's address, from the one route table: the browser's and the prerender's. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the code of the page at the browser's address before the first render: a prerendered page is hydrated, and
 * its first render must be the page itself, as in the HTML, not a loading state.
 */
export const prepareApp = () => preloadRoutes(routes, window.location.pathname);

/**
 * The app on the browser's history. It renders at once: pages reached by a guest's link (an invitation, an RSVP) and
 * the site's pages paint without waiting for the session check, which the session shell in the route table runs
 * after they paint. The query cache is not here: it loads with the first page that reads data (data-shell.tsx).
 *
 * The router is React Router's declarative one (`useRoutes`): its data router would add about 18 KiB gzip to every
 * first load for loaders and actions this app does not use. What we use of it has a small equivalent here: lazy
 * pages (lazy-route.tsx), error pages (route-error.tsx), scroll restoration and a leave guard (lib/guarded-history.ts).
 */
export function App({ history }: { history: ReturnType<typeof createGuardedHistory> }) {
  return (
    <HistoryRouter history={history}>
      <AppRoutes />
    </HistoryRouter>
  );
}
