import type { SupabaseClient } from '@supabase/supabase-js';
import type { WeddingPort } from '../ports/wedding';
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
 * The current wedding's records in the planning table of each kind (`budget_categories`, `expenses`, ...), whoever
 * of its members created them. Rows are keyed by (wedding_id, id): every read and delete filters by the wedding (RLS
 * only says which weddings the caller is in, a planner may be in several) and every write sends it and conflicts on
 * that key. The wedding is fixed for the adapter's life: choosing another reloads the app.
 */
export function createSupabaseCollections(client: SupabaseClient, wedding: WeddingPort): CollectionPort {
  let current: Promise<string> | null = null;
  const weddingId = () =>
    (current ??= wedding.current().then(
      (w) => w.id,
      (error: unknown) => {
        current = null;
        throw error;
      },
    ));
  /** A record as a row of the current wedding. */
  const rowOf = (item: unknown, weddingIdValue: string): Record<string, unknown> => ({
    ...toRow(item as Record<string, unknown>),
    wedding_id: weddingIdValue,
  });

  const claimSeed = async (name: string) => {
    const { data, error } = await client.rpc('claim_seed', { p_table: name, p_wedding: await weddingId() });
    if (error) fail(error, 'Could not prepare the sample data.');
    return data === true;
  };

  return {
    async list<T extends Entity>(table: string, options: ListOptions = {}) {
      const columns = options.fields
        ? ['id', ...options.fields.filter((f) => f !== 'id').map(toSnake), 'updated_at'].join(',')
        : '*';
      const id = await weddingId();
      const rows = await readAllPages<Record<string, unknown>>(
        (from, to) =>
          client
            .from(table)
            .select<string, Record<string, unknown>>(columns)
            .eq('wedding_id', id)
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
        .eq('wedding_id', await weddingId())
        .eq('id', id)
        .maybeSingle();
      if (error) fail(error, `Could not load from ${table}.`);
      return data ? toRecord<T>(data as Record<string, unknown>) : null;
    },
    async put<T extends Entity>(table: string, item: T, options: PutOptions = {}) {
      const row: Record<string, unknown> = rowOf(item, await weddingId());
      // The base goes as updated_at: the trigger compares it with the stored version (and sets the new one).
      if (options.base !== undefined) row.updated_at = options.base;
      const { data, error } = await client
        .from(table)
        .upsert(row, { onConflict: 'wedding_id,id' })
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
      const id = await weddingId();
      const rows = items.map((item) => {
        const row = rowOf(item, id);
        return options.inOrder && row.created_at == null ? { ...row, created_at: nextCreatedAt() } : row;
      });
      const { data, error } = await client.from(table).upsert(rows, { onConflict: 'wedding_id,id' }).select();
      if (error) fail(error, `Could not save to ${table}.`);
      return ((data ?? []) as Record<string, unknown>[]).map((row) => toRecord<T>(row));
    },
    // Children go with their parent through `on delete cascade` foreign keys, in the same statement.
    async remove(table, id) {
      const { error } = await client
        .from(table)
        .delete()
        .eq('wedding_id', await weddingId())
        .eq('id', id);
      if (error) fail(error, `Could not delete from ${table}.`);
    },
    async removeMany(table, ids) {
      if (!ids.length) return;
      const { error } = await client
        .from(table)
        .delete()
        .eq('wedding_id', await weddingId())
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
      // The wedding goes beside the changes: the function stores every put in it and looks removes up there.
      const { data, error } = await client.rpc('apply_changes', {
        p_changes: payload,
        p_wedding: await weddingId(),
      });
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
      const id = await weddingId();
      // Sample data once per wedding (…_wedding_keys.sql): a partner never gets what the owner was already given.
      const { data, error } = await client.from('weddings').select('seeded').eq('id', id).maybeSingle();
      if (error) fail(error, 'Could not prepare the sample data.');
      if ((data as { seeded?: string[] } | null)?.seeded?.includes(table)) return false;
      // Rows first, the marker after: a seed cut short between the two is completed next time, and the
      // fixed sample ids with ignore-duplicates keep a second run from adding anything twice.
      if (items.length) {
        const rows = items.map((item) => rowOf(item, id));
        const { error: insertError } = await client
          .from(table)
          .upsert(rows, { onConflict: 'wedding_id,id', ignoreDuplicates: true });
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
