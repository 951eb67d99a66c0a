import { defaultProfile, mergeProfile } from '@/lib/backend/profile-defaults';
import type { ProfileData } from '@/lib/backend';
import type { ProfileChange } from './use-profile';
import { z } from '@/lib/zod';
import { fieldsAsNow, updateWeddingDetails } from './profile-fields';

/** A profile store as useProfile's save treats it: a change merged field by field, each save one request. */
function store() {
  let profile: ProfileData = mergeProfile(defaultProfile('a@example.com'), {
    wedding: { weddingDate: '2027-02-12', location: 'Goa', partnerFirstName: 'Arjun' },
    budget: { total: 30_000 },
  });
  const requests: unknown[] = [];
  const save = async (change: ProfileChange) => {
    const patch = typeof change === 'function' ? change(profile) : change;
    requests.push(patch);
    profile = mergeProfile(profile, patch);
    return profile;
  };
  return { save, requests, now: () => profile };
}

describe('updateWeddingDetails', () => {
  it('saves the wedding section and the budget total in one request, and what it returns puts them back', async () => {
    const { save, requests, now } = store();
    const before = await updateWeddingDetails(save, { weddingDate: '2027-02-14', budgetTotal: 35_000 });
    expect(requests).toEqual([{ wedding: { weddingDate: '2027-02-14' }, budget: { total: 35_000 } }]);
    expect(now().wedding).toMatchObject({
      weddingDate: '2027-02-14',
      location: 'Goa',
      partnerFirstName: 'Arjun',
    });
    expect(now().budget.total).toBe(35_000);
    expect(before).toEqual({ wedding: { weddingDate: '2027-02-12' }, budget: { total: 30_000 } });
    await save(before);
    expect(now().wedding.weddingDate).toBe('2027-02-12');
    expect(now().budget.total).toBe(30_000);
  });

  it('refuses details outside the profile rules before anything is saved', async () => {
    const { save, requests } = store();
    await expect(updateWeddingDetails(save, { guestCount: -1 })).rejects.toBeInstanceOf(z.core.$ZodError);
    await expect(updateWeddingDetails(save, { weddingDate: '2027-02-30' })).rejects.toBeInstanceOf(
      z.core.$ZodError,
    );
    expect(requests).toEqual([]);
  });
});

describe('fieldsAsNow', () => {
  it('reads back exactly the profile fields a patch sets, to undo it', () => {
    const current = defaultProfile('a@example.com');
    expect(
      fieldsAsNow(current, {
        wedding: { weddingDate: '2027-04-24', location: 'Udaipur' },
        budget: { total: 10 },
      }),
    ).toEqual({ wedding: { weddingDate: '', location: '' }, budget: { total: 3_000_000 } });
  });
});
