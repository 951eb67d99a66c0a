/**
 * How the data layer tells the user what happened to a write (a failure, a delete with its Undo). The app connects it
 * to its toaster at start-up (see app.tsx); the data layer does not depend on any UI component.
 */
export type NoticeTone = 'error' | 'success' | 'info';
export interface NoticeOptions {
  /** A button on the notice, e.g. Undo; `altText` is what a screen reader hears for it. */
  action?: { label: string; altText: string; onAction: () => void };
  /** Milliseconds the notice stays (paused while the couple is on it). */
  duration?: number;
  /** Runs once when the notice goes without its action being taken. */
  onExpire?: () => void;
}
export type Notifier = (message: string, tone: NoticeTone, options?: NoticeOptions) => void;

let current: Notifier = (message, tone, options) => {
  if (tone === 'error') console.error(message);
  // Nothing shows the notice, so nothing can take its action: it expires at once.
  options?.onExpire?.();
};

export function setNotifier(next: Notifier): void {
  current = next;
}

export const notify: Notifier = (message, tone, options) => current(message, tone, options);

/** How long a change can be undone from its notice (issue #16: a toast with Undo for 6 s). */
export const UNDO_WINDOW_MS = 6000;
