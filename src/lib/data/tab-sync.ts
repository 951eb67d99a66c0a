import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { syncStoreOf } from './sync-store';

/**
 * Other tabs and devices change the couple's data too. Two things keep a tab's copy from going stale:
 * - a write that lands in one tab is announced on a BroadcastChannel, and every other tab of this browser reloads
 *   what it changed (a collection with its open records, or the profile);
 * - the data queries reload when the tab comes back into view (`refetchOnWindowFocus`), for changes made on
 *   another device.
 * Neither reloads a collection while this tab is still writing to it: a list read before that write landed would
 * take the change back off the screen. The reload waits for the writes to finish.
 * Stale copies that slip through anyway are caught at write time by the record versions (use-collection.ts).
 */
const CHANNEL = 'wedding-planner:data';

/** The part of a query or mutation key other tabs' writes invalidate: a user's collection or their profile. */
export function syncedKey(key: QueryKey | undefined): QueryKey | null {
  if (!Array.isArray(key) || !key.slice(0, 3).every((part) => typeof part === 'string')) return null;
  if (key[0] === 'collection' && key.length >= 3) return key.slice(0, 3);
  if (key[0] === 'profile' && key.length >= 2) return key.slice(0, 2);
  return null;
}

/** `refetchOnWindowFocus` for the data queries: always on focus, unless this tab is writing to that data. */
export function refetchOnFocus(client: QueryClient) {
  return (query: { queryKey: QueryKey }): boolean | 'always' => {
    const key = syncedKey(query.queryKey);
    return key && client.isMutating({ mutationKey: key }) > 0 ? false : 'always';
  };
}

/** Connects a query client to the other tabs; returns the disconnect. */
export function syncTabs(client: QueryClient, channelName = CHANNEL): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  // Node (unit tests) would otherwise keep the process alive for an open channel.
  (channel as { unref?: () => void }).unref?.();
  const waiting = new Map<string, QueryKey>();

  const reload = (key: QueryKey) => {
    if (client.isMutating({ mutationKey: key }) > 0) waiting.set(JSON.stringify(key), key);
    else void client.invalidateQueries({ queryKey: key });
  };
  // Writes that span tables (commands, undo) say which lists they changed themselves (touched-cache.ts).
  syncStoreOf(client).announce = (keys) => keys.forEach((key) => channel.postMessage({ key }));
  channel.onmessage = (event: MessageEvent<{ key?: QueryKey }>) => {
    const key = syncedKey(event.data?.key);
    if (key) reload(key);
  };

  const unsubscribe = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const key = syncedKey(event.mutation.options.mutationKey);
    if (key && event.action.type === 'success') channel.postMessage({ key });
    for (const [hash, waitingKey] of waiting) {
      if (client.isMutating({ mutationKey: waitingKey }) > 0) continue;
      waiting.delete(hash);
      void client.invalidateQueries({ queryKey: waitingKey });
    }
  });

  return () => {
    unsubscribe();
    syncStoreOf(client).announce = () => undefined;
    channel.close();
  };
}
