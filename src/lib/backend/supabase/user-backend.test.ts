import type { AuthSession } from '../types';
import { fakeSupabase } from './test-client';
import { createSupabaseUserBackend } from './user-backend';

const session: AuthSession = {
  user: {
    id: 'uid-42',
    email: 'pat@example.com',
    fullName: null,
    provider: 'email',
    confirmedAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    isDemo: false,
  },
  accessToken: 'jwt',
  expiresAt: Date.now() + 3_600_000,
};

describe('createSupabaseUserBackend', () => {
  it("builds the data ports for the session's user, the collections and files on the user's current wedding", async () => {
    const { client, requests } = fakeSupabase((r) =>
      r.url.pathname.startsWith('/storage')
        ? { json: {} }
        : r.url.pathname.endsWith('/my_weddings')
          ? { json: [{ id: 'w-7', role: 'partner', label: 'Asha & Rohan' }] }
          : { json: [] },
    );
    const ports = createSupabaseUserBackend(client, session);
    await ports.collections.list('songs');
    expect(await ports.profile.get()).toBeNull();
    await ports.files.put('a.png', new Blob(['x']));
    expect(await ports.admin.myRole()).toBe('user');
    expect(requests.map((r) => r.target)).toEqual([
      '/rest/v1/rpc/my_weddings',
      '/rest/v1/songs?select=*&wedding_id=eq.w-7&order=created_at.asc,id.asc&offset=0&limit=1000',
      expect.stringMatching(/^\/rest\/v1\/profiles\?select=.*&user_id=eq\.uid-42$/),
      // The wedding's details come from the same current wedding.
      expect.stringMatching(/^\/rest\/v1\/weddings\?select=wedding_date.*&id=eq\.w-7$/),
      // The files adapter asks once who made the wedding (whose folder holds its files from before files went by wedding).
      '/rest/v1/weddings?select=legacy_folder&id=eq.w-7',
      '/storage/v1/object/user-files/w-7/a.png',
      '/rest/v1/admins?select=role&user_id=eq.uid-42',
    ]);
  });
});
