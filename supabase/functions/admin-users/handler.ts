/**
 * The `admin-users` Edge Function's request handler: a pure `(req, deps) => Response` (index.ts wires supabase-js
 * with the service role). Suspending, activating and deleting an account need the service role, which never reaches a
 * browser; so the admin page asks this function, and it decides:
 *  1. the caller's token is checked with the auth server (`auth.getUser`: a deleted or signed-out caller's token is
 *     refused even before it expires);
 *  2. the caller must be an admin whose own account is not suspended (their `admins` row, read with the service role),
 *     and a super admin to act on another admin's account (a plain admin cannot suspend or delete their peers);
 *  3. the last super admin is never suspended or deleted (Postgres refuses it too, tests/db/admin.test.ts);
 *  4. then `auth.admin.updateUserById` with `ban_duration` '876000h' (100 years) or 'none', keeping `users.status` in
 *     step, or the account deletion shared with `delete-account` (files, then the auth user and its rows);
 *  5. the action is written to `admin_audit` (who, what, whom, when).
 * Answers `{ ok: true }`, or `{ error: "<sentence>" }` the dashboard shows as it is.
 */
import {
  deleteAccountEverything,
  LAST_SUPER_ADMIN_DELETE,
  type AccountDeletionDeps,
} from '../_shared/account-deletion.ts';
import { corsHeaders, isUuid, jsonResponse, readJson, refusal } from '../_shared/http.ts';
import { bearerToken } from '../_shared/supabase-auth.ts';

export const BAN_FOREVER = '876000h';
export const LIFT_BAN = 'none';

export type AdminAction = 'suspend' | 'activate' | 'delete';
const ACTIONS: readonly AdminAction[] = ['suspend', 'activate', 'delete'];
const AUDIT_ACTION = { suspend: 'suspend_user', activate: 'activate_user', delete: 'delete_user' } as const;

export const MESSAGES = {
  signIn: 'Please sign in again.',
  adminsOnly: 'Only admins can do this.',
  superAdminsOnly: 'Only a super admin can suspend, activate or delete an admin.',
  badRequest: 'Send { "action": "suspend" | "activate" | "delete", "userId": "<uuid>" }.',
  noSuchUser: 'That user no longer exists.',
  lastSuperAdminSuspend: 'The last super admin cannot be suspended. Make another super admin first.',
  lastSuperAdminDelete: LAST_SUPER_ADMIN_DELETE,
  failed: 'The action could not be completed. Please try again.',
} as const;

export interface UserInfo {
  id: string;
  email: string | null;
  status: 'active' | 'suspended' | 'pending';
  role: 'admin' | 'super_admin' | null;
}

export interface AuditRow {
  actorId: string;
  actorEmail: string | null;
  action: (typeof AUDIT_ACTION)[AdminAction];
  targetId: string;
  targetEmail: string | null;
}

export interface AdminUsersDeps extends AccountDeletionDeps {
  /** Browser origins allowed to call (env ADMIN_ALLOWED_ORIGINS, comma separated); empty means any. */
  allowedOrigins: string[];
  /** The user the auth server says the token belongs to (auth.getUser), or null when it refuses the token. */
  verifyUser(token: string): Promise<{ id: string } | null>;
  /** A user's row in `users` with their admin role, or null when there is none. */
  findUser(userId: string): Promise<UserInfo | null>;
  /** Whether a super admin other than `userId` exists who is not suspended. */
  otherSuperAdminExists(userId: string): Promise<boolean>;
  /** auth.admin.updateUserById(userId, { ban_duration }). */
  setBanDuration(userId: string, banDuration: typeof BAN_FOREVER | typeof LIFT_BAN): Promise<void>;
  /** users.status: 'suspended', or back to 'active' from 'suspended' (an unconfirmed account stays pending). */
  setStatus(userId: string, status: 'suspended' | 'active'): Promise<void>;
  audit(row: AuditRow): Promise<void>;
  logError?: (message: string, detail?: unknown) => void;
}

const isFunctionPath = (url: string) => /^(?:\/functions\/v1)?\/admin-users\/?$/.test(new URL(url).pathname);

export async function handleAdminUsersRequest(req: Request, deps: AdminUsersDeps): Promise<Response> {
  const cors = corsHeaders(req, deps.allowedOrigins);
  try {
    if (!isFunctionPath(req.url)) return refusal(cors, 404, 'Not found.');
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (req.method !== 'POST') return refusal(cors, 405, 'Method not allowed. Use POST.');

    const token = bearerToken(req);
    const caller = token ? await deps.verifyUser(token) : null;
    if (!caller) return refusal(cors, 401, MESSAGES.signIn);
    const me = await deps.findUser(caller.id);
    if (!me?.role || me.status === 'suspended') return refusal(cors, 403, MESSAGES.adminsOnly);

    const body = (await readJson(req)) as { action?: unknown; userId?: unknown } | null;
    const action = body?.action as AdminAction;
    const targetId = body?.userId;
    if (!ACTIONS.includes(action) || !isUuid(targetId)) return refusal(cors, 400, MESSAGES.badRequest);
    const target = await deps.findUser(targetId);
    if (!target) return refusal(cors, 404, MESSAGES.noSuchUser);
    if (target.role && target.id !== me.id && me.role !== 'super_admin')
      return refusal(cors, 403, MESSAGES.superAdminsOnly);

    const lastSuperAdmin = target.role === 'super_admin' && !(await deps.otherSuperAdminExists(target.id));
    if (action === 'suspend') {
      if (lastSuperAdmin && target.status !== 'suspended')
        return refusal(cors, 409, MESSAGES.lastSuperAdminSuspend);
      await deps.setBanDuration(target.id, BAN_FOREVER);
      await deps.setStatus(target.id, 'suspended');
    } else if (action === 'activate') {
      await deps.setBanDuration(target.id, LIFT_BAN);
      await deps.setStatus(target.id, 'active');
    } else {
      if (lastSuperAdmin) return refusal(cors, 409, MESSAGES.lastSuperAdminDelete);
      await deleteAccountEverything(deps, target.id);
    }

    try {
      await deps.audit({
        actorId: caller.id,
        actorEmail: me.email,
        action: AUDIT_ACTION[action],
        targetId: target.id,
        targetEmail: target.email,
      });
    } catch (error) {
      // The action itself is done and cannot be taken back; say so in the logs rather than report a failure.
      deps.logError?.('admin-users: audit row not written', error instanceof Error ? error.message : error);
    }
    return jsonResponse(cors, 200, { ok: true });
  } catch (error) {
    deps.logError?.('admin-users: failed', error instanceof Error ? error.message : error);
    return refusal(cors, 500, MESSAGES.failed);
  }
}
