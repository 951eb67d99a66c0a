import { useSyncExternalStore } from 'react';

/**
 * Whether any change is being saved, readable without the data layer: the page's main landmark shows it on every
 * page, while TanStack Query itself loads only with the first page that reads data (the query client reports
 * here, see query-client.ts).
 */
let saving = false;
const listeners = new Set<() => void>();

export function setSaving(next: boolean): void {
  if (next === saving) return;
  saving = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useSaving = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => saving,
    () => false,
  );
