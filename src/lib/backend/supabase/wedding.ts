import type { SupabaseClient } from '@supabase/supabase-js';
import type { WeddingChoice, WeddingPort, WeddingRole } from '../ports/wedding';
import { fail } from './errors';

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
      // api.my_weddings lives in the api schema (the request says so in Content-Profile), like the public functions.
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

  return {
    shared: true,
    list,
    async current() {
      const weddings = await list();
      const chosen = readChoice(userId);
      const wedding = weddings.find((w) => w.id === chosen) ?? weddings[0];
      // Every account gets a wedding at sign-up, and leaving the last one is refused: none means a broken account.
      if (!wedding) throw new Error('Your account has no wedding. Sign out and in again, or contact us.');
      return wedding;
    },
    choose(id) {
      try {
        localStorage.setItem(chosenWeddingKey(userId), id);
      } catch {
        // Private mode without storage: the choice lasts until the reload only.
      }
    },
  };
}
