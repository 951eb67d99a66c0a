import { shortId } from '@/lib/ids';
import {
  VendorApplicationError,
  type Page,
  type VendorApplication,
  type VendorApplicationPort,
  type VendorProfile,
} from '../types';
import { applicationProblem, normaliseApplication } from '../vendor-rules';
import type { LocalDb } from './db';
import { applicationKey, APPLICATIONS, type StoredApplication } from './staff-records';

export const ALREADY_APPLIED =
  'You have already applied as a vendor. Your application is on your vendor dashboard.';
const SIGN_IN = 'Please sign in or create an account to submit your application.';
const NOT_EDITABLE = 'Only a pending application can be changed.';

/** Every application in this browser (admins and the directory read them all). */
export async function allApplications(db: LocalDb): Promise<StoredApplication[]> {
  return (await db.getAll('meta', APPLICATIONS)) as StoredApplication[];
}

const checked = (application: VendorApplication) => {
  const clean = normaliseApplication(application);
  const problem = applicationProblem(clean);
  if (problem) throw new VendorApplicationError('invalid', problem);
  return clean;
};

export const toProfile = (a: StoredApplication): VendorProfile => ({
  id: a.id,
  businessName: a.businessName,
  contactName: a.contactName,
  email: a.email,
  phone: a.phone,
  website: a.website,
  category: a.category,
  description: a.description,
  location: a.location,
  serviceArea: a.serviceArea,
  priceRange: a.priceRange,
});

/**
 * Local mode's vendor applications, as the `vendors` table's rules have them: made `pending` whatever is sent, one per
 * account, changed by the applicant only while pending; approved ones are the directory couples search.
 */
export function createLocalVendorApplications(
  db: LocalDb,
  currentUserId: () => Promise<string | null>,
): VendorApplicationPort {
  const signedIn = async () => {
    const userId = await currentUserId();
    if (!userId) throw new VendorApplicationError('sign_in_required', SIGN_IN);
    return userId;
  };
  const read = async (userId: string) =>
    ((await db.get('meta', applicationKey(userId))) as StoredApplication | undefined) ?? null;

  return {
    async submit(application) {
      const userId = await signedIn();
      const clean = checked(application);
      const tx = db.transaction('meta', 'readwrite');
      if (await tx.store.get(applicationKey(userId))) {
        await tx.done;
        throw new VendorApplicationError('already_applied', ALREADY_APPLIED);
      }
      const stored: StoredApplication = {
        ...clean,
        id: shortId(12),
        userId,
        status: 'pending',
        reviewNote: '',
        createdAt: new Date().toISOString(),
        reviewedAt: null,
      };
      await tx.store.put(stored, applicationKey(userId));
      await tx.done;
      return { id: stored.id, status: 'pending' };
    },
    async mine() {
      const userId = await currentUserId();
      return userId ? read(userId) : null;
    },
    async update(application) {
      const userId = await signedIn();
      const clean = checked(application);
      const tx = db.transaction('meta', 'readwrite');
      const current = (await tx.store.get(applicationKey(userId))) as StoredApplication | undefined;
      if (!current)
        throw new VendorApplicationError('not_found', 'You have no vendor application to change.');
      if (current.status !== 'pending') throw new VendorApplicationError('not_editable', NOT_EDITABLE);
      const next: StoredApplication = { ...current, ...clean };
      await tx.store.put(next, applicationKey(userId));
      await tx.done;
      return next;
    },
    async withdraw() {
      await db.delete('meta', applicationKey(await signedIn()));
    },
    async directory({ category, location, offset, limit }): Promise<Page<VendorProfile>> {
      await signedIn();
      const where = location.trim().toLowerCase();
      const found = (await allApplications(db))
        .filter(
          (a) =>
            a.status === 'approved' &&
            (category === 'all' || a.category === category) &&
            (!where || a.location.toLowerCase().includes(where)),
        )
        .sort((a, b) => a.businessName.localeCompare(b.businessName) || a.id.localeCompare(b.id));
      return { items: found.slice(offset, offset + limit).map(toProfile), total: found.length };
    },
  };
}
