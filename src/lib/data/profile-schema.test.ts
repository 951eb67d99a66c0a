import { defaultProfile } from '@/lib/backend/profile-defaults';
import { profilePatchSchema, sanitizeProfile } from './profile-schema';

describe('the default phone country in the profile', () => {
  it('reads a profile stored before it existed, keeping its wedding details', () => {
    const { phoneCountry: _, ...earlier } = { ...defaultProfile('a@x.com').wedding, location: 'Goa' };
    const stored = { ...defaultProfile('a@x.com'), wedding: earlier } as ReturnType<typeof defaultProfile>;
    expect(sanitizeProfile(stored, 'a@x.com').wedding).toMatchObject({ location: 'Goa', phoneCountry: '' });
  });

  it('takes a two-letter country and refuses anything else', () => {
    expect(profilePatchSchema.parse({ wedding: { phoneCountry: 'IN' } }).wedding?.phoneCountry).toBe('IN');
    expect(profilePatchSchema.safeParse({ wedding: { phoneCountry: 'India' } }).success).toBe(false);
    // A save that leaves it out leaves it as it is.
    expect(profilePatchSchema.parse({ wedding: { location: 'Goa' } })).toEqual({
      wedding: { location: 'Goa' },
    });
  });
});
