import { createBrowserRouter, RouterProvider } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { setNotifier } from '@/lib/data/notifier';
import { routes } from './routes';

// The data layer reports failed writes through the app's toaster.
setNotifier(toast);

// Created at import so the first route's lazy chunk starts loading while the backend starts up.
const router = createBrowserRouter(routes);

/**
 * The router renders at once: pages reached by a guest's link (an invitation, an RSVP) paint without waiting for
 * the session check, which the session shell in the route table runs for every other page. The query cache is
 * not here: it loads with the first page that reads data (data-shell.tsx), so the public site never downloads it.
 */
export function App() {
  return <RouterProvider router={router} />;
}
