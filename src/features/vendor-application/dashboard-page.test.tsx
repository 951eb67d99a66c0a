import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import type { Backend, VendorApplication } from '@/lib/backend';
import { createLocalAdmin } from '@/lib/backend/local/admin';
import { openLocalDb } from '@/lib/backend/local/db';
import { localAccount } from '@/lib/backend/local/test-accounts';
import { renderApp } from '../../../tests/render-app';
import DashboardPage from './dashboard-page';

const application: VendorApplication = {
  businessName: 'Bloom & Vine',
  contactName: 'Rosa Diaz',
  email: 'rosa@bloom.example',
  phone: '555-0100',
  website: 'https://bloom.example',
  category: 'Florist',
  description: 'Seasonal wedding flowers.',
  location: 'Austin, TX',
  serviceArea: '50 miles from location',
  priceRange: '$$ (Moderate)',
};

/** Signs a user up, lets `before` set the scene (apply, have it reviewed), then opens the dashboard. */
async function renderDashboard(before: (userId: string) => Promise<void> = async () => {}) {
  const first = await renderApp(<></>, { path: '/vendor/dashboard' });
  first.unmount();
  backend = first.backend;
  await before(first.session!.user.id);
  const utils = await renderApp(
    <>
      <DashboardPage />
      <Toaster />
    </>,
    { path: '/vendor/dashboard', reuse: { backend: first.backend, session: first.session } },
  );
  await screen.findByRole('heading', { name: 'Vendor Dashboard' }, { timeout: 10_000 });
  return { ...utils, user: userEvent.setup() };
}

let backend: Backend;
const apply = () => backend.vendorApplications.submit(application);

describe('DashboardPage', { timeout: 60_000 }, () => {
  it('without an application: a call to apply', async () => {
    await renderDashboard();
    expect(await screen.findByText("You haven't applied yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply as a vendor' })).toHaveAttribute(
      'href',
      '/vendor/register',
    );
  });

  it('pending: the status, the listing as it will look, edit and withdraw', async () => {
    const { user } = await renderDashboard(async () => void (await apply()));
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'How couples will see your listing once it is approved' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bloom & Vine' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your application' });
    const name = within(dialog).getByRole('textbox', { name: 'Business Name' });
    await user.clear(name);
    await user.tab();
    expect(await within(dialog).findByText('Business name is required')).toBeInTheDocument();
    await user.type(name, 'Bloom and Vine');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Bloom and Vine' })).toBeInTheDocument();
    expect(await backend.vendorApplications.mine()).toMatchObject({ businessName: 'Bloom and Vine' });

    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText("You haven't applied yet")).toBeInTheDocument();
    expect(await backend.vendorApplications.mine()).toBeNull();
  });

  it('approved: the admin’s note, no edit, and the listing as couples see it', async () => {
    await renderDashboard(async (userId) => {
      const { id } = await apply();
      const db = await openLocalDb();
      await db.put('accounts', localAccount('root', { role: 'super_admin' }));
      await createLocalAdmin(db, 'root').reviewApplication(id, 'approved', 'Welcome aboard!');
      expect(await db.get('meta', `vendor-application:${userId}`)).toMatchObject({ status: 'approved' });
    });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your listing, as couples see it' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit application' })).toBeNull();
    expect(screen.getByRole('link', { name: 'https://bloom.example' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});
