import type { QueryClient } from '@tanstack/react-query';
import type { Entity } from '@/lib/backend';
import type { UndoStack } from '@/lib/commands/undo-stack';

/**
 * What the data layer remembers between writes for one session's cache: an object made per query client (the app has
 * one, each test its own), so nothing leaks from one signed-in couple, or one test, to the next.
 */
export interface SyncStore {
  /**
   * The last stored state of each record of a full list (item and version together), keyed by `recordKey`: the
   * version a change of the record as listed is based on (`useListedVersion`).
   */
  confirmed: Map<string, { item: Entity; version: string }>;
  /** An edit's base after a conflict the couple was told about: the latest version, which saving again replaces. */
  rebased: WeakMap<object, Entity>;
  /** The app's one undo (lib/commands/undo-stack.ts), made by undo.ts with the first change it keeps. */
  undo?: UndoStack;
  /** Tells this browser's other tabs that these lists changed (tab-sync.ts connects it; nothing until then). */
  announce: (keys: readonly (readonly unknown[])[]) => void;
}

export function createSyncStore(): SyncStore {
  return {
    confirmed: new Map(),
    rebased: new WeakMap(),
    announce: () => undefined,
  };
}

const stores = new WeakMap<QueryClient, SyncStore>();

/** The sync store of a query client, made the first time it is asked for. */
export function syncStoreOf(client: QueryClient): SyncStore {
  let store = stores.get(client);
  if (!store) stores.set(client, (store = createSyncStore()));
  return store;
}
