import type { QueryClient } from '@tanstack/react-query';
import type { LiveChange, LivePort } from '@/lib/backend';
import { queryKeys } from './query-keys';
import { syncStoreOf } from './sync-store';
import { recordKey } from './write-queue';

/** How long a burst of changes (an import of 2,000 guests is 2,000 of them) is gathered into one reload per list. */
export const LIVE_GATHER_MS = 150;

/**
 * `2026-11-28T10:00:00.123456+00:00` (PostgREST) and `2026-11-28 10:00:00.123456+00` (Realtime) are one instant:
 * compared as the millisecond plus the microseconds the string carries.
 */
function instant(version: string): string | null {
  const match = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d(?::?\d\d)?)?$/.exec(version);
  if (!match) return null;
  const [, day, time, fraction = '', zone = 'Z'] = match;
  const offset =
    zone === 'Z' ? zone : zone.length === 3 ? `${zone}:00` : zone.replace(/^([+-]\d\d)(\d\d)$/, '$1:$2');
  const ms = Date.parse(`${day}T${time}${offset}`);
  return Number.isNaN(ms) ? null : `${ms}.${fraction.padEnd(6, '0').slice(0, 6)}`;
}

const sameVersion = (a: string, b: string) => a === b || (instant(a) !== null && instant(a) === instant(b));

/**
 * Whether this session's cache already holds what the change says: the echo of a write made here (or of a reload
 * that already read it). A record put at the version the data layer last stored or read, or removed from a loaded
 * list that no longer shows it. Someone else's put is never an echo.
 */
function alreadyHere(client: QueryClient, userId: string, change: LiveChange): boolean {
  if (!change.id) return false;
  if (change.kind === 'remove') {
    const list = client.getQueryData<{ id: string }[]>(queryKeys.collection(userId, change.table));
    return list !== undefined && !list.some((item) => item.id === change.id);
  }
  if (change.by !== userId || !change.version) return false;
  const known = syncStoreOf(client).confirmed.get(recordKey(userId, change.table, change.id));
  return known !== undefined && sameVersion(known.version, change.version);
}

/**
 * Connects a query client to the wedding's live changes (the live port): a change to a table reloads the queries that
 * read it (its list and its open records) and the recent activity, and nothing else. Changes are gathered briefly and weighed once this
 * session's own writes have finished, so the echo of a write made here, already shown, reloads nothing. Returns the
 * disconnect.
 */
export function syncLive(client: QueryClient, live: LivePort, userId: string): () => void {
  const pending: LiveChange[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    // Weighed after this session's writes land: by then an echo's version is the one the data layer stored.
    if (client.isMutating() > 0) return;
    const tables = new Set(
      pending.splice(0).flatMap((change) => (alreadyHere(client, userId, change) ? [] : [change.table])),
    );
    for (const table of tables)
      void client.invalidateQueries({ queryKey: queryKeys.collection(userId, table) });
    if (tables.size) void client.invalidateQueries({ queryKey: queryKeys.activity(userId) });
  };
  const unsubscribeWrites = client.getMutationCache().subscribe(() => {
    if (pending.length && !timer && client.isMutating() === 0) flush();
  });
  const stop = live.subscribe((change) => {
    pending.push(change);
    timer ??= setTimeout(flush, LIVE_GATHER_MS);
  });

  return () => {
    stop();
    unsubscribeWrites();
    if (timer) clearTimeout(timer);
    pending.length = 0;
  };
}
