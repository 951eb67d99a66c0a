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

  it('reads the statistics and their trends from get_user_stats', async () => {
    const { client, last } = fakeSupabase(() => ({
      json: [
        {
          total_users: 10,
          active_users: 8,
          new_users_today: 2,
          total_vendors: 3,
          total_users_trend: 12,
          active_users_trend: -3,
          new_users_today_trend: 0,
          total_vendors_trend: null,
        },
      ],
    }));
    expect(await createSupabaseAdmin(client, UID).stats()).toEqual({
      totalUsers: 10,
      activeUsers: 8,
      newUsersToday: 2,
      totalVendors: 3,
      trends: { totalUsers: 12, activeUsers: -3, newUsersToday: 0, totalVendors: null },
    });
    expect(last()).toMatchObject({ method: 'POST', target: '/rest/v1/rpc/get_user_stats' });
  });

  it('searches, filters, counts and pages users on the server, newest first', async () => {
    const { client, last } = fakeSupabase(() => ({
      headers: { 'content-range': '50-51/120' },
      json: [
        {
          id: OTHER,
          email: 'b@example.com',
          created_at: '2026-02-01T00:00:00Z',
          last_sign_in_at: null,
          status: 'suspended',
          vendors: { status: 'approved' },
          admins: null,
        },
        {
          id: UID,
          email: 'a@example.com',
          created_at: '2026-01-01T00:00:00Z',
          last_sign_in_at: '2026-03-01T00:00:00Z',
          status: 'active',
          vendors: [{ status: 'pending' }],
          admins: { role: 'super_admin' },
        },
      ],
    }));
    const page = await createSupabaseAdmin(client, UID).listUsers({
      search: ' 50%_off ',
      status: 'suspended',
      offset: 50,
      limit: 50,
    });
    expect(last().target).toBe(
      '/rest/v1/users?select=id,email,created_at,last_sign_in_at,status,vendors(status),admins(role)&email=ilike.%50\\%\\_off%&status=eq.suspended&order=created_at.desc,id.asc&offset=50&limit=50',
    );
    expect(last().headers.get('prefer')).toMatch(/count=exact/);
    expect(page).toEqual({
      total: 120,
      items: [
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
      ],
    });
  });

  it('lists admins newest first with their addresses', async () => {
    const { client, last } = fakeSupabase(() => ({
      json: [
        {
          id: 'a1',
          user_id: OTHER,
          role: 'admin',
          created_at: '2026-02-01T00:00:00Z',
          users: { email: 'b@example.com' },
        },
      ],
    }));
    expect(await createSupabaseAdmin(client, UID).listAdmins()).toEqual([
      { id: 'a1', userId: OTHER, email: 'b@example.com', role: 'admin', createdAt: '2026-02-01T00:00:00Z' },
    ]);
    expect(last().target).toBe(
      '/rest/v1/admins?select=id,user_id,role,created_at,users(email)&order=created_at.desc',
    );
  });

  it('reviews applications and marks messages handled through the checking RPCs', async () => {
    const { client, requests } = fakeSupabase(() => ({ json: null }));
    const admin = createSupabaseAdmin(client, UID);
    await admin.reviewApplication('v1', 'rejected', 'Missing photos');
    await admin.setContactHandled('m1', true);
    expect(requests.map((r) => [r.method, r.target, r.body])).toEqual([
      [
        'POST',
        '/rest/v1/rpc/review_vendor_application',
        { p_id: 'v1', p_status: 'rejected', p_note: 'Missing photos' },
      ],
      ['POST', '/rest/v1/rpc/set_contact_message_handled', { p_id: 'm1', p_handled: true }],
    ]);
  });

  it('reads applications with their reviews, oldest first, and the audit trail newest first', async () => {
    const { client, requests } = fakeSupabase((r) =>
      r.url.pathname.endsWith('/vendors')
        ? {
            headers: { 'content-range': '0-0/1' },
            json: [
              {
                id: 'v1',
                user_id: OTHER,
                business_name: 'Blooms',
                contact_name: 'Bo',
                email: 'bo@example.com',
                phone: null,
                website: null,
                category: 'Florist',
                description: 'Flowers',
                location: 'Austin, TX',
                service_area: null,
                price_range: '$$ (Moderate)',
                status: 'rejected',
                created_at: '2026-02-01T00:00:00Z',
                vendor_reviews: { note: 'Missing photos', reviewed_at: '2026-02-02T00:00:00Z' },
              },
            ],
          }
        : { headers: { 'content-range': '*/0' }, json: [] },
    );
    const admin = createSupabaseAdmin(client, UID);
    const applications = await admin.listApplications({ status: 'rejected', offset: 0, limit: 50 });
    expect(applications.items[0]).toMatchObject({
      businessName: 'Blooms',
      phone: '',
      reviewNote: 'Missing photos',
      status: 'rejected',
    });
    expect(await admin.listAudit({ offset: 0, limit: 50 })).toEqual({ items: [], total: 0 });
    expect(requests[0].target).toContain('status=eq.rejected&order=created_at.asc,id.asc&offset=0&limit=50');
    expect(requests[1].target).toBe(
      '/rest/v1/admin_audit?select=id,created_at,actor_email,action,target_email,detail&order=created_at.desc,id.asc&offset=0&limit=50',
    );
  });

  it('adds and removes admins in the admins table', async () => {
    const { client, requests } = fakeSupabase((r) =>
      r.method === 'DELETE' ? { json: [{ id: 'a1' }] } : { status: 201, json: undefined },
    );
    const admin = createSupabaseAdmin(client, UID);
    await admin.makeAdmin(OTHER);
    await admin.removeAdmin(OTHER);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      target: '/rest/v1/admins',
      body: { user_id: OTHER, role: 'admin' },
    });
    expect(requests[1]).toMatchObject({
      method: 'DELETE',
      target: `/rest/v1/admins?user_id=eq.${OTHER}&select=id`,
    });
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

  it('rejects in words when RLS refuses an admin change (an insert refused, or a delete that matched nothing)', async () => {
    const { client } = fakeSupabase((r) =>
      r.method === 'DELETE'
        ? { json: [] }
        : {
            status: 403,
            json: { code: '42501', message: 'new row violates row-level security policy for table "admins"' },
          },
    );
    const admin = createSupabaseAdmin(client, UID);
    await expect(admin.makeAdmin(OTHER)).rejects.toMatchObject({
      code: '42501',
      message: 'Only a super admin can change admins.',
    });
    await expect(admin.removeAdmin(OTHER)).rejects.toMatchObject({
      message: 'Only a super admin can change admins.',
    });
  });

  it("passes the database's last-super-admin refusal on as it is worded", async () => {
    const { client } = fakeSupabase(() => ({
      status: 400,
      json: {
        code: 'P0001',
        message: 'The last super admin cannot be removed. Make another super admin first.',
      },
    }));
    await expect(createSupabaseAdmin(client, UID).removeAdmin(UID)).rejects.toThrow(
      'The last super admin cannot be removed. Make another super admin first.',
    );
  });
});
