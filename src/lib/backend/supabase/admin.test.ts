import { createSupabaseAdmin } from './admin';
import { CloudError } from './errors';
import { fakeSupabase } from './test-client';

const UID = '7f0c7a4e-0000-4000-8000-000000000001';
const OTHER = '7f0c7a4e-0000-4000-8000-000000000002';

describe('cloud admin', () => {
  it("reads the caller's role from admins, 'user' when there is no row", async () => {
    let rows: object[] = [{ role: 'super_admin' }];
    const { client, requests } = fakeSupabase(() => ({ json: rows }));
    const admin = createSupabaseAdmin(client, UID);
    expect(await admin.myRole()).toBe('super_admin');
    expect(requests[0].target).toBe(`/rest/v1/admins?select=role&user_id=eq.${UID}`);
    rows = [];
    expect(await admin.myRole()).toBe('user');
  });

  it('reads the statistics from get_user_stats', async () => {
    const { client, last } = fakeSupabase(() => ({
      json: [{ total_users: 10, active_users: 8, new_users_today: 2, total_vendors: 3 }],
    }));
    expect(await createSupabaseAdmin(client, UID).stats()).toEqual({
      totalUsers: 10,
      activeUsers: 8,
      newUsersToday: 2,
      totalVendors: 3,
    });
    expect(last()).toMatchObject({ method: 'POST', target: '/rest/v1/rpc/get_user_stats' });
  });

  it('lists users newest first with their vendor and admin flags', async () => {
    const { client, last } = fakeSupabase(() => ({
      json: [
        {
          id: OTHER,
          email: 'b@example.com',
          created_at: '2026-02-01T00:00:00Z',
          last_sign_in_at: null,
          status: 'suspended',
          vendors: [{ id: 'v1' }],
          admins: null,
        },
        {
          id: UID,
          email: 'a@example.com',
          created_at: '2026-01-01T00:00:00Z',
          last_sign_in_at: '2026-03-01T00:00:00Z',
          status: 'active',
          vendors: [],
          admins: { id: 'a1', role: 'super_admin' },
        },
      ],
    }));
    const users = await createSupabaseAdmin(client, UID).listUsers();
    expect(last().target).toBe(
      '/rest/v1/users?select=id,email,created_at,last_sign_in_at,status,vendors(id),admins(id,role)&order=created_at.desc&offset=0&limit=1000',
    );
    expect(users).toEqual([
      {
        id: OTHER,
        email: 'b@example.com',
        createdAt: '2026-02-01T00:00:00Z',
        lastSignInAt: null,
        isVendor: true,
        isAdmin: false,
        role: 'user',
        status: 'suspended',
      },
      {
        id: UID,
        email: 'a@example.com',
        createdAt: '2026-01-01T00:00:00Z',
        lastSignInAt: '2026-03-01T00:00:00Z',
        isVendor: false,
        isAdmin: true,
        role: 'super_admin',
        status: 'active',
      },
    ]);
  });

  it('adds and removes admins in the admins table', async () => {
    const { client, requests } = fakeSupabase(() => ({ status: 201, json: undefined }));
    const admin = createSupabaseAdmin(client, UID);
    await admin.makeAdmin(OTHER);
    await admin.removeAdmin(OTHER);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      target: '/rest/v1/admins',
      body: { user_id: OTHER, role: 'admin' },
    });
    expect(requests[1]).toMatchObject({ method: 'DELETE', target: `/rest/v1/admins?user_id=eq.${OTHER}` });
  });

  it('suspends, activates and deletes through the admin-users Edge Function', async () => {
    const { client, requests } = fakeSupabase(() => ({ json: { ok: true } }));
    const admin = createSupabaseAdmin(client, UID);
    await admin.setSuspended(OTHER, true);
    await admin.setSuspended(OTHER, false);
    await admin.deleteUser(OTHER);
    expect(requests.map((r) => [r.method, r.target, r.body])).toEqual([
      ['POST', '/functions/v1/admin-users', { action: 'suspend', userId: OTHER }],
      ['POST', '/functions/v1/admin-users', { action: 'activate', userId: OTHER }],
      ['POST', '/functions/v1/admin-users', { action: 'delete', userId: OTHER }],
    ]);
  });

  it("rejects with the function's own message when it refuses", async () => {
    const { client } = fakeSupabase(() => ({
      status: 409,
      json: { error: 'cannot remove the last super admin' },
    }));
    const error = await createSupabaseAdmin(client, UID)
      .deleteUser(UID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudError);
    expect((error as Error).message).toBe('cannot remove the last super admin');
  });

  it('rejects when RLS refuses an admin change', async () => {
    const { client } = fakeSupabase(() => ({
      status: 403,
      json: { code: '42501', message: 'new row violates row-level security policy for table "admins"' },
    }));
    await expect(createSupabaseAdmin(client, UID).makeAdmin(OTHER)).rejects.toMatchObject({ code: '42501' });
  });
});
