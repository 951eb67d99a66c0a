import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Backend } from '@/lib/backend';
import { fakeLive } from '@/lib/backend/fake-live';
import { LIVE_GATHER_MS } from '@/lib/data/live-sync';
import { queryKeys } from '@/lib/data/query-keys';
import { renderApp } from '../../tests/render-app';
import { RequireAuth } from './guards';

/** The couple's ports with `live` as their live port (the cloud's), else local mode's none. */
const withLive =
  (live: ReturnType<typeof fakeLive> | null) =>
  (backend: Backend): Backend => ({
    ...backend,
    forUser: (session) => ({ ...backend.forUser(session), live }),
  });

const signedInPage = (
  <Routes>
    <Route element={<RequireAuth />}>
      <Route path="/budget" element={<h1>Budget</h1>} />
    </Route>
  </Routes>
);

describe('live updates on signed-in pages', () => {
  it('in a shared wedding, reload the list another member changed while a page is open', async () => {
    const live = fakeLive();
    const { queryClient, session, unmount } = await renderApp(signedInPage, {
      path: '/budget',
      withBackend: withLive(live),
    });
    await screen.findByRole('heading', { name: 'Budget' });
    const guests = queryKeys.collection(session!.user.id, 'guests');
    queryClient.setQueryData(guests, []);
    await waitFor(() => expect(live.listeners()).toBe(1));
    live.emit({ table: 'guests', id: 'g1', version: '2026-11-28 10:00:00+00', by: 'someone-else' });
    await waitFor(() => expect(queryClient.getQueryState(guests)?.isInvalidated).toBe(true), {
      timeout: LIVE_GATHER_MS * 10,
    });
    unmount();
    expect(live.listeners()).toBe(0);
  });
});
