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

// The router reads the address when the app module loads.
window.history.replaceState(null, '', '/no-such-page');
const { App } = await import('./app');

describe('App', () => {
  it('renders nothing until the initial auth state is known, then the page for that state', async () => {
    await resetLocalDbForTests();
    localStorage.clear();
    const backend = await createLocalBackend(readConfig({}));
    await backend.auth.signUp({ email: 'known@example.com', password: 'secret123' });

    const { container } = render(<App />);
    // No header, no visitor links, no guard redirect: a signed-in user never sees a flash of "signed out".
    expect(container).toBeEmptyDOMElement();
    expect(window.location.pathname).toBe('/no-such-page');

    await act(async () => handOver(backend));
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    // The not-found page offers the signed-in way back.
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});
