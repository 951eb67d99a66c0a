import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { readConfig } from '@/lib/config';
import { createLocalBackend } from '@/lib/backend/local';
import { resetLocalDbForTests } from '@/lib/backend/local/db';
import type { AuthSession, Backend } from '@/lib/backend';

/**
 * Mounts a page with the real providers and the real local backend on fake-indexeddb, optionally with a
 * freshly signed-up user. Each call starts from an empty database.
 */
export async function renderApp(
  ui: ReactElement,
  { path = '/', signedIn = true, email = 'couple@example.com', password = 'secret123' }: { path?: string; signedIn?: boolean; email?: string; password?: string } = {},
) {
  await resetLocalDbForTests();
  localStorage.clear();
  sessionStorage.clear();
  const backend: Backend = await createLocalBackend(readConfig({}));
  let session: AuthSession | null = null;
  if (signedIn) session = (await backend.auth.signUp({ email, password })).session;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider backend={backend} initialSession={session}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, backend, session, queryClient, router };
}
