import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { readConfig } from '@/lib/config';
import { createLocalBackend } from '@/lib/backend/local';
import { createQueryClient } from '@/lib/data/query-client';
import { resetLocalDbForTests } from '@/lib/backend/local/db';
import type { AuthSession, Backend } from '@/lib/backend';

/**
 * Mounts a page with the real providers and the real local backend on fake-indexeddb, optionally with a
 * freshly signed-up user. Each call starts from an empty database, unless `reuse` passes the backend and
 * session of an earlier call (a "reload": same data, fresh React and query state). `withBackend` lets a test
 * wrap the backend (e.g. make a port refuse) before anything reads from it.
 */
export async function renderApp(
  ui: ReactElement,
  {
    path = '/',
    signedIn = true,
    email = 'couple@example.com',
    password = 'secret123',
    reuse,
    withBackend = (b) => b,
  }: {
    path?: string;
    signedIn?: boolean;
    email?: string;
    password?: string;
    reuse?: { backend: Backend; session: AuthSession | null };
    withBackend?: (backend: Backend) => Backend;
  } = {},
) {
  let backend: Backend;
  let session: AuthSession | null = null;
  if (reuse) {
    ({ backend, session } = reuse);
  } else {
    await resetLocalDbForTests();
    localStorage.clear();
    sessionStorage.clear();
    backend = await createLocalBackend(readConfig({}));
    if (signedIn) session = (await backend.auth.signUp({ email, password })).session;
  }
  backend = withBackend(backend);
  const queryClient = createQueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The router the app runs on (src/app/app.tsx), on a history in memory that a test can read and move.
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider backend={backend} initialSession={session}>
        <HistoryRouter history={history}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </HistoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, backend, session, queryClient, history };
}
