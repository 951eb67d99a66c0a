/**
 * The `delete-account` Edge Function: wires supabase-js, with the project's secret key (the service role, server side
 * only), into the pure handler in handler.ts. Deploy with `supabase functions deploy delete-account`. Optional:
 * ACCOUNT_ALLOWED_ORIGINS (comma separated; default any). config.toml sets verify_jwt = false: the handler checks the
 * caller's token itself, with the auth server.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import {
  accountDeletionDeps,
  findUser,
  otherSuperAdminExists,
  userFromToken,
} from '../_shared/service-deps.ts';
import { commaList } from '../_shared/http.ts';
import { readSupabaseKeys } from '../_shared/supabase-auth.ts';
import { handleDeleteAccountRequest } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const keys = readSupabaseKeys(env);
const admin = createClient(keys.url, keys.secretKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

Deno.serve((req) =>
  handleDeleteAccountRequest(req, {
    ...accountDeletionDeps(admin),
    allowedOrigins: commaList(env('ACCOUNT_ALLOWED_ORIGINS')),
    verifyUser: (token) => userFromToken(admin, token),
    async isLastSuperAdmin(userId) {
      const user = await findUser(admin, userId);
      return user?.role === 'super_admin' && !(await otherSuperAdminExists(admin, userId));
    },
    logError: (message, detail) => console.error(message, detail ?? ''),
  }),
);
