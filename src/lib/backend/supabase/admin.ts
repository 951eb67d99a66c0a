import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  AdminContactMessage,
  AdminPort,
  AdminRecord,
  AdminStats,
  AdminUserRow,
  AuditEntry,
  Page,
  UserRole,
} from '../types';
import { CloudError, fail } from './errors';
import { fromVendorRow, VENDOR_COLUMNS, type VendorRow } from './vendor-rows';

type AdminRole = 'admin' | 'super_admin';

interface UserRow {
  id: string;
  email: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  status: AdminUserRow['status'];
  // vendors.user_id and admins.user_id are unique, so PostgREST embeds one object (or null); an array is tolerated.
  vendors: { status: string } | { status: string }[] | null;
  admins: { role: AdminRole } | { role: AdminRole }[] | null;
}

const one = <T>(value: T | T[] | null): T | null => (Array.isArray(value) ? (value[0] ?? null) : value);

export function userFromRow(row: UserRow): AdminUserRow {
  const admin = one(row.admins);
  return {
    id: row.id,
    email: row.email ?? '',
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    isVendor: one(row.vendors)?.status === 'approved',
    isAdmin: admin !== null,
    role: admin?.role ?? 'user',
    status: row.status,
  };
}

/** `%` and `_` typed into the search are letters, not wildcards. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Postgres' refusals in words: a permission error names a table, which helps nobody at the dashboard. */
function adminFailure(error: { message?: string; code?: string } | null, fallback: string): never {
  if (error?.code === '42501' && !/^only|^the last/i.test(error.message ?? ''))
    throw new CloudError('Only a super admin can change admins.', error.code, error);
  fail(error, fallback);
}

type Result<R> = PromiseLike<{
  data: R | null;
  error: { message?: string; code?: string } | null;
  count?: number | null;
}>;

async function paged<R, T>(query: Result<R[]>, map: (row: R) => T, what: string): Promise<Page<T>> {
  const { data, error, count } = await query;
  if (error) fail(error, `Could not load ${what}.`);
  return { items: (data ?? []).map(map), total: count ?? data?.length ?? 0 };
}

