import { lazy, Suspense, useSyncExternalStore } from 'react';

const ToastView = lazy(() => import('./toast-view'));

/**
 * App-wide notices ("Couldn't save your expense…", "Deleted “First Dance”. Undo"). `toast()` can be called from
 * anywhere, including outside React (data hooks), so the queue is a tiny external store.
 */
export type Tone = 'error' | 'success' | 'info';
export interface ToastAction {
  /** The button's text, e.g. "Undo". */
  label: string;
  /** What a screen reader hears for the action, since the button alone says little ("Undo deleting the song"). */
  altText: string;
  onAction: () => void;
}
export interface ToastOptions {
  action?: ToastAction;
  /** Milliseconds on screen (paused while hovered or focused); the view's default otherwise. */
  duration?: number;
  /** Runs once when the notice goes without its action being taken: it timed out or was dismissed. */
  onExpire?: () => void;
}
export interface Notice extends ToastOptions {
  id: number;
  message: string;
  tone: Tone;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((l) => l());

/** At most this many notices at once (a run of deletes would otherwise cover a phone's screen): the oldest goes. */
const MAX_NOTICES = 3;

export function toast(message: string, tone: Tone = 'info', options: ToastOptions = {}) {
  const all = [...notices, { id: nextId++, message, tone, ...options }];
  const pushedOut = all.slice(0, Math.max(0, all.length - MAX_NOTICES));
  notices = all.slice(pushedOut.length);
  publish();
  for (const n of pushedOut) n.onExpire?.();
}

const take = (id: number) => {
  const notice = notices.find((n) => n.id === id);
  if (notice) {
    notices = notices.filter((n) => n !== notice);
    publish();
  }
  return notice;
};

/** The notice closed without its action (timed out, dismissed, swiped away). */
export function dismiss(id: number) {
  take(id)?.onExpire?.();
}

/** The notice's action was chosen: it runs, and the notice goes without expiring. */
export function act(id: number) {
  take(id)?.action?.onAction();
}

/** Closes every notice (e.g. on sign-out: an Undo for the previous user's data must not outlive the session). */
export function dismissAll() {
  const closing = notices;
  notices = [];
  publish();
  for (const n of closing) n.onExpire?.();
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
      <ToastView notices={current} onDismiss={dismiss} onAction={act} />
    </Suspense>
  );
}
