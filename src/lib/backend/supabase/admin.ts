import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminPort, AdminStats, AdminUserRow, UserRole } from '../types';
import { CloudError, fail, readAllPages } from './errors';

interface UserRow {
  id: string;
  email: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  status: AdminUserRow['status'];
  vendors: { id: string }[] | null;
  // admins.user_id is unique, so PostgREST embeds one object (or null); an array is tolerated too.
  admins:
    { id: string; role: 'admin' | 'super_admin' } | { id: string; role: 'admin' | 'super_admin' }[] | null;
}

export function userFromRow(row: UserRow): AdminUserRow {
  const admin = Array.isArray(row.admins) ? (row.admins[0] ?? null) : row.admins;
  return {
    id: row.id,
    email: row.email ?? '',
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    isVendor: (row.vendors?.length ?? 0) > 0,
    isAdmin: admin !== null,
    role: admin?.role ?? 'user',
    status: row.status,
  };
}

/**
 * Admin functions in cloud mode. Reads go through RLS (admins see every user); adding or removing admins is
 * allowed by policy only to super admins; suspend, activate and delete need the service role, so they go
 * through the `admin-users` Edge Function, which checks the caller's JWT and role first.
 */
export function createSupabaseAdmin(client: SupabaseClient, userId: string): AdminPort {
  const invoke = async (action: 'suspend' | 'activate' | 'delete', targetId: string) => {
    const { error } = await client.functions.invoke('admin-users', { body: { action, userId: targetId } });
    if (!error) return;
    // A FunctionsHttpError carries the Response; the function answers { error: "..." }.
    const context = (error as { context?: unknown }).context;
    let message = error.message;
    if (context instanceof Response) {
      const body = (await context.json().catch(() => null)) as { error?: unknown } | null;
      if (typeof body?.error === 'string') message = body.error;
    }
    throw new CloudError(message || 'The admin action failed.', undefined, error);
  };

  return {
    async myRole(): Promise<UserRole> {
      const { data, error } = await client.from('admins').select('role').eq('user_id', userId).maybeSingle();
      if (error) fail(error, 'Could not check your role.');
      return (data?.role as UserRole | undefined) ?? 'user';
    },
    async stats(): Promise<AdminStats> {
      const { data, error } = await client.rpc('get_user_stats');
      if (error) fail(error, 'Could not load the statistics.');
      const row = (Array.isArray(data) ? data[0] : data) as Record<string, number> | null;
      return {
        totalUsers: Number(row?.total_users ?? 0),
        activeUsers: Number(row?.active_users ?? 0),
        newUsersToday: Number(row?.new_users_today ?? 0),
        totalVendors: Number(row?.total_vendors ?? 0),
      };
    },
    async listUsers() {
      const rows = await readAllPages<UserRow>(
        (from, to) =>
          client
            .from('users')
            .select('id, email, created_at, last_sign_in_at, status, vendors(id), admins(id, role)')
            .order('created_at', { ascending: false })
            .range(from, to) as unknown as PromiseLike<{
            data: UserRow[] | null;
            error: { message?: string } | null;
          }>,
        'users',
      );
      return rows.map(userFromRow);
    },
    setSuspended: (targetId, suspended) => invoke(suspended ? 'suspend' : 'activate', targetId),
    deleteUser: (targetId) => invoke('delete', targetId),
    async makeAdmin(targetId) {
      const { error } = await client.from('admins').insert({ user_id: targetId, role: 'admin' });
      if (error) fail(error, 'Could not make this user an admin.');
    },
    async removeAdmin(targetId) {
      const { error } = await client.from('admins').delete().eq('user_id', targetId);
      if (error) fail(error, 'Could not remove this admin.');
    },
  };
}
