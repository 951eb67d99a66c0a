import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { WeddingMember, WeddingPort, WeddingRole } from '@/lib/backend';
import { createLocalWedding } from '@/lib/backend/local/wedding';
import { PlanningTogetherPanel } from './planning-together';

const member = (userId: string, name: string, role: WeddingRole): WeddingMember => ({
  userId,
  name,
  email: `${userId}@example.com`,
  role,
  joinedAt: '2026-11-01T10:00:00Z',
});
const MEMBERS = [member('u1', 'Asha Rao', 'owner'), member('u2', 'Dev Shah', 'planner')];

function fakeWedding(role: WeddingRole, overrides: Partial<WeddingPort> = {}): WeddingPort {
  return {
    shared: true,
    current: vi.fn(async () => ({ id: 'w1', label: 'Asha & Rohan', role })),
    list: vi.fn(async () => []),
    choose: vi.fn(),
    members: vi.fn(async () => MEMBERS),
    pendingLinks: vi.fn(async () => [
      { id: 'l1', role: 'family' as const, email: 'ma@example.com', expiresAt: '2026-12-05T10:00:00Z' },
    ]),
    createLink: vi.fn(async (r) => ({
      id: 'l2',
      role: r,
      email: null,
      expiresAt: '2026-12-05T10:00:00Z',
      url: 'https://app.example/join/Qw3rty_-Asdfgh12345678',
    })),
    revokeLink: vi.fn(async () => undefined),
    invite: vi.fn(async (email, r) => ({ id: 'l3', role: r, email, expiresAt: '2026-12-05T10:00:00Z' })),
    accept: vi.fn(async () => 'w1'),
    setRole: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    transfer: vi.fn(async () => undefined),
    leave: vi.fn(async () => undefined),
    ...overrides,
  };
}

const show = (wedding: WeddingPort, userId = 'u1', entry = '/account', leaveTo = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <PlanningTogetherPanel wedding={wedding} userId={userId} leaveTo={leaveTo} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Planning together', () => {
  it('lists the members with their roles and the open links; explains each role in one line', async () => {
    show(fakeWedding('owner'));
    const members = within(await screen.findByRole('list', { name: 'Members' }));
    expect(members.getByText('Asha Rao (you)')).toBeInTheDocument();
    expect(members.getByText('Owner')).toBeInTheDocument();
    expect(members.getByRole('combobox', { name: 'Role for Dev Shah' })).toHaveValue('planner');
    expect(screen.getByText('Reads the plan and edits the guest list.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Revoke the family link for ma@example.com' }),
    ).toBeVisible();
  });

  it('invites by e-mail with a role, and keeps the address with the error in words when refused', async () => {
    const wedding = fakeWedding('partner', {
      invite: vi
        .fn()
        .mockRejectedValueOnce(new Error('You have reached the number of e-mails you can send today.'))
        .mockResolvedValue({ id: 'l3', role: 'family', email: 'ma@example.com', expiresAt: '2026-12-05' }),
    });
    show(wedding);
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Enter the e-mail address to send the invitation to.'),
    ).toBeInTheDocument();
    expect(wedding.invite).not.toHaveBeenCalled();
    await userEvent.type(email, 'ma@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'family');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('You have reached the number of e-mails you can send today.'),
    ).toBeVisible();
    expect(email).toHaveValue('ma@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to ma@example.com.');
    expect(wedding.invite).toHaveBeenLastCalledWith('ma@example.com', 'family');
    expect(email).toHaveValue('');
  });

  it('copies a join link for the chosen role and shows it; revokes an open link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const wedding = fakeWedding('owner');
    show(wedding);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'planner');
    await userEvent.click(screen.getByRole('button', { name: 'Copy a join link' }));
    expect(await screen.findByRole('textbox', { name: /Join link/ })).toHaveValue(
      'https://app.example/join/Qw3rty_-Asdfgh12345678',
    );
    expect(wedding.createLink).toHaveBeenCalledWith('planner', undefined);
    expect(writeText).toHaveBeenCalledWith('https://app.example/join/Qw3rty_-Asdfgh12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the family link for ma@example.com' }));
    await waitFor(() => expect(wedding.revokeLink).toHaveBeenCalledWith('l1'));
  });

  it('lets the owner change a role, and remove or hand over only after confirming', async () => {
    const wedding = fakeWedding('owner');
    show(wedding);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Role for Dev Shah' }),
      'family',
    );
    await waitFor(() => expect(wedding.setRole).toHaveBeenCalledWith('u2', 'family'));

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Dev Shah from this wedding?' });
    await userEvent.click(within(remove).getByRole('button', { name: 'Cancel' }));
    expect(wedding.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Dev Shah from this wedding?' })).getByRole(
        'button',
        {
          name: 'Remove',
        },
      ),
    );
    await waitFor(() => expect(wedding.remove).toHaveBeenCalledWith('u2'));

    await userEvent.click(screen.getByRole('button', { name: 'Make owner' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hand this wedding over to Dev Shah?' })).getByRole(
        'button',
        { name: 'Hand over' },
      ),
    );
    await waitFor(() => expect(wedding.transfer).toHaveBeenCalledWith('u2'));
  });

  it("says a refused operation in the database's words", async () => {
    const wedding = fakeWedding('owner', {
      transfer: vi.fn(async () => {
        throw new Error('Only the owner can hand this wedding over.');
      }),
    });
    show(wedding);
    await userEvent.click(await screen.findByRole('button', { name: 'Make owner' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hand over' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner can hand this wedding over.');
  });

  it('shows a planner the members without managing them, and lets anyone leave after confirming', async () => {
    const leaveTo = vi.fn();
    const wedding = fakeWedding('planner');
    show(wedding, 'u2', '/account', leaveTo);
    expect(await screen.findByText('Dev Shah (you)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(wedding.pendingLinks).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Leave this wedding' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this wedding?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(leaveTo).toHaveBeenCalled());
    expect(wedding.leave).toHaveBeenCalled();
  });

  it('confirms a join that just happened', async () => {
    show(fakeWedding('family'), 'u2', '/account?joined=1');
    expect(await screen.findByRole('status')).toHaveTextContent('You joined this wedding.');
  });

  it('in local mode explains that planning together needs a cloud account and how to move', async () => {
    const wedding = createLocalWedding('u1');
    show(wedding);
    expect(screen.getByText(/This wedding lives in this browser only/)).toBeInTheDocument();
    expect(screen.getByText(/needs a cloud account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export a backup in Settings' })).toHaveAttribute(
      'href',
      '/settings?tab=data',
    );
    expect(screen.queryByRole('list', { name: 'Members' })).not.toBeInTheDocument();
  });
});
