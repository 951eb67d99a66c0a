import { act, render, screen } from '@testing-library/react';
import type * as BackendModule from '@/lib/backend';
import type { Backend } from '@/lib/backend';
import { createLocalBackend } from '@/lib/backend/local';
import { resetLocalDbForTests } from '@/lib/backend/local/db';
import { readConfig } from '@/lib/config';

// The backend is handed over by the test, so it decides when the initial auth state becomes known.
let handOver: (backend: Backend) => void = () => undefined;
vi.mock('@/lib/backend', async (original) => ({
  ...(await original<typeof BackendModule>()),
  loadBackend: () => new Promise<Backend>((resolve) => (handOver = resolve)),
}));

const { App, prepareApp } = await import('./app');
const { createGuardedHistory } = await import('@/lib/guarded-history');

async function signedInBackend() {
  await resetLocalDbForTests();
  localStorage.clear();
  const backend = await createLocalBackend(readConfig({}));
  await backend.auth.signUp({ email: 'known@example.com', password: 'secret123' });
  return backend;
}

describe('App', () => {
  it('shows no page and no visitor links until the session is known, then the page for that state', async () => {
    const backend = await signedInBackend();
    window.history.replaceState(null, '', '/no-such-page');
    await prepareApp();
    render(<App history={createGuardedHistory()} />);

    // The header is up, but a signed-in user never sees a flash of "signed out": the visitor's links hold their
    // place unseen, and no page (nor a guard's redirect) renders before the session is known.
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get Started', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: "We couldn't find that page" })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-such-page');

    await act(async () => handOver(backend));
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    // The not-found page offers the signed-in way back.
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it("renders the site's pages before the session is known, with the page's modules already in place", async () => {
    const backend = await signedInBackend();
    window.history.replaceState(null, '', '/about');
    await prepareApp();
    // Loaded before the first render, as hydrating a prerendered page needs: the first render is the page itself.
    render(<App history={createGuardedHistory()} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    await act(async () => handOver(backend));
    expect(await screen.findByRole('button', { name: /account/i })).toBeInTheDocument();
  });
});
