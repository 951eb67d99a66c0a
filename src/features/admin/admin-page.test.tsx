import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { Toaster } from '@/components/ui/toaster';
import type { Backend } from '@/lib/backend';
import { openLocalDb } from '@/lib/backend/local/db';
import { localAccount } from '@/lib/backend/local/test-accounts';
import { renderApp } from '../../../tests/render-app';
import AdminPage from './admin-page';

const today = new Date().toISOString();
const twoMonthsAgo = new Date(Date.now() - 60 * 24 * 60 * 60 * 1000);

/** The signed-up user (the first account: super admin) plus three more accounts, written straight into the store. */
async function renderAdmin(options: Parameters<typeof renderApp>[1] = {}) {
  const utils = await renderApp(
    <>
      <AdminPage />
      <Toaster />
    </>,
    { path: '/admin', email: 'root@example.com', ...options },
  );
  const db = await openLocalDb();
  await db.put(
    'accounts',
    localAccount('ann', { createdAt: today, lastSignInAt: '2026-03-05T12:00:00.000Z' }),
  );
  await db.put('accounts', localAccount('ben', { confirmedAt: null, createdAt: today }));
  await db.put(
    'accounts',
    localAccount('cat', { status: 'suspended', createdAt: twoMonthsAgo.toISOString() }),
  );
  await utils.queryClient.resetQueries();
  await screen.findByText('ann@example.com', { selector: 'td span' }, { timeout: 10_000 });
  return { ...utils, db, user: userEvent.setup() };
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td span')?.textContent);
const stat = (name: string) => screen.getByRole('group', { name });
/** The page header's row: the title and, for a super admin, the badge. */
const header = () =>
  screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).closest<HTMLElement>('.flex-wrap')!;
/** A user's row in the table (the address shows elsewhere too: the audit trail, notices). */
const row = (email: string) => screen.getByText(email, { selector: 'td span' }).closest('tr')!;
/**
 * Opens a row's actions once the real menu has replaced its stand-in (components/ui/late-menu.tsx): a test's click
 * stays on the element it pressed, where a browser's lands on whatever is under the pointer.
 */
const openActions = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
  const button = () => screen.getByRole('button', { name: `Actions for ${email}` });
  await waitFor(() => expect(button()).toHaveAttribute('data-state'), { timeout: 10_000 });
  await user.click(button());
};

