import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeWedding } from '@/lib/backend/fake-wedding';
import { renderApp } from '../../../tests/render-app';
import { Header } from './header';

// The real dropdown is Radix's; its trigger carries `data-state`, the stand-in before it does not.
const account = () => screen.getByRole('button', { name: 'Account' });
const isRealMenu = () => expect(account()).toHaveAttribute('data-state');

afterEach(() => vi.unstubAllGlobals());

describe('Header: the Account dropdown', () => {
  it('arrives after the page has painted, without being asked for', async () => {
    await renderApp(<Header />);
    expect(account()).not.toHaveAttribute('data-state');
    await waitFor(isRealMenu);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['a press of the pointer', () => fireEvent.pointerDown(account(), { button: 0 })],
    ['a click (Enter and Space arrive as one)', () => fireEvent.click(account())],
  ])('%s on the stand-in opens the menu as soon as it arrives', async (_, press) => {
    await renderApp(<Header />);
    // Before the idle fetch (hovering would already fetch it and put the real trigger under the pointer).
    press();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'My Account',
      'Wedding Planner',
      'Sign Out',
    ]);
  });

  it('keeps the focus where the visitor put it when the menu replaces the stand-in', async () => {
    await renderApp(<Header />);
    account().focus();
    await waitFor(isRealMenu);
    expect(account()).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is never fetched at phone width, where the mobile menu stands in for it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    await renderApp(<Header />);
    await new Promise((r) => setTimeout(r, 400));
    expect(account()).not.toHaveAttribute('data-state');
  });
});

describe('Header: the wedding switcher', () => {
  const weddings = [
    { id: 'w-own', label: 'Asha & Rohan', role: 'owner' as const },
    { id: 'w-joined', label: 'Meera & Dev', role: 'planner' as const },
  ];

  it('shows in the header and the phone menu for someone in several shared weddings', async () => {
    await renderApp(<Header />, {
      withBackend: (backend) => ({
        ...backend,
        forUser: (session) => ({
          ...backend.forUser(session),
          wedding: fakeWedding(weddings),
        }),
      }),
    });
    expect(
      await screen.findAllByRole('button', { name: 'Planning: Asha & Rohan. Switch wedding', hidden: true }),
    ).toHaveLength(2);
  });

  it('is not there in local mode, and its code is not fetched', async () => {
    await renderApp(<Header />);
    await waitFor(isRealMenu);
    expect(screen.queryByRole('button', { name: /Planning/, hidden: true })).not.toBeInTheDocument();
  });
});
