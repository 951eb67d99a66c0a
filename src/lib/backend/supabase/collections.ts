import type { SupabaseClient } from '@supabase/supabase-js';
import {
  VersionConflictError,
  type CascadeRule,
  type CollectionPort,
  type Entity,
  type ListOptions,
  type PutManyOptions,
  type PutOptions,
  type TakenRecords,
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

  /** The rows that cascade from these parents (read before the parent's delete takes them), children before theirs. */
  async function cascaded(parentIds: readonly string[], rules: readonly CascadeRule[] = []) {
    const rows: TakenRecords['rows'][number][] = [];
    for (const rule of rules) {
      if (!parentIds.length) break;
      const { data, error } = await client
        .from(rule.table)
        .select('*')
        .eq('user_id', userId)
        .in(toSnake(rule.field), [...parentIds])
        .order('created_at', { ascending: true });
      if (error) fail(error, `Could not read from ${rule.table}.`);
      const found = (data ?? []) as Record<string, unknown>[];
      rows.push(...found.map((row) => taken(rule.table, row)));
      rows.push(
        ...(await cascaded(
          found.map((row) => String(row.id)),
          rule.cascade,
        )),
      );
    }
    return rows;
  }

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
    // Children go with their parent through `on delete cascade` foreign keys, in the same statement, so the
    // cascade rules the local adapter follows need nothing here.
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
    async take(table, ids, options = {}) {
      if (!ids.length) return { rows: [] };
      const children = await cascaded(ids, options.cascade);
      // The delete answers with the rows it removed; foreign keys take the children in the same statement.
      const { data, error } = await client
        .from(table)
        .delete()
        .eq('user_id', userId)
        .in('id', [...ids])
        .select();
      if (error) fail(error, `Could not delete from ${table}.`);
      return {
        rows: [...((data ?? []) as Record<string, unknown>[]).map((row) => taken(table, row)), ...children],
      };
    },
    async putBack({ rows }) {
      // One upsert per table, parents first; each row keeps its created_at, which is its place in its list.
      const tables = [...new Set(rows.map((r) => r.table))];
      for (const table of tables) {
        const batch = rows
          .filter((r) => r.table === table)
          .map(({ record, position }) => ({
            ...toRow(record as unknown as Record<string, unknown>),
            ...(typeof position === 'string' ? { created_at: position } : {}),
          }));
        const { error } = await client.from(table).upsert(batch, { onConflict: 'user_id,id' });
        if (error) fail(error, `Could not save to ${table}.`);
      }
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

/** A deleted row as `take` hands it back: the record, and its created_at as its place. */
function taken(table: string, row: Record<string, unknown>): TakenRecords['rows'][number] {
  return {
    table,
    record: fromRow(row) as unknown as Entity,
    position: typeof row.created_at === 'string' ? row.created_at : null,
  };
}
