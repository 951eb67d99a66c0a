import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type * as BackendModule from '@/lib/backend';

// The backend never finishes loading: the session check never ends.
vi.mock('@/lib/backend', async (original) => ({
  ...(await original<typeof BackendModule>()),
  loadBackend: () => new Promise(() => undefined),
}));

const { PublicShell, SessionKnown, SessionShell } = await import('./shells');

function mount(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicShell />,
        children: [
          {
            path: '/i/:token',
            element: <h1>An invitation</h1>,
            handle: { meta: { title: 'You are invited', description: 'An invitation' } },
          },
        ],
      },
      {
        element: <SessionShell />,
        children: [
          { path: '/about', element: <h1>About us</h1> },
          { element: <SessionKnown />, children: [{ path: '/account', element: <h1>My account</h1> }] },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('route shells', () => {
  it('paints a page opened by token at once, without waiting for the session check', async () => {
    mount('/i/some-token');
    expect(await screen.findByRole('heading', { name: 'An invitation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.title).toContain('You are invited');
  });

  it('paints a page of the site at once: the session check loads after it', async () => {
    mount('/about');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });

  it('renders nothing of a session page until the session is known', async () => {
    const { container } = mount('/account');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'My account' })).not.toBeInTheDocument();
  });
});
