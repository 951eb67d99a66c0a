import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/render-app';
import { LateMenu } from './late-menu';

// The stand-in, its idle fetch and the press that opens it as it arrives are covered through the header's Account
// menu (src/app/layout/header.test.tsx); here, what every late menu does once its code is in.
const menu = (onSuspend = () => {}, onDelete = () => {}) => (
  <LateMenu
    aria-label="Actions for ann@example.com"
    className="size-10"
    entries={[
      { label: 'Suspend', onSelect: onSuspend },
      { label: 'Settings', to: '/settings' },
      { label: 'Delete', danger: true, separatorBefore: true, onSelect: onDelete },
    ]}
  >
    …
  </LateMenu>
);
const trigger = () => screen.getByRole('button', { name: 'Actions for ann@example.com' });

describe('LateMenu', () => {
  it('turns into the real menu once idle, with actions, links and a separator', async () => {
    const onDelete = vi.fn();
    await renderApp(menu(undefined, onDelete));
    await waitFor(() => expect(trigger()).toHaveAttribute('data-state', 'closed'));
    const user = userEvent.setup();
    await user.click(trigger());
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Suspend',
      'Settings',
      'Delete',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
