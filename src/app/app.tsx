import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';
import { loadBackend, type AuthSession, type Backend } from '@/lib/backend';
import { routes } from './routes';

// TanStack Query tells components about cache changes in a later task by default; a microtask instead lets an
// optimistic write (a ticked checkbox, a toggled favourite) render before the browser paints or handles input.
notifyManager.setScheduler(queueMicrotask);

// Created at import so the first route's lazy chunk starts loading while the backend starts up.
const router = createBrowserRouter(routes);
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

export function App() {
  const [ready, setReady] = useState<{ backend: Backend; session: AuthSession | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadBackend().then(async (backend) => {
      // A broken or tampered stored session means "signed out", never a crash.
      const session = await backend.auth.getSession().catch(() => null);
      // A transition: React renders the first page in slices that leave the main thread free between them,
      // instead of one long task (measured by Lighthouse as blocking time).
      if (!cancelled) startTransition(() => setReady({ backend, session }));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Spec §2: nothing renders until the initial authentication state is known.
  if (!ready) return null;

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider backend={ready.backend} initialSession={ready.session}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
