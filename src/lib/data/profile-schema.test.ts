import { profilePatchSchema } from './profile-schema';

describe('the default phone country in the profile', () => {
  it('takes a two-letter country, refuses a name, and is left as it is by a save without it', () => {
    expect(profilePatchSchema.parse({ wedding: { phoneCountry: 'IN' } }).wedding?.phoneCountry).toBe('IN');
    expect(profilePatchSchema.safeParse({ wedding: { phoneCountry: 'India' } }).success).toBe(false);
    expect(profilePatchSchema.parse({ wedding: { location: 'Goa' } })).toEqual({
      wedding: { location: 'Goa' },
    });
  });
});
