/**
 * The `admin-users` Edge Function: wires supabase-js, with the project's secret key (the service role, which exists
 * only here and in the other functions, never in a browser), into the pure handler in handler.ts. Deploy with
 * `supabase functions deploy admin-users`. Optional: ADMIN_ALLOWED_ORIGINS (comma separated; default any).
 * config.toml sets verify_jwt = false: the handler checks the caller's token itself, with the auth server.
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
import { handleAdminUsersRequest } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const keys = readSupabaseKeys(env);
const admin = createClient(keys.url, keys.secretKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

Deno.serve((req) =>
  handleAdminUsersRequest(req, {
    ...accountDeletionDeps(admin),
    allowedOrigins: commaList(env('ADMIN_ALLOWED_ORIGINS')),
    verifyUser: (token) => userFromToken(admin, token),
    findUser: (userId) => findUser(admin, userId),
    otherSuperAdminExists: (userId) => otherSuperAdminExists(admin, userId),
    async setBanDuration(userId, banDuration) {
      const { error } = await admin.auth.admin.updateUserById(userId, { ban_duration: banDuration });
      if (error) throw new Error(`auth.admin.updateUserById failed (${error.status ?? 'no status'})`);
    },
    async setStatus(userId, status) {
      let query = admin.from('users').update({ status }).eq('id', userId);
      // Lifting a ban makes a suspended account active; an unconfirmed one stays pending.
      if (status === 'active') query = query.eq('status', 'suspended');
      const { error } = await query;
      if (error) throw new Error(`users status failed (${error.code ?? 'no code'})`);
    },
    async audit({ actorId, actorEmail, action, targetId, targetEmail }) {
      const { error } = await admin.from('admin_audit').insert({
        actor_id: actorId,
        actor_email: actorEmail,
        action,
        target_id: targetId,
        target_email: targetEmail,
      });
      if (error) throw new Error(`admin_audit failed (${error.code ?? 'no code'})`);
    },
    logError: (message, detail) => console.error(message, detail ?? ''),
  }),
);
