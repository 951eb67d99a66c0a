import type { VendorApplication } from '../types';
import { createLocalAdmin } from './admin';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';
import { localAccount } from './test-accounts';
import { ALREADY_APPLIED, createLocalVendorApplications } from './vendor-applications';

let db: LocalDb;
let signedIn: string | null;
beforeEach(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
  signedIn = 'ann';
  await db.put('accounts', localAccount('root', { role: 'super_admin' }));
});

const port = () => createLocalVendorApplications(db, async () => signedIn);
const application: VendorApplication = {
  businessName: ' Bloom & Vine ',
  contactName: 'Rosa Diaz',
  email: 'rosa@bloom.example',
  phone: '',
  website: 'https://bloom.example',
  category: 'Florist',
  description: 'Seasonal wedding flowers.',
  location: 'Austin, TX',
  serviceArea: '50 miles from location',
  priceRange: '$$ (Moderate)',
};

describe('local vendor applications', () => {
  it('stores one pending application per account, trimmed, and reads it back', async () => {
    expect(await port().submit(application)).toEqual({ id: expect.any(String), status: 'pending' });
    expect(await port().mine()).toMatchObject({
      businessName: 'Bloom & Vine',
      status: 'pending',
      userId: 'ann',
      reviewNote: '',
    });
    await expect(port().submit(application)).rejects.toMatchObject({
      code: 'already_applied',
      message: ALREADY_APPLIED,
    });
    signedIn = 'ben';
    expect(await port().mine()).toBeNull();
  });

  it('needs a signed-in account, and refuses what the table would', async () => {
    signedIn = null;
    await expect(port().submit(application)).rejects.toMatchObject({ code: 'sign_in_required' });
    signedIn = 'ann';
    for (const bad of [
      { website: 'javascript:alert(1)' },
      { category: 'Bakery' },
      { priceRange: '$$' },
      { businessName: '   ' },
      { description: 'x'.repeat(5001) },
      { email: 'not-an-email' },
    ])
      await expect(port().submit({ ...application, ...bad })).rejects.toMatchObject({ code: 'invalid' });
    expect(await port().mine()).toBeNull();
  });

  it('edits while pending, not after review; withdraws; then may apply again', async () => {
    const { id } = await port().submit(application);
    expect(await port().update({ ...application, businessName: 'Bloom and Vine' })).toMatchObject({
      businessName: 'Bloom and Vine',
    });
    await createLocalAdmin(db, 'root').reviewApplication(id, 'rejected', 'Add photos');
    await expect(port().update(application)).rejects.toMatchObject({ code: 'not_editable' });
    expect(await port().mine()).toMatchObject({ status: 'rejected', reviewNote: 'Add photos' });
    await port().withdraw();
    expect(await port().mine()).toBeNull();
    await port().submit(application);
  });

  it('the directory lists approved vendors only, by name, filtered by category and location', async () => {
    const approve = async (userId: string, overrides: Partial<VendorApplication>) => {
      signedIn = userId;
      const { id } = await port().submit({ ...application, ...overrides });
      await createLocalAdmin(db, 'root').reviewApplication(id, 'approved', '');
    };
    await approve('u1', { businessName: 'Zinnia Flowers', location: 'Austin, TX' });
    await approve('u2', { businessName: 'Austin Hall', category: 'Venue', location: 'Dallas, TX' });
    signedIn = 'u3';
    await port().submit({ ...application, businessName: 'Pending Petals' });
    const names = async (category: string, location: string) =>
      (await port().directory({ category, location, offset: 0, limit: 10 })).items.map((v) => v.businessName);
    expect(await names('all', '')).toEqual(['Austin Hall', 'Zinnia Flowers']);
    expect(await names('Florist', '')).toEqual(['Zinnia Flowers']);
    expect(await names('all', 'dallas')).toEqual(['Austin Hall']);
    expect(await port().directory({ category: 'all', location: '', offset: 1, limit: 1 })).toMatchObject({
      total: 2,
      items: [{ businessName: 'Zinnia Flowers' }],
    });
  });
});
