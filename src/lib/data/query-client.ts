import { notifyManager, QueryClient } from '@tanstack/react-query';
import { setSaving } from './saving';
import { syncStoreOf } from './sync-store';
import { syncTabs } from './tab-sync';

// TanStack Query tells components about cache changes in a later task by default; a microtask instead lets an
// optimistic write (a ticked checkbox, a toggled favourite) render before the browser paints or handles input.
notifyManager.setScheduler(queueMicrotask);

/**
 * Creates a query client whose pending writes show on the page's main landmark (saving.ts), and which hears about
 * the writes other tabs make (tab-sync.ts).
 */
export function createQueryClient(options?: ConstructorParameters<typeof QueryClient>[0]): QueryClient {
  const client = new QueryClient(options);
  client.getMutationCache().subscribe(() => setSaving(client.isMutating() > 0));
  syncTabs(client);
  return client;
}

/**
 * The app's one cache of server data. It lives in its own chunk, loaded with the first page that reads data (a tool,
 * the admin dashboard, a guest's invitation), so the public site's first load carries none of TanStack Query.
 */
export const queryClient = createQueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Forgets a signed-out couple's session: what their undo kept (each entry ends as if its chance had passed) and every
 * cached read.
 */
export function forgetSession(client = queryClient) {
  syncStoreOf(client).undo?.clear();
  client.clear();
}
