import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthSession, UserBackend } from '../types';

// Replaced by the cloud data adapters (collections, profile, files, admin).
export function createSupabaseUserBackend(_client: SupabaseClient, _session: AuthSession): UserBackend {
  throw new Error('Cloud data adapters are not wired yet.');
}
