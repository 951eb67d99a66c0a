import { defaultProfile } from '@/lib/backend/profile-defaults';
import { fieldsAsNow, profilePatchSchema } from './profile-schema';

describe('the default phone country in the profile', () => {
  it('takes a two-letter country, refuses a name, and is left as it is by a save without it', () => {
    expect(profilePatchSchema.parse({ wedding: { phoneCountry: 'IN' } }).wedding?.phoneCountry).toBe('IN');
    expect(profilePatchSchema.safeParse({ wedding: { phoneCountry: 'India' } }).success).toBe(false);
    expect(profilePatchSchema.parse({ wedding: { location: 'Goa' } })).toEqual({
      wedding: { location: 'Goa' },
    });
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
