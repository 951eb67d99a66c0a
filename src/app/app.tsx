import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { setNotifier } from '@/lib/data/notifier';
import { routes } from './routes';

// TanStack Query tells components about cache changes in a later task by default; a microtask instead lets an
// optimistic write (a ticked checkbox, a toggled favourite) render before the browser paints or handles input.
notifyManager.setScheduler(queueMicrotask);

// The data layer reports failed writes through the app's toaster.
setNotifier(toast);

// Created at import so the first route's lazy chunk starts loading while the backend starts up.
const router = createBrowserRouter(routes);
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * The router renders at once: pages reached by a guest's link (an invitation, an RSVP) paint without waiting for
 * the session check, which the session shell in the route table runs for every other page.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