/**
 * Admin functions in cloud mode. Reads go through RLS (admins read every user, application, message and audit row;
 * nobody else does); adding or removing admins is allowed by policy only to super admins, and triggers record it;
 * reviews and handled messages go through RPCs that check the caller and record the action; suspend, activate and
 * delete need the service role, so they go through the `admin-users` Edge Function, which checks the caller's token
 * and role first.
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
  const rpc = async (name: string, args: Record<string, unknown>, fallback: string) => {
    const { error } = await client.rpc(name, args);
    if (error) fail(error, fallback);
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
      const row = (Array.isArray(data) ? data[0] : data) as Record<string, number | null> | null;
      const figure = (key: string) => Number(row?.[key] ?? 0);
      const trend = (key: string) =>
        row?.[key] === null || row?.[key] === undefined ? null : Number(row[key]);
      return {
        totalUsers: figure('total_users'),
        activeUsers: figure('active_users'),
        newUsersToday: figure('new_users_today'),
        totalVendors: figure('total_vendors'),
        trends: {
          totalUsers: trend('total_users_trend'),
          activeUsers: trend('active_users_trend'),
          newUsersToday: trend('new_users_today_trend'),
          totalVendors: trend('total_vendors_trend'),
        },
      };
    },

    async listUsers({ search, status, offset, limit }) {
      // Searched, filtered, counted and paged by Postgres: 10,000 users cost one page of rows.
      let query = client
        .from('users')
        .select('id, email, created_at, last_sign_in_at, status, vendors(status), admins(role)', {
          count: 'exact',
        });
      const needle = search.trim();
      if (needle) query = query.ilike('email', `%${likeText(needle)}%`);
      if (status !== 'all') query = query.eq('status', status);
      return paged(
        query
          .order('created_at', { ascending: false })
          .order('id')
          .range(offset, offset + limit - 1) as unknown as Result<UserRow[]>,
        userFromRow,
        'users',
      );
    },

    setSuspended: (targetId, suspended) => invoke(suspended ? 'suspend' : 'activate', targetId),
    deleteUser: (targetId) => invoke('delete', targetId),

    async makeAdmin(targetId) {
      const { error } = await client.from('admins').insert({ user_id: targetId, role: 'admin' });
      if (error) adminFailure(error, 'Could not make this user an admin.');
    },

    async removeAdmin(targetId) {
      // Asking for the row back tells "refused by policy" (nothing deleted) apart from "done".
      const { data, error } = await client.from('admins').delete().eq('user_id', targetId).select('id');
      if (error) adminFailure(error, 'Could not remove this admin.');
      if (!data?.length) throw new CloudError('Only a super admin can change admins.', '42501');
    },

    async listAdmins(): Promise<AdminRecord[]> {
      const { data, error } = await client
        .from('admins')
        .select('id, user_id, role, created_at, users(email)')
        .order('created_at', { ascending: false });
      if (error) fail(error, 'Could not load the admins.');
      type Row = {
        id: string;
        user_id: string;
        role: AdminRole;
        created_at: string;
        users: { email: string | null } | null;
      };
      return ((data ?? []) as unknown as Row[]).map((r) => ({
        id: r.id,
        userId: r.user_id,
        email: one(r.users)?.email ?? '',
        role: r.role,
        createdAt: r.created_at,
      }));
    },

    async listApplications({ status, offset, limit }) {
      let query = client.from('vendors').select(VENDOR_COLUMNS, { count: 'exact' });
      if (status !== 'all') query = query.eq('status', status);
      return paged(
        query
          .order('created_at', { ascending: true })
          .order('id')
          .range(offset, offset + limit - 1) as unknown as Result<VendorRow[]>,
        fromVendorRow,
        'vendor applications',
      );
    },

    reviewApplication: (id, decision, note) =>
      rpc(
        'review_vendor_application',
        { p_id: id, p_status: decision, p_note: note },
        'Could not save the review.',
      ),

    async listContactMessages({ offset, limit }) {
      type Row = {
        id: string;
        name: string;
        email: string;
        subject: string;
        message: string;
        created_at: string;
        handled_at: string | null;
      };
      return paged(
        client
          .from('contact_messages')
          .select('id, name, email, subject, message, created_at, handled_at', { count: 'exact' })
          .order('created_at', { ascending: false })
          .order('id')
          .range(offset, offset + limit - 1) as unknown as Result<Row[]>,
        (r): AdminContactMessage => ({
          id: r.id,
          name: r.name,
          email: r.email,
          subject: r.subject,
          message: r.message,
          createdAt: r.created_at,
          handledAt: r.handled_at,
        }),
        'contact messages',
      );
    },

    setContactHandled: (id, handled) =>
      rpc('set_contact_message_handled', { p_id: id, p_handled: handled }, 'Could not update the message.'),
    deleteContactMessage: (id) =>
      rpc('delete_contact_message', { p_id: id }, 'Could not delete the message.'),

    async listAudit({ offset, limit }) {
      type Row = {
        id: string;
        created_at: string;
        actor_email: string | null;
        action: AuditEntry['action'];
        target_email: string | null;
        detail: string | null;
      };
      return paged(
        client
          .from('admin_audit')
          .select('id, created_at, actor_email, action, target_email, detail', { count: 'exact' })
          .order('created_at', { ascending: false })
          .order('id')
          .range(offset, offset + limit - 1) as unknown as Result<Row[]>,
        (r): AuditEntry => ({
          id: r.id,
          at: r.created_at,
          actorEmail: r.actor_email,
          action: r.action,
          targetEmail: r.target_email,
          detail: r.detail,
        }),
        'the audit trail',
      );
    },
  };
}
