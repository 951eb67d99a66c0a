import type { SupabaseClient } from '@supabase/supabase-js';
import { mergeTouched } from '../touched';
import {
  VersionConflictError,
  type CollectionPort,
  type Entity,
  type ListOptions,
  type PutManyOptions,
  type PutOptions,
} from '../types';
import { stampVersion } from '../versions';
import { fromRow, toRow, toSnake } from './columns';
import { fail, readAllPages } from './errors';

/**
 * A row as a record with its version stamped beside it. The version is `updated_at` exactly as PostgREST wrote it
 * (microseconds included), so sending it back as a write's base compares equal in Postgres.
 */
function toRecord<T>(row: Record<string, unknown>): T {
  const record = fromRow(row) as T & object;
  return typeof row.updated_at === 'string' ? stampVersion(record, row.updated_at) : record;
}

/** The `row_version` trigger's refusal (…_row_versions.sql): SQLSTATE PT409 with a hint saying which. */
function versionConflict(error: { code?: string; hint?: string | null } | null): VersionConflictError | null {
  if (error?.code !== 'PT409') return null;
  return new VersionConflictError(error.hint === 'version_deleted' ? 'deleted' : 'changed');
}

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
    async list<T extends Entity>(table: string, options: ListOptions = {}) {
      const columns = options.fields
        ? ['id', ...options.fields.filter((f) => f !== 'id').map(toSnake), 'updated_at'].join(',')
        : '*';
      const rows = await readAllPages<Record<string, unknown>>(
        (from, to) =>
          client
            .from(table)
            .select<string, Record<string, unknown>>(columns)
            .eq('user_id', userId)
            .order('created_at', { ascending: true })
            .order('id', { ascending: true })
            .range(from, to),
        table,
      );
      return rows.map((row) => toRecord<T>(row));
    },
    async get<T extends Entity>(table: string, id: string) {
      const { data, error } = await client
        .from(table)
        .select('*')
        .eq('user_id', userId)
        .eq('id', id)
        .maybeSingle();
      if (error) fail(error, `Could not load from ${table}.`);
      return data ? toRecord<T>(data as Record<string, unknown>) : null;
    },
    async put<T extends Entity>(table: string, item: T, options: PutOptions = {}) {
      const row = toRow(item as unknown as Record<string, unknown>);
      // The base goes as updated_at: the trigger compares it with the stored version (and sets the new one).
      if (options.base !== undefined) row.updated_at = options.base;
      const { data, error } = await client
        .from(table)
        .upsert(row, { onConflict: 'user_id,id' })
        .select()
        .single();
      const conflict = versionConflict(error);
      if (conflict) throw conflict;
      if (error) fail(error, `Could not save to ${table}.`);
      return toRecord<T>(data as Record<string, unknown>);
    },
    async putMany<T extends Entity>(table: string, items: readonly T[], options: PutManyOptions = {}) {
      if (!items.length) return [];
      // One statement: Postgres stores every row or, when one is refused, none. A list written in order gets created_at
      // times in that order (the list's order), unless a record carries its own (an invitation's createdAt).
      const rows = items.map((item) => {
        const row = toRow(item as unknown as Record<string, unknown>);
        return options.inOrder && row.created_at == null ? { ...row, created_at: nextCreatedAt() } : row;
      });
      const { data, error } = await client.from(table).upsert(rows, { onConflict: 'user_id,id' }).select();
      if (error) fail(error, `Could not save to ${table}.`);
      return ((data ?? []) as Record<string, unknown>[]).map((row) => toRecord<T>(row));
    },
    // Children go with their parent through `on delete cascade` foreign keys, in the same statement.
    async remove(table, id) {
      const { error } = await client.from(table).delete().eq('user_id', userId).eq('id', id);
      if (error) fail(error, `Could not delete from ${table}.`);
    },
    async removeMany(table, ids) {
      if (!ids.length) return;
      const { error } = await client
        .from(table)
        .delete()
        .eq('user_id', userId)
        .in('id', [...ids]);
      if (error) fail(error, `Could not delete from ${table}.`);
    },
    async apply(changes) {
      if (!changes.length) return [];
      // One request, one transaction (…_apply_changes.sql). A put's place in its list is its created_at, sent when the
      // change puts a record back where it was; its base travels as the row's version.
      const payload = changes.map((change) =>
        change.op === 'put'
          ? {
              op: 'put',
              table: change.table,
              row: {
                ...toRow(change.record as unknown as Record<string, unknown>),
                ...(typeof change.position === 'string' ? { created_at: change.position } : {}),
              },
              ...(change.base !== undefined ? { base: change.base } : {}),
            }
          : {
              op: 'remove',
              table: change.table,
              id: change.id,
              ...(change.base !== undefined ? { base: change.base } : {}),
            },
      );
      const { data, error } = await client.rpc('apply_changes', { p_changes: payload });
      const conflict = versionConflict(error);
      if (conflict) throw conflict;
      if (error) fail(error, 'Could not save the changes.');
      type Row = Record<string, unknown>;
      return mergeTouched(
        ((data ?? []) as { table: string; id: string; before: Row | null; after: Row | null }[]).map((t) => ({
          table: t.table,
          id: t.id,
          before: t.before ? toRecord<Entity>(t.before) : null,
          position: typeof t.before?.created_at === 'string' ? t.before.created_at : null,
          after: t.after ? toRecord<Entity>(t.after) : null,
        })),
      );
    },
    async seed(table, items) {
      const { data, error } = await client
        .from('profiles')
        .select('seeded')
        .eq('user_id', userId)
        .maybeSingle();
      if (error) fail(error, 'Could not prepare the sample data.');
      if ((data as { seeded?: string[] } | null)?.seeded?.includes(table)) return false;
      // Rows first, the marker after: a seed cut short between the two is completed next time, and the
      // fixed sample ids with ignore-duplicates keep a second run from adding anything twice.
      if (items.length) {
        const rows = items.map((item) => toRow(item as unknown as Record<string, unknown>));
        const { error: insertError } = await client
          .from(table)
          .upsert(rows, { onConflict: 'user_id,id', ignoreDuplicates: true });
        if (insertError) fail(insertError, 'Could not prepare the sample data.');
      }
      return claimSeed(table);
    },
    claimSeed,
  };
}

/** Strictly increasing times (a millisecond apart at least), so rows written in one go keep the order given. */
let lastCreatedAt = 0;
const nextCreatedAt = () => new Date((lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1))).toISOString();
