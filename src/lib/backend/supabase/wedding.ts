import type { SupabaseClient } from '@supabase/supabase-js';
import { paths } from '@/lib/paths';
import type {
  InviteRole,
  PendingJoinLink,
  WeddingChoice,
  WeddingMember,
  WeddingMembersPort,
  WeddingPort,
  WeddingRole,
} from '../ports/wedding';
import { emailFailure } from './email';
import { CloudError, fail } from './errors';

/** Where this device remembers the chosen wedding, per user (a planner in several weddings picks one). */
export const chosenWeddingKey = (userId: string) => `wedding-choice:${userId}`;

function readChoice(userId: string): string | null {
  try {
    return localStorage.getItem(chosenWeddingKey(userId));
  } catch {
    return null;
  }
}

/**
 * The signed-in user's weddings (`api.my_weddings`). The list is read once per backend: choosing another wedding
 * reloads the app, and joining or leaving one does too.
 */
export function createSupabaseWedding(client: SupabaseClient, userId: string): WeddingPort {
  let listed: Promise<WeddingChoice[]> | null = null;
  const list = () =>
    (listed ??= (async () => {
      const { data, error } = await client.schema('api').rpc('my_weddings');
      if (error) {
        listed = null;
        fail(error, 'Could not read your weddings.');
      }
      return ((data ?? []) as { id: string; role: WeddingRole; label: string }[]).map(
        ({ id, role, label }) => ({
          id,
          role,
          label,
        }),
      );
    })());

  async function current() {
    const weddings = await list();
    const chosen = readChoice(userId);
    const wedding = weddings.find((w) => w.id === chosen) ?? weddings[0];
    // Every account gets a wedding at sign-up, and leaving the last one is refused: none means a broken account.
    if (!wedding) throw new Error('Your account has no wedding. Sign out and in again, or contact us.');
    return wedding;
  }

  return {
    shared: true,
    list,
    current,
    ...createSupabaseMembers(client, async () => (await current()).id),
    choose(id) {
      try {
        localStorage.setItem(chosenWeddingKey(userId), id);
      } catch {
        // Private mode without storage: the choice lasts until the reload only.
      }
    },
  };
}

interface LinkRow {
  id: string;
  role: InviteRole;
  email: string | null;
  expires_at: string;
}

const toLink = (row: LinkRow): PendingJoinLink => ({
  id: row.id,
  role: row.role,
  email: row.email,
  expiresAt: row.expires_at,
});

export const INVALID_JOIN_LINK = 'This join link is not valid any more. Ask for a new one.';

/**
 * The members of the current wedding over the `api.*` functions of …107002 and …103001 (the api schema is chosen by
 * PostgREST's profile header).
 */
function createSupabaseMembers(client: SupabaseClient, weddingId: () => Promise<string>): WeddingMembersPort {
  async function call<T>(fn: string, args: Record<string, unknown>, what: string): Promise<T> {
    const { data, error } = await client.schema('api').rpc(fn, args);
    if (error) fail(error, `Could not ${what}.`);
    return data as T;
  }
  return {
    async members() {
      const rows = await call<
        { user_id: string; name: string; email: string; role: WeddingRole; joined_at: string }[]
      >('wedding_members', { p_wedding: await weddingId() }, 'read the members');
      return (rows ?? []).map((r): WeddingMember => ({
        userId: r.user_id,
        name: r.name,
        email: r.email,
        role: r.role,
        joinedAt: r.joined_at,
      }));
    },
    async pendingLinks() {
      const rows = await call<LinkRow[]>(
        'pending_join_links',
        { p_wedding: await weddingId() },
        'read the join links',
      );
      return (rows ?? []).map(toLink);
    },
    async createLink(role, email) {
      const rows = await call<{ id: string; token: string; expires_at: string }[]>(
        'create_join_link',
        { p_wedding: await weddingId(), p_role: role, p_email: email?.trim() || null },
        'make a join link',
      );
      const row = rows[0]!;
      return {
        id: row.id,
        role,
        email: email?.trim() || null,
        expiresAt: row.expires_at,
        url: `${window.location.origin}${paths.join(row.token)}`,
      };
    },
    async revokeLink(id) {
      await call('revoke_join_link', { p_link: id }, 'revoke the join link');
    },
    async invite(email, role) {
      const { data, error } = await client.functions.invoke('send-email', {
        body: { kind: 'wedding-invite', weddingId: await weddingId(), role, email: email.trim() },
      });
      if (error) throw await emailFailure(error);
      return toLink((data as { link: LinkRow }).link);
    },
    async accept(token) {
      const joined = await call<string | null>('accept_join_link', { p_token: token }, 'join the wedding');
      // A used, expired, revoked or unknown link answers null (so the failed try is kept, …103001).
      if (!joined) throw new CloudError(INVALID_JOIN_LINK, 'join_link_invalid');
      return joined;
    },
    async setRole(userId, role) {
      await call(
        'set_member_role',
        { p_wedding: await weddingId(), p_user: userId, p_role: role },
        'change the role',
      );
    },
    async remove(userId) {
      await call('remove_member', { p_wedding: await weddingId(), p_user: userId }, 'remove the member');
    },
    async transfer(userId) {
      await call(
        'transfer_ownership',
        { p_wedding: await weddingId(), p_user: userId },
        'hand the wedding over',
      );
    },
    async leave() {
      await call('leave_wedding', { p_wedding: await weddingId() }, 'leave the wedding');
    },
  };
}
