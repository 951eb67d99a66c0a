import { useSyncExternalStore } from 'react';

/**
 * Whether any change is being saved, readable without the data layer: the page's main landmark shows it on every
 * page, while TanStack Query itself loads only with the first page that reads data (the query client reports
 * here, see query-client.ts).
 */
let saving = false;
let mutating = false;
let pending = 0;
const listeners = new Set<() => void>();

function update(): void {
  const next = mutating || pending > 0;
  if (next === saving) return;
  saving = next;
  for (const listener of listeners) listener();
}

/** Whether the query client has writes in flight (its mutation cache reports here). */
export function setSaving(next: boolean): void {
  mutating = next;
  update();
}

/**
 * A write made outside the query client's mutations (an undo from the app's one undo stack) shows as saving until it
 * settles: a page load before it lands would lose it.
 */
export async function whileSaving<T>(work: Promise<T>): Promise<T> {
  pending++;
  update();
  try {
    return await work;
  } finally {
    pending--;
    update();
  }
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
