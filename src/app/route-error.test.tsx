import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { isStaleChunkError, lazyPage, RouteError } from './route-error';

function Boom(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>Site header</header>
            <Outlet />
          </>
        ),
        errorElement: <RouteError standalone />,
        children: [
          { path: '/broken', element: <Boom />, errorElement: <RouteError /> },
          {
            path: '/stale',
            lazy: () =>
              lazyPage(() =>
                Promise.reject(
                  new TypeError('Failed to fetch dynamically imported module: /assets/budget-page-x1.js'),
                ),
              ),
            errorElement: <RouteError />,
          },
          { path: '/fine', element: <p>Fine page</p>, errorElement: <RouteError /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

describe('RouteError', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows a way out in place of a page that throws, and the rest of the app stays', async () => {
    renderAt('/broken');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your plan is safe: everything you saved is still there.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByText('Site header')).toBeInTheDocument();
  });

  it('explains a page whose code a deploy removed as an update, with Reload', async () => {
    const { router } = renderAt('/fine');
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    await act(() => router.navigate('/stale'));
    expect(
      await screen.findByRole('heading', { name: 'Wedding Planner has been updated' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeInTheDocument();
  });

  it('recognises the browsers’ words for a module that could not be fetched', () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isStaleChunkError(new TypeError('error loading dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError('nope')).toBe(false);
  });
});
