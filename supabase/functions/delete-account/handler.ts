/**
 * The `delete-account` Edge Function's request handler: a pure `(req, deps) => Response` (index.ts wires supabase-js
 * with the service role). "Delete my account" in /settings: the signed-in user deletes their own account and
 * everything it owns: their Storage objects, their rows in every table and the auth user itself (the deletion shared
 * with `admin-users`, ../_shared/account-deletion.ts).
 *  - The caller's token is checked with the auth server (`auth.getUser`), so only the account's owner, signed in now,
 *    can delete it; the account deleted is always the caller's own (the body names no user).
 *  - The body must carry the account's email as the user typed it (`{ "confirm": "<email>" }`): a stray or forged
 *    request without it deletes nothing.
 *  - The last super admin is refused with words that say what to do (Postgres refuses it as well).
 */
import {
  deleteAccountEverything,
  LAST_SUPER_ADMIN_DELETE,
  type AccountDeletionDeps,
} from '../_shared/account-deletion.ts';
import { corsHeaders, jsonResponse, readJson, refusal } from '../_shared/http.ts';
import { bearerToken } from '../_shared/supabase-auth.ts';

export const MESSAGES = {
  signIn: 'Please sign in again.',
  confirm: 'Type your email address exactly as shown to confirm.',
  lastSuperAdmin: LAST_SUPER_ADMIN_DELETE,
  failed: 'Your account could not be deleted. Please try again.',
} as const;

export interface DeleteAccountDeps extends AccountDeletionDeps {
  /** Browser origins allowed to call (env ACCOUNT_ALLOWED_ORIGINS, comma separated); empty means any. */
  allowedOrigins: string[];
  /** The user the auth server says the token belongs to (auth.getUser), or null when it refuses the token. */
  verifyUser(token: string): Promise<{ id: string; email: string | null } | null>;
  /** Whether the user is a super admin with no other super admin (not suspended) beside them. */
  isLastSuperAdmin(userId: string): Promise<boolean>;
  logError?: (message: string, detail?: unknown) => void;
}

const isFunctionPath = (url: string) =>
  /^(?:\/functions\/v1)?\/delete-account\/?$/.test(new URL(url).pathname);
const normalise = (email: string) => email.trim().toLowerCase();

export async function handleDeleteAccountRequest(req: Request, deps: DeleteAccountDeps): Promise<Response> {
  const cors = corsHeaders(req, deps.allowedOrigins);
  try {
    if (!isFunctionPath(req.url)) return refusal(cors, 404, 'Not found.');
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (req.method !== 'POST') return refusal(cors, 405, 'Method not allowed. Use POST.');

    const token = bearerToken(req);
    const caller = token ? await deps.verifyUser(token) : null;
    if (!caller) return refusal(cors, 401, MESSAGES.signIn);

    const body = (await readJson(req)) as { confirm?: unknown } | null;
    const typed = typeof body?.confirm === 'string' ? normalise(body.confirm) : '';
    if (!caller.email || typed !== normalise(caller.email)) return refusal(cors, 400, MESSAGES.confirm);
    if (await deps.isLastSuperAdmin(caller.id)) return refusal(cors, 409, MESSAGES.lastSuperAdmin);

    const { files } = await deleteAccountEverything(deps, caller.id);
    return jsonResponse(cors, 200, { deleted: true, files });
  } catch (error) {
    deps.logError?.('delete-account: failed', error instanceof Error ? error.message : error);
    return refusal(cors, 500, MESSAGES.failed);
  }
}
