/**
 * The supabase-js calls, made with the service role, that the account functions (`admin-users`, `delete-account`)
 * hand to their pure handlers. Kept apart from the Deno entries so vitest checks them against a fake client; no npm
 * imports (the entries pass in the clients they built).
 */
import type { AccountDeletionDeps, StoredFile } from './account-deletion.ts';

type Failure = { message?: string; code?: string; status?: number } | null;
type Answer<T = unknown> = PromiseLike<{ data: T; error: Failure }>;

/** The slice of a service-role supabase-js client these functions use. */
export interface ServiceClient {
  rpc(name: string, args: Record<string, unknown>): Answer;
  from(table: string): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the query builder's chain
  storage: { from(bucket: string): { remove(names: string[]): Answer } };
  auth: {
    getUser(jwt: string): Answer<{ user: { id: string; email?: string | null } | null }>;
    admin: {
      deleteUser(id: string): Answer;
      updateUserById(id: string, attributes: { ban_duration: string }): Answer;
    };
  };
}

const failed = (what: string, error: Failure): Error =>
  new Error(`${what} failed (${error?.code ?? error?.status ?? 'no code'})`);

/** The caller, as the auth server knows them now; null when it refuses the token (expired, signed out, deleted). */
export async function userFromToken(
  client: ServiceClient,
  token: string,
): Promise<{ id: string; email: string | null } | null> {
  const { data, error } = await client.auth.getUser(token);
  if (error) {
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) return null;
    throw failed('auth.getUser', error);
  }
  return data.user ? { id: data.user.id, email: data.user.email ?? null } : null;
}

export function accountDeletionDeps(client: ServiceClient): AccountDeletionDeps {
  return {
    async listFiles(userId) {
      const { data, error } = await client.rpc('account_file_names', { p_user: userId });
      if (error) throw failed('account_file_names', error);
      return (data ?? []) as StoredFile[];
    },
    async removeFiles(bucket, names) {
      const { error } = await client.storage.from(bucket).remove(names);
      if (error) throw failed(`storage remove from ${bucket}`, error);
    },
    async deleteAuthUser(userId) {
      const { error } = await client.auth.admin.deleteUser(userId);
      if (error) throw failed('auth.admin.deleteUser', error);
    },
  };
}

export interface UserRow {
  id: string;
  email: string | null;
  status: 'active' | 'suspended' | 'pending';
  role: 'admin' | 'super_admin' | null;
}

export async function findUser(client: ServiceClient, userId: string): Promise<UserRow | null> {
  const { data, error } = await client
    .from('users')
    .select('id, email, status, admins(role)')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw failed('users', error);
  if (!data) return null;
  const admins = Array.isArray(data.admins) ? data.admins[0] : data.admins;
  return { id: data.id, email: data.email, status: data.status, role: admins?.role ?? null };
}

export async function otherSuperAdminExists(client: ServiceClient, userId: string): Promise<boolean> {
  const { data, error } = await client
    .from('admins')
    .select('user_id, users!inner(status)')
    .eq('role', 'super_admin')
    .neq('user_id', userId)
    .neq('users.status', 'suspended')
    .limit(1);
  if (error) throw failed('admins', error);
  return (data ?? []).length > 0;
}
