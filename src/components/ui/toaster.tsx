import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastView = lazy(() => import('./toast-view'));

/**
 * App-wide notices ("Couldn't save your expense…"). `toast()` can be called from anywhere, including
 * outside React (data hooks), so the queue is a tiny external store.
 */
export type Tone = 'error' | 'success' | 'info';
export interface Notice {
  id: number;
  message: string;
  tone: Tone;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((l) => l());

export function toast(message: string, tone: Tone = 'info') {
  notices = [...notices, { id: nextId++, message, tone }];
  publish();
}

export function dismiss(id: number) {
  notices = notices.filter((n) => n.id !== id);
  publish();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Mounts the Radix toast view only once there is something to show, keeping it out of the first bundle. */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
  if (current.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView notices={current} onDismiss={dismiss} />
    </Suspense>
  );
}
