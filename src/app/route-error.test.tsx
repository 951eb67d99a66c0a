import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router';
import { lazyRoute } from './lazy-route';
import { isStaleChunkError, RouteBoundary } from './route-error';
import { APP_STARTED } from './takeover';

function Boom(): never {
  throw new Error('Cannot read properties of undefined');
}

const Stale = lazyRoute(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/budget-page-x1.js')),
);

function Routes() {
  return useRoutes([
    {
      element: (
        <RouteBoundary standalone>
          <header>
            Site header <Link to="/fine">Fine</Link> <Link to="/stale">Stale</Link>
          </header>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteBoundary>
      ),
      children: [
        {
          path: '/broken',
          element: (
            <RouteBoundary>
              <Boom />
            </RouteBoundary>
          ),
        },
        {
          path: '/stale',
          element: (
            <RouteBoundary>
              <Stale />
            </RouteBoundary>
          ),
        },
        { path: '/fine', element: <p>Fine page</p> },
      ],
    },
  ]);
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );

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
    expect(screen.getByText(/Site header/)).toBeInTheDocument();
  });

  it('explains a page whose code a deploy removed as an update, and another page clears it', async () => {
    renderAt('/fine');
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Stale' }));
    expect(
      await screen.findByRole('heading', { name: 'Wedding Planner has been updated' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByText(/Site header/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Fine' }));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Wedding Planner has been updated' }),
    ).not.toBeInTheDocument();
  });

  it('tells the boot script the app runs the page when the shell itself fails, so its Reload answers', async () => {
    vi.resetModules();
    const fresh = await import('./route-error');
    const started = vi.fn();
    document.addEventListener(APP_STARTED, started, { once: true });
    render(
      <MemoryRouter initialEntries={['/budget']}>
        <fresh.RouteBoundary standalone>
          <Boom />
        </fresh.RouteBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
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
