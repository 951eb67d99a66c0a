import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthSession, UserBackend } from '../types';
import { createSupabaseAdmin } from './admin';
import { createSupabaseCollections } from './collections';
import { createSupabaseEmail } from './email';
import { createSupabaseFiles } from './files';
import { createSupabaseLive } from './live';
import { createSupabaseProfile } from './profile';
import { createSupabaseWedding } from './wedding';

/** The cloud data ports for one signed-in user; the client carries that user's JWT, so RLS applies. */
export function createSupabaseUserBackend(client: SupabaseClient, session: AuthSession): UserBackend {
  const { id, email } = session.user;
  const wedding = createSupabaseWedding(client, id);
  return {
    collections: createSupabaseCollections(client, wedding),
    profile: createSupabaseProfile(client, id, email, wedding),
    files: createSupabaseFiles(client, wedding),
    admin: createSupabaseAdmin(client, id),
    email: createSupabaseEmail(client),
    wedding,
    live: createSupabaseLive(client, wedding),
  };
}
