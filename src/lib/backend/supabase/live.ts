import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import type { ActivityLine, LiveChange, LivePort } from '../ports/live';
import { fail } from './errors';
import type { WeddingPort } from '../ports/wedding';

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A Realtime change as the data layer hears it. */
export function liveChangeOf(payload: RealtimePostgresChangesPayload<Row>): LiveChange {
  const row: Row = payload.eventType === 'DELETE' ? payload.old : payload.new;
  const removed = payload.eventType === 'DELETE';
  return {
    table: payload.table,
    kind: removed ? 'remove' : 'put',
    id: text(row.id),
    version: removed ? null : text(row.updated_at),
    by: removed ? null : text(row.updated_by),
  };
}

/**
 * The current wedding's changes over Supabase Realtime: one channel per wedding, listening to `postgres_changes` on
 * every table of the `supabase_realtime` publication (the planning tables, …_live_together.sql, each with a
 * `wedding_id`) filtered to this wedding. Realtime checks each change against the table's RLS as the signed-in user,
 * so a member hears only what they may read.
 */
export function createSupabaseLive(
  client: Pick<SupabaseClient, 'channel' | 'removeChannel' | 'rpc'>,
  wedding: Pick<WeddingPort, 'current'>,
): LivePort {
  return {
    subscribe(onChange) {
      let stopped = false;
      let channel: ReturnType<SupabaseClient['channel']> | null = null;
      wedding.current().then(
        ({ id }) => {
          if (stopped) return;
          channel = client
            .channel(`wedding:${id}`)
            .on<Row>(
              'postgres_changes',
              { event: '*', schema: 'public', filter: `wedding_id=eq.${id}` },
              (payload) => onChange(liveChangeOf(payload)),
            )
            .subscribe();
        },
        // No wedding to hear: the pages say so when they read it; the tab still reloads on focus.
        () => undefined,
      );
      return () => {
        stopped = true;
        if (channel) void client.removeChannel(channel);
      };
    },
    async changedBy(table, id) {
      // The row's updated_by (…_live_together.sql) named for a member of the wedding; a failure names no one, and the
      // conflict is told without a name.
      const { id: weddingId } = await wedding.current();
      const { data, error } = await client.rpc('changed_by', {
        p_wedding: weddingId,
        p_table: table,
        p_id: id,
      });
      return !error && typeof data === 'string' && data ? data : null;
    },
    async activity(limit) {
      const { id: weddingId } = await wedding.current();
      const { data, error } = await client.rpc('wedding_activity', { p_wedding: weddingId, p_limit: limit });
      if (error) fail(error, 'Could not read the recent activity.');
      type Row = {
        actor: string | null;
        actor_id: string | null;
        table_name: string;
        action: ActivityLine['action'];
      };
      return (
        (data ?? []) as (Row & { row_count: number; at: string; detail: ActivityLine['paid'] | null })[]
      ).map((row) => ({
        actor: row.actor,
        actorId: row.actor_id,
        table: row.table_name,
        action: row.action,
        count: row.row_count,
        at: row.at,
        ...(row.action === 'paid' && { paid: row.detail ?? {} }),
      }));
    },
  };
}
