import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import type * as BackendModule from '@/lib/backend';

// The backend never finishes loading: the session check never ends.
vi.mock('@/lib/backend', async (original) => ({
  ...(await original<typeof BackendModule>()),
  loadBackend: () => new Promise(() => undefined),
}));

const { PublicShell, SessionKnown, SessionShell } = await import('./shells');
const { useOptionalAuth } = await import('@/lib/auth');
const { SESSION_STORAGE_KEY } = await import('@/lib/backend/stored-session');
const { RoutePage, lazyRoute } = await import('./lazy-route');
const { PageFrames } = await import('./page-frame');

const invitation = lazyRoute(async () => ({ default: () => <h1>An invitation</h1> }));

function Account() {
  const auth = useOptionalAuth();
  return (
    <>
      <h1>My account</h1>
      <p>{auth?.user ? 'Signed in' : 'Signed out'}</p>
    </>
  );
}

function Routes() {
  return useRoutes([
    {
      element: <PublicShell />,
      children: [
        {
          path: '/i/:token',
          element: (
            <RoutePage route={invitation} meta={{ title: 'You are invited', description: 'An invitation' }} />
          ),
        },
      ],
    },
    {
      element: <SessionShell />,
      children: [
        { path: '/about', element: <h1>About us</h1> },
        { element: <SessionKnown />, children: [{ path: '/account', element: <Account /> }] },
      ],
    },
  ]);
}

/** The frame of /account, as the build would draw it (page-frame.tsx). */
const accountFrame = (pathname: string) => (pathname === '/account' ? <h1>Account, framed</h1> : null);

function mount(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <PageFrames value={accountFrame}>
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>
      </PageFrames>
    </QueryClientProvider>,
  );
}

describe('route shells', () => {
  it('paints a page opened by token at once, without waiting for the session check', async () => {
    mount('/i/some-token');
    expect(await screen.findByRole('heading', { name: 'An invitation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The title is the route's effect: on a loaded host it can land a tick after the shell's heading has painted.
    await waitFor(() => expect(document.title).toContain('You are invited'));
  });

  it('paints a page of the site at once: the session check loads after it', async () => {
    mount('/about');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });

  it("renders only the page's frame until a stored session is checked", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'a-token');
    try {
      mount('/account');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('heading')).toHaveTextContent('Account, framed');
      expect(screen.queryByRole('heading', { name: 'My account' })).not.toBeInTheDocument();
    } finally {
      localStorage.clear();
    }
  });

  it('renders nothing of a session page without a frame until a stored session is checked', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'a-token');
    try {
      const { container } = render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/account']}>
            <Routes />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container).toBeEmptyDOMElement();
    } finally {
      localStorage.clear();
    }
  });

  it('renders a session page signed out at once where the browser holds no session', async () => {
    mount('/account');
    // The backend is still loading (never, here): nothing waits for it.
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.queryByText('Account, framed')).not.toBeInTheDocument();
  });
});
