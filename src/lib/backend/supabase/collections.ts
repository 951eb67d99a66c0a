import type { SupabaseClient } from '@supabase/supabase-js';
import type { CollectionPort, Entity } from '../types';
import { fromRow, toRow } from './columns';
import { fail, readAllPages } from './errors';

/**
 * The signed-in user's records in the planning table of each kind (`budget_categories`, `expenses`, ...).
 * RLS already limits every statement to the caller's rows; the explicit `user_id` filter states the intent
 * and lets Postgres use the (user_id, id) primary key.
 */
export function createSupabaseCollections(client: SupabaseClient, userId: string): CollectionPort {
  const claimSeed = async (name: string) => {
    const { data, error } = await client.rpc('claim_seed', { p_table: name });
    if (error) fail(error, 'Could not prepare the sample data.');
    return data === true;
  };

  return {
    async list<T extends Entity>(table: string) {
      const rows = await readAllPages<Record<string, unknown>>(
        (from, to) => client.from(table).select('*').eq('user_id', userId).order('created_at', { ascending: true }).order('id', { ascending: true }).range(from, to),
        table,
      );
      return rows.map((row) => fromRow(row) as T);
    },
    async put<T extends Entity>(table: string, item: T) {
      const { data, error } = await client
        .from(table)
        .upsert(toRow(item as unknown as Record<string, unknown>), { onConflict: 'user_id,id' })
        .select()
        .single();
      if (error) fail(error, `Could not save to ${table}.`);
      return fromRow(data as Record<string, unknown>) as T;
    },
    async remove(table, id) {
      const { error } = await client.from(table).delete().eq('user_id', userId).eq('id', id);
      if (error) fail(error, `Could not delete from ${table}.`);
    },
    async seed(table, items) {
      const { data, error } = await client.from('profiles').select('seeded').eq('user_id', userId).maybeSingle();
      if (error) fail(error, 'Could not prepare the sample data.');
      if ((data as { seeded?: string[] } | null)?.seeded?.includes(table)) return false;
      // Rows first, the marker after: a seed cut short between the two is completed next time, and the
      // fixed sample ids with ignore-duplicates keep a second run from adding anything twice.
      if (items.length) {
        const rows = items.map((item) => toRow(item as unknown as Record<string, unknown>));
        const { error: insertError } = await client.from(table).upsert(rows, { onConflict: 'user_id,id', ignoreDuplicates: true });
        if (insertError) fail(insertError, 'Could not prepare the sample data.');
      }
      return claimSeed(table);
    },
    claimSeed,
  };
}