describe('AdminPage', { timeout: 60_000 }, () => {
  it('shows the stat cards, the super admin badge and the users newest first with status, role and dates', async () => {
    await renderAdmin();
    await waitFor(() => expect(stat('Total Users')).toHaveTextContent('4'));
    expect(stat('Active Users')).toHaveTextContent('2');
    expect(stat('New Users Today')).toHaveTextContent('3');
    expect(stat('Total Vendors')).toHaveTextContent('0');
    // One account 30 days ago, four now; nobody was active then.
    expect(stat('Total Users')).toHaveTextContent('+300% vs 30 days ago');
    expect(stat('Active Users')).toHaveTextContent('— vs 30 days ago');
    expect(within(header()).getByText('Super Admin')).toBeInTheDocument();
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'User',
      'Status',
      'Role',
      'Joined',
      'Last Active',
      'Actions',
    ]);
    expect(row('ann@example.com')).toHaveTextContent('Active');
    expect(row('ann@example.com')).toHaveTextContent('Mar 5, 2026');
    expect(row('ben@example.com')).toHaveTextContent('Pending');
    expect(row('ben@example.com')).toHaveTextContent('Never');
    expect(row('cat@example.com')).toHaveTextContent(format(twoMonthsAgo, 'MMM d, yyyy'));
    expect(row('root@example.com')).toHaveTextContent('Super Admin');
    expect(screen.getByText('Showing 4 of 4 users')).toBeInTheDocument();
  });

  it('searches by email and filters by each status', async () => {
    const { user } = await renderAdmin();
    await user.type(screen.getByRole('searchbox', { name: 'Search users...' }), 'AN');
    await waitFor(() => expect(rows()).toEqual(['ann@example.com']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search users...' }));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All Users',
      'Active',
      'Suspended',
      'Pending',
    ]);
    await user.selectOptions(status, 'Pending');
    await waitFor(() => expect(rows()).toEqual(['ben@example.com']));
    await user.selectOptions(status, 'Suspended');
    await waitFor(() => expect(rows()).toEqual(['cat@example.com']));
    await user.selectOptions(status, 'Active');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('suspends and activates, each time updating the list, the stats and the audit trail', async () => {
    const { user, db } = await renderAdmin();
    await openActions(user, 'ann@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    expect(await screen.findByText('Suspended ann@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(row('ann@example.com')).toHaveTextContent('Suspended'));
    expect((await db.get('accounts', 'ann'))?.status).toBe('suspended');
    await waitFor(() => expect(stat('Active Users')).toHaveTextContent('1'));
    const audit = within(screen.getByRole('list', { name: 'Admin actions' }));
    expect(audit.getByText('Suspended', { exact: false }).closest('li')).toHaveTextContent(
      'root@example.com · Suspended · ann@example.com',
    );
    await openActions(user, 'ann@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(row('ann@example.com')).toHaveTextContent('Active'));
  });

  it('deletes behind a dialog that names the email', async () => {
    const { user, db } = await renderAdmin();
    await openActions(user, 'ann@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveTextContent('ann@example.com and everything the account owns');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(screen.queryByText('ann@example.com', { selector: 'td span' })).toBeNull());
    expect(await db.get('accounts', 'ann')).toBeUndefined();
  });

  it('a super admin makes and removes admins; the last super admin is refused with the reason and nothing changes', async () => {
    const { user, db } = await renderAdmin();
    await openActions(user, 'ann@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Make admin' }));
    await waitFor(() => expect(row('ann@example.com')).toHaveTextContent('Admin'));
    expect(
      within(screen.getByRole('region', { name: 'Admins' })).getByText('ann@example.com'),
    ).toBeInTheDocument();

    await openActions(user, 'root@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Remove admin' }));
    expect(
      await screen.findByText('The last super admin cannot be removed. Make another super admin first.'),
    ).toBeInTheDocument();
    expect(row('root@example.com')).toHaveTextContent('Super Admin');
    await openActions(user, 'root@example.com');
    await user.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    expect(
      await screen.findByText('The last super admin cannot be suspended. Make another super admin first.'),
    ).toBeInTheDocument();
    const root = (await db.getAll('accounts')).find((a) => a.email === 'root@example.com');
    expect(root).toMatchObject({ role: 'super_admin', status: 'active' });
  });

  it('a plain admin sees no Make admin / Remove admin and no Super Admin badge', async () => {
    const utils = await renderAdmin();
    const root = (await utils.db.getAll('accounts')).find((a) => a.email === 'root@example.com')!;
    await utils.db.put('accounts', { ...root, role: 'admin' });
    await utils.db.put('accounts', localAccount('boss', { role: 'super_admin' }));
    await utils.queryClient.resetQueries();
    await screen.findByText('boss@example.com', { selector: 'td span' });
    await waitFor(() => expect(within(header()).queryByText('Super Admin')).toBeNull());
    await openActions(utils.user, 'ann@example.com');
    expect(await screen.findByRole('menuitem', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Make admin' })).toBeNull();
  });

  it('reviews a vendor application with a note, marks a contact message handled and deletes it', async () => {
    const { user, backend, db } = await renderAdmin();
    await db.put(
      'meta',
      {
        id: 'app1',
        userId: 'ann',
        status: 'pending',
        reviewNote: '',
        createdAt: today,
        reviewedAt: null,
        businessName: 'Bloom & Vine',
        contactName: 'Rosa',
        email: 'rosa@bloom.example',
        phone: '',
        website: 'https://bloom.example',
        category: 'Florist',
        description: 'Flowers',
        location: 'Austin, TX',
        serviceArea: '',
        priceRange: '$$ (Moderate)',
      },
      'vendor-application:ann',
    );
    await (backend as Backend).contact.send({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Venue question',
      message: 'Hello',
    });

    await user.click(screen.getByRole('tab', { name: 'Vendor applications' }));
    await user.click(await screen.findByRole('button', { name: 'Review Bloom & Vine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application: Bloom & Vine' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the applicant (optional)' }),
      'Welcome aboard',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.get('meta', 'vendor-application:ann')).toMatchObject({
      status: 'approved',
      reviewNote: 'Welcome aboard',
    });
    await waitFor(() => expect(stat('Total Vendors')).toHaveTextContent('1'));

    await user.click(screen.getByRole('tab', { name: 'Contact messages' }));
    await user.click(await screen.findByRole('button', { name: 'Mark handled: Venue question' }));
    expect(await screen.findByRole('button', { name: 'Reopen: Venue question' })).toBeInTheDocument();

    // Deleting asks first, then the message is gone for good and the audit trail says who deleted it.
    await user.click(screen.getByRole('button', { name: 'Delete message: Venue question' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(
      (await db.getAll('meta')).some(
        (v) =>
          (v as { subject?: string; handledAt?: unknown }).subject === 'Venue question' &&
          'handledAt' in (v as object),
      ),
    ).toBe(false);
    const audit = screen.getByRole('list', { name: 'Admin actions' });
    await waitFor(() =>
      expect(within(audit).getAllByRole('listitem')[0]).toHaveTextContent(
        /Deleted message · sam@example\.com \(Venue question\)/,
      ),
    );
  });
});
