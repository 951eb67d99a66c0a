import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import BottomBar from './bottom-bar';

const renderAt = (url: string) => {
  // The browser's address too: a menu belongs to the page the browser is at (use-page-disclosure.ts).
  window.history.replaceState(null, '', url);
  const router = createMemoryRouter([{ path: '*', element: <BottomBar /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
};

const bar = () => screen.getByRole('navigation', { name: 'Planner shortcuts' });
const current = () =>
  within(bar())
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the bottom bar', () => {
  it.each([
    ['/account', 'Home'],
    ['/planner?tab=guests&section=events', 'Guests'],
    ['/budget', 'Budget'],
    ['/planner', 'Chat'],
  ])('marks the place it is at: %s is %s', (url, place) => {
    renderAt(url);
    expect(current()).toEqual([place]);
  });

  it('opens the other places under More, marks the one it is at, and closes on Escape and on leaving', async () => {
    const user = userEvent.setup();
    const router = renderAt('/planner?tab=seating');
    // The seating chart is none of the four: no main place is marked.
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Schedule' })).not.toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(current()).toEqual(['Seating Chart']);
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(screen.getByRole('link', { name: 'Schedule' }));
    expect(router.state.location.pathname).toBe('/schedule');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
